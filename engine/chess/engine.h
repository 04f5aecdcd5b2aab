// The computer player at each level: chess's pieces for the levels every game shares
// (core/levels.h).
#pragma once

#include <span>

#include "chess/eval.h"
#include "chess/game.h"
#include "chess/ladder.h"
#include "core/levels.h"

namespace ply::chess {

using Thinking = ply::Thinking<Move>;  // scores in pawns; a mate is ±(MATE_SCORE - plies), exact
using Decision = ply::Decision<Move>;
using ProgressFn = ply::ProgressFn<Move>;

constexpr double MATE_SCORE = 100;

// The original design's "profit" of a move (level 2), in pawns: the value of what it captures, plus
// the moving piece's value when it leaves an attacked square for one the opponent does not attack
// after the move, minus it when it leaves an unattacked square for an attacked one. The king is
// worth 100.
int profit(const Position& pos, Move m);

struct Levels {
  using Game = Chess;
  static constexpr std::span<const Rung> LADDER = chess::LADDER;
  static constexpr double MISTAKE = chess::MISTAKE;
  static const ScoreDisplay DISPLAY;
  static int greedy_gain(const Position& pos, Move m) { return profit(pos, m); }
  // Level 3: minimax to depth 2 on material, then captures until the position is quiet.
  static Move shallow_move(const Position& pos, const Request& request, Rng& rng);
  using ClassicEval = chess::ClassicEval;
  static constexpr int CLASSIC_DEPTH = 4;  // and the capture search
  // The skill levels value every move on the hand-written evaluation.
  using SkillEval = StrongEval;
  static Decision strong(TranspositionTable& tt, const Position& pos, const Request& request,
                         const ProgressFn& progress, std::span<const u64> earlier);
};

using Engine = LevelEngine<Levels>;

}  // namespace ply::chess

// Compiled once, in engine.cpp.
extern template class ply::LevelEngine<ply::chess::Levels>;
