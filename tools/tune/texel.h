// Texel's method: the evaluation's weights (chess/eval_terms.h) fitted to game results by
// minimising the logistic loss of sigmoid(K * eval) against each position's result, by full-batch
// gradient descent (Adam). The evaluation is linear in its weights, so each position is read once
// into its term counts and every step after that is a pass over plain numbers.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "chess/eval_terms.h"

namespace ply::tune {

struct TermCount {
  u16 index;
  std::int16_t count;  // White's minus Black's
};

// No search score: a position labelled by its game's result alone.
constexpr int NO_SCORE = 1 << 20;

struct Sample {
  float result;     // White's: 1, 0.5 or 0
  int score;        // White's search score in centipawns, or NO_SCORE
  float target;     // what the fit aims at (set_targets): the result, or a blend with the score
  int phase;        // game_phase, 0..FULL_PHASE
  u32 first, size;  // its term counts in Samples::counts
};

struct Samples {
  std::vector<Sample> samples;
  std::vector<TermCount> counts;

  void add(const chess::Position& pos, float result, int score = NO_SCORE);
  // Adds a line "<White's result> [<White's score>] <FEN>" (`ply selfplay chess`,
  // cli/chess/selfplay_rules.h), passing over a comment ("# ..."): why it is no such line, or
  // empty.
  std::string add_line(std::string_view line);
};

// Each target: result_weight * result + (1 - result_weight) * sigmoid(k * score), or the result
// where there is no score. A game's result is one noisy bit for a hundred positions; the search's
// score at each of them is a second, steadier opinion (the engine's own, a few plies deep).
void set_targets(Samples& data, double k, double result_weight);

struct Weights {
  double mg[chess::term::COUNT] = {}, eg[chess::term::COUNT] = {};
};

// The starting point, and the prior the fit is pulled back to: the evaluation as written by hand.
Weights initial_weights();

// The evaluation in centipawns for White (as eval.cpp computes it, without the rounding).
double evaluate(const Weights& w, const Samples& data, const Sample& s);

// The mean logistic loss (cross-entropy) of sigmoid(k * eval) against the targets.
double loss(const Weights& w, const Samples& data, double k);

// The k that fits the results best for these weights (golden-section search).
double fit_scale(const Weights& w, const Samples& data);

struct FitOptions {
  int epochs = 2000;
  double learning_rate = 1.0;  // centipawns a step, at the start
  // An L2 penalty of this much over the number of positions on every weight but material's, towards
  // its starting value: a term seen in a few hundred positions stays about halfway there, so the
  // rare cells of a table do not learn the noise of the few games they were seen in.
  double regularisation = 1.5e-3;
};

// Adam over the whole data set from `w` (also what the penalty pulls towards), for the given
// epochs; `report` every hundred epochs (may be empty).
void fit(Weights& w, const Samples& data, double k, const FitOptions& options,
         void (*report)(int epoch, double loss) = nullptr);

// engine/chess/eval_weights.h for these weights; `note` goes into its header comment.
std::string weights_header(const Weights& w, const std::string& note);

}  // namespace ply::tune
