// Reversi's and draughts' opening books as the page gets them (ply.d.ts: dataFiles, loadData): the module
// carries none, so level 5 searches from the start until it is handed the book; a damaged book is refused with its reason;
// once loaded, level 5 plays the book's move at once (unless the option book is 0), and the hints give
// every book move its book value, marked book.
//   node --test tests/wasm/
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { level, loadPly, repoDir } from './load-ply.mjs';

let ply;
before(async () => {
  ply = await loadPly();
});

// The tests run in order: the module's data is the process's, and the last tests load the real book.
for (const [game, file, startMoves] of [
  ['reversi', 'reversi/book/book8.book', 4],
  ['draughts', 'draughts/book/russian.book', 7],
]) {
  describe(`${game}'s opening book`, () => {
    let book;
    before(() => {
      book = ply.dataFiles(game).find((f) => f.name === 'book');
      if (book) book.content = new Uint8Array(fs.readFileSync(path.join(repoDir, 'engine', book.file)));
    });

    function level5(options = {}) {
      const session = ply.createSession(game);
      try {
        return session.search(level(session, 'max'), 200, 1, options, () => true);
      } finally {
        session.delete();
      }
    }

    function hints() {
      const session = ply.createSession(game);
      try {
        return session.analyse(200, 1, () => true);
      } finally {
        session.delete();
      }
    }

    test(`${game} declares its book, with the size of the file in engine/`, () => {
      assert.ok(book, `${game} declares no book`);
      assert.equal(book.file, file);
      assert.equal(book.bytes, book.content.length);
      assert.ok(book.bytes <= 1 << 20, 'the book is more than 1 MB');
    });

    test('without the book, level 5 searches the start and the hints are searched', () => {
      const result = level5();
      assert.equal(result.book, false);
      assert.ok(result.nodes > 0);
      assert.ok(hints().moves.every((m) => !m.book));
    });

    test('a truncated or altered book is refused with its reason, and level 5 still searches', () => {
      assert.equal(
        ply.loadData(game, 'book', book.content.subarray(0, book.bytes - 1)),
        `${file}: ${book.bytes - 1} bytes, expected ${book.bytes} (truncated)`,
      );
      const altered = book.content.slice();
      altered[altered.length - 2] ^= 0x04;
      assert.match(ply.loadData(game, 'book', altered), /its hash differs/);
      assert.equal(level5().book, false);
    });

    test('once loaded, level 5 plays the book at once at the start, and searches with book 0', () => {
      assert.equal(ply.loadData(game, 'book', book.content), '');
      const result = level5();
      assert.equal(result.book, true);
      assert.equal(result.nodes, 0);
      assert.equal(result.pv[0], result.move);
      assert.ok(result.pv.length > 1, 'the book line is the move alone');
      const searched = level5({ book: 0 });
      assert.equal(searched.book, false);
      assert.ok(searched.nodes > 0);
    });

    test('the hints give every move at the start its book value, marked book and not exact', () => {
      const a = hints();
      assert.equal(a.moves.length, startMoves);
      for (const m of a.moves) {
        assert.equal(m.book, true);
        assert.equal(m.exact, false);
      }
      assert.equal(a.moves[0].value, level5().score);
    });
  });
}
