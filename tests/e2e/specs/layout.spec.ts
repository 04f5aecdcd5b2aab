// Language, phone sizes, and the screenshots kept in tests/e2e/screenshots/ for a person to look at.
import {
  cellLabels,
  expect,
  legalSquares,
  newGame,
  openGame,
  screenshot,
  START_LEGAL,
  test,
  ui,
  type Page,
} from '../fixtures';

test('Russian UI', async ({ page }) => {
  await openGame(page);
  await ui(page).lang.selectOption('ru');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  const board = page.getByRole('grid', { name: 'Доска реверси' });
  await expect(board).toBeVisible();
  const labels = await cellLabels(page);
  expect(labels[0]).toBe('a1 пусто');
  expect(labels[19]).toBe('d3 пусто, можно ходить');
  expect(labels[27]).toBe('d4 белая');
  expect(labels[28]).toBe('e4 чёрная');

  await page.getByRole('gridcell', { name: /^d3 / }).click();
  await expect(ui(page).moves.first()).toHaveText('d3');
  // The announcement is our move's or, once the computer has answered, its reply's: Russian either way.
  await expect(ui(page).status).toHaveText(/^(Чёрные d3|Белые [a-h][1-8])/);
  await screenshot(page, 'russian');

  await ui(page).lang.selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('grid', { name: 'Reversi board' })).toBeVisible();
});

async function expectFitsViewport(page: Page, width: number, height: number): Promise<void> {
  const box = await ui(page).canvas.boundingBox();
  expect(box, 'the board canvas has no box').not.toBeNull();
  const { x, y, width: w, height: h } = box!;
  expect(x).toBeGreaterThanOrEqual(0);
  expect(y).toBeGreaterThanOrEqual(0);
  expect(x + w).toBeLessThanOrEqual(width + 0.5);
  expect(y + h).toBeLessThanOrEqual(height + 0.5);
  expect(w).toBeGreaterThan(width * 0.7);
  const scroll = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scroll.scrollWidth, 'horizontal scroll').toBeLessThanOrEqual(scroll.clientWidth);
}

test.describe('phone 360x740', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('the board is fully visible with no horizontal scroll, and a tap plays', async ({ page }) => {
    await openGame(page);
    await expectFitsViewport(page, 360, 740);
    expect(await legalSquares(page)).toEqual(START_LEGAL);
    await ui(page).cell('d3').click();
    await expect(ui(page).moves.first()).toHaveText('d3');
    await expectFitsViewport(page, 360, 740);
  });
});

test.describe('phone 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('screenshot', async ({ page }) => {
    await openGame(page);
    await expectFitsViewport(page, 390, 844);
    await ui(page).cell('d3').click();
    await expect(ui(page).moves).toHaveCount(2, { timeout: 30_000 });
    await screenshot(page, 'phone-390x844');
  });
});

test.describe('laptop 1280x800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('beside the board, with a review and the eval bar, the move list still shows fourteen moves and more (eight before)', async ({
    page,
  }) => {
    await openGame(page);
    await newGame(page, 'hvh');
    const { moves } = ui(page);
    // A pass is played by itself, so a click may add two moves.
    while ((await moves.count()) < 40) {
      const before = await moves.count();
      await page
        .getByRole('gridcell', { name: /, legal move$/ })
        .first()
        .click();
      await expect.poll(() => moves.count()).toBeGreaterThan(before);
    }
    // A finished review of these moves, as the review saves it, and the eval bar on.
    await page.evaluate(() => {
      const game = JSON.parse(localStorage.getItem('ply.v1.reversi') ?? '{}') as {
        start: string | null;
        moves: string[];
      };
      const scores = [...game.moves, ''].map((_, k) => Math.round(12 * Math.sin(k / 4)));
      localStorage.setItem('ply.v1.review.reversi', JSON.stringify({ start: game.start, moves: game.moves, scores }));
      localStorage.setItem('ply.v1.evalBar', '1');
    });
    await page.reload();
    await expect(page.getByTestId('review-counts')).toBeVisible();
    await moves.nth(20).click();
    await expect(page.getByTestId('walk-status')).toBeVisible();
    const shown = await page.locator('.moves-scroll').evaluate((scroll) => {
      const box = scroll.getBoundingClientRect();
      return [...scroll.querySelectorAll('li')].filter((li) => {
        const r = li.getBoundingClientRect();
        return r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
      }).length;
    });
    expect(shown).toBeGreaterThanOrEqual(14);
    // The page still fits the window: no scroll either way.
    const scroll = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.scrollHeight,
    ]);
    expect(scroll).toEqual([1280, 800]);
    await screenshot(page, 'review-moves-1280x800');
  });
});
