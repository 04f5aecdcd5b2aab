#include "reversi/pattern_eval.h"

#include <algorithm>
#include <bit>

#include "reversi/symmetry.h"

namespace ply::reversi {

namespace {

// A pattern instance's index is a base-3 number, a digit a square: 0 empty, 1 the side to move's
// disc, 2 the opponent's. Read on one side's discs alone, every digit is 0 or 1, so an index is the
// player's reading plus twice the opponent's, and every table here is read once per side.

// Bit k becomes 3^k.
constexpr std::array<u16, 1024> BASE_3 = [] {
  std::array<u16, 1024> table{};
  for (int bits = 0; bits < 1024; ++bits)
    for (int k = 0; k < 10; ++k)
      if (bits & (1 << k)) table[bits] += u16(power_of_3(k));
  return table;
}();

// A byte read from its last bit: bit 7 - k becomes 3^k. A run of n bits at the bottom of a byte,
// read backwards, is REVERSED_BASE_3[run << (8 - n)].
constexpr std::array<u16, 256> REVERSED_BASE_3 = [] {
  std::array<u16, 256> table{};
  for (int bits = 0; bits < 256; ++bits)
    for (int k = 0; k < 8; ++k)
      if (bits & (0x80 >> k)) table[bits] += u16(power_of_3(k));
  return table;
}();

// The board's eight rows, each a byte (bit c: column c).
using Rows = std::array<u8, 8>;
constexpr Rows rows_of(Bitboard b) {
  Rows rows{};
  for (int r = 0; r < 8; ++r) rows[r] = u8(b >> (8 * r));
  return rows;
}

// Column c rotated by c rows (wrapping round): row d then holds the a1-h8 diagonal of row - column
// = d in its columns 0 to 7 - d and the one of row - column = d - 8 in the rest, each square in its
// column's place.
constexpr Bitboard pseudo_rotate_45(Bitboard b) {
  b ^= 0xaaaaaaaaaaaaaaaaULL & (b ^ std::rotr(b, 8));
  b ^= 0xccccccccccccccccULL & (b ^ std::rotr(b, 16));
  return b ^ (0xf0f0f0f0f0f0f0f0ULL & (b ^ std::rotr(b, 32)));
}
static_assert(pseudo_rotate_45(bit(2 * 8 + 3)) ==
              bit(7 * 8 + 3));  // d3: row - column = -1, so row 7
static_assert(pseudo_rotate_45(bit(5 * 8 + 0)) == bit(5 * 8 + 0));

// The edge pattern's two X-squares, b2 and g2, from the second row: digits 8 and 9, read from
// columns `first` and `second` (1 and 6; 6 and 1 mirrored).
constexpr std::array<u16, 256> x_squares(int first, int second) {
  std::array<u16, 256> table{};
  for (int bits = 0; bits < 256; ++bits)
    table[bits] = u16(power_of_3(8) * (bits >> first & 1) + power_of_3(9) * (bits >> second & 1));
  return table;
}
constexpr std::array<u16, 256> X_SQUARES[2] = {x_squares(1, 6), x_squares(6, 1)};

// The instances' order in Features: s is the symmetry of the board the pattern was read on: bit 0
// mirrors the columns, bit 1 the rows, bit 2 (applied last) transposes. On the board and on its
// transpose each pattern is read as it stands, mirrored, flipped and both: the transpose of a
// mirrored board is the transpose flipped (and the other way round), hence its second and third
// slots swap.
constexpr int SLOT[2][4] = {{0, 1, 2, 3}, {4, 6, 5, 7}};

// The patterns along rows and in the corners on one image of the board (the board or its
// transpose), mirrored (each row read from its last column) and flipped (rows from the last) or
// not. Always inlined: the eight readings then share the rows' loads (as calls, the evaluation took
// about a quarter longer).
template <bool MIRRORED, bool FLIPPED, class Put>
[[gnu::always_inline]] inline void read_rows(const Rows& mine, const Rows& theirs, int slot,
                                             Put& put_index) {
  // The first n squares of row r, from the corner.
  const auto run = [](const Rows& rows, int r, int n) -> int {
    const unsigned bits = rows[FLIPPED ? 7 - r : r];
    return MIRRORED ? REVERSED_BASE_3[bits & (0xff00u >> n) & 0xff]
                    : BASE_3[bits & ((1u << n) - 1)];
  };
  const auto edge = [&](const Rows& rows) {
    return run(rows, 0, 8) + X_SQUARES[MIRRORED][rows[FLIPPED ? 6 : 1]];
  };
  const auto corner_3x3 = [&](const Rows& rows) {
    return run(rows, 0, 3) + 27 * run(rows, 1, 3) + 729 * run(rows, 2, 3);
  };
  const auto corner_2x5 = [&](const Rows& rows) { return run(rows, 0, 5) + 243 * run(rows, 1, 5); };
  const auto put = [&](Pattern p, auto digits) {
    put_index(p, slot, [&] { return digits(mine) + 2 * digits(theirs); });
  };
  put(EDGE_2X, edge);
  put(CORNER_3X3, corner_3x3);
  put(CORNER_2X5, corner_2x5);
  put(ROW_2, [&](const Rows& rows) { return run(rows, 1, 8); });
  put(ROW_3, [&](const Rows& rows) { return run(rows, 2, 8); });
  put(ROW_4, [&](const Rows& rows) { return run(rows, 3, 8); });
}

// The diagonals of length N from the top edge to the right one, (0, 8 - N) to (N - 1, 7): on the
// board's images they are the two halves of the diagonals (pseudo_rotate_45) of the board and of
// the board flipped, each read both ways.
template <int N, class Put>
[[gnu::always_inline]] inline void read_diagonals(const Rows (&down)[2], const Rows (&up)[2],
                                                  Put& put_index) {
  const auto above = [](const Rows& rotated) -> unsigned { return rotated[N % 8] >> (8 - N); };
  const auto below = [](const Rows& rotated) -> unsigned {
    return rotated[8 - N] & ((1u << N) - 1);
  };
  const auto forwards = [](unsigned bits) -> int { return BASE_3[bits]; };
  const auto backwards = [](unsigned bits) -> int {
    return REVERSED_BASE_3[(bits << (8 - N)) & 0xff];
  };
  constexpr Pattern PATTERN = Pattern(DIAGONAL_8 + 8 - N);
  const auto put = [&](int slot, auto read, auto half, const Rows(&rotated)[2]) {
    put_index(PATTERN, slot, [&] { return read(half(rotated[0])) + 2 * read(half(rotated[1])); });
  };
  // Above the a1-h8 diagonal: top to bottom; below it: left to right.
  put(0, forwards, above, down);
  put(7, backwards, above, down);
  put(4, forwards, below, down);
  put(3, backwards, below, down);
  // The same on the board flipped: above the a8-h1 diagonal, from the bottom; below it, from the
  // left.
  put(2, forwards, above, up);
  put(5, backwards, above, up);
  put(6, forwards, below, up);
  put(1, backwards, below, up);
}

// Every pattern instance of the position, each handed to put(pattern, slot, digits) with a callable
// that reads its index (without the pattern's offset) only if called.
template <class Put>
[[gnu::always_inline]] inline void read_patterns(const Position& pos, Put&& put) {
  const Bitboard mine = pos.player, theirs = pos.opponent;
  const Rows board[2] = {rows_of(mine), rows_of(theirs)};
  read_rows<false, false>(board[0], board[1], SLOT[0][0], put);
  read_rows<true, false>(board[0], board[1], SLOT[0][1], put);
  read_rows<false, true>(board[0], board[1], SLOT[0][2], put);
  read_rows<true, true>(board[0], board[1], SLOT[0][3], put);
  const Rows transposed[2] = {rows_of(transpose(mine)), rows_of(transpose(theirs))};
  read_rows<false, false>(transposed[0], transposed[1], SLOT[1][0], put);
  read_rows<true, false>(transposed[0], transposed[1], SLOT[1][1], put);
  read_rows<false, true>(transposed[0], transposed[1], SLOT[1][2], put);
  read_rows<true, true>(transposed[0], transposed[1], SLOT[1][3], put);
  const Rows down[2] = {rows_of(pseudo_rotate_45(mine)), rows_of(pseudo_rotate_45(theirs))};
  const Rows up[2] = {rows_of(pseudo_rotate_45(mirror_rows(mine))),
                      rows_of(pseudo_rotate_45(mirror_rows(theirs)))};
  read_diagonals<8>(down, up, put);
  read_diagonals<7>(down, up, put);
  read_diagonals<6>(down, up, put);
  read_diagonals<5>(down, up, put);
  read_diagonals<4>(down, up, put);
}

// How often the packed score counts an instance (0: its line is read in another slot). Among a
// pattern's eight readings, every one but the 2x5 corner's reads each of its lines twice: edges and
// rows both ways (the mirrored slots 1, 3, 6, 7 are kept slots reversed), 3x3 corners as they stand
// and transposed (the transposed image's slots 4-7), the shorter diagonals both ways (backwards
// slots 1, 3, 5, 7); the long diagonal even four times (slots 4 and 6 read slots 0 and 2 again).
constexpr int KEEP[PATTERN_COUNT][SYMMETRIES] = {
    {1, 0, 1, 0, 1, 1, 0, 0},  // EDGE_2X
    {1, 1, 1, 1, 0, 0, 0, 0},  // CORNER_3X3
    {1, 1, 1, 1, 1, 1, 1, 1},  // CORNER_2X5
    {1, 0, 1, 0, 1, 1, 0, 0},  // ROW_2
    {1, 0, 1, 0, 1, 1, 0, 0},  // ROW_3
    {1, 0, 1, 0, 1, 1, 0, 0},  // ROW_4
    {2, 0, 2, 0, 0, 0, 0, 0},  // DIAGONAL_8
    {1, 0, 1, 0, 1, 0, 1, 0},  // DIAGONAL_7
    {1, 0, 1, 0, 1, 0, 1, 0},  // DIAGONAL_6
    {1, 0, 1, 0, 1, 0, 1, 0},  // DIAGONAL_5
    {1, 0, 1, 0, 1, 0, 1, 0},  // DIAGONAL_4
};

// Where digit k of a kept reading sits in the skipped reading of the same line.
constexpr int twin_digit(Pattern p, int k) {
  const int n = PATTERN_SIZES[p];
  if (p == EDGE_2X) return k < 8 ? 7 - k : 17 - k;  // the X-squares swap too
  if (p == CORNER_3X3) return k % 3 * 3 + k / 3;
  if (p == CORNER_2X5) return k;
  return n - 1 - k;
}

// The terms beside the patterns: mobility, potential mobility, parity.
struct Scalars {
  int mobility, potential, parity;
};

Scalars read_scalars(const Position& pos, int empties, Bitboard moves, Bitboard replies) {
  const Bitboard empty = pos.empties();
  return {popcount(moves) - popcount(replies),
          popcount(empty & neighbours(pos.opponent)) - popcount(empty & neighbours(pos.player)),
          empties & 1};
}

int scalar_score(const std::int16_t* w, int mobility, int potential, int parity) {
  return w[MOBILITY_WEIGHT] * mobility + w[POTENTIAL_WEIGHT] * potential +
         w[PARITY_WEIGHT] * parity;
}

}  // namespace

// Flattened: every reading inlined into one function (see read_rows), and the packed score's
// skipped readings never made.
[[gnu::flatten]] Features features(const Position& pos) {
  Features f;
  const int empties = pos.empty_count();
  f.phase = phase_of(empties);
  read_patterns(pos, [&](Pattern p, int slot, auto digits) {
    f.index[p * SYMMETRIES + slot] = PATTERN_OFFSETS[p] + digits();
  });
  const Scalars scalars = read_scalars(pos, empties, legal_moves(pos), opponent_moves(pos));
  f.mobility = scalars.mobility;
  f.potential = scalars.potential;
  f.parity = scalars.parity;
  return f;
}

PackedPatterns pack(const PatternTable& table) {
  PackedPatterns packed{table};
  for (int p = 0; p < PATTERN_COUNT; ++p) {
    if (p == CORNER_2X5) continue;
    const int n = PATTERN_SIZES[p];
    std::vector<int> twin(std::size_t(power_of_3(n)));
    for (int index = 0; index < power_of_3(n); ++index)
      for (int k = 0, rest = index; k < n; ++k, rest /= 3)
        twin[std::size_t(index)] += rest % 3 * power_of_3(twin_digit(Pattern(p), k));
    for (int phase = 0; phase < PHASE_COUNT; ++phase) {
      const std::size_t at =
          std::size_t(phase) * WEIGHTS_PER_PHASE + std::size_t(PATTERN_OFFSETS[p]);
      // Within ±2 * MAX_WEIGHT (pattern_weights.h): the sum fits in 16 bits.
      for (int index = 0; index < power_of_3(n); ++index)
        packed.weights[at + std::size_t(index)] = std::int16_t(
            table[at + std::size_t(index)] + table[at + std::size_t(twin[std::size_t(index)])]);
    }
  }
  return packed;
}

Score packed_score(const PackedPatterns& packed, const Position& pos) {
  return packed_score(packed, pos, legal_moves(pos), opponent_moves(pos));
}

[[gnu::flatten]] Score packed_score(const PackedPatterns& packed, const Position& pos,
                                    Bitboard moves, Bitboard replies) {
  const int empties = pos.empty_count();
  const std::int16_t* w =
      packed.weights.data() + std::size_t(phase_of(empties)) * WEIGHTS_PER_PHASE;
  int score = 0;
  read_patterns(pos, [&](Pattern p, int slot, auto digits) {
    if (KEEP[p][slot]) score += KEEP[p][slot] * w[PATTERN_OFFSETS[p] + digits()];
  });
  const Scalars scalars = read_scalars(pos, empties, moves, replies);
  score += scalar_score(w, scalars.mobility, scalars.potential, scalars.parity);
  return std::clamp(score, -SCORE_EVAL_MAX, SCORE_EVAL_MAX);
}

Score pattern_score(const PatternTable& weights, const Features& f) {
  const std::int16_t* w = weights.data() + std::size_t(f.phase) * WEIGHTS_PER_PHASE;
  // Four sums: one would wait for each weight in turn.
  int sums[4] = {};
  for (int i = 0; i < PATTERN_INSTANCES; i += 4)
    for (int k = 0; k < 4; ++k) sums[k] += w[f.index[i + k]];
  int score = sums[0] + sums[1] + sums[2] + sums[3];
  score += scalar_score(w, f.mobility, f.potential, f.parity);
  return std::clamp(score, -SCORE_EVAL_MAX, SCORE_EVAL_MAX);
}

}  // namespace ply::reversi
