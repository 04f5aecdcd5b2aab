// Level 5's learned evaluation: the men's formations in nine 4x4 windows of the board, each
// window's placement of men (empty, the side to move's, the opponent's: 3^8 states) weighed by a
// learned table, plus the kings, mobility and men about to crown counted for each side. Every
// weight has an opening and an ending value, mixed by the pieces on the board. tools/draughts_fit
// fits the weights (pattern_weights.h) to level 5's own games; tools/draughts_fit/fit-eval.sh runs
// it.
#pragma once

#include <array>

#include "core/types.h"
#include "draughts/board.h"

namespace ply::draughts {

// The counted terms, for the side to move ("own") and its opponent, seen walking up the board.
enum Term : int {
  TEMPO,
  OWN_MEN,
  THEIR_MEN,
  OWN_KINGS,
  THEIR_KINGS,
  OWN_KINGS_ON_LONG_DIAGONAL,
  THEIR_KINGS_ON_LONG_DIAGONAL,
  OWN_KINGS_ON_DOUBLE_CORNER,
  THEIR_KINGS_ON_DOUBLE_CORNER,
  OWN_KING_SQUARES,
  THEIR_KING_SQUARES,  // empty squares the kings reach
  OWN_MAN_STEPS,
  THEIR_MAN_STEPS,  // the men's free steps forward
  OWN_MEN_TO_CROWN,
  THEIR_MEN_TO_CROWN,  // on the seventh rank with a free square ahead
  OWN_MEN_NEAR_CROWN,
  THEIR_MEN_NEAR_CROWN,  // on the sixth with a free path to crown
  TERM_COUNT
};

// The windows: 4x4 squares with their lower-left corner on a1, c1, e1, a3 ... e5 (eight dark
// squares each).
constexpr int WINDOWS = 9, WINDOW_STATES = 6561;
constexpr int window_feature(int window, int state) {
  return TERM_COUNT + window * WINDOW_STATES + state;
}
constexpr int FEATURE_COUNT = TERM_COUNT + WINDOWS * WINDOW_STATES;

// The phase the weights are mixed by: opening weights count pieces / PHASE_PIECES, ending weights
// the rest.
constexpr int PHASE_PIECES = 24;
int phase_pieces(const Position& pos);

// Every feature of `pos` with its value (a term's count; 1 for a window's state), for its side to
// move.
struct FeatureValue {
  int feature, value;
};
using FeatureList = std::array<FeatureValue, TERM_COUNT + WINDOWS>;
FeatureList evaluation_features(const Position& pos);

// The weights' unit: 1/WEIGHTS_PER_UNIT of the evaluation's (a hundredth of a man).
constexpr int WEIGHTS_PER_UNIT = 16;

struct PatternEval {
  Score operator()(const Position& pos) const;
};

}  // namespace ply::draughts
