#include "reversi/pattern_eval.h"

#include <algorithm>

namespace ply::reversi {

namespace {

// The board's symmetries on bitboards (bit 8 * row + column).
constexpr Bitboard mirror_columns(Bitboard b) {
  b = ((b >> 1) & 0x5555555555555555ULL) | ((b & 0x5555555555555555ULL) << 1);
  b = ((b >> 2) & 0x3333333333333333ULL) | ((b & 0x3333333333333333ULL) << 2);
  return ((b >> 4) & 0x0f0f0f0f0f0f0f0fULL) | ((b & 0x0f0f0f0f0f0f0f0fULL) << 4);
}

constexpr Bitboard flip_rows(Bitboard b) {
  b = ((b >> 8) & 0x00ff00ff00ff00ffULL) | ((b & 0x00ff00ff00ff00ffULL) << 8);
  b = ((b >> 16) & 0x0000ffff0000ffffULL) | ((b & 0x0000ffff0000ffffULL) << 16);
  return (b >> 32) | (b << 32);
}

// Row and column swapped: three delta swaps.
constexpr Bitboard transpose(Bitboard b) {
  Bitboard t = 0x0f0f0f0f00000000ULL & (b ^ (b << 28));
  b ^= t ^ (t >> 28);
  t = 0x3333000033330000ULL & (b ^ (b << 14));
  b ^= t ^ (t >> 14);
  t = 0x5500550055005500ULL & (b ^ (b << 7));
  return b ^ t ^ (t >> 7);
}

static_assert(transpose(bit(1 * 8 + 6)) == bit(6 * 8 + 1));
static_assert(mirror_columns(bit(2 * 8 + 1)) == bit(2 * 8 + 6));
static_assert(flip_rows(bit(2 * 8 + 1)) == bit(5 * 8 + 1));

// The eight images of a bitboard, in a fixed order (the same for both sides).
std::array<Bitboard, SYMMETRIES> symmetries(Bitboard b) {
  const Bitboard m = mirror_columns(b), f = flip_rows(b), mf = flip_rows(m);
  return {b, m, f, mf, transpose(b), transpose(m), transpose(f), transpose(mf)};
}

constexpr Bitboard MAIN_DIAGONAL = 0x8040201008040201ULL;
constexpr Bitboard FILE_A = 0x0101010101010101ULL;

// The diagonal from (0, 8 - length) down to (length - 1, 7), gathered into its low bits.
constexpr unsigned diagonal_bits(Bitboard b, int length) {
  const int column = 8 - length;
  const Bitboard on_diagonal = (b >> column) & (MAIN_DIAGONAL >> (9 * column));
  return unsigned((on_diagonal * FILE_A) >> 56);
}

// Each pattern's squares in its first orientation, gathered into the low bits (bit k: the k-th square).
struct PatternBits {
  std::array<unsigned, PATTERN_COUNT> bits;
  explicit PatternBits(Bitboard b)
      : bits{unsigned((b & 0xff) | ((b >> 9) & 1) << 8 | ((b >> 14) & 1) << 9),  // EDGE_2X
             unsigned((b & 7) | ((b >> 8) & 7) << 3 | ((b >> 16) & 7) << 6),     // CORNER_3X3
             unsigned((b & 0x1f) | ((b >> 8) & 0x1f) << 5),                      // CORNER_2X5
             unsigned((b >> 8) & 0xff),                                          // ROW_2
             unsigned((b >> 16) & 0xff),                                         // ROW_3
             unsigned((b >> 24) & 0xff),                                         // ROW_4
             diagonal_bits(b, 8), diagonal_bits(b, 7), diagonal_bits(b, 6), diagonal_bits(b, 5),
             diagonal_bits(b, 4)} {}
};

// The base-3 digits of a bit set: bit k becomes 3^k. A square's digit is 0 empty, 1 the side to
// move's, 2 the opponent's.
constexpr std::array<u16, 1024> BASE_3 = [] {
  std::array<u16, 1024> table{};
  for (int bits = 0; bits < 1024; ++bits)
    for (int k = 0; k < 10; ++k)
      if (bits & (1 << k)) table[bits] += u16(power_of_3(k));
  return table;
}();

}  // namespace

Features features(const Position& pos) {
  Features f;
  const int empties = pos.empty_count();
  f.phase = phase_of(empties);
  const auto mine = symmetries(pos.player), theirs = symmetries(pos.opponent);
  for (int s = 0; s < SYMMETRIES; ++s) {
    const PatternBits m(mine[s]), t(theirs[s]);
    for (int p = 0; p < PATTERN_COUNT; ++p)
      f.index[p * SYMMETRIES + s] = PATTERN_OFFSETS[p] + BASE_3[m.bits[p]] + 2 * BASE_3[t.bits[p]];
  }
  const Bitboard empty = pos.empties();
  f.mobility = popcount(legal_moves(pos)) - popcount(opponent_moves(pos));
  f.potential = popcount(empty & neighbours(pos.opponent)) - popcount(empty & neighbours(pos.player));
  f.parity = empties & 1;
  return f;
}

Score pattern_score(const PatternTable& weights, const Features& f) {
  const std::int16_t* w = weights.data() + std::size_t(f.phase) * WEIGHTS_PER_PHASE;
  int score = 0;
  for (int i : f.index) score += w[i];
  score += w[MOBILITY_WEIGHT] * f.mobility + w[POTENTIAL_WEIGHT] * f.potential + w[PARITY_WEIGHT] * f.parity;
  return std::clamp(score, -SCORE_EVAL_MAX, SCORE_EVAL_MAX);
}

}  // namespace ply::reversi
