// Russian draughts' 8x8 bitboards. A 64-square layout (bit = rank * 8 + file, a1 = bit 0, h8 = bit
// 63) rather than a packed 32-square one: the four diagonal steps are plain shifts (+9, +7, -7, -9)
// with an edge mask, squares print without a lookup table, and the bit order is the order of the
// page's 64-character square string. Only the 32 dark squares (rank + file even, a1 dark) ever hold
// a piece.
#pragma once

#include <array>
#include <bit>

#include "core/types.h"

namespace ply::draughts {

using Bitboard = u64;

constexpr int SQUARE_COUNT = 64;
constexpr int NO_SQUARE = 64;

constexpr Bitboard bit(int sq) { return Bitboard(1) << sq; }
constexpr int popcount(Bitboard b) { return std::popcount(b); }
constexpr int first_square(Bitboard b) { return std::countr_zero(b); }
constexpr int make_square(int file, int rank) { return rank * 8 + file; }
constexpr int file_of(int sq) { return sq & 7; }
constexpr int rank_of(int sq) { return sq >> 3; }

constexpr Bitboard DARK = 0xaa55aa55aa55aa55ULL;
constexpr Bitboard FILE_A = 0x0101010101010101ULL;
constexpr Bitboard FILE_H = FILE_A << 7;
constexpr Bitboard RANK_1 = 0xffULL;
constexpr Bitboard RANK_8 = RANK_1 << 56;
// a1-h8, the "main road" (большак) of rule 7.2.7.
constexpr Bitboard LONG_DIAGONAL = 0x8040201008040201ULL;

// The four diagonal directions, from White's side of the board.
enum Direction : u8 { NORTH_EAST, NORTH_WEST, SOUTH_EAST, SOUTH_WEST };
constexpr Direction DIRECTIONS[4] = {NORTH_EAST, NORTH_WEST, SOUTH_EAST, SOUTH_WEST};

// One diagonal step of every square of b; squares that would leave the board are dropped.
constexpr Bitboard shift(Bitboard b, Direction d) {
  switch (d) {
    case NORTH_EAST:
      return (b & ~FILE_H) << 9;
    case NORTH_WEST:
      return (b & ~FILE_A) << 7;
    case SOUTH_EAST:
      return (b & ~FILE_H) >> 7;
    default:
      return (b & ~FILE_A) >> 9;
  }
}

// NEXT[d][sq]: the square one step from sq in direction d, or NO_SQUARE off the board.
constexpr std::array<std::array<u8, 65>, 4> make_next() {
  std::array<std::array<u8, 65>, 4> next{};
  for (int d = 0; d < 4; ++d) {
    for (int sq = 0; sq < 64; ++sq) {
      const Bitboard b = shift(bit(sq), Direction(d));
      next[d][sq] = u8(b ? first_square(b) : NO_SQUARE);
    }
    next[d][NO_SQUARE] = NO_SQUARE;
  }
  return next;
}
inline constexpr auto NEXT = make_next();

// bit(sq) that also takes NO_SQUARE (giving 0), for walks that may step off the board.
constexpr std::array<Bitboard, 65> make_square_bb() {
  std::array<Bitboard, 65> bb{};
  for (int sq = 0; sq < 64; ++sq) bb[sq] = bit(sq);
  return bb;
}
inline constexpr auto SQUARE_BB = make_square_bb();
constexpr Bitboard square_bb(int sq) { return SQUARE_BB[sq]; }

}  // namespace ply::draughts
