import { describe, expect, it, vi } from 'vitest';
import { Engine, STOP_GRACE_MS, type WorkerLike } from '../src/engine/engine';
import { createStopFlag, stopRequested, type StopFlag } from '../src/engine/stop-flag';
import type { WorkerReply, WorkerRequest } from '../src/engine/protocol';

type Job = Exclude<WorkerRequest, { type: 'init' }>;

class FakeWorker implements WorkerLike {
  onmessage: ((e: MessageEvent<WorkerReply>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  /** The jobs posted (searches and analyses), and what the first message ('init') gave. */
  sent: Job[] = [];
  init: Extract<WorkerRequest, { type: 'init' }> | null = null;
  transferred: Transferable[] = [];
  stop: Int32Array | null = null;
  terminated = false;
  /** Set to make a transfer fail, as in a browser that cannot transfer a stream. */
  cannotTransfer = false;
  postMessage(m: WorkerRequest, transfer: Transferable[] = []): void {
    if (transfer.length && this.cannotTransfer) throw new DOMException('cannot transfer', 'DataCloneError');
    this.transferred.push(...transfer);
    if (m.type === 'init') {
      expect(this.init, 'init is sent once, first').toBeNull();
      expect(this.sent).toEqual([]);
      this.init = m;
      this.stop = m.stop ? new Int32Array(m.stop) : null;
    } else {
      expect(this.init, 'init comes before any job').not.toBeNull();
      this.sent.push(m);
    }
  }
  terminate(): void {
    this.terminated = true;
  }
  reply(m: WorkerReply): void {
    this.onmessage?.({ data: m } as MessageEvent<WorkerReply>);
  }
}

/** An engine on fake workers, and every worker it made, in order. */
function pool(stopFlag?: StopFlag | null): { engine: Engine; workers: FakeWorker[] } {
  const workers: FakeWorker[] = [];
  const make = (): FakeWorker => {
    const w = new FakeWorker();
    workers.push(w);
    return w;
  };
  return { engine: stopFlag === undefined ? new Engine(make) : new Engine(make, stopFlag), workers };
}

/** Stands in for a compiled WebAssembly.Module, which the engine only passes on. */
const aModule = { compiled: true } as unknown as WebAssembly.Module;

const work = { game: 'reversi', start: null, moves: [], level: 3, timeMs: 1000, seed: 1, options: {} };
const result = {
  depth: 4,
  score: 1,
  exact: false,
  book: false,
  nodes: 10,
  selectivity: 100,
  pv: ['d3'],
  move: 'd3',
  timeMs: 5,
};

describe('Engine', () => {
  it('delivers progress and the result of the current search', async () => {
    const { engine, workers } = pool();
    const progress: number[] = [];
    const p = engine.search(work, (pr) => progress.push(pr.depth));
    const w = workers[0]!;
    const id = w.sent[0]!.id;
    w.reply({
      type: 'progress',
      id,
      depth: 1,
      score: 0,
      exact: false,
      book: false,
      nodes: 1,
      selectivity: 100,
      pv: [],
    });
    w.reply({ type: 'result', id, ...result });
    expect(await p).toEqual({ kind: 'result', result });
    expect(progress).toEqual([1]);
    expect(engine.computing).toBe(false);
  });

  it('cancels by terminating the worker, and drops replies with a stale id', async () => {
    const { engine, workers } = pool();
    const first = engine.search(work, () => {});
    const second = engine.search({ ...work, level: 5 }, () => {});
    expect(await first).toEqual({ kind: 'cancelled' });
    expect(workers[0]!.terminated).toBe(true);
    const w2 = workers[1]!;
    const staleId = workers[0]!.sent[0]!.id;
    w2.reply({ type: 'result', id: staleId, ...result, move: 'c4' });
    w2.reply({ type: 'result', id: w2.sent[0]!.id, ...result });
    expect(await second).toEqual({ kind: 'result', result });
  });

  it('reuses an idle worker for the next search', async () => {
    let made = 0;
    const w = new FakeWorker();
    const engine = new Engine(() => (made++, w));
    const a = engine.search(work, () => {});
    w.reply({ type: 'result', id: w.sent[0]!.id, ...result });
    await a;
    const b = engine.search(work, () => {});
    w.reply({ type: 'error', id: w.sent[1]!.id, message: 'boom' });
    expect(await b).toEqual({ kind: 'failed', message: 'boom' });
    expect(made).toBe(1);
  });

  it('with a shared stop flag, cancelling raises it and keeps the worker for the next search', async () => {
    const { engine, workers } = pool(createStopFlag(true));
    const first = engine.search(work, () => {});
    const w = workers[0]!;
    expect(w.stop).not.toBeNull();
    const second = engine.search({ ...work, level: 5 }, () => {});
    expect(await first).toEqual({ kind: 'cancelled' });
    expect(w.terminated).toBe(false);
    expect(workers).toHaveLength(1);
    const [stale, next] = w.sent;
    expect(stopRequested(w.stop!, stale!.id)).toBe(true);
    expect(stopRequested(w.stop!, next!.id)).toBe(false);
    // The stopped search answers with its best so far: dropped; the next one's answer is delivered.
    w.reply({ type: 'result', id: stale!.id, ...result, move: 'c4' });
    w.reply({ type: 'result', id: next!.id, ...result });
    expect(await second).toEqual({ kind: 'result', result });
  });

  it('a stopped job that never answers costs its worker: the running job goes to a fresh one', async () => {
    vi.useFakeTimers();
    try {
      const { engine, workers } = pool(createStopFlag(true));
      void engine.search(work, () => {});
      const second = engine.search({ ...work, level: 5 }, () => {});
      vi.advanceTimersByTime(STOP_GRACE_MS + 1);
      expect(workers[0]!.terminated).toBe(true);
      const w2 = workers[1]!;
      expect(w2.sent.map((j) => j.id)).toEqual([workers[0]!.sent[1]!.id]);
      w2.reply({ type: 'result', id: w2.sent[0]!.id, ...result });
      expect(await second).toEqual({ kind: 'result', result });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a stopped job that answers in time keeps its worker', () => {
    vi.useFakeTimers();
    try {
      const { engine, workers } = pool(createStopFlag(true));
      void engine.search(work, () => {});
      engine.stop();
      workers[0]!.reply({ type: 'result', id: workers[0]!.sent[0]!.id, ...result });
      vi.advanceTimersByTime(STOP_GRACE_MS * 2);
      expect(workers[0]!.terminated).toBe(false);
      expect(workers).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stop(owner) stops only that owner’s job: another’s started since runs on', async () => {
    const { engine, workers } = pool(createStopFlag(true));
    const computer = {};
    const hints = {};
    const search = engine.search(work, () => {}, computer);
    const analysis = engine.analyse({ game: 'reversi', start: null, moves: [], timeMs: 20000 }, () => {}, hints);
    expect(await search).toEqual({ kind: 'cancelled' });
    engine.stop(computer); // late: its search was already replaced by the hints' analysis
    expect(engine.computing).toBe(true);
    const w = workers[0]!;
    expect(w.stop![0]).toBe(w.sent[0]!.id); // only the search was flagged
    w.reply({ type: 'analysed', id: w.sent[1]!.id, depth: 3, nodes: 9, timeMs: 4, moves: [] });
    expect(await analysis).toEqual({ kind: 'result', result: { depth: 3, nodes: 9, timeMs: 4, moves: [] } });
    void engine.analyse({ game: 'reversi', start: null, moves: [], timeMs: 20000 }, () => {}, hints);
    engine.stop(hints);
    expect(engine.computing).toBe(false);
  });
  it('streams an analysis and resolves with its last iteration', async () => {
    const w = new FakeWorker();
    const engine = new Engine(() => w, null);
    const depths: number[] = [];
    const p = engine.analyse({ game: 'reversi', start: null, moves: [], timeMs: 1000 }, (a) => depths.push(a.depth));
    const job = w.sent[0]!;
    expect(job.type).toBe('analyse');
    const analysis = {
      depth: 3,
      nodes: 9,
      timeMs: 1,
      moves: [{ move: 'd3', value: 1, exact: false, book: false, pv: ['d3'] }],
    };
    w.reply({ type: 'analysis', id: job.id, ...analysis, depth: 2 });
    w.reply({ type: 'analysed', id: job.id, ...analysis });
    expect(await p).toEqual({ kind: 'result', result: analysis });
    expect(depths).toEqual([2]);
  });

  it('starts its worker for the module: the worker compiles it and the page gets it', async () => {
    const { engine, workers } = pool(null);
    const compiled = engine.compiledModule();
    expect(workers).toHaveLength(1);
    expect(workers[0]!.init).toEqual({
      type: 'init',
      stop: null,
      module: null,
      wasm: null,
      resources: { threads: 1, tableMb: 16 },
    });
    workers[0]!.reply({ type: 'module', module: aModule });
    expect(await compiled).toBe(aModule);
    // The first search goes to the same worker.
    void engine.search(work, () => {});
    expect(workers).toHaveLength(1);
    expect(workers[0]!.sent).toHaveLength(1);
  });

  it('a worker started later is given the module and compiles nothing', async () => {
    const { engine, workers } = pool(null);
    const compiled = engine.compiledModule();
    workers[0]!.reply({ type: 'module', module: aModule });
    await compiled;
    void engine.search(work, () => {});
    void engine.search(work, () => {}); // without a stop flag, cancelling costs the worker
    expect(workers).toHaveLength(2);
    expect(workers[1]!.init?.module).toBe(aModule);
  });

  it('no module from a worker that fails to start, or cannot compile, or cannot be made: null', async () => {
    const failing = pool(null);
    const a = failing.engine.compiledModule();
    failing.workers[0]!.onerror?.({ message: 'worker-x.js: net::ERR_FAILED' } as ErrorEvent);
    expect(await a).toBeNull();

    const cannotCompile = pool(null);
    const b = cannotCompile.engine.compiledModule();
    cannotCompile.workers[0]!.reply({ type: 'module', module: null });
    expect(await b).toBeNull();

    const noWorkers = new Engine(() => {
      throw new Error('no Worker here');
    }, null);
    expect(await noWorkers.compiledModule()).toBeNull();
  });

  it("hands the page's download to the first worker (transferred); a later one gets the module instead", async () => {
    const { engine, workers } = pool(null);
    const download = new ReadableStream<Uint8Array>();
    const compiled = engine.compiledModule(download);
    expect(workers[0]!.init?.wasm).toBe(download);
    expect(workers[0]!.transferred).toEqual([download]);
    workers[0]!.reply({ type: 'module', module: aModule });
    await compiled;
    void engine.search(work, () => {});
    void engine.search(work, () => {});
    expect(workers[1]!.init).toEqual({
      type: 'init',
      stop: null,
      module: aModule,
      wasm: null,
      resources: { threads: 1, tableMb: 16 },
    });
  });

  it('where a stream cannot be transferred, the worker is told to download the module itself', () => {
    const download = new ReadableStream<Uint8Array>();
    const w = new FakeWorker();
    w.cannotTransfer = true;
    void new Engine(() => w, null).compiledModule(download);
    expect(w.init).toEqual({
      type: 'init',
      stop: null,
      module: null,
      wasm: null,
      resources: { threads: 1, tableMb: 16 },
    });
  });

  it("hands a worker's word of a data file gone without to onDataRefused, and the search goes on", async () => {
    const { engine, workers } = pool();
    const refusals: unknown[] = [];
    engine.onDataRefused = (r) => refusals.push(r);
    const outcome = engine.search({ ...work, level: 5 }, () => {});
    const w = workers[0]!;
    const refusal = { game: 'reversi', name: 'weights', kind: 'refused', reason: 'its hash differs' } as const;
    w.reply({ type: 'data', ...refusal });
    expect(refusals).toEqual([refusal]);
    w.reply({ type: 'result', id: w.sent[0]!.id, ...result });
    expect(await outcome).toEqual({ kind: 'result', result });
  });

  it('new resources: an idle worker goes at once, and the next job starts one with them', async () => {
    const { engine, workers } = pool();
    const outcome = engine.search(work, () => {});
    workers[0]!.reply({ type: 'result', id: workers[0]!.sent[0]!.id, ...result });
    await outcome;
    engine.setResources({ threads: 2, tableMb: 64 });
    expect(workers[0]!.terminated).toBe(true);
    void engine.search(work, () => {});
    expect(workers[1]!.init?.resources).toEqual({ threads: 2, tableMb: 64 });
  });

  it('new resources during a search: the search ends on its worker, which goes then; the same ones change nothing', async () => {
    const { engine, workers } = pool();
    const heard: unknown[] = [];
    engine.onResources = (r) => heard.push(r);
    const outcome = engine.search(work, () => {});
    const w = workers[0]!;
    w.reply({ type: 'engine', threads: 1, tableMb: 16 });
    engine.setResources({ threads: 1, tableMb: 16 });
    engine.setResources({ threads: 4, tableMb: 16 });
    expect(w.terminated).toBe(false);
    // What the worker runs with, said after the change, is no longer what the page asks for: not passed on.
    w.reply({ type: 'engine', threads: 1, tableMb: 16 });
    w.reply({ type: 'result', id: w.sent[0]!.id, ...result });
    expect(await outcome).toEqual({ kind: 'result', result });
    expect(w.terminated).toBe(true);
    expect(heard).toEqual([{ threads: 1, tableMb: 16 }]);
    void engine.search(work, () => {});
    expect(workers[1]!.init?.resources).toEqual({ threads: 4, tableMb: 16 });
  });
});
