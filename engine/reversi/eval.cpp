#include "reversi/eval.h"

#include <algorithm>
#include <array>

namespace ply::reversi {

namespace {

constexpr Bitboard ROW_1 = 0xffULL, ROW_8 = 0xffULL << 56;
constexpr Bitboard FILE_A = 0x0101010101010101ULL, FILE_H = FILE_A << 7;

// The 15 diagonals of each orientation, as masks.
constexpr std::array<Bitboard, 15> diagonals(bool anti) {
  std::array<Bitboard, 15> lines{};
  for (int sq = 0; sq < 64; ++sq) {
    const int row = sq / 8, col = sq % 8;
    lines[anti ? row + col : row - col + 7] |= bit(sq);
  }
  return lines;
}
constexpr auto DIAGONALS = diagonals(false);
constexpr auto ANTI_DIAGONALS = diagonals(true);

Bitboard full_rows(Bitboard occupied) {
  Bitboard full = 0;
  for (int row = 0; row < 8; ++row)
    if (((occupied >> (8 * row)) & 0xff) == 0xff) full |= 0xffULL << (8 * row);
  return full;
}

Bitboard full_files(Bitboard occupied) {
  Bitboard x = occupied;
  x &= x >> 32;
  x &= x >> 16;
  x &= x >> 8;
  return (x & 0xff) * FILE_A;
}

template <std::size_t N>
Bitboard full_lines(Bitboard occupied, const std::array<Bitboard, N>& lines) {
  Bitboard full = 0;
  for (Bitboard line : lines)
    if ((occupied & line) == line) full |= line;
  return full;
}

// X-squares (b2, g2, b7, g7 on 8x8) and C-squares, each with the corner it touches.
struct CornerZone {
  int corner, x_square, c_square1, c_square2;
};

// The zones of the board of side `size` in the middle of the 8x8 one: from each corner, one step
// inwards along the diagonal (X) and along each edge (C).
constexpr std::array<CornerZone, 4> corner_zones(int size) {
  const int low = (8 - size) / 2, high = low + size - 1;
  std::array<CornerZone, 4> zones{};
  int i = 0;
  for (int row : {low, high}) {
    for (int col : {low, high}) {
      const int dr = row == low ? 1 : -1, dc = col == low ? 1 : -1;
      zones[std::size_t(i++)] = {row * 8 + col, (row + dr) * 8 + col + dc, row * 8 + col + dc,
                                 (row + dr) * 8 + col};
    }
  }
  return zones;
}
constexpr auto CORNER_ZONES = corner_zones(8);
constexpr auto CORNER_ZONES_6X6 = corner_zones(6);
static_assert(CORNER_ZONES[0].x_square == 9 && CORNER_ZONES[3].c_square1 == 62 &&
              CORNER_ZONES[3].c_square2 == 55);
static_assert(CORNER_ZONES_6X6[0].corner == 9 && CORNER_ZONES_6X6[0].x_square == 18);

int interior_count(Bitboard discs, Bitboard empties) {
  return popcount(discs & ~neighbours(empties));
}

int classic_side(Bitboard mine, Bitboard theirs) {
  const Bitboard empties = ~(mine | theirs);
  int score = 200 * popcount(mine & CORNERS) + 5 * popcount(stable_discs(mine, theirs)) +
              3 * interior_count(mine, empties) + popcount(mine) + popcount(mine & EDGES);
  for (const CornerZone& z : CORNER_ZONES)
    if ((empties & bit(z.corner)) && (mine & bit(z.x_square))) score -= 50;
  return score;
}

}  // namespace

namespace {

// Without blocked squares (WITH_BLOCKED false) the compiler drops every use of `blocked`: the
// standard solver's stability cut-offs cost what they did.
template <bool WITH_BLOCKED>
Bitboard stable_discs_of(Bitboard player, Bitboard opponent, Bitboard blocked) {
  const Bitboard occupied = player | opponent | (WITH_BLOCKED ? blocked : 0);
  const Bitboard horizontal = full_rows(occupied) | FILE_A | FILE_H;
  const Bitboard vertical = full_files(occupied) | ROW_1 | ROW_8;
  const Bitboard diagonal = full_lines(occupied, DIAGONALS) | EDGES;
  const Bitboard anti_diagonal = full_lines(occupied, ANTI_DIAGONALS) | EDGES;

  Bitboard stable = 0;
  for (;;) {
    const Bitboard anchor = WITH_BLOCKED ? stable | blocked : stable;
    const Bitboard now = player & (horizontal | shift<EAST>(anchor) | shift<WEST>(anchor)) &
                         (vertical | shift<SOUTH>(anchor) | shift<NORTH>(anchor)) &
                         (diagonal | shift<SOUTH_EAST>(anchor) | shift<NORTH_WEST>(anchor)) &
                         (anti_diagonal | shift<SOUTH_WEST>(anchor) | shift<NORTH_EAST>(anchor));
    if (now == stable) return stable;
    stable = now;
  }
}

}  // namespace

Bitboard stable_discs(Bitboard player, Bitboard opponent) {
  return stable_discs_of<false>(player, opponent, 0);
}

Bitboard stable_discs(Bitboard player, Bitboard opponent, Bitboard blocked) {
  return stable_discs_of<true>(player, opponent, blocked);
}

// In anti-reversi the heuristic is turned round: corners, stable discs and discs are burdens there,
// and an X-square that hands the opponent a corner is a gift.
Score ClassicEval::operator()(const Position& pos) const {
  const Score score =
      classic_side(pos.player, pos.opponent) - classic_side(pos.opponent, pos.player);
  return pos.anti ? -score : score;
}

// On 6x6 the terms are the same on its own corners and edges, and the stage is scaled to the 8x8
// one's.
Score StrongEval::operator()(const Position& pos) const {
  const Bitboard p = pos.player, o = pos.opponent, empties = pos.empties();
  const bool six = pos.size == 6;
  const int empty_count = popcount(empties);
  // Early on, mobility and quiet play decide; later, discs that are safe for good.
  const int opening = six ? empty_count * 60 / 32 : empty_count;  // 60 at the start, 0 at the end

  const int mobility = popcount(legal_moves(pos)) - popcount(opponent_moves(pos));
  // Empty squares next to the opponent's discs are future moves for us, and the reverse.
  const int potential = popcount(empties & neighbours(o)) - popcount(empties & neighbours(p));
  const Bitboard board_corners = six ? CORNERS_6X6 : CORNERS;
  const int corners = popcount(p & board_corners) - popcount(o & board_corners);
  // Before any corner is taken, stable discs are all but impossible: skip the costly count.
  int stable = 0;
  if ((p | o) & board_corners) {
    stable =
        six ? popcount(stable_discs(p, o, pos.blocked)) - popcount(stable_discs(o, p, pos.blocked))
            : popcount(stable_discs(p, o)) - popcount(stable_discs(o, p));
  }
  const int discs = popcount(p) - popcount(o);

  int corner_risk = 0;
  for (const CornerZone& z : six ? CORNER_ZONES_6X6 : CORNER_ZONES) {
    if (!(empties & bit(z.corner))) continue;
    const auto owner = [&](int sq) { return (p & bit(sq)) ? 1 : (o & bit(sq)) ? -1 : 0; };
    corner_risk += 3 * owner(z.x_square) + owner(z.c_square1) + owner(z.c_square2);
  }

  return strong_score(
      {mobility, potential, corners, corner_risk, stable, discs, empty_count, opening}, pos.anti);
}

Score strong_score(const StrongTerms& t, bool anti) {
  const int opening = t.opening, ending = 60 - t.opening;
  // Having moves is good in both rules; what a side keeps for good (corners, stable discs, discs)
  // is its burden in anti-reversi, where the fewest discs win.
  const int keep = anti ? -1 : 1;
  int score = 0;
  score += t.mobility * (60 + opening);
  score += t.potential * (10 + opening / 3);
  score += keep * t.corners * 700;
  score -= keep * t.corner_risk * (90 + opening * 2);
  score += keep * t.stable * (60 + ending * 2);
  score += keep * t.discs * (ending * ending / 60 - 5);
  // Odd empties: the side to move is due to play the last disc of each region (which in
  // anti-reversi only takes discs).
  if (t.empty_count % 2 == 1 && !anti) score += 40 + ending;
  return std::clamp(score, -SCORE_EVAL_MAX, SCORE_EVAL_MAX);
}

}  // namespace ply::reversi
