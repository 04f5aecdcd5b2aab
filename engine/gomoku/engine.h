// The computer player at each level: gomoku's pieces for the levels every game shares
// (core/levels.h).
#pragma once

#include <span>

#include "core/levels.h"
#include "gomoku/game.h"
#include "gomoku/ladder.h"
#include "gomoku/options.h"

namespace ply::gomoku {

using Thinking = ply::Thinking<Cell>;  // scores in stones; a proven result is ±(WIN_SCORE - plies)
using Decision = ply::Decision<Cell>;
using ProgressFn = ply::ProgressFn<Cell>;

// The score a win on the board reports, less the plies to it (a loss: minus that).
constexpr double WIN_SCORE = 100;

struct Levels {
  using Game = Gomoku;
  static constexpr std::span<const Rung> LADDER = gomoku::LADDER;
  static constexpr double MISTAKE = gomoku::MISTAKE;
  static const ScoreDisplay DISPLAY;
  // Level 2: the original design's bot, G = M + A·N.
  using Settings = gomoku::Settings;
  static int greedy_gain(const Position& pos, Cell c, const Settings& settings) {
    return original_score(pos, c, settings.aggressiveness_percent);
  }
  // Level 3: the original bot looking one reply ahead.
  static Cell shallow_move(const Position& pos, const Request& request, Rng& rng);
  // Level 4: alpha-beta to CLASSIC_DEPTH on the pattern evaluation (capped by the time budget).
  static constexpr int CLASSIC_DEPTH = 4;
  static Decision classic(TranspositionTable& tt, const Position& pos, const Request& request,
                          const ProgressFn& progress, std::span<const u64> earlier);
  // The skill levels: every move the classic search would look at, valued on the pattern
  // evaluation (its board is make/unmake: not the shared analysis's copies).
  static Analysis<Cell> skill_analysis(const Position& pos, const Limits& limits,
                                       std::span<const u64> earlier);
  // Level 5: the threat search (VCF, then VCT), then the principal-variation search behind it.
  static Decision strong(TranspositionTable& tt, const Position& pos, const Request& request,
                         const ProgressFn& progress, std::span<const u64> earlier);
};

using Engine = LevelEngine<Levels>;

}  // namespace ply::gomoku

// Compiled once, in engine.cpp.
extern template class ply::LevelEngine<ply::gomoku::Levels>;
