// Reversi's learned evaluation gives the same scores in the wasm module as natively: the hints' first
// iteration on fixed midgame positions (reversi-eval-values.mjs), the values the native test asserts.
//   node --test tests/wasm/
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { loadPly, repoDir } from './load-ply.mjs';
import { LEARNED_VALUES } from './reversi-eval-values.mjs';

let ply;
let session;
before(async () => {
  ply = await loadPly();
  // The module carries no weights: it is handed the file, as the page's worker does (data.test.mjs).
  const [weights] = ply.dataFiles('reversi');
  assert.equal(
    ply.loadData('reversi', 'weights', new Uint8Array(fs.readFileSync(path.join(repoDir, 'engine', weights.file)))),
    '',
  );
  session = ply.createSession('reversi');
});
after(() => session.delete());

test('the learned evaluation scores fixed positions as the native engine does', () => {
  for (const [position, expected] of Object.entries(LEARNED_VALUES)) {
    assert.equal(session.load(position), '', `load('${position}')`);
    const a = session.analyse(10000, 1, () => false); // the first iteration only
    const values = a.moves.map((m) => `${m.move}:${Math.round(m.value * 100)}`).join(' ');
    assert.equal(values, expected, position);
  }
});
