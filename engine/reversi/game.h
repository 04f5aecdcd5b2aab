// Reversi as a ply::Game: what the shared search needs to know of it.
#pragma once

#include "reversi/board.h"
#include "reversi/game_rules.h"
#include "reversi/notation.h"
#include "reversi/probcut.h"
#include "reversi/probcut_table.h"

namespace ply::reversi {

struct Reversi : ReversiRules<Position, PASS, MAX_MOVES> {
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
        80,  -20, 10, 5,  5,  10, -20, 80,  -20, -40, -5, -5, -5, -5, -40, -20,
        10,  -5,  1,  1,  1,  1,  -5,  10,  5,   -5,  1,  0,  0,  1,  -5,  5,
        5,   -5,  1,  0,  0,  1,  -5,  5,   10,  -5,  1,  1,  1,  1,  -5,  10,
        -20, -40, -5, -5, -5, -5, -40, -20, 80,  -20, 10, 5,  5,  10, -20, 80};
    // The opponent's moves after this one, with no position built: play() less its copy of the
    // rules.
    const Bitboard flipped = flips(m, pos.player, pos.opponent);
    const Bitboard replies =
        legal_moves(pos.opponent ^ flipped, pos.player | flipped | bit(m)) & ~pos.blocked;
    return SQUARE_BONUS[m] - 16 * popcount(replies);
  }

  // Multi-ProbCut's model fitted for level 5's evaluation on the standard 8x8 game
  // (probcut_table.h); other variants have none.
  static bool probcut(const Position& pos, int depth, ProbCut& cut) {
    if (depth < PROBCUT_MIN_DEPTH || depth > PROBCUT_MAX_DEPTH || pos.size != 8 || pos.anti ||
        pos.blocked)
      return false;
    const ProbCutFit& fit = PROBCUT_TABLE[probcut_phase(pos.empty_count())][depth];
    cut = {probcut_shallow_depth(depth), fit.slope, fit.intercept, fit.sigma};
    return fit.sigma > 0;
  }
};

}  // namespace ply::reversi
