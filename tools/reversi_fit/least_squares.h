// One phase's weights by regularised least squares: the weights w minimising
//   sum over samples (score(w, features) - label)^2 + lambda * |w - prior|^2,
// solved by conjugate gradients on the normal equations (the features are sparse: 88 pattern
// entries and three scalar terms a position). The prior is the next phase's weights: where a
// phase's data is thin its weights stay near its neighbour's.
#pragma once

#include <vector>

#include "reversi/pattern_eval.h"

namespace ply::reversi::fit {

struct Row {
  Features features;
  double label;
};

struct FitResult {
  std::vector<double> weights;  // WEIGHTS_PER_PHASE
  double rms = 0;               // of the residuals, in discs
};

FitResult least_squares(const std::vector<Row>& rows, const std::vector<double>& prior,
                        double lambda, int iterations);

// The residuals' root mean square (in discs) of integer weights on other rows.
double rms_error(const std::vector<Row>& rows, const std::vector<double>& weights);

}  // namespace ply::reversi::fit
