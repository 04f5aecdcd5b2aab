// The node search every game can use: a principal-variation alpha-beta with a transposition table,
// TT-move, killer and history move ordering, repetition within the game's window, and a quiescence
// search over the game's tactical moves. One instantiation per game and evaluation; nothing here
// knows a game's rules. A copy-make game's children are new positions; a make/unmake game's search
// changes the root it is given in place and restores it move by move.
#pragma once

#include <algorithm>
#include <cmath>
#include <span>
#include <utility>
#include <vector>

#include "driver.h"
#include "move_ordering.h"
#include "ply_stack.h"
#include "tt.h"

namespace ply {

template <Game G, Evaluator<G> Eval>
class AlphaBeta {
 public:
  using Position = typename G::Position;
  using Move = typename G::Move;
  using MoveList = typename G::MoveList;
  using PositionRef = RootPosition<G>;  // const for copy-make games

  AlphaBeta(TranspositionTable& tt, Eval eval)
      : tt_(tt),
        eval_(std::move(eval)),
        history_(G::HISTORY_KEYS),
        countermoves_(G::HISTORY_KEYS),
        pv_(MAX_PLY * MAX_PLY) {}

  // The shared driver over this node search (driver.h: iterative_deepening).
  SearchInfo<G> run(PositionRef root, const Limits& limits, const ReportFn<G>& report = {},
                    std::span<const u64> earlier = {}) {
    return iterative_deepening<G>(*this, root, limits, report, earlier);
  }

  // NodeSearch (driver.h).
  SearchControl& control() { return control_; }

  void start(const Position&, std::span<const u64> earlier) {
    if (!control_.limits().helper) tt_.new_search();  // once a search, by its main thread
    history_.clear();
    killers_.clear();
    countermoves_.clear();
    previous_key_[0] = NO_PREVIOUS_MOVE;
    stack_.reset(earlier);
    root_moves_.clear();
    root_skipped_.clear();
    probcut_sigmas_ = control_.limits().probcut_sigmas;
  }

  Score search_root(PositionRef root, int depth, Score alpha, Score beta) {
    root_best_ = -SCORE_INFINITE;
    return search<false>(root, depth, alpha, beta, 0);
  }

  std::span<const Move> pv() const { return {pv_.data(), std::size_t(pv_length_[0])}; }
  Score root_best() const { return root_best_; }

  // The root searches only these of its moves (a game's own proof that the others lose; Stockfish's
  // searchmoves); empty, or none of them legal: every move.
  void restrict_root(std::span<const Move> moves) {
    root_only_.clear();
    for (const Move& m : moves) root_only_.push_back(G::move_code(m));
  }
  // The root leaves these moves out (MultiPV: the lines already found); empty: none.
  void skip_root(std::span<const Move> moves) {
    root_skipped_.clear();
    for (const Move& m : moves) root_skipped_.push_back(G::move_code(m));
  }
  // These root moves count `bonus` more than their search says (gomoku: threats to win that a
  // weaker defender may not see coming). The bonus shifts their windows; it is no proven result.
  void favour_root(std::span<const Move> moves, Score bonus) {
    root_bonus_.clear();
    for (const Move& m : moves) root_bonus_.push_back({G::move_code(m), bonus});
  }

  // The evaluation, for what a game sets up once the search exists (gomoku: its leaf threat search
  // counts its nodes on control()).
  Eval& evaluation() { return eval_; }

 private:
  using Traits = GameDefaults<G>;
  // Null-move pruning: a pass is searched this much shallower (plus a ply per divisor of depth).
  static constexpr int NULL_MOVE_MIN_DEPTH = 3, NULL_MOVE_REDUCTION = 2,
                       NULL_MOVE_DEPTH_DIVISOR = 4;
  // Late-move reductions: from this move on and this deep, growing with the log of both
  // (lmr_reduction).
  static constexpr int LMR_MIN_MOVES = 3, LMR_MIN_DEPTH = 3;
  static int lmr_reduction(int depth, int move_number) {
    static const auto table = [] {
      std::vector<int> t(64 * 64);
      for (int d = 1; d < 64; ++d)
        for (int m = 1; m < 64; ++m)
          t[d * 64 + m] = int(0.5 + std::log(double(d)) * std::log(double(m + 1)) / 2.0);
      return t;
    }();
    return table[std::min(depth, 63) * 64 + std::min(move_number, 63)];
  }
  // Futility (games with a POLICY.futility_margin): how near the leaves quiet moves are skipped,
  // and how far from them a node whose evaluation stands far above beta returns it (reverse
  // futility).
  static constexpr int FUTILITY_MAX_DEPTH = 3, REVERSE_FUTILITY_MAX_DEPTH = 3;
  // Late-move pruning (games with a POLICY.futility_margin): this near the leaves, a quiet move
  // after the first late_move_count(depth, improving) is not searched at all (half as many where
  // the evaluation is not improving); good moves come early in the ordering.
  static constexpr int LATE_MOVE_PRUNING_MAX_DEPTH = 5;
  static constexpr int late_move_count(int depth, bool improving) {
    return (3 + depth * depth) / (improving ? 1 : 2);
  }
  static constexpr int IIR_MIN_DEPTH = 4;
  static constexpr int MAX_FAILED_QUIETS = 64;
  static constexpr int CAPACITY = MoveList::CAPACITY;
  static_assert(CAPACITY > 0 && CAPACITY < (1 << 15), "merits and indices of a move list are ints");

  // The position after `move`: a new one (copy-make), or `pos` itself changed (make/unmake, until
  // unmake_move).
  static decltype(auto) make_move(PositionRef pos, const Move& move) {
    if constexpr (Traits::MAKE_UNMAKE) {
      G::do_move(pos, move);
      return (pos);
    } else {
      return G::play(pos, move);
    }
  }
  static void unmake_move(PositionRef pos, const Move& move) {
    if constexpr (Traits::MAKE_UNMAKE) G::undo_move(pos, move);
  }

  // QUIESCENCE: depth 0, only the game's tactical moves, and the evaluation as a floor where the
  // game allows standing pat. A game without tactical moves is evaluated at depth 0.
  template <bool QUIESCENCE>
  Score search(PositionRef pos, int depth, Score alpha, Score beta, int ply) {
    if constexpr (!QUIESCENCE)
      if (depth <= 0) return search<true>(pos, 0, alpha, beta, ply);
    pv_length_[ply] = 0;
    if (control_.tick()) return 0;

    u64 repetition_key = 0;
    if constexpr (Traits::CAN_REPEAT) {
      repetition_key = G::hash(pos);
      // A position met again is a draw: the side that could avoid it is the one that decides.
      if (ply > 0 && stack_.repeats(repetition_key, Traits::repetition_window(pos))) return 0;
    }
    // The rules may end the game whatever moves are left, so this comes before the table.
    if (const Score outcome = G::rule_outcome(pos, ply); outcome != SCORE_NONE) return outcome;
    if constexpr (Traits::HAS_KNOWN_SCORE)
      if (ply > 0)
        if (const Score known = G::known_score(pos, ply); known != SCORE_NONE) return known;
    if (ply >= MAX_PLY - 1) return eval_(pos);

    const Score alpha_in = alpha;
    Score best = -SCORE_INFINITE;
    MoveList moves;
    bool generated = false;
    bool stood_pat = false;  // quiescence: the evaluation is the floor, so losing captures may go
    if constexpr (QUIESCENCE && !Traits::HAS_TACTICAL) {
      // Having no move at all ends the game even at depth 0.
      if constexpr (Traits::POLICY.always_a_move)
        return eval_(pos);
      else if constexpr (LeafEvaluator<Eval, G>)
        return eval_.leaf(pos, ply);
      else
        return Traits::has_moves(pos) ? eval_(pos) : G::no_move_score(pos, ply);
    }

    // The caller's window decides (a stand pat may raise alpha below): an upper bound between the
    // two would read as an exact score to the caller.
    const bool pv_node = beta - alpha_in > 1;
    const u64 key = Traits::tt_key(pos);
    TTData tt;
    MoveCode tt_move = NO_MOVE_CODE;
    Score tt_score = SCORE_NONE;
    // the evaluation of this position, once computed or read from the table
    Score raw_eval = SCORE_NONE;
    if (tt_.probe(key, tt)) {
      raw_eval = tt.eval;
      tt_move = tt.move;
      tt_score = score_from_tt(tt.score, ply);
      if (!pv_node && tt.depth >= depth &&
          (tt.bound == BOUND_EXACT || (tt.bound == BOUND_LOWER && tt_score >= beta) ||
           (tt.bound == BOUND_UPPER && tt_score <= alpha_in)))
        return tt_score;
    }

    if constexpr (QUIESCENCE && Traits::HAS_TACTICAL) {
      if (G::may_stand_pat(pos)) {
        if constexpr (!Traits::POLICY.stand_pat_has_a_move) {
          G::generate_moves(pos, moves);
          if (moves.empty()) return G::no_move_score(pos, ply);
        }
        if (raw_eval == SCORE_NONE) raw_eval = eval_(pos);
        best = raw_eval;
        // A bound the table holds on this very position says more than the evaluation.
        if (tt_score != SCORE_NONE && !is_decisive(tt_score) &&
            (tt.bound == BOUND_EXACT || (tt.bound == BOUND_LOWER && tt_score > best) ||
             (tt.bound == BOUND_UPPER && tt_score < best)))
          best = tt_score;
        if (best >= beta) return best;
        moves.clear();
        G::generate_tactical(pos, moves);
        if (moves.empty()) return best;
        alpha = std::max(alpha, best);
        generated = true;
        stood_pat = true;
      }
    }

    // Internal iterative reduction (games with quiet moves): a node the table knows no move for is
    // new to the search and seldom on its main line; searched a ply shallower, it gets a move for
    // next time.
    if constexpr (!QUIESCENCE && Traits::HAS_QUIET)
      if (tt_move == NO_MOVE_CODE && depth >= IIR_MIN_DEPTH) --depth;
    const bool in_check = !QUIESCENCE && Traits::in_check(pos);
    // The pruning below judges a node by its evaluation: computed once, where it may prune.
    constexpr bool PRUNES =
        !QUIESCENCE && (Traits::POLICY.futility_margin > 0 || Traits::HAS_NULL_MOVE);
    if (PRUNES && !in_check && raw_eval == SCORE_NONE) raw_eval = eval_(pos);
    const Score static_eval = PRUNES && !in_check ? raw_eval : SCORE_NONE;
    // Improving: the evaluation stands higher than at this side's last move (or that one is
    // unknown). Where it does not, the pruning and reductions below are bolder.
    bool improving = true;
    if constexpr (PRUNES) {
      static_evals_[ply] = static_eval;
      improving = static_eval != SCORE_NONE && (ply < 2 || static_evals_[ply - 2] == SCORE_NONE ||
                                                static_eval > static_evals_[ply - 2]);
    }
    // Futility: near the leaves, a quiet position far above beta stays there, and quiet moves that
    // cannot bring one far below alpha up to it are not searched.
    bool futile_quiets = false, prune_late_quiets = false;
    if constexpr (!QUIESCENCE && Traits::POLICY.futility_margin > 0) {
      if (!pv_node && static_eval != SCORE_NONE && !is_decisive(alpha) && !is_decisive(beta)) {
        if (depth <= REVERSE_FUTILITY_MAX_DEPTH &&
            static_eval - Traits::POLICY.futility_margin * (depth - (improving ? 1 : 0)) >= beta)
          return static_eval;
        futile_quiets = depth <= FUTILITY_MAX_DEPTH &&
                        static_eval + Traits::POLICY.futility_margin * depth <= alpha;
        prune_late_quiets = depth <= LATE_MOVE_PRUNING_MAX_DEPTH;
      }
    }
    if constexpr (!QUIESCENCE && Traits::HAS_NULL_MOVE) {
      // Null-move pruning: if passing still keeps the score above beta, a real move will too.
      if (!pv_node && static_eval != SCORE_NONE && !after_null_[ply] &&
          depth >= NULL_MOVE_MIN_DEPTH && !is_decisive(beta) && G::null_move_allowed(pos) &&
          static_eval >= beta) {
        const int reduction = NULL_MOVE_REDUCTION + depth / NULL_MOVE_DEPTH_DIVISOR;
        after_null_[ply + 1] = true;
        previous_key_[ply + 1] = NO_PREVIOUS_MOVE;
        const Score s =
            -search<false>(G::play_null(pos), depth - 1 - reduction, -beta, -beta + 1, ply + 1);
        after_null_[ply + 1] = false;
        if (control_.stopped()) return 0;
        if (s >= beta) return is_decisive(s) ? beta : s;
      }
    }

    if constexpr (!QUIESCENCE && Traits::HAS_PROBCUT)
      if (probcut_sigmas_ > 0 && !pv_node && !is_decisive(alpha) && !is_decisive(beta))
        if (const Score cut = probcut(pos, depth, alpha, beta, ply); cut != SCORE_NONE) return cut;

    if (!generated) {
      if constexpr (!QUIESCENCE)
        G::generate_moves(pos, moves);
      else if constexpr (Traits::HAS_TACTICAL)
        G::generate_tactical(pos, moves);  // every legal move
      if (moves.empty()) return G::no_move_score(pos, ply);
    }
    if (ply == 0 && !root_only_.empty()) keep_root_moves(moves);
    if (ply == 0 && !root_skipped_.empty()) skip_root_moves(moves);

    int merit[CAPACITY];
    if (Traits::POLICY.keep_root_order && ply == 0) {
      order_root(pos, moves);
      for (int i = 0; i < moves.size(); ++i)
        merit[i] = G::move_code(moves[i]) == tt_move ? TT_MOVE_MERIT : CAPACITY - i;
    } else {
      for (int i = 0; i < moves.size(); ++i)
        merit[i] = order_merit(pos, moves[i], tt_move, ply, QUIESCENCE);
    }

    MoveCode best_move = NO_MOVE_CODE;
    // The quiet moves searched here without a cutoff: each loses history when a later quiet move
    // cuts.
    int failed_quiets[MAX_FAILED_QUIETS];
    int failed_quiet_count = 0;
    if constexpr (Traits::CAN_REPEAT) stack_.push(repetition_key);
    for (int n = 0; n < moves.size(); ++n) {
      // Selection sort: a cut usually comes early, so sorting the whole list is wasted work.
      for (int j = n + 1; j < moves.size(); ++j)
        if (merit[j] > merit[n]) {
          std::swap(merit[n], merit[j]);
          std::swap(moves[n], moves[j]);
        }
      const Move& move = moves[n];
      if constexpr (QUIESCENCE && Traits::HAS_SEE)
        if (stood_pat && G::loses_material(pos, move)) continue;
      const bool quiet = Traits::is_quiet(pos, move);
      bool gives_check = false;
      if constexpr (!QUIESCENCE && Traits::HAS_GIVES_CHECK) {
        gives_check = G::gives_check(pos, move);
        // Below the root the game's ordering is trusted: late moves that give no check are not
        // made.
        if (Traits::POLICY.move_limit > 0 && ply > 0 && n >= Traits::POLICY.move_limit &&
            !gives_check)
          continue;
      }
      int game_reduction = 0;  // asked before the move changes a make/unmake game's position
      if constexpr (!QUIESCENCE && Traits::HAS_REDUCTION)
        game_reduction = G::late_move_reduction(pos, move, depth, n);
      auto&& child = make_move(pos, move);
      int child_depth = QUIESCENCE ? 0 : depth - 1;
      if (child_depth > 0 || Traits::HAS_TACTICAL)
        tt_.prefetch(Traits::tt_key(child));  // the child probes
      if constexpr (!QUIESCENCE && !Traits::HAS_GIVES_CHECK) gives_check = Traits::in_check(child);
      if ((futile_quiets && n > 0 && quiet && !gives_check) ||
          (prune_late_quiets && n >= late_move_count(depth, improving) && quiet && !gives_check) ||
          (!Traits::HAS_GIVES_CHECK && Traits::POLICY.move_limit > 0 && !QUIESCENCE && ply > 0 &&
           n >= Traits::POLICY.move_limit && !gives_check)) {
        unmake_move(pos, move);
        continue;
      }
      previous_key_[ply + 1] = G::history_key(move);
      if (gives_check) ++child_depth;  // a check is searched a ply deeper: forcing lines end sooner
      // Late-move reductions: after the first few, a quiet move is first searched a ply shallower.
      int reduction = 0;
      if constexpr (!QUIESCENCE && Traits::HAS_REDUCTION) {
        if (quiet && !in_check && !gives_check) reduction = game_reduction;
      } else if constexpr (!QUIESCENCE && Traits::HAS_QUIET) {
        if (n >= LMR_MIN_MOVES && depth >= LMR_MIN_DEPTH && quiet && !in_check && !gives_check)
          reduction = std::clamp(lmr_reduction(depth, n) - (pv_node ? 1 : 0) + (improving ? 0 : 1),
                                 1, std::max(1, child_depth - 1));
      }
      // A favoured root move's bonus shifts its window and its score (not a proven result's).
      const Score bonus = ply == 0 && !root_bonus_.empty() ? root_bonus(move) : 0;
      const auto child_score = [&](int d, Score a, Score b) {
        const Score score = -search<QUIESCENCE>(child, d, -(b - bonus), -(a - bonus), ply + 1);
        return is_decisive(score) ? score : score + bonus;
      };
      Score s;
      if (n == 0) {
        s = child_score(child_depth, alpha, beta);
      } else {
        s = child_score(child_depth - reduction, alpha, alpha + 1);
        if (s > alpha && reduction) s = child_score(child_depth, alpha, alpha + 1);
        if (s > alpha && s < beta) s = child_score(child_depth, alpha, beta);
      }
      unmake_move(pos, move);
      if (control_.stopped()) break;
      if (Traits::POLICY.history_malus && !QUIESCENCE && quiet && s <= alpha &&
          failed_quiet_count < MAX_FAILED_QUIETS)
        failed_quiets[failed_quiet_count++] = G::history_key(move);
      if (s > best) {
        best = s;
        best_move = G::move_code(move);
        if (s > alpha) {
          alpha = s;
          update_pv(ply, move);
          if (ply == 0) root_best_ = s;
          if (alpha >= beta) {
            if constexpr (!QUIESCENCE) {
              if (quiet) {
                history_.reward(G::history_key(move), depth);
                if constexpr (Traits::POLICY.history_malus)
                  for (int i = 0; i < failed_quiet_count; ++i)
                    history_.penalise(failed_quiets[i], depth);
                killers_.add(ply, best_move);
                if (previous_key_[ply] != NO_PREVIOUS_MOVE)
                  countermoves_.set(previous_key_[ply], best_move);
              }
            }
            break;
          }
        }
      }
    }
    if constexpr (Traits::CAN_REPEAT) stack_.pop();
    if (control_.stopped()) return 0;
    if (Traits::POLICY.keep_root_order && ply == 0 && best_move != NO_MOVE_CODE)
      std::stable_partition(root_moves_.begin(), root_moves_.end(),
                            [&](const Move& m) { return G::move_code(m) == best_move; });
    const Bound bound = best >= beta ? BOUND_LOWER : best > alpha_in ? BOUND_EXACT : BOUND_UPPER;
    // A root that left moves out is not the position's whole value.
    if (ply > 0 || root_skipped_.empty())
      tt_.store(key, score_to_tt(best, ply), depth, bound, best_move, raw_eval);
    return best;
  }

  // Multi-ProbCut: a shallow null-window search where the deep score would be predicted
  // probcut_sigmas_ deviations above beta (below alpha) decides the node when it gets there; it
  // returns the bound then, else SCORE_NONE and the node is searched in full.
  Score probcut(PositionRef pos, int depth, Score alpha, Score beta, int ply) {
    ProbCut model;
    if (!Traits::probcut(pos, depth, model) || model.sigma <= 0 || model.slope <= 0)
      return SCORE_NONE;
    const double margin = probcut_sigmas_ * model.sigma;
    const double high = std::ceil((beta + margin - model.intercept) / model.slope);
    if (high < SCORE_EVAL_MAX) {
      const Score bound = Score(high);
      if (search<false>(pos, model.shallow_depth, bound - 1, bound, ply) >= bound &&
          !control_.stopped())
        return beta;
    }
    const double low = std::floor((alpha - margin - model.intercept) / model.slope);
    if (low > -SCORE_EVAL_MAX) {
      const Score bound = Score(low);
      if (search<false>(pos, model.shallow_depth, bound, bound + 1, ply) <= bound &&
          !control_.stopped())
        return alpha;
    }
    return SCORE_NONE;
  }

  int order_merit(const Position& pos, const Move& move, MoveCode tt_move, int ply,
                  bool quiescence) const {
    const MoveCode code = G::move_code(move);
    if (code == tt_move) return TT_MOVE_MERIT;
    // Captures and promotions before killers, by the game's own order.
    if (Traits::HAS_QUIET && !Traits::is_quiet(pos, move)) {
      if constexpr (Traits::HAS_SEE)
        if (!quiescence && G::loses_material(pos, move))
          return LOSING_CAPTURE_MERIT + G::move_order(pos, move);
      return TACTICAL_MERIT + G::move_order(pos, move);
    }
    if (Traits::POLICY.killers && !quiescence)
      if (const int killer = killers_.merit(ply, code)) return killer;
    if (Traits::HAS_QUIET && Traits::POLICY.killers && !quiescence &&
        previous_key_[ply] != NO_PREVIOUS_MOVE && countermoves_.is_reply(previous_key_[ply], code))
      return Countermoves::MERIT;
    if constexpr (!Traits::POLICY.history)
      return G::move_order(pos, move);
    else
      return G::move_order(pos, move) + history_[G::history_key(move)];
  }

  // The root's moves that restrict_root named, unless it named none of them.
  void keep_root_moves(MoveList& moves) const {
    const auto named = [&](const Move& m) {
      return std::find(root_only_.begin(), root_only_.end(), G::move_code(m)) != root_only_.end();
    };
    if (std::none_of(moves.begin(), moves.end(), named)) return;
    int kept = 0;
    for (int i = 0; i < moves.size(); ++i)
      if (named(moves[i])) moves[kept++] = moves[i];
    moves.count = kept;
  }

  void skip_root_moves(MoveList& moves) const {
    int kept = 0;
    for (int i = 0; i < moves.size(); ++i)
      if (std::find(root_skipped_.begin(), root_skipped_.end(), G::move_code(moves[i])) ==
          root_skipped_.end())
        moves[kept++] = moves[i];
    moves.count = kept;
  }

  // POLICY.keep_root_order: the root's moves in root_moves_' order, sorted by move_order the first
  // time (less the ones skip_root leaves out).
  void order_root(const Position& pos, MoveList& moves) {
    if (root_moves_.empty()) {
      root_moves_.assign(moves.begin(), moves.end());
      std::stable_sort(root_moves_.begin(), root_moves_.end(), [&](const Move& a, const Move& b) {
        return G::move_order(pos, a) > G::move_order(pos, b);
      });
    }
    moves.clear();
    for (const Move& m : root_moves_) moves.push(m);
    if (!root_skipped_.empty()) skip_root_moves(moves);
  }

  Score root_bonus(const Move& move) const {
    const MoveCode code = G::move_code(move);
    for (const auto& [favoured, bonus] : root_bonus_)
      if (favoured == code) return bonus;
    return 0;
  }

  void update_pv(int ply, const Move& m) {
    Move* line = &pv_[ply * MAX_PLY];
    const Move* child = &pv_[(ply + 1) * MAX_PLY];
    line[0] = m;
    const int child_length = ply + 1 < MAX_PLY ? pv_length_[ply + 1] : 0;
    std::copy(child, child + child_length, line + 1);
    pv_length_[ply] = child_length + 1;
  }

  TranspositionTable& tt_;
  Eval eval_;
  SearchControl control_;
  History history_;
  Killers killers_;
  Countermoves countermoves_;
  static constexpr int NO_PREVIOUS_MOVE = -1;
  int previous_key_[MAX_PLY + 1] = {};  // the history key of the move into this ply
  PlyStack stack_;
  Score static_evals_[MAX_PLY + 1] =
      {};  // games that prune: each ply's evaluation, SCORE_NONE in check
  bool after_null_[MAX_PLY + 1] = {};   // the move into this ply was a pass: no second one in a row
  double probcut_sigmas_ = 0;           // Limits::probcut_sigmas of the search under way
  Score root_best_ = -SCORE_INFINITE;   // best root score of the pass under way
  std::vector<Move> root_moves_;        // POLICY.keep_root_order: the root's order
  std::vector<MoveCode> root_only_;     // restrict_root
  std::vector<MoveCode> root_skipped_;  // skip_root
  std::vector<std::pair<MoveCode, Score>> root_bonus_;  // favour_root
  std::vector<Move> pv_;  // triangular: row `ply` holds the line found below that ply
  int pv_length_[MAX_PLY + 1] = {};
};

}  // namespace ply
