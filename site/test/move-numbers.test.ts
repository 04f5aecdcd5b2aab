import { describe, expect, it } from 'vitest';
import { gameDef } from '../src/games';
import { moveNumber } from '../src/play/move-numbers';

describe('move list numbers', () => {
  it("pairs: the first side's move carries the number; a game begun by the second side starts at 1…", () => {
    expect([0, 1, 2, 3].map((i) => moveNumber(i, 0, false))).toEqual(['1.', '', '2.', '']);
    expect([0, 1, 2, 3].map((i) => moveNumber(i, 1, false))).toEqual(['1…', '2.', '', '3.']);
  });
  it('Reversi numbers every move, 1 to 60, passes counted, whoever began', () => {
    expect(gameDef('reversi').numberEachMove).toBe(true);
    expect(['draughts', 'gomoku', 'chess'].map((id) => gameDef(id as 'chess').numberEachMove ?? false)).toEqual([
      false,
      false,
      false,
    ]);
    expect([0, 1, 2, 59].map((i) => moveNumber(i, 0, true))).toEqual(['1.', '2.', '3.', '60.']);
    expect([0, 1].map((i) => moveNumber(i, 1, true))).toEqual(['1.', '2.']);
  });
});
