// Level 5's own games, each quiet position labelled by the search that chose its move and by the
// game's result: the data the learned evaluation is fitted to (fit.h). One game at a time, one
// thread, a fixed node budget, the book off: the same arguments (and databases) give the same file,
// and a file cut short resumes where it stopped (tools/fit/selfplay_file.h).
#pragma once

#include <string>

#include "core/types.h"

namespace ply::draughts::fit {

struct SelfplayOptions {
  int games = 100;
  u64 seed = 1;
  u64 nodes = 10000;
  bool learned_eval = true;  // level 5's evaluation, or the hand-written one (the option `eval`)
};

// Appends to `path` the games not yet in it (0 .. games-1). Game i starts from the standard opening
// i mod 28 (engine/draughts/book/openings.tsv) and for its first RANDOM_PLIES plies plays, a third
// of the time, a legal move at random instead of the search's. A game whose position the loaded
// endgame databases hold ends there with their result. Each quiet position (no capture to make, the
// game going on) is written as "score<TAB>result<TAB>FEN" (score: the search's for the side to move
// in hundredths of a man, or [-]M0 for a proven result; result: 1, 0.5 or 0 for the side to move),
// each game closed by
// "# game <index> <result for White> <final FEN>". The file's first line names the options, the
// databases' size and the evaluation: a file made with others is refused. Returns the process's
// exit status.
int selfplay(const SelfplayOptions& options, const std::string& path);

}  // namespace ply::draughts::fit
