// One side's pieces seen walking up the board (Black's turned half round), what the evaluations
// count.
#pragma once

#include "draughts/board.h"

namespace ply::draughts {

// The board turned half round: Black's pieces seen as White's, walking up. Dark squares stay dark.
constexpr Bitboard rotate180(Bitboard b) {
  b = ((b >> 1) & 0x5555555555555555ULL) | ((b & 0x5555555555555555ULL) << 1);
  b = ((b >> 2) & 0x3333333333333333ULL) | ((b & 0x3333333333333333ULL) << 2);
  b = ((b >> 4) & 0x0f0f0f0f0f0f0f0fULL) | ((b & 0x0f0f0f0f0f0f0f0fULL) << 4);
  return __builtin_bswap64(b);
}

constexpr Bitboard square_bit(const char* name) {
  return bit(make_square(name[0] - 'a', name[1] - '1'));
}
constexpr Bitboard rank_bits(int r) { return RANK_1 << (8 * r); }
// g1-a7 and h2-b8, the double-corner diagonals.
constexpr Bitboard DOUBLE_CORNER =
    square_bit("g1") | square_bit("f2") | square_bit("e3") | square_bit("d4") | square_bit("c5") |
    square_bit("b6") | square_bit("a7") | square_bit("h2") | square_bit("g3") | square_bit("f4") |
    square_bit("e5") | square_bit("d6") | square_bit("c7") | square_bit("b8");

// One side seen walking up the board (Black's pieces rotated), with the other side's pieces.
struct Side {
  Bitboard men, kings, their_men, their_kings;
};

inline Side side_of(const Position& pos, Color c) {
  const Bitboard own = pos.pieces(c), their = pos.pieces(~c);
  Side s{own & ~pos.kings, own & pos.kings, their & ~pos.kings, their & pos.kings};
  if (c == BLACK) {
    s.men = rotate180(s.men);
    s.kings = rotate180(s.kings);
    s.their_men = rotate180(s.their_men);
    s.their_kings = rotate180(s.their_kings);
  }
  return s;
}

// Every square a king of `from` slides to in direction d over empty squares.
inline Bitboard slide_all(Bitboard from, Bitboard empty, Direction d) {
  Bitboard reach = shift(from, d) & empty;
  for (int i = 0; i < 6; ++i) reach |= shift(reach, d) & empty;
  return reach;
}

}  // namespace ply::draughts
