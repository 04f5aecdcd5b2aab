// Chess through the page: the board as named, a whole game by clicks against level 1, castling, en passant
// and under-promotion by clicks, a drag, a draw by agreement, PGN export/import, reload, offline, level 5's
// thinking, Russian, and screenshots at 360 px and on the desktop.
import { announcements, expect, recordAnnouncements, screenshot, test, untilServiceWorkerControls } from '../fixtures';
import {
  chessLabels,
  chessMoves,
  chessUi,
  clickMoves,
  importPgn,
  newChessGame,
  openChess,
  pgnFrom,
  pieceAt,
  playChessToTheEnd,
} from '../chess';

const CHESS_RESULT =
  /^(You won · checkmate|Draw · (stalemate|threefold repetition|fifty-move rule|insufficient material))$/;

test('opened by its URL: White at the bottom, cells named by square and piece, White to move', async ({ page }) => {
  await openChess(page);
  await expect(page).toHaveTitle('Ply · Chess');
  const labels = await chessLabels(page);
  expect(labels[0]).toBe('a8 black rook');
  expect(labels[63]).toBe('h1 white rook');
  expect(labels).toContain('g1 white knight, can move');
  expect(labels).toContain('e4 empty');
  await expect(chessUi(page).turn).toHaveText('White to move');
  await chessUi(page).cell('g1').click();
  await expect(chessUi(page).cell('f3')).toHaveAttribute('aria-label', 'f3 empty, legal move');
  await expect(chessUi(page).cell('g1')).toHaveAttribute('aria-label', 'g1 white knight, selected');
});

test('the start screen has a chess card that opens the game, in both languages', async ({ page }) => {
  await openChess(page);
  await page.getByTestId('games').click();
  const card = page.getByTestId('game-chess');
  await expect(card).toContainText('Chess');
  await expect(card).toHaveAttribute('aria-disabled', 'false');
  await screenshot(page, 'chess-start-screen');
  await page.getByTestId('lang').selectOption('ru');
  await expect(card).toContainText('Шахматы');
  await card.click();
  await expect(page.getByRole('grid', { name: 'Шахматная доска' })).toBeVisible();
  await expect(page).toHaveURL(/#\/chess$/);
});

test('a whole game by clicks against level 1 ends in mate or a draw', async ({ page }) => {
  test.setTimeout(420_000);
  await openChess(page);
  await newChessGame(page, 'hvc', 'white', '1');
  await playChessToTheEnd(page, 380_000);
  await expect(chessUi(page).result).toHaveText(CHESS_RESULT);
  await expect(chessUi(page).turn).toHaveText('Game over');
  await expect(page.getByRole('gridcell', { name: /, (can move|legal move)$/ })).toHaveCount(0);
  await screenshot(page, 'chess-game-over');
});

test('castling on both sides by clicking the king and its destination', async ({ page }) => {
  await recordAnnouncements(page);
  await openChess(page);
  await newChessGame(page, 'hvh');
  await importPgn(page, pgnFrom('r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1'));
  await clickMoves(page, ['e1g1', 'e8c8']);
  expect(await chessMoves(page)).toEqual(['O-O', 'O-O-O']);
  expect(await pieceAt(page, 'f1')).toBe('white rook');
  expect(await pieceAt(page, 'g1')).toBe('white king');
  expect(await pieceAt(page, 'd8')).toBe('black rook');
  expect(await pieceAt(page, 'c8')).toBe('black king');
  expect(await announcements(page)).toEqual(expect.arrayContaining(['Castles kingside', 'Castles queenside']));
});

test('en passant by clicks: the pawn that passed is taken', async ({ page }) => {
  await recordAnnouncements(page);
  await openChess(page);
  await newChessGame(page, 'hvh');
  await clickMoves(page, ['e2e4', 'a7a6', 'e4e5', 'd7d5']);
  await chessUi(page).cell('e5').click();
  await expect(chessUi(page).cell('d6')).toHaveAttribute('aria-label', 'd6 empty, legal move');
  await chessUi(page).cell('d6').click();
  await expect.poll(() => chessMoves(page)).toEqual(['e4', 'a6', 'e5', 'd5', 'exd6']);
  expect(await pieceAt(page, 'd5')).toBe('empty');
  expect(await pieceAt(page, 'd6')).toBe('white pawn');
  expect((await announcements(page)).at(-1)).toBe('Pawn e5 takes d6');
});

test('under-promotion to a knight: the chooser names the pieces', async ({ page }) => {
  await openChess(page);
  await newChessGame(page, 'hvh');
  await importPgn(page, pgnFrom('4k3/P7/8/8/8/8/6p1/4K3 w - - 0 1'));
  await chessUi(page).cell('a7').click();
  await chessUi(page).cell('a8').click();
  await expect(page.getByTestId('choice-dialog')).toBeVisible();
  await expect(chessUi(page).choices).toHaveText(['Queen', 'Rook', 'Bishop', 'Knight']);
  await page.getByTestId('choice').filter({ hasText: 'Knight' }).click();
  await expect.poll(() => chessMoves(page)).toEqual(['a8=N']);
  expect(await pieceAt(page, 'a8')).toBe('white knight');
});

test('a piece dragged to its destination is played', async ({ page }) => {
  await openChess(page);
  await newChessGame(page, 'hvh');
  const from = await chessUi(page).cell('g1').boundingBox();
  const to = await chessUi(page).cell('f3').boundingBox();
  if (!from || !to) throw new Error('no cells');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => chessMoves(page)).toEqual(['Nf3']);
});

test('a check is announced, mate ends the game; a draw is offered and agreed between two players', async ({ page }) => {
  await recordAnnouncements(page);
  await openChess(page);
  await newChessGame(page, 'hvh');
  await clickMoves(page, ['e2e4', 'e7e5', 'd1h5', 'b8c6', 'f1c4', 'g8f6', 'h5f7']);
  expect(await chessMoves(page)).toEqual(['e4', 'e5', 'Qh5', 'Nc6', 'Bc4', 'Nf6', 'Qxf7#']);
  await expect(chessUi(page).result).toHaveText('White wins · checkmate');
  expect(await announcements(page)).toEqual(
    expect.arrayContaining(['Queen h5 takes f7, checkmate. White wins · checkmate']),
  );
  await page.getByTestId('export').click();
  const pgn = await page.getByTestId('export-text').inputValue();
  expect(pgn).toContain('[Result "1-0"]');
  expect(pgn).toMatch(/1\. e4 e5 2\. Qh5 Nc6 3\. Bc4 Nf6 4\. Qxf7# 1-0/);
  await page.locator('#export-close').click();

  await newChessGame(page, 'hvh');
  await clickMoves(page, ['e2e4']);
  await page.getByTestId('offer-draw').click();
  await expect(page.getByRole('dialog')).toContainText('Black offers a draw.');
  await page.getByTestId('draw-accept').click();
  await expect(chessUi(page).result).toHaveText('Draw · agreement');
  await page.getByTestId('export').click();
  await expect(page.getByTestId('export-text')).toHaveValue(/\[Result "1\/2-1\/2"\][\s\S]*1\. e4 1\/2-1\/2/);
});

test('PGN round trip: export, import into a new game, reload; a bad move is refused with its number', async ({
  page,
}) => {
  await openChess(page);
  await newChessGame(page, 'hvh');
  await clickMoves(page, ['e2e4', 'c7c5', 'g1f3', 'd7d6', 'f1b5']);
  const played = await chessMoves(page);
  expect(played).toEqual(['e4', 'c5', 'Nf3', 'd6', 'Bb5+']);
  await page.getByTestId('export').click();
  const pgn = await page.getByTestId('export-text').inputValue();
  expect(pgn).toMatch(/\[Event "[^"]*"\]/);
  expect(pgn).toContain('1. e4 c5 2. Nf3 d6 3. Bb5+ *');
  await page.locator('#export-close').click();

  await newChessGame(page, 'hvh');
  expect(await chessMoves(page)).toEqual([]);
  await importPgn(page, `${pgn.replace('3. Bb5+', '{a comment} 3. Bb5+ $1 (3. d4 cxd4)')}`);
  await expect(page.getByTestId('notice')).toHaveText(/^Game loaded\./);
  await expect.poll(() => chessMoves(page)).toEqual(played);
  expect(await pieceAt(page, 'b5')).toBe('white bishop');

  await page.reload();
  await expect(page.getByRole('gridcell')).toHaveCount(64);
  await expect.poll(() => chessMoves(page)).toEqual(played);
  await expect(chessUi(page).turn).toHaveText('Black to move');

  await page.getByTestId('import').click();
  await page.getByTestId('import-text').fill('1. e4 e5 2. Ke3 *');
  await page.getByTestId('import-load').click();
  await expect(page.getByTestId('import-error')).toBeVisible();
  await expect(page.getByTestId('import-error')).toContainText('2');
  await page.locator('#import-cancel').click();
  expect(await chessMoves(page)).toEqual(played);
});

test('playing Black against the computer turns the board; flip turns it back', async ({ page }) => {
  await openChess(page);
  await newChessGame(page, 'hvc', 'black', '1');
  await expect.poll(async () => (await chessLabels(page))[0]).toMatch(/^h1 /);
  await expect(chessUi(page).moves).toHaveCount(1);
  await page.getByTestId('flip').click();
  await expect.poll(async () => (await chessLabels(page))[0]).toMatch(/^a8 /);
});

test('level 5 thinks aloud: depth, score as mate in N, and the line in SAN', async ({ page }) => {
  test.setTimeout(120_000);
  // Every text the thinking line shows, from the page's first script on: a found mate may show only briefly.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __thinking: string[] }).__thinking = seen;
    new MutationObserver(() => {
      const text = document.querySelector('#thinking-text')?.textContent?.trim();
      if (text && text !== seen[seen.length - 1]) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await openChess(page);
  await newChessGame(page, 'cvc', undefined, 'top');
  // A new game starts from the standard position: the computer opens with a score in pawns and a line.
  const thinking = () => page.evaluate(() => (window as unknown as { __thinking: string[] }).__thinking);
  await expect
    .poll(thinking, { timeout: 30_000 })
    .toContainEqual(expect.stringMatching(/^depth \d+ · [+−]?\d+(\.\d)? pawns? · (\S+ ){1,}\S+$/));
  await importPgn(page, pgnFrom('r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4'));
  await expect
    .poll(thinking, { timeout: 30_000 })
    .toContainEqual(expect.stringMatching(/^depth \d+ · mate in 1 · Qxf7#$/));
  await expect(chessUi(page).result).toHaveText('White wins · checkmate');
});

test('after the first visit the chess page loads and plays offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  await openChess(page);
  await untilServiceWorkerControls(page);
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(chessUi(page).board).toBeVisible();
    await newChessGame(page, 'hvc', 'white', '1');
    await clickMoves(page, ['e2e4']);
    // The computer's answer proves the worker and the wasm engine loaded offline.
    await expect(chessUi(page).moves).toHaveCount(2, { timeout: 30_000 });
  } finally {
    await context.setOffline(false);
  }
});

test('in Russian: the board, the cells, Russian piece letters in the list, the words and the result', async ({
  page,
}) => {
  await recordAnnouncements(page);
  await openChess(page);
  await page.getByTestId('lang').selectOption('ru');
  await expect(page).toHaveTitle('Ply · Шахматы');
  await expect(page.getByRole('grid', { name: 'Шахматная доска' })).toBeVisible();
  await newChessGame(page, 'hvh');
  await expect(chessUi(page).cell('g1')).toHaveAttribute('aria-label', 'g1 белый конь, может ходить');
  await clickMoves(page, ['f2f3', 'e7e5', 'g2g4', 'd8h4']);
  expect(await chessMoves(page)).toEqual(['f3', 'e5', 'g4', 'Фh4#']);
  await expect(chessUi(page).result).toHaveText('Чёрные победили · мат');
  expect((await announcements(page)).at(-1)).toBe('Ферзь d8 h4, мат. Чёрные победили · мат');
  await page.getByTestId('export').click();
  await expect(page.getByTestId('export-text')).toHaveValue(/2\. g4 Qh4# 0-1/);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

  test('the board fits, a tap picks and a tap plays; a screenshot', async ({ page }) => {
    await openChess(page);
    await newChessGame(page, 'hvh');
    const box = await chessUi(page).cell('e2').boundingBox();
    expect(box?.width).toBeGreaterThan(36);
    await chessUi(page).cell('e2').tap();
    await chessUi(page).cell('e4').tap();
    await expect.poll(() => chessMoves(page)).toEqual(['e4']);
    await clickMoves(page, ['e7e5', 'g1f3', 'b8c6', 'f1b5']);
    await chessUi(page).cell('g8').tap();
    await screenshot(page, 'chess-phone');
  });
});

test('a desktop screenshot mid-game, with a check shown', async ({ page }) => {
  await openChess(page);
  await newChessGame(page, 'hvh');
  await clickMoves(page, ['e2e4', 'e7e5', 'g1f3', 'd7d6', 'f1b5']);
  await page.waitForTimeout(400);
  await screenshot(page, 'chess-desktop');
});
