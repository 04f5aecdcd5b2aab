// The bit set of the wide boards (10x10 and 12x12): 144 squares in three words. Bit i is the square
// of row i / 12 and column i % 12 of the 12x12 board; a 10x10 board is its middle inside a blocked
// ring, as 6x6 is the middle of 8x8. Only what the rules, the evaluation and the search ask of a
// bit set.
#pragma once

#include <bit>

#include "core/types.h"

namespace ply::reversi {

constexpr int WIDE_SIDE = 12;
constexpr int WIDE_SQUARES = WIDE_SIDE * WIDE_SIDE;

struct WideBits {
  u64 w[3] = {0, 0, 0};

  // the 16 squares of the last word
  static constexpr u64 TOP_WORD = (u64(1) << (WIDE_SQUARES - 128)) - 1;

  constexpr WideBits operator&(const WideBits& o) const {
    return {{w[0] & o.w[0], w[1] & o.w[1], w[2] & o.w[2]}};
  }
  constexpr WideBits operator|(const WideBits& o) const {
    return {{w[0] | o.w[0], w[1] | o.w[1], w[2] | o.w[2]}};
  }
  constexpr WideBits operator^(const WideBits& o) const {
    return {{w[0] ^ o.w[0], w[1] ^ o.w[1], w[2] ^ o.w[2]}};
  }
  // The complement within the 144 squares (never bits beyond the board).
  constexpr WideBits operator~() const { return {{~w[0], ~w[1], ~w[2] & TOP_WORD}}; }
  constexpr WideBits& operator&=(const WideBits& o) { return *this = *this & o; }
  constexpr WideBits& operator|=(const WideBits& o) { return *this = *this | o; }
  constexpr WideBits& operator^=(const WideBits& o) { return *this = *this ^ o; }
  constexpr explicit operator bool() const { return (w[0] | w[1] | w[2]) != 0; }
  constexpr bool operator==(const WideBits&) const = default;

  // Towards higher squares by 0 < n < 64, dropping what leaves the 144 squares.
  constexpr WideBits up(int n) const {
    return {{w[0] << n, (w[1] << n) | (w[0] >> (64 - n)),
             ((w[2] << n) | (w[1] >> (64 - n))) & TOP_WORD}};
  }
  constexpr WideBits down(int n) const {
    return {{(w[0] >> n) | (w[1] << (64 - n)), (w[1] >> n) | (w[2] << (64 - n)), w[2] >> n}};
  }
  constexpr bool has(int sq) const { return (w[sq >> 6] >> (sq & 63)) & 1; }
};

constexpr WideBits wide_bit(int sq) {
  WideBits b;
  b.w[sq >> 6] = u64(1) << (sq & 63);
  return b;
}
constexpr int popcount(const WideBits& b) {
  return std::popcount(b.w[0]) + std::popcount(b.w[1]) + std::popcount(b.w[2]);
}
constexpr int first_square(const WideBits& b) {
  return b.w[0]   ? std::countr_zero(b.w[0])
         : b.w[1] ? 64 + std::countr_zero(b.w[1])
                  : 128 + std::countr_zero(b.w[2]);
}
constexpr bool has(const WideBits& b, int sq) { return b.has(sq); }
// b without its first square (b &= b - 1 of a single word).
constexpr WideBits without_first(WideBits b) {
  if (b.w[0])
    b.w[0] &= b.w[0] - 1;
  else if (b.w[1])
    b.w[1] &= b.w[1] - 1;
  else
    b.w[2] &= b.w[2] - 1;
  return b;
}

}  // namespace ply::reversi
