// The fitting tool's data: positions from the engine's own games, and their labels (exact scores near
// the end, deeper searches before that).
#pragma once

#include <vector>

#include "reversi/board.h"
#include "reversi/pattern_eval.h"

namespace ply::reversi::fit {

struct GameOptions {
  int games = 2000;
  int openings = 500;      // the most balanced openings, cycled through
  u64 nodes = 3000;        // the search's budget a move
  int random_percent = 8;  // the chance of a random move in the first 40 moves: varied games
  u64 seed = 1;
};

// Every position of the games where the side to move has a move, from the openings to the end.
std::vector<Position> self_play_positions(const GameOptions& options);

struct Sample {
  Position pos;
  Score label = 0;  // hundredths of a disc for the side to move
};

// The exact final score (x100) of a position the solver reaches.
Score exact_label(const Position& pos);

// The score of a search whose leaves are the first positions with fewer than `leaf_empties`
// empties, scored by `weights` (an ended game by its result): the label of a phase, from the phase
// after it.
Score search_label(const Position& pos, int leaf_empties, const PatternTable& weights);

}  // namespace ply::reversi::fit
