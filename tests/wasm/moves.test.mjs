// Moves as values (wasm/ply.d.ts Move): every legal move and every move played comes with its input, its
// written form, its squares as squares() indexes them, whether it captures or passes, and its choice, so
// the page reads them rather than working the rules out from text.
//   node --test tests/wasm/
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { loadPly } from './load-ply.mjs';

let ply;
const sessions = [];
function session(game, position) {
  const s = ply.createSession(game);
  assert.ok(s, `createSession('${game}') returned null`);
  sessions.push(s);
  if (position !== undefined) assert.equal(s.load(position), '', `load('${position}')`);
  return s;
}
function playAll(s, moves) {
  for (const m of moves) assert.equal(s.play(m), '', `play(${m})`);
}
/** A plain copy of a Move (Embind hands out plain objects; this also drops nothing it should keep). */
const plain = (m) => ({ ...m, path: Array.from(m.path) });
const last = (s) => plain(s.history().at(-1));

/** The squares a move's input names, in order, as indexes on a board `files` wide ('c3:e5:c7' → [18, 36, 50]). */
function named(input, files) {
  return Array.from(
    input.matchAll(/([a-s])(1[0-9]|[1-9])/g),
    ([, file, rank]) => (Number(rank) - 1) * files + file.charCodeAt(0) - 97,
  );
}

before(async () => {
  ply = await loadPly();
});
after(() => {
  for (const s of sessions) s.delete();
});

describe('a move is a value: input, written form, path, capture, pass, choice', () => {
  test('Reversi: a disc is a one-square path that captures nothing; a pass is a move with no square', () => {
    const s = session('reversi');
    playAll(s, ['d3']);
    assert.deepEqual(last(s), { input: 'd3', written: 'd3', path: [19], capture: false, pass: false, choice: '' });
    const stuck = session('reversi', `OX${'-'.repeat(62)} X`);
    assert.deepEqual(stuck.legalMoves().map(plain), [
      { input: 'pass', written: 'pass', path: [], capture: false, pass: true, choice: '' },
    ]);
    playAll(stuck, ['pass']);
    assert.equal(last(stuck).pass, true);
    assert.deepEqual(last(stuck).path, []);
  });

  test('Reversi on 6x6 and 10x10: the path indexes the board squares() draws, not the stored bit set', () => {
    for (const [variant, files] of [
      ['6x6:', 6],
      ['10x10:', 10],
      ['12x12:', 12],
    ]) {
      const s = session('reversi', variant);
      assert.equal(s.board().files, files);
      for (const m of s.legalMoves())
        assert.deepEqual(Array.from(m.path), named(m.input, files), `${variant} ${m.input}`);
      const first = s.legalMoves()[0];
      playAll(s, [first.input]);
      const path = last(s).path;
      assert.notEqual(s.squares()[path[0]], '-', `${variant}: ${first.input}'s disc is on square ${path[0]}`);
    }
  });

  test('draughts: a multiple capture lists every landing square; its written form is the short one', () => {
    const s = session('draughts', 'W:Wc3:Bd4,d6');
    const [capture] = s.legalMoves().map(plain);
    assert.deepEqual(capture, {
      input: 'c3:e5:c7',
      written: 'c3:c7',
      path: [18, 36, 50],
      capture: true,
      pass: false,
      choice: '',
    });
    playAll(s, ['c3:c7']);
    assert.deepEqual(last(s), capture, 'history describes the move as legalMoves() did');
    const quiet = session('draughts');
    const move = quiet
      .legalMoves()
      .map(plain)
      .find((m) => m.input === 'c3-d4');
    assert.deepEqual(move, {
      input: 'c3-d4',
      written: 'c3-d4',
      path: [18, 27],
      capture: false,
      pass: false,
      choice: '',
    });
  });

  test('chess: a promotion names its piece as the choice, and its SAN is written', () => {
    const s = session('chess', '4k3/P7/8/8/8/8/6p1/4K3 w - - 0 1');
    const promotions = s
      .legalMoves()
      .map(plain)
      .filter((m) => m.input.startsWith('a7a8'));
    assert.deepEqual(promotions.map((m) => m.choice).sort(), ['b', 'n', 'q', 'r']);
    playAll(s, ['a8=Q+']);
    assert.deepEqual(last(s), {
      input: 'a7a8q',
      written: 'a8=Q+',
      path: [48, 56],
      capture: false,
      pass: false,
      choice: 'q',
    });
  });

  test("chess: castling is the king's two-square path; en passant is a capture onto an empty square", () => {
    const castle = session('chess', 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    playAll(castle, ['O-O-O']);
    assert.deepEqual(last(castle), {
      input: 'e1c1',
      written: 'O-O-O',
      path: [4, 2],
      capture: false,
      pass: false,
      choice: '',
    });
    const passant = session('chess', '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1');
    playAll(passant, ['e5d6']);
    assert.deepEqual(last(passant), {
      input: 'e5d6',
      written: 'exd6',
      path: [36, 43],
      capture: true,
      pass: false,
      choice: '',
    });
    const take = session('chess', '4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1');
    assert.equal(take.legalMoves().find((m) => m.input === 'e4d5').capture, true);
    assert.equal(take.legalMoves().find((m) => m.input === 'e4e5').capture, false);
  });

  test('gomoku: a stone is its cell, on any board size', () => {
    const s = session('gomoku', '19 standard:');
    playAll(s, ['s19']);
    assert.deepEqual(last(s), { input: 's19', written: 's19', path: [360], capture: false, pass: false, choice: '' });
    assert.equal(s.squares()[360], 'X');
  });

  test("every game: a legal move's path is the squares its input names, and the history replays by its inputs", () => {
    const games = {
      reversi: ['d3', 'c5', 'f6', 'f5', 'e6', 'e3'],
      draughts: ['c3-d4', 'f6-e5', 'd4:f6', 'g7:e5', 'b2-c3'],
      gomoku: ['h8', 'i9', 'h9', 'h10'],
      chess: ['e4', 'd5', 'exd5', 'Qxd5', 'Nc3', 'Qa5', 'Bc4'],
    };
    for (const [game, moves] of Object.entries(games)) {
      const s = session(game);
      playAll(s, moves);
      const files = s.board().files;
      for (const m of s.legalMoves()) {
        assert.deepEqual(Array.from(m.path), named(m.input, files), `${game} ${m.input}`);
        assert.equal(m.pass, false);
      }
      const played = s.history().map(plain);
      assert.deepEqual(
        played.map((m) => m.written),
        Array.from(s.history(), (m) => m.written),
      );
      assert.equal(
        played.filter((m) => m.capture).length > 0,
        game === 'draughts' || game === 'chess',
        `${game} captured`,
      );
      const end = s.position();
      const again = session(game);
      playAll(
        again,
        played.map((m) => m.input),
      );
      assert.equal(again.position(), end, `${game}: the inputs replay the game`);
    }
  });

  test('positionAfter(ply) is the board and the state of play after that many moves; the game stays as it is', () => {
    const s = session('chess');
    playAll(s, ['f3', 'e5', 'g4', 'Qh4#']);
    const live = s.position();
    const start = s.positionAfter(0);
    assert.deepEqual({ ...start.board }, { files: 8, ranks: 8 });
    assert.equal(start.squares, session('chess').squares());
    assert.equal(start.status.toMove, 0);
    const two = session('chess');
    playAll(two, ['f3', 'e5']);
    assert.equal(s.positionAfter(2).squares, two.squares());
    assert.deepEqual([s.positionAfter(3).status.over, s.positionAfter(3).status.toMove], [false, 1]);
    const mate = s.positionAfter(4);
    assert.deepEqual([mate.status.over, mate.status.winner, mate.status.reason], [true, 1, 'checkmate']);
    assert.equal(mate.squares, s.squares());
    // Each position's legal moves, as that game's legalMoves() lists them; none after the mate.
    const inputsOf = (moves) => Array.from(moves, (m) => m.input);
    assert.deepEqual(inputsOf(s.positionAfter(2).legal), inputsOf(two.legalMoves()));
    assert.equal(s.positionAfter(0).legal.length, 20);
    assert.deepEqual(inputsOf(mate.legal), []);
    for (const ply of [5, -1, 1.5, Number.NaN, Infinity]) assert.equal(s.positionAfter(ply), null, String(ply));
    assert.equal(s.position(), live);
    assert.equal(s.history().length, 4);
  });

  test('opening() names the opening the moves begin with, and positionAfter the one up to there', () => {
    const r = session('reversi');
    assert.equal(r.opening(), null);
    playAll(r, ['d3', 'c5', 'f6', 'f5', 'e6']);
    assert.deepEqual({ ...r.opening() }, { en: 'Tiger', ru: 'Тигр' });
    assert.equal(r.positionAfter(2).opening.en, 'Perpendicular');
    assert.equal(r.positionAfter(1).opening, null);
    const d = session('draughts');
    playAll(d, ['c3-d4', 'd6-c5', 'b2-c3', 'f6-g5']);
    assert.deepEqual({ ...d.opening() }, { en: 'City game', ru: 'Городская партия' });
    // A game from another start, and a game that names no openings.
    const anti = session('reversi', '8x8 anti:');
    playAll(anti, ['d3', 'c5']);
    assert.equal(anti.opening(), null);
    const c = session('chess');
    playAll(c, ['e4']);
    assert.equal(c.opening(), null);
  });

  test('variants() lists each choice with its default first, and variantOf() reads a start back', () => {
    const r = session('reversi');
    assert.deepEqual(
      r.variants().map((c) => [c.id, [...c.values]]),
      [
        ['size', ['8', '6', '10', '12']],
        ['start', ['cross', 'parallel']],
        ['rule', ['normal', 'anti', 'blackhole', 'anti-blackhole']],
      ],
    );
    assert.deepEqual({ ...r.variantOf(r.startPosition()) }, { size: '8', start: 'cross', rule: 'normal' });
    assert.deepEqual({ ...r.variantOf('6x6 parallel anti:') }, { size: '6', start: 'parallel', rule: 'anti' });
    assert.deepEqual({ ...r.variantOf('12x12 blackhole=a1:') }, { size: '12', start: 'cross', rule: 'blackhole' });
    assert.equal(r.variantOf('nonsense'), null);
    assert.equal(r.startPosition(), session('reversi').startPosition(), 'variantOf changes nothing');
    const g = session('gomoku');
    assert.deepEqual({ ...g.variantOf('15 renju: h8') }, { size: '15', rule: 'renju' });
    assert.deepEqual(session('chess').variants(), []);
    assert.equal(session('chess').variantOf(session('chess').startPosition()), null);
    assert.equal(session('draughts').variantStart({ size: '6' }, 1), '');
  });

  test('variantStart() writes the start of a value for each choice, a black hole drawn from the seed', () => {
    const r = session('reversi');
    const before = r.position();
    assert.equal(r.variantStart({}, 0), '8x8:');
    assert.equal(r.variantStart({ size: '6', start: 'parallel', rule: 'anti' }, 0), '6x6 parallel anti:');
    assert.equal(r.variantStart({ size: '9', rule: 'nonsense' }, 0), '8x8:');
    const holes = new Set();
    for (let seed = 0; seed < 40; seed++) {
      const start = r.variantStart({ size: '10', rule: 'anti-blackhole' }, seed);
      assert.match(start, /^10x10 anti blackhole=[a-j]\d+:$/);
      assert.equal(start, r.variantStart({ size: '10', rule: 'anti-blackhole' }, seed), 'the same seed, the same hole');
      assert.deepEqual({ ...r.variantOf(start) }, { size: '10', start: 'cross', rule: 'anti-blackhole' });
      holes.add(start);
    }
    assert.ok(holes.size > 10, `only ${holes.size} holes in 40 seeds`);
    assert.equal(r.position(), before);
    const g = session('gomoku');
    assert.equal(g.variantStart({ size: '10', rule: 'renju' }, 0), '15 renju:');
    assert.equal(g.variantStart({ size: '10', rule: 'standard' }, 0), '10 standard:');
  });

  test('positionAfter on the wide Reversi boards reads the wide game', () => {
    const s = session('reversi', '10x10:');
    const first = s.legalMoves()[0].input;
    playAll(s, [first]);
    assert.deepEqual({ ...s.positionAfter(0).board }, { files: 10, ranks: 10 });
    assert.equal(s.positionAfter(1).squares, s.squares());
  });
});

describe('a refusal is a value: reason, cause, move number and move, never a sentence to parse', () => {
  test('each game names why an imported game is refused, and where', () => {
    const refused = (game, text) => {
      const s = session(game);
      assert.notEqual(s.importGame(text), '', `importGame(${JSON.stringify(text)})`);
      const r = s.refusal();
      assert.ok(r, 'refusal() after a refused import');
      return { ...r };
    };
    assert.deepEqual(
      { ...refused('reversi', 'f5 d6 c3 a1'), text: '' },
      { reason: 'illegal', cause: '', moveNumber: 4, move: 'a1', text: '' },
    );
    assert.equal(refused('reversi', 'f5 zz9').reason, 'unreadable');
    assert.equal(refused('reversi', `${'X'.repeat(40)} X\nd3`).reason, 'bad-position');
    const pgn = refused('chess', '1. e4 e5 2. Ke3 *');
    assert.deepEqual([pgn.reason, pgn.moveNumber, pgn.move], ['illegal', 2, 'Ke3']);
    assert.equal(refused('chess', '1. f3 e5 2. g4 Qh4# 3. a3 *').reason, 'after-end');
    assert.equal(refused('chess', '[FEN "8/8 w - - 0 1"]\n1. e4 *').reason, 'bad-position');
    assert.equal(refused('draughts', '[GameType "20"]\n1. c3-d4 *').reason, 'other-game');
    const pdn = refused('draughts', '1. c3-d4 b6-a5 2. d4-c5 a7-b6 *');
    assert.deepEqual([pdn.reason, pdn.cause, pdn.moveNumber, pdn.move], ['illegal', 'capture-compulsory', 2, 'a7-b6']);
    const taken = refused('gomoku', '15 freestyle: h8 i9 h8');
    assert.deepEqual([taken.reason, taken.cause, taken.moveNumber, taken.move], ['illegal', 'taken', 3, 'h8']);
    // Renju: Black's fifth stone would make a double three (f8, g8 across; h6, h7 down to h8).
    const foul = refused('gomoku', '15 renju: f8 a1 g8 c1 h6 e1 h7 g1 h8');
    assert.deepEqual([foul.reason, foul.cause, foul.moveNumber, foul.move], ['illegal', 'double-three', 9, 'h8']);
  });

  test('play() keeps why a move was refused until the next load, play or import succeeds', () => {
    const s = session('gomoku', '15 renju: f8 a1 g8 c1 h6 e1 h7 g1');
    assert.equal(s.refusal(), null);
    assert.notEqual(s.play('h8'), '');
    assert.equal(s.refusal().cause, 'double-three');
    assert.equal(s.refusal().moveNumber, 0, 'a move played alone has no number');
    assert.equal(s.play('h9'), '');
    assert.equal(s.refusal(), null);
    assert.notEqual(s.load('nonsense'), '');
    assert.equal(s.refusal().reason, 'bad-position');
    const wide = session('reversi');
    assert.notEqual(wide.importGame('10x10 blackhole: nonsense'), '');
    assert.ok(wide.refusal(), 'the board that refused it answers, whichever board is shown');
  });
});
