// What the pointer (or the keyboard's focus) does on the board before a move: the square hovered and the
// preview of its move, the piece picked, the piece dragged.
import { pressable, type Selection } from '../squares/selection';
import type { Drag, MovePreview, State } from './state';
import { isHumanTurn } from './turns';

export function setSelection(state: State, selection: Selection | null): void {
  state.selection = selection;
  if (!selection) state.drag = null;
}

export function setDrag(state: State, drag: Drag | null): void {
  state.drag = drag;
}

/** The square under the mouse, kept only where a press would do something on a person's turn. */
export function setHover(state: State, square: number | null): void {
  state.hover =
    square !== null && isHumanTurn(state) && pressable(state.legal, state.selection).has(square) ? square : null;
  if (state.preview && state.preview.square !== state.hover) state.preview = null;
}

/** The preview of the hovered move; one for another square than the hovered one is not kept. */
export function setPreview(state: State, preview: MovePreview | null): void {
  state.preview =
    preview !== null && preview.square === state.hover
      ? { square: preview.square, changes: preview.changes.slice() }
      : null;
}

/** The squares the preview marks now: those of the hovered square's preview, else none. */
export function previewChanges(state: Pick<State, 'hover' | 'preview'>): readonly number[] {
  return state.hover !== null && state.preview?.square === state.hover ? state.preview.changes : [];
}
