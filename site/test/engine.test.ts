import { describe, expect, it } from 'vitest';
import { Engine, type WorkerLike } from '../src/engine';
import type { WorkerReply, WorkerRequest } from '../src/protocol';

class FakeWorker implements WorkerLike {
  onmessage: ((e: MessageEvent<WorkerReply>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  sent: WorkerRequest[] = [];
  terminated = false;
  postMessage(m: WorkerRequest): void {
    this.sent.push(m);
  }
  terminate(): void {
    this.terminated = true;
  }
  reply(m: WorkerReply): void {
    this.onmessage?.({ data: m } as MessageEvent<WorkerReply>);
  }
}

const work = { game: 'reversi', start: null, moves: [], level: 3, timeMs: 1000, seed: 1, aggressiveness: 0.8 };
const result = { depth: 4, score: 1, exact: false, nodes: 10, pv: ['d3'], move: 'd3', timeMs: 5 };

describe('Engine', () => {
  it('delivers progress and the result of the current search', async () => {
    const workers: FakeWorker[] = [];
    const engine = new Engine(() => {
      const w = new FakeWorker();
      workers.push(w);
      return w;
    });
    const progress: number[] = [];
    const p = engine.search(work, (pr) => progress.push(pr.depth));
    const w = workers[0]!;
    const id = w.sent[0]!.id;
    w.reply({ type: 'progress', id, depth: 1, score: 0, exact: false, nodes: 1, pv: [] });
    w.reply({ type: 'result', id, ...result });
    expect(await p).toEqual({ kind: 'result', result });
    expect(progress).toEqual([1]);
    expect(engine.computing).toBe(false);
  });

  it('cancels by terminating the worker, and drops replies with a stale id', async () => {
    const workers: FakeWorker[] = [];
    const engine = new Engine(() => {
      const w = new FakeWorker();
      workers.push(w);
      return w;
    });
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
});
