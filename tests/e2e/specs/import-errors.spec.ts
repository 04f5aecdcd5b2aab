// Import errors written for a player, in every game and both languages: "Move 4 (a1) is not legal here"
// first, the engine's technical text on a second line; a share link with bad contents likewise.
import { expect, test, type Page } from '../fixtures';

async function openAny(page: Page, game: string): Promise<void> {
  await page.goto(`./#/${game}`);
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.getByTestId('turn')).not.toHaveText(/Loading|Загрузка/);
}

async function tryImport(page: Page, text: string): Promise<void> {
  await page.getByTestId('import').click();
  await page.getByTestId('import-text').fill(text);
  await page.getByTestId('import-load').click();
  await expect(page.getByTestId('import-error')).toBeVisible();
}

const CASES = [
  { game: 'reversi', text: 'd3 c5 f6 a1', en: 'Move 4 (a1) is not legal here.', ru: 'Ход 4 (a1) здесь невозможен.', detail: "move 4: 'a1' is not legal here" },
  { game: 'draughts', text: '1. c3-c5 *', en: 'Move 1 (c3-c5) is not legal here.', ru: 'Ход 1 (c3-c5) здесь невозможен.', detail: 'PDN: move 1: illegal move c3-c5' },
  { game: 'gomoku', text: '15 freestyle: h8 h8', en: 'Move 2 (h8) is not legal here.', ru: 'Ход 2 (h8) здесь невозможен.', detail: "move 2: illegal move 'h8': the cell is taken" },
  { game: 'chess', text: '1. e4 e5 2. Ke3 *', en: 'Move 2 (Ke3) is not legal here.', ru: 'Ход 2 (Ke3) здесь невозможен.', detail: "move 2 (White): illegal move 'Ke3'" },
] as const;

for (const c of CASES) {
  test(`${c.game}: a bad import says which move, in the player's words, with the engine's text below`, async ({ page }) => {
    await openAny(page, c.game);
    await tryImport(page, c.text);
    await expect(page.getByTestId('import-error-text')).toHaveText(c.en);
    await expect(page.getByTestId('import-error-detail')).toHaveText(c.detail);
    await page.locator('#import-cancel').click();
    await page.getByTestId('lang').selectOption('ru');
    await tryImport(page, c.text);
    await expect(page.getByTestId('import-error-text')).toHaveText(c.ru);
    await expect(page.getByTestId('import-error-detail')).toHaveText(c.detail);
  });
}

test('a share link with bad contents: the notice, the player\'s line, and the engine\'s text', async ({ page }) => {
  await openAny(page, 'reversi');
  await page.goto('./#/reversi?g=d3%20c5%20f6%20a1');
  await expect(page.getByTestId('notice')).toHaveText('This link holds no game that can be opened; your own game is as you left it.');
  await expect(page.getByTestId('notice-detail')).toHaveText('Move 4 (a1) is not legal here.');
  await expect(page.getByTestId('notice-technical')).toHaveText("move 4: 'a1' is not legal here");
  await page.getByTestId('lang').selectOption('ru');
  await expect(page.getByTestId('notice-detail')).toHaveText('Ход 4 (a1) здесь невозможен.');
});
