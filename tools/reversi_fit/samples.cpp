#include "samples.h"

namespace ply::reversi::fit {

std::vector<Sample> samples_of(const GameRecord& game, double search_weight) {
  std::size_t first = 0;
  for (std::size_t i = 0; i < game.plies.size(); ++i)
    if (game.plies[i].chosen == Chosen::RANDOM) first = i + 1;
  std::vector<Sample> out;
  Position pos = start_position();
  bool black = true;
  for (std::size_t i = 0; i < game.plies.size(); ++i) {
    const RecordedPly& p = game.plies[i];
    const double result = 100.0 * (black ? game.result : -game.result);
    if (i >= first && p.chosen == Chosen::EXACT) out.push_back({pos, float(100 * p.score)});
    if (i >= first && p.chosen == Chosen::SEARCH)
      out.push_back({pos, float(search_weight * p.score + (1 - search_weight) * result)});
    pos = play(pos, p.move);
    black = !black;
  }
  return out;
}

}  // namespace ply::reversi::fit
