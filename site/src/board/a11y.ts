// The accessible board: a role="grid" of one real cell per square laid exactly over the canvas squares
// (transparent, so the canvas shows through), rows in the order they are seen, with arrow-key focus,
// and the live region. The rows and cells follow the board's shape; the game's GameDef, given with each
// state, names them.
import type { GameDef } from '../games/types';
import { fieldInset, squareAtCell, type Orientation } from '../squares/geometry';
import { t, type Key } from '../i18n';
import { hintSquares, type SquareHint } from './hint-squares';
import type { BoardInput } from './input';
import { circles, origins, targets } from '../squares/selection';
import { sameBoard, squareName, NO_BOARD, type BoardShape } from '../squares/squares';
import { previewChanges } from '../state/pointer';
import type { State } from '../state/state';

export interface AccessibleBoard {
  update(state: State, game: GameDef): void;
  destroy(): void;
}

/** The suffix words for every square that a press would use now (picked piece, destinations, movable pieces). */
export function cellSuffixes(state: State): Map<number, Key> {
  const out = new Map<number, Key>();
  const sel = state.selection;
  for (const sq of origins(state.legal)) out.set(sq, 'movableSuffix');
  for (const sq of targets(state.legal, sel)) out.set(sq, sel ? 'destinationSuffix' : 'legalSuffix');
  if (sel) out.set(sel.from, 'selectedSuffix');
  return out;
}

/**
 * The points the rule forbids the side to move (renju's fouls) while the player has them marked: the board
 * draws a mark on each, and the grid names them.
 */
export function markedForbidden(state: State, game: GameDef): Set<number> {
  const forbidden = game.forbidden;
  return new Set(state.forbiddenMarks && forbidden ? forbidden.squares(state) : []);
}

/**
 * e.g. 'd3 empty, legal move', 'c3 white man, can move', 'd4 empty, destination'; a forbidden point marked
 * (`forbidden`): 'i8 empty, forbidden point'.
 */
export function cellLabel(
  state: State,
  game: GameDef,
  index: number,
  suffix: Key | undefined,
  forbidden = false,
): string {
  const words = game.strings[state.lang];
  const what = words.pieces[state.squares[index] ?? '-'] ?? words.pieces['-'] ?? '';
  if (forbidden && words.forbidden) return `${squareName(state.board, index)} ${what}${words.forbidden.suffix}`;
  // A game may word its destinations its own way (chess: ', legal move').
  const own = suffix === 'destinationSuffix' ? words.destination : undefined;
  const tail = own ?? (suffix ? t(state.lang, suffix) : '');
  // The picked piece's capture round a ring ends on its own square, which a press there would not play.
  const circle =
    suffix === 'selectedSuffix' && circles(state.legal, state.selection).length > 0
      ? t(state.lang, 'circleSuffix', { square: squareName(state.board, index) })
      : '';
  return `${squareName(state.board, index)} ${what}${tail}${circle}`;
}

/** Where a key moves the focus from display cell (col, row), or null for a key the grid does not take. */
export function keyTarget(
  board: BoardShape,
  key: string,
  col: number,
  row: number,
): { col: number; row: number } | null {
  const clamp = (n: number, size: number): number => Math.min(size - 1, Math.max(0, n));
  if (key === 'ArrowLeft') return { col: clamp(col - 1, board.files), row };
  if (key === 'ArrowRight') return { col: clamp(col + 1, board.files), row };
  if (key === 'ArrowUp') return { col, row: clamp(row - 1, board.ranks) };
  if (key === 'ArrowDown') return { col, row: clamp(row + 1, board.ranks) };
  if (key === 'Home') return { col: 0, row };
  if (key === 'End') return { col: board.files - 1, row };
  return null;
}

/**
 * A cell's activation presses its square in `current`, the game open (if any); its `hover` hears which square
 * the keyboard focus is on (null when it leaves the grid), so the board can show the piece about to be
 * placed; focus that a click or tap gives a cell is not reported.
 */
export function createAccessibleBoard(
  host: HTMLElement,
  current: () => Pick<BoardInput, 'onSquare' | 'hover'> | null,
): AccessibleBoard {
  const grid = document.createElement('div');
  grid.className = 'board-grid';
  grid.setAttribute('role', 'grid');
  host.append(grid);
  // Cells are fixed by where they are seen (display position row * files + col); the square each shows is
  // set in update() from the game's orientation and the flip. They are rebuilt when the board's shape changes.
  let shape: BoardShape = NO_BOARD;
  let cells: HTMLElement[] = [];
  let focused = 0;

  const build = (o: Orientation): void => {
    shape = o.board;
    const inset = fieldInset(o);
    grid.style.inset = `${inset.y}% ${inset.x}%`;
    cells = [];
    const rows: HTMLElement[] = [];
    for (let r = 0; r < shape.ranks; r++) {
      const row = document.createElement('div');
      row.className = 'board-row';
      row.setAttribute('role', 'row');
      for (let c = 0; c < shape.files; c++) {
        const cell = document.createElement('div');
        const pos = r * shape.files + c;
        cell.className = 'board-cell';
        cell.setAttribute('role', 'gridcell');
        cell.dataset['pos'] = String(pos);
        cell.tabIndex = pos === 0 ? 0 : -1;
        row.append(cell);
        cells.push(cell);
      }
      rows.push(row);
    }
    grid.replaceChildren(...rows);
    focused = 0;
  };

  const focusCell = (pos: number): void => {
    const prev = cells[focused];
    const next = cells[pos];
    if (!next) return;
    if (prev) prev.tabIndex = -1;
    next.tabIndex = 0;
    next.focus();
    focused = pos;
  };

  const onKey = (e: KeyboardEvent): void => {
    const cell = e.target instanceof HTMLElement ? e.target.closest<HTMLElement>('[data-pos]') : null;
    if (!cell) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      current()?.onSquare(Number(cell.dataset['square']));
      return;
    }
    const pos = Number(cell.dataset['pos']);
    const to = keyTarget(shape, e.key, pos % shape.files, Math.floor(pos / shape.files));
    if (to === null) return;
    e.preventDefault();
    focusCell(to.row * shape.files + to.col);
  };
  const onFocusIn = (e: FocusEvent): void => {
    const cell = e.target instanceof HTMLElement ? e.target.closest<HTMLElement>('[data-pos]') : null;
    if (cell && Number(cell.dataset['pos']) !== focused) focusCell(Number(cell.dataset['pos']));
    if (cell?.matches(':focus-visible')) current()?.hover(Number(cell.dataset['square']));
  };
  const onFocusOut = (e: FocusEvent): void => {
    if (!(e.relatedTarget instanceof Node && grid.contains(e.relatedTarget))) current()?.hover(null);
  };
  grid.addEventListener('keydown', onKey);
  grid.addEventListener('focusin', onFocusIn);
  grid.addEventListener('focusout', onFocusOut);

  return {
    update(state: State, game: GameDef): void {
      const name = game.strings[state.lang].board;
      if (grid.getAttribute('aria-label') !== name) grid.setAttribute('aria-label', name);
      const orientation = { board: state.board, rank1AtTop: game.rank1AtTop, flipped: state.flipped };
      if (!sameBoard(shape, state.board)) build(orientation);
      const suffixes = cellSuffixes(state);
      const hints = hintSquares(state, game);
      const preview = new Set(previewChanges(state));
      const forbidden = markedForbidden(state, game);
      cells.forEach((cell, pos) => {
        const sq = squareAtCell(orientation, pos % shape.files, Math.floor(pos / shape.files));
        if (cell.dataset['square'] !== String(sq)) cell.dataset['square'] = String(sq);
        const suffix = suffixes.get(sq);
        const label = cellLabel(state, game, sq, suffix, forbidden.has(sq));
        if (cell.getAttribute('aria-label') !== label) cell.setAttribute('aria-label', label);
        cell.classList.toggle('legal', suffix !== undefined);
        setHintData(cell, hints.get(sq));
        // The squares the hovered or focused move would change (Reversi: would turn over), for tests and styles.
        cell.toggleAttribute('data-preview', preview.has(sq));
        // A forbidden point marked on the board (renju's fouls, while the player asks for them).
        cell.toggleAttribute('data-forbidden', forbidden.has(sq));
      });
    },
    destroy(): void {
      grid.removeEventListener('keydown', onKey);
      grid.removeEventListener('focusin', onFocusIn);
      grid.removeEventListener('focusout', onFocusOut);
      grid.remove();
    },
  };
}

function setHintData(cell: HTMLElement, hint: SquareHint | undefined): void {
  const value = hint?.value;
  const exact = hint ? String(hint.exact) : undefined;
  const book = hint ? String(hint.book) : undefined;
  if (cell.dataset['hint'] !== value) {
    if (value === undefined) delete cell.dataset['hint'];
    else cell.dataset['hint'] = value;
  }
  if (cell.dataset['hintExact'] !== exact) {
    if (exact === undefined) delete cell.dataset['hintExact'];
    else cell.dataset['hintExact'] = exact;
  }
  if (cell.dataset['hintBook'] !== book) {
    if (book === undefined) delete cell.dataset['hintBook'];
    else cell.dataset['hintBook'] = book;
  }
}

/** The role="status" region: messages queued in one task are read together. */
export function createAnnouncer(region: HTMLElement): (message: string) => void {
  let queue: string[] = [];
  return (message: string): void => {
    if (queue.length === 0) {
      queueMicrotask(() => {
        region.textContent = queue.join('. ');
        queue = [];
      });
    }
    queue.push(message);
  };
}
