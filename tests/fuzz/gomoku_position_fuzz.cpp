// Gomoku positions: what parses writes a text that reads back to the same position and writes
// itself again exactly; every empty cell but Black's fouls under renju is a move there by its own
// name until the game is over, and a foul's refusal names it (its cause).
#include "fuzz_check.h"
#include "gomoku/notation.h"
#include "gomoku/renju.h"

using namespace ply::gomoku;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto pos = parse_position(ply::fuzz::text_of(data, size), nullptr);
  if (!pos) return 0;
  const std::string text = position_text(*pos);
  std::string error;
  const auto again = parse_position(text, &error);
  FUZZ_CHECK(again.has_value(), "the written position does not read back");
  FUZZ_CHECK(position_text(*again) == text, "the position's text changed on the round trip");
  FUZZ_CHECK(again->key == pos->key && again->cells == pos->cells && again->five == pos->five,
             "the position changed on the round trip");
  FUZZ_CHECK(pos->count <= pos->cell_count(), "more stones than cells");
  FUZZ_CHECK(!pos->five || winning_line(*pos).length >= WIN_LENGTH, "a five with no winning line");
  for (int c = 0; c < pos->cell_count(); ++c) {
    ply::Refusal why;
    const auto move = parse_move(*pos, cell_name(*pos, Cell(c)), &why);
    const bool foul = pos->cells[c] == EMPTY && forbidden(*pos, Cell(c));
    FUZZ_CHECK(move.has_value() == (!pos->over() && pos->cells[c] == EMPTY && !foul),
               "a cell's name is not its move");
    const bool named =
        why.cause == "double-three" || why.cause == "double-four" || why.cause == "overline";
    FUZZ_CHECK(!foul || pos->over() || (why.reason == ply::Reason::ILLEGAL && named),
               "a foul's refusal does not name it");
    FUZZ_CHECK(!move || *move == Cell(c), "a cell's name reads as another cell");
  }
  return 0;
}
