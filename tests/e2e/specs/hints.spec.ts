// Hints and the stop signal: the Hint button shows every legal move's value in Reversi (exact near the
// end; on a past position the player walked back to, that position's) and in draughts (on each piece, then on where a picked piece's moves end), the best move in chess; a cancelled search stops in the worker's own loop, so the page keeps
// its one worker.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../../scripts/serve.mjs';
import {
  closeServer,
  countWorkers,
  expect,
  importMoves,
  legalSquares,
  moveList,
  openGame,
  screenshot,
  test,
  ui,
  type Page,
  selectTopLevel,
} from '../fixtures';
import { chessUi, openChess } from '../chess';
import { draughtsUi, openDraughts } from '../draughts';

/** A game 52 moves in (12 empty squares), Black to move with 8 legal moves (b1 f1 d2 f2 g2 h5 h6 h8). */
const LATE_GAME =
  'f5 d6 c4 b3 c5 c6 c7 e3 a2 f3 e6 g6 b5 a5 f4 c8 b4 b6 h7 d7 e2 g3 b7 d3 e7 a6 a7 c3 g4 a3 b2 h4 f6 c2 d1 d8 h2 a1 b8 f8 f7 e1 a4 g8 g7 h3 e8 g5';
/** Its first 20 moves: a midgame, Black to move. */
const MIDGAME = LATE_GAME.split(' ').slice(0, 20).join(' ');
/** The exact values of those moves for Black (the solver's, checked by tests/wasm and the native tests). */
const LATE_VALUES: Record<string, string> = {
  h8: '+2',
  h6: '−4',
  b1: '−12',
  d2: '−12',
  g2: '−16',
  f1: '−22',
  f2: '−22',
  h5: '−24',
};

/** Every cell's hint as the grid carries it: square → [value, exact]. */
async function hints(page: Page): Promise<Record<string, [string, string]>> {
  return hintData(page, 'hintExact');
}

/** Every cell's hint value and one more of its data attributes: square → [value, attribute]. */
async function hintData(page: Page, attribute: 'hintExact' | 'hintBook'): Promise<Record<string, [string, string]>> {
  return page
    .getByRole('gridcell')
    .evaluateAll(
      (cells, name) =>
        Object.fromEntries(
          cells
            .filter((c) => (c as HTMLElement).dataset['hint'] !== undefined)
            .map((c) => [
              (c.getAttribute('aria-label') ?? '').split(' ')[0],
              [(c as HTMLElement).dataset['hint'] ?? '', (c as HTMLElement).dataset[name] ?? ''],
            ]),
        ),
      attribute,
    );
}

test('the page is cross-origin isolated, so a search can be stopped by its flag', async ({ page }) => {
  await openGame(page);
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
});

test('where the server sends no isolation headers (GitHub Pages), the service worker adds them', async ({ page }) => {
  test.setTimeout(120_000);
  const root =
    process.env.PLY_SITE_DIST ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../site/dist');
  const { server, url } = await startServer({ root, port: 0, host: '127.0.0.1', prefix: '/pages/', isolate: false });
  try {
    await openGame(page, url);
    // The first visit is not isolated: a cancel terminates the worker there.
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(false);
    await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
    // The page still plays, its worker included.
    await ui(page).level.selectOption('1');
    await ui(page).cell('d3').click();
    await expect(ui(page).moves).toHaveCount(2, { timeout: 30_000 });
  } finally {
    await closeServer(server);
  }
});

test('a cancelled search (by undo, new game or a move played) keeps its worker; the next one answers', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const workers = await countWorkers(page);
  await openGame(page);
  const { level, moves, undo } = ui(page);
  await selectTopLevel(level);
  // A midgame, Black (you) to move: level 5 uses its whole 2 s there, so it is still thinking when cancelled.
  await importMoves(page, MIDGAME);
  await expect(moves).toHaveCount(20);
  const hintLine = page.getByTestId('hint-line');
  // Each cancel comes while the worker is busy: the hints' analysis runs for up to 20 s.
  const startHint = async (shown = /depth/) => {
    await page.getByTestId('hint').click();
    await expect(hintLine).toHaveText(shown, { timeout: 30_000 });
  };
  await startHint();
  await undo.click();
  await expect(moves).toHaveCount(18);
  await expect(hintLine).toBeHidden();
  await startHint();
  await page.getByTestId('new-game').click();
  await page.getByTestId('start').click();
  await expect(moves).toHaveCount(0);
  await expect(hintLine).toBeHidden();
  // At the start the hints are the opening book's, given at once.
  await startHint(/book/);
  // Playing a move drops the hints; level 5 answers, and is cancelled by undo if it still thinks.
  await ui(page).cell('d3').click();
  await expect(hintLine).toBeHidden();
  // The opening answer may come at once (on a loaded machine "thinking" can be gone before it is seen):
  // undo takes back the move, and the answer if there was one.
  await undo.click();
  await expect(moves).toHaveCount(0);
  // The next search answers, from the same worker.
  await ui(page).cell('c4').click();
  await expect(moves).toHaveCount(2, { timeout: 60_000 });
  expect(await workers()).toBe(1);
});

test('hints show every legal move’s value on its square, exact at the end of a game', async ({ page }) => {
  test.setTimeout(120_000);
  await openGame(page);
  await importMoves(page, LATE_GAME);
  await expect(ui(page).moves).toHaveCount(48);
  expect(await legalSquares(page)).toEqual(Object.keys(LATE_VALUES).sort());
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('hint-line')).toHaveText(/^Hint · \+2 discs · exact · h8/, { timeout: 30_000 });
  await expect
    .poll(() => hints(page))
    .toEqual(Object.fromEntries(Object.entries(LATE_VALUES).map(([sq, v]) => [sq, [v, 'true']])));
  await screenshot(page, 'hints-reversi-exact-desktop');
  await page.setViewportSize({ width: 360, height: 780 });
  await screenshot(page, 'hints-reversi-exact-360');

  // A move played drops the hints.
  await ui(page).cell('h8').click();
  await expect(page.getByTestId('hint-line')).toBeHidden();
  expect(await hints(page)).toEqual({});
});

test('a hint on a past position values exactly that position’s legal moves, and follows the walk', async ({ page }) => {
  test.setTimeout(120_000);
  await openGame(page);
  await importMoves(page, LATE_GAME);
  await expect(ui(page).moves).toHaveCount(48);
  // The game goes on two moves: yours, then the computer's answer.
  await ui(page).cell('h8').click();
  await expect(ui(page).moves).toHaveCount(50, { timeout: 30_000 });
  // Back to the position 48 moves in, whose moves' exact values are known (the buttons: the board has the keys).
  await page.getByTestId('walk-back').click();
  await page.getByTestId('walk-back').click();
  await expect(page.getByTestId('past-mark')).toBeVisible();
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('hint-line')).toHaveText(/^Hint · \+2 discs · exact · h8/, { timeout: 30_000 });
  await expect
    .poll(() => hints(page))
    .toEqual(Object.fromEntries(Object.entries(LATE_VALUES).map(([sq, v]) => [sq, [v, 'true']])));
  await screenshot(page, 'hints-past-position-desktop');
  // A step on (the arrow key): the hint goes with the board, to that position's moves (h8 is taken there).
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => Object.keys(await hints(page)).length, { timeout: 30_000 }).toBeGreaterThan(0);
  expect(Object.keys(await hints(page))).not.toContain('h8');
  // Back to the live game: the hints are its own legal moves', every one.
  await page.keyboard.press('End');
  await expect(page.getByTestId('past-mark')).toBeHidden();
  const legal = await legalSquares(page);
  await expect.poll(async () => Object.keys(await hints(page)).sort(), { timeout: 30_000 }).toEqual(legal);
});

test('hints give the opening book’s values on every legal square from the start, by key H, and in Russian', async ({
  page,
}) => {
  await openGame(page);
  await page.keyboard.press('h');
  await expect(page.getByTestId('hint')).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => Object.keys(await hints(page)).sort(), { timeout: 30_000 })
    .toEqual(['c4', 'd3', 'e6', 'f5']);
  expect(Object.values(await hintData(page, 'hintBook')).map(([, book]) => book)).toEqual([
    'true',
    'true',
    'true',
    'true',
  ]);
  await expect(page.getByTestId('hint-line')).toHaveText(
    /^Hint · book · [+−]?\d+(\.\d+)? discs? · [a-h][1-8]( [a-h][1-8])+$/,
  );
  await screenshot(page, 'hints-reversi-start-desktop');
  await ui(page).lang.selectOption('ru');
  await expect(page.getByTestId('hint-line')).toHaveText(/^Подсказка · по книге · [+−]?\d+(,\d+)? фишк/);
  await page.setViewportSize({ width: 360, height: 780 });
  await screenshot(page, 'hints-reversi-start-360');
  await page.keyboard.press('h');
  await expect(page.getByTestId('hint-line')).toBeHidden();
  expect(await moveList(page)).toEqual([]);
});

test('in chess the hint highlights the best move, and the line is in SAN', async ({ page }) => {
  await openChess(page);
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('hint-line')).toHaveText(
    /^Hint · depth \d+ · [+−]?\d+(\.\d)? pawns? · [NBRQK]?[a-h]?x?[a-h][1-8]/,
    {
      timeout: 30_000,
    },
  );
  const best = await page
    .getByRole('gridcell')
    .evaluateAll((cells) =>
      cells
        .filter((c) => (c as HTMLElement).dataset['hint'] === 'best')
        .map((c) => (c.getAttribute('aria-label') ?? '').split(' ')[0]),
    );
  expect(best).toHaveLength(2);
  await screenshot(page, 'hints-chess-desktop');
  await expect(chessUi(page).moves).toHaveCount(0);
});

test('draughts hints value every move: each piece shows its best, a picked piece where each move ends', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openDraughts(page);
  await page.getByTestId('hint').click();
  // At the start every move is in the opening book (the standard openings' first moves), valued at once.
  await expect(page.getByTestId('hint-line')).toHaveText(
    /^Hint · book · [+−]?\d+(\.\d)? m[ae]n · [a-h][1-8]-[a-h][1-8]/,
    {
      timeout: 30_000,
    },
  );
  // The four men of the front rank that can move, each with a value in tenths of a man, the book's.
  await expect
    .poll(async () => Object.keys(await hints(page)).sort(), { timeout: 30_000 })
    .toEqual(['a3', 'c3', 'e3', 'g3']);
  for (const [value, book] of Object.values(await hintData(page, 'hintBook'))) {
    expect(value).toMatch(/^([+−]\d+(\.\d)?|0)$/);
    expect(book).toBe('true');
  }
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await screenshot(page, `hints-draughts-pieces-${scheme}-desktop`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  // Picked, c3 shows its two moves' values where they end; the other pieces' values give way.
  await draughtsUi(page).cell('c3').click();
  await expect.poll(async () => Object.keys(await hints(page)).sort()).toEqual(['b4', 'd4']);
  await screenshot(page, 'hints-draughts-picked-desktop');
  await page.setViewportSize({ width: 360, height: 780 });
  await screenshot(page, 'hints-draughts-picked-360');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.getByTestId('lang').selectOption('ru');
  await expect(page.getByTestId('hint-line')).toHaveText(/^Подсказка · по книге · [+−]?\d+(,\d)? шаш/);
  await screenshot(page, 'hints-draughts-picked-dark-360-ru');
  // Dropping the pick brings the pieces' values back; nothing was played.
  await draughtsUi(page).cell('c3').click();
  await expect.poll(async () => Object.keys(await hints(page)).sort()).toEqual(['a3', 'c3', 'e3', 'g3']);
  await expect(draughtsUi(page).moves).toHaveCount(0);
});
