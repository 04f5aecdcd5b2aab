import { describe, expect, it } from 'vitest';
import { parseRoute, routeHash, shareLink } from '../src/router';

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
});
