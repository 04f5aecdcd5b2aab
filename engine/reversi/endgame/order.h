// Move ordering for the exact solver: fastest first. A move that leaves the opponent few replies
// (corners weigh double: they are the replies that hurt) tends to cut soonest; then the corners and
// edge discs it makes safe, then how few empty squares border the mover's discs (potential
// mobility). The same terms as Edax's fast ordering, each weighted far above the next.
#pragma once

#include <array>

#include "reversi/board.h"
#include "reversi/eval.h"

namespace ply::reversi::endgame {

constexpr int ORDER_WIPEOUT = 1 << 30;  // the move takes every disc: nothing can be better
constexpr int ORDER_TABLE_MOVE = 1 << 29;

// Corners high, X-squares low, in between by square type (Jean-Christophe Weill's values).
inline constexpr u8 SQUARE_VALUE[64] = {
    18, 4, 16, 12, 12, 16, 4, 18,  //
    4,  2, 6,  8,  8,  6,  2, 4,   //
    16, 6, 14, 10, 10, 14, 6, 16,  //
    12, 8, 10, 0,  0,  10, 8, 12,  //
    12, 8, 10, 0,  0,  10, 8, 12,  //
    16, 6, 14, 10, 10, 14, 6, 16,  //
    4,  2, 6,  8,  8,  6,  2, 4,   //
    18, 4, 16, 12, 12, 16, 4, 18,  //
};

// The same values on a 6x6 board (the middle of the 8x8 one, inside the blocked ring): each square
// takes the value of the 8x8 square as far from its nearest edges, the four centre squares the 8x8
// centre's.
constexpr std::array<u8, 64> square_values_6x6() {
  std::array<u8, 64> values{};
  const auto from_edge = [](int k) { return k < 3 ? k : 5 - k; };  // on the 6x6 board
  for (int row = 0; row < 6; ++row) {
    for (int col = 0; col < 6; ++col) {
      int r = from_edge(row), c = from_edge(col);
      if (r == 2 && c == 2) r = c = 3;
      values[std::size_t((row + 1) * 8 + col + 1)] = SQUARE_VALUE[r * 8 + c];
    }
  }
  return values;
}
inline constexpr std::array<u8, 64> SQUARE_VALUE_6X6 = square_values_6x6();

inline int corner_weighted_count(Bitboard b) { return popcount(b) + popcount(b & CORNERS); }

// Corners the discs hold, and the edge squares next to those corners: discs that cannot be taken.
inline int corner_stability(Bitboard discs) {
  const Bitboard next_to_corners =
      ((discs & 0x0100000000000001ULL) << 1) | ((discs & 0x8000000000000080ULL) >> 1) |
      ((discs & 0x0000000000000081ULL) << 8) | ((discs & 0x8100000000000000ULL) >> 8);
  return popcount((next_to_corners | CORNERS) & discs);
}

// The key of a move by the player `p` that turns over `flipped` (higher: tried sooner).
// `odd_region` is set when the square lies in a region with an odd number of empties.
// `blocked`: the squares no one can play (a variant's).
inline int fast_order_key(Bitboard p, Bitboard o, int sq, Bitboard flipped, bool odd_region,
                          int parity_weight, Bitboard blocked = 0) {
  const Bitboard replier = o ^ flipped, mover = p | flipped | bit(sq);
  if (!replier) return ORDER_WIPEOUT;
  const Bitboard empties = ~(replier | mover | blocked);
  if ((blocked & RING) == RING) {  // a 6x6 board: its own corners
    int key = SQUARE_VALUE_6X6[std::size_t(sq)] + (odd_region ? parity_weight : 0);
    const Bitboard replies = legal_moves(replier, mover) & ~blocked;
    key += (36 - popcount(replies) - popcount(replies & CORNERS_6X6)) << 15;
    key += popcount(mover & CORNERS_6X6) << 11;
    key += (36 - popcount(neighbours(mover) & empties)) << 5;
    return key;
  }
  int key = SQUARE_VALUE[sq] + (odd_region ? parity_weight : 0);
  key += (36 - corner_weighted_count(legal_moves(replier, mover) & ~blocked)) << 15;
  key += corner_stability(mover) << 11;
  key += (36 - corner_weighted_count(neighbours(mover) & empties)) << 5;
  return key;
}

// A search that runs to its end: the ordering's are a few plies deep.
struct NeverStop {
  bool operator()() const { return false; }
};

// A short alpha-beta search on the level-5 evaluation (hundredths of a disc): with many empties,
// what a few plies foresee orders better than the counts above. `rules` carries a variant's blocked
// squares and goal (the standard game's by default). `stop()` is asked at every node: once it is
// true the search returns at once and its score means nothing (with no ordering, one ply more can
// cost 25 times the last, so a budget cannot rely on a prediction alone).
template <typename Stop = NeverStop>
inline int eval_search(Bitboard p, Bitboard o, int depth, int alpha, int beta, u64& nodes,
                       const Position& rules = {}, const Stop& stop = {}) {
  ++nodes;
  if (stop()) return 0;
  if (depth == 0) return StrongEval{}(Position{p, o, true, rules.anti, rules.size, rules.blocked});
  Bitboard moves = legal_moves(p, o) & ~rules.blocked;
  if (!moves) {
    if (!(legal_moves(o, p) & ~rules.blocked))
      return 100 * final_score(p, o, rules.blocked, rules.anti);
    return -eval_search(o, p, depth - 1, -beta, -alpha, nodes, rules, stop);
  }
  int best = -SCORE_INFINITE;
  for (; moves; moves &= moves - 1) {
    const int sq = first_square(moves);
    const Bitboard f = flips(sq, p, o);
    const int s =
        -eval_search(o ^ f, p | f | bit(sq), depth - 1, -beta, -alpha, nodes, rules, stop);
    if (s > best) {
      best = s;
      if (s > alpha) {
        alpha = s;
        if (alpha >= beta) break;
      }
    }
  }
  return best;
}

}  // namespace ply::reversi::endgame
