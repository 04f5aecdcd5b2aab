// Messages between the page and the search worker (lila ceval style): each request carries an id,
// and the page drops any reply whose id is not the one it waits for.
import type { Analysis, SearchOptions, SearchProgress, SearchResult } from 'ply-engine';
import type { DataRefusal } from '../wasm/data';
import type { Resources } from '../wasm/resources';

/** A position to work on: a game, where it starts and the moves played since. */
export interface PositionWork {
  id: number;
  /** e.g. 'reversi' */
  game: string;
  /** A position in the game's notation, or null for the game's start position. */
  start: string | null;
  /** Moves from the start, e.g. ['d3', 'c5']. */
  moves: string[];
}

export interface SearchWork extends PositionWork {
  /** A place in the game's ladder (Session.levels()), 1..its size. */
  level: number;
  /** The level reads the game's data files (state/ladder.ts levelNeedsData): the worker fetches them first. */
  data?: boolean;
  timeMs: number;
  seed: number;
  /** The game's own options by name, as its Session declares them (gomoku: {aggressiveness: 0.8}; others: {}). */
  options: SearchOptions;
}

/** The hints: every move's value (Reversi, draughts) or the best moves, for the side to move (ply.d.ts analyse()). */
export interface AnalysisWork extends PositionWork {
  timeMs: number;
  /** How many best moves, each with its line, chess and gomoku give (1..64; 1 when not said). */
  lines?: number;
}

export type WorkerRequest =
  /**
   * Sent first. `stop`, where the page is cross-origin isolated: the shared stop flag (one Int32), holding
   * the id of the latest job the page cancelled; a job with an id at most that stops at its next budget
   * check. `module`: the compiled wasm module if the page has one (a worker started again), else null: the
   * worker compiles it and posts it back (a 'module' reply), so the page never compiles it itself. `wasm`:
   * the module's bytes as the page downloads them (transferred), or null: the worker downloads them itself.
   * `resources`: the threads and table size the player chose (resources.ts); with more than one thread, where
   * the worker can start them, it searches with the threaded module, else with the one it compiled.
   */
  | {
      type: 'init';
      stop: SharedArrayBuffer | null;
      module: WebAssembly.Module | null;
      wasm: ReadableStream<Uint8Array> | null;
      resources: Resources;
    }
  | ({ type: 'search' } & SearchWork)
  | ({ type: 'analyse' } & AnalysisWork);

export type WorkerReply =
  /** The module the worker compiled, or null if it could not compile it or post it (the page compiles its own). */
  | { type: 'module'; module: WebAssembly.Module | null }
  | ({ type: 'progress'; id: number } & SearchProgress)
  | ({ type: 'result'; id: number } & SearchResult)
  | ({ type: 'analysis'; id: number } & Analysis)
  | ({ type: 'analysed'; id: number } & Analysis)
  | { type: 'error'; id: number; message: string }
  /** A data file the game goes without (its strong level plays its hand-written evaluation); the job goes on. */
  | ({ type: 'data' } & DataRefusal)
  /** What the worker's searches run with, once its module has started: threads it can start, table size. */
  | ({ type: 'engine' } & Resources);

/**
 * A search's progress as plain values: what a message or the page's state may hold (Embind's objects may
 * not survive structured clone, and a reply carries fields beyond the progress).
 */
export function plainProgress(p: SearchProgress): SearchProgress {
  return {
    depth: p.depth,
    score: p.score,
    exact: p.exact,
    book: p.book,
    nodes: p.nodes,
    selectivity: p.selectivity,
    pv: Array.from(p.pv),
  };
}
