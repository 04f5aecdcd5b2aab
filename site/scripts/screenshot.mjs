// Screenshots of the built page (dist/ served under /ply/) in headless Chromium, for looking at it:
// desktop 1280x800 and a small phone 360x780: the start screen, Reversi, Russian draughts and gomoku at the
// start, mid-game, thinking, game over, dialogs, flipped, Russian.
// Usage: npm run build && node scripts/screenshot.mjs   → screenshots/*.png
import { readFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';

const OUT = fileURLToPath(new URL('../screenshots/', import.meta.url));
const GEN = new URL('../src/wasm/generated/', import.meta.url);
const PORT = 4319;
const URL_BASE = `http://127.0.0.1:${PORT}/ply/`;

/** Random legal games from the real engine, to put saved positions into localStorage. */
async function randomGame(seed, game = 'reversi', stopWhen = () => false) {
  globalThis.__dirname ??= fileURLToPath(GEN);
  const { default: createPly } = await import(pathToFileURL(fileURLToPath(new URL('ply.mjs', GEN))).href);
  const ply = await createPly({ wasmBinary: readFileSync(new URL('ply.wasm', GEN)) });
  const s = ply.createSession(game);
  let x = seed;
  while (!s.status().over && !stopWhen(s)) {
    const legal = s.legalMoves();
    x = (x * 16807) % 2147483647;
    s.play(legal[x % legal.length]);
  }
  const moves = s.history();
  s.delete();
  return moves;
}

/**
 * A gomoku game the engine plays against itself from `start` to a five: level 3 as Black against level 2 (the
 * original bots often fill the board between them; then against level 1).
 */
async function gomokuGame(start, seed) {
  globalThis.__dirname ??= fileURLToPath(GEN);
  const { default: createPly } = await import(pathToFileURL(fileURLToPath(new URL('ply.mjs', GEN))).href);
  const ply = await createPly({ wasmBinary: readFileSync(new URL('ply.wasm', GEN)) });
  const s = ply.createSession('gomoku');
  for (const white of [2, 2, 2, 1]) {
    s.load(start);
    while (!s.status().over)
      s.play(s.search(s.history().length % 2 === 0 ? 3 : white, 200, seed++, 0.8, () => true).move);
    if (s.status().reason === 'five') break;
  }
  const moves = s.history();
  s.delete();
  return moves;
}

function saved(moves, settings = { mode: 'hvc', human: 0, level: 3 }, flipped = false, start = null, extra = {}) {
  return JSON.stringify({ v: 1, settings, start, moves, future: [], flipped, ...extra });
}

async function page(browser, viewport, { lang = 'en', game = null, draughts = null, gomoku = null, hash = '' } = {}) {
  const ctx = await browser.newContext({
    viewport,
    deviceScaleFactor: 2,
    hasTouch: viewport.width < 500,
    locale: lang === 'ru' ? 'ru-RU' : 'en-US',
  });
  const p = await ctx.newPage();
  p.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
  p.on('pageerror', (e) => console.log('pageerror:', e.message));
  await p.addInitScript(
    ([g, d, k, l]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.clear();
      if (g) localStorage.setItem('ply.v1.reversi', g);
      if (d) localStorage.setItem('ply.v1.draughts', d);
      if (k) localStorage.setItem('ply.v1.gomoku', k);
      localStorage.setItem('ply.v1.settings', JSON.stringify({ lang: l }));
    },
    [game, draughts, gomoku, lang],
  );
  await p.goto(URL_BASE + hash);
  if (hash === '#/') {
    await p.waitForFunction(
      () => document.querySelector('[data-testid=game-draughts]')?.getAttribute('aria-disabled') === 'false',
    );
  } else {
    await p.locator('[role=gridcell]').first().waitFor();
    await p.waitForFunction(
      () => !/Loading|Загрузка/.test(document.querySelector('[data-testid=turn]')?.textContent ?? ''),
    );
  }
  await p.waitForTimeout(400);
  return { ctx, p };
}

async function shot(p, name) {
  await p.screenshot({ path: `${OUT}${name}.png` });
  console.log(`screenshots/${name}.png`);
}

mkdirSync(OUT, { recursive: true });
const server = await serve(PORT, '/ply/');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const full = await randomGame(12345);
  const mid = full.slice(0, 24);
  const desktop = { width: 1280, height: 800 };
  const phone = { width: 360, height: 780 };

  let { ctx, p } = await page(browser, desktop);
  await shot(p, 'desktop-start');
  await p.getByRole('gridcell', { name: /^d3 / }).hover();
  await p.waitForTimeout(200);
  await shot(p, 'desktop-hover');
  await p.getByTestId('new-game').click();
  await p.waitForTimeout(200);
  await shot(p, 'desktop-dialog');
  await ctx.close();

  ({ ctx, p } = await page(browser, desktop, { game: saved(mid, { mode: 'hvc', human: 0, level: 5 }) }));
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

  ({ ctx, p } = await page(browser, desktop, { game: saved(full) }));
  await shot(p, 'desktop-over');
  await ctx.close();

  ({ ctx, p } = await page(browser, phone));
  await shot(p, 'phone-start');
  await ctx.close();
  ({ ctx, p } = await page(browser, phone, { game: saved(mid) }));
  await shot(p, 'phone-mid');
  await p.screenshot({ path: `${OUT}phone-mid-full.png`, fullPage: true });
  await ctx.close();
  ({ ctx, p } = await page(browser, phone, { lang: 'ru', game: saved(full) }));
  await shot(p, 'phone-over-ru');
  await ctx.close();
  ({ ctx, p } = await page(browser, { width: 844, height: 390 }, { game: saved(mid) }));
  await shot(p, 'phone-landscape');
  await ctx.close();

  // The start screen.
  ({ ctx, p } = await page(browser, desktop, { hash: '#/' }));
  await shot(p, 'start-desktop');
  await ctx.close();
  ({ ctx, p } = await page(browser, phone, { hash: '#/' }));
  await shot(p, 'start-phone');
  await ctx.close();
  ({ ctx, p } = await page(browser, phone, { hash: '#/', lang: 'ru' }));
  await shot(p, 'start-phone-ru');
  await ctx.close();

  // Russian draughts: the start, a piece picked, a position with captures to make, the end, flipped, Russian.
  const dFull = await randomGame(777, 'draughts');
  const captures = (s) => s.history().length > 16 && s.legalMoves().some((m) => m.split(':').length > 2);
  const dCapture = await randomGame(4242, 'draughts', captures);
  const dMid = dFull.slice(0, Math.min(30, dFull.length - 2));
  ({ ctx, p } = await page(browser, desktop, { hash: '#/draughts' }));
  await shot(p, 'draughts-desktop-start');
  await p.getByRole('gridcell', { name: /^c3 / }).click();
  await p.getByRole('gridcell', { name: /^d4 / }).hover();
  await p.waitForTimeout(200);
  await shot(p, 'draughts-desktop-picked');
  await ctx.close();

  ({ ctx, p } = await page(browser, desktop, {
    hash: '#/draughts',
    draughts: saved(dCapture, { mode: 'hvh', human: 0, level: 3 }),
  }));
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
  ({ ctx, p } = await page(browser, desktop, {
    hash: '#/draughts',
    draughts: saved(dFull.slice(0, 10), { mode: 'hvc', human: 1, level: 5 }, true),
  }));
  await p
    .getByTestId('thinking')
    .waitFor({ state: 'visible', timeout: 3000 })
    .catch(() => {});
  await p.waitForTimeout(700);
  await shot(p, 'draughts-desktop-thinking');
  await ctx.close();

  ({ ctx, p } = await page(browser, desktop, { hash: '#/draughts', draughts: saved(dFull) }));
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

  ({ ctx, p } = await page(browser, phone, { hash: '#/draughts', draughts: saved(dMid, undefined, true) }));
  await shot(p, 'draughts-phone-flipped');
  await p.screenshot({ path: `${OUT}draughts-phone-full.png`, fullPage: true });
  await ctx.close();
  ({ ctx, p } = await page(browser, phone, { lang: 'ru', hash: '#/draughts', draughts: saved(dFull) }));
  await shot(p, 'draughts-phone-over-ru');
  await ctx.close();

  // Gomoku: 10x10 and 15x15 in the middle of a game and at a won end, desktop and phone; move numbers; Russian.
  for (const size of [10, 15]) {
    const start = `${size} freestyle:`;
    const full = await gomokuGame(start, size * 7);
    const mid = full.slice(0, Math.min(14, full.length - 3));
    const vs = { mode: 'hvc', human: 0, level: 3, aggressiveness: 0.8 };
    for (const [device, viewport] of [
      ['desktop', desktop],
      ['phone', phone],
    ]) {
      ({ ctx, p } = await page(browser, viewport, { hash: '#/gomoku', gomoku: saved(mid, vs, false, start) }));
      const free = p.getByRole('gridcell', { name: /, legal move$/ }).nth(Math.floor(size * size * 0.45));
      if (device === 'desktop') await free.hover();
      else await free.tap();
      await p.waitForTimeout(200);
      await shot(p, `gomoku-${size}-${device}-mid`);
      await ctx.close();
      ({ ctx, p } = await page(browser, viewport, {
        hash: '#/gomoku',
        gomoku: saved(full, vs, false, start, { moveNumbers: size === 10 }),
      }));
      await shot(p, `gomoku-${size}-${device}-won`);
      await ctx.close();
    }
  }
  ({ ctx, p } = await page(browser, desktop, { hash: '#/gomoku' }));
  await p.getByTestId('new-game').click();
  await p.waitForTimeout(200);
  await shot(p, 'gomoku-desktop-dialog');
  await ctx.close();
  ({ ctx, p } = await page(browser, phone, {
    lang: 'ru',
    hash: '#/gomoku',
    gomoku: saved(await gomokuGame('15 standard:', 5), undefined, false, '15 standard:'),
  }));
  await shot(p, 'gomoku-15-phone-won-ru');
  await ctx.close();
} finally {
  await browser.close();
  server.close();
}
