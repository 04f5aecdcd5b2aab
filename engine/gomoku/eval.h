// Gomoku's evaluations: what lines of stones are worth to the side to move.
#pragma once

#include "core/types.h"
#include "game.h"

namespace ply::gomoku {

// Every 5-cell window on the board that holds stones of one side only is worth WINDOW_VALUE[stones] to
// that side; a line blocked by the other side or by the board's edge leaves no such window.
struct WindowEval {
  Score operator()(const Position& pos) const;
};

}  // namespace ply::gomoku
