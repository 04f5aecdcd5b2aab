// Draws by agreement in Russian draughts: two players on one device offer and answer in a dialog; the
// computer answers from its latest evaluation. An agreed draw ends the game, survives a reload, is exported
// as 1-1, and undo reopens the game.
import { announcements, expect, recordAnnouncements, screenshot, test } from '../fixtures';
import { draughtsUi, labels, moveTexts, newDraughtsGame, openDraughts, squaresWith } from '../draughts';

test('two players: White offers, Black accepts; the draw ends the game and a reload keeps it', async ({ page }) => {
  await recordAnnouncements(page);
  await openDraughts(page);
  await newDraughtsGame(page, 'hvh');
  const { cell, moves, result, turn } = draughtsUi(page);
  const offer = page.getByTestId('offer-draw');
  await cell('c3').click();
  await cell('d4').click();
  await cell('f6').click();
  await cell('g5').click();
  await expect(moves).toHaveCount(2);
  await expect(offer).toBeVisible();
  await expect(offer).toHaveText('Offer draw');

  await offer.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('White offers a draw.');
  await expect(page.getByTestId('draw-accept')).toHaveText('Accept');
  await expect(page.getByTestId('draw-decline')).toHaveText('Decline');
  await screenshot(page, 'draw-offer-dialog');
  await page.getByTestId('draw-accept').click();
  await expect(dialog).toBeHidden();

  await expect(result).toBeVisible();
  await expect(result).toHaveText('Draw · agreement');
  await expect(turn).toHaveText('Game over');
  await expect(offer).toBeHidden();
  await expect.poll(async () => (await announcements(page)).at(-1)).toBe('Draw · agreement');
  // No more moves: no piece can move, and a click on one does nothing.
  expect(await squaresWith(page, ', can move')).toEqual([]);
  await cell('e3').click();
  await cell('f4').click();
  await expect(moves).toHaveCount(2);

  await page.getByTestId('export').click();
  const text = await page.getByTestId('export-text').inputValue();
  expect(text).toContain('[Result "1-1"]');
  expect(text.trimEnd()).toMatch(/1\. c3-d4 f6-g5 1-1$/);
  await page.keyboard.press('Escape');

  const names = await labels(page);
  await page.reload();
  await expect(draughtsUi(page).board).toBeVisible();
  await expect.poll(() => moveTexts(page)).toEqual(['c3-d4', 'f6-g5']);
  await expect(result).toHaveText('Draw · agreement');
  expect(await labels(page)).toEqual(names);
  const saved = await page.evaluate(
    () => JSON.parse(localStorage.getItem('ply.v1.draughts') ?? '{}') as { agreed?: boolean },
  );
  expect(saved.agreed).toBe(true);

  // Undo takes back Black's move and reopens the game.
  await page.getByTestId('undo').click();
  await expect(moves).toHaveCount(1);
  await expect(result).toBeHidden();
  await expect(turn).toHaveText('Black to move');
  await expect(offer).toBeVisible();
});

test('two players, in Russian: a declined offer leaves the game going on', async ({ page }) => {
  await openDraughts(page);
  await newDraughtsGame(page, 'hvh');
  await page.getByTestId('lang').selectOption('ru');
  const offer = page.getByTestId('offer-draw');
  await expect(offer).toHaveText('Предложить ничью');
  await offer.click();
  await expect(page.getByRole('dialog')).toContainText('Белые предлагают ничью.');
  await expect(page.getByTestId('draw-accept')).toHaveText('Принять');
  await page.getByTestId('draw-decline').click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(draughtsUi(page).result).toBeHidden();
  await expect(draughtsUi(page).turn).toHaveText('Ход белых');
  expect(await squaresWith(page, ', может ходить')).toEqual(['a3', 'c3', 'e3', 'g3']);
});

test('against the computer at level 1: five men against ten, it weighs the offer and declines', async ({ page }) => {
  await recordAnnouncements(page);
  await openDraughts(page);
  await newDraughtsGame(page, 'hvc', 'white');
  await page.getByTestId('level').selectOption('1');
  await page.getByTestId('import').click();
  await page
    .getByTestId('import-text')
    .fill('[GameType "25"]\n[FEN "W:Wa1,c1,e1,g1,b2:Ba7,c7,e7,g7,b8,d8,f8,h8,b6,d6"]\n*');
  await page.getByTestId('import-load').click();
  await page.getByTestId('offer-draw').click();
  // Its answer rests on a short strong search, whatever level it plays.
  await expect(page.getByTestId('notice')).toHaveText('The computer declines the draw.');
  await expect.poll(async () => (await announcements(page)).at(-1)).toBe('The computer declines the draw.');
  await expect(draughtsUi(page).result).toBeHidden();
  await expect(draughtsUi(page).turn).toHaveText('White to move');
});
