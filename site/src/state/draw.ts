// A draw by agreement, which the Session knows nothing of: offered, answered (by a person, or by the
// computer from a strong evaluation), agreed, and reopened by undo.
import { AGREEMENT } from '../vocabulary';
import { applySnapshot } from './moves';
import type { Snapshot, State } from './state';
import { isHumanTurn } from './turns';

/** A draw may be offered while the game goes on and a person is to move, no offer pending. */
export function canOfferDraw(state: State): boolean {
  return isHumanTurn(state) && state.drawOffer === null;
}

/**
 * The computer takes a draw when a strong evaluation of the position (never a weak level's own score) shows
 * no advantage for it: `score` is that evaluation for the computer's side; with none it declines.
 */
export function computerAcceptsDraw(score: number | null): boolean {
  return score !== null && score <= 0;
}

/** The game ends in a draw by agreement: over, no winner, nothing more to play (undo reopens it). */
export function agreeDraw(state: State): void {
  state.agreed = true;
  state.drawOffer = null;
  state.status = { ...state.status, over: true, winner: -1, reason: AGREEMENT };
  state.legal = [];
  state.selection = null;
  state.drag = null;
  state.hover = null;
}

/**
 * The side to move offers a draw: it waits for the other side's answer ('pending'), a person's in a
 * dialog, the computer's after a short strong search (computerAnswersDraw). 'none' when no offer can be made.
 */
export function offerDraw(state: State): 'none' | 'pending' {
  if (!canOfferDraw(state)) return 'none';
  state.drawOffer = state.status.toMove;
  if (state.settings.mode !== 'hvh') state.notice = { key: 'drawConsidering' };
  return 'pending';
}

/** The computer's answer to the pending offer, from its strong evaluation (see computerAcceptsDraw). */
export function computerAnswersDraw(state: State, score: number | null): 'accepted' | 'declined' {
  state.drawOffer = null;
  if (computerAcceptsDraw(score)) {
    agreeDraw(state);
    state.notice = { key: 'drawAccepted' };
    return 'accepted';
  }
  state.notice = { key: 'drawDeclined' };
  return 'declined';
}

/** The other player accepts or declines the pending offer; false when there was none. */
export function answerDraw(state: State, accept: boolean): boolean {
  if (state.drawOffer === null) return false;
  state.drawOffer = null;
  if (accept && !state.status.over) agreeDraw(state);
  return true;
}

/** Takes back an agreement without taking back a move (when there is no move to take back). */
export function reopenGame(state: State, snap: Snapshot): void {
  state.agreed = false;
  state.drawOffer = null;
  applySnapshot(state, snap);
}
