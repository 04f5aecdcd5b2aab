// The evaluations the levels' searches use (pattern_game.h), for the side to move of a board whose
// game goes on: level 4 weighs its lines against the opponent's; level 5 weighs more terms
// (eval.h), knows a board where no five fits is a draw, plays for a win (contempt) and looks for a
// quick win by fours at the leaves.
#pragma once

#include "core/types.h"
#include "gomoku/pattern_board.h"
#include "gomoku/threats.h"

namespace ply::gomoku {

struct ClassicEval {
  Score operator()(const PatternBoard& b) const;
};

struct StrongEval {
  Stone root_side = BLACK;  // the side the search plays for
  int root_count = 0;       // stones on the root's board: a leaf's ply is its count less this
  // The leaf's VCF probe, on the search's board and control (AlphaBeta::evaluation); none: no
  // probe.
  ThreatSearch* leaf_threats = nullptr;

  Score operator()(const PatternBoard& b) const;
  // A draw is below zero for the side the search plays for, above zero for the other.
  Score draw_score(Stone side) const;
};

}  // namespace ply::gomoku
