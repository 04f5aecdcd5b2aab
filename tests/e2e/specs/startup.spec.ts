// Start-up long tasks (PerformanceObserver 'longtask', buffered), averaged over a few loads, cold (a fresh
// context: nothing cached) and warm (a reload in the same context), and the time to a playable board (the
// first legal-move cell in the grid). The aim is no task over 50 ms on a normal machine. On this
// shared, loaded machine a task's wall time is mostly waiting for a core, so the wall-time bounds are
// generous; the tasks' thread (CPU) time, read from a Chromium trace, is held to a bound near the aim.
import { mainThreadTasks, traceEvents } from '../../../scripts/trace-tasks.mjs';
import { expect, test, type Page } from '../fixtures';

const LOADS = 3;
// Measured here (2 cores shared by five agents, load average 13-16) with the page recording its own
// playable moment: cold 185-240 ms, warm 100-270 ms (README, Performance). On such a machine a task's wall
// time is mostly waiting for a core; the bounds leave room for that and still fail on a regression (the
// page before this round measured cold 240-480 ms).
const COLD_BOUND_MS = 600;
const WARM_BOUND_MS = 350;
// The longest task's thread time, mean over the loads: 9-21 ms here at load 9-19 (README, Performance). A
// block of about 150 ms of work put into the shell's first drawing measured 127-153 ms at load 17-18 and
// failed it; a block of 150 ms of wall time (a busy wait) is only its CPU share: 58-116 ms.
const CPU_BOUND_MS = 75;

// Both are recorded by the page itself. Waiting with a locator instead would load Playwright's injected
// script into the page, whose evaluation (70-150 ms here) is a long task of the test's, not the page's.
interface Probe {
  longTasks: number[];
  playable: number | null;
}

// Playwright's trace takes a snapshot of the page at each action (each evaluate here): work in the page
// that would count as the page's own long tasks.
test.use({ trace: 'off' });

async function observeStartUp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const probe: Probe = { longTasks: [], playable: null };
    (window as unknown as { __startUp: Probe }).__startUp = probe;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) probe.longTasks.push(Math.round(e.duration));
    }).observe({ type: 'longtask', buffered: true });
    // A playable board: the grid offers a legal move.
    const cells = new MutationObserver(() => {
      if (!document.querySelector('[role="gridcell"][aria-label$=", legal move"]')) return;
      probe.playable = performance.now();
      cells.disconnect();
    });
    cells.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
  });
}

async function measure(page: Page): Promise<{ longest: number; playable: number }> {
  const read = (): Promise<Probe> => page.evaluate(() => (window as unknown as { __startUp: Probe }).__startUp);
  await expect.poll(async () => (await read()).playable, { timeout: 60_000, intervals: [100] }).not.toBeNull();
  await page.waitForTimeout(500);
  const probe = await read();
  return { longest: Math.max(0, ...probe.longTasks), playable: probe.playable ?? Infinity };
}

test('start-up: no long task over the bound, averaged over loads; the numbers are printed', async ({ browser }) => {
  test.setTimeout(300_000);
  const cold: { longest: number; playable: number }[] = [];
  const warm: { longest: number; playable: number }[] = [];
  for (let i = 0; i < LOADS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await observeStartUp(page);
    await page.goto('./#/reversi');
    cold.push(await measure(page));
    await page.reload();
    warm.push(await measure(page));
    await context.close();
  }
  const mean = (xs: number[]): number => Math.round(xs.reduce((a, b) => a + b, 0) / xs.length);
  const report = {
    coldLongestTaskMs: mean(cold.map((r) => r.longest)),
    coldPlayableMs: mean(cold.map((r) => r.playable)),
    warmLongestTaskMs: mean(warm.map((r) => r.longest)),
    warmPlayableMs: mean(warm.map((r) => r.playable)),
  };
  console.log(`[startup] ${JSON.stringify(report)} cold ${JSON.stringify(cold)} warm ${JSON.stringify(warm)}`);
  expect(report.coldLongestTaskMs).toBeLessThan(COLD_BOUND_MS);
  expect(report.warmLongestTaskMs).toBeLessThan(WARM_BOUND_MS);
});

test('start-up: no main-thread task over the CPU-time bound in a trace, averaged over loads', async ({ browser }) => {
  test.setTimeout(300_000);
  const longest: Record<'cold' | 'warm', number[]> = { cold: [], warm: [] };
  for (let i = 0; i < LOADS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await observeStartUp(page);
    const cdp = await context.newCDPSession(page);
    for (const kind of ['cold', 'warm'] as const) {
      const events = await traceEvents(cdp, async () => {
        await (kind === 'cold' ? page.goto('./#/reversi') : page.reload());
        await measure(page);
      });
      longest[kind].push(Math.max(0, ...mainThreadTasks(events, 10).map((t: { cpu: number }) => t.cpu)));
    }
    await context.close();
  }
  const mean = (xs: number[]): number => Math.round(xs.reduce((a, b) => a + b, 0) / xs.length);
  const { cold, warm } = longest;
  console.log(
    `[startup] longest task's CPU time (ms; 0: none over 10 ms): cold ${JSON.stringify(cold)} warm ${JSON.stringify(warm)}`,
  );
  expect(mean(longest.cold)).toBeLessThan(CPU_BOUND_MS);
  expect(mean(longest.warm)).toBeLessThan(CPU_BOUND_MS);
});
