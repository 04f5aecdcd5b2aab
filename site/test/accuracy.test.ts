// The accuracy, lichess's model (lila's modules/analyse/src/main/AccuracyPercent.scala and WinPercent.scala):
// its numbers, and each side's accuracy over a reviewed game.
import { describe, expect, it } from 'vitest';
import { accuracies, moveAccuracy, sideAccuracy, winPercent } from '../src/state/accuracy';
import { gameDef, GAME_IDS } from '../src/games';

// lichess: Win% = 50 + 50·(2 / (1 + exp(−0.00368208·cp)) − 1).
const lichessWin = (cp: number): number => 50 + 50 * (2 / (1 + Math.exp(-0.00368208 * cp)) - 1);

describe('the winning chance', () => {
  it('is lichess’s curve in chess, its centipawns as pawns', () => {
    for (const cp of [-900, -300, -100, 0, 35, 100, 250, 1000])
      expect(winPercent(cp / 100, gameDef('chess').review.win)).toBeCloseTo(lichessWin(cp), 1);
  });

  it('is even for an even position and 88% at a lead of `win`, in every game', () => {
    for (const id of GAME_IDS) {
      const { win } = gameDef(id).review;
      expect(winPercent(0, win)).toBe(50);
      expect(winPercent(win, win)).toBeCloseTo(88.08, 2);
    }
  });
});

describe('a move’s accuracy', () => {
  it('is 100% for a move that gives nothing away and falls as lichess’s does', () => {
    expect(moveAccuracy(0)).toBeCloseTo(100, 3);
    expect(moveAccuracy(10)).toBeCloseTo(103.1668 * Math.exp(-0.4354) - 3.1669, 6);
    expect(moveAccuracy(50)).toBeCloseTo(8.53, 2);
    expect(moveAccuracy(100)).toBe(0);
  });

  it('a move that gains counts as giving nothing away', () => {
    expect(moveAccuracy(-5)).toBeCloseTo(100, 3);
  });
});

describe('a side’s accuracy', () => {
  it('is the mean of the arithmetic and harmonic means of its moves', () => {
    expect(sideAccuracy([100, 50])).toBeCloseTo((75 + 2 / (1 / 100 + 1 / 50)) / 2, 6);
    expect(sideAccuracy([])).toBeNull();
  });

  it('over a game: the side that blundered is less accurate, a forced move does not count', () => {
    const review = { moves: ['f2f3', 'e7e5', 'g2g4', 'd8h4'], scores: [0.2, -0.3, -0.2, -100, -100] };
    const [white, black] = accuracies(review, 0, gameDef('chess').review);
    expect(white).not.toBeNull();
    expect(black).not.toBeNull();
    expect(white!).toBeLessThan(black!);
    expect(black!).toBeGreaterThanOrEqual(95);
    expect(accuracies(review, 0, gameDef('chess').review, (k) => k % 2 === 0)[0]).toBeNull();
  });
});
