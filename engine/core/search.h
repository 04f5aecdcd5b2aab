// The search every game shares: iterative deepening over a principal-variation alpha-beta with a
// transposition table, TT-move and history move ordering, and a node/time budget. One instantiation
// per game and evaluation; nothing here knows a game's rules.
#pragma once

#include <algorithm>
#include <chrono>
#include <functional>
#include <span>
#include <vector>

#include "game.h"
#include "tt.h"

namespace ply {

struct Limits {
  int max_depth = MAX_PLY - 1;
  i64 time_ms = 0;    // 0: no time limit
  u64 max_nodes = 0;  // 0: no node limit
};

template <Game G>
struct SearchInfo {
  int depth = 0;
  Score score = 0;
  u64 nodes = 0;
  i64 time_ms = 0;
  std::vector<typename G::Move> pv;  // pv[0] is the move to play
};

// Called after each completed iteration; returning false stops the search. Iteration level only: it
// is never called per node.
template <Game G>
using ReportFn = std::function<bool(const SearchInfo<G>&)>;

class Clock {
 public:
  Clock() : start_(std::chrono::steady_clock::now()) {}
  i64 elapsed_ms() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                                 start_)
        .count();
  }

 private:
  std::chrono::steady_clock::time_point start_;
};

template <Game G, Evaluator<G> Eval>
class AlphaBeta {
 public:
  using Position = typename G::Position;
  using Move = typename G::Move;
  using MoveList = typename G::MoveList;

  AlphaBeta(TranspositionTable& tt, Eval eval) : tt_(tt), eval_(std::move(eval)) {
    history_.assign(G::MOVE_KEYS, 0);
    pv_.resize(MAX_PLY * MAX_PLY);
  }

  // Searches to limits.max_depth or until the budget runs out; the result is that of the last
  // completed iteration (depth 1 always completes), or of the root moves the stopped iteration
  // finished. pv is empty only when the game is over.
  // `earlier` holds the hashes of the game's positions before the root, for games that can repeat.
  SearchInfo<G> run(const Position& root, const Limits& limits, const ReportFn<G>& report = {},
                    std::span<const u64> earlier = {}) {
    limits_ = limits;
    line_.assign(earlier.begin(), earlier.end());
    clock_ = Clock();
    nodes_ = 0;
    stopped_ = false;
    tt_.new_search();
    std::fill(history_.begin(), history_.end(), 0);

    SearchInfo<G> best;
    MoveList moves;
    G::generate_moves(root, moves);
    if (moves.empty()) {
      best.score = G::final_score(root, 0);
      return best;
    }
    int decisive_iterations = 0;
    Score best_decisive = SCORE_NONE;
    for (int depth = 1; depth <= limits.max_depth; ++depth) {
      root_depth_ = depth;
      root_best_ = -SCORE_INFINITE;
      const Score score = search(root, depth, -SCORE_INFINITE, SCORE_INFINITE, 0);
      if (stopped_) {
        // Root moves searched to the end before the stop were searched deeper than the last
        // iteration: the best of them (the previous best move goes first) is the better choice.
        if (pv_length_[0] > 0) {
          best.score = root_best_;
          best.pv.assign(pv_.begin(), pv_.begin() + pv_length_[0]);
        }
        break;
      }
      best.depth = depth;
      best.score = score;
      best.pv.assign(pv_.begin(), pv_.begin() + pv_length_[0]);
      best.nodes = nodes_;
      best.time_ms = clock_.elapsed_ms();
      if (report && !report(best)) break;
      // An iteration started late would hardly get past its first move.
      if (limits.time_ms && best.time_ms * 5 > limits.time_ms * 3) break;
      // A result that stays proven for several iterations will not change any more.
      decisive_iterations = is_decisive(score) && score == best_decisive ? decisive_iterations + 1 : 0;
      best_decisive = score;
      if (decisive_iterations >= 4) break;
      if (moves.size() == 1 && depth >= 2) break;
    }
    best.nodes = nodes_;
    best.time_ms = clock_.elapsed_ms();
    return best;
  }

 private:
  Score search(const Position& pos, int depth, Score alpha, Score beta, int ply) {
    pv_length_[ply] = 0;
    if ((++nodes_ & 1023) == 0 && root_depth_ > 1 && out_of_budget()) stopped_ = true;
    if (stopped_) return 0;

    if constexpr (CAN_REPEAT) {
      // A position met again is a draw: the side that could avoid it is the one that decides.
      if (ply > 0 && G::can_repeat(pos) && repeats(G::hash(pos))) return 0;
    }

    MoveList moves;
    G::generate_moves(pos, moves);
    if (moves.empty()) return G::final_score(pos, ply);
    if (ply >= MAX_PLY - 1) return eval_(pos);
    if (depth <= 0) {
      // A game may call a position too unsettled to evaluate (draughts: a capture is pending); the
      // search then goes on at depth 0 until a quiet position, so no forced sequence is cut off.
      if (!is_forcing(pos)) return eval_(pos);
      depth = 0;
    }

    const bool pv_node = beta - alpha > 1;
    const u64 key = G::hash(pos);
    TTData tt;
    u8 tt_index = NO_MOVE_INDEX;
    if (tt_.probe(key, tt)) {
      tt_index = tt.move_index;
      const Score s = score_from_tt(tt.score, ply);
      if (!pv_node && tt.depth >= depth &&
          (tt.bound == BOUND_EXACT || (tt.bound == BOUND_LOWER && s >= beta) ||
           (tt.bound == BOUND_UPPER && s <= alpha)))
        return s;
    }

    int order[256];
    int merit[256];
    for (int i = 0; i < moves.size(); ++i) {
      order[i] = i;
      merit[i] = i == tt_index ? 1 << 30
                               : G::move_order(pos, moves[i]) + history_[G::move_key(moves[i])];
    }

    const Score alpha_in = alpha;
    Score best = -SCORE_INFINITE;
    u8 best_index = NO_MOVE_INDEX;
    if constexpr (CAN_REPEAT) line_.push_back(key);
    for (int n = 0; n < moves.size(); ++n) {
      // Selection sort: a cut usually comes early, so sorting the whole list is wasted work.
      for (int j = n + 1; j < moves.size(); ++j)
        if (merit[order[j]] > merit[order[n]]) std::swap(order[n], order[j]);
      const int i = order[n];
      const Position child = G::play(pos, moves[i]);
      Score s;
      if (n == 0) {
        s = -search(child, depth - 1, -beta, -alpha, ply + 1);
      } else {
        s = -search(child, depth - 1, -alpha - 1, -alpha, ply + 1);
        if (s > alpha && s < beta) s = -search(child, depth - 1, -beta, -alpha, ply + 1);
      }
      if (stopped_) return 0;
      if (s > best) {
        best = s;
        best_index = u8(i);
        if (s > alpha) {
          alpha = s;
          update_pv(ply, moves[i]);
          if (ply == 0) root_best_ = s;
          if (alpha >= beta) {
            history_[G::move_key(moves[i])] += depth * depth;
            break;
          }
        }
      }
    }
    if constexpr (CAN_REPEAT) line_.pop_back();
    const Bound bound = best >= beta ? BOUND_LOWER : best > alpha_in ? BOUND_EXACT : BOUND_UPPER;
    tt_.store(key, score_to_tt(best, ply), depth, bound, best_index);
    return best;
  }

  // G::can_repeat is optional: games without it (Reversi, where no position comes twice) pay nothing.
  static constexpr bool CAN_REPEAT = requires(const Position& p) {
    { G::can_repeat(p) } -> std::same_as<bool>;
  };

  bool repeats(u64 key) const { return std::find(line_.begin(), line_.end(), key) != line_.end(); }

  // G::is_forcing is optional: games without it (Reversi) stop at depth 0 everywhere.
  static bool is_forcing(const Position& pos) {
    if constexpr (requires { { G::is_forcing(pos) } -> std::same_as<bool>; })
      return G::is_forcing(pos);
    else
      return false;
  }

  void update_pv(int ply, Move m) {
    Move* line = &pv_[ply * MAX_PLY];
    const Move* child = &pv_[(ply + 1) * MAX_PLY];
    line[0] = m;
    const int child_length = ply + 1 < MAX_PLY ? pv_length_[ply + 1] : 0;
    std::copy(child, child + child_length, line + 1);
    pv_length_[ply] = child_length + 1;
  }

  bool out_of_budget() const {
    return (limits_.max_nodes && nodes_ >= limits_.max_nodes) ||
           (limits_.time_ms && clock_.elapsed_ms() >= limits_.time_ms);
  }

  TranspositionTable& tt_;
  Eval eval_;
  Limits limits_;
  Clock clock_;
  u64 nodes_ = 0;
  bool stopped_ = false;
  int root_depth_ = 0;
  Score root_best_ = -SCORE_INFINITE;  // best root score of the iteration under way
  std::vector<int> history_;
  std::vector<Move> pv_;  // triangular: row `ply` holds the line found below that ply
  std::vector<u64> line_;  // hashes of the game's earlier positions, then of the search line
  int pv_length_[MAX_PLY + 1] = {};
};

}  // namespace ply
