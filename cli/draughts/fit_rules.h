// Russian draughts' fitting (`ply fit draughts`, cli/fit.h): level 5's evaluation weights
// (engine/draughts/pattern_weights.h) fitted to its own games (`ply selfplay draughts`,
// selfplay_rules.h) by Texel's method (cli/fit_texel.h): each feature of pattern_eval.h has an
// opening and an ending weight, the position's value mixing them by its pieces. The fit starts from
// the hand-set material (a man 100, a king 250 in the opening and 330 in the ending), its terms and
// windows at zero, every weight free. The file is pattern_weights.h, its comment naming the command
// and the data.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "args.h"
#include "fit.h"
#include "fit_texel.h"

namespace ply::cli::draughts_fit {

// The fit's index of a feature's opening weight (its ending weight: + 1).
constexpr int opening_weight(int feature) { return 2 * feature; }

struct Rules : TexelRules<Rules> {
  static constexpr auto OPTIONS = TEXEL_OPTIONS;
  // The piece counts the held-out error is reported by.
  static constexpr int PHASE_BOUNDS[] = {8, 12, 16, 20, 1000};
  static constexpr const char* PHASE_NAME = "pieces";

  // lambda: the best held out of 1e-4 to 3e-8 on 435,171 positions (docs/strength/draughts.md).
  static constexpr fit::TexelOptions TEXEL{.lambda = 1e-7};

  using TexelRules::TexelRules;

  // A labelled line's position (a FEN) read into the fit's features: why it is refused (not a FEN,
  // a capture to make, no move: no position the search evaluates), or empty.
  static std::string position_features(std::string_view fen, fit::Sample& sample,
                                       std::vector<fit::Feature>& features);
  void start(std::vector<double>& weights, std::vector<bool>& free) const;
  std::string weights_text(const FitSettings& settings, const fit::Samples& data,
                           const fit::TexelFit& fit) const;
};

// `ply fit draughts ...`.
int command(const Args& args);

}  // namespace ply::cli::draughts_fit
