// What survives a reload, what happens to unreadable saved data, and playing offline.
import { cellLabels, expect, legalSquares, moveList, openGame, START_LEGAL, test, ui } from '../fixtures';

test('a reload keeps the game', async ({ page }) => {
  await openGame(page);
  const { cell, level, moves, thinking } = ui(page);
  await level.selectOption('1');
  await cell('d3').click();
  await expect(moves).toHaveCount(2, { timeout: 30_000 });
  const [second] = await legalSquares(page);
  await cell(second).click();
  await expect(moves).toHaveCount(4, { timeout: 30_000 });
  await expect(thinking).toBeHidden();
  const played = await moveList(page);
  const labels = await cellLabels(page);

  await page.reload();
  await expect(page.getByRole('grid')).toBeVisible();
  await expect.poll(() => moveList(page)).toEqual(played);
  expect(await cellLabels(page)).toEqual(labels);
  await expect(level).toHaveValue('1');
});

for (const [what, saved] of [
  ['garbage', 'garbage'],
  ['truncated JSON', '{"moves":["d3","c3"'],
  ['JSON of the wrong shape', '{"moves":"d3","level":"high"}'],
  ['illegal moves', '{"moves":["a1","h8","z9"]}'],
] as const) {
  test(`unreadable saved game (${what}): a notice and a fresh game`, async ({ page }) => {
    // Planted before the page's first script runs, once (a reload would plant it again).
    await page.addInitScript((value) => {
      if (!sessionStorage.getItem('e2e-planted')) {
        sessionStorage.setItem('e2e-planted', '1');
        localStorage.setItem('ply.v1.reversi', value);
      }
    }, saved);
    await openGame(page);
    const { moves, notice } = ui(page);
    await expect(page.getByRole('grid')).toBeVisible();
    expect(await legalSquares(page)).toEqual(START_LEGAL);
    await expect(moves).toHaveCount(0);
    if (what === 'garbage' || what === 'truncated JSON') {
      await expect(notice).toBeVisible();
      await expect(notice).not.toHaveText('');
    }
    // The fresh game plays.
    await ui(page).cell('d3').click();
    await expect(moves.first()).toHaveText('d3');
  });
}

test('after the first visit the page loads and plays offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  await openGame(page);
  // Wait for the service worker (./sw.js) to be active; a page it did not load is controlled after a reload.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/\/ply\/$/);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
    await expect(page.getByRole('grid')).toBeVisible();
  }
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('grid')).toBeVisible();
    await expect(page.getByRole('gridcell')).toHaveCount(64);
    const { cell, level, moves } = ui(page);
    await level.selectOption('1');
    await cell('d3').click();
    // The computer's answer proves the engine (worker + wasm) loaded offline too.
    await expect(moves).toHaveCount(2, { timeout: 30_000 });
  } finally {
    await context.setOffline(false);
  }
});
