#include "draughts/egdb_index.h"

#include <array>

namespace ply::draughts {

namespace {

constexpr Bitboard WHITE_MAN_SQUARES = DARK & ~RANK_8;
constexpr Bitboard BLACK_MAN_SQUARES = DARK & ~RANK_1;

// BINOMIAL[n][k] = n choose k, for n up to 32 and k up to 8.
constexpr auto BINOMIAL = [] {
  std::array<std::array<u64, 9>, 33> c{};
  for (int n = 0; n <= 32; ++n) {
    c[n][0] = 1;
    for (int k = 1; k <= 8; ++k) c[n][k] = n == 0 ? 0 : c[n - 1][k - 1] + c[n - 1][k];
  }
  return c;
}();

u64 choose(int n, int k) { return k > 8 || n < 0 ? 0 : BINOMIAL[n][k]; }

// The squares of `pieces`, numbered by their rank among the squares of `among`, as a combination
// index (colex: the sum of choose(rank_i, i + 1) over the ranks in increasing order).
u64 combination_index(Bitboard pieces, Bitboard among) {
  u64 index = 0;
  int i = 1;
  for (; pieces; pieces &= pieces - 1, ++i)
    index += choose(popcount(among & (bit(first_square(pieces)) - 1)), i);
  return index;
}

// The square of `among` with the given rank.
int square_of_rank(Bitboard among, int rank) {
  for (; rank > 0; --rank) among &= among - 1;
  return first_square(among);
}

// The k squares of `among` that combination index `index` names.
Bitboard combination_at(u64 index, int k, Bitboard among) {
  Bitboard pieces = 0;
  for (int i = k, rank = popcount(among) - 1; i >= 1; --i) {
    while (choose(rank, i) > index) --rank;
    index -= choose(rank, i);
    pieces |= bit(square_of_rank(among, rank));
    --rank;
  }
  return pieces;
}

struct Radices {
  u64 white_men, black_men, white_kings, black_kings;
};

Radices radices(const Material& m) {
  const int after_men = 32 - m.white_men - m.black_men;
  return {choose(28, m.white_men), choose(28, m.black_men), choose(after_men, m.white_kings),
          choose(after_men - m.white_kings, m.black_kings)};
}

Bitboard reverse(Bitboard b) {
  b = (b >> 1 & 0x5555555555555555ULL) | (b & 0x5555555555555555ULL) << 1;
  b = (b >> 2 & 0x3333333333333333ULL) | (b & 0x3333333333333333ULL) << 2;
  b = (b >> 4 & 0x0f0f0f0f0f0f0f0fULL) | (b & 0x0f0f0f0f0f0f0f0fULL) << 4;
  return __builtin_bswap64(b);
}

}  // namespace

Material material_of(const Position& pos) {
  return {u8(popcount(pos.white & ~pos.kings)), u8(popcount(pos.white & pos.kings)),
          u8(popcount(pos.black & ~pos.kings)), u8(popcount(pos.black & pos.kings))};
}

Position mirrored(const Position& pos) {
  Position m = pos;
  m.white = reverse(pos.black);
  m.black = reverse(pos.white);
  m.kings = reverse(pos.kings);
  m.side = ~pos.side;
  return m;
}

u64 table_size(const Material& m) {
  const Radices r = radices(m);
  return r.white_men * r.black_men * r.white_kings * r.black_kings;
}

u64 index_of(const Position& pos, const Material& m) {
  const Radices r = radices(m);
  const Bitboard white_men = pos.white & ~pos.kings, black_men = pos.black & ~pos.kings;
  const Bitboard after_men = DARK & ~(white_men | black_men);
  const Bitboard white_kings = pos.white & pos.kings;
  u64 index = combination_index(white_men, WHITE_MAN_SQUARES);
  index = index * r.black_men + combination_index(black_men, BLACK_MAN_SQUARES);
  index = index * r.white_kings + combination_index(white_kings, after_men);
  return index * r.black_kings + combination_index(pos.black & pos.kings, after_men & ~white_kings);
}

std::optional<Position> position_at(const Material& m, u64 index) {
  const Radices r = radices(m);
  if (index >= table_size(m)) return std::nullopt;
  const u64 black_kings = index % r.black_kings;
  index /= r.black_kings;
  const u64 white_kings = index % r.white_kings;
  index /= r.white_kings;
  const Bitboard black_men = combination_at(index % r.black_men, m.black_men, BLACK_MAN_SQUARES);
  const Bitboard white_men = combination_at(index / r.black_men, m.white_men, WHITE_MAN_SQUARES);
  if (black_men & white_men) return std::nullopt;
  const Bitboard after_men = DARK & ~(white_men | black_men);
  const Bitboard white_king_squares = combination_at(white_kings, m.white_kings, after_men);
  const Bitboard black_king_squares =
      combination_at(black_kings, m.black_kings, after_men & ~white_king_squares);
  Position pos;
  pos.white = white_men | white_king_squares;
  pos.black = black_men | black_king_squares;
  pos.kings = white_king_squares | black_king_squares;
  pos.side = WHITE;
  return pos;
}

}  // namespace ply::draughts
