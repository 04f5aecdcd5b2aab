// A game's data files (Reversi's learned weights, draughts' endgame databases) are not part of the first load: the worker fetches them when
// the strong level first needs them, and a damaged file is refused, said, and played without.
import { expect, legalSquares, openGame, screenshot, test, ui, type Page, selectTopLevel } from '../fixtures';
import { draughtsUi, importGame, openDraughts } from '../draughts';

/** The weights files the page (or its worker) fetched, as 'status url'. */
function weightsFetched(page: Page): string[] {
  const fetched: string[] = [];
  page.on('response', (r) => {
    if (/\.weights$/.test(new URL(r.url()).pathname)) fetched.push(`${r.status()} ${r.url()}`);
  });
  return fetched;
}

test("Reversi's weights are fetched when level 5 first needs them, not at page load", async ({ page }) => {
  test.setTimeout(120_000);
  const fetched = weightsFetched(page);
  await openGame(page);
  const { cell, level, moves, notice } = ui(page);
  await level.selectOption('1');
  await cell('d3').click();
  await expect(moves).toHaveCount(2, { timeout: 30_000 });
  expect(fetched, 'fetched before level 5 was played').toEqual([]);

  await selectTopLevel(level);
  await cell((await legalSquares(page))[0]!).click();
  await expect(moves).toHaveCount(4, { timeout: 30_000 });
  expect(fetched).toHaveLength(1);
  expect(fetched[0]).toMatch(/^200 .*\/ply\/assets\/data\/pattern8-[\w-]+\.weights$/);
  await expect(notice).not.toContainText('learned evaluation');
});

test('a damaged weights file is refused with its reason, and level 5 still plays', async ({ page }) => {
  test.setTimeout(120_000);
  let size = 0; // the file's, as served
  await page.route(/\.weights$/, async (route) => {
    const response = await route.fetch();
    const body = await response.body();
    size = body.length;
    await route.fulfill({ response, body: body.subarray(0, body.length - 1000) });
  });
  await openGame(page);
  const { cell, lang, level, moves, notice } = ui(page);
  await selectTopLevel(level);
  await cell('d3').click();
  await expect(notice).toContainText('is damaged', { timeout: 30_000 }); // the file was served: its size is known
  await expect(notice).toHaveText(
    'The strong level’s learned evaluation is damaged and was not used (reversi/weights/pattern8.weights: ' +
      `${size - 1000} bytes, expected ${size} (truncated)); it plays its simpler one.`,
    { timeout: 30_000 },
  );
  await expect(moves).toHaveCount(2, { timeout: 30_000 });
  await lang.selectOption('ru');
  await expect(notice).toContainText('Обученная оценка сильного уровня повреждена и не использована');
});

/** The gzipped data files (draughts' endgame databases) the page or its worker fetched, as 'status url'. */
function packsFetched(page: Page): string[] {
  const fetched: string[] = [];
  page.on('response', (r) => {
    if (/\.gz$/.test(new URL(r.url()).pathname)) fetched.push(`${r.status()} ${r.url()}`);
  });
  return fetched;
}

/** Petrov's position (three kings against one, White to move): the databases say White wins. */
const PETROV = '[GameType "25"]\n[FEN "W:WKa1,Kc1,Ke1:BKf8"]\n*';

test("draughts' endgame databases are fetched when level 5 first needs them, and the hint then knows the win", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const fetched = packsFetched(page);
  await openDraughts(page);
  await page.getByTestId('level').selectOption('1');
  await importGame(page, PETROV);
  await draughtsUi(page).cell('a1').click();
  await draughtsUi(page).cell('b2').click();
  await expect(draughtsUi(page).moves).toHaveCount(2, { timeout: 30_000 });
  expect(fetched, 'fetched before level 5 was played').toEqual([]);

  await importGame(page, PETROV);
  await selectTopLevel(page.getByTestId('level'));
  await draughtsUi(page).cell('c1').click();
  await draughtsUi(page).cell('a3').click();
  await expect(draughtsUi(page).moves).toHaveCount(2, { timeout: 30_000 });
  expect(fetched).toHaveLength(1);
  expect(fetched[0]).toMatch(/^200 .*\/ply\/assets\/data\/egdb4\.pack-[\w-]+\.gz$/);
  await expect(page.getByTestId('notice')).not.toContainText('endgame databases');
  // The hint's score is the databases': a proven win for White.
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('hint-line')).toHaveText(/^Hint · win · /, { timeout: 30_000 });
  // Every king's best move is the databases' value, exact: the win, or a draw where none of its moves wins.
  await expect
    .poll(() =>
      page
        .getByRole('gridcell')
        .evaluateAll((cells) =>
          cells
            .filter((c) => (c as HTMLElement).dataset['hint'] !== undefined)
            .map((c) => `${(c as HTMLElement).dataset['hint']} ${(c as HTMLElement).dataset['hintExact']}`),
        ),
    )
    .toContain('win true');
  const values = await page
    .getByRole('gridcell')
    .evaluateAll((cells) =>
      cells
        .filter((c) => (c as HTMLElement).dataset['hint'] !== undefined)
        .map((c) => (c as HTMLElement).dataset['hintExact']),
    );
  expect(values.every((exact) => exact === 'true')).toBe(true);
  await screenshot(page, 'draughts-egdb-hint-desktop');
  await page.getByTestId('lang').selectOption('ru');
  await expect(page.getByTestId('hint-line')).toContainText('выигрыш');
});

test('a damaged endgame database pack is refused with its reason, in Russian too, and level 5 still plays', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.route(/\.gz$/, async (route) => {
    const response = await route.fetch();
    const body = await response.body();
    await route.fulfill({ response, body: body.subarray(0, body.length - 1000) });
  });
  await openDraughts(page);
  await importGame(page, PETROV);
  await selectTopLevel(page.getByTestId('level'));
  await draughtsUi(page).cell('c1').click();
  await draughtsUi(page).cell('a3').click();
  const notice = page.getByTestId('notice');
  await expect(notice).toContainText('The strong level’s endgame databases are damaged and were not used', {
    timeout: 30_000,
  });
  await expect(draughtsUi(page).moves).toHaveCount(2, { timeout: 30_000 });
  await page.getByTestId('lang').selectOption('ru');
  await expect(notice).toContainText('Базы окончаний сильного уровня повреждены и не использованы');
});
