// Level 5's own games, each position labelled by the search that chose its move: the data the
// evaluation is fitted to (fit.h). One game at a time, one thread, a fixed node budget: the same
// arguments give the same file, and a file cut short resumes where it stopped.
#pragma once

#include <string>

#include "core/types.h"
#include "gomoku/board.h"

namespace ply::gomoku::fit {

struct SelfplayOptions {
  int games = 100;
  u64 seed = 1;
  u64 nodes = 50000;
  int size = 15;
  Rule rule = Rule::FREESTYLE;
};

// Appends to `path` the games not yet in it (0 .. games-1), each as its quiet positions'
// "score\tresult\tposition" lines (score: the search's for the side to move in evaluation units, or
// M<plies> / -M<plies> for a proven result; result: 1, 0.5 or 0 for the side to move) and then its
// "# game <index> <result for Black> <final position>" line. The file's first line names the
// options: a file made with others is refused. Returns the process's exit status.
int selfplay(const SelfplayOptions& options, const std::string& path);

}  // namespace ply::gomoku::fit
