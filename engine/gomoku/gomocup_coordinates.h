// The Gomocup (Piskvork) protocol's cells: "x,y", both from 0, x the column from the left and y the
// row from the TOP (Piskvork draws y growing downward). Ply's rows grow upward, so row = size - 1 -
// y both ways: a board looks the same in a manager and in Ply, and every move round-trips. Used by
// `ply gomocup` (Ply as a brain) and by `ply match` (a brain as a player).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "gomoku/board.h"

namespace ply::gomoku {

std::string gomocup_xy(const Position& pos, Cell c);

// The cell at x,y when it is on the board.
std::optional<Cell> gomocup_cell(const Position& pos, i64 x, i64 y);

// The cell a brain's answer "x,y" names (spaces allowed around the comma), when it is one on the
// board.
std::optional<Cell> parse_gomocup_xy(const Position& pos, std::string_view text);

}  // namespace ply::gomoku
