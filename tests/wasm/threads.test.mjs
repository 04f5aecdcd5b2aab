// The threaded module (ply-threads.mjs), which the page's search worker uses where it may start threads:
// the same API as ply.mjs, its searches and analyses on as many threads as configure() gives them, within
// the pool the host made.
//   node --test tests/wasm/
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { level, inputs, loadPly, stopThreads } from './load-ply.mjs';

const POOL = 2;
let ply;
let single;
before(async () => {
  ply = await loadPly(undefined, { threadPool: POOL });
  single = await loadPly();
});
after(() => stopThreads(ply));

// 48 moves in, 12 empties, Black to move; the exact values of its moves by the solver (as in ply.test.mjs).
const LATE_GAME =
  'f5 d6 c4 b3 c5 c6 c7 e3 a2 f3 e6 g6 b5 a5 f4 c8 b4 b6 h7 d7 e2 g3 b7 d3 e7 a6 a7 c3 g4 a3 b2 h4 f6 c2 d1 d8 h2 a1 b8 f8 f7 e1 a4 g8 g7 h3 e8 g5';
const LATE_VALUES = { h8: 2, h6: -4, b1: -12, d2: -12, g2: -16, f1: -22, f2: -22, h5: -24 };

function withSession(module, game, run) {
  const session = module.createSession(game);
  try {
    return run(session);
  } finally {
    session.delete();
  }
}

describe('the threaded module', () => {
  test('a search may use the calling thread and every worker of the pool; the single-threaded module, one', () => {
    assert.equal(ply.maxThreads(), 1 + POOL);
    assert.equal(single.maxThreads(), 1);
  });

  test('configure() sets threads (clamped to what the module can start) and the table size', () => {
    withSession(ply, 'reversi', (session) => {
      assert.deepEqual(session.resources(), { threads: 1, tableMb: 16 });
      session.configure(8, 32);
      assert.deepEqual(session.resources(), { threads: 1 + POOL, tableMb: 32 });
      session.configure(2, 8);
      assert.deepEqual(session.resources(), { threads: 2, tableMb: 8 });
    });
    withSession(single, 'chess', (session) => {
      session.configure(4, 64);
      assert.deepEqual(session.resources(), { threads: 1, tableMb: 64 });
    });
  });

  test('configure() refuses threads or a table size out of range, and changes nothing', () => {
    withSession(ply, 'gomoku', (session) => {
      session.configure(2, 8);
      for (const [threads, mb, words] of [
        [0, 16, /threads: 0 is not a whole number in 1\.\.256/],
        [1.5, 16, /threads/],
        [2, 0, /table size \(MB\): 0 is not a whole number in 1\.\.1024/],
        [2, 4096, /table size/],
        [NaN, 16, /threads/],
      ]) {
        assert.throws(() => session.configure(threads, mb), words);
        assert.deepEqual(session.resources(), { threads: 2, tableMb: 8 });
      }
    });
  });

  test('a Reversi analysis on three threads gives every move its exact value', () => {
    withSession(ply, 'reversi', (session) => {
      session.configure(3, 16);
      assert.equal(session.importGame(LATE_GAME), '');
      const a = session.analyse(20000, 1, () => {});
      assert.deepEqual(Object.fromEntries(a.moves.map((m) => [m.move, m.value])), LATE_VALUES);
      assert.ok(a.moves.every((m) => m.exact));
      const r = session.search(level(session, 'max'), 20000, 1, {}, () => {});
      assert.equal(r.move, 'h8');
      assert.equal(r.score, 2);
    });
  });

  test('every game plays a legal move at level 5 on three threads, and reports their nodes', () => {
    for (const game of ply.games()) {
      withSession(ply, game, (session) => {
        session.configure(3, 8);
        const progress = [];
        const r = session.search(level(session, 'max'), 300, 1, {}, (p) => void progress.push(p.nodes));
        assert.ok(inputs(session).includes(r.move), `${game}: ${r.move}`);
        assert.ok(r.nodes > 0 && progress.length > 0, game);
      });
    }
  });

  test('shouldStop stops a search on three threads and an analysis, and the next search runs', () => {
    withSession(ply, 'chess', (session) => {
      session.configure(3, 8);
      ply.shouldStop = () => true;
      try {
        const r = session.search(level(session, 'max'), 60000, 1, {}, () => {});
        assert.equal(r.depth, 1);
        assert.ok(inputs(session).includes(r.move));
        assert.ok(session.analyse(60000, 1, () => {}).depth <= 2);
      } finally {
        delete ply.shouldStop;
      }
      assert.ok(session.search(level(session, 'max'), 300, 1, {}, () => {}).depth > 1);
    });
  });

  test('many searches in a row take and give back the pool’s workers', () => {
    withSession(ply, 'draughts', (session) => {
      session.configure(3, 8);
      for (let i = 0; i < 12; i++) assert.ok(session.search(level(session, 'max'), 20, i, {}, () => {}).move);
      const a = session.analyse(200, 1, () => {});
      assert.deepEqual(a.moves.map((m) => m.move).sort(), inputs(session).sort(), 'every move valued');
    });
  });
});
