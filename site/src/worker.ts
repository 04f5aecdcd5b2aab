// The search worker: replays the requested game on its own Session and searches it. A search cannot
// be interrupted by a message (the worker's thread is busy in wasm), so the page cancels by terminate().
import type { PlyModule, SearchProgress, Session } from 'ply-engine';
import type { WorkerReply, WorkerRequest } from './protocol';
import { loadPly } from './wasm/load';

interface WorkerScope {
  onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerReply): void;
}
const scope = self as unknown as WorkerScope;

const modulePromise: Promise<PlyModule> = loadPly();
const sessions = new Map<string, Session>();

function sessionFor(ply: PlyModule, game: string): Session {
  let s = sessions.get(game);
  if (!s) {
    const created = ply.createSession(game);
    if (!created) throw new Error(`unknown game ${game}`);
    s = created;
    sessions.set(game, s);
  }
  return s;
}

// Embind hands out objects that structured clone may not copy; post plain values only.
function plainProgress(p: SearchProgress): SearchProgress {
  return { depth: p.depth, score: p.score, exact: p.exact, nodes: p.nodes, pv: Array.from(p.pv) };
}

async function run(req: WorkerRequest): Promise<void> {
  const ply = await modulePromise;
  const session = sessionFor(ply, req.game);
  if (req.start === null) session.reset();
  else {
    const err = session.load(req.start);
    if (err) throw new Error(err);
  }
  for (const m of req.moves) {
    const err = session.play(m);
    if (err) throw new Error(`${m}: ${err}`);
  }
  const r = session.search(req.level, req.timeMs, req.seed, req.aggressiveness, (p) => {
    scope.postMessage({ type: 'progress', id: req.id, ...plainProgress(p) });
  });
  if (!r) throw new Error('the game is over: there is no move to search');
  scope.postMessage({ type: 'result', id: req.id, ...plainProgress(r), move: r.move, timeMs: r.timeMs });
}

scope.onmessage = (e) => {
  const req = e.data;
  run(req).catch((err: unknown) => {
    scope.postMessage({ type: 'error', id: req.id, message: err instanceof Error ? err.message : String(err) });
  });
};
