// Gomoku through the page: the board as named, new games of each size and rule, a whole game against level 1,
// a five between two players with its line drawn, the aggressiveness slider, taps on a phone, the keyboard,
// export/import, reload, offline and Russian.
import { expect, moveList, playToTheEnd, screenshot, test, untilServiceWorkerControls } from '../fixtures';
import {
  canvasColourAt,
  clickMoves,
  GOMOKU_RESULT,
  gomokuUi,
  newGomokuGame,
  openGomoku,
  recordSearches,
  searchRequests,
} from '../gomoku';

test('opened by its URL: the empty 15x15 board, row 1 at the bottom, Black to move', async ({ page }) => {
  await openGomoku(page);
  const { board, cells, turn } = gomokuUi(page);
  await expect(page).toHaveTitle('Ply · Gomoku');
  await expect(board.getByRole('row')).toHaveCount(15);
  await expect(cells.first()).toHaveAttribute('aria-label', 'a15 empty, legal move');
  await expect(cells.last()).toHaveAttribute('aria-label', 'o1 empty, legal move');
  await expect(turn).toHaveText('Black to move');
  await expect(gomokuUi(page).aggressiveness).toBeVisible();
  await expect(gomokuUi(page).aggressiveness).toHaveValue('0.8');
});

test('a whole 10x10 game by clicks against level 1, to its end', async ({ page }) => {
  test.setTimeout(240_000);
  await openGomoku(page);
  await newGomokuGame(page, { mode: 'hvc', color: 'black', size: '10', rule: 'freestyle', level: '1' });
  await expect(gomokuUi(page).board.getByRole('row')).toHaveCount(10);
  await expect(gomokuUi(page).cell('j10')).toHaveAttribute('aria-label', 'j10 empty, legal move');
  // Black builds rows from the bottom: the random computer rarely stops all of them.
  await playToTheEnd(
    page,
    'black',
    (squares) => squares.sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)) || a.localeCompare(b))[0] ?? '',
    200_000,
  );
  await expect(gomokuUi(page).result).toHaveText(GOMOKU_RESULT);
  await expect(gomokuUi(page).turn).toHaveText('Game over');
  const moves = await moveList(page);
  expect(moves.length).toBeGreaterThanOrEqual(9);
  expect(new Set(moves).size).toBe(moves.length);
  // Undo against the computer goes back to your previous turn: the game is open again.
  await page.getByTestId('undo').click();
  await expect(gomokuUi(page).result).toBeHidden();
  expect((await moveList(page)).length % 2).toBe(0);
});

test('a 15x15 game between two players to five in a row: the result and the winning line', async ({ page }) => {
  await openGomoku(page);
  await newGomokuGame(page, { mode: 'hvh', size: '15', rule: 'freestyle' });
  const { result, cell } = gomokuUi(page);
  await clickMoves(page, ['f8', 'f9', 'g8', 'g9', 'h8', 'h9', 'i8', 'i9']);
  await expect(cell('h8')).toHaveAttribute('aria-label', 'h8 black stone');
  await expect(cell('h9')).toHaveAttribute('aria-label', 'h9 white stone');
  await expect(result).toBeHidden();
  const before = await canvasColourAt(page, 'h8');
  await clickMoves(page, ['j8']);
  await expect(result).toHaveText('Black wins · five in a row');
  await expect(page.getByRole('status')).toContainText('Black wins · five in a row');
  // The line runs through the stones' centres: h8's black stone is drawn over in red.
  await expect
    .poll(async () => (await canvasColourAt(page, 'h8'))[0], { message: `h8 was ${before}` })
    .toBeGreaterThan(150);
  const [r, g, b] = await canvasColourAt(page, 'h8');
  expect(r - Math.max(g, b)).toBeGreaterThan(80);
  expect((await canvasColourAt(page, 'h9'))[0]).toBeGreaterThan(150); // White's stone, no line
  await expect(page.getByRole('gridcell', { name: /, legal move$/ })).toHaveCount(0);
  await screenshot(page, 'gomoku-15-won');
});

test('the standard rule: six in a row is no win', async ({ page }) => {
  await openGomoku(page);
  await newGomokuGame(page, { mode: 'hvh', size: '10', rule: 'standard' });
  await clickMoves(page, ['a1', 'j10', 'b1', 'j8', 'c1', 'j6', 'd1', 'j4', 'f1', 'h9', 'e1']);
  await expect(gomokuUi(page).result).toBeHidden();
  await expect(gomokuUi(page).turn).toHaveText('White to move');
});

test('the aggressiveness moved mid-game goes with the next search and survives a reload', async ({ page }) => {
  await recordSearches(page);
  await openGomoku(page);
  await newGomokuGame(page, { mode: 'hvc', color: 'black', size: '10', level: '2' });
  const { cell, moves, aggressiveness } = gomokuUi(page);
  await cell('e5').click();
  await expect(moves).toHaveCount(2);
  expect((await searchRequests(page)).at(-1)).toMatchObject({
    level: 2,
    options: { aggressiveness: 0.8 },
    start: '10 freestyle:',
    moves: ['e5'],
  });

  // Five steps of 0.05 towards attack, by the keyboard as a person would.
  await aggressiveness.focus();
  for (let i = 0; i < 5; i++) await aggressiveness.press('ArrowLeft');
  await expect(aggressiveness).toHaveValue('0.55');
  await expect(page.locator('#aggressiveness-value')).toHaveText('0.55');
  const free =
    (
      await page
        .getByRole('gridcell', { name: /, legal move$/ })
        .first()
        .getAttribute('aria-label')
    )?.split(' ')[0] ?? '';
  await cell(free).click();
  await expect(moves).toHaveCount(4);
  expect((await searchRequests(page)).at(-1)).toMatchObject({ options: { aggressiveness: 0.55 } });

  const played = await moveList(page);
  await page.reload();
  await expect(page.getByRole('gridcell')).toHaveCount(100);
  await expect.poll(() => moveList(page)).toEqual(played);
  await expect(aggressiveness).toHaveValue('0.55');
  const saved = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('ply.v1.gomoku') ?? '{}') as { settings: { options: Record<string, number> } },
  );
  expect(saved.settings.options).toEqual({ aggressiveness: 0.55 });
});

test('a game saved with the aggressiveness beside the level, before the options were one bag, plays at it', async ({
  page,
}) => {
  await openGomoku(page);
  await page.evaluate(() => {
    const settings = { mode: 'hvh', human: 0, level: 3, aggressiveness: 0.65 };
    const save = {
      v: 1,
      settings,
      start: '10 freestyle:',
      moves: ['e5'],
      future: [],
      flipped: false,
      agreed: false,
      moveNumbers: false,
    };
    localStorage.setItem('ply.v1.gomoku', JSON.stringify(save));
  });
  await page.reload();
  await expect(gomokuUi(page).moves).toHaveCount(1);
  await expect(gomokuUi(page).aggressiveness).toHaveValue('0.65');
  await expect(page.locator('#aggressiveness-value')).toHaveText('0.65');
});

test('move numbers are a toggle that is saved; export and import carry the size and rule', async ({ page }) => {
  await openGomoku(page);
  await newGomokuGame(page, { mode: 'hvh', size: '10', rule: 'standard' });
  await clickMoves(page, ['e5', 'f6', 'e6']);
  const { moveNumbers, moves } = gomokuUi(page);
  await expect(moveNumbers).toHaveAttribute('aria-pressed', 'false');
  await moveNumbers.click();
  await expect(moveNumbers).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('gridcell')).toHaveCount(100);
  await expect(moveNumbers).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => moveList(page)).toEqual(['e5', 'f6', 'e6']);

  await page.getByTestId('export').click();
  const text = await page.getByTestId('export-text').inputValue();
  expect(text).toContain('10 standard: e5 f6 e6');
  await page.locator('#export-close').click();

  await page.getByTestId('import').click();
  await page.getByTestId('import-text').fill('15 freestyle: h8 i9 h9');
  await page.getByTestId('import-load').click();
  await expect(page.getByTestId('notice')).toHaveText(/^Game loaded\./);
  await expect(page.getByRole('gridcell')).toHaveCount(225);
  await expect.poll(() => moveList(page)).toEqual(['h8', 'i9', 'h9']);
  await page.getByTestId('import').click();
  await page.getByTestId('import-text').fill('15 freestyle: h8 h8');
  await page.getByTestId('import-load').click();
  await expect(page.getByTestId('import-error')).toBeVisible();
  await page.locator('#import-cancel').click();
  await expect(moves).toHaveCount(3);
});

test('the keyboard: arrows move over the grid, Enter places the stone', async ({ page }) => {
  await openGomoku(page);
  await newGomokuGame(page, { mode: 'hvh', size: '15' });
  const { cell } = gomokuUi(page);
  await cell('h8').focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await expect(cell('i9')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => moveList(page)).toEqual(['i9']);
  await expect(cell('i9')).toHaveAttribute('aria-label', 'i9 black stone');
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

  test('a first tap shows the stone, a second tap on the same cell places it', async ({ page }) => {
    await openGomoku(page);
    await newGomokuGame(page, { mode: 'hvh', size: '15' });
    const { cell, moves } = gomokuUi(page);
    const box = await cell('h8').boundingBox();
    expect(box?.width).toBeGreaterThan(18);
    await cell('h8').tap();
    await page.waitForTimeout(200);
    await expect(moves).toHaveCount(0);
    // A tap on the neighbour only moves the stone shown; a second tap on it places it.
    await cell('h9').tap();
    await page.waitForTimeout(200);
    await expect(moves).toHaveCount(0);
    await cell('h9').tap();
    await expect.poll(() => moveList(page)).toEqual(['h9']);
    await clickMoves(page, ['g8', 'i8', 'g9', 'j7']);
    await screenshot(page, 'gomoku-15-phone');
  });
});

test('after the first visit the gomoku page loads and plays offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  await openGomoku(page);
  await untilServiceWorkerControls(page);
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(gomokuUi(page).board).toBeVisible();
    await newGomokuGame(page, { mode: 'hvc', color: 'black', size: '10', level: '1' });
    await gomokuUi(page).cell('e5').click();
    // The computer's answer proves the worker and the wasm engine loaded offline.
    await expect(gomokuUi(page).moves).toHaveCount(2, { timeout: 30_000 });
  } finally {
    await context.setOffline(false);
  }
});

test('in Russian: the board, the cells, the dialog, the slider and the result', async ({ page }) => {
  await openGomoku(page);
  await page.getByTestId('lang').selectOption('ru');
  await expect(page).toHaveTitle('Ply · Гомоку');
  await expect(page.getByRole('grid', { name: 'Доска гомоку' })).toBeVisible();
  await expect(page.locator('#aggressiveness-row')).toContainText('Атака ↔ Защита 0,80');
  await expect(page.getByTestId('move-numbers')).toHaveText('Номера ходов');
  await page.getByTestId('new-game').click();
  await expect(page.getByTestId('option-size').locator('xpath=..')).toContainText('Доска');
  await expect(page.getByTestId('option-rule').locator('option')).toHaveText([
    'Свободное: пять и больше',
    'Стандартное: ровно пять',
    'Рэндзю (15 × 15): запрет фолов',
  ]);
  await page.getByTestId('mode').selectOption('hvh');
  await page.getByTestId('option-size').selectOption('10');
  await page.getByTestId('start').click();
  await expect(page.getByRole('gridcell')).toHaveCount(100);
  await expect(page.getByRole('gridcell', { name: /^e5 / })).toHaveAttribute('aria-label', 'e5 пусто, можно ходить');
  const cell = (square: string) => page.getByRole('gridcell', { name: new RegExp(`^${square} `) });
  for (const [i, square] of ['a1', 'a3', 'b1', 'b3', 'c1', 'c3', 'd1', 'd3', 'e1'].entries()) {
    await cell(square).click();
    await expect(page.getByTestId('moves').locator('li')).toHaveCount(i + 1);
  }
  await expect(cell('a1')).toHaveAttribute('aria-label', 'a1 чёрный камень');
  await expect(cell('a3')).toHaveAttribute('aria-label', 'a3 белый камень');
  await expect(page.getByTestId('result')).toHaveText('Чёрные победили · пять в ряд');
  await expect(page.getByTestId('turn')).toHaveText('Игра окончена');
});

test('the start screen has a gomoku card that opens it', async ({ page }) => {
  await page.goto('./#/');
  const card = page.getByTestId('game-gomoku');
  await expect(card).toContainText('Gomoku');
  await expect(card).toHaveAttribute('aria-disabled', 'false');
  await card.click();
  await expect(page).toHaveURL(/#\/gomoku$/);
  await expect(gomokuUi(page).board).toBeVisible();
});
