// Playing through the page: the accessible grid, clicks and keys, the computer's answers, whole games.
import {
  announcements,
  cellLabels,
  discCounts,
  expect,
  legalSquares,
  moveList,
  newGame,
  openGame,
  playToTheEnd,
  recordAnnouncements,
  screenshot,
  seededPick,
  START_LEGAL,
  test,
  ui,
} from '../fixtures';

// The result, announced alone or after the last move, the winner's score first ("White b1. Black wins 38–26"),
// and spoken to the player in a game against the computer ("You won 38–26").
const RESULT = /(?:^|\. )(Black wins|White wins|You won|You lost|Draw) (\d+)–(\d+)$/;

test('first visit: a game is ready, you play Black against level 3', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  await openGame(page);
  const { board, level, moves, result, scoreBlack, scoreWhite, thinking } = ui(page);

  await expect(board).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(board.getByRole('row')).toHaveCount(8);
  for (const row of await board.getByRole('row').all()) await expect(row.getByRole('gridcell')).toHaveCount(8);

  const labels = await cellLabels(page);
  expect(labels.slice(0, 3)).toEqual(['a1 empty', 'b1 empty', 'c1 empty']);
  expect(labels[27]).toBe('d4 white');
  expect(labels[28]).toBe('e4 black');
  expect(labels[35]).toBe('d5 black');
  expect(labels[36]).toBe('e5 white');
  expect(labels[19]).toBe('d3 empty, legal move');
  expect(await legalSquares(page)).toEqual(START_LEGAL);

  // The old level 3, on the ladder: the minimax rung, wherever the ladder puts it.
  await expect(level.locator('option:checked')).toContainText('Minimax');
  await expect(scoreBlack).toHaveText('2');
  await expect(scoreWhite).toHaveText('2');
  await expect(moves).toHaveCount(0);
  await expect(result).toBeHidden();
  await expect(thinking).toBeHidden();
  await expect(ui(page).canvas).toBeVisible();

  // The game waits for you: no computer move comes.
  await page.waitForTimeout(1_000);
  await expect(moves).toHaveCount(0);
  // Everything the page asked for was served from under /ply/ (its URLs are relative).
  expect(failed).toEqual([]);
});

test('clicking a legal cell plays it and the computer answers', async ({ page }) => {
  await recordAnnouncements(page);
  await openGame(page);
  const { cell, moves, status } = ui(page);

  await cell('d3').click();
  await expect(cell('d3')).toHaveAttribute('aria-label', /^d3 black/);
  await expect(cell('d4')).toHaveAttribute('aria-label', /^d4 black/);
  await expect(moves.first()).toHaveText('d3');
  await expect(moves).toHaveCount(2, { timeout: 30_000 });
  const [, reply] = await moveList(page);
  expect(['c3', 'c5', 'e3']).toContain(reply);
  await expect(status).toHaveText(`White ${reply}`);
  expect(await announcements(page)).toEqual(expect.arrayContaining(['Black d3', `White ${reply}`]));

  const { black, white } = await discCounts(page);
  expect(black + white).toBe(6);
  const labels = await cellLabels(page);
  expect(labels.filter((l) => / black/.test(l))).toHaveLength(black);
  expect(labels.filter((l) => / white/.test(l))).toHaveLength(white);
  // Your turn again.
  await expect.poll(() => legalSquares(page)).not.toEqual([]);
  await screenshot(page, 'desktop-1280x800');
});

test('clicking an occupied or illegal cell does nothing', async ({ page }) => {
  await openGame(page);
  const before = await cellLabels(page);
  await ui(page).cell('d4').click();
  await ui(page).cell('a1').click();
  await page.waitForTimeout(500);
  await expect(ui(page).moves).toHaveCount(0);
  expect(await cellLabels(page)).toEqual(before);
});

test('a whole game against level 1, by clicks, to the result', async ({ page }) => {
  test.setTimeout(300_000);
  await recordAnnouncements(page);
  await openGame(page);
  await ui(page).level.selectOption('1');
  await playToTheEnd(page, 'black', seededPick(2024));

  const { result, status } = ui(page);
  await expect(result).toBeVisible();
  const { black, white } = await discCounts(page);
  expect(black + white).toBeLessThanOrEqual(64);
  expect(black + white).toBeGreaterThan(4);
  await expect(result).toContainText(String(black));
  await expect(result).toContainText(String(white));
  expect(await legalSquares(page)).toEqual([]);

  // The live region announced moves, and the result last.
  const said = await announcements(page);
  expect(said).toContain(`Black ${(await moveList(page))[0]}`);
  expect(said.some((s) => /^White [a-h][1-8]\b/.test(s))).toBe(true);
  const last = said[said.length - 1];
  expect(last).toMatch(RESULT);
  const [, who, first, second] = RESULT.exec(last)!;
  expect([Number(first), Number(second)]).toEqual([Math.max(black, white), Math.min(black, white)]);
  // The human plays Black here.
  expect(['You won', 'You lost', 'Draw']).toContain(who);
  if (who === 'You won') expect(black).toBeGreaterThan(white);
  if (who === 'You lost') expect(white).toBeGreaterThan(black);
  if (who === 'Draw') expect(black).toBe(white);
  await expect(status).toHaveText(last);
  // Passes are listed as moves and announced.
  const list = await moveList(page);
  for (const move of list) expect(move).toMatch(/^([a-h][1-8]|pass)$/);
  if (list.includes('pass')) expect(said.some((s) => /^(Black|White) passes$/.test(s))).toBe(true);
  await screenshot(page, 'game-over');
});

test('undo takes back your move and the answer; redo replays them', async ({ page }) => {
  await openGame(page);
  const { cell, level, moves, redo, undo } = ui(page);
  await level.selectOption('1');
  await cell('f5').click();
  await expect(moves).toHaveCount(2, { timeout: 30_000 });
  const played = await moveList(page);
  const labels = await cellLabels(page);

  await undo.click();
  await expect(moves).toHaveCount(0);
  expect(await legalSquares(page)).toEqual(START_LEGAL);
  await redo.click();
  await expect.poll(() => moveList(page)).toEqual(played);
  await expect.poll(() => cellLabels(page)).toEqual(labels);
});

test('two players: nobody answers, keyboard plays too', async ({ page }) => {
  await openGame(page);
  await newGame(page, 'hvh');
  const { cell, moves, thinking } = ui(page);

  await cell('d3').click();
  await expect(moves).toHaveCount(1);
  await page.waitForTimeout(1_500);
  await expect(moves).toHaveCount(1);
  await expect(thinking).toBeHidden();
  expect(await legalSquares(page)).toEqual(['c3', 'c5', 'e3']);

  await cell('c3').focus();
  await page.keyboard.press('Enter');
  await expect(moves).toHaveCount(2);
  await expect(cell('c3')).toHaveAttribute('aria-label', /^c3 white/);

  const [next] = await legalSquares(page);
  await cell(next).focus();
  await page.keyboard.press('Space');
  await expect(moves).toHaveCount(3);
  expect(await moveList(page)).toEqual(['d3', 'c3', next]);
});

test('you can play White: the computer opens', async ({ page }) => {
  await openGame(page);
  await ui(page).level.selectOption('1');
  await newGame(page, 'hvc', 'white');
  const { moves } = ui(page);
  await expect(moves).toHaveCount(1, { timeout: 30_000 });
  expect(START_LEGAL).toContain((await moveList(page))[0]);
  await expect.poll(() => legalSquares(page)).not.toEqual([]);
  await page.waitForTimeout(1_000);
  await expect(moves).toHaveCount(1);
});

// On the 6x6 board: the same loop as on 8x8 in half the moves (the computer's pace is 0.65 s a move).
test('computer against computer plays to the end at level 1', async ({ page }) => {
  test.setTimeout(300_000);
  await openGame(page);
  await page.getByTestId('new-game').click();
  await page.getByTestId('mode').selectOption('cvc');
  await page.getByTestId('new-level').selectOption('1');
  await page.getByTestId('option-size').selectOption('6');
  await page.getByTestId('start').click();
  await expect(page.getByTestId('start')).toBeHidden();
  const { result, moves } = ui(page);
  await expect(result).toBeVisible({ timeout: 240_000 });
  const { black, white } = await discCounts(page);
  expect(black + white).toBeLessThanOrEqual(36);
  expect(await moves.count()).toBeGreaterThanOrEqual(black + white - 4);
  await expect(ui(page).status).toHaveText(RESULT);
});
