// The evaluation's weights (eval_weights.h) fitted to labelled positions (samples.h) by Texel's
// method: the weights w minimising the mean of (sigmoid(w.features / S) - target)^2, where
//   target = (1 - result_weight) sigmoid(score / S) + result_weight result,
// the search's own score blended with the game's result, S the scale at which the search's scores
// best predict the results (estimated from the data unless given), plus lambda |w - w0|^2 pulling
// each weight to where it starts (w0: the compiled weights, each combination's at the sum of its
// lines' weights), so that rare combinations stay near their lines' value. Full-batch Adam on
// features scaled to unit spread. Every tenth game is held out to measure the fit, before and
// after, by phase.
#pragma once

#include <string>
#include <vector>

#include "fit/texel.h"

namespace ply::gomoku::fit {

enum class Model {
  COMBOS,  // the combinations learned, the line terms folded into them (0)
  LINES,   // the 27 terms alone, as level 5 had them; the combinations 0
};

struct FitOptions {
  std::vector<std::string> data;
  std::string out;  // the header written; none: stdout
  Model model = Model::COMBOS;
  // lambda 1e-5: the best held out of 1e-3, 1e-4, 1e-5 on 15,000 positions.
  ply::fit::TexelOptions texel{.lambda = 1e-5};
  std::string command;  // the command line, for the header's comment
};

int fit_weights(const FitOptions& options);

}  // namespace ply::gomoku::fit
