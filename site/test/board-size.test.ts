// Boards of any size up to 19x19: names, move paths, display cells, pixels, keys and the controller all
// follow the files and ranks the Session reports.
import { beforeEach, describe, expect, it } from 'vitest';
import { keyTarget } from '../src/board/a11y';
import { cellOf, edgeLabels, geometry, squareAt, squareAtCell, squareCenter } from '../src/squares/geometry';
import { squareIndex, squareName, type BoardShape } from '../src/squares/squares';
import { FakeSession } from './fake-session';
import { stubLocalStorage } from './memory-storage';
import { setupController, TWO_PLAYERS } from './controller-setup';

const B10: BoardShape = { files: 10, ranks: 10 };
const B19: BoardShape = { files: 19, ranks: 19 };
const B6: BoardShape = { files: 6, ranks: 6 };
const WIDE: BoardShape = { files: 9, ranks: 5 };

describe('square names', () => {
  it('count files from a and ranks from 1, with two-digit ranks', () => {
    expect(squareName(B10, 0)).toBe('a1');
    expect(squareName(B10, 99)).toBe('j10');
    expect(squareName(B19, 360)).toBe('s19');
    expect(squareIndex(B10, 'j10')).toBe(99);
    expect(squareIndex(B10, 'c2')).toBe(12);
    expect(squareIndex(B19, 'k10')).toBe(9 * 19 + 10);
  });
  it('refuse squares off the board', () => {
    expect(squareIndex(B6, 'g1')).toBe(-1);
    expect(squareIndex(B6, 'a7')).toBe(-1);
    expect(squareIndex(B19, 't1')).toBe(-1);
    expect(squareIndex(B19, 'a20')).toBe(-1);
  });
});

describe('geometry on other boards', () => {
  const shapes = [B6, B10, B19, WIDE];
  it('every square is one display cell and back, in every orientation', () => {
    for (const board of shapes) {
      for (const rank1AtTop of [true, false]) {
        for (const flipped of [true, false]) {
          const o = { board, rank1AtTop, flipped };
          const g = geometry(500, o);
          for (let i = 0; i < board.files * board.ranks; i++) {
            const { col, row } = cellOf(o, i);
            expect(squareAtCell(o, col, row)).toBe(i);
            const { x, y } = squareCenter(g, i);
            expect(squareAt(g, x, y)).toBe(i);
          }
        }
      }
    }
  });
  it('a board with fewer ranks than files is centred, with the frame at its widest side', () => {
    const g = geometry(500, { board: WIDE, rank1AtTop: true, flipped: false });
    expect(g.left * 2 + g.cell * 9).toBeCloseTo(500);
    expect(g.top * 2 + g.cell * 5).toBeCloseTo(500);
    expect(g.top).toBeGreaterThan(g.left);
    expect(squareAt(g, 250, g.top - 1)).toBeNull();
  });
  it('labels the edges with every file and two-digit ranks', () => {
    const labels = edgeLabels({ board: B10, rank1AtTop: false, flipped: false });
    expect(labels.files).toEqual([...'abcdefghij']);
    expect(labels.ranks).toEqual(['10', '9', '8', '7', '6', '5', '4', '3', '2', '1']);
  });
});

describe('grid keys', () => {
  it('arrows stop at the edges of the board as it is, Home and End go to the row ends', () => {
    expect(keyTarget(B10, 'ArrowRight', 9, 3)).toEqual({ col: 9, row: 3 });
    expect(keyTarget(B10, 'ArrowRight', 8, 3)).toEqual({ col: 9, row: 3 });
    expect(keyTarget(B10, 'ArrowDown', 2, 9)).toEqual({ col: 2, row: 9 });
    expect(keyTarget(B10, 'End', 2, 4)).toEqual({ col: 9, row: 4 });
    expect(keyTarget(B10, 'Home', 2, 4)).toEqual({ col: 0, row: 4 });
    expect(keyTarget(B10, 'x', 2, 4)).toBeNull();
  });
});

describe('GameController on a 10x10 board', () => {
  beforeEach(() => {
    stubLocalStorage();
  });
  it('takes the board from the Session and plays a press on j10 as j10', () => {
    const session = new FakeSession(B10, (played) =>
      played.length < 2 ? ['a1', 'j10', 'e5'].filter((m) => !played.includes(m)) : [],
    );
    const { c, state } = setupController({ session, game: 'reversi', settings: TWO_PLAYERS });
    expect(state.board).toEqual(B10);
    expect(state.squares).toHaveLength(100);
    c.onSquare(squareIndex(B10, 'j10'));
    expect(session.played).toEqual(['j10']);
    expect(state.lastPath).toEqual([99]);
  });
});
