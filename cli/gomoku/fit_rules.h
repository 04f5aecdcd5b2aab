// Gomoku's fitting (`ply fit gomoku`, cli/fit.h): level 5's evaluation weights
// (engine/gomoku/eval_weights.h) fitted to its own games (`ply selfplay gomoku`, selfplay_rules.h)
// by Texel's method (cli/fit_texel.h). The fit starts from the compiled weights, each pattern
// combination's at the sum of its lines' weights, so that rare combinations stay near their lines'
// value (--model combos), or fits the 27 line terms alone (--model lines). Every position the
// self-play labels is quiet (quiet.h): one over, or with a five to make, is refused.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "args.h"
#include "fit.h"
#include "fit_texel.h"

namespace ply::cli::gomoku_fit {

// A feature's place in the fit: the terms (eval.h), then the combinations of the side to move, then
// its opponent's.
constexpr int COMBO_FEATURES = 27;  // TERM_COUNT, checked in fit_rules.cpp
constexpr int feature_of_combo(int table, int combo) {
  return COMBO_FEATURES + table * 330 + combo;
}
constexpr int FEATURE_COUNT = COMBO_FEATURES + 2 * 330;

enum class Model {
  COMBOS,  // the combinations learned, the line terms folded into them (0)
  LINES,   // the 27 terms alone, as level 5 had them; the combinations 0
};

struct Rules : TexelRules<Rules> {
  static constexpr auto OPTIONS = texel_options_and(std::array<std::string_view, 1>{"model"});
  // The stone counts the error is reported by.
  static constexpr int PHASE_BOUNDS[] = {10, 20, 30, 50, 1000};
  static constexpr const char* PHASE_NAME = "stones";
  // lambda 1e-5: the best held out of 1e-3, 1e-4, 1e-5 on 15,000 positions.
  static constexpr fit::TexelOptions TEXEL{.lambda = 1e-5};

  Model model = Model::COMBOS;

  explicit Rules(const Args& args);

  // A labelled line's position ("15 freestyle: h8 i9") read into the fit's features: why it is
  // refused (no position, not quiet), or empty.
  static std::string position_features(std::string_view text, fit::Sample& sample,
                                       std::vector<fit::Feature>& features);
  void start(std::vector<double>& weights, std::vector<bool>& free) const;
  std::string weights_text(const FitSettings& settings, const fit::Samples& data,
                           const fit::TexelFit& fit) const;
};

// `ply fit gomoku ...`.
int command(const Args& args);

}  // namespace ply::cli::gomoku_fit
