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
    'a1:544 c6:484 c5:358 b3:-152 g5:-216 h4:-641 g8:-987 g7:-1941 a2:-3967',
  '---------O-----OXOOXXXO-XOXOOOXXXXXOOXX---OOXXXOXOXO--XXO--O---- X':
    'h5:-1869 b6:-2014 h3:-2162 c8:-2382 d2:-2442 e8:-2699 a2:-2861 a1:-2867 e7:-3134 c2:-3716 g2:-3965 f2:-4048 c1:-4118 b1:-5070',
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
