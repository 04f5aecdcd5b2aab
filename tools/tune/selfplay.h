// Games for Texel's method: level 5 against itself at a small node budget, from random openings,
// each position labelled by the game's result.
#pragma once

#include <cstdio>

#include "core/types.h"

namespace ply::tune {

struct SelfPlayOptions {
  int games = 1000;
  u64 nodes = 5000;  // a move's budget
  u64 seed = 1;
  bool network = false;  // level 5 plays its network (chess's option `network`), else the
                         // hand-written evaluation
};

// Plays the games and writes one line per position not in check: White's result (1, 0.5 or 0),
// White's search score in centipawns when the move was chosen (capped at ±2000), and the FEN of the
// quiet position its capture search ends in, e.g. "0.5 31
// rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1". Progress goes to stderr.
void play_games(const SelfPlayOptions& options, std::FILE* out);

}  // namespace ply::tune
