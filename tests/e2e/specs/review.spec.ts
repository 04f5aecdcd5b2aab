// Walking the move list and the review: a move in the list (or Left, Right, Home, End) shows its position
// while the game stays where it is; a finished game is reviewed by itself (a graph with its marks, a click
// on it shows that position), any game on request; the evaluation bar can be turned on.
import { cellLabels, expect, newGame, openGame, screenshot, test, ui, type Page } from '../fixtures';
import { chessUi, clickMoves, newChessGame, openChess, pieceAt } from '../chess';

/** How many discs of each colour the grid shows (the position on the board, past or live). */
async function gridDiscs(page: Page): Promise<{ black: number; white: number }> {
  const labels = await cellLabels(page);
  return {
    black: labels.filter((l) => / black(,|$)/.test(l)).length,
    white: labels.filter((l) => / white(,|$)/.test(l)).length,
  };
}

const walkStatus = (page: Page) => page.getByTestId('walk-status');
const currentMove = (page: Page) => page.getByTestId('moves').locator('li.current');

test('Reversi: a move in the list and the arrow keys show past positions; the game waits, then plays on at its end', async ({
  page,
}) => {
  await openGame(page);
  await newGame(page, 'hvh');
  const { cell, moves } = ui(page);
  for (const square of ['d3', 'c3', 'c4']) {
    const n = await moves.count();
    await cell(square).click();
    await expect(moves).toHaveCount(n + 1);
  }
  const live = await gridDiscs(page);

  // The first move: d3 placed and d4 turned, nothing after it.
  await moves.nth(0).click();
  await expect(walkStatus(page)).toBeVisible();
  await expect(walkStatus(page)).toContainText('Move 1 of 3');
  await expect(currentMove(page)).toHaveText('d3');
  expect(await gridDiscs(page)).toEqual({ black: 4, white: 1 });
  await expect(cell('c3')).toHaveAccessibleName(/^c3 empty/);
  // A press on the board plays nothing while looking back.
  await cell('e3').click({ force: true });
  await expect(moves).toHaveCount(3);

  await page.keyboard.press('Home');
  await expect(walkStatus(page)).toContainText('Start position');
  expect(await gridDiscs(page)).toEqual({ black: 2, white: 2 });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(currentMove(page)).toHaveText('c3');
  await expect(cell('c3')).toHaveAccessibleName(/^c3 white/);
  await page.keyboard.press('ArrowLeft');
  await expect(currentMove(page)).toHaveText('d3');

  // End: the live game, where a press plays again.
  await page.keyboard.press('End');
  await expect(walkStatus(page)).toBeHidden();
  expect(await gridDiscs(page)).toEqual(live);
  await cell('e3').click();
  await expect(moves).toHaveCount(4);
});

test('Reversi: the computer answers in the live game while the player looks back, and the view stays', async ({
  page,
}) => {
  await openGame(page);
  await ui(page).level.selectOption('1');
  const { cell, moves } = ui(page);
  await cell('d3').click();
  await expect(moves).toHaveCount(2);
  await cell(await firstLegal(page)).click();
  // Look back before the computer's reply arrives (it waits at least 300 ms).
  await moves.nth(0).click();
  await expect(moves).toHaveCount(4);
  await expect(walkStatus(page)).toBeVisible();
  await expect(currentMove(page)).toHaveText('d3');
  expect(await gridDiscs(page)).toEqual({ black: 4, white: 1 });
  await page.getByTestId('walk-live').click();
  await expect(walkStatus(page)).toBeHidden();
  expect((await gridDiscs(page)).black + (await gridDiscs(page)).white).toBe(8);
});

async function firstLegal(page: Page): Promise<string> {
  const labels = await cellLabels(page);
  const legal = labels.find((l) => /, legal move$/.test(l));
  if (!legal) throw new Error('no legal move');
  return legal.split(' ')[0] ?? '';
}

test('chess: the buttons and keys walk the moves, the board shows each position, play resumes at the live end', async ({
  page,
}) => {
  await openChess(page);
  await newChessGame(page, 'hvh');
  await clickMoves(page, ['e2e4', 'e7e5', 'g1f3']);
  const { moves } = chessUi(page);

  await moves.nth(0).click();
  expect(await pieceAt(page, 'e4')).toBe('white pawn');
  expect(await pieceAt(page, 'e5')).toBe('empty');
  expect(await pieceAt(page, 'e7')).toBe('black pawn');
  await page.keyboard.press('ArrowLeft');
  expect(await pieceAt(page, 'e2')).toBe('white pawn');
  await expect(walkStatus(page)).toContainText('Start position');
  await page.getByTestId('walk-forward').click();
  await page.getByTestId('walk-forward').click();
  await expect(currentMove(page)).toHaveText('e5');
  expect(await pieceAt(page, 'e5')).toBe('black pawn');
  expect(await pieceAt(page, 'f3')).toBe('empty');
  // Nothing on the board moves while looking back.
  await chessUi(page).cell('b8').click({ force: true });
  await chessUi(page).cell('c6').click({ force: true });
  await expect(moves).toHaveCount(3);

  await page.getByTestId('walk-end').click();
  await expect(walkStatus(page)).toBeHidden();
  expect(await pieceAt(page, 'f3')).toBe('white knight');
  await clickMoves(page, ['b8c6']);
  await expect(moves).toHaveCount(4);
});

test('chess: a finished game is reviewed; its graph marks the blunder, a click on it shows that position, a reload keeps it', async ({
  page,
}) => {
  await openChess(page);
  await newChessGame(page, 'hvh');
  // The fool's mate: 2.g4?? allows mate at once.
  await clickMoves(page, ['f2f3', 'e7e5', 'g2g4', 'd8h4']);
  await expect(chessUi(page).result).toBeVisible();
  const box = page.getByTestId('review-box');
  await expect(box).toBeVisible();
  await expect(page.getByTestId('review-counts')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('review-progress')).toBeHidden();
  const graph = page.getByTestId('review-graph');
  await expect(graph.locator('polyline')).toHaveCount(1);
  const blunder = graph.locator('circle.mark-blunder');
  await expect(blunder).toHaveCount(1);
  await expect(blunder.locator('title')).toHaveText(/^2\. g4\?\? · best (?!g4)\S+ · −\d+(\.\d)? pawns$/);
  const g4 = chessUi(page).moves.nth(2);
  await expect(g4).toHaveAttribute('data-mark', '??');
  // The move's own text is unchanged: the mark is drawn after it.
  await expect(g4).toHaveText('g4');

  await blunder.click();
  await expect(walkStatus(page)).toContainText('Move 3 of 4');
  // The blunder says what was better and what it cost; the board shows the better move (a green arrow).
  await expect(page.getByTestId('review-note')).toHaveText(/^2\. g4\?\? · best (?!g4)\S+ · −\d+(\.\d)? pawns$/);
  await expect(g4).toHaveAttribute('title', /^2\. g4\?\? · best (?!g4)\S+ · −/);
  // The marked moves one after another from the start (1. f3 may be marked too, by the review's 300 ms
  // searches): each shows its lesson, the last is 2. g4??; Shift+Left and Shift+Right step through them too.
  await page.keyboard.press('Home');
  const next = page.getByTestId('next-mistake');
  await next.click();
  await expect(page.getByTestId('review-note')).toHaveText(/^[12]\. (f3|g4)(\?!|\?|\?\?) · best \S+ · −/);
  if ((await next.getAttribute('aria-disabled')) !== 'true') await next.click();
  await expect(walkStatus(page)).toContainText('Move 3 of 4');
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(walkStatus(page)).toContainText('Move 3 of 4');
  expect(await pieceAt(page, 'g4')).toBe('white pawn');
  expect(await pieceAt(page, 'h4')).toBe('empty');

  await screenshot(page, 'review-chess-desktop');
  await page.reload();
  await expect(chessUi(page).board).toBeVisible();
  await expect(page.getByTestId('review-counts')).toBeVisible();
  await expect(page.getByTestId('review-progress')).toBeHidden();
  await expect(chessUi(page).moves.nth(2)).toHaveAttribute('data-mark', '??');
  // Each side's accuracy, lichess's model: the side that blundered into mate played the less accurately.
  const accuracy = page.getByTestId('accuracy');
  await expect(accuracy).toHaveText(/^Accuracy · White \d+% · Black \d+%$/);
  const [white, black] = ((await accuracy.textContent()) ?? '').match(/\d+/g)!.map(Number);
  expect(white!).toBeLessThan(black!);
  await page.getByTestId('lang').selectOption('ru');
  await expect(accuracy).toHaveText(/^Точность · Белые \d+% · Чёрные \d+%$/);
  // The export carries them as tags.
  await page.getByTestId('export').click();
  const exported = await page.getByTestId('export-text').inputValue();
  expect(exported).toContain(`[WhiteAccuracy "${white}"]\n[BlackAccuracy "${black}"]`);
});

test('Reversi: a review on request scores the game so far with a progress bar, and can be stopped', async ({
  page,
}) => {
  await openGame(page);
  await newGame(page, 'hvh');
  // 20 moves, the last ones beyond the opening book (whose positions the review looks up at once), so
  // the review still searches when it is stopped.
  await page.getByTestId('import').click();
  await page.getByTestId('import-text').fill('f5 d6 c4 b3 c5 c6 c7 e3 a2 f3 e6 g6 b5 a5 f4 c8 b4 b6 h7 d7');
  await page.getByTestId('import-load').click();
  await expect(ui(page).moves).toHaveCount(20);
  const review = page.getByTestId('review');
  await review.click();
  await expect(page.getByTestId('review-progress')).toBeVisible();
  await expect(review).toHaveText('Stop review');
  // Stopped, it keeps what it scored; asked again, it goes on to the end.
  await review.click();
  await expect(review).toHaveText('Review');
  await expect(page.getByTestId('review-progress')).toBeHidden();
  await expect(page.getByTestId('review-box')).toBeVisible();
  await expect(page.getByTestId('review-counts')).toBeHidden();
  await review.click();
  await expect(page.getByTestId('review-counts')).toBeVisible({ timeout: 30_000 });
  await expect(review).toHaveText('Review');
  // 21 positions, so the graph's line has 21 points.
  const points = await page.getByTestId('review-graph').locator('polyline').getAttribute('points');
  expect(points?.trim().split(' ')).toHaveLength(21);
  // A click on the graph's left edge shows the start.
  const graph = page.getByTestId('review-graph');
  const bounds = await graph.boundingBox();
  if (!bounds) throw new Error('no graph');
  await page.mouse.click(bounds.x + 2, bounds.y + bounds.height / 2);
  await expect(walkStatus(page)).toContainText('Start position');
  expect(await gridDiscs(page)).toEqual({ black: 2, white: 2 });
});

test('the evaluation bar is off until turned on, shows the lead from your side, and is remembered', async ({
  page,
}) => {
  await openGame(page);
  const bar = page.getByTestId('eval-bar');
  await expect(bar).toBeHidden();
  await page.getByTestId('eval-toggle').click();
  await expect(bar).toBeVisible();
  await expect(page.getByTestId('eval-toggle')).toHaveAttribute('aria-pressed', 'true');
  // With nothing else to go on it makes a strong evaluation of its own: the start is about even, in discs.
  await expect(page.getByTestId('eval-text')).toHaveText(/disc/);
  // The hints feed it too.
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('eval-text')).toHaveText(/disc/);
  await page.getByTestId('hint').click();
  await page.reload();
  await expect(ui(page).board).toBeVisible();
  await expect(bar).toBeVisible();
  await page.getByTestId('eval-toggle').click();
  await expect(bar).toBeHidden();
  await page.reload();
  await expect(ui(page).board).toBeVisible();
  await expect(bar).toBeHidden();
});

test('screenshots of the review with the eval bar: desktop and 360 px, light and dark', async ({ page }) => {
  await openChess(page);
  await page.getByTestId('eval-toggle').click();
  await newChessGame(page, 'hvh');
  await clickMoves(page, ['e2e4', 'e7e5', 'd1h5', 'b8c6', 'f1c4', 'g8f6', 'h5f7']);
  await expect(chessUi(page).result).toBeVisible();
  await expect(page.getByTestId('review-counts')).toBeVisible({ timeout: 30_000 });
  await chessUi(page).moves.nth(5).click();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, `review-desktop-${scheme}`);
    await page.setViewportSize({ width: 360, height: 780 });
    await screenshot(page, `review-360-${scheme}`);
  }
  // The Russian page has the words too.
  await ui(page).lang.selectOption('ru');
  await expect(page.getByTestId('walk-live')).toHaveText('Вернуться к игре');
  await expect(page.getByTestId('review')).toHaveText('Разбор');
  await screenshot(page, 'review-360-dark-ru');
});
