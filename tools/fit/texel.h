// Texel's method over sparse features (samples.h): the weights w minimising the mean of
// (sigmoid(w.features / S) - target)^2, where
//   target = (1 - result_weight) sigmoid(score / S) + result_weight result,
// the search's own score blended with the game's result, S the scale at which the search's scores
// best predict the results (estimated from the data unless given), plus lambda |w - w0|^2 pulling
// each weight to where it starts, so that rarely seen features stay near their start. Full-batch
// Adam on features scaled to unit spread. Every tenth game is held out to measure the fit, before
// and after, by phase.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "samples.h"

namespace ply::fit {

struct TexelOptions {
  double lambda = 1e-5;
  int iterations = 1000;
  double scale = 0;  // 0: estimated from the data
  double result_weight = 0.5;
  double rate = 0.01;  // Adam's step, in logits a typical position's feature moves
};

struct TexelFit {
  std::vector<double> weights;
  double scale;
  std::size_t trained, held_out;
};

// The weights from `start` (`free`: which may move), or nothing (why on stderr) if too few games to
// hold out every tenth. Prints the held-out error before (`start`) and after by the samples' phase,
// in the bands ending below each of `phase_bounds`, the column headed `phase_name`. With `held_out`
// every sample of `data` is fitted and those of `held_out` measure it (fits on different data
// compared on the same positions).
std::optional<TexelFit> texel_fit(const Samples& data, const std::vector<double>& start,
                                  const std::vector<bool>& free, const TexelOptions& options,
                                  std::span<const int> phase_bounds, const char* phase_name,
                                  const Samples* held_out = nullptr);

}  // namespace ply::fit
