// Reversi's learned evaluation gives the same scores in the wasm module as natively: the hints' first
// iteration (each move's value from a shallow search on the evaluation) on fixed midgame positions, the values
// tests/reversi_pattern_eval_test.cpp (FixedPositionsScoreAsTheWasmModuleMustToo) asserts natively.
// Both change when the weights are refitted (scripts/fit-reversi-eval.sh).
//   node --test tests/wasm/
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { loadPly, repoDir } from './load-ply.mjs';

const EXPECTED = {
  '--O-X----OXXX--OO-X-X-O-OXOOXOO-X--OX-------X-------XO---------- X':
    'c6:1694 a1:1222 b3:963 c5:746 g5:654 h4:306 g8:-99 g7:-1443 a2:-3271',
  '---------O-----OXOOXXXO-XOXOOOXXXXXOOXX---OOXXXOXOXO--XXO--O---- X':
    'h5:-1734 h3:-2090 c8:-2304 b6:-2448 e7:-2534 a2:-2671 e8:-2832 d2:-2953 a1:-3060 f2:-3634 c2:-4240 c1:-4267 g2:-4300 b1:-4797',
};

let ply;
let session;
before(async () => {
  ply = await loadPly();
  // The module carries no weights: it is handed the file, as the page's worker does (data.test.mjs).
  const [weights] = ply.dataFiles('reversi');
  assert.equal(ply.loadData('reversi', 'weights', new Uint8Array(fs.readFileSync(path.join(repoDir, 'engine', weights.file)))), '');
  session = ply.createSession('reversi');
});
after(() => session.delete());

test('the learned evaluation scores fixed positions as the native engine does', () => {
  for (const [position, expected] of Object.entries(EXPECTED)) {
    assert.equal(session.load(position), '', `load('${position}')`);
    const a = session.analyse(10000, () => false);  // the first iteration only
    const values = a.moves.map((m) => `${m.move}:${Math.round(m.value * 100)}`).join(' ');
    assert.equal(values, expected, position);
  }
});
