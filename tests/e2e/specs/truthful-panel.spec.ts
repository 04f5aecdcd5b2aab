// What the panel says is true of the position shown: looking back, the cards and the status are the past
// position's and say it is past; the evaluation bar shows a strong evaluation, never a weak level's 0, and
// nothing where it has none.
import { expect, newGame, openGame, screenshot, test, ui } from '../fixtures';

test('looking back, the player cards and the status follow the position shown, marked as past', async ({ page }) => {
  await openGame(page);
  await newGame(page, 'hvh');
  for (const [i, square] of ['d3', 'c5', 'f6'].entries()) {
    await ui(page).cell(square).click();
    await expect(ui(page).moves).toHaveCount(i + 1);
  }
  await expect(ui(page).scoreBlack).toHaveText('5');
  await expect(ui(page).scoreWhite).toHaveText('2');
  await page.getByTestId('walk-start').click();
  await expect(page.getByTestId('past-mark')).toHaveText('Past position');
  await expect(ui(page).scoreBlack).toHaveText('2');
  await expect(ui(page).scoreWhite).toHaveText('2');
  await expect(ui(page).turn).toHaveText('Black to move');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('past-mark')).toHaveText('Past position');
  await expect(ui(page).scoreBlack).toHaveText('4');
  await expect(ui(page).scoreWhite).toHaveText('1');
  await expect(ui(page).turn).toHaveText('White to move');
  await expect(page.locator('#player-1')).toHaveClass(/to-move/);
  await screenshot(page, 'looking-back');
  await page.keyboard.press('End');
  await expect(page.getByTestId('past-mark')).toBeHidden();
  await expect(ui(page).scoreBlack).toHaveText('5');
  await expect(ui(page).turn).toHaveText('White to move');
});

test('chess at level 1: the evaluation bar shows a strong evaluation of a won position, not 0', async ({ page }) => {
  await page.goto('./#/chess');
  await expect(page.getByRole('grid')).toBeVisible();
  await ui(page).level.selectOption('1');
  // White (you) has a queen and a rook more, and is to move.
  await page.getByTestId('import').click();
  await page.getByTestId('import-text').fill('[SetUp "1"]\n[FEN "4k3/8/8/8/8/8/8/QR2K3 w - - 0 1"]\n\n*');
  await page.getByTestId('import-load').click();
  await page.getByTestId('eval-toggle').click();
  await expect(page.getByTestId('eval-text')).toHaveText(/^(\+\d+(\.\d)? pawns|mate in \d+)/);
  await expect(page.getByTestId('eval-text')).not.toHaveText(/exact/);
  // A past position nobody has scored shows no evaluation rather than an even game.
  await screenshot(page, 'eval-bar-level-1');
});
