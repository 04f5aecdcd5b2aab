// Opening names: the page names the well-known opening the game began with (Reversi's, draughts' standard
// Russian openings), for the position the board shows (walking back names an earlier one), in the player's
// language, and only in the standard game.
import { expect, newGame, openGame, screenshot, test, ui, type Page } from '../fixtures';
import { draughtsUi, newDraughtsGame, openDraughts } from '../draughts';

const opening = (page: Page) => page.getByTestId('opening');

async function play(page: Page, squares: readonly string[]): Promise<void> {
  const { cell, moves } = ui(page);
  for (const square of squares) {
    const n = await moves.count();
    await cell(square).click();
    await expect(moves).toHaveCount(n + 1);
  }
}

test('Reversi names the opening as it is played, and the earlier one while looking back', async ({ page }) => {
  await openGame(page);
  await newGame(page, 'hvh');
  await expect(opening(page)).toBeHidden();
  await play(page, ['f5', 'd6']);
  await expect(opening(page)).toHaveText('Opening: Perpendicular');
  await play(page, ['c3', 'd3', 'c4']);
  await expect(opening(page)).toHaveText('Opening: Tiger');
  await screenshot(page, 'opening-tiger');

  // The second move shown: the Tiger was not yet played there.
  await ui(page).moves.nth(1).click();
  await expect(opening(page)).toHaveText('Opening: Perpendicular');
  await page.keyboard.press('End');
  await expect(opening(page)).toHaveText('Opening: Tiger');

  await ui(page).lang.selectOption('ru');
  await expect(opening(page)).toHaveText('Дебют: Тигр');
});

test('Reversi names an opening begun on another first move, turned on the board', async ({ page }) => {
  await openGame(page);
  await newGame(page, 'hvh');
  await play(page, ['d3', 'c5', 'f6', 'f5', 'e6']);
  await expect(opening(page)).toHaveText('Opening: Tiger');
});

test('a variant game names no opening', async ({ page }) => {
  await openGame(page);
  await page.getByTestId('new-game').click();
  await page.getByTestId('mode').selectOption('hvh');
  await page.getByTestId('option-start').selectOption('parallel');
  await page.getByTestId('start').click();
  await expect(page.getByTestId('start')).toBeHidden();
  await expect(page.getByTestId('variant')).toBeVisible();
  for (const n of [1, 2]) {
    const legal = await ui(page).legalCells.first().getAttribute('aria-label');
    await ui(page).cell(legal!.split(' ')[0]!).click();
    await expect(ui(page).moves).toHaveCount(n);
  }
  await expect(opening(page)).toBeHidden();
});

test('draughts names the standard Russian opening as it is played, in Russian too', async ({ page }) => {
  await openDraughts(page);
  await newDraughtsGame(page, 'hvh');
  const { cell, moves } = draughtsUi(page);
  await expect(opening(page)).toBeHidden();
  for (const [from, to] of [
    ['c3', 'd4'],
    ['d6', 'c5'],
    ['b2', 'c3'],
    ['f6', 'g5'],
  ] as const) {
    const n = await moves.count();
    await cell(from).click();
    await cell(to).click();
    await expect(moves).toHaveCount(n + 1);
  }
  await expect(opening(page)).toHaveText('Opening: City game');
  await screenshot(page, 'opening-draughts-city-game');
  await moves.nth(2).click();
  await expect(opening(page)).toBeHidden();
  await page.keyboard.press('End');
  await ui(page).lang.selectOption('ru');
  await expect(opening(page)).toHaveText('Дебют: Городская партия');
  await page.setViewportSize({ width: 360, height: 780 });
  await screenshot(page, 'opening-draughts-city-game-360-ru');
});
