// A game's data files (ply.d.ts: dataFiles, loadData): the page's module carries none, plays Reversi's
// level 5 on the hand-written evaluation until it is handed the weights file, refuses a damaged one with its
// reason (keeping what it had), and plays the learned evaluation once the declared file is loaded.
//   node --test tests/wasm/
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { loadPly, repoDir } from './load-ply.mjs';
import { LEARNED_VALUES } from './reversi-eval-values.mjs';

// The first fixed position and its values on the learned evaluation.
const [[MIDGAME, LEARNED]] = Object.entries(LEARNED_VALUES);

let ply;
let weights;
before(async () => {
  ply = await loadPly();
  [weights] = ply.dataFiles('reversi');
  if (weights) weights.content = new Uint8Array(fs.readFileSync(path.join(repoDir, 'engine', weights.file)));
});

/** The hints' first iteration on MIDGAME: each move's value on level 5's evaluation (a new session's if none given). */
function firstIteration(given) {
  const session = given ?? ply.createSession('reversi');
  try {
    assert.equal(session.load(MIDGAME), '');
    const a = session.analyse(10000, 1, () => false);
    return a.moves.map((m) => `${m.move}:${Math.round(m.value * 100)}`).join(' ');
  } finally {
    if (!given) session.delete();
  }
}

const sha256 = (bytes) => crypto.createHash('sha256').update(bytes).digest('hex');

// The tests run in order: the module's data is the process's, and the last test loads the real file.
describe('data files', () => {
  let handWritten;

  test('reversi declares its weights file, with the size and hash of the file in engine/', () => {
    assert.ok(weights, 'reversi declares no data file');
    assert.equal(weights.name, 'weights');
    assert.equal(weights.file, 'reversi/weights/pattern8.weights');
    assert.equal(weights.bytes, weights.content.length);
    assert.equal(weights.hash, sha256(weights.content));
  });

  test('a game without data files for the page, or an unknown game, declares none', () => {
    assert.deepEqual(ply.dataFiles('gomoku'), []);
    // Chess's network plays only where its option asks, which the page does not: it is not the page's.
    assert.deepEqual(ply.dataFiles('chess'), []);
    assert.deepEqual(ply.dataFiles('no-such-game'), []);
  });

  test('without its file, level 5 plays the hand-written evaluation', () => {
    handWritten = firstIteration();
    assert.notEqual(handWritten, LEARNED);
  });

  test('a truncated file is refused for its size, and level 5 keeps the hand-written evaluation', () => {
    const reason = ply.loadData('reversi', 'weights', weights.content.subarray(0, weights.bytes - 1000));
    assert.equal(
      reason,
      `reversi/weights/pattern8.weights: ${weights.bytes - 1000} bytes, expected ${weights.bytes} (truncated)`,
    );
    assert.equal(firstIteration(), handWritten);
  });

  test('a file with one byte changed is refused for its hash', () => {
    const damaged = weights.content.slice();
    damaged[damaged.length - 7] ^= 0x20;
    assert.match(ply.loadData('reversi', 'weights', damaged), /its hash differs/);
    assert.equal(firstIteration(), handWritten);
  });

  test('an unknown file, game or kind of bytes is refused with its reason', () => {
    assert.equal(ply.loadData('reversi', 'network', weights.content), "reversi has no data file named 'network'");
    assert.equal(ply.loadData('gomoku', 'weights', weights.content), 'gomoku has no data files');
    assert.equal(ply.loadData('draughts', 'weights', weights.content), "draughts has no data file named 'weights'");
    assert.equal(ply.loadData('no-such-game', 'weights', weights.content), 'unknown game no-such-game');
    assert.equal(ply.loadData('reversi', 'weights', Array.from(weights.content)), 'the bytes must be a Uint8Array');
    assert.equal(firstIteration(), handWritten);
  });

  test('the declared file is taken, and level 5 plays the learned evaluation, in sessions made before too', () => {
    const earlier = ply.createSession('reversi');
    earlier.prepare();
    assert.equal(ply.loadData('reversi', 'weights', weights.content), '');
    assert.equal(firstIteration(earlier), LEARNED);
    assert.equal(firstIteration(), LEARNED);
    earlier.delete();
  });
});

// Draughts' endgame databases (engine/draughts/game.cmake): stored gzipped, declared by the pack inside, which the
// page unpacks before handing it over. Once loaded, the analysis of Petrov's position is exact, every move.
describe("draughts' endgame databases", () => {
  const PETROV = 'W:WKa1,Kc1,Ke1:BKf8';

  function petrovAnalysis() {
    const session = ply.createSession('draughts');
    try {
      assert.equal(session.load(PETROV), '');
      const a = session.analyse(2000, 1, () => false);
      return a.moves.map((m) => ({ move: m.move, value: m.value, exact: m.exact }));
    } finally {
      session.delete();
    }
  }

  test('draughts declares the pack of up to four pieces, stored gzipped, with the size and hash of the pack', () => {
    const [egdb] = ply.dataFiles('draughts');
    assert.equal(egdb.name, 'egdb');
    assert.equal(egdb.file, 'draughts/egdb/egdb4.pack.gz');
    const pack = zlib.gunzipSync(fs.readFileSync(path.join(repoDir, 'engine', egdb.file)));
    assert.equal(egdb.bytes, pack.length);
    assert.equal(egdb.hash, sha256(pack));
  });

  test('without the pack Petrov’s win is not proven; with it, every move is valued exactly, the best a win', () => {
    assert.ok(!petrovAnalysis()[0].exact);
    const [egdb] = ply.dataFiles('draughts');
    const pack = new Uint8Array(zlib.gunzipSync(fs.readFileSync(path.join(repoDir, 'engine', egdb.file))));
    assert.match(ply.loadData('draughts', 'egdb', pack.subarray(0, pack.length - 1)), /truncated/);
    assert.equal(ply.loadData('draughts', 'egdb', pack), '');
    const moves = petrovAnalysis();
    assert.ok(moves.every((m) => m.exact));
    assert.equal(moves[0].value, 100);
    assert.ok(
      moves.some((m) => m.value === 0),
      'some moves let the win go',
    );
  });
});
