// The search worker: replays the requested game on its own Session and searches or analyses it. The
// worker's thread is busy in wasm while it searches, so no message can stop it: where the page shares a
// stop flag (stop-flag.ts), the search reads it at its budget checks; elsewhere the page terminates the worker.
// With more than one thread asked for (resources.ts) where the page can run them, it searches with the
// threaded module, whose pool of workers it starts (their threads help its searches); the module it compiles
// for the page is the single-threaded one either way.
import type { Analysis, PlyModule, Session } from 'ply-engine';
import { plainProgress, type PositionWork, type WorkerReply, type WorkerRequest } from './protocol';
import { stopRequested } from './stop-flag';
import { loadGameData } from '../wasm/data';
import { compileWasm, loadPly, loadPlyThreads } from '../wasm/load';
import { threadsPossible, type Resources } from '../wasm/resources';

interface WorkerScope {
  onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerReply): void;
}
const scope = self as unknown as WorkerScope;

/** Set by the page's first message ('init'). */
let modulePromise: Promise<PlyModule> | null = null;
let resources: Resources = { threads: 1, tableMb: 16 };
const sessions = new Map<string, Session>();
let stopFlag: Int32Array | null = null;
/** The id of the job running now; the module's shouldStop asks about it. */
let current = 0;
/**
 * Each game's data files (wasm/data.ts), loading or loaded: fetched by the game's first job that needs them,
 * once; a file that could not be downloaded is tried again by the next such job.
 */
const dataLoads = new Map<string, Promise<void>>();

function sessionFor(ply: PlyModule, game: string): Session {
  let s = sessions.get(game);
  if (!s) {
    const created = ply.createSession(game);
    if (!created) throw new Error(`unknown game ${game}`);
    s = created;
    s.configure(resources.threads, resources.tableMb);
    // The table's memory, taken now rather than inside the first search's budget.
    try {
      s.prepare();
    } catch {
      // Out of memory: the other games' sessions (and their tables) go, and it is tried once more.
      for (const other of sessions.values()) other.delete();
      sessions.clear();
      try {
        s.prepare();
      } catch (err) {
        s.delete();
        throw err;
      }
    }
    sessions.set(game, s);
  }
  return s;
}

/**
 * Compiles the module unless the page has one, and posts it to the page: the page only instantiates it (its
 * main thread compiles nothing).
 */
function compileForPage(
  given: WebAssembly.Module | null,
  bytes: ReadableStream<Uint8Array> | null,
): Promise<WebAssembly.Module> {
  const compiled = given ? Promise.resolve(given) : compileWasm(bytes ?? undefined);
  if (!given) {
    const post = (module: WebAssembly.Module | null): void => {
      try {
        scope.postMessage({ type: 'module', module });
      } catch {
        scope.postMessage({ type: 'module', module: null }); // a browser that cannot clone a Module
      }
    };
    compiled.then(post, () => post(null));
  }
  return compiled;
}

/**
 * The module the jobs use: the threaded one where more than one thread is asked for and the page can run
 * them, else (or if it does not start) the single-threaded one compiled for the page. The page hears what
 * it runs with.
 */
function startSearchModule(compiled: Promise<WebAssembly.Module>): Promise<PlyModule> {
  const single = (): Promise<PlyModule> => loadPly(compiled);
  const ply = resources.threads > 1 && threadsPossible() ? loadPlyThreads(resources).catch(single) : single();
  ply.then(
    (m) =>
      scope.postMessage({
        type: 'engine',
        threads: Math.min(resources.threads, m.maxThreads()),
        tableMb: resources.tableMb,
      }),
    () => {}, // a failure is the first job's to report, not an unhandled rejection now
  );
  return ply;
}

// Embind hands out objects that structured clone may not copy; post plain values only.
function plainAnalysis(a: Analysis): Analysis {
  return {
    depth: a.depth,
    nodes: a.nodes,
    timeMs: a.timeMs,
    moves: Array.from(a.moves, (m) => ({
      move: m.move,
      value: m.value,
      exact: m.exact,
      book: m.book,
      pv: Array.from(m.pv),
    })),
  };
}

/**
 * The game's data files, for the jobs that read them (the hints, the review, the appraisal, and a search at a
 * level that reads them: state/ladder.ts levelNeedsData). A file the game goes without is reported to the page; the job goes on without it.
 */
function gameData(ply: PlyModule, game: string): Promise<void> {
  let loading = dataLoads.get(game);
  if (!loading) {
    loading = loadGameData(ply, game).then((refusals) => {
      for (const refusal of refusals) scope.postMessage({ type: 'data', ...refusal });
      if (refusals.some((r) => r.kind === 'unavailable')) dataLoads.delete(game);
    });
    dataLoads.set(game, loading);
  }
  return loading;
}

async function positioned(work: PositionWork, needsData: boolean): Promise<Session> {
  const ply = await (modulePromise ??= startSearchModule(compileForPage(null, null)));
  if (needsData) await gameData(ply, work.game);
  ply.shouldStop = () => stopFlag !== null && stopRequested(stopFlag, current);
  const session = sessionFor(ply, work.game);
  if (work.start === null) session.reset();
  else {
    const err = session.load(work.start);
    if (err) throw new Error(err);
  }
  for (const m of work.moves) {
    const err = session.play(m);
    if (err) throw new Error(`${m}: ${err}`);
  }
  current = work.id;
  return session;
}

async function run(req: Exclude<WorkerRequest, { type: 'init' }>): Promise<void> {
  const session = await positioned(req, req.type === 'analyse' || req.data === true);
  // Cancelled while it waited: answer at once (the page waits for a word from every job it stopped).
  if (stopFlag !== null && stopRequested(stopFlag, req.id)) throw new Error('cancelled');
  if (req.type === 'analyse') {
    const a = session.analyse(req.timeMs, req.lines ?? 1, (p) => {
      scope.postMessage({ type: 'analysis', id: req.id, ...plainAnalysis(p) });
    });
    if (!a) throw new Error('the game is over: there is nothing to analyse');
    scope.postMessage({ type: 'analysed', id: req.id, ...plainAnalysis(a) });
    return;
  }
  const r = session.search(req.level, req.timeMs, req.seed, req.options, (p) => {
    scope.postMessage({ type: 'progress', id: req.id, ...plainProgress(p) });
  });
  if (!r) throw new Error('the game is over: there is no move to search');
  scope.postMessage({ type: 'result', id: req.id, ...plainProgress(r), move: r.move, timeMs: r.timeMs });
}

scope.onmessage = (e) => {
  const req = e.data;
  if (req.type === 'init') {
    stopFlag = req.stop ? new Int32Array(req.stop) : null;
    resources = req.resources;
    modulePromise ??= startSearchModule(compileForPage(req.module, req.wasm));
    return;
  }
  run(req).catch((err: unknown) => {
    scope.postMessage({ type: 'error', id: req.id, message: err instanceof Error ? err.message : String(err) });
  });
};
