// Gomoku's screenshots (site/scripts/screenshot.mjs runs every game's, each with its own tools: see there):
// 10x10 and 15x15 in the middle of a game and at a won end, desktop and phone; move numbers; the new-game
// dialog; a standard game won, in Russian.

/**
 * A game the engine plays against itself from `start` to a five: the look-ahead bot as Black against the
 * original bot (they often fill the board between them; then against the random mover). Each found in the
 * ladder by the number it had among the five levels before it (Session.levels(): legacy).
 */
async function engineGame(session, start, seed) {
  const s = await session();
  const old = (n) => s.levels().findIndex((l) => l.legacy === n) + 1;
  for (const white of [old(2), old(2), old(2), old(1)]) {
    s.load(start);
    while (!s.status().over)
      s.play(
        s.search(s.history().length % 2 === 0 ? old(3) : white, 200, seed++, { aggressiveness: 0.8 }, () => true).move,
      );
    if (s.status().reason === 'five') break;
  }
  const moves = s.history().map((m) => m.input);
  s.delete();
  return moves;
}

export default async function gomokuShots({ open, shot, saved, session, desktop, phone }) {
  let ctx, p;
  for (const size of [10, 15]) {
    const start = `${size} freestyle:`;
    const full = await engineGame(session, start, size * 7);
    const mid = full.slice(0, Math.min(14, full.length - 3));
    const vs = { mode: 'hvc', human: 0, level: 3, aggressiveness: 0.8 };
    for (const [device, viewport] of [
      ['desktop', desktop],
      ['phone', phone],
    ]) {
      ({ ctx, p } = await open(viewport, { save: saved(mid, vs, false, start) }));
      const free = p.getByRole('gridcell', { name: /, legal move$/ }).nth(Math.floor(size * size * 0.45));
      if (device === 'desktop') await free.hover();
      else await free.tap();
      await p.waitForTimeout(200);
      await shot(p, `gomoku-${size}-${device}-mid`);
      await ctx.close();
      ({ ctx, p } = await open(viewport, { save: saved(full, vs, false, start, { moveNumbers: size === 10 }) }));
      await shot(p, `gomoku-${size}-${device}-won`);
      await ctx.close();
    }
  }
  ({ ctx, p } = await open(desktop));
  await p.getByTestId('new-game').click();
  await p.waitForTimeout(200);
  await shot(p, 'gomoku-desktop-dialog');
  await ctx.close();
  const standard = '15 standard:';
  ({ ctx, p } = await open(phone, {
    lang: 'ru',
    save: saved(await engineGame(session, standard, 5), undefined, false, standard),
  }));
  await shot(p, 'gomoku-15-phone-won-ru');
  await ctx.close();
}
