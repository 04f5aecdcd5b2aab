// Chess evaluations, in centipawns for the side to move: material alone (level 3), material and piece
// placement (level 4), and the strong evaluation of level 5 (tapered between middlegame and endgame:
// material, placement, mobility, king safety, pawn structure and passed pawns).
#pragma once

#include "game.h"

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

}  // namespace ply::chess
