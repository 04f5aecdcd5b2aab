// The accessible board: a role="grid" of 64 real cells laid exactly over the canvas squares
// (transparent, so the canvas shows through), with arrow-key focus, and the live region.
import { FRAME } from './geometry';
import { t } from './i18n';
import { legalSquares, squareName, type State } from './state';

export interface AccessibleBoard {
  update(state: State): void;
  destroy(): void;
}

function cellLabel(state: State, index: number, legal: boolean): string {
  const sq = state.squares[index];
  const what = t(state.lang, sq === 'X' ? 'black' : sq === 'O' ? 'white' : 'empty');
  return `${squareName(index)} ${what}${legal ? t(state.lang, 'legalSuffix') : ''}`;
}

const KEY_STEP: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -8, ArrowDown: 8 };

export function createAccessibleBoard(host: HTMLElement, onPlay: (index: number) => void): AccessibleBoard {
  const grid = document.createElement('div');
  grid.className = 'board-grid';
  grid.setAttribute('role', 'grid');
  grid.style.inset = `${FRAME * 100}%`;
  const cells: HTMLElement[] = [];
  for (let r = 0; r < 8; r++) {
    const row = document.createElement('div');
    row.className = 'board-row';
    row.setAttribute('role', 'row');
    for (let c = 0; c < 8; c++) {
      const cell = document.createElement('div');
      const index = r * 8 + c;
      cell.className = 'board-cell';
      cell.setAttribute('role', 'gridcell');
      cell.dataset['square'] = String(index);
      cell.tabIndex = index === 0 ? 0 : -1;
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
    const cell = e.target instanceof HTMLElement ? e.target.closest<HTMLElement>('[data-square]') : null;
    if (!cell) return;
    const index = Number(cell.dataset['square']);
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
      onPlay(index);
      return;
    }
    if (target === null) return;
    e.preventDefault();
    focusCell(target);
  };
  const onFocusIn = (e: FocusEvent): void => {
    const cell = e.target instanceof HTMLElement ? e.target.closest<HTMLElement>('[data-square]') : null;
    if (cell && Number(cell.dataset['square']) !== focused) focusCell(Number(cell.dataset['square']));
  };
  grid.addEventListener('keydown', onKey);
  grid.addEventListener('focusin', onFocusIn);

  return {
    update(state: State): void {
      grid.setAttribute('aria-label', t(state.lang, 'board'));
      const legal = legalSquares(state);
      cells.forEach((cell, i) => {
        const label = cellLabel(state, i, legal.has(i));
        if (cell.getAttribute('aria-label') !== label) cell.setAttribute('aria-label', label);
        cell.classList.toggle('legal', legal.has(i));
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
