// Start-up long tasks (PerformanceObserver 'longtask', buffered), averaged over a few loads, cold (a fresh
// context: nothing cached) and warm (a reload in the same context), and the time to a playable board (the
// first legal-move cell in the grid). The aim is no task over 50 ms on a normal machine; this
// shared machine is loaded, so the bound asserted is generous but still fails on a regression.
import { expect, test, type Page } from '../fixtures';

const LOADS = 3;
// Measured here (2 cores shared by six agents) once the start-up was split into tasks: cold 200-400 ms and
// warm 110-120 ms at a load average near 8, cold 670 ms and warm 320 ms at 18 (README, Performance). The
// bounds are those this machine passes at its worst; the tasks themselves are in README.
const COLD_BOUND_MS = 800;
const WARM_BOUND_MS = 400;

async function observeLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tasks: number[] = [];
    (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) tasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
}

async function measure(page: Page): Promise<{ longest: number; playable: number }> {
  await expect(page.getByRole('gridcell', { name: /, legal move$/ }).first()).toBeAttached({ timeout: 60_000 });
  const playable = await page.evaluate(() => performance.now());
  await page.waitForTimeout(500);
  const longest = await page.evaluate(() => Math.max(0, ...(window as unknown as { __longTasks: number[] }).__longTasks));
  return { longest, playable };
}

test('start-up: no long task over the bound, averaged over loads; the numbers are printed', async ({ browser }) => {
  test.setTimeout(300_000);
  const cold: { longest: number; playable: number }[] = [];
  const warm: { longest: number; playable: number }[] = [];
  for (let i = 0; i < LOADS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await observeLongTasks(page);
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
  console.log(`[startup] ${JSON.stringify(report)}`);
  expect(report.coldLongestTaskMs).toBeLessThan(COLD_BOUND_MS);
  expect(report.warmLongestTaskMs).toBeLessThan(WARM_BOUND_MS);
});
