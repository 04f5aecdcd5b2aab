// The quiet position a chess position comes to: the end of its capture search's principal
// variation. Texel's method fits the static evaluation, so it learns only from positions where no
// capture is pending (the evaluation of a position in the middle of an exchange says little about
// its result).
#pragma once

#include "chess/game.h"

namespace ply::cli::chess_selfplay {

// The leaf of the capture search's line from `pos` (pos itself when standing pat is best).
chess::Position quiet_leaf(const chess::Position& pos);

}  // namespace ply::cli::chess_selfplay
