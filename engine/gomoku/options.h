// Gomoku's options (core/options.h) and the settings its levels read from them once per search.
#pragma once

#include <algorithm>
#include <cmath>

#include "core/options.h"

namespace ply::gomoku {

// How much the original design's bot (levels 2 and 3) weighs the opponent's chances against its own
// (A of G = M + A·N, original.h): larger defends more.
constexpr OptionSpec AGGRESSIVENESS = {
    "aggressiveness", OptionType::NUMBER, 0.5, 1.0, 0.8, 0.05, true};
constexpr OptionSpec OPTIONS[] = {AGGRESSIVENESS};

struct Settings {
  explicit Settings(const OptionBag& options)
      : aggressiveness_percent(int(std::lround(
            100 * std::clamp(options.get(AGGRESSIVENESS.name, AGGRESSIVENESS.default_value),
                             AGGRESSIVENESS.min, AGGRESSIVENESS.max)))) {}
  int aggressiveness_percent;  // the aggressiveness as a whole percentage
};

}  // namespace ply::gomoku
