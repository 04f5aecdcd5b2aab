// Exact endgame solving: the final disc difference under perfect play by both sides.
#pragma once

#include <functional>

#include "reversi/board.h"

namespace ply::reversi {

struct SolveLimits {
  i64 time_ms = 0;                   // 0: no limit
  u64 max_nodes = 0;                 // 0: no limit
  std::function<bool()> keep_going;  // polled now and then; false stops the solve
};

struct Solution {
  int score = 0;    // final disc difference for the side to move, empties to the winner
  int move = PASS;  // a best move (PASS when passing is forced or the game is over)
  u64 nodes = 0;
  bool complete = false;  // false when a limit stopped the solve: score and move mean nothing then
};

// The window (alpha, beta) the score is sought in. Inside it the score is exact; at or below alpha
// it is an upper bound, at or above beta a lower one. A known value is proved cheapest by the
// narrowest window around it: scores on an even board are even, so (-5, -3) proves -4 and nothing
// more. The whole range by default: the solver then places its own windows around a short search's
// guess.
struct SolveWindow {
  int alpha = -64, beta = 64;
  bool whole() const { return alpha <= -64 && beta >= 64; }
};

Solution solve(const Position& pos, const SolveLimits& limits = {}, SolveWindow window = {});

}  // namespace ply::reversi
