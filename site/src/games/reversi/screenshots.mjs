// Reversi's screenshots (site/scripts/screenshot.mjs runs every game's, each with its own tools: see there):
// the start, a square hovered, the new-game dialog, discs flipping, the computer thinking, the end, a phone's
// mid-game (in portrait and landscape) and its end in Russian.
export default async function reversiShots({ open, shot, saved, randomGame, desktop, phone }) {
  const full = await randomGame(12345);
  const mid = full.slice(0, 24);

  let { ctx, p } = await open(desktop);
  await shot(p, 'desktop-start');
  await p.getByRole('gridcell', { name: /^d3 / }).hover();
  await p.waitForTimeout(200);
  await shot(p, 'desktop-hover');
  await p.getByTestId('new-game').click();
  await p.waitForTimeout(200);
  await shot(p, 'desktop-dialog');
  await ctx.close();

  ({ ctx, p } = await open(desktop, { save: saved(mid, { mode: 'hvc', human: 0, level: 5 }) }));
  const legal = p.getByRole('gridcell', { name: /legal move$/ }).first();
  await legal.click();
  await p.waitForTimeout(150);
  await shot(p, 'desktop-flip');
  // The reply may be a forced pass (no search); then there is nothing to show.
  await p
    .getByTestId('thinking')
    .waitFor({ state: 'visible', timeout: 3000 })
    .catch(() => {});
  await p.waitForTimeout(900);
  await shot(p, 'desktop-thinking');
  await ctx.close();

  ({ ctx, p } = await open(desktop, { save: saved(full) }));
  await shot(p, 'desktop-over');
  await ctx.close();

  ({ ctx, p } = await open(phone));
  await shot(p, 'phone-start');
  await ctx.close();
  ({ ctx, p } = await open(phone, { save: saved(mid) }));
  await shot(p, 'phone-mid');
  await shot(p, 'phone-mid-full', { fullPage: true });
  await ctx.close();
  ({ ctx, p } = await open(phone, { lang: 'ru', save: saved(full) }));
  await shot(p, 'phone-over-ru');
  await ctx.close();
  ({ ctx, p } = await open({ width: 844, height: 390 }, { save: saved(mid) }));
  await shot(p, 'phone-landscape');
  await ctx.close();
}
