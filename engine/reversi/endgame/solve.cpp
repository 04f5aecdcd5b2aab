// The solver follows the plan of first-rank exact Othello solvers (Edax's endgame.c among them): a
// principal-variation search on final disc differences whose other moves are null-window searches,
// a transposition table with enhanced transposition cut-offs, stability cut-offs, fastest-first
// move ordering while many squares are empty, and near the end parity-ordered code with no move
// generation (endgame_last.h) down to a last-square count that makes no move. The rule variants (a
// black hole, anti-reversi) take the same search without the code that knows the standard game's
// squares and score.
#include "reversi/endgame/solve.h"

#include <algorithm>

#include "core/search_control.h"
#include "reversi/endgame/last.h"
#include "reversi/endgame/order.h"
#include "reversi/endgame/table.h"
#include "reversi/eval.h"
#include "reversi/symmetry.h"

namespace ply::reversi {

namespace {

using namespace endgame;

constexpr int SHALLOW_EMPTIES = 6;  // at or below: no move list, parity order only
// Below this the table costs more in cache misses than it saves.
constexpr int TABLE_EMPTIES = 9;
// The root's first window: the guess plus or minus this (scores are even: 2 is one step).
constexpr int ASPIRATION_WIDTH = 2;
// The guess: a search on the evaluation to this many empties fewer (1 to 8 plies).
constexpr int ASPIRATION_DEPTH_OFFSET = 12;
constexpr int ETC_EMPTIES = 12;  // at or above: look up every child in the table before searching
// How the evaluation's short search adds to the ordering keys: from how many empties, a ply deeper
// every `depth_step` empties more, at most `max_depth`; `weight`, a disc of the evaluation in
// replies fewer (1 << 15 is one). On 8x8 from 16 empties, a sixteenth of a reply a disc: more
// trusts a crude evaluation too much. On 6x6 the evaluation knows the board's corners and its
// replies are fewer: it pays from 12 empties, deeper, and weighs half a reply a disc (the 24-empty
// position of the principal line took 30.4 M nodes with the 8x8 values, 13.8 M with these).
struct SortSearch {
  int from_empties, depth_step, max_depth, weight;
};
constexpr SortSearch SORT_SEARCH_8X8{16, 3, 4, (1 << 15) / 16};
constexpr SortSearch SORT_SEARCH_6X6{12, 2, 6, (1 << 15) / 2};
constexpr u64 BUDGET_CHECK_NODES = 4096;
// Within this many plies of the root, moves leading to mirror images of each other's positions are
// searched once (deeper, a symmetric position is too rare to pay for the test).
constexpr int SYMMETRY_PLIES = 6;
// Each depth of the guess's search costs about this many times the one before (full window, no
// table).
constexpr u64 GUESS_GROWTH = 6;

// A stability count only pays when alpha is high enough for it to cut (Edax's thresholds): the
// score cannot exceed 64 minus twice the opponent's stable discs.
constexpr int STABILITY_THRESHOLD[65] = {
    99, 99, 99, 99, 6,  8,  10, 12, 14, 16, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42,
    44, 46, 48, 48, 50, 50, 52, 52, 54, 54, 56, 56, 58, 58, 60, 60, 62, 62, 64, 64, 64, 64,
    64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64};

// 2^(empties - 6) buckets, at most 2^max_bits: on 8x8 2^20 (48 MB), more only adds cache misses;
// the whole 6x6 game (32 empties) takes 2^22 (192 MB).
int table_bits(int empties, int max_bits) { return std::clamp(empties - 6, 8, max_bits); }

// Rules known when compiling: the standard game on the 8x8 board, or on the 6x6 one (BLOCKED its
// ring). The lean last-squares code and the evaluation's ordering search apply.
template <Bitboard BLOCKED>
struct FixedRules {
  static constexpr bool FIXED = true;
  static constexpr bool SIX = BLOCKED == RING;
  // From this many empties the table keys mirror images alike (65: never).
  static constexpr int SYMMETRIC_TABLE_EMPTIES = SIX ? 18 : 65;
  static constexpr SortSearch SORT = SIX ? SORT_SEARCH_6X6 : SORT_SEARCH_8X8;
  static constexpr int TABLE_MAX_BITS = SIX ? 22 : 20;
  static constexpr Bitboard blocked = BLOCKED;
  static constexpr bool anti = false;
  static constexpr int SQUARES = 64 - popcount(BLOCKED);
  static constexpr Position position{0, 0, true, false, u8(BLOCKED == RING ? 6 : 8), BLOCKED};
};
using StandardRules = FixedRules<0>;
using SixRules = FixedRules<RING>;

// A black hole (on either board) or anti-reversi: the search checks them at every node.
struct VariantRules {
  static constexpr bool FIXED = false;
  static constexpr SortSearch SORT = SORT_SEARCH_8X8;
  static constexpr int TABLE_MAX_BITS = 20;
  static constexpr int SYMMETRIC_TABLE_EMPTIES = 65;
  // an upper bound of the squares: what the stability cut-off needs
  static constexpr int SQUARES = 64;
  Bitboard blocked;
  bool anti;
  Position position;  // an empty board of the variant: what the evaluation needs to know of it
};

struct Move {
  Bitboard flipped;
  int sq;
  int key;
};

// The legal moves with their flips, best key first.
template <typename Rules>
int ordered_moves(const Rules& rules, Bitboard p, Bitboard o, Bitboard moves, int table_move,
                  Move* list, u64& nodes) {
  const int empties = 64 - popcount(p | o | rules.blocked);
  const Bitboard odd = PARITY_SQUARES[parity_of(~(p | o | rules.blocked))];
  const int parity_weight = empties < 12 ? 8 : 4;
  constexpr SortSearch SORT = Rules::SORT;
  const int sort_depth =
      std::clamp((empties - SORT.from_empties) / SORT.depth_step, 0, SORT.max_depth);
  int count = 0;
  for (; moves; moves &= moves - 1) {
    const int sq = first_square(moves);
    const Bitboard f = flips(sq, p, o);
    int key = sq == table_move
                  ? ORDER_TABLE_MOVE
                  : fast_order_key(p, o, sq, f, (odd & bit(sq)) != 0, parity_weight, rules.blocked);
    if (empties >= SORT.from_empties && key < ORDER_TABLE_MOVE) {
      const int value = -eval_search(o ^ f, p | f | bit(sq), sort_depth, -SCORE_INFINITE,
                                     SCORE_INFINITE, nodes, rules.position);
      key += value * SORT.weight / 100;
    }
    int j = count++;
    for (; j > 0 && list[j - 1].key < key; --j) list[j] = list[j - 1];
    list[j] = {f, sq, key};
  }
  return count;
}

// Drops the moves that lead to the mirror image of an earlier move's position (the position being
// symmetric): they have the same value.
int without_mirrors(Bitboard p, Bitboard o, Move* list, int count) {
  const unsigned symmetries = symmetries_of(p, o);
  if (!symmetries) return count;
  Bitboard kept = 0;
  int n = 0;
  for (int i = 0; i < count; ++i) {
    if (mirrors_earlier(list[i].sq, symmetries, kept)) continue;
    kept |= bit(list[i].sq);
    list[n++] = list[i];
  }
  return n;
}

template <typename Rules>
class Solver {
 public:
  Solver(const SolveLimits& limits, int empties, Rules rules)
      : limits_(limits),
        table_(table_bits(empties, Rules::TABLE_MAX_BITS)),
        rules_(rules),
        symmetry_empties_(empties - SYMMETRY_PLIES) {}

  Solution run(const Position& pos, SolveWindow window) {
    Solution result;
    if (!moves_of(pos.player, pos.opponent)) {
      result.score = is_over(pos) ? final_of(pos.player, pos.opponent)
                                  : -pvs(pos.opponent, pos.player, -window.beta, -window.alpha);
      result.move = PASS;
    } else if (window.whole()) {
      result.score = root(pos.player, pos.opponent, result.move);
    } else {
      result.score = root_window(pos.player, pos.opponent, window.alpha, window.beta, result.move);
    }
    result.nodes = nodes_;
    result.complete = !stopped_;
    return result;
  }

 private:
  // Windows around a guess cost less than the whole one: a short search on the evaluation guesses,
  // and a window that fails is widened on the side it failed, from the bound it proved.
  int root(Bitboard p, Bitboard o, int& best_move) {
    const int empties = empty_count(p, o);
    // Deepened a ply at a time, so that a budget far smaller than the solve stops it too.
    int guess = 0;
    u64 last_cost = 0;
    for (int depth = 1; depth <= std::clamp(empties - ASPIRATION_DEPTH_OFFSET, 1, 8); ++depth) {
      if (budget_spent()) {
        stopped_ = true;
        return 0;
      }
      // A depth that cannot finish within the budget is not started: the guess so far will do.
      if (depth > 1 && next_depth_overruns(last_cost)) break;
      const u64 before = nodes_;
      // The prediction above can be far out (no ordering): the budget also stops a depth under way.
      const int value = eval_search(p, o, depth, -SCORE_INFINITE, SCORE_INFINITE, nodes_,
                                    rules_.position, [this] { return stop_when_out_of_budget(); });
      if (stopped_) return 0;
      guess = std::clamp(value / 200 * 2, -64, 64);
      last_cost = nodes_ - before;
    }
    int alpha = std::max(-64, guess - ASPIRATION_WIDTH),
        beta = std::min(64, guess + ASPIRATION_WIDTH);
    for (;;) {
      const int score = root_window(p, o, alpha, beta, best_move);
      if (stopped_) return 0;
      if (score <= alpha && alpha > -64) {
        beta = score + 1;
        alpha = std::max(-64, score - 2 * ASPIRATION_WIDTH);
      } else if (score >= beta && beta < 64) {
        alpha = score - 1;
        beta = std::min(64, score + 2 * ASPIRATION_WIDTH);
      } else {
        return score;
      }
    }
  }

  int root_window(Bitboard p, Bitboard o, int alpha, int beta, int& best_move) {
    ++nodes_;
    Move list[MAX_MOVES];
    const Key key = key_of(p, o, empty_count(p, o));
    int table_move = PASS;
    if (const EndgameEntry* e = probe(key)) table_move = move_of(key, *e);
    const int count = without_mirrors(
        p, o, list, ordered_moves(rules_, p, o, moves_of(p, o), table_move, list, nodes_));
    const int best = pvs_moves(p, o, alpha, beta, list, count, best_move);
    if (stopped_) return 0;
    store(key, empty_count(p, o), alpha, beta, best, best_move);
    return best;
  }

  // The principal variation's moves in order: the first with the whole window, the others with a
  // null window first and searched again only when they beat alpha. The best score, its move in
  // best_move (left as it was when no move is searched to the end); a stopped search ends at once.
  int pvs_moves(Bitboard p, Bitboard o, int alpha, int beta, const Move* list, int count,
                int& best_move) {
    int best = -65;
    for (int i = 0; i < count; ++i) {
      const Bitboard np = o ^ list[i].flipped, no = p | list[i].flipped | bit(list[i].sq);
      int s;
      if (i == 0) {
        s = -pvs(np, no, -beta, -alpha);
      } else {
        s = -nws(np, no, -alpha - 1);
        if (s > alpha && s < beta) s = -pvs(np, no, -beta, -alpha);
      }
      if (stopped_) break;
      if (s > best) {
        best = s;
        best_move = list[i].sq;
        if (s > alpha) {
          alpha = s;
          if (alpha >= beta) break;
        }
      }
    }
    return best;
  }

  // The table's key of a position. On a board whose early positions are often symmetric (6x6 from
  // its start), while many squares are empty, it is the least of the position's eight images, so
  // mirror images share one entry; the symmetry that gives it turns the entry's move back.
  struct Key {
    Bitboard p, o;
    int symmetry;
  };
  static Key key_of(Bitboard p, Bitboard o, int empties) {
    Key key{p, o, 0};
    if constexpr (Rules::SYMMETRIC_TABLE_EMPTIES <= 64) {
      if (empties < Rules::SYMMETRIC_TABLE_EMPTIES) return key;
      for (int s = 1; s < 8; ++s) {
        const Bitboard sp = symmetric(p, s), so = symmetric(o, s);
        if (sp < key.p || (sp == key.p && so < key.o)) key = {sp, so, s};
      }
    }
    return key;
  }
  const EndgameEntry* probe(const Key& key) const { return table_.probe(key.p, key.o); }
  static int move_of(const Key& key, const EndgameEntry& e) {
    return e.move == PASS ? PASS : unsymmetric_square(e.move, key.symmetry);
  }
  void store(const Key& key, int empties, int alpha, int beta, int score, int move) {
    table_.store(key.p, key.o, empties, alpha, beta, score,
                 move == PASS ? PASS : symmetric_square(move, key.symmetry));
  }

  Bitboard moves_of(Bitboard p, Bitboard o) const { return legal_moves(p, o) & ~rules_.blocked; }
  int empty_count(Bitboard p, Bitboard o) const { return 64 - popcount(p | o | rules_.blocked); }
  int final_of(Bitboard p, Bitboard o) const {
    return final_score(p, o, rules_.blocked, rules_.anti);
  }
  // An upper bound of the player's score from the discs that stay where they are: the opponent's
  // in the standard game, the player's own in anti-reversi.
  int stability_bound(Bitboard p, Bitboard o) const {
    if constexpr (Rules::FIXED)
      return Rules::SQUARES - 2 * popcount(stable_of(o, p));
    else
      return 64 - 2 * popcount(rules_.anti ? stable_discs(p, o, rules_.blocked)
                                           : stable_discs(o, p, rules_.blocked));
  }
  // The stability count pays only when alpha is this high (Edax's thresholds, for the board's
  // squares).
  static int stability_threshold(int empties) {
    return STABILITY_THRESHOLD[empties] - (64 - Rules::SQUARES);
  }
  static Bitboard stable_of(Bitboard p, Bitboard o) {
    if constexpr (Rules::FIXED && Rules::blocked == 0)
      return stable_discs(p, o);
    else
      return stable_discs(p, o, Rules::blocked);
  }

  bool out_of_budget() {
    if (nodes_ < next_check_) return false;
    next_check_ = nodes_ + BUDGET_CHECK_NODES;
    return budget_spent();
  }

  // Once the budget is spent the solve stays stopped.
  bool stop_when_out_of_budget() {
    if (out_of_budget()) stopped_ = true;
    return stopped_;
  }

  // The guess's next depth, about GUESS_GROWTH times the last one's `last_cost` nodes, would go
  // past the budget (at the nodes per millisecond seen so far, for a time budget).
  bool next_depth_overruns(u64 last_cost) const {
    const u64 predicted = nodes_ + GUESS_GROWTH * last_cost;
    if (limits_.max_nodes && predicted > limits_.max_nodes) return true;
    if (limits_.time_ms) {
      const double ms = double(clock_.elapsed_us()) / 1000;
      if (nodes_ > 0 && ms * double(predicted) / double(nodes_) > double(limits_.time_ms))
        return true;
    }
    return false;
  }

  bool budget_spent() const {
    if (limits_.max_nodes && nodes_ >= limits_.max_nodes) return true;
    if (limits_.time_ms && clock_.elapsed_ms() >= limits_.time_ms) return true;
    return limits_.keep_going && !limits_.keep_going();
  }

  // Few empties, any window: the lean code of endgame_last.h.
  int low(Bitboard p, Bitboard o, int alpha, int beta) {
    constexpr Bitboard B = Rules::blocked;
    const Bitboard empties = ~(p | o | B);
    switch (popcount(empties)) {
      case 0:
        ++nodes_;
        return popcount(p) - popcount(o);
      case 1:
        return solve_1<B>(p, first_square(empties), nodes_);
      case 2: {
        const int x1 = first_square(empties);
        return solve_2<B>(p, o, alpha, beta, x1, first_square(empties & (empties - 1)), nodes_);
      }
      case 3:
        return solve_few<3, B>(p, o, alpha, beta, parity_ordered(squares_of<3>(empties)), false,
                               nodes_);
      case 4:
        return solve_few<4, B>(p, o, alpha, beta, parity_ordered(squares_of<4>(empties)), false,
                               nodes_);
      default:
        return shallow(p, o, alpha, beta, parity_of(empties), false);
    }
  }

  template <std::size_t N>
  static std::array<int, N> squares_of(Bitboard b) {
    std::array<int, N> squares{};
    for (auto& sq : squares) sq = first_square(b), b &= b - 1;
    return squares;
  }

  // Five to SHALLOW_EMPTIES empties: squares of odd regions first, no move list.
  int shallow(Bitboard p, Bitboard o, int alpha, int beta, int parity, bool passed) {
    ++nodes_;
    const Bitboard empties = ~(p | o | Rules::blocked);
    const int empty_count = popcount(empties);
    if (alpha >= stability_threshold(empty_count)) {
      const int upper = Rules::SQUARES - 2 * popcount(stable_of(o, p));
      if (upper <= alpha) return upper;
    }
    int best = -65;
    const Bitboard odd = PARITY_SQUARES[parity];
    for (Bitboard group : {empties & odd, empties & ~odd}) {
      for (; group; group &= group - 1) {
        const int sq = first_square(group);
        if (!(NEIGHBOUR_SQUARES[sq] & o)) continue;
        const Bitboard f = flips(sq, p, o);
        if (!f) continue;
        const Bitboard np = o ^ f, no = p | f | bit(sq);
        int s;
        if (empty_count == 5) {
          s = -solve_few<4, Rules::blocked>(np, no, -beta, -alpha,
                                            parity_ordered(squares_of<4>(empties ^ bit(sq))), false,
                                            nodes_);
        } else {
          s = -shallow(np, no, -beta, -alpha, parity ^ quadrant_bit(sq), false);
        }
        if (s > best) {
          best = s;
          if (s >= beta) return best;
          alpha = std::max(alpha, s);
        }
      }
    }
    if (best > -65) return best;
    if (passed) return final_margin_on<Rules::blocked>(p, o);
    return -shallow(o, p, -beta, -alpha, parity, true);
  }

  // A null-window search: is the score above alpha? Fail-soft: the result bounds the score.
  int nws(Bitboard p, Bitboard o, int alpha) {
    const int empties = empty_count(p, o);
    if constexpr (Rules::FIXED) {
      if (empties <= SHALLOW_EMPTIES) return low(p, o, alpha, alpha + 1);
    }
    ++nodes_;
    if (stop_when_out_of_budget()) return alpha;
    const bool use_table = empties >= TABLE_EMPTIES;
    const Key key = key_of(p, o, empties);
    if (use_table) table_.prefetch(key.p, key.o);

    if (alpha >= stability_threshold(empties)) {
      const int upper = stability_bound(p, o);
      if (upper <= alpha) return upper;
    }
    const Bitboard moves = moves_of(p, o);
    if (!moves) {
      if (!moves_of(o, p)) return final_of(p, o);
      return -nws(o, p, -alpha - 1);
    }

    int table_move = PASS;
    if (const EndgameEntry* e = use_table ? probe(key) : nullptr) {
      if (e->lower > alpha) return e->lower;
      if (e->upper <= alpha) return e->upper;
      table_move = move_of(key, *e);
    }

    Move list[MAX_MOVES];
    int count = ordered_moves(rules_, p, o, moves, table_move, list, nodes_);
    if (empties > symmetry_empties_) count = without_mirrors(p, o, list, count);
    // Enhanced transposition cut-off: a child the table already bounds below -alpha refutes alpha.
    if (empties >= ETC_EMPTIES) {
      for (int i = 0; i < count; ++i) {
        const Bitboard np = o ^ list[i].flipped, no = p | list[i].flipped | bit(list[i].sq);
        if (const EndgameEntry* e = probe(key_of(np, no, empties - 1)); e && -e->upper > alpha) {
          // Read before the store, which may put this node's entry in the child's place.
          const int bound = -e->upper;
          store(key, empties, alpha, alpha + 1, bound, list[i].sq);
          return bound;
        }
      }
    }

    int best = -65, best_move = PASS;
    for (int i = 0; i < count; ++i) {
      const Bitboard np = o ^ list[i].flipped, no = p | list[i].flipped | bit(list[i].sq);
      const int s = -nws(np, no, -alpha - 1);
      if (s > best) {
        best = s;
        best_move = list[i].sq;
        if (s > alpha) break;
      }
    }
    if (use_table && !stopped_) store(key, empties, alpha, alpha + 1, best, best_move);
    return best;
  }

  // A node of the principal variation: the whole window, narrowed by the table's bounds.
  int pvs(Bitboard p, Bitboard o, int alpha, int beta) {
    const int empties = empty_count(p, o);
    if constexpr (Rules::FIXED) {
      if (empties <= SHALLOW_EMPTIES) return low(p, o, alpha, beta);
    }
    ++nodes_;
    if (stop_when_out_of_budget()) return alpha;

    const Bitboard moves = moves_of(p, o);
    if (!moves) {
      if (!moves_of(o, p)) return final_of(p, o);
      return -pvs(o, p, -beta, -alpha);
    }

    const Key key = key_of(p, o, empties);
    int table_move = PASS;
    if (const EndgameEntry* e = probe(key)) {
      if (e->lower >= beta) return e->lower;
      if (e->upper <= alpha) return e->upper;
      if (e->lower == e->upper) return e->lower;
      alpha = std::max(alpha, int(e->lower));
      beta = std::min(beta, int(e->upper));
      table_move = move_of(key, *e);
    }

    Move list[MAX_MOVES];
    int count = ordered_moves(rules_, p, o, moves, table_move, list, nodes_);
    if (empties > symmetry_empties_) count = without_mirrors(p, o, list, count);
    int best_move = PASS;
    const int best = pvs_moves(p, o, alpha, beta, list, count, best_move);
    if (!stopped_) store(key, empties, alpha, beta, best, best_move);
    return best;
  }

  SolveLimits limits_;
  Clock clock_;
  EndgameTable table_;
  Rules rules_;
  int symmetry_empties_;  // above it, near the root: mirror images are searched once
  u64 nodes_ = 0;
  u64 next_check_ = BUDGET_CHECK_NODES;
  bool stopped_ = false;
};

}  // namespace

Solution solve(const Position& pos, const SolveLimits& limits, SolveWindow window) {
  if (!pos.blocked && !pos.anti)
    return Solver<StandardRules>(limits, pos.empty_count(), {}).run(pos, window);
  if (pos.blocked == RING && !pos.anti)
    return Solver<SixRules>(limits, pos.empty_count(), {}).run(pos, window);
  const Position rules{0, 0, true, pos.anti, pos.size, pos.blocked};
  return Solver<VariantRules>(limits, pos.empty_count(), {pos.blocked, pos.anti, rules})
      .run(pos, window);
}

}  // namespace ply::reversi
