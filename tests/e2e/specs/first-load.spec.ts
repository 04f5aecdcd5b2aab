// The first load of any game stays small: the page, its scripts, styles and the wasm module, gzipped, under
// 470 KB. A game's data files (Reversi's learned weights and opening book) are not part of it: the worker
// fetches them when the strong level first needs them (data.spec.ts). docs/performance.md records the sizes
// this prints.
import zlib from 'node:zlib';
import { expect, test } from '../fixtures';

const GAMES = ['reversi', 'draughts', 'gomoku', 'chess'];
const LIMIT = 470_000;
const COUNTED = /\.(html|js|mjs|css|wasm)$|\/$/;

test('the first load of each game is under 470 KB gzipped, and fetches no data file', async ({ browser }) => {
  test.setTimeout(120_000);
  for (const game of GAMES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const sizes = new Map<string, number>();
    const bodies: Promise<void>[] = [];
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (r.status() !== 200) return;
      bodies.push(
        r.body().then(
          (body) => void sizes.set(path, zlib.gzipSync(body, { level: 9 }).length),
          () => {},
        ),
      );
    });
    await page.goto(`./#/${game}`);
    await expect(page.getByRole('grid')).toBeVisible();
    // The page marks the game opened on its engine (main.ts).
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('ply:game').length), { timeout: 30_000 })
      .toBe(1);
    await page.waitForLoadState('networkidle');
    await Promise.all(bodies);
    await context.close();

    const files = [...sizes].filter(([path]) => COUNTED.test(path));
    const total = files.reduce((sum, [, bytes]) => sum + bytes, 0);
    const wasm = files.filter(([path]) => path.endsWith('.wasm')).reduce((sum, [, bytes]) => sum + bytes, 0);
    console.log(`${game}: ${total} bytes gzipped (wasm ${wasm}, ${files.length} files)`);
    expect(
      [...sizes.keys()].filter((path) => /\.(weights|book|nnue)$/.test(path)),
      `${game} fetched a data file`,
    ).toEqual([]);
    expect(total, `${game}'s first load: ${files.map(([p, b]) => `${p} ${b}`).join(', ')}`).toBeLessThan(LIMIT);
  }
});
