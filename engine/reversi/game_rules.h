// What Reversi's rules give the shared search, on any board: the 8x8 bitboard (game.h) and the wide
// boards (wide_game.h) differ only in their position type and their pass move, so both games derive
// their moves, play and end-of-game scores from this one template.
#pragma once

#include "core/game.h"
#include "reversi/bitboard.h"

namespace ply::reversi {

namespace rules_detail {
// Called unqualified so that the board's own play() is found for its position type (8x8 or wide),
// whichever header declared it; inside ReversiRules the name would find the member itself.
template <class Pos, class M>
Pos play_on(const Pos& pos, M m) {
  return play(pos, m);
}
}  // namespace rules_detail

template <class Pos, int Pass, int MaxMoves>
struct ReversiRules {
  using Position = Pos;
  using Move = u8;  // a square, or Pass
  using MoveList = ply::MoveList<Move, MaxMoves>;
  static constexpr int HISTORY_KEYS = Pass + 1;  // the squares and the pass
  static constexpr SearchPolicy POLICY = {
      // Fewest replies first (move_order) orders better than the last refutation at this ply.
      .killers = false,
      // Scores swing between odd and even depths (the side that moved last looks better), so a
      // window
      // around the last iteration's score fails often: measured, 5-45% more nodes at depths 6-10.
      .aspiration_delta = 0,
      // For the same reason a table entry stored one ply deeper is biased, and Lazy SMP's helpers
      // store depths
      // the main search is not at: on several threads, every thread searches even depths only. Two
      // threads
      // against one at 100 ms a move: +139 =37 -124 (300 games, +17 Elo), against -38 with helpers
      // at both
      // parities and their odd-deeper entries refused (2026-11-28, docs/performance.md).
      .even_depths_on_threads = true,
  };

  static void generate_moves(const Position& pos, MoveList& list) {
    auto moves = legal_moves(pos);
    if (!moves) {
      if (opponent_moves(pos)) list.push(Move(Pass));
      return;
    }
    for (; moves; moves = without_first(moves)) list.push(Move(first_square(moves)));
  }

  static bool has_moves(const Position& pos) { return !is_over(pos); }

  static Position play(const Position& pos, Move m) { return rules_detail::play_on(pos, m); }

  // No rule ends a game of Reversi while a move is left: it ends when neither side can move.
  static Score rule_outcome(const Position&, int) { return SCORE_NONE; }

  // Neither side can move (generate_moves lists a pass otherwise): the discs decide. A win is worth
  // 100 per disc of margin (empties to the winner) above SCORE_WIN.
  static Score no_move_score(const Position& pos, int ply) {
    const int margin = final_score(pos);
    return margin > 0 ? won_by(100 * margin, ply) : margin < 0 ? lost_by(-100 * margin, ply) : 0;
  }

  static MoveCode move_code(Move m) { return m; }
  static_assert(Pass < NO_MOVE_CODE && Pass < HISTORY_KEYS,
                "a square or the pass is its own code and key");
  static int history_key(Move m) { return m; }
};

}  // namespace ply::reversi
