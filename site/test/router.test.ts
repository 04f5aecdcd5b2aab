import { describe, expect, it } from 'vitest';
import { encodeShared, parseRoute, routeHash, shareLink } from '../src/storage/router';

describe('routes', () => {
  it('no hash opens the last game played', () => {
    expect(parseRoute('')).toEqual({ kind: 'last' });
    expect(parseRoute('#')).toEqual({ kind: 'last' });
  });
  it('#/ and anything unknown is the start screen', () => {
    expect(parseRoute('#/')).toEqual({ kind: 'start' });
    expect(parseRoute('#/go')).toEqual({ kind: 'start' });
    expect(parseRoute('#/reversi/x/y')).toEqual({ kind: 'start' });
  });
  it('a game by name, with or without the slashes', () => {
    expect(parseRoute('#/draughts')).toEqual({ kind: 'game', game: 'draughts' });
    expect(parseRoute('#/reversi/')).toEqual({ kind: 'game', game: 'reversi' });
    expect(parseRoute('#draughts')).toEqual({ kind: 'game', game: 'draughts' });
  });
  it('writes the hash back', () => {
    expect(routeHash({ kind: 'game', game: 'draughts' })).toBe('#/draughts');
    expect(routeHash({ kind: 'start' })).toBe('#/');
  });
  it('a shared game rides in the hash and comes back as it was written, newlines and all', () => {
    const pgn = '[Event "?"]\n\n1. e4 e5 2. Nf3 Nc6 *';
    const link = shareLink('https://me.github.io/ply/#/chess', 'chess', pgn);
    expect(link.startsWith('https://me.github.io/ply/#/chess?g=')).toBe(true);
    expect(parseRoute(new URL(link).hash)).toEqual({ kind: 'game', game: 'chess', shared: pgn });
  });
  it('a shared text with broken encoding is kept as written, for the import to refuse', () => {
    expect(parseRoute('#/reversi?g=%E0%A4%A')).toEqual({ kind: 'game', game: 'reversi', shared: '%E0%A4%A' });
    expect(parseRoute('#/nothing?g=d3')).toEqual({ kind: 'start' });
  });

  it('a shared game reads as it is played: spaces as +, nothing encoded that a fragment can hold', () => {
    expect(routeHash({ kind: 'game', game: 'reversi', shared: 'd3 c5 f6 f5' })).toBe('#/reversi?g=d3+c5+f6+f5');
    expect(encodeShared('1. c3-d4 f6-g5 2. g3:e5:c3 *')).toBe('1.+c3-d4+f6-g5+2.+g3:e5:c3+*');
    expect(encodeShared('[Date "2026.11.26"]\n1. e4 e5 2. Bc4+ Kxe7')).toBe(
      '%5BDate+%222026.11.26%22%5D%0A1.+e4+e5+2.+Bc4%2B+Kxe7',
    );
  });
  it('odd characters come back exactly as they were written', () => {
    const texts = [
      "a+b c%20d %2B 100% # ? & = / : @ ~ _ . - ! $ ' ( ) * , ;",
      '[Event "Шахматы \u00ab1\u00bb"]\n{comment} <x> `y` | \\ ^ 😀\t\r\n',
      '  leading and trailing  ',
      '',
    ];
    for (const text of texts) {
      const link = shareLink('https://me.github.io/ply/', 'chess', text);
      expect(parseRoute(new URL(link).hash)).toEqual({ kind: 'game', game: 'chess', shared: text });
      expect(parseRoute(routeHash({ kind: 'game', game: 'chess', shared: text }))).toEqual({
        kind: 'game',
        game: 'chess',
        shared: text,
      });
    }
  });
  it('links written with every space as %20 (and every + as %2B) still open', () => {
    const pgn = '[Event "?"]\n\n1. e4 e5 2. Bc4 Nf6 3. Bxf7+ *';
    const old = `#/chess?g=${encodeURIComponent(pgn)}`;
    expect(parseRoute(old)).toEqual({ kind: 'game', game: 'chess', shared: pgn });
    expect(parseRoute('#/reversi?g=d3%20c5%20f6')).toEqual({ kind: 'game', game: 'reversi', shared: 'd3 c5 f6' });
  });
});
