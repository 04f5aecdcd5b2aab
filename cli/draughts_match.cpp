// `ply match draughts`: Russian draughts' player for the shared match loop (match.h).
#include <vector>

#include "commands.h"
#include "draughts/draw.h"
#include "draughts/engine.h"
#include "draughts/game.h"
#include "match.h"

namespace ply::cli {

namespace {

using namespace ply::draughts;

constexpr int OPENING_PLIES = 4;
// A game still going after this many plies is scored a draw (the draw rules end real ones sooner).
constexpr int MAX_GAME_PLIES = 400;

void collect(const Position& pos, int plies, std::vector<Position>& out) {
  if (plies == 0) {
    for (const Position& seen : out)
      if (seen.same_placement(pos)) return;
    out.push_back(pos);
    return;
  }
  draughts::MoveList moves;
  generate_moves(pos, moves);
  for (const Move& m : moves) collect(play(pos, m), plies - 1, out);
}

struct DraughtsPlayer {
  using Position = draughts::Position;
  using Engine = draughts::Engine;
  using Request = ply::Request;

  // The distinct positions four plies from the start that a short search finds closest to even.
  static std::vector<Position> balanced_openings(std::size_t count) {
    std::vector<Position> positions;
    collect(start_position(), OPENING_PLIES, positions);
    return most_even<Engine>(positions, count, 6);
  }

  // Colour 0 is White. Ends by the rules: no move, threefold repetition or a draw rule.
  static double play_game(const Position& opening, Engine* engines[2], Request requests[2], u64 seed) {
    std::vector<Position> history{opening};
    for (int ply = 0; ply < MAX_GAME_PLIES; ++ply) {
      const GameEnd end = game_end(history);
      if (end.result == Result::WHITE_WINS) return 1.0;
      if (end.result == Result::BLACK_WINS) return 0.0;
      if (end.result == Result::DRAW) return 0.5;
      const Position& pos = history.back();
      const int colour = pos.side == WHITE ? 0 : 1;
      requests[colour].seed = seed * 1000 + u64(ply) + 1;
      std::vector<u64> earlier;
      for (std::size_t i = 0; i + 1 < history.size(); ++i) earlier.push_back(Draughts::hash(history[i]));
      const Move move = engines[colour]->choose(pos, requests[colour], {}, earlier).move;
      history.push_back(play(pos, move));
    }
    return 0.5;
  }
};

}  // namespace

int draughts_match(const Args& args) { return run_match<DraughtsPlayer>(args, LEVEL_MIN, LEVEL_MAX); }

}  // namespace ply::cli
