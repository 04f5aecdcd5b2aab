// What the fit learns from: the positions of the self-play games (`ply selfplay reversi`,
// cli/reversi/selfplay_rules.h) and their labels. A
// position the solver played from is labelled with its exact score; an earlier one with a blend of
// the search's score there (a deeper look on the previous weights: Logistello's bootstrapping) and
// the game's exact result. Before a game's last random move, whose loss would be in the result, the
// search's score alone labels a position.
#pragma once

#include <vector>

#include "record.h"

namespace ply::reversi::fit {

struct Sample {
  Position pos;
  float label = 0;  // hundredths of a disc for the side to move
};

// search_weight: the search score's share of a searched position's label (the result has the rest).
std::vector<Sample> samples_of(const GameRecord& game, double search_weight);

}  // namespace ply::reversi::fit
