// Reversi's fitting (`ply fit reversi`, cli/fit.h): level 5's pattern weights
// (engine/reversi/pattern_eval.h, the file engine/reversi/weights/pattern8.weights) fitted to its
// own games (tools/reversi_fit/record.h) by its own method: regularised least squares for each
// phase in turn, from the last back, each pulled towards the next phase's weights
// (tools/reversi_fit/least_squares.h). A position's label blends the search's score with the game's
// exact result (tools/reversi_fit/samples.h). Every tenth game is held out to measure each phase's
// fit, on stdout.
//
//   --max-games <n>         the first n games of the files, in order
//   --train-games <n>       fits on the first n of the games not held out, against the same
//   held-out
//                           games (how the error falls with the data)
//   --search-weight <x>     the search score's share of a searched position's label (default 0.5)
//   --lambda <x>            the pull towards the next phase's weights (default 20)
//   --iterations <n>        conjugate gradients' steps a phase (default 150)
//   --compare <weights>     the held-out error of that file's weights too
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "args.h"
#include "core/types.h"
#include "fit.h"

namespace ply::cli::reversi_fit {

struct Rules {
  static constexpr std::array<std::string_view, 6> OPTIONS = {
      "max-games", "train-games", "search-weight", "lambda", "iterations", "compare"};

  u64 max_games = ~0ull, train_games = ~0ull;
  double search_weight = 0.5, lambda = 20;
  int iterations = 150;
  std::string compare;

  Rules() = default;
  explicit Rules(const Args& args);

  std::optional<std::string> fit(const FitSettings& settings) const;
};

// `ply fit reversi ...`.
int command(const Args& args);

}  // namespace ply::cli::reversi_fit
