// The threat search's verdict on a position for the side to move (`ply solve gomoku`): a forced win
// (its first move and its length in plies), a forced loss (every move leaves the opponent a forced
// win, or the opponent has two five-points), or unknown within the budget.
#pragma once

#include "core/types.h"
#include "gomoku/board.h"

namespace ply::gomoku {

struct Verdict {
  enum Kind : u8 { WIN, LOSS, UNKNOWN } kind = UNKNOWN;
  Cell move = NO_CELL;  // WIN: the first move
  int plies = 0;        // WIN: plies to the five, this move first
  u64 nodes = 0;
};

// The most threes a VCT may play (each one deepens the search a lot; fours are free).
constexpr int MAX_VCT_THREES = 12;

// The game goes on in `pos`. time_ms 0: no limit but MAX_VCT_THREES.
Verdict solve(const Position& pos, i64 time_ms);

}  // namespace ply::gomoku
