// Level 5's evaluation weights (engine/draughts/pattern_weights.h) fitted to its own games
// (`ply selfplay draughts`, cli/draughts/selfplay_rules.h) by Texel's method (tools/fit/texel.h):
// each feature of pattern_eval.h has an opening and an ending weight, the position's value mixing
// them by its pieces. The fit starts from the hand-set material (a man 100, a king 250 in the
// opening and 330 in the ending), its terms and windows at zero, every weight free.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "fit/samples.h"
#include "fit/texel.h"

namespace ply::draughts::fit {

// The fit's index of a feature's opening weight (its ending weight: + 1).
constexpr int opening_weight(int feature) { return 2 * feature; }

// A labelled line's position (a FEN) read into the fit's features: why it is refused (not a FEN, a
// capture to make, no move: no position the search evaluates), or empty.
std::string position_features(std::string_view fen, ply::fit::Sample& sample,
                              std::vector<ply::fit::Feature>& features);

struct FitOptions {
  std::vector<std::string> data;
  std::vector<std::string> held_out;  // none: every tenth game of `data`
  std::string out;                    // the header written; none: stdout
  // lambda: the best held out of 1e-4 to 3e-8 on 435,171 positions (docs/strength/draughts.md).
  ply::fit::TexelOptions texel{.lambda = 1e-7};
  std::string command;  // the command line, for the header's comment
};

int fit_weights(const FitOptions& options);

}  // namespace ply::draughts::fit
