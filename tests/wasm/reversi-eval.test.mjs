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
    'a1:816 c6:366 c5:-12 g5:-94 b3:-398 h4:-785 g8:-1205 a2:-1464 g7:-1662',
  '---------O-----OXOOXXXO-XOXOOOXXXXXOOXX---OOXXXOXOXO--XXO--O---- X':
    'h5:-1521 b6:-1573 h3:-1605 c8:-1978 a2:-2016 e7:-2349 d2:-2386 f2:-2423 e8:-2562 a1:-2677 c2:-2960 g2:-3021 c1:-3526 b1:-3644',
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
