// Square ↔ display cell ↔ pixel, for both games' orientations, unflipped and flipped.
import { describe, expect, it } from 'vitest';
import { cellOf, edgeLabels, geometry, squareAt, squareAtCell, squareCenter } from '../src/squares/geometry';
import { B8, sq } from './board';

const reversi = { board: B8, rank1AtTop: true, flipped: false };
const draughts = { board: B8, rank1AtTop: false, flipped: false };
const draughtsFlipped = { board: B8, rank1AtTop: false, flipped: true };

describe('orientation', () => {
  it('Reversi: a1 top-left, row 1 at the top', () => {
    expect(squareAtCell(reversi, 0, 0)).toBe(sq('a1'));
    expect(squareAtCell(reversi, 7, 0)).toBe(sq('h1'));
    expect(squareAtCell(reversi, 0, 7)).toBe(sq('a8'));
  });
  it('draughts: White at the bottom, a8 top-left, a1 bottom-left', () => {
    expect(squareAtCell(draughts, 0, 0)).toBe(sq('a8'));
    expect(squareAtCell(draughts, 0, 7)).toBe(sq('a1'));
    expect(squareAtCell(draughts, 7, 7)).toBe(sq('h1'));
  });
  it('draughts flipped: Black at the bottom, h1 top-left, a8 bottom-right', () => {
    expect(squareAtCell(draughtsFlipped, 0, 0)).toBe(sq('h1'));
    expect(squareAtCell(draughtsFlipped, 7, 7)).toBe(sq('a8'));
    expect(squareAtCell(draughtsFlipped, 7, 0)).toBe(sq('a1'));
  });
  it('cellOf inverts squareAtCell in every orientation', () => {
    for (const o of [reversi, draughts, draughtsFlipped, { board: B8, rank1AtTop: true, flipped: true }]) {
      for (let i = 0; i < 64; i++) {
        const { col, row } = cellOf(o, i);
        expect(squareAtCell(o, col, row)).toBe(i);
      }
    }
  });
  it('labels the edges as the board is turned', () => {
    expect(edgeLabels(reversi)).toEqual({ files: [...'abcdefgh'], ranks: [...'12345678'] });
    expect(edgeLabels(draughts)).toEqual({ files: [...'abcdefgh'], ranks: [...'87654321'] });
    expect(edgeLabels(draughtsFlipped)).toEqual({ files: [...'hgfedcba'], ranks: [...'12345678'] });
  });
});

describe('pixels', () => {
  it('a click on a drawn square finds that square, flipped or not', () => {
    for (const o of [reversi, draughts, draughtsFlipped]) {
      const g = geometry(400, o);
      for (let i = 0; i < 64; i++) {
        const { x, y } = squareCenter(g, i);
        expect(squareAt(g, x, y)).toBe(i);
      }
      expect(squareAt(g, 2, 2)).toBeNull();
    }
  });
  it('c3 is drawn bottom-left for White and top-right when flipped', () => {
    const g = geometry(400, draughts);
    const f = geometry(400, draughtsFlipped);
    expect(squareCenter(g, sq('c3')).y).toBeGreaterThan(200);
    expect(squareCenter(g, sq('c3')).x).toBeLessThan(200);
    expect(squareCenter(f, sq('c3')).y).toBeLessThan(200);
    expect(squareCenter(f, sq('c3')).x).toBeGreaterThan(200);
  });
});
