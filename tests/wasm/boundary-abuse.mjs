// The abuse boundary.test.mjs drives, in a worker thread of its own: a module corrupted by it can loop for
// ever inside wasm, and only a worker can be stopped then. Each message names a case; the reply says how it
// went. The cases run in order on one module, the last checking that the module is as good as new.
import assert from 'node:assert/strict';
import { parentPort } from 'node:worker_threads';
import { level, loadPly, inputs, written } from './load-ply.mjs';

export const ROUNDS = 100_000;
const GAMES = ['reversi', 'draughts', 'gomoku', 'chess'];
// The module's own failures, which no rejected call may lead to.
const BROKEN = /memory access out of bounds|Aborted|unreachable|RuntimeError|call stack/i;

let ply;
const sessions = new Map(); // game -> a session for the rejected calls

// Runs call(i) for i in 0..ROUNDS-1, each expected to throw an Error whose message matches `message`.
function rejectsEveryTime(call, message) {
  for (let i = 0; i < ROUNDS; i++) {
    let thrown;
    try {
      call(i);
    } catch (error) {
      thrown = error;
    }
    if (thrown === undefined) assert.fail(`call ${i + 1} did not throw`);
    if (!(thrown instanceof Error) || BROKEN.test(thrown.message) || !message.test(thrown.message)) {
      assert.fail(
        `call ${i + 1} threw ${thrown instanceof Error ? thrown.stack : String(thrown)}; expected an Error matching ${message}`,
      );
    }
  }
}

// Runs call(i) ROUNDS times, each expected to return a value check(value) accepts.
function returnsEveryTime(call, check, what) {
  for (let i = 0; i < ROUNDS; i++) {
    const value = call(i);
    if (!check(value)) assert.fail(`call ${i + 1} returned ${JSON.stringify(value)}; expected ${what}`);
  }
}

const cycle = (list, i) => list[i % list.length];
const gameSession = (i) => sessions.get(cycle(GAMES, i));
const positions = () => GAMES.map((game) => sessions.get(game).position());

// [name, run] in the order they run.
export const CASES = [
  [
    'createSession with an unknown name returns null; with a number, throws',
    () => {
      returnsEveryTime(
        (i) => ply.createSession(cycle(['no-such-game', '', 'Chess ', 'reversi\0'], i)),
        (v) => v === null,
        'null',
      );
      rejectsEveryTime(() => ply.createSession(42), /string/);
    },
  ],

  [
    'load, setup, play and importGame of nonsense return an error, positionAfter a bad ply null; nothing changes',
    () => {
      const before = positions();
      const nonEmptyString = (v) => typeof v === 'string' && v !== '';
      returnsEveryTime(
        (i) => gameSession(i).load(cycle(['nonsense', '', 'x'.repeat(300), '8/8/8 w'], i)),
        nonEmptyString,
        'an error',
      );
      returnsEveryTime(
        (i) => gameSession(i).play(cycle(['z9', '', 'pass pass', 'e2e9'], i)),
        nonEmptyString,
        'an error',
      );
      returnsEveryTime(
        (i) => gameSession(i).importGame(cycle(['1. zz', 'garbage ]]', 'q9 q9 q9'], i)),
        nonEmptyString,
        'an error',
      );
      returnsEveryTime(
        (i) =>
          gameSession(i).setup(
            cycle(['', 'Z'.repeat(64), '-'.repeat(300), 'KK' + '-'.repeat(62)], i),
            cycle([0, 1, Number.NaN, 2, -1, 0.5], i),
            cycle(['', 'KQkq e3', '- - - -'], i),
          ),
        nonEmptyString,
        'an error',
      );
      returnsEveryTime(
        (i) => gameSession(i).positionAfter(cycle([Number.NaN, -1, 2.5, 1e9, Number.POSITIVE_INFINITY], i)),
        (v) => v === null,
        'null',
      );
      rejectsEveryTime((i) => gameSession(i).load(i), /string/);
      rejectsEveryTime(
        (i) => sessions.get('reversi').variantStart({}, cycle([Number.NaN, -1, 2.5, 2 ** 60], i)),
        /seed/,
      );
      assert.deepEqual(positions(), before);
    },
  ],

  [
    'search with numbers that are NaN, negative, fractional or too large, or options no game declares, throws',
    () => {
      const before = positions();
      const bad = [
        [Number.NaN, 100, 1, {}],
        [0, 100, 1, {}],
        [100, 100, 1, {}],
        [2.5, 100, 1, {}],
        [1e300, 100, 1, {}],
        [3, Number.NaN, 1, {}],
        [3, -1, 1, {}],
        [3, Number.POSITIVE_INFINITY, 1, {}],
        [3, 1e20, 1, {}],
        [3, 100, -1, {}],
        [3, 100, Number.NaN, {}],
        [3, 100, 2 ** 60, {}],
        [3, 100, 0.5, {}],
        [3, 100, 1, { aggressiveness: Number.NaN }],
        [3, 100, 1, { aggressiveness: -1 }],
        [3, 100, 1, { aggressiveness: 1e9 }],
        [3, 100, 1, { aggressiveness: '0.8' }],
        [3, 100, 1, { unknownOption: 1 }],
        [3, 100, 1, [0.8]],
        [3, 100, 1, 0.8],
      ];
      rejectsEveryTime(
        (i) => gameSession(i).search(...cycle(bad, i), () => true),
        /level|time|seed|aggressiveness|option/,
      );
      rejectsEveryTime((i) => gameSession(i).search('three', 100, 1, {}, () => true), /convert|number/);
      assert.deepEqual(positions(), before);
    },
  ],

  [
    'analyse with a time that is NaN, negative or too large throws',
    () => {
      const bad = [Number.NaN, -1, -1e-9, Number.NEGATIVE_INFINITY, 1e15];
      rejectsEveryTime((i) => gameSession(i).analyse(cycle(bad, i), 1, () => true), /time/);
    },
  ],

  [
    'analyse with lines that are not a whole number in 1..64 throws',
    () => {
      const bad = [Number.NaN, 0, -1, 2.5, 65, Number.POSITIVE_INFINITY];
      rejectsEveryTime((i) => gameSession(i).analyse(100, cycle(bad, i), () => true), /lines/);
    },
  ],

  [
    'perft with a bad depth throws',
    () => {
      const bad = [Number.NaN, -1, 2.5, 21, 1e9, Number.POSITIVE_INFINITY];
      rejectsEveryTime((i) => ply.perft(gameSession(i), cycle(bad, i)), /perft depth/);
    },
  ],

  [
    'an onProgress that throws stops the search, whose call throws that error',
    () => {
      // Reversi's level 5 and analysis report after their first iteration, in well under a millisecond.
      const session = sessions.get('reversi');
      session.prepare();
      const problem = new Error('progress failed');
      let calls = 0;
      const fails = () => {
        calls += 1;
        throw problem;
      };
      rejectsEveryTime(() => session.search(level(session, 'max'), 1000, 1, {}, fails), /progress failed/);
      assert.equal(calls, ROUNDS, 'the search went on after onProgress threw');
      rejectsEveryTime(() => session.analyse(1000, 1, fails), /progress failed/);
      // Whatever is thrown comes back as it was.
      const thrown = [];
      for (let i = 0; i < 1000; i++) {
        try {
          session.search(level(session, 'max'), 1000, 1, {}, () => {
            throw i;
          });
        } catch (value) {
          thrown.push(value);
        }
      }
      assert.deepEqual(
        thrown,
        Array.from({ length: 1000 }, (_, i) => i),
      );
    },
  ],

  [
    'a shouldStop that throws stops the search, whose call throws that error',
    () => {
      const session = sessions.get('reversi');
      ply.shouldStop = () => {
        throw new Error('stop check failed');
      };
      try {
        rejectsEveryTime(() => session.search(level(session, 'max'), 1000, 1, {}, () => true), /stop check failed/);
      } finally {
        ply.shouldStop = undefined;
      }
    },
  ],

  [
    'preparing sessions until the heap is full throws an Error; deleting them gives the memory back',
    () => {
      const prepared = [];
      let full;
      try {
        for (let i = 0; i < 1000; i++) {
          const session = ply.createSession('chess');
          assert.ok(session, "createSession('chess') returned null");
          prepared.push(session);
          session.prepare();
        }
      } catch (error) {
        full = error;
      }
      try {
        assert.ok(full instanceof Error, `1000 prepared sessions, or a throw of ${full}`);
        assert.doesNotMatch(full.message, BROKEN);
        assert.match(full.message, /memory/);
        assert.ok(prepared.length > 10, `only ${prepared.length} sessions prepared`);
        // Full, the module still plays by the rules, and what needs memory says so.
        const last = prepared[prepared.length - 1];
        assert.equal(last.play('e4'), '');
        assert.deepEqual(written(last), ['e4']);
        let more = null;
        try {
          more = ply.createSession('chess');
        } catch (error) {
          assert.match(error.message, /memory/);
        }
        if (more) {
          prepared.push(more);
          assert.throws(() => more.search(level(more, 'max'), 100, 1, {}, () => true), /memory/);
          assert.throws(() => more.analyse(100, 1, () => true), /memory/);
        }
      } finally {
        for (const session of prepared) session.delete();
      }
      // With them gone, as many again fit.
      const again = [];
      try {
        for (let i = 0; i < prepared.length - 2; i++) {
          const session = ply.createSession('chess');
          again.push(session);
          session.prepare();
        }
      } finally {
        for (const session of again) session.delete();
      }
    },
  ],

  [
    'every game plays, searches and counts as it should',
    () => {
      // Perft from the start: Reversi and draughts to depth 5, chess to 4 (tests/data); gomoku has none.
      const perft = { reversi: [5, 1396], draughts: [5, 7482], gomoku: null, chess: [4, 197281] };
      const opening = {
        reversi: ['f5', 'd6', 'c3'],
        draughts: ['c3-d4', 'f6-g5'],
        gomoku: ['h8', 'i9', 'h9'],
        chess: ['e4', 'e5', 'Nf3'],
      };
      for (const game of GAMES) {
        const session = ply.createSession(game);
        try {
          if (perft[game]) assert.equal(ply.perft(session, perft[game][0]), perft[game][1], `${game}: perft`);
          for (const move of opening[game]) assert.equal(session.play(move), '', `${game}: play(${move})`);
          session.prepare();
          const progress = [];
          const result = session.search(level(session, 'max'), 300, 7, {}, (p) => void progress.push(p.depth));
          assert.ok(progress.length > 0, `${game}: no progress`);
          assert.ok(inputs(session).includes(result.move), `${game}: ${result.move} is not legal`);
          assert.equal(session.play(result.move), '');
          const analysis = session.analyse(200, 1, () => true);
          assert.ok(analysis.moves.length > 0, `${game}: an empty analysis`);
          for (let n = 1; n < session.levels().length; n++) {
            assert.ok(inputs(session).includes(session.search(n, 100, n, {}, () => true).move), `${game} level ${n}`);
          }
        } finally {
          session.delete();
        }
      }
    },
  ],
];

if (parentPort) {
  ply = await loadPly();
  for (const game of GAMES) {
    const session = ply.createSession(game);
    assert.ok(session, `createSession('${game}') returned null`);
    sessions.set(game, session);
  }
  const runs = new Map(CASES);
  parentPort.on('message', (name) => {
    try {
      runs.get(name)();
      parentPort.postMessage({ name, ok: true });
    } catch (error) {
      parentPort.postMessage({ name, ok: false, error: error instanceof Error ? error.stack : String(error) });
    }
  });
  parentPort.postMessage({ ready: true });
}
