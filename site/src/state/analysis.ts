// What the searches report into the state: the computer's thinking and its score, the hints, the strong
// appraisal of the live position and the review, each tied to the position it belongs to (hintKey).
import type { Review } from './review';
import type { Appraisal, Hint, HintMove, State, Thinking } from './state';
import { isComputerTurn, isHumanTurn } from './turns';
import { positionKey, shownMoves } from './walk';

export function setThinking(state: State, thinking: Thinking | null): void {
  state.thinking = thinking;
}

export function setEvaluation(state: State, score: number | null): void {
  state.evaluation = score;
}

/** Identifies the live game's position (its start and moves): an appraisal is for this one position. */
export function hintKey(state: Pick<State, 'game' | 'start' | 'moves'>): string {
  return positionKey(state.game, state.start, state.moves);
}

/** Identifies the position the board shows, the live one or a past one: a hint is for this one position. */
export function shownKey(state: Pick<State, 'game' | 'start' | 'moves' | 'past'>): string {
  return positionKey(state.game, state.start, shownMoves(state));
}

/**
 * Hints may be asked for on the position the board shows: the live one while a person is to move (the computer
 * is not searching then), a past one while the computer is not about to move, where the game was not over.
 */
export function canHint(state: State): boolean {
  if (state.past) return state.ready && !isComputerTurn(state) && state.past.legal.length > 0;
  return isHumanTurn(state) && state.legal.length > 0;
}

export function setHint(state: State, hint: Hint | null): void {
  state.hint = hint;
}

/** The hint's best move: the first one listed, or null before the first iteration. */
export function bestHint(hint: Hint | null): HintMove | null {
  return hint?.moves[0] ?? null;
}

export function setAppraisal(state: State, appraisal: Appraisal | null): void {
  state.appraisal = appraisal;
}

export function setReview(state: State, review: Review | null): void {
  state.review = review;
}
