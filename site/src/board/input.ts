// Pointer and touch on the board → squares (chessground's events.ts + drag.ts). The accessible grid's
// cells lie over the canvas, so events are taken on the board element that holds both. A click is a
// press; a piece moved more than a few pixels with the button down is a drag, and its drop is a press
// on the square under the pointer. The board knows no rules: the handlers decide.
import { geometry, squareAt, type Orientation } from '../squares/geometry';

/** Pixels the pointer must travel before a press on a piece becomes a drag. */
const DRAG_THRESHOLD = 5;

/** What the board's presses, hovers and drags go to: the current game (GameController). */
export interface BoardInput {
  /** `tap`: the press was a finger's tap on a touch screen (a game of small cells may ask to confirm it). */
  onSquare(index: number, tap?: boolean): void;
  hover(index: number | null): void;
  /** May a drag start from this square? (a piece of the side to move, on a person's turn) */
  canDrag(index: number): boolean;
  /** The dragged piece is at (x, y) CSS pixels from the board's top-left, over square `over`. */
  drag(from: number, x: number, y: number, over: number | null): void;
  /** The drag ended over `index` (null: off the board or cancelled). */
  drop(from: number, index: number | null): void;
}

function pointIn(canvas: HTMLCanvasElement, e: MouseEvent): { x: number; y: number; size: number } {
  const rect = canvas.getBoundingClientRect();
  return { x: e.clientX - rect.left, y: e.clientY - rect.top, size: rect.width };
}

function pointSquare(canvas: HTMLCanvasElement, e: MouseEvent, o: Orientation): number | null {
  const p = pointIn(canvas, e);
  return squareAt(geometry(p.size, o), p.x, p.y);
}

function eventSquare(e: MouseEvent, canvas: HTMLCanvasElement, o: Orientation): number | null {
  const cell = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-square]') : null;
  if (cell?.dataset['square'] !== undefined) return Number(cell.dataset['square']);
  return pointSquare(canvas, e, o);
}

/**
 * Binds the listeners; returns the function that unbinds them. `orientation`: the board's now (the game's
 * and the flip); `current`: the game the input goes to, if one is open.
 */
export function bindInput(
  board: HTMLElement,
  canvas: HTMLCanvasElement,
  orientation: () => Orientation,
  current: () => BoardInput | null,
): () => void {
  let pending: { from: number; x: number; y: number; id: number; dragging: boolean } | null = null;
  /** A drag just ended: the click the browser sends after it is not a press. */
  let swallowClick = false;

  const onClick = (e: MouseEvent): void => {
    if (swallowClick) {
      swallowClick = false;
      return;
    }
    const sq = eventSquare(e, canvas, orientation());
    // Chromium and Firefox send clicks as PointerEvents that say which pointer made them.
    if (sq !== null) current()?.onSquare(sq, (e as Partial<PointerEvent>).pointerType === 'touch');
  };
  const onHoverMove = (e: PointerEvent): void => {
    if (e.pointerType !== 'mouse' || pending?.dragging) return;
    current()?.hover(eventSquare(e, canvas, orientation()));
  };
  // A finger's pointer leaves as it lifts: that must not drop the stone a first tap shows.
  const onLeave = (e: PointerEvent): void => {
    if (e.pointerType === 'mouse') current()?.hover(null);
  };

  const onWindowMove = (e: PointerEvent): void => {
    if (!pending || e.pointerId !== pending.id) return;
    const p = pointIn(canvas, e);
    if (!pending.dragging && Math.hypot(e.clientX - pending.x, e.clientY - pending.y) < DRAG_THRESHOLD) return;
    pending.dragging = true;
    e.preventDefault();
    current()?.drag(pending.from, p.x, p.y, squareAt(geometry(p.size, orientation()), p.x, p.y));
  };
  const end = (e: PointerEvent, cancelled: boolean): void => {
    if (!pending || e.pointerId !== pending.id) return;
    const { from, dragging } = pending;
    pending = null;
    window.removeEventListener('pointermove', onWindowMove);
    window.removeEventListener('pointerup', onWindowUp);
    window.removeEventListener('pointercancel', onWindowCancel);
    if (!dragging) return;
    swallowClick = !cancelled;
    // Some browsers send no click after a drag that ends off its start element: do not eat a later one.
    setTimeout(() => (swallowClick = false), 0);
    current()?.drop(from, cancelled ? null : pointSquare(canvas, e, orientation()));
  };
  const onWindowUp = (e: PointerEvent): void => end(e, false);
  const onWindowCancel = (e: PointerEvent): void => end(e, true);

  const onDown = (e: PointerEvent): void => {
    if (e.button !== 0 || pending) return;
    const sq = eventSquare(e, canvas, orientation());
    if (sq === null || !(current()?.canDrag(sq) ?? false)) return;
    pending = { from: sq, x: e.clientX, y: e.clientY, id: e.pointerId, dragging: false };
    window.addEventListener('pointermove', onWindowMove, { passive: false });
    window.addEventListener('pointerup', onWindowUp);
    window.addEventListener('pointercancel', onWindowCancel);
  };

  board.addEventListener('click', onClick);
  board.addEventListener('pointerdown', onDown);
  board.addEventListener('pointermove', onHoverMove);
  board.addEventListener('pointerleave', onLeave);
  return () => {
    board.removeEventListener('click', onClick);
    board.removeEventListener('pointerdown', onDown);
    board.removeEventListener('pointermove', onHoverMove);
    board.removeEventListener('pointerleave', onLeave);
    window.removeEventListener('pointermove', onWindowMove);
    window.removeEventListener('pointerup', onWindowUp);
    window.removeEventListener('pointercancel', onWindowCancel);
  };
}
