// Import errors written for a player, in every game and both languages: "Move 4 (a1) is not legal here"
// first, and on the English page the engine's technical text on a second line (the Russian page shows no
// English); a share link with bad contents likewise. Blank text is no game, in every game.
import { expect, newGame, test, type Page } from '../fixtures';

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
  {
    game: 'reversi',
    text: 'd3 c5 f6 a1',
    en: 'Move 4 (a1) is not legal here.',
    ru: 'Ход 4 (a1) здесь невозможен.',
    detail: "move 4: 'a1' is not legal here",
  },
  {
    game: 'draughts',
    text: '1. c3-c5 *',
    en: 'Move 1 (c3-c5) is not legal here.',
    ru: 'Ход 1 (c3-c5) здесь невозможен.',
    detail: 'PDN: move 1: illegal move c3-c5',
  },
  {
    game: 'gomoku',
    text: '15 freestyle: h8 h8',
    en: 'Move 2 (h8) is not legal here.',
    ru: 'Ход 2 (h8) здесь невозможен.',
    detail: "move 2: illegal move 'h8': the cell is taken",
  },
  {
    game: 'gomoku',
    text: '15 renju: h8 a1 g8 a3 i10 a5 i9 o15 i8',
    en: 'Move 9 (i8) is a foul for Black under renju: a double three.',
    ru: 'Ход 9 (i8) запрещён чёрным по правилам рэндзю: «вилка» 3×3.',
    detail: "move 9: illegal move 'i8': double three, forbidden to Black under renju",
  },
  {
    game: 'chess',
    text: '1. e4 e5 2. Ke3 *',
    en: 'Move 2 (Ke3) is not legal here.',
    ru: 'Ход 2 (Ke3) здесь невозможен.',
    detail: "move 2 (White): illegal move 'Ke3'",
  },
] as const;

for (const c of CASES) {
  test(`${c.game}: a bad import ("${c.text}") says which move, in the player's words, with the engine's text below`, async ({
    page,
  }) => {
    await openAny(page, c.game);
    await tryImport(page, c.text);
    await expect(page.getByTestId('import-error-text')).toHaveText(c.en);
    await expect(page.getByTestId('import-error-detail')).toHaveText(c.detail);
    await page.locator('#import-cancel').click();
    await page.getByTestId('lang').selectOption('ru');
    await tryImport(page, c.text);
    await expect(page.getByTestId('import-error-text')).toHaveText(c.ru);
    await expect(page.getByTestId('import-error-detail')).toBeHidden();
  });
}

// A word that is no move is quoted whole, in every game's reader.
const UNREADABLE = [
  { game: 'reversi', text: 'd3 c5 zz9', en: 'Move 3 (zz9) cannot be read.' },
  { game: 'reversi', text: 'hello world', en: 'Move 1 (hello) cannot be read.' },
  { game: 'gomoku', text: 'h8 zz9', en: 'Move 2 (zz9) cannot be read.' },
  { game: 'draughts', text: '1. c3-d4 hello *', en: 'Move 1 (hello) cannot be read.' },
] as const;

for (const c of UNREADABLE) {
  test(`${c.game}: "${c.text}" is quoted by the whole word that is no move`, async ({ page }) => {
    await openAny(page, c.game);
    await tryImport(page, c.text);
    await expect(page.getByTestId('import-error-text')).toHaveText(c.en);
  });
}

const GAMES = [
  { game: 'reversi', text: 'd3 c5' },
  { game: 'draughts', text: '1. c3-d4 f6-g5 *' },
  { game: 'gomoku', text: '15 freestyle: h8 h9' },
  { game: 'chess', text: '1. e4 e5 *' },
] as const;

for (const g of GAMES) {
  test(`${g.game}: an empty or blank import is refused and the game on the board stays`, async ({ page }) => {
    await openAny(page, g.game);
    await newGame(page, 'hvh');
    await page.getByTestId('import').click();
    await page.getByTestId('import-text').fill(g.text);
    await page.getByTestId('import-load').click();
    await expect(page.getByTestId('moves').locator('li')).toHaveCount(2);
    for (const text of ['', '   ']) {
      await tryImport(page, text);
      await expect(page.getByTestId('import-error-text')).toHaveText('There is no game in the text.');
      await page.locator('#import-cancel').click();
      await expect(page.getByTestId('moves').locator('li')).toHaveCount(2);
    }
  });
}
