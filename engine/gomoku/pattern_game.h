// Gomoku as the shared search plays it (core/alpha_beta.h): make/unmake on the pattern board, the
// moves that the threats on the board leave worth searching, ordered by what they make and stop.
// The strong level counts a four as a check: it costs no depth, and below the root the search looks
// at the POLICY.move_limit best moves and every four; its quiet moves (no three or four made or
// stopped) are reduced and, near the leaves, pruned by the core's rules. The evaluations are in
// search_eval.h.
#pragma once

#include "core/game.h"
#include "gomoku/pattern_board.h"

namespace ply::gomoku {

// The search never passes: Black moves on an even count of stones.
inline Stone side_to_move(const PatternBoard& b) { return b.count() % 2 == 0 ? BLACK : WHITE; }

// The moves worth searching: a five, else the block of the opponent's four, else against an open
// three the defences (the opponent's four-points, which include the open four's) and one's own
// fours, else every candidate.
void generate_search_moves(const PatternBoard& b, ply::MoveList<Cell, MAX_CELLS>& list);
// Over at once: a five made (lost), a full board (drawn); below the root, a five to make (won), two
// of the opponent's to stop (lost), an open four the opponent cannot meet with a five (won in
// three).
Score board_outcome(const PatternBoard& b, int ply);
// How promising a move is for `side`: its own lines made and the opponent's lines cut.
int move_value(const PatternBoard& b, Cell c, Stone side);
// The side to move must stop a five.
bool facing_four(const PatternBoard& b);

template <bool STRONG>
struct PatternGame {
  using Position = PatternBoard;
  using Move = Cell;
  using MoveList = ply::MoveList<Cell, MAX_CELLS>;
  static constexpr int HISTORY_KEYS = MAX_CELLS;
  static constexpr SearchPolicy POLICY = {
      // The threat values order better than killers and history would.
      .killers = false,
      .history = false,
      .always_a_move = true,  // board_outcome ends a full board
      .keep_root_order = true,
      // The best moves are nearly always among the few that make or stop the most. Level 5, at
      // 50,000 nodes
      // a move against the same search with 12 (15x15, 100 games each): 8 won +57 =4 -39 against
      // 12, 6 +54
      // =4 -42 against 8, 4 lost +41 =1 -58 against 6 (docs/strength/gomoku.md).
      .move_limit = STRONG ? 6 : 0,
      // An open three a ply: see is_quiet.
      .futility_margin = STRONG ? 40 : 0,
  };

  static void do_move(PatternBoard& b, Cell c) { b.play(c, side_to_move(b)); }
  static void undo_move(PatternBoard& b, Cell) { b.undo(); }
  static void generate_moves(const PatternBoard& b, MoveList& list) {
    generate_search_moves(b, list);
  }
  static Score rule_outcome(const PatternBoard& b, int ply) { return board_outcome(b, ply); }
  static Score no_move_score(const PatternBoard& b, int ply) {
    return b.five() ? lost_by(0, ply) : 0;
  }
  static u64 hash(const PatternBoard& b) { return b.key(side_to_move(b)); }
  static int move_order(const PatternBoard& b, Cell c) { return move_value(b, c, side_to_move(b)); }
  static MoveCode move_code(Cell c) { return c; }
  static int history_key(Cell c) { return c; }

  // Quiescence: the block of a four, and the evaluation anywhere else.
  static bool may_stand_pat(const PatternBoard& b) { return !facing_four(b); }
  static void generate_tactical(const PatternBoard& b, MoveList& list) {
    if (facing_four(b)) generate_search_moves(b, list);
  }
  // Level 4: a late move that is no four (nor answers one) is first searched a ply shallower. Level
  // 5 reduces its quiet moves by the core's rule (is_quiet), more the later they come.
  static int late_move_reduction(const PatternBoard& b, Cell c, int depth,
                                 int move_number) requires(!STRONG) {
    return move_number >= 4 && depth >= 3 && !b.threat(c, side_to_move(b)).four() ? 1 : 0;
  }

  // A move that makes no three or four and stops none of the opponent's: reduced late (the core's
  // late-move reductions), skipped near the leaves where the evaluation stands
  // POLICY.futility_margin (an open three) a ply below alpha, or late among many (late-move
  // pruning). Counting threes as quiet too lost badly (+25 =0 -59 at fixed nodes).
  static bool is_quiet(const PatternBoard& b, Cell c) requires STRONG {
    const Stone side = side_to_move(b);
    return !b.threat(c, side).three() && !b.threat(c, opponent(side)).three();
  }

  // The strong level's fours are checks: the block is forced, so the pair costs no depth.
  static bool in_check(const PatternBoard& b) requires STRONG { return facing_four(b); }
  static bool gives_check(const PatternBoard& b, Cell c) requires STRONG {
    return b.threat(c, side_to_move(b)).four();
  }
};

using ClassicGame = PatternGame<false>;  // level 4
using StrongGame = PatternGame<true>;    // level 5

}  // namespace ply::gomoku
