// Legal move generation: pins and checks are worked out first, so every generated move is legal and
// no move is tried and taken back.
#pragma once

#include "chess/board.h"
#include "core/game.h"

namespace ply::chess {

// The most legal moves of any chess position is 218.
using MoveList = ply::MoveList<Move, 256>;

void generate_legal(const Position& pos, MoveList& list);

// The legal captures and queen promotions (what a capture search looks at).
void generate_captures(const Position& pos, MoveList& list);

// Leaves of the legal move tree `depth` plies deep.
u64 perft(const Position& pos, int depth);

}  // namespace ply::chess
