// Chess's fitting (`ply fit chess`, cli/fit.h): level 5's hand-written evaluation
// (engine/chess/eval_terms.h) fitted to its own games (`ply selfplay chess`, selfplay_rules.h) by
// its own Texel's method (tools/tune/texel.h: the logistic loss of each term's middlegame and
// endgame weight, from the weights as first written by hand), written as
// engine/chess/eval_weights.h. The file marks no games, so the last tenth of its positions is held
// out (other games than the rest, all but one).
//
//   --iterations <n>        Adam's full passes (default 2000; 0: the hand-written weights)
//   --result-weight <x>     the game's result's share of each target, the search's score the rest
//                           (default 0.5)
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "args.h"
#include "fit.h"
#include "tune/texel.h"

namespace ply::cli::chess_fit {

struct Rules {
  static constexpr std::array<std::string_view, 2> OPTIONS = {"iterations", "result-weight"};

  tune::FitOptions options;
  double result_weight = 0.5;

  Rules() = default;
  explicit Rules(const Args& args);

  std::optional<std::string> fit(const FitSettings& settings) const;
};

// `ply fit chess ...`.
int command(const Args& args);

}  // namespace ply::cli::chess_fit
