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
    if (p.chosen == Chosen::EXACT) out.push_back({pos, float(100 * p.score)});
    if (p.chosen == Chosen::SEARCH) {
      // Before the last random move only the search's score tells what the position is worth.
      const double weight = i >= first ? search_weight : 1.0;
      out.push_back({pos, float(weight * p.score + (1 - weight) * result)});
    }
    pos = play(pos, p.move);
    black = !black;
  }
  return out;
}

}  // namespace ply::reversi::fit
