// Walking the move list: the board may show the position after any number of the game's moves while the
// game itself stays where it is. Plain functions over state; the controller makes the past position's
// snapshot from the Session (it knows the rules), this module only says which ply to show and what to draw.
import type { Move } from 'ply-engine';
import type { Editor } from './editor';
import type { Past, State } from './state';

export type WalkKey = 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

export function isWalkKey(key: string): key is WalkKey {
  return key === 'ArrowLeft' || key === 'ArrowRight' || key === 'Home' || key === 'End';
}

/** Identifies a position by the game, its start and the moves since: what a hint or an appraisal is for. */
export function positionKey(game: string, start: string | null, moves: readonly string[]): string {
  return `${game}|${start ?? ''}|${moves.join(' ')}`;
}

/** The moves that led to the position the board shows: a past position's, or the live game's. */
export function shownMoves(state: Pick<State, 'past' | 'moves'>): readonly string[] {
  return state.past?.moves ?? state.moves;
}

/** The legal moves of the position the board shows (a past one's only for its hints: nothing is played there). */
export function shownLegal(state: Pick<State, 'past' | 'legal'>): readonly Move[] {
  return state.past?.legal ?? state.legal;
}

/** The ply the board shows: the past one, or the live game's (all its moves). */
export function shownPly(state: Pick<State, 'past' | 'moves'>): number {
  return state.past?.ply ?? state.moves.length;
}

/** Where a key takes the view, from the ply shown: one move back or on, the start, the live end. */
export function walkTarget(state: Pick<State, 'past' | 'moves'>, key: WalkKey): number {
  const total = state.moves.length;
  const ply = shownPly(state);
  if (key === 'Home') return 0;
  if (key === 'End') return total;
  return Math.max(0, Math.min(total, ply + (key === 'ArrowLeft' ? -1 : 1)));
}

/** The ply a click on move i of the list shows: the position after it. */
export function plyAfterMove(i: number): number {
  return i + 1;
}

/** The past position still belongs to the game: the game has moved on from it along the same moves. */
export function pastFits(past: Past, moves: readonly string[]): boolean {
  return past.ply < moves.length && past.moves.every((m, i) => moves[i] === m);
}

/**
 * What the board draws: the state itself, or while looking back the past position with nothing to play
 * (no legal moves, no selection, hover, drag or animation), its own hint only, and only the moves that led to it.
 */
export function shownState(state: State): State {
  if (state.editor) return editedState(state, state.editor);
  const past = state.past;
  if (!past) return state;
  return {
    ...state,
    board: past.board,
    squares: past.squares,
    status: past.status,
    lastPath: past.lastPath,
    moves: past.moves,
    played: past.played,
    opening: past.opening,
    legal: [],
    selection: null,
    hover: null,
    drag: null,
    anim: null,
    hint: state.hint?.key === positionKey(state.game, state.start, past.moves) ? state.hint : null,
  };
}

export function setPast(state: State, past: Past | null): void {
  state.past = past;
}

/** What the board draws while the player sets up a position: the squares set, nothing to play, no marks. */
function editedState(state: State, editor: Editor): State {
  return {
    ...state,
    board: editor.board,
    squares: editor.squares,
    status: { over: false, toMove: editor.toMove, winner: -1, reason: '', summary: [] },
    lastPath: [],
    moves: [],
    played: [],
    opening: null,
    legal: [],
    selection: null,
    hover: null,
    drag: null,
    anim: null,
    preview: null,
    hint: null,
    review: null,
    past: null,
  };
}
