// A Gomocup brain's answer "x,y" (what `ply match` reads from another engine): a cell is read only
// when it is on the board, and the cell read writes back to a text that reads as the same cell. The
// first byte chooses the board's size.
#include "fuzz_check.h"
#include "gomoku/gomocup_coordinates.h"

using namespace ply::gomoku;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const int board_size = MIN_SIZE + data[0] % (MAX_SIZE - MIN_SIZE + 1);
  const Position pos = empty_board(board_size, Rule::FREESTYLE);
  const auto cell = parse_gomocup_xy(pos, ply::fuzz::text_of(data + 1, size - 1));
  if (!cell) return 0;
  FUZZ_CHECK(*cell < pos.cell_count(), "a cell off the board was read");
  const std::string text = gomocup_xy(pos, *cell);
  const auto again = parse_gomocup_xy(pos, text);
  FUZZ_CHECK(again.has_value(), "the written x,y does not read back");
  FUZZ_CHECK(*again == *cell, "the cell changed on the round trip");
  return 0;
}
