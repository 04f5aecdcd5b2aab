// The page's side of the search worker: one search at a time, stale replies dropped by id,
// cancel = terminate() (a wasm search cannot be interrupted by a message) and a fresh worker on demand.
import type { SearchProgress, SearchResult } from 'ply-engine';
import type { SearchWork, WorkerReply, WorkerRequest } from './protocol';

export type SearchOutcome =
  | { kind: 'result'; result: SearchResult }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

/** The parts of Worker the engine uses, so tests can pass a fake. */
export interface WorkerLike {
  onmessage: ((e: MessageEvent<WorkerReply>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
  postMessage(message: WorkerRequest): void;
  terminate(): void;
}

interface Running {
  id: number;
  onProgress: (p: SearchProgress) => void;
  resolve: (o: SearchOutcome) => void;
}

/** What the game controller needs from an engine (lila ceval's start/stop/destroy). */
export interface SearchEngine {
  search(work: Omit<SearchWork, 'id'>, onProgress: (p: SearchProgress) => void): Promise<SearchOutcome>;
  stop(): void;
  destroy(): void;
}

export function defaultWorker(): WorkerLike {
  return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }) as WorkerLike;
}

export class Engine implements SearchEngine {
  private worker: WorkerLike | null = null;
  private running: Running | null = null;
  private lastId = 0;

  constructor(private readonly makeWorker: () => WorkerLike = defaultWorker) {}

  get computing(): boolean {
    return this.running !== null;
  }

  /** Starts a search, cancelling any running one. Resolves once with its outcome. */
  search(work: Omit<SearchWork, 'id'>, onProgress: (p: SearchProgress) => void): Promise<SearchOutcome> {
    this.stop();
    const id = ++this.lastId;
    return new Promise<SearchOutcome>((resolve) => {
      this.running = { id, onProgress, resolve };
      try {
        this.ensureWorker().postMessage({ type: 'search', id, ...work });
      } catch (err) {
        this.finish(id, { kind: 'failed', message: err instanceof Error ? err.message : String(err) });
      }
    });
  }

  /** Cancels the running search, if any; the next search starts a new worker. */
  stop(): void {
    const r = this.running;
    if (!r) return;
    this.running = null;
    this.worker?.terminate();
    this.worker = null;
    r.resolve({ kind: 'cancelled' });
  }

  destroy(): void {
    this.stop();
    this.worker?.terminate();
    this.worker = null;
  }

  private ensureWorker(): WorkerLike {
    if (this.worker) return this.worker;
    const w = this.makeWorker();
    w.onmessage = (e) => this.onReply(e.data);
    w.onerror = (e) => {
      e.preventDefault?.();
      const r = this.running;
      w.terminate();
      if (this.worker === w) this.worker = null;
      if (r) this.finish(r.id, { kind: 'failed', message: e.message || 'worker error' });
    };
    this.worker = w;
    return w;
  }

  private onReply(msg: WorkerReply): void {
    const r = this.running;
    if (!r || msg.id !== r.id) return;
    if (msg.type === 'progress') {
      const { type: _t, id: _i, ...progress } = msg;
      r.onProgress(progress);
    } else if (msg.type === 'result') {
      const { type: _t, id: _i, ...result } = msg;
      this.finish(r.id, { kind: 'result', result });
    } else {
      this.finish(r.id, { kind: 'failed', message: msg.message });
    }
  }

  private finish(id: number, outcome: SearchOutcome): void {
    const r = this.running;
    if (!r || r.id !== id) return;
    this.running = null;
    r.resolve(outcome);
  }
}
