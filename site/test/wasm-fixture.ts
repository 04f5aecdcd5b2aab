// What the controller tests share: the real wasm module (when the wasm build has run) and an engine double
// that answers at once with a scripted move, so no search runs in the tests.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Analysis, PlyModule, SearchProgress } from 'ply-engine';
import type { AnalysisOutcome, SearchEngine, SearchOutcome } from '../src/engine/engine';
import type { AnalysisWork, SearchWork } from '../src/engine/protocol';

const GEN = new URL('../src/wasm/generated/', import.meta.url);
export const wasmBuilt = existsSync(new URL('ply.mjs', GEN));
// In CI the wasm stage runs before the site's: a missing module there fails these suites instead of skipping them.
if (!wasmBuilt && process.env.CI) {
  throw new Error(`${fileURLToPath(GEN)}ply.mjs is missing: build the wasm preset first (CI runs no test without it)`);
}

export async function loadWasm(): Promise<PlyModule> {
  // Emscripten 3.1.6's ES6 loader reads __dirname under Node; the bytes are passed in directly.
  (globalThis as { __dirname?: string }).__dirname ??= fileURLToPath(GEN);
  const mod = (await import(pathToFileURL(fileURLToPath(new URL('ply.mjs', GEN))).href)) as {
    default: (o: { wasmBinary: Uint8Array }) => Promise<PlyModule>;
  };
  return mod.default({ wasmBinary: readFileSync(new URL('ply.wasm', GEN)) });
}

export class ScriptedEngine implements SearchEngine {
  requests: Omit<SearchWork, 'id'>[] = [];
  stops = 0;
  /** `score`: the search's score for the side to move (0 when not given). */
  constructor(
    private readonly answer: (work: Omit<SearchWork, 'id'>) => string,
    private readonly score: (work: Omit<SearchWork, 'id'>) => number = () => 0,
  ) {}
  search(work: Omit<SearchWork, 'id'>, onProgress: (p: SearchProgress) => void): Promise<SearchOutcome> {
    this.requests.push(work);
    const move = this.answer(work);
    const score = this.score(work);
    onProgress({ depth: 1, score, exact: false, book: false, nodes: 1, selectivity: 100, pv: [move] });
    return Promise.resolve({
      kind: 'result',
      result: { move, depth: 1, score, exact: false, book: false, nodes: 1, selectivity: 100, pv: [move], timeMs: 0 },
    });
  }
  /** The analyses running: each until the test calls its `answer` or stop() is called. */
  analyses: {
    work: Omit<AnalysisWork, 'id'>;
    owner?: object;
    progress: (a: Analysis) => void;
    answer: (o: AnalysisOutcome) => void;
  }[] = [];
  analyse(work: Omit<AnalysisWork, 'id'>, onProgress: (a: Analysis) => void, owner?: object): Promise<AnalysisOutcome> {
    return new Promise((resolve) => {
      const job = {
        work,
        owner,
        progress: onProgress,
        answer: (o: AnalysisOutcome): void => {
          this.analyses = this.analyses.filter((a) => a !== job);
          resolve(o);
        },
      };
      this.analyses.push(job);
    });
  }
  /** As the Engine's: stops the analyses of `owner`, or all of them. */
  stop(owner?: object): void {
    this.stops++;
    for (const a of this.analyses) if (owner === undefined || a.owner === owner) a.answer({ kind: 'cancelled' });
  }
  destroy(): void {}
}
