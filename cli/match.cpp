// `ply match reversi`: Reversi's player for the shared match loop (match.h).
#include "match.h"

#include <set>
#include <utility>

#include "commands.h"
#include "reversi/engine.h"
#include "reversi/notation.h"

namespace ply::cli {

namespace {

using namespace ply::reversi;

constexpr int OPENING_PLIES = 6;

void collect(const Position& pos, int plies, std::set<std::pair<u64, u64>>& seen,
             std::vector<Position>& out) {
  if (plies == 0) {
    if (seen.insert({pos.player, pos.opponent}).second) out.push_back(pos);
    return;
  }
  for (Bitboard moves = legal_moves(pos); moves; moves &= moves - 1)
    collect(play(pos, first_square(moves)), plies - 1, seen, out);
}

struct ReversiPlayer {
  using Position = reversi::Position;
  using Engine = reversi::Engine;
  using Request = ply::Request;

  // The distinct positions six plies from the start that a short search finds closest to even,
  // most even first: each opening is fair to whoever gets either colour.
  static std::vector<Position> balanced_openings(std::size_t count) {
    std::set<std::pair<u64, u64>> seen;
    std::vector<Position> positions;
    collect(start_position(), OPENING_PLIES, seen, positions);
    return most_even<Engine>(positions, count, 4);
  }

  // Colour 0 is Black; the result is Black's, from the final disc difference.
  static double play_game(Position pos, Engine* engines[2], Request requests[2], u64 seed) {
    for (int ply = 0; !is_over(pos); ++ply) {
      const int colour = pos.black_to_move ? 0 : 1;
      requests[colour].seed = seed * 1000 + u64(ply) + 1;
      pos = play(pos, engines[colour]->choose(pos, requests[colour]).move);
    }
    const int margin = popcount(pos.black()) - popcount(pos.white());
    return margin > 0 ? 1.0 : margin < 0 ? 0.0 : 0.5;
  }
};

}  // namespace

int reversi_match(const Args& args) { return run_match<ReversiPlayer>(args, LEVEL_MIN, LEVEL_MAX); }

}  // namespace ply::cli
