// Chess through the Embind bindings, as the page uses it (wasm/ply.d.ts): FEN positions, squares a1 first,
// legal moves in UCI, play in UCI or SAN, history in SAN, PGN out and in, the end of a game with its
// reason, the material summary, and search scores in pawns with mates as ±(100 − plies).
//   node --test tests/wasm/
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { level, loadPly, inputs, written } from './load-ply.mjs';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
let ply;
const sessions = [];
function chess(fen) {
  const session = ply.createSession('chess');
  assert.ok(session, "createSession('chess') returned null");
  sessions.push(session);
  if (fen !== undefined) assert.equal(session.load(fen), '', `load('${fen}')`);
  return session;
}
function playAll(session, moves) {
  for (const m of moves) assert.equal(session.play(m), '', `play(${m})`);
}
const index = (sq) => (Number(sq[1]) - 1) * 8 + 'abcdefgh'.indexOf(sq[0]);

before(async () => {
  ply = await loadPly();
});
after(() => {
  for (const session of sessions) session.delete();
});

describe('chess through the Session', () => {
  test('the module lists chess; a new session is the start position, White to move, 20 moves in UCI', () => {
    assert.ok(ply.games().includes('chess'), `games() = ${ply.games()}`);
    const s = chess();
    assert.equal(s.game, 'chess');
    assert.deepEqual({ ...s.board() }, { files: 8, ranks: 8 });
    assert.equal(s.position(), START);
    assert.equal(s.squares(), 'RNBQKBNRPPPPPPPP' + '-'.repeat(32) + 'pppppppprnbqkbnr');
    const legal = inputs(s);
    assert.equal(legal.length, 20);
    assert.ok(legal.includes('e2e4') && legal.includes('g1f3'));
    const st = s.status();
    assert.deepEqual([st.over, st.toMove, st.winner, st.reason], [false, 0, -1, '']);
    assert.deepEqual(Array.from(st.summary), [39, 39]);
  });

  test('play takes UCI or SAN; history is SAN with castling, captures and checks', () => {
    const s = chess();
    playAll(s, ['e2e4', 'e5', 'Nf3', 'b8c6', 'f1b5', 'a6', 'Bxc6', 'dxc6', 'e1g1']);
    assert.deepEqual(written(s), ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Bxc6', 'dxc6', 'O-O']);
    assert.equal(s.squares()[index('f1')], 'R');
    assert.equal(s.squares()[index('g1')], 'K');
    assert.deepEqual(Array.from(s.status().summary), [36, 36], 'a bishop for a knight');
    assert.notEqual(s.play('e1g1'), '', 'an illegal move is refused');
    assert.ok(s.undo());
    assert.equal(written(s).length, 8);
  });

  test('a promotion is listed once per piece and plays with its letter', () => {
    const s = chess('4k3/P7/8/8/8/8/6p1/4K3 w - - 0 1');
    const promotions = inputs(s).filter((m) => m.startsWith('a7a8'));
    assert.deepEqual(promotions.sort(), ['a7a8b', 'a7a8n', 'a7a8q', 'a7a8r']);
    playAll(s, ['a7a8n']);
    assert.deepEqual(written(s), ['a8=N']);
    assert.equal(s.squares()[index('a8')], 'N');
  });

  test('mate ends the game with its winner and reason; stalemate and bare kings are draws', () => {
    const s = chess();
    playAll(s, ['f3', 'e5', 'g4', 'Qh4#']);
    assert.deepEqual(written(s).at(-1), 'Qh4#');
    const st = s.status();
    assert.deepEqual([st.over, st.winner, st.reason], [true, 1, 'checkmate']);
    assert.deepEqual(inputs(s), []);
    const stale = chess('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1');
    assert.deepEqual([stale.status().over, stale.status().winner, stale.status().reason], [true, -1, 'stalemate']);
    const bare = chess('8/8/4k3/8/8/3K4/8/8 w - - 0 1');
    assert.equal(bare.status().reason, 'insufficient-material');
  });

  test('PGN out has the Seven Tag Roster and the result; a game from a FEN carries SetUp and FEN; import reads it back', () => {
    const s = chess();
    playAll(s, ['e4', 'c5', 'Nf3']);
    const pgn = s.exportGame();
    for (const tag of ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result'])
      assert.match(pgn, new RegExp(`\\[${tag} "`));
    assert.match(pgn, /1\. e4 c5 2\. Nf3 \*/);
    const t = chess();
    assert.equal(t.importGame(`${pgn.replace('2. Nf3', '{a comment} 2. Nf3 $1 (2. d4)')}`), '');
    assert.deepEqual(written(t), ['e4', 'c5', 'Nf3']);

    const fen = '4k3/P7/8/8/8/8/6p1/4K3 w - - 0 1';
    const f = chess(fen);
    playAll(f, ['a8=Q+']);
    const fromFen = f.exportGame();
    assert.match(fromFen, /\[SetUp "1"\]/);
    assert.ok(fromFen.includes(`[FEN "${fen}"]`), fromFen);
    const g = chess();
    assert.equal(g.importGame(fromFen), '');
    assert.equal(g.startPosition(), fen);
    assert.deepEqual(written(g), ['a8=Q+']);
  });

  test('a FEN alone imports as a game from that position; a FEN with two white kings is refused', () => {
    const fen = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
    const s = chess();
    assert.equal(s.importGame(`${fen}\n`), '');
    assert.equal(s.startPosition(), fen);
    assert.deepEqual(written(s), []);
    const err = s.importGame('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKKNR w KQkq - 0 1');
    assert.notEqual(err, '');
    assert.equal(s.startPosition(), fen);
  });

  test('an illegal SAN in PGN is refused with its move number, and nothing changes', () => {
    const s = chess();
    playAll(s, ['d4']);
    const err = s.importGame('1. e4 e5 2. Ke3 *');
    assert.notEqual(err, '');
    assert.match(err, /2/);
    assert.deepEqual(written(s), ['d4']);
  });

  test('search at each level returns a legal UCI move with a SAN line; a mate in one is exact at 100 − 1', () => {
    const s = chess();
    for (const name of ['random', 'profit', 'novice', 'minimax', 'classic', 'club', 'max']) {
      const r = s.search(level(s, name), 300, 7, {}, () => true);
      assert.ok(inputs(s).includes(r.move), `level ${name}: ${r.move}`);
    }
    const m = chess('r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4');
    const r = m.search(level(m, 'max'), 2000, 1, {}, () => true);
    assert.equal(r.move, 'h5f7');
    assert.equal(r.pv[0], 'Qxf7#');
    assert.equal(r.exact, true);
    assert.equal(r.score, 99);
  });
});
