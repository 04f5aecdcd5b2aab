// The levels: every game's whole ladder in the level control, each level named with its number and Elo in
// both languages; "match my strength" moving the level after a win and after a loss, the rating and its
// history kept over a reload. The ladders are read from the engine the page was built with.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, screenshot, selectLevel, selectTopLevel, test, type Page } from '../fixtures';
import { chessUi, clickMoves, importPgn } from '../chess';

const GENERATED = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../site/src/wasm/generated/');

/**
 * A game's ladder as the engine the site was built with declares it (Session.levels() of the module
 * scripts/build-site.sh copied into site/src/wasm/generated/ before building the page): each rung's one-word
 * name and its Elo (0: not measured yet).
 */
async function ladder(game: string): Promise<{ name: string; elo: number }[]> {
  // Emscripten's ES6 loader reads __dirname under Node; the bytes are passed in directly.
  (globalThis as { __dirname?: string }).__dirname ??= GENERATED;
  const module = (await import(pathToFileURL(path.join(GENERATED, 'ply.mjs')).href)) as {
    default: (o: { wasmBinary: Uint8Array }) => Promise<{
      createSession(game: string): { levels(): { name: string; elo: number }[]; delete(): void } | null;
    }>;
  };
  const ply = await module.default({ wasmBinary: fs.readFileSync(path.join(GENERATED, 'ply.wasm')) });
  const session = ply.createSession(game);
  if (!session) throw new Error(`the module has no ${game}`);
  const levels = Array.from(session.levels(), ({ name, elo }) => ({ name, elo }));
  session.delete();
  return levels;
}

/** The words the page gives some of the names (i18n.ts LEVEL_NAMES). */
const NAMES: Record<'en' | 'ru', Record<string, string>> = {
  en: { random: 'Random moves', club: 'Club player', max: 'Full strength', minimax: 'Minimax' },
  ru: { random: 'Случайные ходы', club: 'Клубный игрок', max: 'Полная сила', minimax: 'Минимакс' },
};

async function openGameAt(page: Page, game: string): Promise<void> {
  await page.goto(`./#/${game}`);
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.getByTestId('turn')).not.toHaveText(/Loading|Загрузка/);
  await expect(page.getByTestId('level')).toBeEnabled();
}

for (const game of ['reversi', 'draughts', 'gomoku', 'chess']) {
  test(`${game}: the level control lists the whole ladder, each level's number, name and Elo, in English and Russian`, async ({
    page,
  }) => {
    const rungs = await ladder(game);
    expect(rungs.length).toBeGreaterThan(5);
    await openGameAt(page, game);
    for (const lang of ['en', 'ru'] as const) {
      await page.getByTestId('lang').selectOption(lang);
      const options = page.getByTestId('level').locator('option');
      await expect(options).toHaveCount(rungs.length);
      const texts = await options.allTextContents();
      const values = await options.evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
      expect(values).toEqual(rungs.map((_, i) => String(i + 1)));
      rungs.forEach((rung, i) => {
        const text = texts[i] ?? '';
        // '9 · Club player · 1650'; the Elo left out where it is not measured yet (0 on any rung but the first).
        const parts = text.split(' · ');
        expect(parts[0], text).toBe(String(i + 1));
        expect(parts[1], text).toMatch(lang === 'ru' ? /[а-яё]/i : /^[A-Z]/);
        const known = NAMES[lang][rung.name];
        if (known) expect(parts[1], text).toBe(known);
        if (i === 0 || rung.elo !== 0) expect(parts[2], text).toBe(String(rung.elo));
        else expect(parts, text).toHaveLength(2);
      });
      // The new-game dialog lists the same levels.
      await expect(page.getByTestId('new-level').locator('option')).toHaveCount(rungs.length);
    }
  });
}

/** Starts a chess game as White against `level` with "match my strength" on. */
async function matchedChessGame(page: Page, level: string): Promise<void> {
  await page.getByTestId('new-game').click();
  await page.getByTestId('mode').selectOption('hvc');
  await page.getByTestId('color').selectOption('white');
  await selectLevel(page.getByTestId('new-level'), level);
  await page.getByTestId('match-strength').check();
  await page.getByTestId('start').click();
  await expect(page.getByTestId('start')).toBeHidden();
}

const levelNumber = async (page: Page): Promise<number> => Number(await page.getByTestId('level').inputValue());

test('match my strength: the level moves up after a win and down after a loss, and a reload keeps both and the rating', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A player rated 1000 over twenty games: above the weakest level, below full strength.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-rated')) return;
    sessionStorage.setItem('e2e-rated', '1');
    localStorage.setItem('ply.v1.rating.chess', JSON.stringify({ rating: 1000, games: 20, history: [] }));
  });
  await openGameAt(page, 'chess');
  await matchedChessGame(page, '1');
  const rating = page.getByTestId('player-rating');
  await expect(rating).toHaveText('Your rating 1000 (±0)');

  // A win: a game a move from mate, White (you) to play it.
  await importPgn(page, '1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 *');
  await clickMoves(page, ['h5f7']);
  await expect(chessUi(page).result).toHaveText('You won · checkmate');
  await expect.poll(() => levelNumber(page)).toBeGreaterThan(1);
  const afterWin = await levelNumber(page);
  await expect(rating).toHaveText(/^Your rating \d+ \([+−±]\d+\)$/);

  // A loss: full strength mates at once (fool's mate), Black to move.
  const top = await page.getByTestId('level').locator('option').count();
  await selectTopLevel(page.getByTestId('level'));
  await importPgn(page, '1. f3 e5 2. g4 *');
  await expect(chessUi(page).result).toHaveText('You lost · checkmate', { timeout: 30_000 });
  await expect.poll(() => levelNumber(page)).toBeLessThan(top);
  const afterLoss = await levelNumber(page);
  const ratingText = await rating.textContent();

  // The history lists both games, newest first.
  await page.getByTestId('rating-history').click();
  const rows = page.getByTestId('rating-list').locator('li');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(`Loss · level ${top} · `);
  await expect(rows.last()).toContainText('Win · level 1 · ');
  await screenshot(page, 'levels-rating-history');
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByTestId('level')).toBeEnabled();
  await expect(page.getByTestId('level')).toHaveValue(String(afterLoss));
  await expect(rating).toHaveText(ratingText ?? '');
  expect(afterWin).toBeGreaterThan(1);
  // The game ended before the reload counts once: nothing moved on the way back.
  await page.getByTestId('rating-history').click();
  await expect(rows).toHaveCount(2);
  await page.keyboard.press('Escape');

  // In Russian.
  await page.getByTestId('lang').selectOption('ru');
  await expect(rating).toHaveText(/^Ваш рейтинг \d+ \([+−±]\d+\)$/);
  await page.getByTestId('new-game').click();
  await expect(page.getByTestId('match-strength')).toBeChecked();
  await expect(page.locator('#match-strength-row')).toContainText('Подбирать уровень под меня');
});
