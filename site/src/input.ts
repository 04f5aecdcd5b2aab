// Pointer and touch on the board → square. The accessible grid's cells lie over the canvas, so events
// are taken on the board element that holds both; the board knows no rules, the controller decides.
import { geometry, squareAt } from './geometry';

export interface InputHandlers {
  onSquare(index: number): void;
  onHover(index: number | null): void;
}

function eventSquare(e: MouseEvent, canvas: HTMLCanvasElement): number | null {
  const cell = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-square]') : null;
  if (cell?.dataset['square'] !== undefined) return Number(cell.dataset['square']);
  const rect = canvas.getBoundingClientRect();
  return squareAt(geometry(rect.width), e.clientX - rect.left, e.clientY - rect.top);
}

/** Binds the listeners; returns the function that unbinds them. */
export function bindInput(board: HTMLElement, canvas: HTMLCanvasElement, h: InputHandlers): () => void {
  const onClick = (e: MouseEvent): void => {
    const sq = eventSquare(e, canvas);
    if (sq !== null) h.onSquare(sq);
  };
  const onMove = (e: PointerEvent): void => {
    if (e.pointerType !== 'mouse') return;
    h.onHover(eventSquare(e, canvas));
  };
  const onLeave = (): void => h.onHover(null);
  board.addEventListener('click', onClick);
  board.addEventListener('pointermove', onMove);
  board.addEventListener('pointerleave', onLeave);
  return () => {
    board.removeEventListener('click', onClick);
    board.removeEventListener('pointermove', onMove);
    board.removeEventListener('pointerleave', onLeave);
  };
}
