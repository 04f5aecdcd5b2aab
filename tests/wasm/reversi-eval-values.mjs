// Reversi's learned evaluation on fixed midgame positions: the hints' first iteration (each move's value, in
// hundredths of a disc, from a shallow search on the evaluation), which tests/reversi_pattern_eval_test.cpp
// (FixedPositionsScoreAsTheWasmModuleMustToo) asserts natively. Both change when the weights are refitted
// (scripts/fit-reversi-eval.sh).
export const LEARNED_VALUES = {
  '--O-X----OXXX--OO-X-X-O-OXOOXOO-X--OX-------X-------XO---------- X':
    'c6:1694 a1:1222 b3:963 c5:746 g5:654 h4:306 g8:-99 g7:-1443 a2:-3271',
  '---------O-----OXOOXXXO-XOXOOOXXXXXOOXX---OOXXXOXOXO--XXO--O---- X':
    'h5:-1734 h3:-2090 c8:-2304 b6:-2448 e7:-2534 a2:-2671 e8:-2832 d2:-2953 a1:-3060 f2:-3634 c2:-4240 c1:-4267 g2:-4300 b1:-4797',
};
