// The original design's bot (levels 2 and 3): every candidate cell is scored from the 5-cell
// windows through it, for the bot's own chances and for the opponent's, the two weighed by the
// aggressiveness.
#pragma once

#include "gomoku/board.h"

namespace ply::gomoku {

// What five of a side's stones in a window score: the bot's own five outweighs the opponent's, so a
// win comes before a block.
constexpr int OWN_FIVE_SCORE = 10000, OPPONENT_FIVE_SCORE = 1000;

// The gain of a stone of `side` on the empty cell c: over the 4 directions, the sum of the scores
// of the 5-cell windows on that line that contain c and lie wholly on the board. A window holding a
// stone of the other side scores 0; otherwise, with c stones of `side` in it counting the new one,
// c <= 1 scores 0, c = 5 scores `five_score` and anything else 3^c.
int window_gain(const Position& pos, Cell c, Stone side, int five_score);

// The bot's score G = M + A·N of the empty cell c for the side to move, times 100 so that it is a
// whole number: M its own gain, N the opponent's gain there, A = aggressiveness_percent / 100.
inline int original_score(const Position& pos, Cell c, int aggressiveness_percent) {
  const Stone me = pos.to_move();
  return 100 * window_gain(pos, c, me, OWN_FIVE_SCORE) +
         aggressiveness_percent * window_gain(pos, c, opponent(me), OPPONENT_FIVE_SCORE);
}

}  // namespace ply::gomoku
