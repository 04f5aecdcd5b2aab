// Reversi's learned evaluation on fixed midgame positions: the hints' first iteration (each move's value, in
// hundredths of a disc, from a shallow search on the evaluation), which tests/reversi_pattern_eval_test.cpp
// (FixedPositionsScoreAsTheWasmModuleMustToo) asserts natively. Both change when the weights are refitted
// (tools/reversi_fit/fit-eval.sh).
export const LEARNED_VALUES = {
  '--O-X----OXXX--OO-X-X-O-OXOOXOO-X--OX-------X-------XO---------- X':
    'c6:1468 a1:1422 b3:944 g5:438 c5:196 h4:186 g8:-333 g7:-1510 a2:-3574',
  '---------O-----OXOOXXXO-XOXOOOXXXXXOOXX---OOXXXOXOXO--XXO--O---- X':
    'h5:-1887 h3:-2237 c8:-2540 b6:-2623 e7:-2737 d2:-2757 a2:-2819 e8:-2982 a1:-3057 f2:-3421 c2:-4056 g2:-4247 c1:-4271 b1:-5119',
};
