// Static exchange evaluation: what a capture wins once every piece that attacks the square has
// taken in turn, least valuable first, each side free to stop. The capture search skips captures it
// shows losing.
#pragma once

#include "chess/board.h"

namespace ply::chess {

// The material (centipawns) the side to move wins by the exchange that starts with m; a quiet move
// scores what it loses if the piece is taken.
int see(const Position& pos, Move m);

}  // namespace ply::chess
