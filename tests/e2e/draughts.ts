// Helpers for the Russian draughts page and the shell, through docs/page-contract.md only: the grid's cell
// names, data-testid controls, the live region.
import { expect, type Page } from './fixtures';

export const draughtsUi = (page: Page) => ({
  board: page.getByRole('grid', { name: 'Draughts board' }),
  cell: (square: string) => page.getByRole('gridcell', { name: new RegExp(`^${square} `) }),
  turn: page.getByTestId('turn'),
  moves: page.getByTestId('moves').locator('li'),
  result: page.getByTestId('result'),
  thinking: page.getByTestId('thinking'),
  scoreWhite: page.getByTestId('score-white'),
  scoreBlack: page.getByTestId('score-black'),
});

/** Opens the draughts page by its URL and waits until a side has a move (or the game is over). */
export async function openDraughts(page: Page): Promise<void> {
  await page.goto('./#/draughts');
  await expect(draughtsUi(page).board).toBeVisible();
  await expect(page.getByRole('gridcell')).toHaveCount(64);
  await expect(draughtsUi(page).turn).not.toHaveText(/Loading/);
}

/** Every cell's name in grid order (as seen: a8 first with White at the bottom). */
export async function labels(page: Page): Promise<string[]> {
  return page.getByRole('gridcell').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label') ?? ''));
}

/** The squares whose names end with the suffix (', can move', ', destination', ', selected'), sorted. */
export async function squaresWith(page: Page, suffix: string): Promise<string[]> {
  return (await labels(page))
    .filter((l) => l.endsWith(suffix))
    .map((l) => l.split(' ')[0] ?? '')
    .sort();
}

/** The piece on a square in words, e.g. 'white man', 'empty'. */
export async function pieceOn(page: Page, square: string): Promise<string> {
  const label = (await labels(page)).find((l) => l.startsWith(`${square} `)) ?? '';
  return label.slice(square.length + 1).replace(/, .*$/, '');
}

export async function moveTexts(page: Page): Promise<string[]> {
  return (await draughtsUi(page).moves.allTextContents()).map((t) => t.trim());
}

/** Loads a game through the Import dialog; it closes on success. */
export async function importGame(page: Page, text: string): Promise<void> {
  await page.getByTestId('import').click();
  await page.getByTestId('import-text').fill(text);
  await page.getByTestId('import-load').click();
  await expect(page.getByTestId('import-text')).toBeHidden();
}

/** A PDN game that starts from a position (FEN with algebraic squares) and has no moves yet. */
export function pdnFrom(fen: string): string {
  return `[GameType "25"]\n[FEN "${fen}"]\n*`;
}

/** Opens the new-game dialog, picks the mode (and colour), starts. */
export async function newDraughtsGame(
  page: Page,
  mode: 'hvc' | 'hvh' | 'cvc',
  color?: 'white' | 'black',
): Promise<void> {
  await page.getByTestId('new-game').click();
  await page.getByTestId('mode').selectOption(mode);
  if (color) await page.getByTestId('color').selectOption(color);
  await page.getByTestId('start').click();
  await expect(page.getByTestId('start')).toBeHidden();
}

/**
 * Plays as White by activating cells until the result shows: the first piece that can move, then its
 * first destination (and, where two paths end there, the first square that tells them apart).
 */
export async function playDraughtsToTheEnd(page: Page, deadline = 240_000): Promise<void> {
  const { result, moves, turn, thinking } = draughtsUi(page);
  const end = Date.now() + deadline;
  while (!(await result.isVisible())) {
    if (Date.now() > end) throw new Error(`the game did not end; moves so far: ${(await moveTexts(page)).join(' ')}`);
    const mine = (await turn.textContent()) === 'White to move' && !(await thinking.isVisible());
    const pieces = mine ? await squaresWith(page, ', can move') : [];
    if (pieces.length === 0) {
      await page.waitForTimeout(100);
      continue;
    }
    const n = await moves.count();
    await draughtsUi(page).cell(pieces[0]!).click();
    for (let step = 0; step < 4 && (await moves.count()) === n; step++) {
      const [dest] = await squaresWith(page, ', destination');
      if (!dest) break;
      await draughtsUi(page).cell(dest).click();
    }
    await expect
      .poll(() => moves.count(), { timeout: 5_000 })
      .toBeGreaterThan(n)
      .catch(() => undefined);
  }
}
