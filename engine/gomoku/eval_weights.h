// Level 5's weights in twentieths of an evaluation unit (evaluation.h), one a term in Term's order. These
// are the hand-set ones: an open three about 40 units, having the move adds a tenth to one's lines, the
// live windows count 1, 3, 9, 27 for 1 to 4 stones, at half. scripts/fit-gomoku-eval.sh overwrites the
// file with weights fitted to Rapfi's judgement; the fit of 2026-11-24 lost to these (README, Strength >
// Gomoku), so they stay.
0,  // tempo (in one's own lines below)
66, 220, 264, 880, 1100, 4400,  // own B2 F2 B3 F3 B4 F4: the line values 3 10 12 40 50 200, and a tenth
-60, -200, -240, -800, -1000, -4000,  // their B2 F2 B3 F3 B4 F4
10, 30, 90, 270,  // own windows of 1, 2, 3, 4 stones
-10, -30, -90, -270,  // their windows
0,  // empty windows
30000, 12000,  // own four-three, double three
10000, 4000,  // the same when the opponent can four (a third)
-3000,  // their double threats
