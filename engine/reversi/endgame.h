// Exact endgame solving: the final disc difference under perfect play by both sides.
#pragma once

#include <functional>

#include "board.h"

namespace ply::reversi {

struct SolveLimits {
  i64 time_ms = 0;                    // 0: no limit
  u64 max_nodes = 0;                  // 0: no limit
  std::function<bool()> keep_going;   // polled now and then; false stops the solve
};

struct Solution {
  int score = 0;        // final disc difference for the side to move, empties to the winner
  int move = PASS;      // a best move (PASS when passing is forced or the game is over)
  u64 nodes = 0;
  bool complete = false;  // false when a limit stopped the solve: score and move mean nothing then
};

Solution solve(const Position& pos, const SolveLimits& limits = {});

}  // namespace ply::reversi
