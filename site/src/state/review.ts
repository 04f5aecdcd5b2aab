// The review of a game, as plain data: a score for every position (from the first side's point of view,
// in the game's unit), and what each move lost by it. A move that lost at least a game's threshold is an
// inaccuracy, a mistake or a blunder (?!, ?, ??). The scores come from the strong level's search
// (reviewer.ts); this module only reads them, so it is tested without an engine.
import type { Side, Status } from '../vocabulary';

export type Judgement = 'inaccuracy' | 'mistake' | 'blunder';

export const JUDGEMENTS: readonly Judgement[] = ['inaccuracy', 'mistake', 'blunder'];

/** How a move is written after its text: 'Nf3??'. */
export const JUDGEMENT_MARK: Record<Judgement, string> = { inaccuracy: '?!', mistake: '?', blunder: '??' };

/**
 * A game's review figures, in its own unit (Reversi discs, chess pawns, draughts men, gomoku's stones).
 * A move that loses at least `inaccuracy` (then `mistake`, `blunder`) is marked. Scores are capped at
 * ±`cap` before the loss is taken, so a proven win (±100) weighs as a large lead, not as a hundred units,
 * and a won position that stays won is no blunder. `scale` is the lead drawn at about three quarters of
 * the graph's height and the evaluation bar's length (tanh(1) ≈ 0.76); `win`, the accuracy's. `finalBySummary`: a finished game's
 * last position scores its score line's difference (Status.summary: Reversi's discs), not a win's ±100.
 */
export interface ReviewThresholds {
  inaccuracy: number;
  mistake: number;
  blunder: number;
  cap: number;
  scale: number;
  /**
   * The lead at which the leading side's winning chance is tanh(1) ≈ 88%, for the accuracy (accuracy.ts): chess
   * lichess's 5.43 pawns, the other games their graph's scale times chess's ratio of the two (1.36).
   */
  win: number;
  finalBySummary?: boolean;
}

/**
 * A review: the moves it covers (a prefix of the game's moves while the game goes on) and a score for
 * each position after 0, 1, … of them; fewer scores while it runs.
 */
export interface Review {
  start: string | null;
  moves: string[];
  /** scores[k]: the position after k moves, from the first side's point of view; length ≤ moves.length + 1. */
  scores: number[];
  /** proven[k]: the score of the position after k moves is a proven result (a mate, a solved ending); absent: none is. */
  proven?: boolean[];
  /**
   * best[k]: the strong search's move in the position after k moves, what a marked move k is measured against;
   * null where none was searched (the game's end); absent in reviews saved before the review named it.
   */
  best?: (BestMove | null)[];
  /** The strong level is working on it now. */
  running: boolean;
}

/** A move the review found best: as the legal moves list it (for the board) and in the game's notation. */
export interface BestMove {
  move: string;
  text: string;
}

/** A proven win in the games that report one (draughts, gomoku, chess mate): ±100 less the distance. */
export const WIN_SCORE = 100;

/** A score for the side `side` as the first side sees it. */
export function firstSideScore(score: number, side: Side): number {
  return side === 0 ? score : -score;
}

export function capScore(score: number, cap: number): number {
  return Math.max(-cap, Math.min(cap, score));
}

/**
 * The score of a finished game's last position, first side's view: its score line's difference where the
 * game's review says so (Reversi: the disc difference), else a win or a draw.
 */
export function finalScore(
  status: Pick<Status, 'winner' | 'summary'>,
  review?: Pick<ReviewThresholds, 'finalBySummary'>,
): number {
  if (review?.finalBySummary) return (status.summary[0] ?? 0) - (status.summary[1] ?? 0);
  if (status.winner === -1) return 0;
  return status.winner === 0 ? WIN_SCORE : -WIN_SCORE;
}

/** What move k (from position k to k + 1) cost the side that made it, ≥ 0 once capped; null until both are scored. */
export function moveLoss(scores: readonly number[], k: number, mover: Side, cap: number): number | null {
  const before = scores[k];
  const after = scores[k + 1];
  if (before === undefined || after === undefined) return null;
  const drop = firstSideScore(capScore(before, cap) - capScore(after, cap), mover);
  return Math.max(0, drop);
}

/** The worst judgement a loss reaches, or null for a good move. */
export function judge(loss: number, t: ReviewThresholds): Judgement | null {
  if (loss >= t.blunder) return 'blunder';
  if (loss >= t.mistake) return 'mistake';
  if (loss >= t.inaccuracy) return 'inaccuracy';
  return null;
}

/**
 * Every move's judgement (null: good, forced, or not yet scored). Sides alternate from `startSide`
 * (passes are moves); `forced(k)` says move k was no choice (Reversi's pass), so it is never marked.
 */
export function judgements(
  scores: readonly number[],
  moveCount: number,
  startSide: Side,
  t: ReviewThresholds,
  forced: (k: number) => boolean = () => false,
): (Judgement | null)[] {
  const out: (Judgement | null)[] = [];
  for (let k = 0; k < moveCount; k++) {
    const mover = ((startSide + k) % 2) as Side;
    const loss = moveLoss(scores, k, mover, t.cap);
    out.push(loss === null || forced(k) ? null : judge(loss, t));
  }
  return out;
}

/** How many of each judgement each side made: counts[side][judgement]. */
export function judgementCounts(marks: readonly (Judgement | null)[], startSide: Side): Record<Judgement, number>[] {
  const counts = [0, 1].map(() => ({ inaccuracy: 0, mistake: 0, blunder: 0 }));
  marks.forEach((mark, k) => {
    const side = (startSide + k) % 2;
    if (mark) counts[side]![mark]++;
  });
  return counts;
}

/** A lead squashed into −1..1 for drawing (graph, bar): tanh(score / scale). */
export function squash(score: number, scale: number): number {
  return Math.tanh(score / scale);
}

/** The review still belongs to the game: same start, and its moves are the game's first moves. */
export function reviewFits(
  review: Pick<Review, 'start' | 'moves'>,
  start: string | null,
  moves: readonly string[],
): boolean {
  return review.start === start && review.moves.length <= moves.length && review.moves.every((m, i) => moves[i] === m);
}

/** The review's score of the position after `ply` moves, or null where it has none. */
export function reviewScoreAt(review: Review | null, ply: number): number | null {
  return review?.scores[ply] ?? null;
}

/** Whether the review's score of the position after `ply` moves is proven (only the search can say so). */
export function reviewProvenAt(review: Review | null, ply: number): boolean {
  return review?.proven?.[ply] === true;
}

/** What move k cost and what was better, for a move the review marked; null for a move not marked. */
export interface MoveLesson {
  judgement: Judgement;
  /** What the move lost, in the game's unit, ≥ 0. */
  loss: number;
  /** The review's best move there, unless it is the move played or was not searched. */
  best: BestMove | null;
}

export function moveLesson(
  review: Review,
  k: number,
  mover: Side,
  marks: readonly (Judgement | null)[],
  t: ReviewThresholds,
): MoveLesson | null {
  const judgement = marks[k];
  const loss = moveLoss(review.scores, k, mover, t.cap);
  if (!judgement || loss === null) return null;
  const best = review.best?.[k] ?? null;
  return { judgement, loss, best: best && best.move !== review.moves[k] ? best : null };
}

/**
 * The position to show for the next (dir 1) or previous (dir −1) marked move from the one shown (`shown`: the
 * ply on the board): the position after that move, where its lesson is told; null when there is none that way.
 */
export function markedPly(marks: readonly (Judgement | null)[], shown: number, dir: 1 | -1): number | null {
  for (let k = dir === 1 ? shown : shown - 2; k >= 0 && k < marks.length; k += dir) if (marks[k]) return k + 1;
  return null;
}
