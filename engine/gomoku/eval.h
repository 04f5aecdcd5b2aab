// Level 5's evaluation: a board's terms for the side to move (its lines, the opponent's, the room
// each has left to make five, double threats), the learned weights of each empty cell's pattern
// combination (combos.h, summed incrementally by the board) and the weights of both
// (eval_weights.h), which tools/gomoku_fit fits to level 5's own games
// (tools/gomoku_fit/fit-eval.sh).
#pragma once

#include <array>

#include "gomoku/pattern_board.h"

namespace ply::gomoku {

// What the terms count, for the side to move ("own") and its opponent ("their"):
//   LINES     the empty cells' line patterns, B2 to F4 (a cell counts once per line)
//   WINDOWS   the live five-cell windows holding one to four of the side's stones; EMPTY_WINDOWS
//   hold
//             none and are live for both
//   OWN_FOUR_THREE, OWN_DOUBLE_THREE   1 if the side to move has a cell where a stone makes a
//   four-three
//             (else: two open threes), apart by whether the opponent has a four to gain time with
//             (_AGAINST_FOUR)
//   THEIR_DOUBLE_THREATS   the opponent's number of such cells
enum Term : int {
  TEMPO,
  OWN_LINES,
  THEIR_LINES = OWN_LINES + int(F4),
  OWN_WINDOWS = THEIR_LINES + int(F4),
  THEIR_WINDOWS = OWN_WINDOWS + WIN_LENGTH - 1,
  EMPTY_WINDOWS = THEIR_WINDOWS + WIN_LENGTH - 1,
  OWN_FOUR_THREE,
  OWN_DOUBLE_THREE,
  OWN_FOUR_THREE_AGAINST_FOUR,
  OWN_DOUBLE_THREE_AGAINST_FOUR,
  THEIR_DOUBLE_THREATS,
  TERM_COUNT
};
using Terms = std::array<int, TERM_COUNT>;

// The line pattern p's term (B2 to F4), the windows with `stones` stones (1 to 4).
constexpr int own_lines(Pattern p) { return OWN_LINES + int(p) - 1; }
constexpr int their_lines(Pattern p) { return THEIR_LINES + int(p) - 1; }
constexpr int own_windows(int stones) { return OWN_WINDOWS + stones - 1; }
constexpr int their_windows(int stones) { return THEIR_WINDOWS + stones - 1; }

Terms evaluation_terms(const PatternBoard& board, Stone side);

// What the evaluation weighs, counted: the terms and how many empty cells hold each combination,
// the side to move's (OWN_COMBOS) and its opponent's. The fit learns from these; the search reads
// the sums.
struct Features {
  Terms terms;
  std::array<std::array<u16, COMBO_COUNT>, 2> combos;
};
Features evaluation_features(const PatternBoard& board, Stone side);

// The weights, in 1/WEIGHTS_PER_UNIT of an evaluation unit (an open three is about 40 units): fine
// enough that the hand-set ones are whole.
constexpr int WEIGHTS_PER_UNIT = 20;
extern const std::array<int, TERM_COUNT> TERM_WEIGHTS;

// The evaluation for `side` to move, in evaluation units: the weighed terms and combinations.
int evaluate(const PatternBoard& board, Stone side);

}  // namespace ply::gomoku
