// The shell every game shares: the start screen, a URL per game, the last game on the root URL, each game
// saved on its own, and Reversi's move list exported and imported as text.
import { cellLabels, expect, legalSquares, moveList, newGame, openGame, START_LEGAL, test, ui } from '../fixtures';
import { draughtsUi, labels, moveTexts } from '../draughts';

test('the Games control shows the start screen with a card per game, in both languages', async ({ page }) => {
  await openGame(page);
  await expect(ui(page).board).toBeVisible();
  await page.getByTestId('games').click();
  await expect(page).toHaveURL(/#\/$/);
  const start = page.getByTestId('start-screen');
  await expect(start).toBeVisible();
  await expect(ui(page).board).toBeHidden();
  await expect(page.getByTestId('game-reversi')).toContainText('Reversi');
  await expect(page.getByTestId('game-draughts')).toContainText('Russian draughts');
  await expect(page.getByTestId('game-draughts')).toHaveAttribute('aria-disabled', 'false');
  await page.getByTestId('lang').selectOption('ru');
  await expect(page.getByTestId('game-reversi')).toContainText('Реверси');
  await expect(page.getByTestId('game-draughts')).toContainText('Русские шашки');
  await page.getByTestId('game-reversi').click();
  await expect(page).toHaveURL(/#\/reversi$/);
  await expect(page.getByRole('grid', { name: 'Доска реверси' })).toBeVisible();
  await expect(start).toBeHidden();
});

test('a URL per game opens it; the root URL opens the last game played', async ({ page }) => {
  await page.goto('./#/draughts');
  await expect(draughtsUi(page).board).toBeVisible();
  await page.goto('./#/reversi');
  await expect(ui(page).board).toBeVisible();
  expect(await legalSquares(page)).toEqual(START_LEGAL);
  await page.goto('./#/draughts');
  await expect(draughtsUi(page).board).toBeVisible();
  await page.goto('./');
  await expect(draughtsUi(page).board).toBeVisible();
  await page.goto('./#/');
  await expect(page.getByTestId('start-screen')).toBeVisible();
  await page.goto('./#/nonsense');
  await expect(page.getByTestId('start-screen')).toBeVisible();
});

test('each game is saved on its own and comes back as it was left', async ({ page }) => {
  await openGame(page);
  await newGame(page, 'hvh');
  await ui(page).cell('d3').click();
  await expect(ui(page).moves).toHaveCount(1);
  const reversiLabels = await cellLabels(page);

  await page.getByTestId('games').click();
  await page.getByTestId('game-draughts').click();
  await expect(draughtsUi(page).board).toBeVisible();
  await page.getByTestId('new-game').click();
  await page.getByTestId('mode').selectOption('hvh');
  await page.getByTestId('start').click();
  await draughtsUi(page).cell('c3').click();
  await draughtsUi(page).cell('b4').click();
  await expect(draughtsUi(page).moves).toHaveCount(1);
  const draughtsLabels = await labels(page);

  await page.getByTestId('games').click();
  await page.getByTestId('game-reversi').click();
  await expect(ui(page).board).toBeVisible();
  await expect.poll(() => moveList(page)).toEqual(['d3']);
  expect(await cellLabels(page)).toEqual(reversiLabels);

  await page.goto('./#/draughts');
  await page.reload();
  await expect(draughtsUi(page).board).toBeVisible();
  await expect.poll(() => moveTexts(page)).toEqual(['c3-b4']);
  expect(await labels(page)).toEqual(draughtsLabels);
  const keys = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('ply.'))
      .sort(),
  );
  expect(keys).toEqual(['ply.v1.draughts', 'ply.v1.reversi', 'ply.v1.settings']);
});

test('Reversi: export the move list and import it back', async ({ page }) => {
  await openGame(page);
  await newGame(page, 'hvh');
  for (const sq of ['d3', 'c5', 'f6']) await ui(page).cell(sq).click();
  await expect(ui(page).moves).toHaveCount(3);
  const labelsBefore = await cellLabels(page);
  await page.getByTestId('export').click();
  await expect(page.getByTestId('export-text')).toHaveValue('d3 c5 f6');
  await page.keyboard.press('Escape');

  await newGame(page, 'hvh');
  await expect(ui(page).moves).toHaveCount(0);
  await page.getByTestId('import').click();
  await page.getByTestId('import-text').fill('d3 d3');
  await page.getByTestId('import-load').click();
  await expect(page.getByTestId('import-error')).toBeVisible();
  await page.getByTestId('import-text').fill('d3 c5 f6');
  await page.getByTestId('import-load').click();
  await expect(page.getByTestId('import-text')).toBeHidden();
  await expect.poll(() => moveList(page)).toEqual(['d3', 'c5', 'f6']);
  expect(await cellLabels(page)).toEqual(labelsBefore);
  await expect(ui(page).notice).toHaveText(/^Game loaded\./);
});

test('the site links its favicon, serves /favicon.ico, and ships no source maps', async ({ page, request }) => {
  await openGame(page);
  const links = await page.locator('link[rel="icon"]').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  expect(links).toContain('./favicon.ico');
  const icon = await request.get(new URL('favicon.ico', page.url()).href);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/x-icon');
  // The built scripts name no map, so a browser asks for none (PLY_SOURCEMAP=1 builds them on purpose).
  const scripts = await page
    .locator('script[src]')
    .evaluateAll((els) => els.map((el) => (el as HTMLScriptElement).src));
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    const names = (await (await request.get(src)).text()).includes('sourceMappingURL');
    expect(names, `${src} names a source map`).toBe(false);
  }
});
