// Helpers for the chess page, through docs/page-contract.md only: the grid's cell names, data-testid
// controls, the live region.
import { expect, selectLevel, type Page } from './fixtures';

export const chessUi = (page: Page) => ({
  board: page.getByRole('grid', { name: 'Chess board' }),
  cell: (square: string) => page.getByRole('gridcell', { name: new RegExp(`^${square} `) }),
  turn: page.getByTestId('turn'),
  moves: page.getByTestId('moves').locator('li'),
  result: page.getByTestId('result'),
  thinking: page.getByTestId('thinking'),
  choices: page.getByTestId('choice'),
});

/** Opens the chess page by its URL and waits until the board is ready. */
export async function openChess(page: Page): Promise<void> {
  await page.goto('./#/chess');
  await expect(chessUi(page).board).toBeVisible();
  await expect(page.getByRole('gridcell')).toHaveCount(64);
  await expect(chessUi(page).turn).not.toHaveText(/Loading/);
}

/** Every cell's name in grid order (as seen). */
export async function chessLabels(page: Page): Promise<string[]> {
  return page.getByRole('gridcell').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label') ?? ''));
}

/** The piece on a square in words, e.g. 'white knight', 'empty'. */
export async function pieceAt(page: Page, square: string): Promise<string> {
  const label = (await chessLabels(page)).find((l) => l.startsWith(`${square} `)) ?? '';
  return label.slice(square.length + 1).replace(/, .*$/, '');
}

export async function chessMoves(page: Page): Promise<string[]> {
  return (await chessUi(page).moves.allTextContents()).map((t) => t.trim());
}

/**
 * Plays moves given as square pairs ('e2e4') by clicking the piece, then its destination. Against the
 * computer its answer may already be in the list when the move is checked: at least one more move.
 */
export async function clickMoves(page: Page, moves: string[]): Promise<void> {
  const { cell, moves: list } = chessUi(page);
  for (const move of moves) {
    const n = await list.count();
    await cell(move.slice(0, 2)).click();
    await cell(move.slice(2, 4)).click();
    await expect.poll(() => list.count()).toBeGreaterThan(n);
  }
}

/** Loads a PGN through the Import dialog; it closes on success. */
export async function importPgn(page: Page, text: string): Promise<void> {
  await page.getByTestId('import').click();
  await page.getByTestId('import-text').fill(text);
  await page.getByTestId('import-load').click();
  await expect(page.getByTestId('import-text')).toBeHidden();
}

/** A PGN game that starts from a FEN and has no moves yet. */
export function pgnFrom(fen: string): string {
  return `[SetUp "1"]\n[FEN "${fen}"]\n\n*`;
}

export async function newChessGame(
  page: Page,
  mode: 'hvc' | 'hvh' | 'cvc',
  color?: 'white' | 'black',
  level?: string,
): Promise<void> {
  await page.getByTestId('new-game').click();
  await page.getByTestId('mode').selectOption(mode);
  if (color) await page.getByTestId('color').selectOption(color);
  if (level) await selectLevel(page.getByTestId('new-level'), level);
  await page.getByTestId('start').click();
  await expect(page.getByTestId('start')).toBeHidden();
}

const VALUE: Record<string, number> = { queen: 9, rook: 5, bishop: 3, knight: 3, pawn: 1, king: 0 };

/**
 * Plays White by clicks until the result shows: of a few movable pieces, the move that takes the most
 * valuable piece, else the most advanced pawn's push, else a seeded choice; a promotion takes the queen.
 */
export async function playChessToTheEnd(page: Page, deadline = 300_000): Promise<void> {
  const { result, moves, turn, thinking, cell, choices } = chessUi(page);
  const end = Date.now() + deadline;
  let seed = 7;
  const next = (n: number): number => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed % n;
  };
  while (!(await result.isVisible())) {
    if (Date.now() > end) throw new Error(`the game did not end; moves so far: ${(await chessMoves(page)).join(' ')}`);
    const mine = (await turn.textContent()) === 'White to move' && !(await thinking.isVisible());
    const labels = mine ? await chessLabels(page) : [];
    const pieces = labels.filter((l) => l.endsWith(', can move')).map((l) => l.split(' ')[0] ?? '');
    if (pieces.length === 0) {
      await page.waitForTimeout(100);
      continue;
    }
    const n = await moves.count();
    let best: { from: string; to: string; score: number } | null = null;
    for (let k = 0; k < Math.min(5, pieces.length); k++) {
      const from = pieces[next(pieces.length)] ?? '';
      await cell(from).click();
      const pawn = (await pieceAt(page, from)) === 'white pawn';
      for (const label of (await chessLabels(page)).filter((l) => l.endsWith(', legal move'))) {
        const [to = '', ...rest] = label.replace(/, legal move$/, '').split(' ');
        const taken = VALUE[rest.at(-1) ?? ''] ?? 0;
        const score = taken * 10 + (pawn ? Number(to[1]) : 0) + next(3) / 10;
        if (!best || score > best.score) best = { from, to, score };
      }
      await cell(from).click(); // drop the pick
    }
    if (!best) continue;
    await cell(best.from).click();
    await cell(best.to).click();
    await page.waitForTimeout(50);
    if (
      await choices
        .first()
        .isVisible()
        .catch(() => false)
    )
      await choices.first().click();
    await expect
      .poll(() => moves.count(), { timeout: 5_000 })
      .toBeGreaterThan(n)
      .catch(() => undefined);
  }
}
