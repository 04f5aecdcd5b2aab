import { describe, expect, it } from 'vitest';
import { draughtsScore } from '../src/games/draughts/game';

describe('draughtsScore', () => {
  it('says a proven result in words, without a count of moves the databases do not know', () => {
    expect(draughtsScore('en', 100, true)).toBe('win');
    expect(draughtsScore('en', -100, true)).toBe('loss');
    expect(draughtsScore('ru', 100, true)).toBe('выигрыш');
    expect(draughtsScore('ru', -100, true)).toBe('проигрыш');
  });

  it('leaves an evaluation, and a large score not proven, as a number', () => {
    expect(draughtsScore('en', 1.5, false)).toBe('+1.5');
    expect(draughtsScore('en', 100, false)).toBe('+100');
    expect(draughtsScore('en', 2, true)).toBe('+2');
  });
});
