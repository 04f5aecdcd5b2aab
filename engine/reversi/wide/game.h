// Reversi on the wide boards (10x10, 12x12) as a ply::Game, its evaluations and its levels: the
// shared search (core/alpha_beta.h) and the five levels (core/levels.h) play it as they play 8x8.
#pragma once

#include <optional>
#include <span>

#include "core/game.h"
#include "core/levels.h"
#include "reversi/endgame/solve.h"
#include "reversi/engine.h"
#include "reversi/game_rules.h"
#include "reversi/ladder.h"
#include "reversi/wide/board.h"

namespace ply::reversi {

// Where the board's corners, X-squares (diagonally next to a corner) and edges are: they depend on
// the size, 10x10 sitting inside the 12x12 board's ring.
struct WideGeometry {
  WideBits corners, edges;
  int corner[4], x_square[4], c_square[4][2];
};
const WideGeometry& wide_geometry(int size);

struct WideReversi : ReversiRules<WidePosition, WIDE_PASS, WIDE_MAX_MOVES> {
  static u64 hash(const Position& pos) {
    u64 h = pos.anti ? 0x9e3779b97f4a7c15ULL : 0;
    for (int i = 0; i < 3; ++i) {
      h = (h ^ pos.player.w[i]) * 0xbf58476d1ce4e5b9ULL;
      h = (h ^ (h >> 31) ^ pos.opponent.w[i]) * 0x94d049bb133111ebULL;
      h = (h ^ (h >> 29) ^ pos.blocked.w[i]) * 0xc2b2ae3d27d4eb4fULL;
    }
    return h ^ (h >> 32);
  }
  // Fewest replies for the opponent first, corners first, X-squares last (as on 8x8).
  static int move_order(const Position& pos, Move m) {
    if (m == WIDE_PASS) return 0;
    const WideGeometry& g = wide_geometry(pos.size);
    int bonus = g.corners.has(m) ? 80 : 0;
    for (int x : g.x_square) bonus -= x == m ? 40 : 0;
    return bonus - 16 * popcount(legal_moves(play(pos, m)));
  }
};

struct WideDiscDifference {
  Score operator()(const WidePosition& pos) const {
    const Score diff = 100 * (popcount(pos.player) - popcount(pos.opponent));
    return pos.anti ? -diff : diff;
  }
};

// The player's discs on an edge that run unbroken from a corner of theirs: they can never turn
// over. A lower bound of the stable discs, which is all the wide evaluations count.
int wide_stable_edge_discs(const WidePosition& pos, const WideBits& player);

// Level 4: the original design's heuristic, as on 8x8 (eval.h's ClassicEval), stability from the
// edges.
struct WideClassicEval {
  Score operator()(const WidePosition& pos) const;
};

// Level 5: mobility, potential mobility, corners, the squares next to empty corners, edge stability
// and parity, weighted by the stage of the game (eval.h's StrongEval on the wide board).
struct WideStrongEval {
  Score operator()(const WidePosition& pos) const;
};

struct WideLevels {
  using Game = WideReversi;
  static constexpr std::span<const Rung> LADDER = reversi::LADDER;
  static constexpr double MISTAKE = reversi::MISTAKE;
  static const ScoreDisplay DISPLAY;
  static int greedy_gain(const WidePosition& pos, WideReversi::Move m) {
    const int turned = m == WIDE_PASS ? 0 : popcount(flips(m, pos.player, pos.opponent));
    return pos.anti ? -turned : turned;
  }
  using MinimaxEval = WideDiscDifference;
  static constexpr int MINIMAX_DEPTH = 3;
  using ClassicEval = WideClassicEval;
  static constexpr int CLASSIC_DEPTH = 4;  // capped by the time budget
  static ply::Decision<WideReversi::Move> strong(TranspositionTable& tt, const WidePosition& pos,
                                                 const Request& request,
                                                 const ply::ProgressFn<WideReversi::Move>& progress,
                                                 std::span<const u64> earlier);
  using AnalysisEval = WideStrongEval;
  static std::optional<double> exact_value(const WidePosition& pos, int depth,
                                           SearchControl& control);
};

using WideEngine = LevelEngine<WideLevels>;

// The exact final disc difference (wide_endgame.h's plain solver).
Solution solve(const WidePosition& pos, const SolveLimits& limits = {});

}  // namespace ply::reversi

extern template class ply::LevelEngine<ply::reversi::WideLevels>;
