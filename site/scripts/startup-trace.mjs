// A Chromium performance trace of the page's start-up, read back as the main thread's long tasks and what
// each spent its time on: `node scripts/startup-trace.mjs [game] [runs]` after `npm run build` (a game of the
// registry, by its folder's name in site/src/games; no game, or '': the page's address alone, which opens the
// registry's first game). Each run is a cold load (a fresh context) and then a warm one (a reload), each
// until the board is playable: a cell offers a move, a drop's empty square (', legal move') or a piece that
// can move (', can move'), whatever the game. The README's start-up table comes from here
// and from tests/e2e/specs/startup.spec.ts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/serve.mjs';
import { mainThreadCpu, mainThreadTasks, traceEvents } from '../../scripts/trace-tasks.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const game = process.argv[2] ?? '';
const runs = Number(process.argv[3] ?? 1);
// The registry's games are site/src/games's folders, each with its game.ts (site/src/games/index.ts imports them).
const gamesDir = path.join(here, '../src/games');
const games = fs
  .readdirSync(gamesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(gamesDir, entry.name, 'game.ts')))
  .map((entry) => entry.name);
if (game !== '' && !games.includes(game)) throw new Error(`no game '${game}': one of ${games.join(', ')}, or none`);

async function traced(page, cdp, load) {
  let playable = 0;
  const events = await traceEvents(
    cdp,
    async () => {
      await load();
      // Polled with plain evaluations: a locator would load Playwright's injected script, a long task of its own.
      // The page's own words for a cell a press would play from (src/i18n.ts: legalSuffix, movableSuffix).
      const legal = () =>
        document.querySelector(
          '[role="gridcell"][aria-label$=", legal move"], [role="gridcell"][aria-label$=", can move"]',
        ) !== null;
      for (let t = 0; !(await page.evaluate(legal).catch(() => false)); t += 50) {
        if (t > 60_000) throw new Error('no playable board within 60 s');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      playable = await page.evaluate(() => performance.now());
      await page.waitForTimeout(700);
    },
    { profile: process.env.PLY_PROFILE === '1' },
  );
  return { playable: Math.round(playable), tasks: mainThreadTasks(events), cpu: mainThreadCpu(events) };
}

const root = path.resolve(process.env.PLY_SITE_DIST ?? path.join(here, '../dist'));
const { server, url } = await startServer({ root, port: 0, prefix: '/ply/' });
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
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const cold = await traced(page, cdp, () => page.goto(game === '' ? url : `${url}#/${game}`));
    const warm = await traced(page, cdp, () => page.reload());
    for (const [kind, r] of [
      ['cold', cold],
      ['warm', warm],
    ]) {
      console.log(
        `run ${i + 1} ${kind}: playable ${r.playable} ms, longest ${Math.max(0, ...r.tasks.map((t) => t.ms))} ms (cpu ${Math.max(0, ...r.tasks.map((t) => t.cpu))} ms), main thread's cpu in all ${r.cpu} ms`,
      );
      if (process.env.PLY_SUMMARY === '1') continue;
      for (const t of r.tasks) {
        console.log(`  at ${t.at} ms: ${t.ms} ms (cpu ${t.cpu}) [${t.marks.join(' ')}] ${t.parts.join(' | ')}`);
        if (t.hot.length) console.log(`      samples: ${t.hot.join(' | ')}`);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
