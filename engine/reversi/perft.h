// Perft: the number of move sequences of a given length, the standard check of move generation.
// A pass counts as a ply; a position where neither side can move is a leaf wherever it occurs
// (the convention of the published Reversi tables).
#pragma once

// Written once for the 8x8 board (board.h) and the wide ones (wide_board.h).
#include "reversi/board.h"
#include "reversi/wide/board.h"

namespace ply::reversi {

template <typename P>
u64 perft(const P& pos, int depth) {
  if (depth == 0) return 1;
  auto moves = legal_moves(pos);
  if (!moves) {
    if (!opponent_moves(pos)) return 1;
    return perft(play(pos, pass_move(pos)), depth - 1);
  }
  if (depth == 1) return u64(popcount(moves));
  u64 leaves = 0;
  for (; moves; moves = without_first(moves))
    leaves += perft(play(pos, first_square(moves)), depth - 1);
  return leaves;
}

}  // namespace ply::reversi
