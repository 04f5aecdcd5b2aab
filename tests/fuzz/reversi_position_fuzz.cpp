// Reversi position text: what parses writes back to the same position (its variant too), and every
// legal move plays back by its own text.
#include "fuzz_check.h"
#include "reversi/notation.h"

using namespace ply::reversi;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto pos = parse_position(ply::fuzz::text_of(data, size));
  if (!pos) return 0;
  FUZZ_CHECK(!(pos->player & pos->opponent), "a square holds two discs");
  const std::string text = to_string(*pos);
  FUZZ_CHECK(parse_position(text) == pos, "the written position reads back differently");
  FUZZ_CHECK(squares_string(*pos) == text.substr(text.size() - 66, 64), "squares_string disagrees with to_string");
  FUZZ_CHECK(popcount(pos->hole) <= 1 && !(pos->hole & (pos->player | pos->opponent)),
             "the black hole is one square with no disc");
  const Bitboard moves = legal_moves(*pos);
  FUZZ_CHECK(!(moves & pos->hole), "the black hole is a legal move");
  for (Bitboard m = moves; m; m &= m - 1) {
    const int sq = first_square(m);
    FUZZ_CHECK(parse_move(move_to_string(sq)) == sq, "a legal move reads back differently");
    const Position next = play(*pos, sq);
    FUZZ_CHECK(next.anti == pos->anti && next.hole == pos->hole, "a move changed the variant");
    FUZZ_CHECK(popcount(next.player | next.opponent) == popcount(pos->player | pos->opponent) + 1,
               "a move adds one disc");
  }
  if (!moves && !is_over(*pos)) FUZZ_CHECK(parse_move(move_to_string(PASS)) == int(PASS), "pass");
  return 0;
}
