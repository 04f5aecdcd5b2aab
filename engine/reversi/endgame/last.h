// The last few empty squares of an exact solve, where most of its nodes are: no move generation, no
// table, no sorting beyond parity. Scores are final disc differences for the side to move, empties
// to the winner; every function is fail-soft within (alpha, beta) and counts the positions it
// visits. BLOCKED, known when compiling, is the squares no one plays: none on 8x8, the outer ring
// around a 6x6 board (its middle). The 8x8 code is the same as without it.
#pragma once

#include <array>

#include "reversi/board.h"

namespace ply::reversi::endgame {

// Each square's quadrant as one bit of a 4-bit parity mask: a set bit marks an odd number of
// empties.
constexpr int quadrant_bit(int sq) { return 1 << ((sq >= 32) * 2 + ((sq & 7) >= 4)); }

constexpr std::array<Bitboard, 16> make_parity_squares() {
  std::array<Bitboard, 16> squares{};
  for (int parity = 0; parity < 16; ++parity)
    for (int sq = 0; sq < 64; ++sq)
      if (parity & quadrant_bit(sq)) squares[parity] |= bit(sq);
  return squares;
}
// The squares of the quadrants a parity mask marks odd.
inline constexpr std::array<Bitboard, 16> PARITY_SQUARES = make_parity_squares();

constexpr std::array<Bitboard, 64> make_neighbour_squares() {
  std::array<Bitboard, 64> squares{};
  for (int sq = 0; sq < 64; ++sq) squares[sq] = neighbours(bit(sq));
  return squares;
}
// A move needs an opponent disc next to it: a cheap test before counting flips.
inline constexpr std::array<Bitboard, 64> NEIGHBOUR_SQUARES = make_neighbour_squares();

inline int parity_of(Bitboard empties) {
  int parity = 0;
  for (; empties; empties &= empties - 1) parity ^= quadrant_bit(first_square(empties));
  return parity;
}

// The final score with no square blocked but BLOCKED (the standard game's rules otherwise).
template <Bitboard BLOCKED>
inline int final_margin_on(Bitboard p, Bitboard o) {
  if constexpr (BLOCKED == 0)
    return final_margin(p, o);
  else
    return final_score(p, o, BLOCKED, false);
}

// The board's one empty square `sq`, the player to move (the opponent has every other disc). A
// blocked square ends each ray it is on (the ring lies beyond the 6x6 board's edges), so the
// player's first disc along a ray still closes it; the opponent's discs are the squares neither the
// player's nor blocked.
template <Bitboard BLOCKED = 0>
inline int solve_1(Bitboard player, int sq, u64& nodes) {
  ++nodes;
  constexpr int SQUARES = 64 - popcount(BLOCKED);
  const int diff = 2 * popcount(player) - (SQUARES - 1);
  if (const int n = last_flip_count(sq, player)) return diff + 2 * n + 1;
  if (const int n = last_flip_count(sq, ~(player | bit(sq) | BLOCKED))) return diff - 2 * n - 1;
  return diff > 0 ? diff + 1 : diff - 1;  // nobody can play there: it goes to the winner
}

template <Bitboard BLOCKED = 0>
inline int solve_2(Bitboard p, Bitboard o, int alpha, int beta, int x1, int x2, u64& nodes) {
  ++nodes;
  int best = -65;
  Bitboard f;
  if ((NEIGHBOUR_SQUARES[x1] & o) && (f = flips(x1, p, o)))
    best = -solve_1<BLOCKED>(o ^ f, x2, nodes);
  if (best < beta && (NEIGHBOUR_SQUARES[x2] & o) && (f = flips(x2, p, o)))
    best = std::max(best, -solve_1<BLOCKED>(o ^ f, x1, nodes));
  if (best > -65) return best;

  // The player passes; the opponent picks the lower score.
  best = 65;
  if ((NEIGHBOUR_SQUARES[x1] & p) && (f = flips(x1, o, p)))
    best = solve_1<BLOCKED>(p ^ f, x2, nodes);
  if (best > alpha && (NEIGHBOUR_SQUARES[x2] & p) && (f = flips(x2, o, p)))
    best = std::min(best, solve_1<BLOCKED>(p ^ f, x1, nodes));
  if (best < 65) return best;
  return final_margin_on<BLOCKED>(p, o);
}

// The squares in odd regions first: there the side to move can expect the region's last move.
template <std::size_t N>
std::array<int, N> parity_ordered(const std::array<int, N>& squares) {
  int parity = 0;
  for (int sq : squares) parity ^= quadrant_bit(sq);
  std::array<int, N> ordered{};
  std::size_t n = 0;
  for (int sq : squares)
    if (parity & quadrant_bit(sq)) ordered[n++] = sq;
  for (int sq : squares)
    if (!(parity & quadrant_bit(sq))) ordered[n++] = sq;
  return ordered;
}

template <std::size_t N>
std::array<int, N - 1> without(const std::array<int, N>& squares, std::size_t skip) {
  std::array<int, N - 1> rest{};
  for (std::size_t i = 0, j = 0; i < N; ++i)
    if (i != skip) rest[j++] = squares[i];
  return rest;
}

// Three or four empties, tried in parity order.
template <std::size_t N, Bitboard BLOCKED = 0>
int solve_few(Bitboard p, Bitboard o, int alpha, int beta, const std::array<int, N>& squares,
              bool passed, u64& nodes) {
  static_assert(N == 3 || N == 4);
  ++nodes;
  int best = -65;
  for (std::size_t i = 0; i < N; ++i) {
    const int sq = squares[i];
    if (!(NEIGHBOUR_SQUARES[sq] & o)) continue;
    const Bitboard f = flips(sq, p, o);
    if (!f) continue;
    const Bitboard np = o ^ f, no = p | f | bit(sq);
    int score;
    if constexpr (N == 3) {
      const auto rest = without(squares, i);
      score = -solve_2<BLOCKED>(np, no, -beta, -alpha, rest[0], rest[1], nodes);
    } else {
      score = -solve_few<N - 1, BLOCKED>(np, no, -beta, -alpha, parity_ordered(without(squares, i)),
                                         false, nodes);
    }
    if (score > best) {
      best = score;
      if (score >= beta) return best;
      alpha = std::max(alpha, score);
    }
  }
  if (best > -65) return best;
  if (passed) return final_margin_on<BLOCKED>(p, o);
  return -solve_few<N, BLOCKED>(o, p, -beta, -alpha, squares, true, nodes);
}

}  // namespace ply::reversi::endgame
