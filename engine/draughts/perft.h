// Perft: the number of move sequences of a given length. A move is counted once per distinct result
// (the "distinct" column of the published Russian tables), which is what generate_moves lists. Draw
// rules do not apply: perft measures move generation only.
#pragma once

#include "draughts/board.h"

namespace ply::draughts {

inline u64 perft(const Position& pos, int depth) {
  if (depth == 0) return 1;
  if (depth == 1) return u64(count_moves(pos));
  MoveList moves;
  generate_moves(pos, moves);
  u64 leaves = 0;
  for (const Move& m : moves) leaves += perft(play(pos, m), depth - 1);
  return leaves;
}

}  // namespace ply::draughts
