// What survives a reload, what happens to unreadable saved data, and playing offline.
import {
  cellLabels,
  expect,
  legalSquares,
  moveList,
  openGame,
  reloadGame,
  screenshot,
  START_LEGAL,
  test,
  ui,
  untilServiceWorkerControls,
  selectTopLevel,
} from '../fixtures';

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

// A damaged save keeps what can be kept: the legal start of its move list (a save cut short keeps the moves
// written before the cut), and its text is kept aside, shown in a dialog where it can be copied.
for (const [what, saved, kept] of [
  ['garbage', 'garbage', []],
  ['truncated JSON', '{"moves":["d3","c3"', ['d3', 'c3']],
  ['JSON of the wrong shape', '{"moves":"d3","level":"high"}', []],
  ['illegal moves', '{"moves":["a1","h8","z9"]}', []],
  [
    'an illegal move after legal ones',
    '{"v":1,"settings":{"mode":"hvh","human":0,"level":4},"moves":["d3","c3","a1"],"future":[]}',
    ['d3', 'c3'],
  ],
] as const) {
  test(`damaged saved game (${what}): a notice, the legal moves kept, the text kept aside`, async ({ page }) => {
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
    await expect(notice).toBeVisible();
    expect(await moveList(page)).toEqual(kept);
    if (kept.length === 0) expect(await legalSquares(page)).toEqual(START_LEGAL);
    else await expect(notice).toContainText(`first ${kept.length} moves were kept`);

    await page.getByTestId('damaged-show').click();
    await expect(page.getByTestId('dialog-text')).toHaveValue(saved);
    await page.locator('#text-close').click();
    // The game goes on, and the damaged text stays aside when the game is saved again.
    await ui(page)
      .cell(kept.length === 0 ? 'd3' : 'b3')
      .click();
    // The move is in the list (the computer's answer may follow it at once).
    await expect(moves.nth(kept.length)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('ply.v1.reversi.damaged'))).toBe(saved);
  });
}

test('a damaged save keeps its level and mode, and the notice reads in Russian', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-planted')) {
      sessionStorage.setItem('e2e-planted', '1');
      localStorage.setItem(
        'ply.v1.reversi',
        '{"v":1,"settings":{"mode":"hvh","human":0,"level":4},"moves":["d3","c3","a1"],"fut',
      );
    }
  });
  await openGame(page);
  // A save from before the ladder: its level 4 is the rung that played as it, the classic bot.
  await expect(ui(page).level.locator('option:checked')).toContainText('Classic');
  await expect(ui(page).moves).toHaveCount(2);
  await page.getByTestId('lang').selectOption('ru');
  await expect(ui(page).notice).toHaveText(
    'Сохранённая партия повреждена: восстановлены первые ходы (2). Её текст отложен.',
  );
  await expect(page.getByTestId('damaged-show')).toHaveText('Показать повреждённое сохранение');
  await page.setViewportSize({ width: 360, height: 780 });
  await screenshot(page, 'damaged-save-notice-phone-ru');
  await page.getByTestId('damaged-show').click();
  await screenshot(page, 'damaged-save-dialog-phone-ru');
});

test('after the first visit the page loads and plays offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  await openGame(page);
  expect(await untilServiceWorkerControls(page)).toMatch(/\/ply\/$/);

  await context.setOffline(true);
  try {
    await reloadGame(page);
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

test('offline, level 5 plays with the weights it fetched online, and says so when it never did', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await openGame(page);
  await untilServiceWorkerControls(page);
  const { cell, level, moves, notice } = ui(page);
  const missing = 'could not be downloaded';

  // Level 5 never played: offline, it has no weights, says so, and plays its simpler evaluation.
  await context.setOffline(true);
  try {
    await reloadGame(page);
    await expect(page.getByRole('gridcell')).toHaveCount(64);
    await selectTopLevel(level);
    await cell('d3').click();
    await expect(notice).toContainText(missing, { timeout: 30_000 });
    await expect(moves).toHaveCount(2, { timeout: 30_000 });
  } finally {
    await context.setOffline(false);
  }

  // Online, level 5 fetches its weights (the service worker keeps them)...
  await reloadGame(page);
  await expect(page.getByRole('gridcell')).toHaveCount(64);
  await selectTopLevel(level);
  await cell((await legalSquares(page))[0]!).click();
  await expect(moves).toHaveCount(4, { timeout: 30_000 });
  await expect(notice).not.toContainText(missing);

  // ...and offline after that, it plays with them.
  await context.setOffline(true);
  try {
    await reloadGame(page);
    await expect(page.getByRole('gridcell')).toHaveCount(64);
    await selectTopLevel(level);
    await cell((await legalSquares(page))[0]!).click();
    await expect(moves).toHaveCount(6, { timeout: 30_000 });
    await expect(notice).not.toContainText(missing);
  } finally {
    await context.setOffline(false);
  }
});
