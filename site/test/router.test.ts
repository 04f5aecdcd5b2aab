import { describe, expect, it } from 'vitest';
import { parseRoute, routeHash } from '../src/router';

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
});
