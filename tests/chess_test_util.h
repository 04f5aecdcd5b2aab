// The engine's position as the reference generator's board (chess_reference.h), for the tests that
// set one against the other.
#pragma once

#include <algorithm>

#include "chess/traits.h"
#include "chess_reference.h"

namespace ply::chess::testing {

// `en_passant`: the square a pawn just skipped (-1: none). The engine keeps it only when the
// capture is legal; the reference takes it after any double step.
inline reference::Board reference_board(const Position& pos, int en_passant) {
  reference::Board b;
  b.squares = Traits::squares(pos);
  std::replace(b.squares.begin(), b.squares.end(), '-', '.');
  b.white_to_move = pos.side == WHITE;
  for (int i = 0; i < 4; ++i) b.castle[i] = pos.castling & (1 << i);
  b.en_passant = en_passant;
  return b;
}

}  // namespace ply::chess::testing
