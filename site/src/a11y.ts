// The accessible board: a role="grid" of 64 real cells laid exactly over the canvas squares
// (transparent, so the canvas shows through), rows in the order they are seen, with arrow-key focus,
// and the live region.
import { gameDef } from './games';
import { FRAME, squareAtCell } from './geometry';
import { t, type Key } from './i18n';
import { origins, targets } from './selection';
import { squareName, type State } from './state';

export interface AccessibleBoard {
  update(state: State): void;
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

/** e.g. 'd3 empty, legal move', 'c3 white man, can move', 'd4 empty, destination'. */
export function cellLabel(state: State, index: number, suffix: Key | undefined): string {
  const words = gameDef(state.game).strings[state.lang];
  const what = words.pieces[state.squares[index] ?? '-'] ?? words.pieces['-'] ?? '';
  return `${squareName(index)} ${what}${suffix ? t(state.lang, suffix) : ''}`;
}

const KEY_STEP: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -8, ArrowDown: 8 };

export function createAccessibleBoard(host: HTMLElement, onPlay: (index: number) => void): AccessibleBoard {
  const grid = document.createElement('div');
  grid.className = 'board-grid';
  grid.setAttribute('role', 'grid');
  grid.style.inset = `${FRAME * 100}%`;
  const cells: HTMLElement[] = [];
  // Cells are fixed by where they are seen (display position r * 8 + c); the square each shows is set
  // in update() from the game's orientation and the flip.
  for (let r = 0; r < 8; r++) {
    const row = document.createElement('div');
    row.className = 'board-row';
    row.setAttribute('role', 'row');
    for (let c = 0; c < 8; c++) {
      const cell = document.createElement('div');
      const pos = r * 8 + c;
      cell.className = 'board-cell';
      cell.setAttribute('role', 'gridcell');
      cell.dataset['pos'] = String(pos);
      cell.dataset['square'] = String(pos);
      cell.tabIndex = pos === 0 ? 0 : -1;
      row.append(cell);
      cells.push(cell);
    }
    grid.append(row);
  }
  host.append(grid);

  let focused = 0;
  const focusCell = (index: number): void => {
    const prev = cells[focused];
    const next = cells[index];
    if (!prev || !next) return;
    prev.tabIndex = -1;
    next.tabIndex = 0;
    next.focus();
    focused = index;
  };

  const onKey = (e: KeyboardEvent): void => {
    const cell = e.target instanceof HTMLElement ? e.target.closest<HTMLElement>('[data-pos]') : null;
    if (!cell) return;
    const index = Number(cell.dataset['pos']);
    const col = index % 8;
    let target: number | null = null;
    const step = KEY_STEP[e.key];
    if (step !== undefined) {
      const to = index + step;
      const rowEdge = (step === -1 && col === 0) || (step === 1 && col === 7);
      if (to >= 0 && to < 64 && !rowEdge) target = to;
      else target = index;
    } else if (e.key === 'Home') target = index - col;
    else if (e.key === 'End') target = index - col + 7;
    else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onPlay(Number(cell.dataset['square']));
      return;
    }
    if (target === null) return;
    e.preventDefault();
    focusCell(target);
  };
  const onFocusIn = (e: FocusEvent): void => {
    const cell = e.target instanceof HTMLElement ? e.target.closest<HTMLElement>('[data-pos]') : null;
    if (cell && Number(cell.dataset['pos']) !== focused) focusCell(Number(cell.dataset['pos']));
  };
  grid.addEventListener('keydown', onKey);
  grid.addEventListener('focusin', onFocusIn);

  return {
    update(state: State): void {
      const game = gameDef(state.game);
      const name = game.strings[state.lang].board;
      if (grid.getAttribute('aria-label') !== name) grid.setAttribute('aria-label', name);
      const orientation = { rank1AtTop: game.rank1AtTop, flipped: state.flipped };
      const suffixes = cellSuffixes(state);
      cells.forEach((cell, pos) => {
        const sq = squareAtCell(orientation, pos % 8, Math.floor(pos / 8));
        if (cell.dataset['square'] !== String(sq)) cell.dataset['square'] = String(sq);
        const suffix = suffixes.get(sq);
        const label = cellLabel(state, sq, suffix);
        if (cell.getAttribute('aria-label') !== label) cell.setAttribute('aria-label', label);
        cell.classList.toggle('legal', suffix !== undefined);
      });
    },
    destroy(): void {
      grid.removeEventListener('keydown', onKey);
      grid.removeEventListener('focusin', onFocusIn);
      grid.remove();
    },
  };
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
