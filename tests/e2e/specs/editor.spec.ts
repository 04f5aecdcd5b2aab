// The position editor, in every game: pieces put down and taken off by clicks, the side to move chosen, the
// engine's reason a position cannot be played said in the page's language (two white kings; a pawn on the first
// rank; the side not to move in check; a man on its crowning row; stones that do not fit the side to move; five
// already in a row), and a position that can be played played against the computer, between two players or in
// the analysis, with the game it replaced kept. Desktop and phone, English and Russian, light and dark.
import { expect, openGame, screenshot, test, ui, type Page } from '../fixtures';
import { chessUi, openChess, pieceAt } from '../chess';
import { openDraughts } from '../draughts';
import { gomokuUi, openGomoku } from '../gomoku';

const cell = (page: Page, square: string) => page.getByRole('gridcell', { name: new RegExp(`^${square} `) });
const problem = (page: Page) => page.getByTestId('editor-problem');

async function put(page: Page, piece: string, squares: string[]): Promise<void> {
  await page.getByTestId(`editor-piece-${piece}`).click();
  for (const square of squares) await cell(page, square).click();
}

test('chess: a position set up square by square is refused with its reason until it can be played, then played', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openChess(page);
  await chessUi(page).cell('e2').click();
  await chessUi(page).cell('e4').click();
  await expect(chessUi(page).moves).toHaveCount(2, { timeout: 30_000 });
  await page.getByTestId('edit-position').click();
  await expect(page.getByTestId('editor')).toBeVisible();
  // The panel's other controls give way while editing.
  await expect(page.getByTestId('new-game')).toBeHidden();
  await expect(problem(page)).toHaveText('The position can be played.');
  await page.getByTestId('editor-clear').click();
  await expect(problem(page)).toHaveText('Each side needs exactly one king.');
  await expect(page.getByTestId('editor-play-computer')).toHaveAttribute('aria-disabled', 'true');
  await put(page, 'K', ['e1', 'd1']);
  await put(page, 'k', ['e8']);
  await expect(problem(page)).toHaveText('Each side needs exactly one king.');
  // A second press with the same piece takes it off.
  await put(page, 'K', ['d1']);
  await expect(await pieceAt(page, 'd1')).toBe('empty');
  await expect(problem(page)).toHaveText('The position can be played.');
  await put(page, 'P', ['a1']);
  await expect(problem(page)).toHaveText('A pawn cannot stand on the first or the last rank.');
  await put(page, 'empty', ['a1']);
  // White to move while the rook on e2 checks Black's king.
  await put(page, 'R', ['e2']);
  await expect(problem(page)).toHaveText('The side not to move is in check: its king could be taken.');
  await page.getByTestId('editor-side').selectOption('1');
  await expect(problem(page)).toHaveText('The position can be played.');
  await page.getByTestId('editor-castling-K').check();
  await expect(problem(page)).toHaveText('A castling right needs its king and its rook on their first squares.');
  await page.getByTestId('editor-castling-K').uncheck();
  await page.getByTestId('lang').selectOption('ru');
  await put(page, 'k', ['d8']);
  await expect(problem(page)).toHaveText('У каждой стороны должен быть ровно один король.');
  await screenshot(page, 'editor-chess-ru-desktop');
  await put(page, 'k', ['d8']);
  await page.getByTestId('lang').selectOption('en');
  // Black to move against the computer: you play Black.
  await page.getByTestId('editor-play-computer').click();
  await expect(page.getByTestId('editor')).toBeHidden();
  await expect(page.getByTestId('notice')).toContainText('The position is set up');
  // The game it replaced (1. e4 e5) is kept, to be restored.
  await expect(page.getByTestId('restore-previous')).toBeVisible();
  await expect(await pieceAt(page, 'e2')).toBe('white rook');
  await expect(chessUi(page).turn).toContainText('Black');
  await expect(chessUi(page).moves).toHaveCount(0);
  // Black's king steps out of check, and the computer (White) answers.
  await chessUi(page).cell('e8').click();
  await chessUi(page).cell('f8').click();
  await expect(chessUi(page).moves).toHaveCount(2, { timeout: 30_000 });
});

/** Opens the editor on an empty board and sets the kings and the pawns of an en passant capture on e6. */
async function setUpEnPassant(page: Page): Promise<void> {
  await page.getByTestId('edit-position').click();
  await page.getByTestId('editor-clear').click();
  await put(page, 'K', ['e1']);
  await put(page, 'k', ['e8']);
  await put(page, 'P', ['d5']);
  await put(page, 'p', ['e5']);
  await page.getByTestId('editor-en-passant').selectOption('e6');
}

test('chess: an en passant square set behind a double step gives the capture; Back to the game changes nothing', async ({
  page,
}) => {
  await openChess(page);
  await setUpEnPassant(page);
  await expect(problem(page)).toHaveText('The position can be played.');
  await page.getByTestId('editor-en-passant').selectOption('c6');
  await expect(problem(page)).toHaveText(
    'The en passant square must lie just behind a pawn that has made a double step.',
  );
  await page.getByTestId('editor-cancel').click();
  await expect(await pieceAt(page, 'e2')).toBe('white pawn');
  await expect(await pieceAt(page, 'd5')).toBe('empty');
  await setUpEnPassant(page);
  await page.getByTestId('editor-play-friends').click();
  await chessUi(page).cell('d5').click();
  await chessUi(page).cell('e6').click();
  await expect(chessUi(page).moves).toHaveCount(1);
  await expect(await pieceAt(page, 'e5')).toBe('empty');
});

test('Reversi: discs set and the side chosen, then analysed: the analysis values that position', async ({ page }) => {
  test.setTimeout(60_000);
  await openGame(page);
  await page.getByTestId('edit-position').click();
  await page.getByTestId('editor-clear').click();
  await put(page, 'X', ['b1', 'b2']);
  await put(page, 'O', ['c1', 'c2']);
  await page.getByTestId('editor-side').selectOption('1');
  await expect(problem(page)).toHaveText('The position can be played.');
  await page.getByTestId('editor-analyse').click();
  await expect(page.getByTestId('analysis-panel')).toContainText('Scores for White, to move');
  // White's three moves, a1, a2 and a3, each with its value: the position set, not the game's.
  const lines = page.getByTestId('analysis-lines').locator('li');
  await expect(lines).toHaveCount(3, { timeout: 30_000 });
  for (let i = 0; i < 3; i++)
    await expect(lines.nth(i)).toHaveText(/^[+−]?\d+ discs · (depth \d+|exact) · a[123]\b/, { timeout: 30_000 });
  await expect(ui(page).moves).toHaveCount(0);
});

test('draughts: a man on its crowning row is refused, in Russian too; a king there can be played', async ({ page }) => {
  await openDraughts(page);
  await page.getByTestId('edit-position').click();
  await page.getByTestId('editor-clear').click();
  await put(page, 'w', ['b8', 'c3']);
  await put(page, 'b', ['f6']);
  await expect(problem(page)).toHaveText('A man on its last row is crowned: put a king there.');
  await page.getByTestId('lang').selectOption('ru');
  await expect(problem(page)).toHaveText('Шашка на последней горизонтали становится дамкой: поставьте туда дамку.');
  await put(page, 'W', ['b8']);
  await expect(problem(page)).toHaveText('Эту позицию можно играть.');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(400); // the buttons' colour transition
    await screenshot(page, `editor-draughts-ru-${scheme}-desktop`);
  }
  await page.getByTestId('editor-play-friends').click();
  await expect(page.getByTestId('editor')).toBeHidden();
  await expect(page.getByTestId('score-white')).toHaveText('2');
  await expect(page.getByTestId('score-black')).toHaveText('1');
});

test('gomoku on a phone: stones that do not fit the side to move, then five in a row, are refused', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openGomoku(page);
  await page.getByTestId('edit-position').click();
  await page.getByTestId('editor-clear').click();
  await expect(problem(page)).toHaveText('The position can be played.');
  await put(page, 'X', ['h8', 'h9']);
  await expect(problem(page)).toContainText('The stones do not fit the side to move');
  await put(page, 'O', ['a1']);
  await page.getByTestId('editor-side').selectOption('1');
  await expect(problem(page)).toHaveText('The position can be played.');
  await put(page, 'X', ['h10', 'h11', 'h12']);
  await put(page, 'O', ['a3', 'a5', 'a7']);
  await expect(problem(page)).toHaveText('Five in a row is already on the board: that game is over.');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(400); // the buttons' colour transition
    await screenshot(page, `editor-gomoku-${scheme}-390`);
  }
  await put(page, 'X', ['h12']);
  await put(page, 'O', ['a7']);
  await expect(problem(page)).toHaveText('The position can be played.');
  await page.getByTestId('editor-play-computer').click();
  await expect(gomokuUi(page).cell('h12')).toBeVisible();
  // You play White, to move; the board holds the stones set.
  await gomokuUi(page).cell('h12').click();
  await expect(gomokuUi(page).moves).toHaveCount(2, { timeout: 30_000 });
});

test('Export gives the position shown as text beside the game, and Import takes a position alone', async ({ page }) => {
  await openGame(page);
  await page.getByTestId('new-game').click();
  await page.getByTestId('mode').selectOption('hvh');
  await page.getByTestId('start').click();
  await cell(page, 'f5').click();
  await cell(page, 'f6').click();
  await expect(ui(page).moves).toHaveCount(2);
  // Back one move: the position after 1. f5, White to move, a1 to h8 row by row.
  await page.getByTestId('walk-back').click();
  const squares = [...'-'.repeat(64)];
  for (const [square, disc] of [
    ['d4', 'O'],
    ['e4', 'X'],
    ['d5', 'X'],
    ['e5', 'X'],
    ['f5', 'X'],
  ] as const)
    squares[(Number(square[1]) - 1) * 8 + square.charCodeAt(0) - 97] = disc;
  const afterF5 = `${squares.join('')} O`;
  await page.getByTestId('export').click();
  await expect(page.getByTestId('export-position')).toHaveValue(afterF5);
  await expect(page.getByTestId('export-text')).toHaveValue(/f5.*f6|f5f6/s);
  await screenshot(page, 'export-position-desktop');
  await page.locator('#export-close').click();
  await page.getByTestId('import').click();
  await page.getByTestId('import-text').fill(afterF5);
  await page.getByTestId('import-load').click();
  await expect(page.getByTestId('import-text')).toBeHidden();
  await expect(ui(page).moves).toHaveCount(0);
  await expect(page.getByTestId('score-black')).toHaveText('4');
  await expect(page.getByTestId('score-white')).toHaveText('1');
  await expect(ui(page).turn).toContainText('White');
});

test('chess: a bare FEN the rules cannot play is refused on Import with its reason, in Russian too', async ({
  page,
}) => {
  await openChess(page);
  await page.getByTestId('lang').selectOption('ru');
  await page.getByTestId('import').click();
  await page.getByTestId('import-text').fill('4k3/8/8/8/8/8/8/P3K3 w - - 0 1');
  await page.getByTestId('import-load').click();
  await expect(page.getByTestId('import-error')).toHaveText(
    'Пешка не может стоять на первой или последней горизонтали.',
  );
  await expect(await pieceAt(page, 'e2')).toBe('белая пешка');
});
