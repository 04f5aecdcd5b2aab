// Russian draughts' screenshots (site/scripts/screenshot.mjs runs every game's, each with its own tools: see
// there): the start, a piece picked, a position with captures to make (picked, under way, done, exported),
// the computer thinking, the end, an imported position with a choice of capture paths, flipped, Russian.
export default async function draughtsShots({ open, shot, saved, randomGame, desktop, phone }) {
  const full = await randomGame(777);
  const captures = (s) => s.history().length > 16 && s.legalMoves().some((m) => m.input.split(':').length > 2);
  const capture = await randomGame(4242, captures);
  const mid = full.slice(0, Math.min(30, full.length - 2));

  let { ctx, p } = await open(desktop);
  await shot(p, 'draughts-desktop-start');
  await p.getByRole('gridcell', { name: /^c3 / }).click();
  await p.getByRole('gridcell', { name: /^d4 / }).hover();
  await p.waitForTimeout(200);
  await shot(p, 'draughts-desktop-picked');
  await ctx.close();

  ({ ctx, p } = await open(desktop, { save: saved(capture, { mode: 'hvh', human: 0, level: 3 }) }));
  await shot(p, 'draughts-desktop-must-capture');
  const piece = p.getByRole('gridcell', { name: /, can move$/ }).first();
  await piece.click();
  await p.waitForTimeout(150);
  await shot(p, 'draughts-desktop-capture-picked');
  const dest = p.getByRole('gridcell', { name: /, destination$/ }).first();
  await dest.click();
  await p.waitForTimeout(120);
  await shot(p, 'draughts-desktop-capture-anim');
  await p.waitForTimeout(1200);
  await shot(p, 'draughts-desktop-capture-done');
  await p.getByTestId('export').click();
  await p.waitForTimeout(200);
  await shot(p, 'draughts-desktop-export');
  await ctx.close();

  // An even number of moves: White (the computer here) is to move and thinks at level 5.
  ({ ctx, p } = await open(desktop, { save: saved(full.slice(0, 10), { mode: 'hvc', human: 1, level: 5 }, true) }));
  await p
    .getByTestId('thinking')
    .waitFor({ state: 'visible', timeout: 3000 })
    .catch(() => {});
  await p.waitForTimeout(700);
  await shot(p, 'draughts-desktop-thinking');
  await ctx.close();

  ({ ctx, p } = await open(desktop, { save: saved(full) }));
  await shot(p, 'draughts-desktop-over');
  // An imported position with Black to move: the move list starts in Black's column.
  await p.getByTestId('new-game').click();
  await p.getByTestId('mode').selectOption('hvh');
  await p.getByTestId('start').click();
  await p.getByTestId('import').click();
  await p.getByTestId('import-text').fill('[GameType "25"]\n[FEN "B:WKh4:Bc7,d2,d4,d6,g5,a7"]\n*');
  await shot(p, 'draughts-desktop-import');
  await p.getByTestId('import-load').click();
  // Black a7-b6, then White's king h4 picks e1, which two capture paths reach: the choice waits.
  for (const [a, b] of [
    ['a7', 'b6'],
    ['h4', 'e1'],
  ]) {
    await p.getByRole('gridcell', { name: new RegExp(`^${a} `) }).click();
    await p.getByRole('gridcell', { name: new RegExp(`^${b} `) }).click();
  }
  await p.waitForTimeout(200);
  await shot(p, 'draughts-desktop-ambiguous');
  await ctx.close();

  ({ ctx, p } = await open(phone, { save: saved(mid, undefined, true) }));
  await shot(p, 'draughts-phone-flipped');
  await shot(p, 'draughts-phone-full', { fullPage: true });
  await ctx.close();
  ({ ctx, p } = await open(phone, { lang: 'ru', save: saved(full) }));
  await shot(p, 'draughts-phone-over-ru');
  await ctx.close();
}
