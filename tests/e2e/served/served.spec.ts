// What a newcomer gets from the README's first command, scripts/serve.sh, run on a fresh clone (scripts/test.sh
// serve starts it and passes its URL as PLY_SERVED_URL): every file the page and its service worker's precache
// list name is served, and a game can be played on it.
import { expect, test } from '@playwright/test';

const served = process.env.PLY_SERVED_URL;

test.beforeAll(() => {
  if (!served) throw new Error('PLY_SERVED_URL is unset: run this through `scripts/test.sh serve`');
});

/** The same-origin URLs an HTML page names in src and href attributes (scripts, styles, icons, manifest). */
function namedBy(html: string, base: string): string[] {
  const urls = [...html.matchAll(/\s(?:src|href)="([^"#]+)"/g)].map((m) => new URL(m[1], base));
  return urls.filter((url) => url.origin === new URL(base).origin).map(String);
}

/** Workbox's precache manifest in the service worker: precacheAndRoute([{url:"…",revision:…},…]). */
function precached(sw: string, base: string): string[] {
  const list = /precacheAndRoute\(\s*(\[[^\]]*\])/.exec(sw);
  if (!list) throw new Error('sw.js has no precacheAndRoute([...]) list');
  return [...list[1].matchAll(/url:\s*"([^"]+)"/g)].map((m) => String(new URL(m[1], base)));
}

test('every file the page and its service worker name answers 200', async ({ request }) => {
  const base = served!;
  const index = await request.get(base);
  expect(index.status()).toBe(200);
  const sw = await request.get(new URL('sw.js', base).href);
  expect(sw.status(), 'sw.js').toBe(200);
  const manifest = await request.get(new URL('manifest.webmanifest', base).href);
  expect(manifest.status(), 'manifest.webmanifest').toBe(200);
  const icons = ((await manifest.json()) as { icons: { src: string }[] }).icons.map((icon) =>
    String(new URL(icon.src, base)),
  );

  const files = [...new Set([...namedBy(await index.text(), base), ...precached(await sw.text(), base), ...icons])];
  // Both engine modules are precached (the page plays offline), the threaded one with its worker.
  for (const module of [
    /ply-[^/]*\.wasm$/,
    /ply-threads-[^/]*\.wasm$/,
    /ply-threads\.worker-[^/]*\.js$|ply-threads[^/]*worker[^/]*\.js$/,
  ]) {
    expect(
      files.some((file) => module.test(file)),
      `a file matching ${module} in ${files.join(' ')}`,
    ).toBe(true);
  }
  const failed: string[] = [];
  for (const file of files) {
    const response = await request.get(file);
    if (response.status() !== 200) failed.push(`${response.status()} ${file}`);
  }
  expect(failed, `of ${files.length} files`).toEqual([]);
});

test('a move is played on the served page and the computer answers', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(served!);
  await expect(page.getByRole('grid', { name: 'Reversi board' })).toBeVisible();
  await expect(page.getByTestId('turn')).not.toHaveText(/Loading/);
  await page.getByRole('gridcell', { name: /^d3 / }).click();
  await expect(page.getByRole('gridcell', { name: /^d3 / })).toHaveAttribute('aria-label', /^d3 black/);
  await expect(page.getByTestId('moves').locator('li')).toHaveCount(2);
  // The service worker that makes it work offline took charge.
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active))).toBe(true);
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
});
