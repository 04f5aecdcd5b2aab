// Placeholder, overwritten by scripts/fit-gomoku-eval.sh.
0,
3, 11, 13, 44, 55, 220,
-3, -10, -12, -40, -50, -200,
0, 1, 4, 13,
0, -1, -4, -13,
0,
1500, 600, 500, 200, -150,
