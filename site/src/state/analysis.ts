// What the searches report into the state: the computer's thinking and its score, the hints, the strong
// appraisal of the live position and the review, each tied to the position it belongs to (hintKey).
import { judgements, type Judgement, type Review, type ReviewThresholds } from './review';
import { analysisLineCount, type Appraisal, type Hint, type HintMove, type State, type Thinking } from './state';
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

/** The analysis is on or off; off, no line is pointed at. */
export function setAnalysisOn(state: State, on: boolean): void {
  state.analysis = { ...state.analysis, on, pointed: null };
}

export function setAnalysisLines(state: State, n: number): void {
  state.analysis = { ...state.analysis, lines: analysisLineCount(n), pointed: null };
}

/** The line the pointer or keyboard is on, shown above the others on the board; null: none. */
export function pointLine(state: State, index: number | null): void {
  state.analysis = { ...state.analysis, pointed: index };
}

/** The analysis's lines, best first: as many of the hint's moves as the player asked for; [] while it is off. */
export function analysisLines(state: Pick<State, 'analysis' | 'hint'>): HintMove[] {
  if (!state.analysis.on || !state.hint || state.hint.depth === 0) return [];
  return state.hint.moves.slice(0, state.analysis.lines);
}

/** How many best lines a search is asked for: the analysis's count (chess and gomoku search each), else one. */
export function linesAsked(state: Pick<State, 'analysis'>): number {
  return state.analysis.on ? state.analysis.lines : 1;
}

/** Move k of the game was no choice (Reversi's pass): the review neither marks it nor counts it. */
export function forcedMove(state: Pick<State, 'played'>): (k: number) => boolean {
  return (k) => state.played[k]?.pass === true;
}

/** The review's judgement of each of the game's moves (null: good, forced or not yet scored); [] with no review. */
export function reviewMarks(
  state: Pick<State, 'review' | 'startSide' | 'played'>,
  t: ReviewThresholds,
): (Judgement | null)[] {
  const review = state.review;
  if (!review) return [];
  return judgements(review.scores, review.moves.length, state.startSide, t, forcedMove(state));
}
