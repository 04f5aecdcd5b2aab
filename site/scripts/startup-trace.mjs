// A Chromium performance trace of the page's start-up, read back as the main thread's long tasks and what
// each spent its time on: `node scripts/startup-trace.mjs [game] [runs]` after `npm run build`. Each run is
// a cold load (a fresh context) and then a warm one (a reload). The README's start-up table comes from here
// and from tests/e2e/specs/startup.spec.ts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/serve.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const game = process.argv[2] ?? 'reversi';
const runs = Number(process.argv[3] ?? 1);
const LONG_MS = 50;

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'toplevel',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'loading',
  ...(process.env.PLY_PROFILE === '1' ? ['disabled-by-default-v8.cpu_profiler'] : []),
].join(',');

// The sampling profiler's samples on one thread as [time in µs, function] pairs (its ProfileChunk events).
function samples(events, pid, tid) {
  const nodes = new Map();
  const out = [];
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid);
  let ts = profile?.args?.data?.startTime ?? 0;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || (profile && e.id !== profile.id)) continue;
    const data = e.args?.data ?? {};
    for (const n of data.cpuProfile?.nodes ?? []) {
      const f = n.callFrame ?? {};
      nodes.set(n.id, `${f.functionName || '(anonymous)'}@${(f.url ?? '').split('/').pop()}:${f.lineNumber ?? ''}`);
    }
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    ids.forEach((id, i) => {
      ts += deltas[i] ?? 0;
      out.push([ts, id]);
    });
  }
  void tid;
  return out.map(([t, id]) => [t, nodes.get(id) ?? String(id)]);
}

// Reads the trace's events for the renderer's main thread and prints each long task's largest parts.
function longTasks(events) {
  // A navigation may move the page to a new renderer: its main thread is the one that marked the script's start.
  // (Or, in a build without the marks, the renderer that ran the most animation frames.)
  const renderers = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const frames = (r) => events.filter((e) => e.pid === r.pid && e.name === 'FireAnimationFrame').length;
  const script = events.find((e) => e.name === 'ply:script');
  const main = script ? renderers.find((r) => r.pid === script.pid) : renderers.sort((a, b) => frames(b) - frames(a))[0];
  if (!main) return [];
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined);
  const marks = events.filter((e) => e.pid === main.pid && e.cat?.includes('blink.user_timing'));
  const tasks = mine.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  const top = tasks.filter((t) => !tasks.some((o) => o !== t && o.ts <= t.ts && o.ts + o.dur >= t.ts + t.dur && o.dur > t.dur));
  const t0 = Math.min(...mine.map((e) => e.ts));
  const profiled = samples(events, main.pid, main.tid);
  return top
    .filter((t) => t.dur / 1000 > LONG_MS)
    .map((t) => {
      const inside = mine.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur);
      const parts = new Map();
      for (const e of inside) {
        const what = e.args?.data?.functionName || e.args?.data?.url?.split('/').pop() || e.args?.data?.stackTrace?.[0]?.url?.split('/').pop() || '';
        const key = what ? `${e.name} ${what}` : e.name;
        parts.set(key, (parts.get(key) ?? 0) + e.dur / 1000);
      }
      const inTask = profiled.filter(([ts]) => ts >= t.ts && ts <= t.ts + t.dur);
      const byFunction = new Map();
      for (const [, f] of inTask) byFunction.set(f, (byFunction.get(f) ?? 0) + 1);
      const hot = [...byFunction.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([f, n]) => `${n}x ${f}`);
      const named = marks.filter((m) => m.ts >= t.ts && m.ts <= t.ts + t.dur).map((m) => m.name);
      return {
        at: Math.round((t.ts - t0) / 1000),
        ms: Math.round(t.dur / 1000),
        // The thread's own time: what the task costs without the other processes of a loaded machine.
        cpu: Math.round((t.tdur ?? t.dur) / 1000),
        marks: [...new Set(named)],
        hot,
        parts: [...parts.entries()]
          .filter(([, ms]) => ms >= 5)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 14)
          .map(([k, ms]) => `${Math.round(ms)} ${k}`),
      };
    });
}

async function traced(page, cdp, load) {
  const events = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await load();
  // Polled with plain evaluations: a locator would load Playwright's injected script, a long task of its own.
  const legal = () => document.querySelector('[role="gridcell"][aria-label$=", legal move"]') !== null;
  for (let t = 0; !(await page.evaluate(legal).catch(() => false)); t += 50) {
    if (t > 60_000) throw new Error('no playable board within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const playable = await page.evaluate(() => performance.now());
  await page.waitForTimeout(700);
  await cdp.send('Tracing.end');
  await done;
  cdp.removeAllListeners('Tracing.dataCollected');
  return { playable: Math.round(playable), tasks: longTasks(events) };
}

const root = path.resolve(process.env.PLY_SITE_DIST ?? path.join(here, '../dist'));
const { server, url } = await startServer({ root, port: 0, prefix: '/ply/' });
const browser = await chromium.launch({
  executablePath: process.env.PLY_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
    '--disable-sync', '--no-first-run'],
});
try {
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const cold = await traced(page, cdp, () => page.goto(`${url}#/${game}`));
    const warm = await traced(page, cdp, () => page.reload());
    for (const [kind, r] of [['cold', cold], ['warm', warm]]) {
      console.log(`run ${i + 1} ${kind}: playable ${r.playable} ms, longest ${Math.max(0, ...r.tasks.map((t) => t.ms))} ms (cpu ${Math.max(0, ...r.tasks.map((t) => t.cpu))} ms)`);
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
