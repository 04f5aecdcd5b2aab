// What a new player is told at the start of a game: how to play (until the first move) and, in a game of
// small cells on a touch screen, that a stone is placed with two taps (until the player has placed one).
import { isComputerSide, moverAt } from '../state/turns';
import type { State } from '../state/state';

/** The how-to-play line shows on a game not yet begun (nothing played, not looking back). */
export function showsHowTo(state: Pick<State, 'ready' | 'status' | 'moves' | 'past'>): boolean {
  return state.ready && !state.status.over && state.moves.length === 0 && state.past === null;
}

/**
 * The two-tap help shows on a touch screen (`coarse`), in a game that confirms taps, until a person has
 * placed a piece: at once for the first side, after the computer's first stone for the second.
 */
export function showsTapHelp(
  state: Pick<State, 'ready' | 'status' | 'moves' | 'settings' | 'startSide'>,
  confirmTap: boolean,
  coarse: boolean,
): boolean {
  if (!confirmTap || !coarse || !state.ready || state.status.over || state.settings.mode === 'cvc') return false;
  return !state.moves.some((_, i) => !isComputerSide(state.settings, moverAt(state, i)));
}
