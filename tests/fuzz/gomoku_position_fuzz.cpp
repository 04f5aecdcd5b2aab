// Gomoku positions: what parses writes a text that reads back to the same position and writes itself
// again exactly; every empty cell is a move there by its own name until the game is over.
#include "fuzz_check.h"
#include "gomoku/notation.h"

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
    const auto move = parse_move(*pos, cell_name(*pos, Cell(c)), nullptr);
    FUZZ_CHECK(move.has_value() == (!pos->over() && pos->cells[c] == EMPTY), "a cell's name is not its move");
    FUZZ_CHECK(!move || *move == Cell(c), "a cell's name reads as another cell");
  }
  return 0;
}
