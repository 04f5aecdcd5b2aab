// Renju as a person plays it: the rule chosen in the new-game dialog (always on 15x15), two players reaching a
// point where a black stone would make a double three, the forbidden points marked on request (seen through
// the grid and on the canvas), a press there refused in words, the game kept over a reload and a shared link;
// in English and in Russian. Screenshots of a renju game with its marks, desktop and phone, light and dark.
import { expect, screenshot, test, type Page } from '../fixtures';
import { canvasColourAt, clickMoves, gomokuUi, openGomoku } from '../gomoku';

/** Black's h8 g8 and i10 i9 around i8, where a black stone would make two open threes; White far away. */
const TO_DOUBLE_THREE = ['h8', 'a1', 'g8', 'a3', 'i10', 'a5', 'i9', 'o15'];

/** After TO_DOUBLE_THREE: Black's c12 d12 e12 g12 h12 (f12 would make six) and k4 l4 m4 n5 n6 n7 (n4 two fours). */
const ALL_THREE_FOULS = [
  'c12',
  'o13',
  'd12',
  'o11',
  'e12',
  'o9',
  'g12',
  'o7',
  'h12',
  'o5',
  'k4',
  'a7',
  'l4',
  'a9',
  'm4',
  'a11',
  'n6',
  'a13',
  'n7',
  'a15',
  'n5',
  'c1',
];

const REFUSED = {
  en: 'Black may not play i8 under renju: it would make a double three.',
  ru: 'По правилам рэндзю чёрным нельзя ходить на i8: получится «вилка» 3×3.',
};

/** A new two-player renju game from the dialog, with 10 × 10 chosen first: renju takes the 15 × 15 board. */
async function newRenjuGame(page: Page, lang: 'en' | 'ru' = 'en'): Promise<void> {
  await page.getByTestId('new-game').click();
  await page.getByTestId('mode').selectOption('hvh');
  await page.getByTestId('option-size').selectOption('10');
  await expect(page.getByTestId('option-size')).toBeEnabled();
  await page.getByTestId('option-rule').selectOption('renju');
  await expect(page.getByTestId('option-rule').locator('option:checked')).toHaveText(
    lang === 'en' ? 'Renju (15 × 15): fouls barred' : 'Рэндзю (15 × 15): запрет фолов',
  );
  // The size renju fixes is shown, dimmed; another rule gives the size chosen back.
  await expect(page.getByTestId('option-size')).toHaveValue('15');
  await expect(page.getByTestId('option-size')).toBeDisabled();
  await page.getByTestId('option-rule').selectOption('standard');
  await expect(page.getByTestId('option-size')).toHaveValue('10');
  await expect(page.getByTestId('option-size')).toBeEnabled();
  await page.getByTestId('option-rule').selectOption('renju');
  await page.getByTestId('start').click();
  await expect(page.getByTestId('start')).toBeHidden();
  await expect(page.getByRole('gridcell')).toHaveCount(225);
}

/** The canvas at a point's centre is the mark's red, not the wood nor a line. */
function isRed([r, g, b]: [number, number, number]): boolean {
  return r > 150 && g < 90 && b < 90;
}

test('renju: a double three is marked on request, refused when pressed, and kept over a reload', async ({ page }) => {
  await openGomoku(page);
  const { cell, moves, forbiddenMarks, variant, notice, live } = gomokuUi(page);
  // The toggle belongs to renju: a freestyle game has none.
  await expect(forbiddenMarks).toBeHidden();
  await newRenjuGame(page);
  await expect(variant).toHaveText('Renju');
  await expect(forbiddenMarks).toBeVisible();
  await expect(forbiddenMarks).toHaveText('Forbidden points');
  await expect(forbiddenMarks).toHaveAttribute('aria-pressed', 'false');

  await clickMoves(page, TO_DOUBLE_THREE);
  await expect(gomokuUi(page).turn).toHaveText('Black to move');
  // Unmarked, the foul is an empty point that is no legal move; its neighbours are.
  await expect(cell('i8')).toHaveAttribute('aria-label', 'i8 empty');
  await expect(cell('h9')).toHaveAttribute('aria-label', 'h9 empty, legal move');
  expect(isRed(await canvasColourAt(page, 'i8'))).toBe(false);

  // Pressed, unmarked: no stone, and the reason in the notice and the live region.
  await cell('i8').click();
  await expect(notice).toHaveText(REFUSED.en);
  await expect(live).toContainText(REFUSED.en);
  await expect(moves).toHaveCount(TO_DOUBLE_THREE.length);
  await expect(cell('i8')).toHaveAttribute('aria-label', 'i8 empty');

  // Marked on request: the grid names it, the canvas shows the red cross; only there.
  await forbiddenMarks.click();
  await expect(forbiddenMarks).toHaveAttribute('aria-pressed', 'true');
  await expect(cell('i8')).toHaveAttribute('aria-label', 'i8 empty, forbidden point');
  await expect(cell('i8')).toHaveAttribute('data-forbidden', '');
  await expect(page.locator('[data-forbidden]')).toHaveCount(1);
  await expect.poll(async () => isRed(await canvasColourAt(page, 'i8'))).toBe(true);
  expect(isRed(await canvasColourAt(page, 'h9'))).toBe(false);

  // Pressed again, by the keyboard this time: refused the same way.
  await page.getByTestId('walk-end').focus();
  await cell('i8').focus();
  await page.keyboard.press('Enter');
  await expect(moves).toHaveCount(TO_DOUBLE_THREE.length);
  await expect(notice).toHaveText(REFUSED.en);

  // A reload keeps the renju game and the marks.
  await page.reload();
  await expect(gomokuUi(page).board).toBeVisible();
  await expect(moves).toHaveCount(TO_DOUBLE_THREE.length);
  await expect(variant).toHaveText('Renju');
  await expect(forbiddenMarks).toHaveAttribute('aria-pressed', 'true');
  await expect(cell('i8')).toHaveAttribute('aria-label', 'i8 empty, forbidden point');
  await expect.poll(async () => isRed(await canvasColourAt(page, 'i8'))).toBe(true);
  await cell('i8').click();
  await expect(notice).toHaveText(REFUSED.en);
  await expect(moves).toHaveCount(TO_DOUBLE_THREE.length);

  // A legal move takes the notice away; White may play i8, so no mark while White is to move.
  await cell('h9').click();
  await expect(moves).toHaveCount(TO_DOUBLE_THREE.length + 1);
  await expect(notice).toBeHidden();
  await expect(page.locator('[data-forbidden]')).toHaveCount(0);
  await expect(cell('i8')).toHaveAttribute('aria-label', 'i8 empty, legal move');
  expect(isRed(await canvasColourAt(page, 'i8'))).toBe(false);

  // Marks off: none drawn nor named, and that choice is kept too.
  await page.getByTestId('undo').click();
  await expect(moves).toHaveCount(TO_DOUBLE_THREE.length);
  await expect(cell('i8')).toHaveAttribute('aria-label', 'i8 empty, forbidden point');
  await forbiddenMarks.click();
  await expect(forbiddenMarks).toHaveAttribute('aria-pressed', 'false');
  await expect(cell('i8')).toHaveAttribute('aria-label', 'i8 empty');
  await expect.poll(async () => isRed(await canvasColourAt(page, 'i8'))).toBe(false);
  await page.reload();
  await expect(moves).toHaveCount(TO_DOUBLE_THREE.length);
  await expect(forbiddenMarks).toHaveAttribute('aria-pressed', 'false');
  await expect(cell('i8')).toHaveAttribute('aria-label', 'i8 empty');
});

test('renju in Russian: the dialog, the header, the rules, the marks and the refusal', async ({ page }) => {
  await openGomoku(page);
  await page.getByTestId('lang').selectOption('ru');
  await newRenjuGame(page, 'ru');
  const { cell, moves, forbiddenMarks, variant, notice, live } = gomokuUi(page);
  await expect(variant).toHaveText('Рэндзю');
  await expect(forbiddenMarks).toHaveText('Запрещённые ходы');
  await expect(forbiddenMarks).toHaveAttribute('title', 'Отметить точки, куда чёрным нельзя ходить по правилам рэндзю');
  // The rules, offered until the first move, explain the fouls.
  await page.getByTestId('rules').click();
  await expect(page.locator('#rules-dialog')).toContainText('«вилка» 3×3');
  await expect(page.locator('#rules-dialog')).toContainText('открытую четвёрку');
  await screenshot(page, 'renju-rules-ru');
  await page.locator('#rules-close').click();
  await clickMoves(page, TO_DOUBLE_THREE);
  await expect(cell('i8')).toHaveAttribute('aria-label', 'i8 пусто');
  await cell('i8').click();
  await expect(notice).toHaveText(REFUSED.ru);
  await expect(live).toContainText(REFUSED.ru);
  await expect(moves).toHaveCount(TO_DOUBLE_THREE.length);
  await forbiddenMarks.click();
  await expect(cell('i8')).toHaveAttribute('aria-label', 'i8 пусто, запрещённый ход');
  await expect.poll(async () => isRed(await canvasColourAt(page, 'i8'))).toBe(true);
  // The notice follows the language.
  await page.getByTestId('lang').selectOption('en');
  await expect(notice).toHaveText(REFUSED.en);
  await expect(cell('i8')).toHaveAttribute('aria-label', 'i8 empty, forbidden point');
  await page.getByTestId('lang').selectOption('ru');
  await expect(notice).toHaveText(REFUSED.ru);

  await page.reload();
  await expect(moves).toHaveCount(TO_DOUBLE_THREE.length);
  await expect(variant).toHaveText('Рэндзю');
  await expect(cell('i8')).toHaveAttribute('aria-label', 'i8 пусто, запрещённый ход');
});

test('a shared renju game opens as renju: its foul marked, refused once played on', async ({ page, browser }) => {
  await openGomoku(page);
  await newRenjuGame(page);
  await clickMoves(page, TO_DOUBLE_THREE);
  await page.getByTestId('share').click();
  const link = await page.getByTestId('dialog-text').inputValue();
  expect(link).toContain('#/gomoku?g=15+renju:+h8+a1+g8');
  await page.locator('#text-close').click();

  const other = await browser.newPage();
  await openGomoku(other);
  await other.goto(link);
  const ui = gomokuUi(other);
  await expect(ui.moves).toHaveCount(TO_DOUBLE_THREE.length);
  await expect(ui.variant).toHaveText('Renju');
  await ui.forbiddenMarks.click();
  await expect(ui.cell('i8')).toHaveAttribute('aria-label', 'i8 empty, forbidden point');
  await other.getByTestId('play-on-both').click();
  await ui.cell('i8').click();
  await expect(ui.notice).toHaveText(REFUSED.en);
  await expect(ui.moves).toHaveCount(TO_DOUBLE_THREE.length);
  await other.reload();
  await expect(ui.moves).toHaveCount(TO_DOUBLE_THREE.length);
  await expect(ui.variant).toHaveText('Renju');
  await other.close();
});

test('the rule’s choice fits its select on a 360 px phone, in both languages', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openGomoku(page);
  for (const lang of ['en', 'ru'] as const) {
    await page.getByTestId('lang').selectOption(lang);
    await page.getByTestId('new-game').click();
    const select = page.getByTestId('option-rule');
    await select.selectOption('renju');
    // The text, its padding and the arrow within the select's width.
    const room = await select.evaluate((s: HTMLSelectElement) => {
      const style = getComputedStyle(s);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return -1;
      context.font = style.font;
      const text = context.measureText(s.selectedOptions[0]?.textContent ?? '').width;
      return s.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20 - text;
    });
    expect(room, lang).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Escape');
  }
});

for (const [name, width, height] of [
  ['desktop', 1280, 800],
  ['phone', 360, 740],
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`screenshot: a renju game with its marks, ${name}, ${scheme}`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });
      await openGomoku(page);
      await newRenjuGame(page);
      // Each foul once: a double three at i8, an overline at f12, a double four at n4.
      await clickMoves(page, [...TO_DOUBLE_THREE, ...ALL_THREE_FOULS]);
      await gomokuUi(page).forbiddenMarks.click();
      await expect(page.locator('[data-forbidden]')).toHaveCount(3);
      await gomokuUi(page).cell('i8').click();
      await expect(gomokuUi(page).notice).toHaveText(REFUSED.en);
      await screenshot(page, `renju-${name}-${scheme}`);
    });
  }
}
