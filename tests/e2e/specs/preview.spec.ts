// Reversi's hover preview: over a legal square (mouse or keyboard focus) the discs the move would turn
// over are marked on the board, and the marks go when the pointer leaves.
import path from 'node:path';
import { expect, openGame, screenshotDir, test, ui, type Page } from '../fixtures';

/** The viewport only: a full-page shot resizes the page, and the pointer then leaves the square it hovered. */
async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
}

/** The squares the grid marks as previewed, sorted. */
async function previewed(page: Page): Promise<string[]> {
  return page
    .locator('[role="gridcell"][data-preview]')
    .evaluateAll((cells) => cells.map((c) => (c.getAttribute('aria-label') ?? '').split(' ')[0]).sort());
}

/** The colour of the canvas pixel at a square's centre. */
async function pixelAt(page: Page, square: string): Promise<number[]> {
  const box = await ui(page).cell(square).boundingBox();
  if (!box) throw new Error(`no cell ${square}`);
  return page.getByTestId('board-canvas').evaluate(
    (canvas: HTMLCanvasElement, p) => {
      const rect = canvas.getBoundingClientRect();
      const scale = canvas.width / rect.width;
      const ctx = canvas.getContext('2d');
      const data = ctx?.getImageData(
        Math.round((p.x - rect.left) * scale),
        Math.round((p.y - rect.top) * scale),
        1,
        1,
      ).data;
      return Array.from(data ?? []);
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
}

test('hovering a legal square marks the discs its move would turn over, and leaving clears them', async ({ page }) => {
  await openGame(page);
  const plain = await pixelAt(page, 'd4');
  await ui(page).cell('d3').hover();
  await expect.poll(() => previewed(page)).toEqual(['d4']);
  // The white disc on d4 shows a black mark at its centre.
  await expect.poll(async () => (await pixelAt(page, 'd4'))[0] ?? 255).toBeLessThan(120);
  expect(plain[0]).toBeGreaterThan(180);
  await screenshot(page, 'reversi-hover-preview-desktop');
  await ui(page).cell('f5').hover();
  await expect.poll(() => previewed(page)).toEqual(['e5']);
  await page.mouse.move(2, 2);
  await expect.poll(() => previewed(page)).toEqual([]);
  await expect.poll(async () => (await pixelAt(page, 'd4'))[0] ?? 0).toBeGreaterThan(180);
});

test('keyboard focus on a legal square previews its move too', async ({ page }) => {
  await openGame(page);
  await ui(page).cell('a1').focus();
  // Focus by keys (not by a click) is what previews: walk to d3 with the arrows.
  await page.keyboard.press('ArrowRight');
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown']) await page.keyboard.press(key);
  await expect(ui(page).cell('d3')).toBeFocused();
  await expect.poll(() => previewed(page)).toEqual(['d4']);
});

test('on a phone the preview is drawn at 360 px too', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 560 } });
  const page = await context.newPage();
  await openGame(page);
  await ui(page).cell('c4').hover();
  await expect.poll(() => previewed(page)).toEqual(['d4']);
  await screenshot(page, 'reversi-hover-preview-360');
  await context.close();
});
