// The compile-time interface every game offers the search core. The search is a template over it,
// so each game gets its own instantiation with no virtual call per node (dynamic dispatch lives
// only at the wasm boundary).
#pragma once

#include <cassert>
#include <concepts>
#include <type_traits>

#include "search_policy.h"
#include "types.h"

namespace ply {

// A fixed-capacity list on the caller's stack: move generation never allocates. The capacity is a
// checked invariant: a push beyond it asserts in debug builds and is dropped in release builds, so
// a list never writes past its end.
template <typename Move, int Capacity>
struct MoveList {
  static constexpr int CAPACITY = Capacity;

  Move moves[Capacity];
  int count = 0;

  void push(Move m) {
    assert(count < Capacity && "a game's move list is too small for this position");
    if (count < Capacity) moves[count++] = m;
  }
  void clear() { count = 0; }
  int size() const { return count; }
  bool empty() const { return count == 0; }
  Move& operator[](int i) { return moves[i]; }
  const Move& operator[](int i) const { return moves[i]; }
  Move* begin() { return moves; }
  Move* end() { return moves + count; }
  const Move* begin() const { return moves; }
  const Move* end() const { return moves + count; }
};

// A game is a type with static functions over plain values. A move is made either by copy-make
// (play returns the new position) or, where a position is too large to copy at every node, by
// make/unmake:
//   do_move, undo_move   void do_move(pos, move) changes pos in place; void undo_move(pos, move)
//   restores it
//                        (gomoku's pattern board). The search then plays on the root it is given
//                        and leaves it as it found it (Stockfish's do_move/undo_move).
//   generate_moves  every legal move (a forced pass is a move); the draw rules are not applied here
//   rule_outcome    the score for the side to move, `ply` plies from the root, of a game the rules
//                   have ended in this position whatever moves are left (a draw by rule: 0;
//                   gomoku's five in a row: a loss); SCORE_NONE while the rules let the game go on.
//                   The search asks it before the transposition table and before generating moves.
//   no_move_score   the score of a position where the side to move has no legal move (checkmate or
//                   stalemate, Reversi's end, draughts' loss); see won_by / lost_by
//   hash            a 64-bit key of the position, including the side to move; it identifies the
//                   position for repetition and, unless tt_key says otherwise, in the table
//   move_order      a cheap static guess of a move's merit, higher is searched first
//   move_code       the move's MoveCode
//   history_key     a small number for the history table, below HISTORY_KEYS
// Optional:
//   POLICY             static constexpr SearchPolicy: the game's choices among the search's methods
//                      (search_policy.h: killers, history, aspiration windows, futility margin,
//                      ...)
//   known_score        Score known_score(pos, ply): the exact score of a position known outside the
//                      search (draughts' endgame databases), or SCORE_NONE; asked below the root
//                      after rule_outcome, so the root still chooses among its moves by their
//                      scores
//   tt_key             u64 tt_key(pos): the table's key when the value of a position depends on
//   more
//                      than `hash` holds (draughts: the draw-rule counters near a draw rule)
//   repetition_window  int repetition_window(pos): how many plies back the same position may stand
//                      (plies since the last irreversible move; 0: it cannot repeat). The search
//                      then scores a return to an earlier position as a draw
//   generate_tactical  void generate_tactical(pos, list): the moves quiescence searches (captures);
//                      every legal move when the side to move may not stand pat
//   may_stand_pat      bool may_stand_pat(pos): the evaluation is a fair bound here (chess: not in
//                      check; draughts: no capture pending)
//                      Without these two, the search evaluates every position at depth 0.
//   has_moves          bool has_moves(pos): whether generate_moves would list a move, found without
//                      listing them (Reversi: either side's legal squares); what quiescence asks of
//                      a game without tactical moves before it evaluates
//   late_move_reduction  int late_move_reduction(pos, move, depth, move_number): the plies a move,
//   the
//                      move_number-th searched here, is first searched shallower, unless it is
//                      tactical or gives or answers check (default: from the LMR_MIN_MOVES-th quiet
//                      move on, growing with the log of both; games with is_quiet only)
//   in_check           bool in_check(pos): the side to move is in check. The search then extends
//                      moves that give check by a ply, and prunes and reduces nothing in check
//   gives_check        bool gives_check(pos, move) (with in_check): whether the move checks, known
//   before
//                      it is made (else the search makes it and asks in_check)
//   is_quiet           bool is_quiet(pos, move): no capture or promotion. Late quiet moves are then
//                      searched shallower first (late-move reductions), killers, countermoves and
//                      history order only quiet moves, after the tactical ones, and a node the
//                      table knows no move for is searched a ply shallower (internal iterative
//                      reduction)
//   play_null          Position play_null(pos) and bool null_move_allowed(pos): passing the move,
//   and
//                      when a pass proves nothing (zugzwang is likely: chess with only pawns).
//                      Null-move pruning then cuts nodes where even a pass keeps the score above
//                      beta
//   loses_material     bool loses_material(pos, move): a capture that a static exchange shows
//   losing;
//                      the capture search skips it, and the full search tries it after the quiet
//                      moves
//   probcut            bool probcut(pos, depth, ProbCut& cut): Multi-ProbCut's model at a node this
//   deep
//                      (false: none here). When the search's limits ask for selectivity, a non-PV
//                      node first searches cut.shallow_depth with a null window where the predicted
//                      deep score would stand probcut_sigmas error deviations outside (alpha,
//                      beta), and returns the bound when the shallow score gets there
template <typename G>
concept CopyMake = requires(const typename G::Position& pos, typename G::Move move) {
  { G::play(pos, move) } -> std::same_as<typename G::Position>;
};

template <typename G>
concept MakeUnmake = requires(typename G::Position& pos, typename G::Move move) {
  { G::do_move(pos, move) } -> std::same_as<void>;
  { G::undo_move(pos, move) } -> std::same_as<void>;
};

template <typename G>
concept Game = (CopyMake<G> || MakeUnmake<G>)&&requires(const typename G::Position& pos,
                                                        typename G::Move move,
                                                        typename G::MoveList& list, int ply) {
  typename G::Position;
  typename G::Move;
  typename G::MoveList;
  { G::MoveList::CAPACITY } -> std::convertible_to<int>;
  { G::HISTORY_KEYS } -> std::convertible_to<int>;
  { G::generate_moves(pos, list) } -> std::same_as<void>;
  { G::rule_outcome(pos, ply) } -> std::same_as<Score>;
  { G::no_move_score(pos, ply) } -> std::same_as<Score>;
  { G::hash(pos) } -> std::same_as<u64>;
  { G::move_order(pos, move) } -> std::same_as<int>;
  { G::move_code(move) } -> std::same_as<MoveCode>;
  { G::history_key(move) } -> std::convertible_to<int>;
};

// The root a search is given: a make/unmake game's search plays on it (and restores it), a
// copy-make game's only reads it.
template <Game G>
using RootPosition =
    std::conditional_t<MakeUnmake<G>, typename G::Position&, const typename G::Position&>;

// An evaluation: a score for the side to move of a position whose game goes on.
// Optional: Score leaf(pos, ply): the score of a search's leaf, a finished game's (no_move_score)
// too, for an evaluation that lists both sides' moves anyway (Reversi's mobility) and so tells a
// finished game faster than the game's has_moves and then its own reading would.
template <typename E, typename G>
concept Evaluator = Game<G> && requires(const E& eval, const typename G::Position& pos) {
  { eval(pos) } -> std::same_as<Score>;
};

template <typename E, typename G>
concept LeafEvaluator = Evaluator<E, G> &&
    requires(const E& eval, const typename G::Position& pos) {
  { eval.leaf(pos, 1) } -> std::same_as<Score>;
};

// Multi-ProbCut's prediction at one node: deep ≈ slope · (score at shallow_depth) + intercept, the
// error of standard deviation sigma (in score units).
struct ProbCut {
  int shallow_depth = 0;
  double slope = 1, intercept = 0, sigma = 0;
};

// The optional members, with what a game that lacks them gets.
template <Game G>
struct GameDefaults {
  using Position = typename G::Position;

  static constexpr bool MAKE_UNMAKE = MakeUnmake<G>;

  // The game's choices among the search's methods (search_policy.h), the core's defaults where it
  // makes none.
  static constexpr SearchPolicy POLICY = [] {
    SearchPolicy policy;
    if constexpr (requires {
                    { G::POLICY } -> std::convertible_to<SearchPolicy>;
                  })
      policy = G::POLICY;
    policy.stand_pat_has_a_move = policy.stand_pat_has_a_move || policy.always_a_move;
    return policy;
  }();

  static u64 tt_key(const Position& pos) {
    if constexpr (requires {
                    { G::tt_key(pos) } -> std::same_as<u64>;
                  })
      return G::tt_key(pos);
    else
      return G::hash(pos);
  }

  static constexpr bool CAN_REPEAT = requires(const Position& p) {
    { G::repetition_window(p) } -> std::convertible_to<int>;
  };
  static int repetition_window(const Position& pos) {
    if constexpr (CAN_REPEAT)
      return G::repetition_window(pos);
    else
      return 0;
  }

  static bool has_moves(const Position& pos) {
    if constexpr (requires {
                    { G::has_moves(pos) } -> std::same_as<bool>;
                  }) {
      return G::has_moves(pos);
    } else {
      typename G::MoveList list;
      G::generate_moves(pos, list);
      return !list.empty();
    }
  }

  static constexpr bool HAS_REDUCTION = requires(const Position& p, const typename G::Move& m) {
    { G::late_move_reduction(p, m, 1, 1) } -> std::convertible_to<int>;
  };

  static constexpr bool HAS_KNOWN_SCORE = requires(const Position& p) {
    { G::known_score(p, 0) } -> std::same_as<Score>;
  };
  static constexpr bool HAS_TACTICAL = requires(const Position& p, typename G::MoveList& list) {
    { G::generate_tactical(p, list) } -> std::same_as<void>;
    { G::may_stand_pat(p) } -> std::same_as<bool>;
  };

  static constexpr bool HAS_CHECK = requires(const Position& p) {
    { G::in_check(p) } -> std::same_as<bool>;
  };
  static bool in_check(const Position& pos) {
    if constexpr (HAS_CHECK)
      return G::in_check(pos);
    else
      return false;
  }

  static constexpr bool HAS_GIVES_CHECK =
      HAS_CHECK && requires(const Position& p, const typename G::Move& m) {
    { G::gives_check(p, m) } -> std::same_as<bool>;
  };

  static constexpr bool HAS_QUIET = requires(const Position& p, const typename G::Move& m) {
    { G::is_quiet(p, m) } -> std::same_as<bool>;
  };
  static bool is_quiet(const Position& pos, const typename G::Move& m) {
    if constexpr (HAS_QUIET)
      return G::is_quiet(pos, m);
    else
      return true;
  }

  static constexpr bool HAS_NULL_MOVE = requires(const Position& p) {
    { G::play_null(p) } -> std::same_as<Position>;
    { G::null_move_allowed(p) } -> std::same_as<bool>;
  };

  static constexpr bool HAS_PROBCUT = requires(const Position& p, ProbCut& cut) {
    { G::probcut(p, 1, cut) } -> std::same_as<bool>;
  };
  static bool probcut(const Position& pos, int depth, ProbCut& cut) {
    if constexpr (HAS_PROBCUT)
      return G::probcut(pos, depth, cut);
    else
      return false;
  }

  static constexpr bool HAS_SEE = requires(const Position& p, const typename G::Move& m) {
    { G::loses_material(p, m) } -> std::same_as<bool>;
  };
};

}  // namespace ply
