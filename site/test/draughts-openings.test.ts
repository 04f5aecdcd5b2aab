// The names of the standard Russian openings (src/games/draughts/openings.ts, from the engine's own list):
// the longest opening a game begins with, in either language, captures matched by their ends.
import { describe, expect, it } from 'vitest';
import { draughtsOpening, parseOpenings } from '../src/games/draughts/openings';
import { draughts } from '../src/games/draughts/game';

describe('draughts opening names', () => {
  it('names the City game once its fourth move is played, in English and Russian', () => {
    const city = ['c3-d4', 'd6-c5', 'b2-c3', 'f6-g5'];
    expect(draughtsOpening('en', city)).toBe('City game');
    expect(draughtsOpening('ru', city)).toBe('Городская партия');
    expect(draughtsOpening('en', [...city, 'g3-h4'])).toBe('City game');
  });

  it('names nothing before a line is complete or off every line', () => {
    expect(draughtsOpening('en', [])).toBe('');
    expect(draughtsOpening('en', ['h2-g3'])).toBe('');
  });

  it('a game from a set-up position has no opening name', () => {
    expect(draughts.opening?.('en', 'W:Wa1:Bh8', ['a1-b2'])).toBe('');
  });

  it('a capture is the same move written with or without its landing squares', () => {
    const list = parseOpenings('# c\nc3-d4 f6-e5 d4:f6 g7:e5\tA\tА\ts\n');
    expect([...list.keys()]).toEqual(['c3d4 f6e5 d4f6 g7e5']);
    expect(list.get('c3d4 f6e5 d4f6 g7e5')).toEqual({ en: 'A', ru: 'А' });
  });
});
