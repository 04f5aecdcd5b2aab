// Reversi's options (core/options.h): knobs measured in matches, not offered on the page.
#pragma once

#include "core/options.h"

namespace ply::reversi {

// Level 5's Multi-ProbCut t: how many deviations of the model's error a prediction must stand
// outside the window to cut (0: no cut). Unset, each board plays its plan's (engine.cpp: 1.5 on
// 8x8, none on the wide boards); the default below is 8x8's.
constexpr OptionSpec PROBCUT = {"probcut", OptionType::NUMBER, 0, 5, 1.5, 0.1, false};
// Level 5 plays the opening book's best move where the book holds the position (1), or searches
// (0). `ply match` turns it off unless asked, so that a match measures the search.
constexpr OptionSpec BOOK = {"book", OptionType::WHOLE, 0, 1, 1, 1, false};
constexpr OptionSpec OPTIONS[] = {PROBCUT, BOOK};

}  // namespace ply::reversi
