// No game a player has is lost when another takes its place: a shared game is looked at before anyone
// moves in it (the player's own save untouched), and a new game, an import, a variant or a shared game played
// on keeps the game it replaced, which Restore (or Undo with nothing left to undo) brings back.
import { expect, moveList, newGame, openGame, screenshot, test, ui, type Page } from '../fixtures';

async function play(page: Page, ...squares: string[]): Promise<void> {
  for (const square of squares) {
    const before = (await moveList(page)).length;
    await ui(page).cell(square).click();
    await expect(ui(page).moves).toHaveCount(before + 1);
  }
}

test('a shared game with the computer to move is shown as shared: nobody moves until the player plays on', async ({
  page,
}) => {
  // A first visit: you as Black against the computer; after d3 c5 f6 White (the computer's side) is to move.
  await openGame(page, './#/reversi?g=d3 c5 f6');
  await expect.poll(() => moveList(page)).toEqual(['d3', 'c5', 'f6']);
  await page.waitForTimeout(1500);
  expect(await moveList(page)).toEqual(['d3', 'c5', 'f6']);
  await expect(ui(page).thinking).toBeHidden();
  await expect(page.getByTestId('play-on')).toBeVisible();
  await screenshot(page, 'shared-game-viewing');
  // Nothing is played on it.
  await ui(page).cell('f4').click();
  expect(await moveList(page)).toEqual(['d3', 'c5', 'f6']);
  // Played on as Black, the computer (White) answers.
  await page.getByTestId('play-on-0').click();
  await expect(ui(page).moves).toHaveCount(4);
  expect(new URL(page.url()).hash).toBe('#/reversi');
});

test('a finished shared game is worded for nobody in particular', async ({ page }) => {
  await openGame(page, './#/reversi?g=e6 f4 e3 f6 g5 d6 e7 f5 c5');
  await expect(ui(page).result).toHaveText(/^Black wins/);
  await expect(page.getByTestId('play-on')).toBeHidden();
});

test('open a link, reload, New game, play: the old game is no longer offered silently, and Restore brings it back', async ({
  page,
}) => {
  await openGame(page);
  await newGame(page, 'hvh');
  await play(page, 'd3', 'c3');
  await page.goto('./#/reversi?g=f5 d6');
  await expect.poll(() => moveList(page)).toEqual(['f5', 'd6']);
  await page.reload();
  await expect.poll(() => moveList(page)).toEqual(['f5', 'd6']);
  await newGame(page, 'hvh');
  await play(page, 'e6');
  await expect(page.getByTestId('back-to-mine')).toBeHidden();
  await ui(page).undo.click();
  await expect(ui(page).moves).toHaveCount(0);
  await expect(ui(page).undo).toHaveAttribute('aria-disabled', 'false');
  await ui(page).undo.click();
  await expect.poll(() => moveList(page)).toEqual(['d3', 'c3']);
  await expect(ui(page).notice).toHaveText('Your previous game is back; the one you left is kept.');
  await page.getByTestId('restore-previous').click();
  await expect(ui(page).moves).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('ply.v1.reversi') ?? '{}').future)).toEqual(['e6']);
});

test("two tabs: a shared game played on in one keeps the other tab's game, which it can restore", async ({
  page,
  context,
}) => {
  await openGame(page);
  await newGame(page, 'hvh');
  await play(page, 'd3');
  const other = await context.newPage();
  await openGame(other, './#/reversi?g=f5 d6');
  await expect.poll(() => moveList(other)).toEqual(['f5', 'd6']);
  // Looking at it changes nothing in the first tab.
  await page.waitForTimeout(300);
  expect(await moveList(page)).toEqual(['d3']);
  await other.getByTestId('play-on-both').click();
  await play(other, 'c3');
  // The first tab shows the newer game; its own is the previous one.
  await expect.poll(() => moveList(page)).toEqual(['f5', 'd6', 'c3']);
  await page.getByTestId('undo').click();
  await page.getByTestId('undo').click();
  await page.getByTestId('undo').click();
  await page.getByTestId('undo').click();
  await expect.poll(() => moveList(page)).toEqual(['d3']);
  await other.close();
});

for (const how of ['import', 'new game', 'variant'] as const) {
  test(`${how}: the game replaced is kept, and Restore brings it back`, async ({ page }) => {
    await openGame(page);
    await newGame(page, 'hvh');
    await play(page, 'd3', 'c3');
    if (how === 'import') {
      await page.getByTestId('import').click();
      await page.getByTestId('import-text').fill('f5 d6');
      await page.getByTestId('import-load').click();
      await expect(ui(page).notice).toHaveText('Game loaded. Your previous game is kept.');
    } else {
      await page.getByTestId('new-game').click();
      await page.getByTestId('mode').selectOption('hvh');
      if (how === 'variant') await page.getByTestId('option-size').selectOption('6');
      await page.getByTestId('start').click();
      await expect(ui(page).notice).toHaveText('A new game has begun. Your previous game is kept.');
    }
    await screenshot(page, `replaced-${how.replace(' ', '-')}`);
    await page.reload();
    await expect(ui(page).turn).not.toHaveText(/Loading/);
    await ui(page).undo.click();
    await expect.poll(() => moveList(page)).toEqual(how === 'import' ? ['f5'] : ['d3', 'c3']);
    if (how === 'import') {
      await ui(page).undo.click();
      await ui(page).undo.click();
      await expect.poll(() => moveList(page)).toEqual(['d3', 'c3']);
    }
  });
}
