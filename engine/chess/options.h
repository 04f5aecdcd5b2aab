// Chess's options (core/options.h): knobs measured in matches, not offered on the page.
#pragma once

#include "core/options.h"

namespace ply::chess {

// Level 5 evaluates with its network (1, network.h) or the hand-written evaluation (0, eval.h). The
// network plays by default once one beats the hand-written evaluation at equal time
// (docs/strength/chess.md); until then it is this knob's (`ply match chess --a-option network=1`).
constexpr OptionSpec NETWORK = {"network", OptionType::WHOLE, 0, 1, 0, 1, false};
constexpr OptionSpec OPTIONS[] = {NETWORK};

}  // namespace ply::chess
