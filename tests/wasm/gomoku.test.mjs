// Gomoku through the Embind bindings, as the page uses it (wasm/ply.d.ts): sizes and rules from the position
// text, squares and moves, the five and its line, reset keeping the variant, transcripts, search at each level.
//   node --test tests/wasm/
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { level, loadPly, inputs, written } from './load-ply.mjs';

let ply;
const sessions = [];
function gomoku(position) {
  const session = ply.createSession('gomoku');
  assert.ok(session, "createSession('gomoku') returned null");
  sessions.push(session);
  if (position !== undefined) assert.equal(session.load(position), '', `load('${position}')`);
  return session;
}
/** 'e5' on an n x n board → its index in squares(): row * n + column, a1 first. */
function index(n, cell) {
  return (Number(cell.slice(1)) - 1) * n + 'abcdefghijklmnopqrs'.indexOf(cell[0]);
}
function playAll(session, moves) {
  for (const m of moves) assert.equal(session.play(m), '', `play(${m})`);
}

before(async () => {
  ply = await loadPly();
});
after(() => {
  for (const session of sessions) session.delete();
});

describe('gomoku rules', () => {
  test('the module lists gomoku; a new session is the empty 15x15 board, Black to move', () => {
    assert.ok(ply.games().includes('gomoku'), `games() = ${ply.games()}`);
    const s = gomoku();
    assert.deepEqual({ ...s.board() }, { files: 15, ranks: 15 });
    assert.equal(s.squares(), '-'.repeat(225));
    assert.equal(inputs(s).length, 225);
    assert.equal(s.position(), '15 freestyle:');
    const st = s.status();
    assert.equal(st.over, false);
    assert.equal(st.toMove, 0);
  });

  test('load of "10 freestyle:" gives the empty 10x10 board; a stone lands at row * 10 + column', () => {
    const s = gomoku('10 freestyle:');
    assert.deepEqual({ ...s.board() }, { files: 10, ranks: 10 });
    assert.equal(inputs(s).length, 100);
    assert.ok(inputs(s).includes('j10'));
    playAll(s, ['e5', 'f6']);
    const sq = s.squares();
    assert.equal(sq[index(10, 'e5')], 'X');
    assert.equal(sq[index(10, 'f6')], 'O');
    assert.equal(sq.replace(/-/g, '').length, 2);
    assert.equal(s.status().toMove, 0);
    assert.ok(!inputs(s).includes('e5'), 'an occupied cell is no move');
    assert.notEqual(s.play('e5'), '', 'playing an occupied cell is refused');
    assert.notEqual(s.play('k1'), '', 'a cell off the 10x10 board is refused');
  });

  test('five in a row wins for the side that made it; the summary is the line from end to end', () => {
    const s = gomoku('10 freestyle:');
    playAll(s, ['a1', 'a3', 'b2', 'b3', 'c3', 'c4', 'd4', 'd3', 'e5']);
    const st = s.status();
    assert.equal(st.over, true);
    assert.equal(st.reason, 'five');
    assert.equal(st.winner, 0);
    const line = ['a1', 'b2', 'c3', 'd4', 'e5'].map((c) => index(10, c));
    const summary = Array.from(st.summary);
    assert.ok(
      JSON.stringify(summary) === JSON.stringify(line) ||
        JSON.stringify(summary) === JSON.stringify([...line].reverse()),
      `summary ${summary}`,
    );
    assert.deepEqual(inputs(s), [], 'no move after the five');
    assert.notEqual(s.play('j10'), '', 'a move after the game ended is refused');
  });

  test('an overline wins in freestyle, not under the standard rule', () => {
    // Black: a1 b1 c1 d1 f1, then e1 joins six; White's stones are scattered.
    const moves = ['a1', 'j10', 'b1', 'j8', 'c1', 'j6', 'd1', 'j4', 'f1', 'h9', 'e1'];
    const free = gomoku('10 freestyle:');
    playAll(free, moves);
    assert.equal(free.status().reason, 'five');
    assert.equal(Array.from(free.status().summary).length, 6);
    const standard = gomoku('10 standard:');
    playAll(standard, moves);
    assert.equal(standard.status().over, false);
    assert.deepEqual(Array.from(standard.status().summary), []);
  });

  test('reset returns to the empty board of the same size and rule', () => {
    const s = gomoku('10 standard:');
    playAll(s, ['e5', 'f6', 'e6']);
    s.reset();
    assert.equal(s.position(), '10 standard:');
    assert.deepEqual({ ...s.board() }, { files: 10, ranks: 10 });
    assert.deepEqual(written(s), []);
    assert.equal(s.startPosition(), '10 standard:');
  });

  test('a bad size or rule is refused with a message and changes nothing', () => {
    const s = gomoku('10 freestyle:');
    for (const bad of ['4 freestyle:', '20 freestyle:', '15 caro:', '15 freestyle: h8 h8', 'nonsense']) {
      assert.notEqual(s.load(bad), '', bad);
    }
    assert.equal(s.position(), '10 freestyle:');
  });

  test('renju loads, and a foul of Black is refused with its name and changes nothing', () => {
    const s = gomoku('15 renju: f8 a1 g8 c1 h6 e1 h7 g1');
    assert.equal(s.position(), '15 renju: f8 a1 g8 c1 h6 e1 h7 g1');
    const refused = s.play('h8');
    assert.match(refused, /double three, forbidden to Black under renju/);
    assert.equal(s.position(), '15 renju: f8 a1 g8 c1 h6 e1 h7 g1');
  });

  test('exportGame round-trips through importGame, size and rule included', () => {
    const s = gomoku('10 standard:');
    playAll(s, ['e5', 'f6', 'e6', 'e7']);
    const text = s.exportGame();
    assert.match(text, /10 standard:/);
    const t = gomoku();
    assert.equal(t.importGame(text), '');
    assert.deepEqual(written(t), ['e5', 'f6', 'e6', 'e7']);
    assert.equal(t.startPosition(), '10 standard:');
    assert.notEqual(t.importGame('15 freestyle: h8 h8'), '');
  });
});

describe('gomoku search', () => {
  // One level of each way of playing (engine/core/ladder.h), and the top.
  for (const name of ['random', 'beginner', 'original', 'lookahead', 'classic', 'club', 'max']) {
    test(`level ${name} returns an empty cell on 10x10 and 15x15 and leaves the position alone`, () => {
      for (const [start, moves] of [
        ['10 freestyle:', ['e5', 'f6', 'f5']],
        ['15 standard:', ['h8', 'i9', 'h9']],
      ]) {
        const s = gomoku(start);
        playAll(s, moves);
        const legal = inputs(s);
        const position = s.position();
        const result = s.search(level(s, name), 300, 99, {}, () => true);
        assert.ok(legal.includes(result.move), `level ${name} on ${start}: ${result.move}`);
        assert.equal(s.position(), position);
      }
    });
  }

  test('every level from the original bot up completes its own four', () => {
    const s = gomoku('10 freestyle:');
    playAll(s, ['a10', 'b2', 'j10', 'c2', 'a8', 'd2', 'j8', 'e2', 'h10']);
    // White's b2-e2 is open at a2 and f2.
    for (let n = level(s, 'original'); n <= s.levels().length; n++)
      assert.match(s.search(n, 300, 1, {}, () => true).move, /^[af]2$/, `level ${n}`);
  });

  test('gomoku declares its aggressiveness: a number in 0.5..1, 0.8 by default, on the page', () => {
    assert.deepEqual(gomoku('10 freestyle:').options(), [
      { name: 'aggressiveness', type: 'number', min: 0.5, max: 1, default: 0.8, step: 0.05, onPage: true },
    ]);
  });

  test('an aggressiveness that is no number or outside 0.5..1 is an error', () => {
    const s = gomoku('10 freestyle:');
    playAll(s, ['e5']);
    for (const a of [Number.NaN, 0.3, 2, Number.POSITIVE_INFINITY, '0.8', null]) {
      assert.throws(
        () => s.search(level(s, 2), 100, 1, { aggressiveness: a }, () => true),
        /aggressiveness/,
        String(a),
      );
    }
    for (const a of [0.5, 0.75, 1]) {
      assert.ok(inputs(s).includes(s.search(level(s, 2), 100, 1, { aggressiveness: a }, () => true).move), String(a));
    }
  });

  test('an option gomoku does not declare is an error naming the ones it does', () => {
    const s = gomoku('10 freestyle:');
    playAll(s, ['e5']);
    assert.throws(
      () => s.search(level(s, 2), 100, 1, { probcut: 1 }, () => true),
      /unknown option 'probcut'.*aggressiveness/,
    );
  });

  test('the aggressiveness goes with the search: level 2 attacks at 0.5 and defends at 1', () => {
    // The position of the engine's GomokuOriginal.LowAggressivenessAttacksAndHighAggressivenessDefends.
    const s = gomoku('15 freestyle: f8 f4 g8 g4 h8 h4 a15 i5');
    assert.equal(s.search(level(s, 2), 100, 1, { aggressiveness: 0.5 }, () => true).move, 'i8');
    assert.equal(s.search(level(s, 2), 100, 1, { aggressiveness: 1 }, () => true).move, 'i4');
    assert.equal(s.search(level(s, 2), 100, 1, {}, () => true).move, 'i8');
  });
});
