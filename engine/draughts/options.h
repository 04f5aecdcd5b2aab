// Russian draughts' options (core/options.h): knobs for matches, not offered on the page.
#pragma once

#include "core/options.h"

namespace ply::draughts {

// Level 5 plays the opening book's best move where the book holds the position (1), or searches
// (0). `ply match` turns it off unless asked, so that a match measures the search.
constexpr OptionSpec BOOK = {"book", OptionType::WHOLE, 0, 1, 1, 1, false};
// Level 5 searches with the learned evaluation (1: pattern_eval.h) or the hand-written one it
// replaced (0: eval.h's StrongEval): for matches between the two, and for self-play data from
// either.
constexpr OptionSpec EVAL = {"eval", OptionType::WHOLE, 0, 1, 1, 1, false};
constexpr OptionSpec OPTIONS[] = {BOOK, EVAL};

}  // namespace ply::draughts
