// Reversi's 8x8 bitboards. Bit i is the square of row i / 8 and column i % 8, so a1 (the top-left
// square) is bit 0, h1 bit 7 and h8 bit 63: the order of the 64-character position strings.
#pragma once

#include <bit>

#include "core/types.h"

namespace ply::reversi {

using Bitboard = u64;

enum Square : u8 { A1 = 0, H1 = 7, A8 = 56, H8 = 63, SQUARE_COUNT = 64, PASS = 64 };

constexpr Bitboard bit(int sq) { return Bitboard(1) << sq; }
constexpr int popcount(Bitboard b) { return std::popcount(b); }
constexpr int first_square(Bitboard b) { return std::countr_zero(b); }
constexpr Bitboard without_first(Bitboard b) { return b & (b - 1); }
constexpr bool has(Bitboard b, int sq) { return (b >> sq) & 1; }

constexpr Bitboard NOT_A_FILE = 0xfefefefefefefefeULL;
constexpr Bitboard NOT_H_FILE = 0x7f7f7f7f7f7f7f7fULL;
constexpr Bitboard CORNERS = bit(A1) | bit(H1) | bit(A8) | bit(H8);
constexpr Bitboard EDGES = 0xff818181818181ffULL;

// The eight directions as shifts; bits that would wrap round an edge are dropped.
enum Direction { EAST, WEST, SOUTH, NORTH, SOUTH_EAST, SOUTH_WEST, NORTH_EAST, NORTH_WEST };

template <Direction D>
constexpr Bitboard shift(Bitboard b) {
  if constexpr (D == EAST) return (b << 1) & NOT_A_FILE;
  if constexpr (D == WEST) return (b >> 1) & NOT_H_FILE;
  if constexpr (D == SOUTH) return b << 8;
  if constexpr (D == NORTH) return b >> 8;
  if constexpr (D == SOUTH_EAST) return (b << 9) & NOT_A_FILE;
  if constexpr (D == SOUTH_WEST) return (b << 7) & NOT_H_FILE;
  if constexpr (D == NORTH_EAST) return (b >> 7) & NOT_A_FILE;
  if constexpr (D == NORTH_WEST) return (b >> 9) & NOT_H_FILE;
}

// Squares next to any square of b, in all eight directions.
constexpr Bitboard neighbours(Bitboard b) {
  return shift<EAST>(b) | shift<WEST>(b) | shift<SOUTH>(b) | shift<NORTH>(b) |
         shift<SOUTH_EAST>(b) | shift<SOUTH_WEST>(b) | shift<NORTH_EAST>(b) | shift<NORTH_WEST>(b);
}

}  // namespace ply::reversi
