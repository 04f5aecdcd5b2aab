// Nodes per second of the threaded module in headless Chromium, as the page's search worker runs it: each
// game's level 5 from its start for a fixed time, on 1, 2 and 4 threads, in the built site served cross-origin
// isolated. A game's site/src/games/<game>/bench.json may set the position searched (`start`, a Session.load
// text) and the search's options (`options`), e.g. where its start is answered at once (a book, an opening).
// What docs/performance.md compares with native `ply best <game> --level 5 --time-ms T --threads N`. It runs
// on the page's main thread, which may block.
//   node site/scripts/threads-bench.mjs [--ms 2000] [--threads 1,2,4]     (after the wasm preset and the site)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { startServer } from '../../scripts/serve.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '../dist');
const require = createRequire(path.resolve(here, '../../tests/e2e/package.json'));
const { chromium } = require('playwright-core');

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const ms = Number(arg('ms', '2000'));
const threadCounts = arg('threads', '1,2,4').split(',').map(Number);

/** Each game's bench.json, by the game's folder name (its id): {start?, options?}. */
const gamesDir = path.resolve(here, '../src/games');
const setups = Object.fromEntries(
  fs
    .readdirSync(gamesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(gamesDir, entry.name, 'bench.json')))
    .map((entry) => [entry.name, JSON.parse(fs.readFileSync(path.join(gamesDir, entry.name, 'bench.json'), 'utf8'))]),
);

const assets = fs.readdirSync(path.join(dist, 'assets'));
const asset = (re) => {
  const file = assets.find((f) => re.test(f));
  if (!file) throw new Error(`no ${re} in ${dist}/assets: build the wasm preset, then the site`);
  return `assets/${file}`;
};
const files = {
  glue: asset(/^ply-threads-.*\.mjs$/),
  wasm: asset(/^ply-threads-.*\.wasm$/),
  worker: asset(/^ply-threads\.worker-.*\.js$/),
};

const { server, url } = await startServer({ root: dist, port: 0 });
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
  const page = await browser.newPage();
  page.on('console', (m) => console.error('[page]', m.text()));
  page.on('crash', () => console.error('[page] crashed'));
  await page.goto(new URL('registerSW.js', url).href); // a same-origin document that runs no app
  if (!(await page.evaluate(() => crossOriginIsolated))) throw new Error('the page is not cross-origin isolated');
  for (const threads of threadCounts) {
    // On the page's main thread (a benchmark may hold it): the pool's workers are nested in nothing.
    const rows = await page.evaluate(
      async ({ files, threads, ms, base, setups }) => {
        const abs = (f) => new URL(f, base).href;
        const { default: createPly } = await import(abs(files.glue));
        const ply = await createPly({
          plyThreadPool: Math.max(1, threads - 1), // 3.1.6's module never starts with an empty pool
          mainScriptUrlOrBlob: abs(files.glue),
          locateFile: (f) => (f.endsWith('.worker.js') ? abs(files.worker) : abs(files.wasm)),
        });
        const rows = [];
        for (const game of ply.games()) {
          const session = ply.createSession(game);
          session.configure(threads, 16);
          const setup = setups[game] ?? {};
          if (setup.start) session.load(setup.start);
          session.prepare();
          const r = session.search(session.levels().length, ms, 1, setup.options ?? {}, () => true);
          rows.push({ game, nodes: r.nodes, timeMs: r.timeMs, depth: r.depth });
          session.delete();
        }
        ply.PThread.terminateAllThreads();
        return rows;
      },
      { files, threads, ms, base: url, setups },
    );
    for (const r of rows) {
      const rate = r.timeMs > 0 ? (r.nodes / r.timeMs) * 1000 : 0;
      console.log(
        `${threads} thread(s)  ${r.game.padEnd(9)} depth ${String(r.depth).padStart(2)}  ${String(r.nodes).padStart(10)} nodes  ${String(r.timeMs).padStart(5)} ms  ${(rate / 1e6).toFixed(2)} M nodes/s`,
      );
    }
  }
} finally {
  await browser.close();
  server.close();
}
