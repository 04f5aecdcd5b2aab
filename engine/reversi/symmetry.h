// The eight symmetries of the square board (mirrors and rotations). The 6x6 board sits in the
// middle of the 8x8 one, so each maps it onto itself too. A position that a symmetry leaves
// unchanged has moves that lead to mirror images of each other: the same value, searched once.
#pragma once

#include "reversi/bitboard.h"

namespace ply::reversi {

// Column c becomes 7 - c.
constexpr Bitboard mirror_columns(Bitboard b) {
  constexpr Bitboard K1 = 0x5555555555555555ULL, K2 = 0x3333333333333333ULL,
                     K4 = 0x0f0f0f0f0f0f0f0fULL;
  b = ((b >> 1) & K1) | ((b & K1) << 1);
  b = ((b >> 2) & K2) | ((b & K2) << 2);
  return ((b >> 4) & K4) | ((b & K4) << 4);
}

// Row r becomes 7 - r.
constexpr Bitboard mirror_rows(Bitboard b) { return __builtin_bswap64(b); }

// Row and column swap (the a1-h8 diagonal stays).
constexpr Bitboard transpose(Bitboard b) {
  constexpr Bitboard K1 = 0x5500550055005500ULL, K2 = 0x3333000033330000ULL,
                     K4 = 0x0f0f0f0f00000000ULL;
  Bitboard t = K4 & (b ^ (b << 28));
  b ^= t ^ (t >> 28);
  t = K2 & (b ^ (b << 14));
  b ^= t ^ (t >> 14);
  t = K1 & (b ^ (b << 7));
  return b ^ t ^ (t >> 7);
}

// Symmetry s (0 to 7; 0 the identity): transpose if bit 2, then mirror the rows if bit 1, then the
// columns if bit 0.
constexpr Bitboard symmetric(Bitboard b, int s) {
  if (s & 4) b = transpose(b);
  if (s & 2) b = mirror_rows(b);
  if (s & 1) b = mirror_columns(b);
  return b;
}

constexpr int symmetric_square(int sq, int s) {
  int row = sq / 8, col = sq % 8;
  if (s & 4) {
    const int t = row;
    row = col;
    col = t;
  }
  if (s & 2) row = 7 - row;
  if (s & 1) col = 7 - col;
  return row * 8 + col;
}

// The square that symmetry s maps to `sq`: symmetric_square undone.
constexpr int unsymmetric_square(int sq, int s) {
  int row = sq / 8, col = sq % 8;
  if (s & 1) col = 7 - col;
  if (s & 2) row = 7 - row;
  if (s & 4) {
    const int t = row;
    row = col;
    col = t;
  }
  return row * 8 + col;
}

// The symmetries other than the identity that leave both sides' discs where they are, one bit each.
constexpr unsigned symmetries_of(Bitboard player, Bitboard opponent) {
  unsigned found = 0;
  for (int s = 1; s < 8; ++s)
    if (symmetric(player, s) == player && symmetric(opponent, s) == opponent) found |= 1u << s;
  return found;
}

// A move whose square a symmetry of the position maps to a square in `earlier` (moves already kept)
// leads to the mirror image of a kept move's position.
constexpr bool mirrors_earlier(int sq, unsigned symmetries, Bitboard earlier) {
  for (int s = 1; s < 8; ++s)
    if ((symmetries >> s & 1) && (earlier >> symmetric_square(sq, s) & 1)) return true;
  return false;
}

}  // namespace ply::reversi
