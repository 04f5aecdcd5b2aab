// An exact solver written once over any Reversi board (board.h's or wide_board.h's): negamax with
// alpha-beta on the final score, the opponent's fewest replies first. The 8x8 board has its own
// much faster solver (endgame.cpp); the wide boards reach their last empties only, where this one
// suffices.
#pragma once

#include <algorithm>

#include "core/search_control.h"
#include "reversi/endgame/solve.h"

namespace ply::reversi {

template <typename P>
class PlainSolver {
 public:
  explicit PlainSolver(const SolveLimits& limits) : limits_(limits) {}

  Solution solve(const P& pos) {
    Solution s;
    // no margin exceeds it
    const int bound = pos.empty_count() + popcount(pos.player | pos.opponent);
    s.score = search(pos, -bound - 1, bound + 1, &s.move);
    s.nodes = nodes_;
    s.complete = !stopped_;
    return s;
  }

 private:
  // Fewer empties than this: the ordering costs more than it saves.
  static constexpr int ORDER_EMPTIES = 6;
  static constexpr u64 POLL_NODES = 4096;

  bool out_of_budget() {
    if (nodes_ % POLL_NODES) return false;
    stopped_ = (limits_.max_nodes && nodes_ >= limits_.max_nodes) ||
               (limits_.time_ms && clock_.elapsed_ms() >= limits_.time_ms) ||
               (limits_.keep_going && !limits_.keep_going());
    return stopped_;
  }

  int search(const P& pos, int alpha, int beta, int* best_move = nullptr) {
    ++nodes_;
    if (stopped_ || out_of_budget()) return 0;
    auto moves = legal_moves(pos);
    if (!moves) {
      if (best_move) *best_move = pass_move(pos);
      if (!opponent_moves(pos)) return final_score(pos);
      return -search(play(pos, pass_move(pos)), -beta, -alpha);
    }
    struct Ordered {
      int order;
      int square;
    };
    Ordered list[WIDE_MAX_MOVES];
    int count = 0;
    const bool order = pos.empty_count() >= ORDER_EMPTIES;
    for (; moves; moves = without_first(moves)) {
      const int sq = first_square(moves);
      list[count++] = {order ? popcount(opponent_moves(play(pos, sq))) : 0, sq};
    }
    if (order)
      std::stable_sort(list, list + count,
                       [](const Ordered& a, const Ordered& b) { return a.order < b.order; });
    int best = -WIDE_SQUARES - 1;
    for (int i = 0; i < count; ++i) {
      const int score = -search(play(pos, list[i].square), -beta, -std::max(alpha, best));
      if (stopped_) return 0;
      if (score > best) {
        best = score;
        if (best_move) *best_move = list[i].square;
        if (best >= beta) break;
      }
    }
    return best;
  }

  SolveLimits limits_;
  Clock clock_;
  u64 nodes_ = 0;
  bool stopped_ = false;
};

template <typename P>
Solution plain_solve(const P& pos, const SolveLimits& limits = {}) {
  return PlainSolver<P>(limits).solve(pos);
}

}  // namespace ply::reversi
