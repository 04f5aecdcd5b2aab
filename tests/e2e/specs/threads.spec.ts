// The search worker on several threads: where the page is cross-origin isolated, the threads the player
// chose (the Engine dialog) search with the threaded module (ply-threads.*), whose pool of workers the search
// worker starts; where it is not, the single-threaded module plays, silently, and the dialog says why.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../../scripts/serve.mjs';
import {
  OUT_OF_BOOK,
  closeServer,
  countWorkers,
  expect,
  importMoves,
  legalSquares,
  openGame,
  screenshot,
  test,
  ui,
  type Page,
  selectTopLevel,
} from '../fixtures';

/** The shell's settings as the page saves them, with the engine's resources chosen. */
async function chooseResources(page: Page, threads: number, tableMb: number): Promise<void> {
  await page.addInitScript(
    ([t, mb]) => {
      if (sessionStorage.getItem('chosen')) return; // a reload keeps what the page saved since
      sessionStorage.setItem('chosen', '1');
      localStorage.setItem('ply.v1.settings', JSON.stringify({ threads: t, tableMb: mb }));
    },
    [threads, tableMb],
  );
}

/** The URLs the page and its workers fetch of the threaded module (the service worker's precache included). */
function threadedRequests(page: Page): string[] {
  const seen: string[] = [];
  page.context().on('request', (r) => {
    if (/ply-threads/.test(r.url())) seen.push(r.url());
  });
  return seen;
}

async function searchOutOfBook(page: Page): Promise<void> {
  const { cell, level, moves, thinking } = ui(page);
  await selectTopLevel(level);
  await importMoves(page, OUT_OF_BOOK);
  await expect(moves).toHaveCount(20);
  await cell((await legalSquares(page))[0]!).click();
  await expect(thinking).toHaveText(/\d/, { timeout: 30_000 });
  await expect(moves).toHaveCount(22, { timeout: 60_000 });
}

/** Opens the Engine dialog; its status line says what the engine runs with. */
async function openEngineDialog(page: Page): Promise<ReturnType<Page['getByTestId']>> {
  await page.getByTestId('engine-settings').click();
  const status = page.getByTestId('engine-status');
  await expect(status).toBeVisible();
  return status;
}

test('on an isolated page, two threads chosen search with the threaded module; undo still stops them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await chooseResources(page, 2, 32);
  await openGame(page);
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
  await searchOutOfBook(page);
  // The worker says what its module can start: two threads only from the threaded module (the other has one).
  await expect(await openEngineDialog(page)).toHaveText(/search on 2 of this device’s \d+ cores, with a 32 MB table/);
  await expect(page.getByTestId('engine-threads')).toHaveValue('2');
  await expect(page.getByTestId('engine-table')).toHaveValue('32');
  await screenshot(page, 'engine-dialog-desktop');
  await page.setViewportSize({ width: 360, height: 780 });
  await screenshot(page, 'engine-dialog-360');
  await page.locator('#engine-close').click();
  await page.setViewportSize({ width: 1280, height: 800 });

  // The stop flag reaches a search on threads: undo takes the move back at once, and the worker answers again.
  const { cell, moves, thinking, undo } = ui(page);
  await cell((await legalSquares(page))[0]!).click();
  await expect(thinking).toBeVisible();
  await undo.click();
  await expect(thinking).toBeHidden({ timeout: 3_000 });
  await expect(moves).toHaveCount(22);
  await ui(page).level.selectOption('1');
  await cell((await legalSquares(page))[0]!).click();
  await expect(moves).toHaveCount(24, { timeout: 30_000 });
});

test('threads changed in the Engine dialog take effect at the next search, and stay after a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await chooseResources(page, 1, 16);
  await openGame(page);
  await expect(await openEngineDialog(page)).toHaveText(/search on 1 of this device’s \d+ cores, with a 16 MB table/);
  await page.getByTestId('engine-threads').selectOption('2');
  await expect(page.getByTestId('engine-status')).toHaveText(/takes these settings at its next search/);
  await page.locator('#engine-close').click();
  await searchOutOfBook(page);
  await expect(await openEngineDialog(page)).toHaveText(/search on 2 of/);
  await page.locator('#engine-close').click();

  await page.reload();
  await expect(ui(page).moves).toHaveCount(22);
  await page.getByTestId('engine-settings').click();
  await expect(page.getByTestId('engine-threads')).toHaveValue('2');
  // In Russian too.
  await page.locator('#engine-close').click();
  await ui(page).lang.selectOption('ru');
  await expect(await openEngineDialog(page)).toHaveText(/считают на 2 из \d+ ядер этого устройства, таблица 16 МБ/);
  await screenshot(page, 'engine-dialog-ru');
});

test('a threaded module that cannot start (its wasm refused, as a browser short of shared memory would) leaves one thread, silently', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.context().route(/ply-threads-.*\.wasm$/, (route) => route.abort());
  await chooseResources(page, 2, 32);
  await openGame(page);
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
  await searchOutOfBook(page);
  await expect(await openEngineDialog(page)).toHaveText(
    /search on 1 of this device’s \d+ cores, with a 32 MB table\. This browser would not start more threads here\./,
  );
  await expect(page.getByTestId('engine-threads')).toHaveValue('2');
});

test('a job on threads that does not stop in time is left after 3 s: a fresh worker, on threads again, answers', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await chooseResources(page, 2, 32);
  // The page's stop flag never moves (as if the worker's search did not read it).
  await page.addInitScript(() => {
    Atomics.store = ((_array: Int32Array, _index: number, value: number) => value) as typeof Atomics.store;
  });
  const workers = await countWorkers(page);
  await openGame(page);
  const { moves, undo } = ui(page);
  await importMoves(page, OUT_OF_BOOK);
  await expect(moves).toHaveCount(20);
  const hintLine = page.getByTestId('hint-line');
  // The hints' analysis runs for 20 s: stopped by undo, it goes on in the worker, which then never answers.
  await page.getByTestId('hint').click();
  await expect(hintLine).toHaveText(/depth/, { timeout: 30_000 });
  await undo.click();
  await expect(moves).toHaveCount(18);
  await page.getByTestId('hint').click();
  // The next job waits for the engine's grace (3 s), then runs on a fresh worker, with its threads.
  await expect(hintLine).toHaveText(/depth/, { timeout: 30_000 });
  expect(await workers()).toBe(2);
  await expect(await openEngineDialog(page)).toHaveText(/search on 2 of this device’s \d+ cores, with a 32 MB table/);
});

test.describe('where the page is not isolated', () => {
  // No service worker: it would isolate the page from the second load on.
  test.use({ serviceWorkers: 'block' });

  test('two threads chosen play on one thread, silently, and the dialog says why', async ({ page }) => {
    test.setTimeout(120_000);
    const root =
      process.env.PLY_SITE_DIST ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../site/dist');
    const { server, url } = await startServer({ root, port: 0, host: '127.0.0.1', prefix: '/plain/', isolate: false });
    try {
      await chooseResources(page, 2, 32);
      const requests = threadedRequests(page);
      await openGame(page, url);
      expect(await page.evaluate(() => crossOriginIsolated)).toBe(false);
      await searchOutOfBook(page);
      expect(requests).toEqual([]);
      await expect(await openEngineDialog(page)).toHaveText(/Here the engine searches on one thread/);
      await expect(page.getByTestId('engine-threads')).toBeDisabled();
      await expect(page.getByTestId('engine-threads')).toHaveValue('1');
      await screenshot(page, 'engine-dialog-one-thread');
    } finally {
      await closeServer(server);
    }
  });
});
