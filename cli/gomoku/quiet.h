// The positions the evaluation is fitted on: the game goes on and neither side has a five to make
// (the search never evaluates those: it plays or blocks the five).
#pragma once

#include <memory>

#include "gomoku/board.h"
#include "gomoku/pattern_board.h"

namespace ply::gomoku {

inline bool is_quiet(const PatternBoard& board) {
  return !board.five() && !board.full() && !board.has_five_point(BLACK) &&
         !board.has_five_point(WHITE);
}

inline bool is_quiet(const Position& pos) {
  if (pos.over()) return false;
  const auto board = std::make_unique<PatternBoard>(pos);  // large: on the heap
  return is_quiet(*board);
}

}  // namespace ply::gomoku
