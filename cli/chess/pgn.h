// `ply pgn <file|->`: reads PGN games (a file, or standard input for "-"), checks every move, and
// writes each game back as PGN followed by its final position as a comment line ("; final FEN
// <fen>").
#pragma once

#include "args.h"

namespace ply::cli {

// Exit status 0; bad input (an unreadable file, a malformed game, an illegal or ambiguous move)
// fails with one line naming the game and the move.
int run_pgn(const Args& args);

}  // namespace ply::cli
