// The accuracy of each side's play over a reviewed game, lichess's model: a position's winning chance for the
// side to move, Win% = 50 + 50·tanh(score / win) (lichess: 50 + 50·(2 / (1 + e^(−0.00368208·cp)) − 1), the same
// curve with win = 5.43 pawns), a move's accuracy from the chance it gave away, 103.1668·e^(−0.04354·ΔWin%) −
// 3.1669 within 0..100, and a side's accuracy the mean of its moves' arithmetic and harmonic means (lichess
// weights the first by the game's volatility). Scores are capped as the review caps them; forced moves count not.
import { capScore, firstSideScore, type Review, type ReviewThresholds } from './review';
import type { Side } from '../vocabulary';

/** The side to move's winning chance in percent, for a score from its side. */
export function winPercent(score: number, win: number): number {
  return 50 + 50 * Math.tanh(score / win);
}

/** A move's accuracy in percent from the winning chance it gave away (in percentage points). */
export function moveAccuracy(lost: number): number {
  return Math.max(0, Math.min(100, 103.1668 * Math.exp(-0.04354 * Math.max(0, lost)) - 3.1669));
}

/** The accuracy of a side's moves: the mean of their arithmetic and harmonic means; null for no move. */
export function sideAccuracy(moves: readonly number[]): number | null {
  if (moves.length === 0) return null;
  const mean = moves.reduce((a, b) => a + b, 0) / moves.length;
  // A move of 0% would make the harmonic mean 0 whatever else was played: it counts as 1%.
  const harmonic = moves.length / moves.reduce((a, b) => a + 1 / Math.max(1, b), 0);
  return (mean + harmonic) / 2;
}

/**
 * Each side's accuracy over the review's moves (null for a side without a scored move), rounded to whole
 * percent; `forced(k)`: move k was no choice (Reversi's pass).
 */
export function accuracies(
  review: Pick<Review, 'scores' | 'moves'>,
  startSide: Side,
  t: Pick<ReviewThresholds, 'cap' | 'win'>,
  forced: (k: number) => boolean = () => false,
): [number | null, number | null] {
  const bySide: [number[], number[]] = [[], []];
  for (let k = 0; k < review.moves.length; k++) {
    const before = review.scores[k];
    const after = review.scores[k + 1];
    if (before === undefined || after === undefined || forced(k)) continue;
    const mover = ((startSide + k) % 2) as Side;
    const chance = (score: number): number => winPercent(firstSideScore(capScore(score, t.cap), mover), t.win);
    bySide[mover].push(moveAccuracy(chance(before) - chance(after)));
  }
  const round = (a: number | null): number | null => (a === null ? null : Math.round(a));
  return [round(sideAccuracy(bySide[0])), round(sideAccuracy(bySide[1]))];
}
