// The analysis board: the Analysis button (or key A) searches the position shown until it is turned off and
// lists its best lines, each with its value, its depth and its moves: the exact values of a Reversi endgame,
// several best moves searched in chess and gomoku, as many as the player asks for; a line chosen plays its
// move, and the analysis goes on after the computer's answer. Desktop and phone, English and Russian.
import { expect, importMoves, openGame, screenshot, test, ui, type Page } from '../fixtures';
import { chessUi, openChess } from '../chess';
import { openDraughts } from '../draughts';
import { gomokuUi, openGomoku } from '../gomoku';

/** A game 48 moves in, Black to move: its moves' exact values for Black are h8 +2, h6 −4, b1 and d2 −12. */
const LATE_GAME =
  'f5 d6 c4 b3 c5 c6 c7 e3 a2 f3 e6 g6 b5 a5 f4 c8 b4 b6 h7 d7 e2 g3 b7 d3 e7 a6 a7 c3 g4 a3 b2 h4 f6 c2 d1 d8 h2 a1 b8 f8 f7 e1 a4 g8 g7 h3 e8 g5';

const lines = (page: Page) => page.getByTestId('analysis-lines').locator('li');

/** Each line's first move, as its text starts after the value and the depth. */
async function firstMoves(page: Page): Promise<string[]> {
  return lines(page).evaluateAll((items) =>
    items.map((li) => li.querySelector('.line-moves')?.textContent?.split(' ')[0] ?? ''),
  );
}

test('Reversi: the lines of an endgame are its best moves with their exact values, as many as asked', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openGame(page);
  await importMoves(page, LATE_GAME);
  await expect(ui(page).moves).toHaveCount(48);
  await page.getByTestId('analysis').click();
  await expect(page.getByTestId('analysis')).toHaveAttribute('aria-pressed', 'true');
  await expect(lines(page)).toHaveCount(3, { timeout: 30_000 });
  await expect(lines(page).nth(0)).toHaveText(/^\+2 discs · exact · h8/, { timeout: 30_000 });
  await expect(lines(page).nth(1)).toHaveText(/^−4 discs · exact · h6/);
  await expect(lines(page).nth(2)).toHaveText(/^−12 discs · exact · (b1|d2)/);
  await expect(page.getByTestId('analysis-panel')).toContainText('Scores for Black, to move');
  // The hint line would repeat the first line: it stays hidden while the analysis lists them.
  await expect(page.getByTestId('hint-line')).toBeHidden();
  await page.getByTestId('analysis-line-count').selectOption('5');
  await expect(lines(page)).toHaveCount(5);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await screenshot(page, `analysis-reversi-${scheme}-desktop`);
  }
  // Off: the lines go and the search stops.
  await page.getByTestId('analysis').click();
  await expect(page.getByTestId('analysis-panel')).toBeHidden();
  // The count chosen is remembered.
  await page.reload();
  await expect(page.getByTestId('turn')).not.toHaveText(/Loading/);
  await page.getByTestId('analysis').click();
  await expect(lines(page)).toHaveCount(5, { timeout: 30_000 });
});

test('chess: several best moves searched, each its own; a line chosen is played and the analysis goes on', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openChess(page);
  await page.keyboard.press('a');
  await expect(lines(page)).toHaveCount(3, { timeout: 30_000 });
  await expect(lines(page).nth(0)).toHaveText(/^[+−]?\d+(\.\d+)? pawns? · depth \d+ · \S+/);
  const three = await firstMoves(page);
  expect(new Set(three).size).toBe(3);
  // Five asked for: searched again, five different moves.
  await page.getByTestId('analysis-line-count').selectOption('5');
  await expect(lines(page)).toHaveCount(5, { timeout: 30_000 });
  await expect.poll(async () => new Set(await firstMoves(page)).size, { timeout: 30_000 }).toBe(5);
  await lines(page).nth(1).hover();
  await screenshot(page, 'analysis-chess-pointed-desktop');
  // Read and chosen in one task of the page: the deepening analysis may reorder its lines between two steps.
  const chosen = await lines(page)
    .nth(1)
    .evaluate((li) => {
      const move = li.querySelector('.line-moves')?.textContent?.split(' ')[0] ?? '';
      li.querySelector('button')?.click();
      return move;
    });
  await expect(chessUi(page).moves.first()).toContainText(chosen);
  // The computer answers, then the analysis takes up the player's new position.
  await expect(chessUi(page).moves).toHaveCount(2, { timeout: 30_000 });
  await expect(lines(page)).toHaveCount(5, { timeout: 30_000 });
  await expect(page.getByTestId('analysis')).toHaveAttribute('aria-pressed', 'true');
});

test('gomoku and draughts list their lines too', async ({ page }) => {
  test.setTimeout(120_000);
  await openGomoku(page);
  // On the empty board the engine looks at the centre alone: the lines begin after the first stones.
  await gomokuUi(page).cell('h8').click();
  await expect(gomokuUi(page).moves).toHaveCount(2, { timeout: 30_000 });
  await page.getByTestId('analysis').click();
  await expect(lines(page)).toHaveCount(3, { timeout: 30_000 });
  expect(new Set(await firstMoves(page)).size).toBe(3);
  await screenshot(page, 'analysis-gomoku-desktop');
  await page.getByTestId('analysis').click();
  await openDraughts(page);
  await page.getByTestId('analysis').click();
  await expect(lines(page)).toHaveCount(3, { timeout: 30_000 });
  expect(new Set(await firstMoves(page)).size).toBe(3);
});

test('on a phone, in Russian: the lines fit the screen and speak Russian', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openGame(page);
  await page.getByTestId('lang').selectOption('ru');
  await importMoves(page, LATE_GAME);
  await page.getByTestId('analysis').click();
  await expect(page.getByTestId('analysis')).toHaveText('Анализ');
  await expect(lines(page).nth(0)).toHaveText(/^\+2 фишки · точно · h8/, { timeout: 30_000 });
  await expect(page.getByTestId('analysis-panel')).toContainText('Оценки для стороны, чей ход: Чёрные');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await lines(page).nth(0).scrollIntoViewIfNeeded();
    await screenshot(page, `analysis-reversi-${scheme}-390-ru`);
  }
});
