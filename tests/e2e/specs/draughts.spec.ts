// Russian draughts through the page: the board as seen and as named, picking a piece and its destination,
// captures with several paths, crowning, flipping, PDN export/import, whole games, reload and offline.
import { announcements, expect, recordAnnouncements, screenshot, test, untilServiceWorkerControls } from '../fixtures';
import {
  draughtsUi,
  importGame,
  labels,
  moveTexts,
  newDraughtsGame,
  openDraughts,
  pdnFrom,
  pieceOn,
  playDraughtsToTheEnd,
  squaresWith,
} from '../draughts';

const RESULT =
  /(?:^|\. )((White wins|Black wins|You won|You lost) · (Black|White) has no moves|Draw · (threefold repetition|draw rule))$/;

test('opened from the start screen: White at the bottom, a8 first, you play White against level 3', async ({
  page,
}) => {
  await page.goto('./#/');
  await expect(page.getByTestId('start-screen')).toBeVisible();
  await page.getByTestId('game-draughts').click();
  await expect(page).toHaveURL(/#\/draughts$/);
  const { board, scoreWhite, scoreBlack, turn, moves, result } = draughtsUi(page);
  await expect(board).toBeVisible();
  await expect(page.getByTestId('start-screen')).toBeHidden();
  await expect(page).toHaveTitle('Ply · Russian draughts');
  await expect(board.getByRole('row')).toHaveCount(8);

  const names = await labels(page);
  expect(names.slice(0, 4)).toEqual(['a8 empty', 'b8 black man', 'c8 empty', 'd8 black man']);
  expect(names[63]).toBe('h1 empty');
  expect(names[56]).toBe('a1 white man');
  expect(await squaresWith(page, ', can move')).toEqual(['a3', 'c3', 'e3', 'g3']);
  expect(await pieceOn(page, 'd4')).toBe('empty');
  await expect(scoreWhite).toHaveText('12');
  await expect(scoreBlack).toHaveText('12');
  await expect(turn).toHaveText('White to move');
  // The old level 3, on the ladder: the minimax rung.
  await expect(page.getByTestId('level').locator('option:checked')).toContainText('Minimax');
  await expect(moves).toHaveCount(0);
  await expect(result).toBeHidden();
  // The first player card is White's.
  await expect(page.locator('[data-testid^="score-"]').first()).toHaveAttribute('data-testid', 'score-white');
});

test('a piece, then its destination: the move is played, announced, and the computer answers', async ({ page }) => {
  await recordAnnouncements(page);
  await openDraughts(page);
  const { cell, moves, turn } = draughtsUi(page);
  await page.getByTestId('level').selectOption('1');

  await cell('c3').click();
  await expect(cell('c3')).toHaveAttribute('aria-label', 'c3 white man, selected');
  expect(await squaresWith(page, ', destination')).toEqual(['b4', 'd4']);
  // Another piece that can move takes the pick; the picked piece again drops it.
  await cell('e3').click();
  expect(await squaresWith(page, ', destination')).toEqual(['d4', 'f4']);
  await cell('e3').click();
  expect(await squaresWith(page, ', destination')).toEqual([]);
  expect(await squaresWith(page, ', can move')).toEqual(['a3', 'c3', 'e3', 'g3']);

  await cell('c3').click();
  await cell('d4').click();
  await expect(moves.first()).toHaveText('c3-d4');
  expect(await pieceOn(page, 'd4')).toBe('white man');
  expect(await pieceOn(page, 'c3')).toBe('empty');
  await expect(moves).toHaveCount(2, { timeout: 30_000 });
  const [, reply] = await moveTexts(page);
  expect(reply).toMatch(/^[a-h][1-8][-:][a-h][1-8]/);
  await expect(turn).toHaveText('White to move');
  expect(await announcements(page)).toEqual(expect.arrayContaining(['White c3-d4', `Black ${reply}`]));
});

test('keyboard: Enter picks the piece and plays the destination; nobody answers in a two-player game', async ({
  page,
}) => {
  await openDraughts(page);
  await newDraughtsGame(page, 'hvh');
  const { cell, moves } = draughtsUi(page);
  await cell('g3').focus();
  await page.keyboard.press('Enter');
  await expect(cell('g3')).toHaveAttribute('aria-label', 'g3 white man, selected');
  await cell('h4').focus();
  await page.keyboard.press('Space');
  await expect(moves).toHaveCount(1);
  await expect(draughtsUi(page).turn).toHaveText('Black to move');
  expect(await squaresWith(page, ', can move')).toEqual(['b6', 'd6', 'f6', 'h6']);
  await page.waitForTimeout(1_000);
  await expect(moves).toHaveCount(1);
});

test('flip turns the board: h1 first, a8 last; it is kept with the game', async ({ page }) => {
  await openDraughts(page);
  await page.getByTestId('flip').click();
  const names = await labels(page);
  expect(names[0]).toBe('h1 empty');
  expect(names[1]).toBe('g1 white man');
  expect(names[63]).toBe('a8 empty');
  await page.reload();
  await expect(draughtsUi(page).board).toBeVisible();
  await expect.poll(async () => (await labels(page))[0]).toBe('h1 empty');
  await page.getByTestId('flip').click();
  await expect.poll(async () => (await labels(page))[0]).toBe('a8 empty');
});

test('playing Black: the board turns to put Black at the bottom and the computer opens', async ({ page }) => {
  await openDraughts(page);
  await page.getByTestId('level').selectOption('1');
  await newDraughtsGame(page, 'hvc', 'black');
  await expect.poll(async () => (await labels(page))[0]).toBe('h1 empty');
  await expect(draughtsUi(page).moves).toHaveCount(1, { timeout: 30_000 });
  await expect(draughtsUi(page).turn).toHaveText('Black to move');
  await newDraughtsGame(page, 'hvc', 'white');
  await expect.poll(async () => (await labels(page))[0]).toBe('a8 empty');
});

test('drag and drop on the canvas plays a move', async ({ page }) => {
  await openDraughts(page);
  await newDraughtsGame(page, 'hvh');
  const from = await draughtsUi(page).cell('e3').boundingBox();
  const to = await draughtsUi(page).cell('f4').boundingBox();
  if (!from || !to) throw new Error('no cell boxes');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 - 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(draughtsUi(page).moves).toHaveCount(1);
  await expect(draughtsUi(page).moves.first()).toHaveText('e3-f4');
  expect(await pieceOn(page, 'f4')).toBe('white man');
});

test('a capture that crowns mid-way and goes on as a king ends the game', async ({ page }) => {
  await recordAnnouncements(page);
  await openDraughts(page);
  // White man b6 takes c7 landing on d8 (a king now) and takes e7 as a king.
  await importGame(page, pdnFrom('W:Wb6:Bc7,e7'));
  await expect(page.getByTestId('notice')).toHaveText(/^Game loaded\./);
  const { cell, moves, result } = draughtsUi(page);
  const status = page.getByRole('status');
  expect(await squaresWith(page, ', can move')).toEqual(['b6']);
  await cell('b6').click();
  expect(await squaresWith(page, ', destination')).toEqual(['f6', 'g5', 'h4']);
  await cell('g5').click();
  await expect(moves).toHaveCount(1);
  expect(await pieceOn(page, 'g5')).toBe('white king');
  expect(await pieceOn(page, 'c7')).toBe('empty');
  expect(await pieceOn(page, 'e7')).toBe('empty');
  // The human plays White against the computer: the result is spoken to them.
  await expect(result).toHaveText('You won · Black has no moves');
  await expect(status).toHaveText(RESULT);
  const said = await announcements(page);
  expect(said[said.length - 1]).toMatch(/^White b6:[a-h0-9:]*g5\. You won · Black has no moves$/);
  await expect(draughtsUi(page).scoreBlack).toHaveText('0');
  await screenshot(page, 'draughts-crowned');
});

test('three capture paths end on one square: the intermediate square chooses', async ({ page }) => {
  await openDraughts(page);
  await newDraughtsGame(page, 'hvh');
  // The king on h4 can reach e1 three ways: via f6 and c3, via e7 and b4, via d8 and a5.
  await importGame(page, pdnFrom('W:WKh4:Bc7,d2,d4,d6,g5'));
  const { cell, moves } = draughtsUi(page);
  await cell('h4').click();
  expect(await squaresWith(page, ', destination')).toContain('e1');
  await cell('e1').click();
  // Waiting: the end is chosen, the path is not.
  await expect(moves).toHaveCount(0);
  const choices = await squaresWith(page, ', destination');
  expect(choices).toEqual(expect.arrayContaining(['d8', 'e7', 'f6']));
  expect(choices).not.toContain('e1');
  await cell('e7').click();
  await expect(moves).toHaveCount(1);
  expect(await pieceOn(page, 'e1')).toBe('white king');
  // Taken on the way h4 → e7 → b4 → e1: g5, d6 (then c5 is empty) and d2.
  for (const sq of ['g5', 'd6', 'd2', 'h4']) expect(await pieceOn(page, sq)).toBe('empty');
  for (const sq of ['c7', 'd4']) expect(await pieceOn(page, sq)).toBe('black man');
});

test('PDN export holds the game; import of it restores it; a bad text is refused', async ({ page }) => {
  await openDraughts(page);
  await newDraughtsGame(page, 'hvh');
  const { cell, moves } = draughtsUi(page);
  for (const [a, b] of [
    ['c3', 'd4'],
    ['f6', 'g5'],
    ['g3', 'h4'],
  ] as const) {
    await cell(a).click();
    await cell(b).click();
  }
  await expect(moves).toHaveCount(3);
  const names = await labels(page);
  await page.getByTestId('export').click();
  const text = await page.getByTestId('export-text').inputValue();
  expect(text).toContain('[GameType "25"]');
  expect(text).toMatch(/1\. c3-d4 f6-g5 2\. g3-h4/);
  await page.keyboard.press('Escape');

  await newDraughtsGame(page, 'hvh');
  await expect(moves).toHaveCount(0);
  await page.getByTestId('import').click();
  await page.getByTestId('import-text').fill('1. c3-c5 *');
  await page.getByTestId('import-load').click();
  await expect(page.getByTestId('import-error')).toBeVisible();
  await expect(page.getByTestId('import-error')).not.toHaveText('');
  await expect(moves).toHaveCount(0);
  await page.getByTestId('import-text').fill(text);
  await page.getByTestId('import-load').click();
  await expect(page.getByTestId('import-text')).toBeHidden();
  await expect.poll(() => moveTexts(page)).toEqual(['c3-d4', 'f6-g5', 'g3-h4']);
  expect(await labels(page)).toEqual(names);
});

test('a whole game against level 1, by clicks, to the result', async ({ page }) => {
  test.setTimeout(300_000);
  await recordAnnouncements(page);
  await openDraughts(page);
  await page.getByTestId('level').selectOption('1');
  await playDraughtsToTheEnd(page);
  const result = page.getByTestId('result');
  const status = page.getByRole('status');
  await expect(result).toHaveText(RESULT);
  await expect(status).toHaveText(RESULT);
  expect(await squaresWith(page, ', can move')).toEqual([]);
  const said = await announcements(page);
  expect(said.some((s) => /^White [a-h][1-8][-:]/.test(s))).toBe(true);
  expect(said.some((s) => /(^|\. )Black [a-h][1-8][-:]/.test(s))).toBe(true);
  for (const m of await moveTexts(page)) expect(m).toMatch(/^[a-h][1-8]([-:][a-h][1-8])+$/);
  await screenshot(page, 'draughts-game-over');
});

test('a reload keeps the draughts game; undo and redo work on it', async ({ page }) => {
  await openDraughts(page);
  const { cell, moves, thinking } = draughtsUi(page);
  await page.getByTestId('level').selectOption('1');
  await cell('c3').click();
  await cell('d4').click();
  await expect(moves).toHaveCount(2, { timeout: 30_000 });
  await expect(thinking).toBeHidden();
  const played = await moveTexts(page);
  const names = await labels(page);

  await page.reload();
  await expect(draughtsUi(page).board).toBeVisible();
  await expect.poll(() => moveTexts(page)).toEqual(played);
  expect(await labels(page)).toEqual(names);
  await expect(page.getByTestId('level')).toHaveValue('1');

  await page.getByTestId('undo').click();
  await expect(moves).toHaveCount(0);
  await page.getByTestId('redo').click();
  await expect.poll(() => moveTexts(page)).toEqual(played);
});

test('after the first visit the draughts page loads and plays offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  await openDraughts(page);
  await untilServiceWorkerControls(page);
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(draughtsUi(page).board).toBeVisible();
    await expect(page.getByRole('gridcell')).toHaveCount(64);
    await page.getByTestId('level').selectOption('1');
    await draughtsUi(page).cell('a3').click();
    await draughtsUi(page).cell('b4').click();
    await expect(draughtsUi(page).moves).toHaveCount(2, { timeout: 30_000 });
  } finally {
    await context.setOffline(false);
  }
});

test('Russian: board, cells, result', async ({ page }) => {
  await openDraughts(page);
  await page.getByTestId('lang').selectOption('ru');
  await expect(page.getByRole('grid', { name: 'Доска шашек' })).toBeVisible();
  await expect(page).toHaveTitle('Ply · Русские шашки');
  await expect(draughtsUi(page).cell('c3')).toHaveAttribute('aria-label', 'c3 белая шашка, может ходить');
  await draughtsUi(page).cell('c3').click();
  await expect(draughtsUi(page).cell('c3')).toHaveAttribute('aria-label', 'c3 белая шашка, выбрана');
  await expect(draughtsUi(page).cell('d4')).toHaveAttribute('aria-label', 'd4 пусто, можно пойти сюда');
  await expect(draughtsUi(page).turn).toHaveText('Ход белых');
  await importGame(page, pdnFrom('W:Wb6:Bc7,e7'));
  await draughtsUi(page).cell('b6').click();
  await draughtsUi(page).cell('f6').click();
  await expect(draughtsUi(page).result).toHaveText('Вы выиграли · у чёрных нет ходов');
  await screenshot(page, 'draughts-russian');
});
