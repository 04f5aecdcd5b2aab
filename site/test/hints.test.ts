// The hints through the controller, on the real rules (when the wasm build has run) and a scripted
// engine whose analyses the test answers by hand.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Analysis, PlyModule } from 'ply-engine';
import type { Settings } from '../src/state/state';
import { sq as squareIndex } from './board';
import { loadWasm, ScriptedEngine, wasmBuilt as built } from './wasm-fixture';
import { ANALYSIS_TIME_MS, HINT_TIME_MS } from '../src/engine/hints';
import { analysisLines } from '../src/state/analysis';
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

describe.skipIf(!built)('the analysis board', () => {
  it('the Analysis button searches the position shown with no end but the player’s, asking for the lines listed', () => {
    const { c, state, engine } = setup();
    c.toggleAnalysis();
    expect(state.analysis.on).toBe(true);
    expect(engine.analyses).toHaveLength(1);
    expect(engine.analyses[0]!.work).toMatchObject({ moves: [], timeMs: ANALYSIS_TIME_MS, lines: 3 });
    c.toggleAnalysis();
    expect(state.analysis.on).toBe(false);
    expect(engine.analyses).toHaveLength(0);
  });

  it('a plain hint asks for one line, for its own time', () => {
    const { c, engine } = setup();
    c.toggleHint();
    expect(engine.analyses[0]!.work).toMatchObject({ timeMs: HINT_TIME_MS, lines: 1 });
  });

  it('lists as many of the best moves as the player asks for, best first', async () => {
    const { c, state, engine } = setup();
    c.toggleAnalysis();
    engine.analyses[0]!.answer({ kind: 'result', result: START_ANALYSIS });
    await Promise.resolve();
    expect(analysisLines(state).map((m) => m.move)).toEqual(['d3', 'c4', 'f5']);
    c.setAnalysisLines(2);
    expect(analysisLines(state).map((m) => m.move)).toEqual(['d3', 'c4']);
    // Reversi values every legal move: a shorter list needs no new search, and neither does a longer one.
    c.setAnalysisLines(4);
    expect(analysisLines(state)).toHaveLength(4);
    expect(engine.analyses).toHaveLength(0);
  });

  it('a count of lines out of 1 to 5 is the default, 3', () => {
    const { c, state } = setup();
    c.setAnalysisLines(9);
    expect(state.analysis.lines).toBe(3);
    c.setAnalysisLines(0);
    expect(state.analysis.lines).toBe(3);
  });

  it('goes on after each move: the computer moves first, then the player’s position is analysed', async () => {
    const { c, state, engine } = setup();
    c.toggleAnalysis();
    c.onSquare(squareIndex('d3'));
    // The computer's search takes the engine; its move (c3) brings the player's turn, analysed again.
    await vi.waitFor(() => expect(state.moves).toEqual(['d3', 'c3']));
    expect(engine.analyses).toHaveLength(1);
    expect(engine.analyses[0]!.work.moves).toEqual(['d3', 'c3']);
    expect(state.analysis.on).toBe(true);
  });

  it('a line chosen plays its move on the live game; on a past position it plays nothing', async () => {
    const { c, state, engine } = setup({ ...YOU_BLACK, mode: 'hvh' });
    c.toggleAnalysis();
    engine.analyses[0]!.answer({ kind: 'result', result: START_ANALYSIS });
    await Promise.resolve();
    c.playLine(1);
    expect(state.moves).toEqual(['c4']);
    c.walkTo(0);
    engine.analyses.at(-1)!.answer({ kind: 'result', result: START_ANALYSIS });
    await Promise.resolve();
    c.playLine(0);
    expect(state.moves).toEqual(['c4']);
  });

  it('the Hint button ends the analysis', () => {
    const { c, state, engine } = setup();
    c.toggleAnalysis();
    c.toggleHint();
    expect(state.analysis.on).toBe(false);
    expect(state.hint).toBeNull();
    expect(engine.analyses).toHaveLength(0);
  });
});
