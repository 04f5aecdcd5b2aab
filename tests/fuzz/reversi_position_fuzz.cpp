// Reversi position text: what parses writes back to the same position (its variant too), and every
// legal move plays back by its own text.
#include "fuzz_check.h"
#include "reversi/notation.h"

using namespace ply::reversi;

namespace {

// The wide boards (10x10, 12x12): the same round trips on their own reader.
void check_wide(const std::string& input) {
  const auto pos = parse_wide_position(input);
  if (!pos) return;
  FUZZ_CHECK(!(pos->player & pos->opponent), "a square holds two discs");
  const std::string text = to_string(*pos);
  FUZZ_CHECK(parse_wide_position(text) == pos, "the written wide position reads back differently");
  FUZZ_CHECK(board_size(text) == pos->size, "the written wide position names another size");
  const std::string squares = squares_string(*pos);
  FUZZ_CHECK(squares.size() == std::size_t(pos->size * pos->size),
             "squares_string has the board's squares");
  const WideBits ring = pos->size == 10 ? wide::RING : WideBits{};
  FUZZ_CHECK((pos->blocked & ring) == ring && popcount(pos->blocked & ~ring) <= 1 &&
                 !(pos->blocked & (pos->player | pos->opponent)),
             "the blocked squares are the ring and at most one black hole, with no disc");
  const WideBits moves = legal_moves(*pos);
  FUZZ_CHECK(!(moves & pos->blocked), "the black hole is a legal move");
  for (WideBits m = moves; m; m = without_first(m)) {
    const int sq = first_square(m);
    FUZZ_CHECK(parse_move(move_to_string(sq, pos->size), pos->size) == sq,
               "a legal move reads back differently");
    const WidePosition next = play(*pos, sq);
    FUZZ_CHECK(popcount(next.player | next.opponent) == popcount(pos->player | pos->opponent) + 1,
               "a move adds one disc");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string input(ply::fuzz::text_of(data, size));
  check_wide(input);
  const auto pos = parse_position(input);
  if (!pos) return 0;
  FUZZ_CHECK(!(pos->player & pos->opponent), "a square holds two discs");
  const std::string text = to_string(*pos);
  FUZZ_CHECK(parse_position(text) == pos, "the written position reads back differently");
  const std::string squares = squares_string(*pos);
  FUZZ_CHECK(squares.size() == std::size_t(pos->size * pos->size),
             "squares_string has the board's squares");
  FUZZ_CHECK(squares == text.substr(text.size() - 2 - squares.size(), squares.size()),
             "squares_string disagrees with to_string");
  const Bitboard ring = pos->size == 6 ? RING : 0;
  FUZZ_CHECK((pos->blocked & ring) == ring && popcount(pos->blocked & ~ring) <= 1 &&
                 !(pos->blocked & (pos->player | pos->opponent)),
             "the blocked squares are the ring and at most one black hole, with no disc");
  const Bitboard moves = legal_moves(*pos);
  FUZZ_CHECK(!(moves & pos->blocked), "the black hole is a legal move");
  for (Bitboard m = moves; m; m &= m - 1) {
    const int sq = first_square(m);
    FUZZ_CHECK(parse_move(move_to_string(sq)) == sq, "a legal move reads back differently");
    const Position next = play(*pos, sq);
    FUZZ_CHECK(next.anti == pos->anti && next.blocked == pos->blocked,
               "a move changed the variant");
    FUZZ_CHECK(popcount(next.player | next.opponent) == popcount(pos->player | pos->opponent) + 1,
               "a move adds one disc");
  }
  if (!moves && !is_over(*pos)) FUZZ_CHECK(parse_move(move_to_string(PASS)) == int(PASS), "pass");
  return 0;
}
