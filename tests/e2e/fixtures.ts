// What every end-to-end test shares: the served site's URL, a check that the page threw nothing, and helpers
// that read and drive the page only through docs/page-contract.md (roles, names, data-testid).
import fs from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export { expect };

export const screenshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

export const test = base.extend<{ pageErrors: string[] }>({
  baseURL: async ({}, use) => {
    const url = process.env.PLY_BASE_URL;
    if (!url) throw new Error('PLY_BASE_URL is unset: global-setup.ts did not run');
    await use(url);
  },
  // Uncaught exceptions in the page fail the test that caused them.
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error.stack ?? error)));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export const START_LEGAL = ['c4', 'd3', 'e6', 'f5'];

export const ui = (page: Page) => ({
  board: page.getByRole('grid', { name: 'Reversi board' }),
  cells: page.getByRole('gridcell'),
  legalCells: page.getByRole('gridcell', { name: /, legal move$/ }),
  cell: (square: string) => page.getByRole('gridcell', { name: new RegExp(`^${square} `) }),
  status: page.getByRole('status'),
  moves: page.getByTestId('moves').locator('li'),
  result: page.getByTestId('result'),
  thinking: page.getByTestId('thinking'),
  notice: page.getByTestId('notice'),
  level: page.getByTestId('level'),
  undo: page.getByTestId('undo'),
  redo: page.getByTestId('redo'),
  lang: page.getByTestId('lang'),
  turn: page.getByTestId('turn'),
  scoreBlack: page.getByTestId('score-black'),
  scoreWhite: page.getByTestId('score-white'),
  canvas: page.getByTestId('board-canvas'),
});

/**
 * Selects a level in a level select (`level`, the panel's, or `new-level`, the dialog's): a place in the game's
 * ladder ('1' the weakest), or 'top', full strength (the ladder's last rung, whatever its size).
 */
export async function selectLevel(select: Locator, level: string): Promise<void> {
  if (level !== 'top') {
    await select.selectOption(level);
    return;
  }
  await expect(select.locator('option').first()).toBeAttached();
  const value = await select.locator('option').last().getAttribute('value');
  await select.selectOption(value ?? '');
}

/** Full strength: the ladder's top level (what the page called level 5 before its levels were a ladder). */
export async function selectTopLevel(select: Locator): Promise<void> {
  await selectLevel(select, 'top');
}

/** 20 Reversi moves from the start, beyond the opening book: level 5 searches there (it looks nothing up). */
export const OUT_OF_BOOK = 'f5 d6 c4 b3 c5 c6 c7 e3 a2 f3 e6 g6 b5 a5 f4 c8 b4 b6 h7 d7';

/** Plays `text` (a transcript) through the Import dialog. */
export async function importMoves(page: Page, text: string): Promise<void> {
  await page.getByTestId('import').click();
  await page.getByTestId('import-text').fill(text);
  await page.getByTestId('import-load').click();
  await expect(page.getByTestId('import-text')).toBeHidden();
}

/**
 * Stops a server a spec started. close() alone waits for every open connection, and the page may still hold one
 * (a keep-alive or its worker's fetch) until the browser's context ends: the spec then hung to its timeout.
 */
export async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

/** Opens the page and waits until the board is there and a side has a move. */
export async function openGame(page: Page, url = './'): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.getByRole('gridcell')).toHaveCount(64);
  // The cells are drawn before the engine is there; until then a click or a key does nothing.
  await expect(page.getByTestId('turn')).not.toHaveText(/Loading/);
}

/**
 * Counts the workers the page makes from now on (Playwright's 'worker' event misses a worker made after another
 * ended): call before the page loads; the function returns the count so far.
 */
export async function countWorkers(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const scope = window as unknown as { Worker: typeof Worker; __workers: number };
    const Base = scope.Worker;
    scope.__workers = 0;
    scope.Worker = class extends Base {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        scope.__workers++;
      }
    };
  });
  return () => page.evaluate(() => (window as unknown as { __workers: number }).__workers);
}

/** Reloads the page and waits, as openGame does, until the game has opened (its engine there). */
export async function reloadGame(page: Page): Promise<void> {
  await page.reload();
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.getByTestId('turn')).not.toHaveText(/Loading/);
}

/**
 * Waits until the service worker (./sw.js) controls the page, so a reload works offline: a page it did not
 * load is controlled only after a reload. Returns the worker's scope.
 */
export async function untilServiceWorkerControls(page: Page): Promise<string> {
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
    await expect(page.getByRole('grid')).toBeVisible();
  }
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  return scope;
}

/** Each cell's accessible name, a1 first. */
export async function cellLabels(page: Page): Promise<string[]> {
  return page.getByRole('gridcell').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label') ?? ''));
}

/** The squares that are legal moves now, sorted. */
export async function legalSquares(page: Page): Promise<string[]> {
  const labels = await cellLabels(page);
  return labels
    .filter((l) => /, legal move$/.test(l))
    .map((l) => l.split(' ')[0])
    .sort();
}

export async function moveList(page: Page): Promise<string[]> {
  return (await ui(page).moves.allTextContents()).map((t) => t.trim());
}

export async function discCounts(page: Page): Promise<{ black: number; white: number }> {
  const { scoreBlack, scoreWhite } = ui(page);
  return {
    black: Number((await scoreBlack.textContent())?.trim()),
    white: Number((await scoreWhite.textContent())?.trim()),
  };
}

/** Opens the new-game dialog, picks the mode (and colour), starts. */
export async function newGame(page: Page, mode: 'hvc' | 'hvh' | 'cvc', color?: 'black' | 'white'): Promise<void> {
  await page.getByTestId('new-game').click();
  await page.getByTestId('mode').selectOption(mode);
  if (color) await page.getByTestId('color').selectOption(color);
  await page.getByTestId('start').click();
  await expect(page.getByTestId('start')).toBeHidden();
}

/**
 * Records every text the live region shows, from the page's first script on: call before page.goto.
 * Read with announcements(page).
 */
export async function recordAnnouncements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __announcements: string[] }).__announcements = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[role="status"]')?.textContent?.trim();
      if (text && text !== seen[seen.length - 1]) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

export async function announcements(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __announcements: string[] }).__announcements);
}

/**
 * Plays a game as `human` by clicking legal cells until the result shows; the computer (or nobody, if
 * `human` is 'both') answers. `pick` chooses among the legal squares.
 */
export async function playToTheEnd(
  page: Page,
  human: 'black' | 'white' | 'both',
  pick: (squares: string[], ply: number) => string = (squares) => squares[0],
  deadline = 240_000,
): Promise<void> {
  const { result, moves, thinking } = ui(page);
  const end = Date.now() + deadline;
  while (!(await result.isVisible())) {
    if (Date.now() > end) throw new Error(`the game did not end; moves so far: ${(await moveList(page)).join(' ')}`);
    const n = await moves.count();
    // Black moves first and every pass is listed, so the list's length tells whose turn it is.
    const humansTurn = human === 'both' || (n % 2 === 0) === (human === 'black');
    const squares = humansTurn && !(await thinking.isVisible()) ? await legalSquares(page) : [];
    if (squares.length === 0) {
      await page.waitForTimeout(100);
      continue;
    }
    await ui(page).cell(pick(squares, n)).click();
    // The list may lag behind the labels by a frame; a click that did not take is simply tried again.
    await expect
      .poll(() => moves.count(), { timeout: 5_000 })
      .toBeGreaterThan(n)
      .catch(() => undefined);
  }
}

/** A small deterministic choice, so a failing game can be replayed. */
export function seededPick(seed: number): (squares: string[]) => string {
  let state = seed >>> 0;
  return (squares) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return squares[state % squares.length];
  };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

export type { Page };
