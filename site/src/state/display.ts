// How the game is shown, beside its position: the language, the board's flip, the marks the player asked
// for (move numbers, forbidden points) and the notice.
import type { Lang } from '../vocabulary';
import type { Notice, State } from './state';

export function setLang(state: State, lang: Lang): void {
  state.lang = lang;
}

export function setFlipped(state: State, flipped: boolean): void {
  state.flipped = flipped;
}

export function setMoveNumbers(state: State, shown: boolean): void {
  state.moveNumbers = shown;
}

export function setForbiddenMarks(state: State, shown: boolean): void {
  state.forbiddenMarks = shown;
}

export function setNotice(state: State, notice: Notice | null): void {
  state.notice = notice;
}
