// The WebAssembly module through its Embind bindings, as the page uses it: rules, perft, search, and the shape
// declared in wasm/ply.d.ts.   node --test tests/wasm/
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { check, checkObject, membersOf, readInterfaces } from './dts-shape.mjs';
import { level, loadPly, repoDir, inputs, written } from './load-ply.mjs';

const testData = path.join(repoDir, 'tests/data');
const perftFile = path.join(testData, 'reversi/perft_start.tsv');
const draughtsPerftFile = path.join(testData, 'draughts/perft_start.tsv');
const dtsFile = path.join(repoDir, 'wasm/ply.d.ts');

// Positions: 64 squares a1..h8 row by row from the top ('X' Black, 'O' White, '-' empty), a space, the side to move.
const START_SQUARES = `${'-'.repeat(27)}OX${'-'.repeat(6)}XO${'-'.repeat(27)}`;
const START = `${START_SQUARES} X`;
const START_MOVES = ['c4', 'd3', 'e6', 'f5'];
// Black (X) on b1 cannot take the corner a1; White can play c1: Black must pass.
const BLACK_MUST_PASS = `OX${'-'.repeat(62)} X`;
// A full board: the game is over, Black has 40, White 24.
const FULL_BLACK_WINS = `${'X'.repeat(40)}${'O'.repeat(24)} O`;
const FULL_DRAW = `${'XO'.repeat(32)} X`;

const sorted = (list) => [...list].sort();
const decls = readInterfaces(dtsFile, fs.readFileSync(dtsFile, 'utf8'));

// depth -> leaf count, from a table whose first two columns are depth and count ('#' comments, a header line).
function readPerft(file = perftFile) {
  if (!fs.existsSync(file)) throw new Error(`${file} is missing (tests/data/SOURCES.md lists the reference data)`);
  const counts = new Map();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const [depth, count] = line.split('\t').map(Number);
    if (line.startsWith('#') || !Number.isInteger(depth) || !Number.isInteger(count)) continue;
    counts.set(depth, count);
  }
  return counts;
}

let ply;
const sessions = [];
function newSession() {
  const session = ply.createSession('reversi');
  assert.ok(session, "createSession('reversi') returned null");
  sessions.push(session);
  return session;
}
function snapshot(session) {
  return { position: session.position(), history: written(session), legal: inputs(session) };
}

before(async () => {
  ply = await loadPly();
});
after(() => {
  for (const session of sessions) session.delete();
});

describe('module', () => {
  test('lists reversi among its games and has a version', () => {
    assert.ok(ply.games().includes('reversi'), `games() = ${ply.games()}`);
    assert.equal(typeof ply.version(), 'string');
    assert.notEqual(ply.version(), '');
  });

  test('createSession returns null for an unknown game', () => {
    assert.equal(ply.createSession('no-such-game'), null);
  });
});

describe('perft through the bindings', () => {
  for (let depth = 1; depth <= 9; depth++) {
    test(`start position, depth ${depth}`, () => {
      const counts = readPerft();
      assert.ok(counts.has(depth), `perft_start.tsv has no depth ${depth}`);
      const session = newSession();
      assert.equal(ply.perft(session, depth), counts.get(depth));
      assert.equal(session.position(), START, 'perft changed the position');
    });
  }
  // Russian draughts: the canonical 'distinct' column (one move per resulting position).
  test('draughts from the initial position, depths 1-8', () => {
    const counts = readPerft(draughtsPerftFile);
    const session = ply.createSession('draughts');
    sessions.push(session);
    for (let depth = 1; depth <= 8; depth++)
      assert.equal(ply.perft(session, depth), counts.get(depth), `depth ${depth}`);
  });
  test('a forced pass counts as one ply', () => {
    const session = newSession();
    assert.equal(session.load(BLACK_MUST_PASS), '');
    assert.equal(ply.perft(session, 1), 1);
  });
});

describe('rules', () => {
  test('status, squares and legal moves at the start', () => {
    const session = newSession();
    assert.equal(session.game, 'reversi');
    assert.deepEqual(session.status(), { over: false, toMove: 0, winner: -1, reason: '', summary: [2, 2] });
    assert.deepEqual(session.board(), { files: 8, ranks: 8 });
    assert.equal(session.startPosition(), START);
    assert.equal(session.squares(), START_SQUARES);
    assert.equal(session.position(), START);
    assert.deepEqual(sorted(inputs(session)), START_MOVES);
    assert.deepEqual(inputs(session), inputs(session), 'legal move order is not stable');
    assert.deepEqual(written(session), []);
  });

  test('a legal move flips and passes the turn', () => {
    const session = newSession();
    assert.equal(session.play('d3'), '');
    assert.deepEqual(written(session), ['d3']);
    const status = session.status();
    assert.equal(status.toMove, 1);
    assert.deepEqual(status.summary, [4, 1]);
    assert.equal(session.startPosition(), START, 'the start moved with the game');
    assert.equal(session.squares()[2 * 8 + 3], 'X', 'd3 is not Black');
    assert.equal(session.squares()[3 * 8 + 3], 'X', 'd4 was not flipped');
    assert.deepEqual(sorted(inputs(session)), ['c3', 'c5', 'e3']);
  });

  test('an illegal move returns an error and changes nothing', () => {
    const session = newSession();
    assert.equal(session.play('f5'), '');
    const before = snapshot(session);
    for (const move of ['a1', 'f5', 'd4', 'z9', 'i1', 'a0', 'a9', '', 'pass', 'D3x', ' e6', '64', 'resign']) {
      const error = session.play(move);
      assert.equal(typeof error, 'string');
      assert.notEqual(error, '', `play(${JSON.stringify(move)}) was accepted`);
      assert.deepEqual(snapshot(session), before, `play(${JSON.stringify(move)}) changed the session`);
    }
  });

  test('a malformed position returns an error and changes nothing', () => {
    const session = newSession();
    assert.equal(session.play('d3'), '');
    const before = snapshot(session);
    const malformed = [
      '',
      'garbage',
      START_SQUARES, // no side to move
      `${START_SQUARES} Z`,
      `${START_SQUARES.slice(1)} X`, // 63 squares
      `${START_SQUARES}- X`, // 65 squares
      `${START_SQUARES.replace('O', 'Q')} X`,
      `${START} trailing`,
    ];
    for (const position of malformed) {
      const error = session.load(position);
      assert.equal(typeof error, 'string');
      assert.notEqual(error, '', `load(${JSON.stringify(position)}) was accepted`);
      assert.deepEqual(snapshot(session), before, `load(${JSON.stringify(position)}) changed the session`);
    }
  });

  test('load sets a position with an empty history; reset goes back to the start', () => {
    const session = newSession();
    session.play('d3');
    const afterD3 = session.position();
    session.reset();
    assert.equal(session.position(), START);
    assert.deepEqual(written(session), []);
    assert.equal(session.load(afterD3), '');
    assert.equal(session.position(), afterD3);
    assert.deepEqual(written(session), []);
    assert.equal(session.undo(), false, 'undo went back past the loaded position');
  });

  test('undo takes back one move at a time, then returns false', () => {
    const session = newSession();
    assert.equal(session.play('d3'), '');
    const afterD3 = snapshot(session);
    assert.equal(session.play('c3'), '');
    assert.equal(session.undo(), true);
    assert.deepEqual(snapshot(session), afterD3);
    assert.equal(session.undo(), true);
    assert.deepEqual(snapshot(session), { position: START, history: [], legal: inputs(session) });
    assert.deepEqual(sorted(inputs(session)), START_MOVES);
    assert.equal(session.undo(), false);
    assert.equal(session.position(), START);
  });

  test('a side without a move must pass', () => {
    const session = newSession();
    assert.equal(session.load(BLACK_MUST_PASS), '');
    const status = session.status();
    assert.equal(status.over, false);
    assert.deepEqual(inputs(session), ['pass']);
    assert.notEqual(session.play('c1'), '');
    assert.equal(session.play('pass'), '');
    assert.deepEqual(written(session), ['pass']);
    assert.equal(session.status().toMove, 1);
    assert.deepEqual(inputs(session), ['c1']);
    assert.equal(session.startPosition(), BLACK_MUST_PASS, 'startPosition is the loaded position');
    assert.equal(session.undo(), true);
    assert.equal(session.position(), BLACK_MUST_PASS);
  });

  test('a full board is over, with the winner and the counts', () => {
    const session = newSession();
    assert.equal(session.load(FULL_BLACK_WINS), '');
    assert.deepEqual(session.status(), {
      over: true,
      toMove: 1,
      winner: 0,
      reason: 'no-moves',
      summary: [40, 24],
    });
    assert.deepEqual(inputs(session), []);
    assert.notEqual(session.play('pass'), '');
    assert.equal(session.load(FULL_DRAW), '');
    assert.equal(session.status().winner, -1);
    assert.deepEqual(session.status().summary, [32, 32]);
  });
});

describe('transcripts', () => {
  test('exportGame writes the moves; importGame reads them back', () => {
    const session = newSession();
    for (const move of ['f5', 'd6', 'c3']) assert.equal(session.play(move), '');
    const text = session.exportGame();
    assert.match(text, /^f5 d6 c3\s*$/);
    const other = newSession();
    assert.equal(other.importGame(text), '');
    assert.deepEqual(written(other), ['f5', 'd6', 'c3']);
    assert.equal(other.position(), session.position());
  });

  test('a whole game with passes round-trips', () => {
    // Always the first legal move: a game of 64 plies with passes (Black's 19th move is one).
    const session = newSession();
    while (!session.status().over) assert.equal(session.play(inputs(session)[0]), '');
    assert.ok(written(session).includes('pass'), 'the game has no pass');
    const text = session.exportGame();
    assert.match(text, / pass /);
    const other = newSession();
    assert.equal(other.importGame(text), '');
    assert.deepEqual(written(other), written(session));
    assert.deepEqual(other.status(), session.status());
  });

  test('an unreadable transcript returns an error and changes nothing', () => {
    const session = newSession();
    session.play('d3');
    const before = snapshot(session);
    for (const text of ['d3 d3', 'z9', 'f5 a1', 'hello world']) {
      const error = session.importGame(text);
      assert.notEqual(error, '', `importGame(${JSON.stringify(text)}) was accepted`);
      assert.deepEqual(snapshot(session), before, `importGame(${JSON.stringify(text)}) changed the session`);
    }
  });
});

describe('the wide boards (10x10, 12x12) behind the one reversi session', () => {
  test('a 10x10 start loads, lists its moves a1..j10, plays, exports and reads back; 8x8 comes back after', () => {
    const session = newSession();
    assert.equal(session.load('10x10:'), '');
    assert.deepEqual(session.board(), { files: 10, ranks: 10 });
    assert.equal(session.squares().length, 100);
    assert.deepEqual(sorted(inputs(session)), ['d5', 'e4', 'f7', 'g6']);
    assert.equal(session.play('e4'), '');
    assert.equal(session.play('j10'), "illegal move 'j10': it turns no disc over");
    assert.match(session.position(), /^10x10: [-XO]{100} O$/);
    const text = session.exportGame();
    assert.match(text, /^10x10: [-XO]{100} X\ne4\s*$/);
    const other = newSession();
    assert.equal(other.importGame(text), '');
    assert.deepEqual(written(other), ['e4']);
    assert.equal(other.position(), session.position());
    assert.equal(session.load(START), '');
    assert.deepEqual(session.board(), { files: 8, ranks: 8 });
    assert.deepEqual(sorted(inputs(session)), START_MOVES);
    assert.equal(session.load('12x12 anti blackhole=l12:'), '');
    assert.deepEqual(session.board(), { files: 12, ranks: 12 });
    assert.equal(session.squares()[143], '#');
  });

  test('a position that does not fit its board changes nothing', () => {
    const session = newSession();
    assert.equal(session.load('10x10:'), '');
    const before = snapshot(session);
    assert.equal(session.load(`10x10: ${START}`), 'position: the board has 64 squares; a 10x10 board has 100');
    assert.deepEqual(snapshot(session), before);
  });

  test('every level answers a legal move on 10x10 and 12x12, and perft counts the wide board', () => {
    for (const start of ['10x10:', '12x12 parallel:']) {
      const session = newSession();
      assert.equal(session.load(start), '');
      for (const name of ['random', 'greedy', 'minimax', 'novice', 'classic', 'strong', 'max']) {
        const result = session.search(level(session, name), 50, 1, {}, () => true);
        assert.ok(inputs(session).includes(result.move), `${start} level ${name}: ${result.move}`);
      }
    }
    const session = newSession();
    session.load('10x10:');
    assert.equal(ply.perft(session, 5), 1396);
  });
});

describe('search', () => {
  // A middle-game position reached by fixed moves, so the search has real choices.
  const OPENING = ['f5', 'd6', 'c3', 'd3', 'c4', 'f4', 'c5', 'b3', 'c2', 'e6'];

  for (const name of ['random', 'greedy', 'minimax', 'novice', 'classic', 'strong', 'max']) {
    test(`level ${name} returns a legal move and leaves the position alone`, () => {
      const session = newSession();
      for (const move of OPENING) assert.equal(session.play(move), '', `opening move ${move}`);
      const before = snapshot(session);
      const progress = [];
      const result = session.search(level(session, name), 300, 12345, {}, (p) => {
        progress.push(p);
        return true;
      });
      assert.deepEqual(checkObject(decls, result, 'SearchResult'), []);
      assert.ok(before.legal.includes(result.move), `${result.move} is not among ${before.legal}`);
      assert.deepEqual(snapshot(session), before);
      for (const p of progress) assert.ok(p.depth >= 1, `progress depth ${p.depth}`);
      if (result.pv.length > 0) assert.equal(result.pv[0], result.move);
    });
  }

  test('the levels that choose at random pick the same move for the same seed', () => {
    const session = newSession();
    for (const move of OPENING) session.play(move);
    for (const name of ['random', 'greedy', 'minimax', 'novice', 'apprentice', 'casual', 'improver', 'club']) {
      const first = session.search(level(session, name), 300, 777, {}, () => true).move;
      const second = session.search(level(session, name), 300, 777, {}, () => true).move;
      assert.equal(second, first, `level ${name}`);
    }
  });

  test('returning false from onProgress stops the search after that iteration', () => {
    const session = newSession();
    for (const move of OPENING) session.play(move);
    let calls = 0;
    let first;
    const result = session.search(level(session, 'max'), 20000, 1, {}, (p) => {
      calls += 1;
      first ??= p.depth;
      return false;
    });
    assert.ok(calls >= 1, 'onProgress was never called');
    assert.equal(calls, 1, 'the search went on after onProgress returned false');
    assert.equal(result.depth, first);
    assert.ok(inputs(session).includes(result.move));
  });

  test('numbers that are not whole, finite and in range are errors, and the session is unchanged', () => {
    const session = newSession();
    for (const move of OPENING) session.play(move);
    const before = snapshot(session);
    const bad = [
      [0, 100, 1, /level/],
      [100, 100, 1, /level/],
      [2.5, 100, 1, /level/],
      [Number.NaN, 100, 1, /level/],
      [3, Number.NaN, 1, /time/],
      [3, -1, 1, /time/],
      [3, Number.POSITIVE_INFINITY, 1, /time/],
      [3, 100, -1, /seed/],
      [3, 100, Number.NaN, /seed/],
      [3, 100, 0.5, /seed/],
    ];
    for (const [level, time, seed, message] of bad) {
      assert.throws(
        () => session.search(level, time, seed, {}, () => true),
        message,
        `search(${level}, ${time}, ${seed})`,
      );
    }
    assert.throws(() => ply.perft(session, Number.NaN), /perft depth/);
    assert.throws(() => ply.perft(session, -1), /perft depth/);
    assert.deepEqual(snapshot(session), before);
    assert.ok(
      before.legal.includes(session.search(level(session, 2), 100.7, 3, {}, () => true).move),
      'a fractional time is rounded down',
    );
  });

  test('the only move of a side that must pass is pass', () => {
    const session = newSession();
    session.load(BLACK_MUST_PASS);
    assert.equal(session.search(3, 200, 1, {}, () => true).move, 'pass');
  });
  test('reversi declares its probcut and book, knobs for matches that the page does not show', () => {
    assert.deepEqual(newSession().options(), [
      { name: 'probcut', type: 'number', min: 0, max: 5, default: 1.5, step: 0.1, onPage: false },
      { name: 'book', type: 'whole', min: 0, max: 1, default: 1, step: 1, onPage: false },
    ]);
  });

  test('options are checked against the declaration: an unknown name or a value out of range throws', () => {
    const session = newSession();
    const before = snapshot(session);
    assert.throws(
      () => session.search(level(session, 'max'), 100, 1, { aggressiveness: 0.8 }, () => true),
      /unknown option 'aggressiveness'.*probcut/,
    );
    assert.throws(
      () => session.search(level(session, 'max'), 100, 1, { probcut: 6 }, () => true),
      /probcut must be a number in 0..5/,
    );
    assert.throws(() => session.search(level(session, 'max'), 100, 1, { probcut: -0.5 }, () => true), /probcut/);
    assert.deepEqual(snapshot(session), before);
  });

  test('probcut 0 turns Multi-ProbCut off: the search reports no selectivity', () => {
    const session = newSession();
    // The first of `ply bench`'s midgames (engine/reversi/traits.h).
    assert.equal(session.load('--O-X----OXXX--OO-X-X-O-OXOOXOO-X--OX-------X-------XO---------- X'), '');
    assert.ok(session.search(level(session, 'max'), 100, 1, {}, () => true).selectivity < 100);
    assert.equal(session.search(level(session, 'max'), 100, 1, { probcut: 0 }, () => true).selectivity, 100);
  });
});

describe('wasm/ply.d.ts', () => {
  test('the module has every PlyModule member with the declared result types', () => {
    assert.deepEqual(checkObject(decls, ply, 'PlyModule'), []);
    const session = newSession();
    const calls = {
      createSession: () => ply.createSession('reversi'),
      games: () => ply.games(),
      perft: () => ply.perft(session, 2),
      version: () => ply.version(),
      maxThreads: () => ply.maxThreads(),
      dataFiles: () => ply.dataFiles('reversi'),
      loadData: () => ply.loadData('reversi', 'weights', new Uint8Array(3)),
    };
    for (const [name, decl] of membersOf(decls, 'PlyModule')) {
      if (decl.kind !== 'method') continue;
      assert.ok(calls[name], `no sample call for PlyModule.${name}: add one to this test`);
      const value = calls[name]();
      assert.deepEqual(check(decls, value, decl.type, `PlyModule.${name}()`), []);
      if (name === 'createSession') value.delete();
    }
    assert.deepEqual(
      check(decls, ply.createSession('no-such-game'), membersOf(decls, 'PlyModule').get('createSession').type),
      [],
    );
  });

  test('a session has every Session member with the declared result types', () => {
    const session = ply.createSession('reversi');
    assert.deepEqual(checkObject(decls, session, 'Session'), []);
    const progress = [];
    const analyses = [];
    // In call order: each call must leave the session usable for the next; delete() comes last.
    const calls = {
      reset: () => session.reset(),
      load: () => session.load(START),
      position: () => session.position(),
      setup: () => session.setup(session.squares(), 1, ''),
      startPosition: () => session.startPosition(),
      squares: () => session.squares(),
      board: () => session.board(),
      legalMoves: () => session.legalMoves(),
      play: () => session.play('d3'),
      history: () => session.history(),
      positionAfter: () => session.positionAfter(1),
      exportGame: () => session.exportGame(),
      importGame: () => session.importGame('d3'),
      refusal: () => (session.play('zz'), session.refusal()),
      status: () => session.status(),
      opening: () => session.opening(),
      variants: () => session.variants(),
      variantOf: () => session.variantOf('6x6:'),
      variantStart: () => session.variantStart({ size: '6' }, 1),
      options: () => session.options(),
      levels: () => session.levels(),
      configure: () => session.configure(1, 16),
      resources: () => session.resources(),
      prepare: () => session.prepare(),
      // Level 5 iterates, so onProgress is called (levels 1-2 may pick a move without iterations).
      search: () => session.search(level(session, 'max'), 200, 3, {}, (p) => void progress.push(p)),
      analyse: () => session.analyse(200, 1, (a) => void analyses.push(a)),
      undo: () => session.undo(),
      delete: () => session.delete(),
    };
    const members = membersOf(decls, 'Session');
    const order = [...Object.keys(calls), ...members.keys()];
    for (const name of new Set(order)) {
      const decl = members.get(name);
      assert.ok(decl, `the test calls Session.${name}, which ply.d.ts does not declare`);
      if (decl.kind !== 'method') continue;
      assert.ok(calls[name], `no sample call for Session.${name}: add one to this test`);
      assert.deepEqual(check(decls, calls[name](), decl.type, `Session.${name}()`), [], `Session.${name}`);
    }
    assert.ok(progress.length > 0, 'search never called onProgress');
    for (const [i, p] of progress.entries())
      assert.deepEqual(checkObject(decls, p, 'SearchProgress', `progress[${i}]`), []);
    assert.ok(analyses.length > 0, 'analyse never called onProgress');
    for (const [i, a] of analyses.entries()) assert.deepEqual(checkObject(decls, a, 'Analysis', `analyses[${i}]`), []);
  });

  test('a program using the declarations compiles with tsc', () => {
    const candidates = ['site/node_modules/.bin/tsc', 'tests/e2e/node_modules/.bin/tsc'].map((p) =>
      path.join(repoDir, p),
    );
    const tsc = candidates.find((p) => fs.existsSync(p));
    assert.ok(tsc, `no TypeScript compiler in ${candidates.join(' or ')}: run scripts/setup.sh`);
    const run = spawnSync(tsc, ['-p', path.join(repoDir, 'tests/wasm')], { encoding: 'utf8' });
    assert.equal(run.status, 0, `${path.relative(repoDir, tsc)} -p tests/wasm failed:\n${run.stdout}${run.stderr}`);
  });
});

// The hints' analysis and the page's stop signal (PlyModule.shouldStop), as the worker uses them.
describe('analysis and the stop signal', () => {
  // 48 moves in, 12 empties, Black to move; the exact values of its moves by the solver.
  const LATE_GAME =
    'f5 d6 c4 b3 c5 c6 c7 e3 a2 f3 e6 g6 b5 a5 f4 c8 b4 b6 h7 d7 e2 g3 b7 d3 e7 a6 a7 c3 g4 a3 b2 h4 f6 c2 d1 d8 h2 a1 b8 f8 f7 e1 a4 g8 g7 h3 e8 g5';

  test('Reversi values every legal move, best first', () => {
    const session = ply.createSession('reversi');
    const depths = [];
    const a = session.analyse(0, 1, (p) => void depths.push(p.depth));
    assert.deepEqual(sorted(a.moves.map((m) => m.move)), sorted(START_MOVES));
    assert.ok(depths.length > 1, 'the analysis reports each iteration');
    for (let i = 1; i < a.moves.length; i++) assert.ok(a.moves[i - 1].value >= a.moves[i].value);
    for (const m of a.moves) assert.equal(m.pv[0], m.move);
    session.delete();
  });

  test('near the end every Reversi value is the exact final disc difference', () => {
    const session = ply.createSession('reversi');
    assert.equal(session.importGame(LATE_GAME), '');
    const a = session.analyse(10000, 1, () => {});
    const values = Object.fromEntries(a.moves.map((m) => [m.move, [m.value, m.exact]]));
    assert.deepEqual(values, {
      h8: [2, true],
      h6: [-4, true],
      b1: [-12, true],
      d2: [-12, true],
      g2: [-16, true],
      f1: [-22, true],
      f2: [-22, true],
      h5: [-24, true],
    });
    // The solver's best move agrees with level 5's exact choice.
    const r = session.search(level(session, 'max'), 10000, 1, {}, () => {});
    assert.equal(r.score, 2);
    assert.equal(r.exact, true);
    session.delete();
  });

  test('draughts values every legal move, best first', () => {
    const session = ply.createSession('draughts');
    const a = session.analyse(300, 1, () => {});
    assert.deepEqual(a.moves.map((m) => m.move).sort(), inputs(session).sort());
    for (let i = 1; i < a.moves.length; i++) assert.ok(a.moves[i - 1].value >= a.moves[i].value);
    session.delete();
  });

  test('gomoku and chess give their best move with its line', () => {
    for (const game of ['gomoku', 'chess']) {
      const session = ply.createSession(game);
      const a = session.analyse(300, 1, () => {});
      assert.equal(a.moves.length, 1, game);
      assert.ok(inputs(session).includes(a.moves[0].move), `${game}: ${a.moves[0].move}`);
      assert.ok(a.moves[0].pv.length >= 1, game);
      session.delete();
    }
  });

  test('gomoku and chess give as many best lines as asked, distinct and best first', () => {
    for (const game of ['gomoku', 'chess']) {
      const session = ply.createSession(game);
      // Gomoku's empty board has one answer, the centre: three stones make a position with choices.
      if (game === 'gomoku') for (const m of ['e5', 'f6', 'e6']) assert.equal(session.play(m), '');
      const reported = [];
      const a = session.analyse(400, 3, (p) => void reported.push(p.moves.length));
      assert.equal(a.moves.length, 3, game);
      assert.ok(
        reported.every((n) => n === 3),
        `${game}: every iteration reports 3 lines (${reported})`,
      );
      assert.equal(new Set(a.moves.map((m) => m.move)).size, 3, game);
      for (let i = 1; i < a.moves.length; i++) assert.ok(a.moves[i - 1].value >= a.moves[i].value, game);
      for (const m of a.moves) {
        assert.ok(inputs(session).includes(m.move), `${game}: ${m.move}`);
        assert.ok(m.pv.length >= 1, `${game}: ${m.move} has its line`);
      }
      session.delete();
    }
  });

  test('analyse() on a finished game returns null', () => {
    const session = ply.createSession('reversi');
    assert.equal(session.load(FULL_DRAW), '');
    assert.equal(
      session.analyse(100, 1, () => {}),
      null,
    );
    session.delete();
  });

  test('shouldStop stops a search after its first iteration, and an analysis too', () => {
    const session = ply.createSession('reversi');
    let asked = 0;
    ply.shouldStop = () => (++asked, true);
    try {
      const r = session.search(level(session, 'max'), 60000, 1, {}, () => {});
      assert.equal(r.depth, 1);
      assert.ok(inputs(session).includes(r.move));
      const a = session.analyse(60000, 1, () => {});
      assert.ok(a.depth <= 2, `analysis depth ${a.depth}`);
      assert.ok(asked > 0, 'the search never asked');
    } finally {
      delete ply.shouldStop;
    }
    // Without it the search goes on to its budget.
    assert.ok(session.search(level(session, 'max'), 300, 1, {}, () => {}).depth > 1);
    session.delete();
  });
});
