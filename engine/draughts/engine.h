// The computer player at each level, from a random move to the strong engine: Russian draughts'
// pieces for the levels every game shares (core/levels.h).
#pragma once

#include <optional>
#include <span>

#include "core/levels.h"
#include "draughts/eval.h"
#include "draughts/game.h"
#include "draughts/ladder.h"
#include "draughts/pattern_eval.h"

namespace ply::draughts {

using Thinking = ply::Thinking<Move>;  // scores in men; a proven result is ±WIN_SCORE
using Decision = ply::Decision<Move>;
using ProgressFn = ply::ProgressFn<Move>;

// The score a proven win reports (a loss: minus it).
constexpr double WIN_SCORE = 100;

// Level 5's search is selective: a move that neither captures nor crowns is quiet, and late quiet
// moves are searched shallower first (the core's late-move reductions and internal iterative
// reduction). Futility (a margin of 60 a ply) was no better at fixed nodes and halved the nodes a
// second: not used.
struct SelectiveDraughts : Draughts {
  static bool is_quiet(const Position&, const Move& m) { return !m.is_capture() && !m.promotes; }
};

struct Levels {
  using Game = Draughts;
  static constexpr std::span<const Rung> LADDER = draughts::LADDER;
  static constexpr double MISTAKE = draughts::MISTAKE;
  static const ScoreDisplay DISPLAY;  // men; a proven result is ±WIN_SCORE
  // Level 2: the most material won.
  static int greedy_gain(const Position& pos, const Move& m) { return material_gain(pos, m); }
  using MinimaxEval = MaterialEval;
  static constexpr int MINIMAX_DEPTH = 3;
  using ClassicEval = draughts::ClassicEval;
  static constexpr int CLASSIC_DEPTH = 6;  // capped by the time budget
  // Level 5 out of its book: the shared search with the learned evaluation (the option `eval`) and
  // capture quiescence.
  static Decision strong(TranspositionTable& tt, const Position& pos, const Request& request,
                         const ProgressFn& progress, std::span<const u64> earlier);
  // Hints: every move's value (core/analysis.h) by level 5's search, proven where the endgame
  // databases hold its position.
  using AnalysisGame = SelectiveDraughts;
  using AnalysisEval = PatternEval;
  static std::optional<double> exact_value(const Position& pos, int depth, SearchControl& control);
  // The opening book's moves in `pos` (the option `book`), best first, in men (core/levels.h:
  // OpeningBook, which level 5 and the hints play from).
  static BookMoves<Move> book(const Position& pos, const OptionBag& options);
};

using Engine = LevelEngine<Levels>;

}  // namespace ply::draughts

// Compiled once, in engine.cpp.
extern template class ply::LevelEngine<ply::draughts::Levels>;
