// The computer player at each level, from a random move to the strong engine: Reversi's pieces for
// the levels every game shares (core/levels.h).
#pragma once

#include <optional>
#include <span>
#include <vector>

#include "core/levels.h"
#include "reversi/game.h"
#include "reversi/ladder.h"
#include "reversi/level5_eval.h"

namespace ply::reversi {

using Thinking = ply::Thinking<Reversi::Move>;  // scores in discs
using Decision = ply::Decision<Reversi::Move>;
using ProgressFn = ply::ProgressFn<Reversi::Move>;

struct Levels {
  using Game = Reversi;
  static constexpr std::span<const Rung> LADDER = reversi::LADDER;
  static constexpr double MISTAKE = reversi::MISTAKE;
  static const ScoreDisplay DISPLAY;  // discs; a won game shows its least margin
  // Level 2: the most discs turned over (the fewest in anti-reversi).
  static int greedy_gain(const Position& pos, Reversi::Move m) {
    const int turned = m == PASS ? 0 : popcount(flips(m, pos.player, pos.opponent));
    return pos.anti ? -turned : turned;
  }
  using MinimaxEval = DiscDifference;
  static constexpr int MINIMAX_DEPTH = 3;
  using ClassicEval = reversi::ClassicEval;
  static constexpr int CLASSIC_DEPTH = 6;  // capped by the time budget
  // Level 5: an exact solve when few empties are left, else the midgame search, then a solve with
  // the time left when one may succeed.
  static Decision strong(TranspositionTable& tt, const Position& pos, const Request& request,
                         const ProgressFn& progress, std::span<const u64> earlier);
  // Hints: every move's value in discs by level 5's evaluation, and exact once the solver reaches
  // the end (core/levels.h: EveryMoveAnalysis, ExactAnalysis).
  using AnalysisEval = Level5Eval;
  static std::optional<double> exact_value(const Position& pos, int depth, SearchControl& control);
  // The opening book's moves in `pos` (the standard game's; the option `book`), best first, in
  // discs (core/levels.h: OpeningBook, which level 5 and the hints play from).
  static BookMoves<Reversi::Move> book(const Position& pos, const OptionBag& options);
  // Level 5's evaluation made once per process (decoding the learned weights), not in a move's
  // budget.
  static void prepare() { (void)Level5Eval{}; }
};

using Engine = LevelEngine<Levels>;

}  // namespace ply::reversi

// Compiled once, in engine.cpp.
extern template class ply::LevelEngine<ply::reversi::Levels>;
