// The page's main-thread tasks in a Chromium performance trace, with their wall and thread (CPU) time: what
// site/scripts/startup-trace.mjs prints and tests/e2e/specs/startup.spec.ts asserts. On a loaded machine a
// task's wall time is mostly waiting for a core; its thread time is what it would take on an idle one.

export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'toplevel',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'loading',
];

/**
 * Runs `load` under a trace (a CDP session of the page: Playwright's `context.newCDPSession(page)`) and
 * returns the trace's events. `profile` adds the sampling profiler's.
 */
export async function traceEvents(cdp, load, { profile = false } = {}) {
  const events = [];
  const collect = (d) => events.push(...d.value);
  cdp.on('Tracing.dataCollected', collect);
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  const categories = [...TRACE_CATEGORIES, ...(profile ? ['disabled-by-default-v8.cpu_profiler'] : [])].join(',');
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  try {
    await load();
  } finally {
    await cdp.send('Tracing.end');
    await done;
    cdp.off('Tracing.dataCollected', collect);
  }
  return events;
}

// The sampling profiler's samples on one process as [time in µs, function] pairs (its ProfileChunk events).
function samples(events, pid) {
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
  return out.map(([t, id]) => [t, nodes.get(id) ?? String(id)]);
}

// The page's renderer main thread: its complete events and its outermost tasks.
function mainThread(events) {
  // A navigation may move the page to a new renderer: its main thread is the one that marked the script's start.
  // (Or, in a build without the marks, the renderer that ran the most animation frames.)
  const renderers = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const frames = (r) => events.filter((e) => e.pid === r.pid && e.name === 'FireAnimationFrame').length;
  const script = events.find((e) => e.name === 'ply:script');
  const main = script
    ? renderers.find((r) => r.pid === script.pid)
    : renderers.sort((a, b) => frames(b) - frames(a))[0];
  if (!main) return null;
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined);
  const tasks = mine.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  const top = tasks.filter(
    (t) => !tasks.some((o) => o !== t && o.ts <= t.ts && o.ts + o.dur >= t.ts + t.dur && o.dur > t.dur),
  );
  return { pid: main.pid, mine, top };
}

/** All the main thread's work in the trace: its thread (CPU) time, summed over its outermost tasks, in ms. */
export function mainThreadCpu(events) {
  const thread = mainThread(events);
  return thread ? Math.round(thread.top.reduce((sum, t) => sum + (t.tdur ?? t.dur), 0) / 1000) : 0;
}

/**
 * The page's main-thread tasks (outermost ones) over `minMs` of wall or thread time, in order: each with its
 * start (`at`, ms from the thread's first event), wall `ms`, thread time `cpu`, the page's marks inside it, its
 * largest parts and, if profiled, its hottest functions.
 */
export function mainThreadTasks(events, minMs = 50) {
  const thread = mainThread(events);
  if (!thread) return [];
  const { pid, mine, top } = thread;
  const marks = events.filter((e) => e.pid === pid && e.cat?.includes('blink.user_timing'));
  const t0 = Math.min(...mine.map((e) => e.ts));
  const profiled = samples(events, pid);
  return top
    .map((t) => ({ t, ms: t.dur / 1000, cpu: (t.tdur ?? t.dur) / 1000 }))
    .filter(({ ms, cpu }) => ms > minMs || cpu > minMs)
    .map(({ t, ms, cpu }) => {
      const inside = mine.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur);
      const parts = new Map();
      for (const e of inside) {
        const what =
          e.args?.data?.functionName ||
          e.args?.data?.url?.split('/').pop() ||
          e.args?.data?.stackTrace?.[0]?.url?.split('/').pop() ||
          '';
        const key = what ? `${e.name} ${what}` : e.name;
        parts.set(key, (parts.get(key) ?? 0) + e.dur / 1000);
      }
      const byFunction = new Map();
      for (const [ts, f] of profiled)
        if (ts >= t.ts && ts <= t.ts + t.dur) byFunction.set(f, (byFunction.get(f) ?? 0) + 1);
      return {
        at: Math.round((t.ts - t0) / 1000),
        ms: Math.round(ms),
        cpu: Math.round(cpu),
        marks: [...new Set(marks.filter((m) => m.ts >= t.ts && m.ts <= t.ts + t.dur).map((m) => m.name))],
        hot: [...byFunction.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8)
          .map(([f, n]) => `${n}x ${f}`),
        parts: [...parts.entries()]
          .filter(([, partMs]) => partMs >= 5)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 14)
          .map(([k, partMs]) => `${Math.round(partMs)} ${k}`),
      };
    });
}
