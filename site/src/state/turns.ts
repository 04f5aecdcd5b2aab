// Whose turn it is and who plays it (a person or the computer), who made each move, and how far undo and redo go.
import type { Move } from 'ply-engine';
import type { Side } from '../vocabulary';
import type { Settings, State } from './state';

export function sideToMove(state: State): Side {
  return state.status.toMove;
}

/** The one human side of a game against the computer, to whom the result is spoken; null in the other modes. */
export function soleHuman(settings: Settings): Side | null {
  return settings.mode === 'hvc' ? settings.human : null;
}

/** Whom the result is spoken to: the sole human of the player's own game; nobody in a shared game looked at. */
export function resultFor(state: Pick<State, 'settings' | 'viewing'>): Side | null {
  return state.viewing ? null : soleHuman(state.settings);
}

export function isComputerSide(settings: Settings, side: Side): boolean {
  return settings.mode === 'cvc' || (settings.mode === 'hvc' && side !== settings.human);
}

/** A person may move now: the player's own game (not a shared one looked at), going on, their side to move. */
export function isHumanTurn(state: State): boolean {
  return state.ready && !state.viewing && !state.status.over && !isComputerSide(state.settings, state.status.toMove);
}

export function isComputerTurn(state: State): boolean {
  return (
    state.ready &&
    !state.viewing &&
    !state.status.over &&
    !state.paused &&
    isComputerSide(state.settings, state.status.toMove)
  );
}

export function setPaused(state: State, paused: boolean): void {
  state.paused = paused;
}

/**
 * Who made move k: sides alternate, passes included (the page plays a forced pass as an explicit move that
 * names no square), from the side to move at the start position.
 */
export function moverAt(state: Pick<State, 'startSide'>, k: number): Side {
  return ((state.startSide + k) % 2) as Side;
}

/** A point where someone chose: not a forced pass, and in hvc the human's own move. */
function isDecision(state: State, k: number, move: Move | undefined): boolean {
  if (move === undefined || move.pass) return false;
  return state.settings.mode !== 'hvc' || moverAt(state, k) === state.settings.human;
}

/** How many moves undo takes back: to the previous decision (in hvc: your previous turn). 0 = none. */
export function undoCount(state: State): number {
  if (state.viewing) return 0;
  const { played } = state;
  for (let k = played.length - 1; k >= 0; k--) {
    if (isDecision(state, k, played[k])) return played.length - k;
  }
  return 0;
}

/** How many moves redo replays: up to the next decision, or all that are left. */
export function redoCount(state: State): number {
  if (state.agreed || state.viewing) return 0;
  const { played, future } = state;
  for (let j = 1; j < future.length; j++) {
    if (isDecision(state, played.length + j, future[j])) return j;
  }
  return future.length;
}

/** Undo goes back to the previous game kept when this one replaced it: nothing of this game is left to undo. */
export function undoRestores(state: State): boolean {
  return state.previousKept && !state.viewing && !state.agreed && undoCount(state) === 0;
}
