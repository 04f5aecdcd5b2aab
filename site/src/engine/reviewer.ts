// The review's work: the strong level scores every position of the game in the worker, one at a time at
// REVIEW_MS_PER_POSITION, from the first one not yet scored, so a review stopped (by a move, a hint, the
// Stop button) goes on from there when asked again. The scores are saved after each position (one
// review per game, beside its save: persist.ts), so a reload keeps them.
import type { SearchEngine } from './engine';
import type { GameDef } from '../games/types';
import { loadReview, saveReview } from '../storage/persist';
import { finalScore, firstSideScore, reviewFits, type Review } from '../state/review';
import { topLevel } from '../state/ladder';
import type { Side } from '../vocabulary';
import { searchOptions } from '../state/options';
import { setReview } from '../state/analysis';
import type { State } from '../state/state';

/** The search time each position gets: modest, so a 60-move game is reviewed in about twenty seconds. */
export const REVIEW_MS_PER_POSITION = 300;

export interface ReviewerDeps {
  engine: SearchEngine;
  state: State;
  /** The state's game: how its finished game scores (its review's finalBySummary). */
  game: Pick<GameDef, 'review'>;
  /** Something in state changed: redraw and update the panel. */
  changed(): void;
}

/** Every position of the review is scored. */
export function reviewDone(review: Review): boolean {
  return review.scores.length === review.moves.length + 1;
}

export class Reviewer {
  /** Bumped to invalidate a running position's reply. */
  private token = 0;

  constructor(private readonly d: ReviewerDeps) {}

  /**
   * Keeps the state's review while it fits the game (its moves a prefix of the game's), else drops it;
   * with none, takes the saved one if it fits. A review that no longer fits stops.
   */
  sync(): void {
    const s = this.d.state;
    if (s.review && !reviewFits(s.review, s.start, s.moves)) {
      this.cancel();
      setReview(s, null);
      if (!s.viewing) saveReview(s.game, null);
    }
    if (!s.review && !s.viewing) {
      const saved = loadReview(s.game);
      if (saved && reviewFits(saved, s.start, s.moves)) setReview(s, saved);
    }
  }

  /** Reviews every move of the game as it stands (going on from what an earlier review of it scored). */
  start(): void {
    const s = this.d.state;
    if (!s.ready) return;
    this.cancel();
    const fits = s.review && reviewFits(s.review, s.start, s.moves) ? s.review : null;
    const kept = (fits?.scores ?? []).slice(0, s.moves.length + 1);
    const proven = (fits?.proven ?? []).slice(0, kept.length);
    while (proven.length < kept.length) proven.push(false);
    const best = (fits?.best ?? []).slice(0, kept.length);
    while (best.length < kept.length) best.push(null);
    const review: Review = { start: s.start, moves: s.moves.slice(), scores: kept, proven, best, running: true };
    setReview(s, review);
    this.next(++this.token);
  }

  /** Stops the running review; what it scored stays. */
  cancel(): void {
    this.token++;
    const review = this.d.state.review;
    if (review) review.running = false;
    this.d.engine.stop(this);
  }

  get running(): boolean {
    return this.d.state.review?.running === true;
  }

  private finish(): void {
    const review = this.d.state.review;
    if (review) review.running = false;
    this.d.changed();
  }

  private next(token: number): void {
    const s = this.d.state;
    const review = s.review;
    if (token !== this.token || !review) return;
    // A shared game looked at is not the player's: its review is not saved over theirs.
    if (!s.viewing) saveReview(s.game, review);
    const k = review.scores.length;
    if (k > review.moves.length) return this.finish();
    this.d.changed();
    const side = ((s.startSide + k) % 2) as Side;
    // The game's last position when it is over (not by agreement: that position is still a game) has its result.
    if (k === s.moves.length && k === review.moves.length && s.status.over && !s.agreed) {
      review.scores.push(finalScore(s.status, this.d.game.review));
      review.proven?.push(true);
      review.best?.push(null);
      this.next(token);
      return;
    }
    const work = {
      game: s.game,
      start: review.start,
      moves: review.moves.slice(0, k),
      level: topLevel(s.levels),
      data: true,
      timeMs: REVIEW_MS_PER_POSITION,
      seed: 1,
      options: searchOptions(s),
    };
    void this.d.engine
      .search(work, () => undefined, this)
      .then((outcome) => {
        if (token !== this.token) return;
        if (outcome.kind !== 'result') return this.finish();
        review.scores.push(firstSideScore(outcome.result.score, side));
        review.proven?.push(outcome.result.exact);
        const { move, pv } = outcome.result;
        review.best?.push({ move, text: pv[0] ?? move });
        this.next(token);
      });
  }
}
