// Chess evaluations, in centipawns for the side to move: material alone (level 3), material and
// piece placement (level 4), and the strong evaluation of level 5: the terms of eval_terms.h
// (material, piece-square tables, mobility, pawn structure, passed pawns, threats, king safety,
// tempo) weighted by eval_weights.h, which Texel's method fitted to the engine's games, tapered
// between middlegame and endgame.
#pragma once

#include "chess/eval_terms.h"
#include "chess/game.h"

namespace ply::chess {

struct MaterialEval {
  Score operator()(const Position& pos) const;
};

struct ClassicEval {
  Score operator()(const Position& pos) const;
};

struct StrongEval {
  Score operator()(const Position& pos) const;
};

// Level 4's placement of a piece of `c` on s, a formula of rank and centrality written by hand
// (also where the tuner of level 5's tables starts from).
TermWeight classic_placement(PieceType type, Color c, Square s);

}  // namespace ply::chess
