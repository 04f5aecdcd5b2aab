// The page in Russian shows no English: every screen a player reaches (the start screen, each game, the
// dialogs, an import error) is walked, and any Latin word of three letters or more in a visible text, a
// shown select's choice, a button's title or an accessible name fails the test (square names, SAN and
// coordinates are shorter; 'Ply' is the name).
import { expect, test, type Page } from '../fixtures';

const ALLOWED = ['Ply'];

/** The Latin words on screen now, each with the text it stands in. */
async function englishOnScreen(page: Page): Promise<string[]> {
  return page.evaluate((allowed) => {
    const out: string[] = [];
    const note = (text: string, where: string): void => {
      for (const word of text.match(/[A-Za-z]{3,}/g) ?? [])
        if (!allowed.includes(word)) out.push(`${word} in ${where}: "${text.trim()}"`);
    };
    const visible = (el: Element): boolean =>
      (el as HTMLElement).checkVisibility?.({ checkVisibilityCSS: true }) ?? true;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const el = node.parentElement;
      if (!el || el.closest('option, script, style') || !visible(el)) continue;
      note(node.textContent ?? '', el.tagName.toLowerCase());
    }
    for (const select of Array.from(document.querySelectorAll('select'))) {
      if (visible(select)) note(select.selectedOptions[0]?.textContent ?? '', 'select');
    }
    for (const el of Array.from(document.querySelectorAll('[title], [aria-label]'))) {
      if (!visible(el)) continue;
      note(el.getAttribute('title') ?? '', 'title');
      note(el.getAttribute('aria-label') ?? '', 'aria-label');
    }
    note(document.title, 'the title');
    return out;
  }, ALLOWED);
}

async function expectNoEnglish(page: Page, screen: string): Promise<void> {
  expect(await englishOnScreen(page), screen).toEqual([]);
}

test.use({ locale: 'ru-RU' });

test('every main screen in Russian has no English left on it', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('./#/');
  await expect(page.getByTestId('start-screen')).toBeVisible();
  await expect(page.locator('.card-blurb').first()).not.toHaveText('');
  await expectNoEnglish(page, 'start screen');
  for (const game of ['reversi', 'draughts', 'gomoku', 'chess']) {
    await page.goto(`./#/${game}`);
    await expect(page.getByRole('grid')).toBeVisible();
    await expect(page.getByTestId('turn')).not.toHaveText(/Загрузка/);
    await page.getByTestId('level').selectOption('1');
    await expectNoEnglish(page, game);
    await page.getByTestId('new-game').click();
    await expect(page.getByTestId('start')).toBeVisible();
    await expectNoEnglish(page, `${game}: new game dialog`);
    await page.keyboard.press('Escape');
    await page.getByTestId('import').click();
    await page.getByTestId('import-text').fill('zz9');
    await page.getByTestId('import-load').click();
    await expect(page.getByTestId('import-error')).toBeVisible();
    // The engine's own text (English) is not shown on the Russian page: the player's line says it all.
    await expectNoEnglish(page, `${game}: import error`);
    await page.locator('#import-cancel').click();
    await page.getByTestId('export').click();
    await expectNoEnglish(page, `${game}: export dialog`);
    await page.locator('#export-close').click();
  }
  // A link with bad contents, and a shared game looked at, looked back through.
  await page.goto('./#/reversi?g=d3%20c5%20h8');
  await expect(page.getByTestId('notice-detail')).toBeVisible();
  await expectNoEnglish(page, 'a bad share link');
  await page.goto('./#/reversi?g=d3%20c5%20f6');
  await expect(page.getByTestId('play-on')).toBeVisible();
  await expectNoEnglish(page, 'a shared game');
  await page.keyboard.press('Home');
  await expect(page.getByTestId('past-mark')).toBeVisible();
  await expectNoEnglish(page, 'a shared game looked back at');
});

test('a renju game in Russian has no English: the dialog, the rules, the marks and a foul refused', async ({
  page,
}) => {
  await page.goto('./#/gomoku');
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.getByTestId('turn')).not.toHaveText(/Загрузка/);
  await page.getByTestId('new-game').click();
  await page.getByTestId('mode').selectOption('hvh');
  await page.getByTestId('option-rule').selectOption('renju');
  await expectNoEnglish(page, 'renju: new game dialog');
  await page.getByTestId('start').click();
  await page.getByTestId('rules').click();
  await expect(page.getByTestId('rules-dialog')).toContainText('Рэндзю');
  await expectNoEnglish(page, 'renju: rules');
  await page.locator('#rules-close').click();
  // Black's h8 g8 i10 i9: i8 would be a double three.
  for (const [i, square] of ['h8', 'a1', 'g8', 'a3', 'i10', 'a5', 'i9', 'o15'].entries()) {
    await page.getByRole('gridcell', { name: new RegExp(`^${square} `) }).click();
    await expect(page.getByTestId('moves').locator('li')).toHaveCount(i + 1);
  }
  await page.getByTestId('forbidden-marks').click();
  await page.getByRole('gridcell', { name: /^i8 / }).click();
  await expect(page.getByTestId('notice')).toContainText('рэндзю');
  await expect(page.getByRole('gridcell', { name: /^i8 / })).toHaveAttribute('aria-label', 'i8 пусто, запрещённый ход');
  await expectNoEnglish(page, 'renju: a foul refused');
});
