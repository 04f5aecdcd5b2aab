// Draughts: a capture that ends where it started (a king's capture round a ring of pieces). Pressing the
// piece again cancels, as everywhere; the ring is marked round the piece, the grid names it, and the
// "Capture round" button (Tab-reachable) plays it. The move list writes it with its turning square.
import path from 'node:path';
import { expect, screenshotDir, test, type Page } from '../fixtures';
import { draughtsUi, importGame, moveTexts, newDraughtsGame, openDraughts, pdnFrom, pieceOn } from '../draughts';

/** King c3 can take d4, f4, f2 and d2 round e3 and land on c3 again (or stop on b4 or a5, or go the other way). */
const RING = 'W:WKc3,h2:Bd4,f4,f2,d2,a7';

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
}

async function openRing(page: Page): Promise<void> {
  await openDraughts(page);
  await newDraughtsGame(page, 'hvh');
  await importGame(page, pdnFrom(RING));
}

test('a capture round a ring: the piece again cancels, the button plays it, the list reads c3:g3:c3', async ({
  page,
}) => {
  await openRing(page);
  const circle = page.getByTestId('circle-capture');
  const { cell } = draughtsUi(page);
  await expect(circle).toBeHidden();
  await cell('c3').click();
  await expect(circle).toBeVisible();
  await expect(circle).toHaveText('Capture round back to c3: c3:e5:g3:e1:c3');
  await expect(cell('c3')).toHaveAttribute('aria-label', /^c3 white king, selected, can capture round back to c3/);
  await shot(page, 'draughts-circle-desktop');
  // The king again: the pick is dropped, the ring's button goes.
  await cell('c3').click();
  await expect(circle).toBeHidden();
  expect(await moveTexts(page)).toEqual([]);
  await cell('c3').click();
  await circle.click();
  await expect.poll(() => moveTexts(page)).toEqual(['c3:g3:c3']);
  for (const taken of ['d4', 'f4', 'f2', 'd2']) expect(await pieceOn(page, taken)).toBe('empty');
  expect(await pieceOn(page, 'c3')).toBe('white king');
});

test('the ring can be played from the keyboard: Enter picks the king, Tab reaches the button', async ({ page }) => {
  await openRing(page);
  const { cell } = draughtsUi(page);
  await cell('c3').focus();
  await page.keyboard.press('Enter');
  const circle = page.getByTestId('circle-capture');
  await expect(circle).toBeVisible();
  await circle.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => moveTexts(page)).toEqual(['c3:g3:c3']);
});

test('in Russian, at 360 px', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, locale: 'ru-RU' });
  const page = await context.newPage();
  await page.goto('./#/draughts');
  await expect(page.getByRole('gridcell')).toHaveCount(64);
  await newDraughtsGame(page, 'hvh');
  await importGame(page, pdnFrom(RING));
  await page.getByRole('gridcell', { name: /^c3 / }).click();
  await expect(page.getByTestId('circle-capture')).toHaveText('Бить по кругу с возвратом на c3: c3:e5:g3:e1:c3');
  await shot(page, 'draughts-circle-360');
  await context.close();
});
