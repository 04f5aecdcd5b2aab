import { describe, expect, it } from 'vitest';
import type { LevelSpec } from 'ply-engine';
import { ladderLevel } from '../src/state/ladder';

// A ladder shaped as the engine's: the five old levels at their rungs, new ones between them.
const ladder: LevelSpec[] = [
  { name: 'random', elo: 0, legacy: 1 },
  { name: 'greedy', elo: 100, legacy: 2 },
  { name: 'beginner', elo: 250, legacy: 0 },
  { name: 'minimax', elo: 400, legacy: 3 },
  { name: 'classic', elo: 700, legacy: 4 },
  { name: 'club', elo: 900, legacy: 0 },
  { name: 'max', elo: 2000, legacy: 5 },
];

describe('the page levels in the engine ladder', () => {
  it('each of the five old levels plays the rung that played as it', () => {
    expect([1, 2, 3, 4, 5].map((legacy) => ladder[ladderLevel(ladder, legacy) - 1]?.name)).toEqual([
      'random',
      'greedy',
      'minimax',
      'classic',
      'max',
    ]);
  });

  it('an old level out of its order on the ladder is found all the same', () => {
    const gomoku: LevelSpec[] = [
      { name: 'random', elo: 0, legacy: 1 },
      { name: 'lookahead', elo: 500, legacy: 3 },
      { name: 'original', elo: 650, legacy: 2 },
    ];
    expect(ladderLevel(gomoku, 3)).toBe(2);
    expect(ladderLevel(gomoku, 2)).toBe(3);
  });

  it('a number that was no level, or an empty ladder, still names a level', () => {
    expect(ladderLevel(ladder, 9)).toBe(1);
    expect(ladderLevel([], 5)).toBe(1);
  });
});
