// The hints through the controller, on the real rules (when the wasm build has run) and a scripted
// engine whose analyses the test answers by hand.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Analysis, PlyModule } from 'ply-engine';
import type { Settings } from '../src/state/state';
import { sq as squareIndex } from './board';
import { loadWasm, ScriptedEngine, wasmBuilt as built } from './wasm-fixture';
import { realSession, setupController } from './controller-setup';

let ply: PlyModule;

beforeAll(async () => {
  if (built) ply = await loadWasm();
});

const YOU_BLACK: Settings = { mode: 'hvc', human: 0, level: 1, options: {} };

function setup(settings: Settings = YOU_BLACK) {
  const engine = new ScriptedEngine(() => 'c3');
  const { c, state, counts } = setupController({
    session: realSession(ply, 'reversi'),
    game: 'reversi',
    settings,
    engine,
    newGame: true,
  });
  return { c, state, engine, changes: () => counts.changed };
}

const START_ANALYSIS: Analysis = {
  depth: 4,
  nodes: 100,
  timeMs: 3,
  moves: ['d3', 'c4', 'f5', 'e6'].map((move, i) => ({
    move,
    value: 1 - i,
    exact: false,
    book: false,
    pv: [move, 'c5'],
  })),
};

describe.skipIf(!built)('hints', () => {
  it('the Hint button analyses the position on the board, for the side to move', () => {
    const { c, state, engine } = setup();
    c.toggleHint();
    expect(engine.analyses).toHaveLength(1);
    expect(engine.analyses[0]!.work).toMatchObject({ game: 'reversi', start: '8x8:', moves: [] });
    expect(state.hint).toMatchObject({ depth: 0, moves: [] });
  });

  it('values stream in as the analysis deepens, at most every 125 ms', async () => {
    vi.useFakeTimers();
    try {
      const { c, state, engine } = setup();
      c.toggleHint();
      const job = engine.analyses[0]!;
      job.progress({ ...START_ANALYSIS, depth: 2 });
      job.progress(START_ANALYSIS);
      await vi.advanceTimersByTimeAsync(200);
      expect(state.hint?.depth).toBe(4);
      expect(state.hint?.moves.map((m) => m.move)).toEqual(['d3', 'c4', 'f5', 'e6']);
      job.answer({ kind: 'result', result: { ...START_ANALYSIS, depth: 9 } });
      await vi.advanceTimersByTimeAsync(0);
      expect(state.hint?.depth).toBe(9);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a move played stops the analysis and drops the hint', async () => {
    const { c, state, engine } = setup();
    c.toggleHint();
    const stops = engine.stops;
    c.onSquare(squareIndex('d3'));
    expect(state.hint).toBeNull();
    expect(engine.stops).toBeGreaterThan(stops);
    expect(engine.analyses).toHaveLength(0);
  });

  it('a new game drops the hint and stops its analysis: nothing it reports later comes back', async () => {
    vi.useFakeTimers();
    try {
      const { c, state, engine } = setup();
      c.toggleHint();
      const job = engine.analyses[0]!;
      c.newGame(YOU_BLACK);
      expect(state.hint).toBeNull();
      expect(engine.analyses).toHaveLength(0);
      job.progress(START_ANALYSIS);
      await vi.advanceTimersByTimeAsync(1000);
      expect(state.hint).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a second press hides the hint and stops the analysis', () => {
    const { c, state, engine } = setup();
    c.toggleHint();
    c.toggleHint();
    expect(state.hint).toBeNull();
    expect(engine.analyses).toHaveLength(0);
  });

  it('an analysis cancelled by another job leaves no empty hint: the next press analyses again', async () => {
    const { c, state, engine } = setup();
    c.toggleHint();
    engine.analyses[0]!.answer({ kind: 'cancelled' });
    await Promise.resolve();
    expect(state.hint).toBeNull();
    expect(engine.analyses).toHaveLength(0);
    c.toggleHint();
    expect(engine.analyses).toHaveLength(1);
    expect(state.hint).toMatchObject({ depth: 0, moves: [] });
  });

  it('no hint on the computer’s turn', () => {
    const { c, state, engine } = setup({ ...YOU_BLACK, human: 1 });
    c.toggleHint();
    expect(state.hint).toBeNull();
    expect(engine.analyses).toHaveLength(0);
  });

  it('an answer that comes after the position changed is dropped', async () => {
    const { c, state, engine } = setup({ ...YOU_BLACK, mode: 'hvh' });
    c.toggleHint();
    const job = engine.analyses[0]!;
    c.onSquare(squareIndex('d3'));
    job.answer({ kind: 'result', result: START_ANALYSIS });
    await Promise.resolve();
    expect(state.hint).toBeNull();
  });
});
