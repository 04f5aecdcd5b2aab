// Reversi as a ply::Game: what the shared search needs to know of it.
#pragma once

#include "board.h"
#include "core/game.h"
#include "notation.h"
#include "probcut.h"
#include "probcut_table.h"

namespace ply::reversi {

struct Reversi {
  using Position = reversi::Position;
  using Move = u8;                          // a square, or PASS
  using MoveList = ply::MoveList<Move, MAX_MOVES>;  // every square, not the 33 of real games
  static constexpr int HISTORY_KEYS = SQUARE_COUNT + 1;  // the squares and PASS
  // Fewest replies first (move_order) orders better than the last refutation at this ply.
  static constexpr bool USE_KILLERS = false;
  // Scores swing between odd and even depths (the side that moved last looks better), so a window
  // around the last iteration's score fails often: measured, 5-45% more nodes at depths 6-10.
  static constexpr Score ASPIRATION_DELTA = 0;

  static void generate_moves(const Position& pos, MoveList& list) {
    Bitboard moves = legal_moves(pos);
    if (!moves) {
      if (opponent_moves(pos)) list.push(PASS);
      return;
    }
    for (; moves; moves &= moves - 1) list.push(Move(first_square(moves)));
  }

  static Position play(const Position& pos, Move m) { return reversi::play(pos, m); }

  // No rule ends a game of Reversi while a move is left: it ends when neither side can move.
  static Score rule_outcome(const Position&, int) { return SCORE_NONE; }

  // Neither side can move (generate_moves lists a pass otherwise): the discs decide. A win is worth
  // 100 per disc of margin (empties to the winner) above SCORE_WIN.
  static Score no_move_score(const Position& pos, int ply) {
    const int margin = final_score(pos);
    return margin > 0 ? won_by(100 * margin, ply) : margin < 0 ? lost_by(-100 * margin, ply) : 0;
  }

  static u64 hash(const Position& pos) {
    u64 h = pos.player * 0x9e3779b97f4a7c15ULL;
    h ^= (pos.opponent + 0x632be59bd9b4e019ULL) * 0xc2b2ae3d27d4eb4fULL;
    h ^= h >> 31;
    // The same discs under other rules are another position (a session's table outlives its game).
    h ^= (pos.blocked * 0x94d049bb133111ebULL) ^ (u64(pos.anti) << 63);
    return h * 0xbf58476d1ce4e5b9ULL ^ (h >> 29);
  }

  // Fewest replies for the opponent first, corners before the rest, X-squares last.
  static int move_order(const Position& pos, Move m) {
    if (m == PASS) return 0;
    static constexpr int SQUARE_BONUS[64] = {
        80, -20, 10, 5, 5, 10, -20, 80,  -20, -40, -5, -5, -5, -5, -40, -20,
        10, -5,  1,  1, 1, 1,  -5,  10,  5,   -5,  1,  0,  0,  1,  -5,  5,
        5,  -5,  1,  0, 0, 1,  -5,  5,   10,  -5,  1,  1,  1,  1,  -5,  10,
        -20, -40, -5, -5, -5, -5, -40, -20, 80, -20, 10, 5, 5, 10, -20, 80};
    const Position next = play(pos, m);
    return SQUARE_BONUS[m] - 16 * popcount(legal_moves(next));
  }

  // Multi-ProbCut's model fitted for level 5's evaluation on the standard 8x8 game (probcut_table.h);
  // other variants have none.
  static bool probcut(const Position& pos, int depth, ProbCut& cut) {
    if (depth < PROBCUT_MIN_DEPTH || depth > PROBCUT_MAX_DEPTH || pos.size != 8 || pos.anti || pos.blocked)
      return false;
    const ProbCutFit& fit = PROBCUT_TABLE[probcut_phase(pos.empty_count())][depth];
    cut = {probcut_shallow_depth(depth), fit.slope, fit.intercept, fit.sigma};
    return fit.sigma > 0;
  }

  static MoveCode move_code(Move m) { return m; }
  static_assert(PASS < NO_MOVE_CODE && PASS < HISTORY_KEYS, "a square or PASS is its own code and key");
  static int history_key(Move m) { return m; }
};

}  // namespace ply::reversi
