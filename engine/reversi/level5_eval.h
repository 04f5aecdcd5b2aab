// Level 5's evaluation (and the hints'): the learned patterns (pattern_eval.h) on the standard 8x8
// board, the hand-written StrongEval in the variants (6x6, anti-reversi, the black hole), where no
// weights were fitted.
#pragma once

#include "reversi/eval.h"
#include "reversi/game.h"
#include "reversi/pattern_weights.h"

namespace ply::reversi {

// Off: level 5 plays the hand-written evaluation everywhere (the learned one is kept, and fitted,
// for a later comparison).
constexpr bool LEARNED_EVAL_ON = true;

struct Level5Eval {
  const PackedPatterns* patterns = LEARNED_EVAL_ON ? learned_weights() : nullptr;
  Score operator()(const Position& pos) const {
    if (patterns && !pos.anti && !pos.blocked) return packed_score(*patterns, pos);
    return StrongEval{}(pos);
  }
  // A leaf of the search (core/game.h: LeafEvaluator): the moves that tell whether the game goes on
  // are the mobility term's.
  Score leaf(const Position& pos, int ply) const {
    if (!patterns || pos.anti || pos.blocked)
      return is_over(pos) ? Reversi::no_move_score(pos, ply) : StrongEval{}(pos);
    const Bitboard moves = legal_moves(pos), replies = opponent_moves(pos);
    if (!moves && !replies) return Reversi::no_move_score(pos, ply);
    return packed_score(*patterns, pos, moves, replies);
  }
};

}  // namespace ply::reversi
