// Screenshots of the built page (dist/ served under /ply/) in headless Chromium, for looking at it: the start
// screen, desktop 1280x800 and a small phone 360x780, then each game's own (site/src/games/<game>/screenshots.mjs:
// its start, mid-game, thinking, game over, dialogs, flipped, Russian, as it chooses).
// Usage: npm run build && node scripts/screenshot.mjs [start|<game> ...]   → screenshots/*.png
// (with names, only the start screen's or those games' shots).
//
// A game's screenshots.mjs exports a default async function, given its tools: open(viewport, {lang, save,
// hash}) a fresh page on the game (`save`: its saved game, from saved(); `hash`: another address than
// '#/<game>'), returning {ctx, p}; shot(p, name, {fullPage}); saved(moves, settings, flipped, start, extra);
// randomGame(seed, stopWhen) a random legal game of the real engine, its moves' texts (stopWhen(session) ends
// it early); session() a new engine Session of the game (the caller deletes it); desktop and phone, the two
// viewports.
import { existsSync, readFileSync, readdirSync, mkdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/serve.mjs';

const OUT = fileURLToPath(new URL('../screenshots/', import.meta.url));
const GEN = new URL('../src/wasm/generated/', import.meta.url);
const GAMES_DIR = new URL('../src/games/', import.meta.url);
const PORT = 4319;
const URL_BASE = `http://127.0.0.1:${PORT}/ply/`;

/** The games that have screenshots, by their folder's name (their id), each with its screenshots.mjs. */
const GAMES = readdirSync(GAMES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/screenshots.mjs`, GAMES_DIR)))
  .map((entry) => ({ id: entry.name, module: new URL(`${entry.name}/screenshots.mjs`, GAMES_DIR) }))
  .sort((a, b) => a.id.localeCompare(b.id));

const wanted = process.argv.slice(2);
for (const name of wanted) {
  if (name !== 'start' && !GAMES.some((g) => g.id === name))
    throw new Error(`no screenshots for '${name}': start or one of ${GAMES.map((g) => g.id).join(', ')}`);
}
const runs = (name) => wanted.length === 0 || wanted.includes(name);

/** A new Session of `game` from a fresh instance of the real engine (the caller deletes it). */
async function newSession(game) {
  globalThis.__dirname ??= fileURLToPath(GEN);
  const { default: createPly } = await import(pathToFileURL(fileURLToPath(new URL('ply.mjs', GEN))).href);
  const ply = await createPly({ wasmBinary: readFileSync(new URL('ply.wasm', GEN)) });
  return ply.createSession(game);
}

/** Random legal games from the real engine, to put saved positions into localStorage: the moves' texts. */
async function randomGame(game, seed, stopWhen = () => false) {
  const s = await newSession(game);
  let x = seed;
  while (!s.status().over && !stopWhen(s)) {
    const legal = s.legalMoves();
    x = (x * 16807) % 2147483647;
    s.play(legal[x % legal.length].input);
  }
  const moves = s.history().map((m) => m.input);
  s.delete();
  return moves;
}

function saved(moves, settings = { mode: 'hvc', human: 0, level: 3 }, flipped = false, start = null, extra = {}) {
  return JSON.stringify({ v: 1, settings, start, moves, future: [], flipped, ...extra });
}

/** A fresh page at `hash`, in `lang`, with nothing saved but `save` (the game's, for `game`). */
async function page(browser, viewport, { lang = 'en', game = null, save = null, hash = '' } = {}) {
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
    ([g, s, l]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.clear();
      if (g && s) localStorage.setItem(`ply.v1.${g}`, s);
      localStorage.setItem('ply.v1.settings', JSON.stringify({ lang: l }));
    },
    [game, save, lang],
  );
  await p.goto(URL_BASE + hash);
  if (hash === '#/') {
    // The cards are told which games this build plays once the engine is here.
    await p.waitForFunction(
      () =>
        document.querySelector('[data-testid=game-cards] .card') !== null &&
        document.querySelector('[data-testid=game-cards] .card:not([aria-disabled])') === null,
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

async function shot(p, name, { fullPage = false } = {}) {
  await p.screenshot({ path: `${OUT}${name}.png`, fullPage });
  console.log(`screenshots/${name}.png`);
}

mkdirSync(OUT, { recursive: true });
const { server } = await startServer({
  root: fileURLToPath(new URL('../dist/', import.meta.url)),
  port: PORT,
  prefix: '/ply/',
});
const browser = await chromium.launch({
  executablePath: process.env.PLY_CHROMIUM ?? '/usr/bin/chromium',
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
  const desktop = { width: 1280, height: 800 };
  const phone = { width: 360, height: 780 };

  if (runs('start')) {
    for (const [name, viewport, lang] of [
      ['start-desktop', desktop, 'en'],
      ['start-phone', phone, 'en'],
      ['start-phone-ru', phone, 'ru'],
    ]) {
      const { ctx, p } = await page(browser, viewport, { hash: '#/', lang });
      await shot(p, name);
      await ctx.close();
    }
  }

  for (const game of GAMES.filter((g) => runs(g.id))) {
    const { default: shots } = await import(game.module.href);
    await shots({
      open: (viewport, { lang, save, hash = `#/${game.id}` } = {}) =>
        page(browser, viewport, { lang, game: game.id, save, hash }),
      shot,
      saved,
      randomGame: (seed, stopWhen) => randomGame(game.id, seed, stopWhen),
      session: () => newSession(game.id),
      desktop,
      phone,
    });
  }
} finally {
  await browser.close();
  server.close();
}
