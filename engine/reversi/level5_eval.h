// Level 5's evaluation (and the hints'): the learned patterns (pattern_eval.h) on the standard 8x8
// board, the hand-written StrongEval in the variants (6x6, anti-reversi, the black hole), where no
// weights were fitted.
#pragma once

#include "reversi/eval.h"
#include "reversi/pattern_weights.h"

namespace ply::reversi {

// Off: level 5 plays the hand-written evaluation everywhere (the learned one is kept, and fitted, for
// a later comparison).
constexpr bool LEARNED_EVAL_ON = true;

struct Level5Eval {
  const PackedPatterns* patterns = LEARNED_EVAL_ON ? learned_weights() : nullptr;
  Score operator()(const Position& pos) const {
    if (patterns && !pos.anti && !pos.blocked) return packed_score(*patterns, pos);
    return StrongEval{}(pos);
  }
};

}  // namespace ply::reversi
