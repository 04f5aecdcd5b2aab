// The page's memory while the analysis board runs: chess's five lines deepening for `--minutes`, the page's
// JS heap (after a forced garbage collection) and its DOM nodes sampled every `--every` seconds, in headless
// Chromium on the built site. A benchmark, not a test (issue 51: "an analysis left running for 10 minutes
// keeps the page's memory flat"); docs/performance.md records its output.
//   node site/scripts/analysis-memory.mjs [--minutes 10] [--every 60]     (after the wasm preset and the site)
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
const minutes = Number(arg('minutes', '10'));
const every = Number(arg('every', '60'));

const { server, url } = await startServer({ root: dist, port: 0 });
const browser = await chromium.launch({
  executablePath: process.env.PLY_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(`${url}#/chess`);
  await page.getByTestId('turn').filter({ hasNotText: 'Loading' }).waitFor();
  await page.getByTestId('analysis').click();
  await page.getByTestId('analysis-line-count').selectOption('5');
  const sample = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name) => metrics.find((m) => m.name === name)?.value ?? 0;
    const depth = (await page.getByTestId('analysis-lines').locator('li').first().textContent()) ?? '';
    return { heap: metric('JSHeapUsedSize'), nodes: metric('Nodes'), line: depth.slice(0, 40) };
  };
  console.log('minute  JS heap (KB)  DOM nodes  first line');
  const start = Date.now();
  for (;;) {
    const elapsed = (Date.now() - start) / 60000;
    const s = await sample();
    console.log(
      `${elapsed.toFixed(1).padStart(6)}  ${(s.heap / 1024).toFixed(0).padStart(12)}  ${String(s.nodes).padStart(9)}  ${s.line}`,
    );
    if (elapsed >= minutes) break;
    await page.waitForTimeout(every * 1000);
  }
} finally {
  await browser.close();
  server.close();
}
