// The page's side of the search worker: one job (a search or an analysis) at a time, stale replies
// dropped by id. Cancelling raises the shared stop flag where the page has one (stop-flag.ts): the
// search ends in its own loop and the worker is kept. Where there is none, or a stopped job does not
// answer within STOP_GRACE_MS, the worker is terminated and the next job starts a fresh one.
import type { Analysis, SearchProgress, SearchResult } from 'ply-engine';
import type { AnalysisWork, SearchWork, WorkerReply, WorkerRequest } from './protocol';
import { createStopFlag, type StopFlag } from './stop-flag';
import type { DataRefusal } from '../wasm/data';
import type { Resources } from '../wasm/resources';

export type SearchOutcome =
  { kind: 'result'; result: SearchResult } | { kind: 'cancelled' } | { kind: 'failed'; message: string };

export type AnalysisOutcome =
  { kind: 'result'; result: Analysis } | { kind: 'cancelled' } | { kind: 'failed'; message: string };

/** The parts of Worker the engine uses, so tests can pass a fake. */
export interface WorkerLike {
  onmessage: ((e: MessageEvent<WorkerReply>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
  postMessage(message: WorkerRequest, transfer?: Transferable[]): void;
  terminate(): void;
}

type Request = Exclude<WorkerRequest, { type: 'init' }>;

interface Running {
  request: Request;
  /** Who asked for the job: stop(owner) stops it for them and for no one else. */
  owner: object | undefined;
  onReply: (msg: WorkerReply) => void;
  cancel: () => void;
  fail: (message: string) => void;
}

/** What the game controller needs from an engine (lila ceval's start/stop/destroy). */
export interface SearchEngine {
  /** `owner`: whoever asks (the computer, the hints, ...), so that their stop(owner) stops nobody else's job. */
  search(work: Omit<SearchWork, 'id'>, onProgress: (p: SearchProgress) => void, owner?: object): Promise<SearchOutcome>;
  /** The hints: every move's value or the best move, streamed as the analysis deepens. */
  analyse(work: Omit<AnalysisWork, 'id'>, onProgress: (a: Analysis) => void, owner?: object): Promise<AnalysisOutcome>;
  /** Stops the running job: any, or only the owner's (a job of another started since is left alone). */
  stop(owner?: object): void;
  destroy(): void;
}

/** A stopped job that has not answered in this long is taken to have hung: its worker is terminated. */
export const STOP_GRACE_MS = 3000;

export function defaultWorker(): WorkerLike {
  return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }) as WorkerLike;
}

export class Engine implements SearchEngine {
  private worker: WorkerLike | null = null;
  private running: Running | null = null;
  /** Jobs stopped through the flag that have not answered yet, and the timer that gives up on them. */
  private stopping = new Set<number>();
  private watchdog: ReturnType<typeof setTimeout> | undefined;
  private lastId = 0;
  /** The module a worker compiled: given to a worker started later, which then compiles nothing. */
  private module: WebAssembly.Module | null = null;
  private compiled: {
    promise: Promise<WebAssembly.Module | null>;
    resolve: (m: WebAssembly.Module | null) => void;
  } | null = null;
  /** The module's bytes as the page downloads them, for the next worker to start (compiledModule). */
  private wasm: ReadableStream<Uint8Array> | null = null;
  /** Told of each data file a game goes without (a worker's word, whatever job is running). */
  onDataRefused: ((refusal: DataRefusal) => void) | null = null;
  /** Told what a worker's searches run with, once its module has started (threads it could start). */
  onResources: ((running: Resources) => void) | null = null;
  /** A worker made with resources the player has since changed: it goes once its job is done. */
  private retireWhenIdle = false;

  constructor(
    private readonly makeWorker: () => WorkerLike = defaultWorker,
    private readonly stopFlag: StopFlag | null = createStopFlag(),
    private resources: Resources = { threads: 1, tableMb: 16 },
  ) {}

  /**
   * The threads and table size of the searches to come. A worker started with others is let go once it is
   * idle (now, or when its job ends: a running search is not cut short), and the next job starts a new one.
   */
  setResources(r: Resources): void {
    if (r.threads === this.resources.threads && r.tableMb === this.resources.tableMb) return;
    this.resources = { ...r };
    if (!this.worker) return;
    this.retireWhenIdle = true;
    this.retireIfIdle();
  }

  get computing(): boolean {
    return this.running !== null;
  }

  /** Starts a search, cancelling any running job. Resolves once with its outcome. */
  search(
    work: Omit<SearchWork, 'id'>,
    onProgress: (p: SearchProgress) => void,
    owner?: object,
  ): Promise<SearchOutcome> {
    return new Promise<SearchOutcome>((resolve) => {
      this.start({ type: 'search', id: 0, ...work }, owner, {
        onReply: (msg, finish) => {
          if (msg.type === 'progress') {
            const { type: _t, id: _i, ...progress } = msg;
            onProgress(progress);
          } else if (msg.type === 'result') {
            const { type: _t, id: _i, ...result } = msg;
            finish(() => resolve({ kind: 'result', result }));
          }
        },
        resolve,
      });
    });
  }

  /** Starts an analysis, cancelling any running job. Resolves once with its outcome. */
  analyse(work: Omit<AnalysisWork, 'id'>, onProgress: (a: Analysis) => void, owner?: object): Promise<AnalysisOutcome> {
    return new Promise<AnalysisOutcome>((resolve) => {
      this.start({ type: 'analyse', id: 0, ...work }, owner, {
        onReply: (msg, finish) => {
          if (msg.type === 'analysis') {
            const { type: _t, id: _i, ...analysis } = msg;
            onProgress(analysis);
          } else if (msg.type === 'analysed') {
            const { type: _t, id: _i, ...result } = msg;
            finish(() => resolve({ kind: 'result', result }));
          }
        },
        resolve,
      });
    });
  }

  /**
   * Cancels the running job, if any (the owner's only, if an owner is named): through the stop flag, else by
   * terminating the worker.
   */
  stop(owner?: object): void {
    const r = this.running;
    if (!r || (owner !== undefined && r.owner !== owner)) return;
    this.running = null;
    if (this.stopFlag && this.worker) {
      this.stopFlag.raise(r.request.id);
      this.stopping.add(r.request.id);
      this.armWatchdog();
    } else {
      this.terminate();
    }
    r.cancel();
  }

  /**
   * Starts the worker now, which compiles the wasm module off the page's main thread and posts it here;
   * from `wasm`, the module's bytes as the page downloads them, if given. Resolves with the module, or with
   * null if the worker could not start, compile or post it (the page then compiles its own).
   */
  compiledModule(wasm?: ReadableStream<Uint8Array>): Promise<WebAssembly.Module | null> {
    if (!this.compiled) {
      let resolve: (m: WebAssembly.Module | null) => void = () => {};
      const promise = new Promise<WebAssembly.Module | null>((r) => (resolve = r));
      this.compiled = { promise, resolve };
      if (this.module) resolve(this.module);
      this.wasm = wasm ?? null;
      try {
        this.ensureWorker();
      } catch {
        resolve(null);
      }
    }
    return this.compiled.promise;
  }

  destroy(): void {
    this.stop();
    this.terminate();
  }

  private start(
    request: Request,
    owner: object | undefined,
    handlers: {
      onReply: (msg: WorkerReply, finish: (done: () => void) => void) => void;
      resolve: (o: { kind: 'cancelled' } | { kind: 'failed'; message: string }) => void;
    },
  ): void {
    this.stop();
    request.id = ++this.lastId;
    const id = request.id;
    const finish = (done: () => void): void => {
      if (this.running?.request.id !== id) return;
      this.running = null;
      done();
    };
    this.running = {
      request,
      owner,
      onReply: (msg) => {
        if (msg.type === 'error') finish(() => handlers.resolve({ kind: 'failed', message: msg.message }));
        else handlers.onReply(msg, finish);
      },
      cancel: () => handlers.resolve({ kind: 'cancelled' }),
      fail: (message) => finish(() => handlers.resolve({ kind: 'failed', message })),
    };
    try {
      this.ensureWorker().postMessage(request);
    } catch (err) {
      this.running.fail(err instanceof Error ? err.message : String(err));
    }
  }

  private ensureWorker(): WorkerLike {
    if (this.worker) return this.worker;
    const w = this.makeWorker();
    w.onmessage = (e) => this.onReply(e.data);
    w.onerror = (e) => {
      e.preventDefault?.();
      const r = this.running;
      if (this.worker === w) this.terminate();
      else w.terminate();
      r?.fail(e.message || 'worker error');
    };
    this.init(w);
    this.worker = w;
    return w;
  }

  /**
   * The first message: the stop flag, and the module if there is one, else the bytes to compile if the page
   * downloads them.
   */
  private init(w: WorkerLike): void {
    const init = {
      type: 'init',
      stop: this.stopFlag?.buffer ?? null,
      module: this.module,
      wasm: null,
      resources: { ...this.resources },
    } as const;
    const wasm = this.wasm;
    this.wasm = null;
    if (wasm) {
      try {
        w.postMessage({ ...init, wasm }, [wasm]);
        return;
      } catch {
        void wasm.cancel(); // a browser that cannot transfer a stream: the worker downloads the module itself
      }
    }
    w.postMessage(init);
  }

  private onReply(msg: WorkerReply): void {
    if (msg.type === 'module') {
      this.module ??= msg.module;
      this.compiled?.resolve(msg.module);
      return;
    }
    if (msg.type === 'data') {
      const { type: _t, ...refusal } = msg;
      this.onDataRefused?.(refusal);
      return;
    }
    if (msg.type === 'engine') {
      if (!this.retireWhenIdle) this.onResources?.({ threads: msg.threads, tableMb: msg.tableMb });
      return;
    }
    const ends = msg.type === 'result' || msg.type === 'analysed' || msg.type === 'error';
    if (ends && this.stopping.delete(msg.id) && this.stopping.size === 0) {
      clearTimeout(this.watchdog);
      this.watchdog = undefined;
    }
    const r = this.running;
    if (r && msg.id === r.request.id) r.onReply(msg);
    if (ends) this.retireIfIdle();
  }

  private retireIfIdle(): void {
    if (!this.retireWhenIdle || this.running || this.stopping.size > 0) return;
    this.retireWhenIdle = false;
    this.terminate();
  }

  /** A stopped job that never answers has hung its worker: start again on a fresh one. */
  private armWatchdog(): void {
    if (this.watchdog !== undefined) return;
    this.watchdog = setTimeout(() => {
      this.watchdog = undefined;
      if (this.stopping.size === 0) return;
      this.terminate();
      const r = this.running;
      if (r) {
        try {
          this.ensureWorker().postMessage(r.request);
        } catch (err) {
          r.fail(err instanceof Error ? err.message : String(err));
        }
      }
    }, STOP_GRACE_MS);
  }

  private terminate(): void {
    this.retireWhenIdle = false;
    this.compiled?.resolve(null); // no module will come from this worker
    this.worker?.terminate();
    this.worker = null;
    this.stopping.clear();
    clearTimeout(this.watchdog);
    this.watchdog = undefined;
  }
}
