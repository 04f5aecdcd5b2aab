// What the searches report into the state: the computer's thinking and its score, the hints, the strong
// appraisal of the live position and the review, each tied to the position it belongs to (hintKey).
import type { Review } from './review';
import type { Appraisal, Hint, HintMove, State, Thinking } from './state';
import { isHumanTurn } from './turns';

export function setThinking(state: State, thinking: Thinking | null): void {
  state.thinking = thinking;
}

export function setEvaluation(state: State, score: number | null): void {
  state.evaluation = score;
}

/** Identifies the position on the board (its start and moves): a hint is for this one position. */
export function hintKey(state: Pick<State, 'game' | 'start' | 'moves'>): string {
  return `${state.game}|${state.start ?? ''}|${state.moves.join(' ')}`;
}

/** Hints may be asked for while a person is to move (the computer is not searching then). */
export function canHint(state: State): boolean {
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
