// Reversi's variants through the page: a 6x6 game and a black-hole game by clicks against level 1 to their
// end, an anti-reversi game whose result counts the fewest discs as the win, each carried by the save, the
// export and a shared link; a 10x10 game against level 5 and a 12x12 board's cells on a phone; screenshots on
// the desktop and at 360 px, light and dark.
import {
  discCounts,
  expect,
  legalSquares,
  moveList,
  playToTheEnd,
  screenshot,
  seededPick,
  selectLevel,
  test,
  ui,
  type Page,
} from '../fixtures';

interface VariantChoice {
  size: '8' | '6' | '10' | '12';
  start?: 'cross' | 'parallel';
  rule?: 'normal' | 'anti' | 'blackhole' | 'anti-blackhole';
  mode?: 'hvc' | 'hvh';
  /** A place in the ladder ('1' the weakest), or 'top'. */
  level?: string;
}

async function openReversi(page: Page): Promise<void> {
  await page.goto('./#/reversi');
  await expect(ui(page).board).toBeVisible();
  await expect(ui(page).turn).not.toHaveText(/Loading/);
}

/** A new game in the variant, you as Black against level 1 (or two players), on its board of n×n cells. */
async function newVariantGame(page: Page, choice: VariantChoice): Promise<void> {
  await page.getByTestId('new-game').click();
  await page.getByTestId('mode').selectOption(choice.mode ?? 'hvc');
  await page.getByTestId('color').selectOption('black');
  await selectLevel(page.getByTestId('new-level'), choice.level ?? '1');
  await page.getByTestId('option-size').selectOption(choice.size);
  await page.getByTestId('option-start').selectOption(choice.start ?? 'cross');
  await page.getByTestId('option-rule').selectOption(choice.rule ?? 'normal');
  await page.getByTestId('start').click();
  await expect(page.getByTestId('start')).toBeHidden();
  const n = Number(choice.size);
  await expect(ui(page).cells).toHaveCount(n * n);
  await expect(ui(page).moves).toHaveCount(0);
}

/** The black hole's square, from the cells' names ('c6 black hole'); null when there is none. */
async function holeSquare(page: Page): Promise<string | null> {
  const names = await ui(page).cells.evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label') ?? ''));
  const holes = names.filter((n) => n.endsWith(' black hole'));
  expect(holes.length).toBeLessThanOrEqual(1);
  return holes[0]?.split(' ')[0] ?? null;
}

async function exportText(page: Page): Promise<string> {
  await page.getByTestId('export').click();
  const text = await page.getByTestId('export-text').inputValue();
  await page.keyboard.press('Escape');
  return text;
}

async function importText(page: Page, text: string): Promise<void> {
  await page.getByTestId('import').click();
  await page.getByTestId('import-text').fill(text);
  await page.getByTestId('import-load').click();
  await expect(ui(page).notice).toHaveText(/^Game loaded\./);
}

/** Screenshots of the page as it is: desktop and 360 px, light and dark. */
async function screenshots(page: Page, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, `${name}-desktop-${scheme}`);
    await page.setViewportSize({ width: 360, height: 780 });
    await screenshot(page, `${name}-360-${scheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** 'You won 20–44' → you 20, they 44: the result's two numbers, the winner's first. */
function resultNumbers(text: string): [number, number] {
  const m = /(\d+)–(\d+)$/.exec(text);
  if (!m) throw new Error(`no score in '${text}'`);
  return [Number(m[1]), Number(m[2])];
}

const RESULT = /^(You won|You lost|Draw) \d+–\d+$/;

test('a 6x6 game by clicks against level 1 to its end: a board of six by six, a1 to f6', async ({ page }) => {
  test.setTimeout(180_000);
  await openReversi(page);
  await newVariantGame(page, { size: '6' });
  await expect(ui(page).board.getByRole('row')).toHaveCount(6);
  await expect(ui(page).cells.first()).toHaveAttribute('aria-label', 'a1 empty');
  await expect(ui(page).cells.last()).toHaveAttribute('aria-label', 'f6 empty');
  await expect(page.getByTestId('variant')).toHaveText('6 × 6');
  expect(await legalSquares(page)).toEqual(['b3', 'c2', 'd5', 'e4']);
  await screenshots(page, 'reversi-6x6-start');

  await playToTheEnd(page, 'black', seededPick(6), 150_000);
  await expect(ui(page).result).toHaveText(RESULT);
  const { black, white } = await discCounts(page);
  expect(black + white).toBeLessThanOrEqual(36);
  const [first, second] = resultNumbers((await ui(page).result.textContent()) ?? '');
  expect(Math.max(black, white)).toBe(first);
  expect(Math.min(black, white)).toBe(second);
  await screenshots(page, 'reversi-6x6-over');

  // The save, the export and a new page's import carry the board.
  const moves = await moveList(page);
  const score = resultNumbers((await ui(page).result.textContent()) ?? '');
  await page.reload();
  await expect(ui(page).cells).toHaveCount(36);
  expect(await moveList(page)).toEqual(moves);
  const text = await exportText(page);
  expect(text.split('\n')[0]).toMatch(/^[-XO]{36} X$/);
  await newVariantGame(page, { size: '8', mode: 'hvh' });
  await importText(page, text);
  await expect(ui(page).cells).toHaveCount(36);
  expect(await moveList(page)).toEqual(moves);
  // Two players now: the same score, told by colour.
  await expect(ui(page).result).toHaveText(/^(Black wins|White wins|Draw) \d+–\d+$/);
  expect(resultNumbers((await ui(page).result.textContent()) ?? '')).toEqual(score);
});

test('a black-hole game by clicks against level 1 to its end: the hole is never played and stays put', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await openReversi(page);
  await newVariantGame(page, { size: '8', rule: 'blackhole' });
  const hole = await holeSquare(page);
  expect(hole).not.toBeNull();
  expect(['d4', 'e4', 'd5', 'e5']).not.toContain(hole);
  await expect(page.getByTestId('variant')).toHaveText('Black hole');
  await screenshots(page, 'reversi-blackhole-start');

  // A few moves, then the save and a shared link keep the hole where it fell.
  await playToTheEnd(page, 'black', seededPick(11), 200_000);
  await expect(ui(page).result).toHaveText(RESULT);
  expect(await holeSquare(page)).toBe(hole);
  const { black, white } = await discCounts(page);
  expect(black + white).toBeLessThanOrEqual(63);
  await screenshots(page, 'reversi-blackhole-over');

  const moves = await moveList(page);
  expect(moves).not.toContain(hole);
  await page.reload();
  await expect(ui(page).cells).toHaveCount(64);
  // The standard board has 64 cells before the game opens too: wait for the game itself.
  await expect.poll(() => moveList(page)).toEqual(moves);
  expect(await holeSquare(page)).toBe(hole);

  await page.getByTestId('share').click();
  const link = await page.getByTestId('dialog-text').inputValue();
  await page.locator('#text-close').click();
  const other = await browser.newPage();
  await other.goto(link);
  await expect.poll(() => moveList(other)).toEqual(moves);
  expect(await holeSquare(other)).toBe(hole);
  await other.close();

  // Start alone replays the same kind of game: a black hole again, wherever it falls this time.
  await page.getByTestId('new-game').click();
  await expect(page.getByTestId('option-rule')).toHaveValue('blackhole');
  await page.getByTestId('start').click();
  await expect(ui(page).moves).toHaveCount(0);
  expect(await holeSquare(page)).not.toBeNull();
});

test('an anti-reversi game: the fewest discs win, and the result says so from your side', async ({ page }) => {
  test.setTimeout(180_000);
  await openReversi(page);
  await newVariantGame(page, { size: '6', start: 'parallel', rule: 'anti' });
  await expect(page.getByTestId('variant')).toHaveText('6 × 6 · side-by-side start · anti: fewest discs wins');
  await screenshots(page, 'reversi-anti-start');
  // The hints value every legal move for the side to move in this variant too.
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('hint-line')).toBeVisible();
  await expect(page.getByTestId('hint-line')).not.toHaveText('');
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('hint-line')).toBeHidden();
  await playToTheEnd(page, 'black', seededPick(5), 150_000);
  const text = (await ui(page).result.textContent()) ?? '';
  expect(text).toMatch(RESULT);
  const { black, white } = await discCounts(page);
  // You play Black: fewer discs than White is a win, and the winner's count comes first.
  const expected =
    black < white
      ? `You won ${black}–${white}`
      : black > white
        ? `You lost ${white}–${black}`
        : `Draw ${black}–${white}`;
  expect(text).toBe(expected);
  await expect(page.getByTestId('variant')).toHaveText(/anti: fewest discs wins/);
  await screenshots(page, 'reversi-anti-over');

  // In Russian too.
  await ui(page).lang.selectOption('ru');
  await expect(page.getByTestId('variant')).toHaveText(
    '6 × 6 · параллельный старт · анти: побеждает меньшее число фишек',
  );
});

test('a 10x10 game by clicks: the computer at level 5 answers, the board is a1 to j10, and a reload keeps it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openReversi(page);
  await newVariantGame(page, { size: '10', level: 'top' });
  await expect(ui(page).board.getByRole('row')).toHaveCount(10);
  await expect(ui(page).cells.first()).toHaveAttribute('aria-label', 'a1 empty');
  await expect(ui(page).cells.last()).toHaveAttribute('aria-label', 'j10 empty');
  await expect(page.getByTestId('variant')).toHaveText('10 × 10');
  expect((await legalSquares(page)).sort()).toEqual(['d5', 'e4', 'f7', 'g6']);
  await screenshots(page, 'reversi-10x10-start');

  const pick = seededPick(10);
  for (let turn = 0; turn < 3; turn++) {
    const squares = await legalSquares(page);
    expect(squares.length).toBeGreaterThan(0);
    await ui(page).cell(pick(squares)).click();
    // The computer answers: the list grows by its move too.
    await expect.poll(() => ui(page).moves.count(), { timeout: 60_000 }).toBe(2 * turn + 2);
    await expect(ui(page).thinking).toBeHidden({ timeout: 60_000 });
  }
  const { black, white } = await discCounts(page);
  expect(black + white).toBe(10);
  // The hints value the legal moves on this board too.
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('hint-line')).toBeVisible();
  await expect(page.getByTestId('hint-line')).not.toHaveText('');
  await screenshots(page, 'reversi-10x10-play');
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('hint-line')).toBeHidden();

  const moves = await moveList(page);
  await page.reload();
  await expect(ui(page).cells).toHaveCount(100);
  expect(await moveList(page)).toEqual(moves);
  await expect(page.getByTestId('variant')).toHaveText('10 × 10');
  const text = await exportText(page);
  expect(text.split('\n')[0]).toMatch(/^10x10: [-XO]{100} X$/);
});

test('a 12x12 board fits a phone: 144 cells, a1 to l12, each big enough to tap at 360 px', async ({ page }) => {
  await openReversi(page);
  await newVariantGame(page, { size: '12', start: 'parallel', rule: 'blackhole', mode: 'hvh' });
  await expect(ui(page).cells.last()).toHaveAttribute('aria-label', /^l12 /);
  expect(await holeSquare(page)).not.toBeNull();
  await page.setViewportSize({ width: 360, height: 780 });
  const box = await ui(page).cell('a1').boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
  const squares = await legalSquares(page);
  await ui(page)
    .cell(squares[0] ?? '')
    .click();
  await expect(ui(page).moves).toHaveCount(1);
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshots(page, 'reversi-12x12');
});
