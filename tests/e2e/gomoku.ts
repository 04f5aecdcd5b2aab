// Helpers for the gomoku page, through docs/page-contract.md only: the grid's cell names, data-testid
// controls, the worker's search requests as the page posts them.
import { expect, selectLevel, type Page } from './fixtures';

export const gomokuUi = (page: Page) => ({
  board: page.getByRole('grid', { name: 'Gomoku board' }),
  cells: page.getByRole('gridcell'),
  cell: (square: string) => page.getByRole('gridcell', { name: new RegExp(`^${square} `) }),
  turn: page.getByTestId('turn'),
  moves: page.getByTestId('moves').locator('li'),
  result: page.getByTestId('result'),
  thinking: page.getByTestId('thinking'),
  aggressiveness: page.getByTestId('aggressiveness'),
  moveNumbers: page.getByTestId('move-numbers'),
  forbiddenMarks: page.getByTestId('forbidden-marks'),
  variant: page.getByTestId('variant'),
  notice: page.getByTestId('notice'),
  live: page.locator('#live'),
});

export const GOMOKU_RESULT = /^((Black wins|White wins|You won|You lost) · five in a row|Draw · the board is full)$/;

/** Opens the gomoku page by its URL and waits until its board of `size` cells a side is there. */
export async function openGomoku(page: Page, size = 15): Promise<void> {
  await page.goto('./#/gomoku');
  await expect(gomokuUi(page).board).toBeVisible();
  await expect(page.getByRole('gridcell')).toHaveCount(size * size);
  await expect(gomokuUi(page).turn).not.toHaveText(/Loading/);
}

export interface GomokuChoice {
  mode?: 'hvc' | 'hvh' | 'cvc';
  color?: 'black' | 'white';
  size?: '10' | '15';
  rule?: 'freestyle' | 'standard' | 'renju';
  /** A place in the ladder ('1' the weakest), or 'top'. */
  level?: string;
}

/** Opens the new-game dialog, makes the choices given, starts, and waits for the board of the chosen size. */
export async function newGomokuGame(page: Page, choice: GomokuChoice): Promise<void> {
  await page.getByTestId('new-game').click();
  if (choice.mode) await page.getByTestId('mode').selectOption(choice.mode);
  if (choice.color) await page.getByTestId('color').selectOption(choice.color);
  if (choice.size) await page.getByTestId('option-size').selectOption(choice.size);
  if (choice.rule) await page.getByTestId('option-rule').selectOption(choice.rule);
  if (choice.level) await selectLevel(page.getByTestId('new-level'), choice.level);
  await page.getByTestId('start').click();
  await expect(page.getByTestId('start')).toBeHidden();
  const size = Number(await page.getByTestId('option-size').inputValue());
  await expect(page.getByRole('gridcell')).toHaveCount(size * size);
}

/** Plays the squares in turn by clicking their cells (two players), waiting for each to be listed. */
export async function clickMoves(page: Page, squares: readonly string[]): Promise<void> {
  const { cell, moves } = gomokuUi(page);
  for (const square of squares) {
    const n = await moves.count();
    await cell(square).click();
    await expect(moves).toHaveCount(n + 1);
  }
}

/**
 * Records every search request the page posts to its worker (call before page.goto); read them with
 * searchRequests(page).
 */
export async function recordSearches(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sent: unknown[] = [];
    (window as unknown as { __searches: unknown[] }).__searches = sent;
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: never[]) {
      if ((message as { type?: string } | null)?.type === 'search') sent.push(message);
      return post.call(this, message, ...rest);
    } as typeof Worker.prototype.postMessage;
  });
}

export async function searchRequests(
  page: Page,
): Promise<{ level: number; options: Record<string, number>; start: string | null; moves: string[] }[]> {
  return page.evaluate(() => (window as unknown as { __searches: never[] }).__searches);
}

/** The colour of the board's canvas at the centre of a cell, as [r, g, b]. */
export async function canvasColourAt(page: Page, square: string): Promise<[number, number, number]> {
  const box = await gomokuUi(page).cell(square).boundingBox();
  if (!box) throw new Error(`no cell ${square}`);
  return page.getByTestId('board-canvas').evaluate(
    (canvas: HTMLCanvasElement, at) => {
      const rect = canvas.getBoundingClientRect();
      const scale = canvas.width / rect.width;
      const data = canvas
        .getContext('2d')
        ?.getImageData(Math.round((at.x - rect.left) * scale), Math.round((at.y - rect.top) * scale), 1, 1).data;
      return [data?.[0] ?? 0, data?.[1] ?? 0, data?.[2] ?? 0] as [number, number, number];
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
}
