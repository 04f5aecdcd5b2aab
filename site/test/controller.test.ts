// The controller against the real wasm rules (when the wasm build has run) and a scripted engine:
// the engine double answers with the first legal move it is told about, so no search runs here.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PlyModule } from 'ply-engine';
import type { Settings } from '../src/state/state';
import { sq as squareIndex } from './board';
import { loadWasm, ScriptedEngine, wasmBuilt as built } from './wasm-fixture';
import { realSession, setupController } from './controller-setup';

let ply: PlyModule;

beforeAll(async () => {
  if (built) ply = await loadWasm();
});

function setup(settings: Settings = { mode: 'hvc', human: 0, level: 1, options: {} }) {
  const replySession = realSession(ply, 'reversi');
  const engine = new ScriptedEngine((work) => {
    replySession.reset();
    for (const m of work.moves) replySession.play(m);
    return replySession.legalMoves()[0]?.input ?? 'pass';
  });
  return setupController({ session: realSession(ply, 'reversi'), game: 'reversi', settings, engine, newGame: true });
}

describe.skipIf(!built)('GameController with the real rules', () => {
  it('a click plays, then the computer replies after a short delay', async () => {
    vi.useFakeTimers();
    const { c, state, announced } = setup();
    c.onSquare(squareIndex('d3'));
    expect(state.moves).toEqual(['d3']);
    expect(announced).toContain('Black d3');
    await vi.advanceTimersByTimeAsync(400);
    expect(state.moves.length).toBe(2);
    expect(announced.at(-1)).toMatch(/^White [a-h][1-8]$/);
    vi.useRealTimers();
  });

  it('ignores clicks on illegal squares and on the computer’s turn', () => {
    const { c, state } = setup();
    c.onSquare(squareIndex('a1'));
    expect(state.moves).toEqual([]);
    c.onSquare(squareIndex('d3'));
    c.onSquare(squareIndex('c5'));
    expect(state.moves).toEqual(['d3']);
  });

  it('undo against the computer returns to your turn and redo replays both moves', async () => {
    vi.useFakeTimers();
    const { c, state } = setup();
    c.onSquare(squareIndex('d3'));
    await vi.advanceTimersByTimeAsync(400);
    const two = state.moves.slice();
    c.undo();
    expect(state.moves).toEqual([]);
    expect(state.future.map((m) => m.written)).toEqual(two);
    c.redo();
    expect(state.moves).toEqual(two);
    vi.useRealTimers();
  });

  it('a level change during the computer’s turn restarts its search at the new level', () => {
    const { c, state, engine } = setup({ mode: 'hvc', human: 1, level: 1, options: {} });
    expect(engine.requests.at(-1)?.level).toBe(1);
    // Full strength, the ladder's top, thinks for its budget.
    const top = state.levels.length;
    expect(top).toBeGreaterThan(5);
    c.setLevel(top);
    expect(engine.requests.at(-1)?.level).toBe(top);
    expect(engine.requests.at(-1)?.timeMs).toBe(2000);
    expect(state.settings.level).toBe(top);
    // A level below it only caps a runaway search.
    c.setLevel(5);
    expect(engine.requests.at(-1)?.level).toBe(5);
    expect(engine.requests.at(-1)?.timeMs).toBe(10000);
  });

  it('computer vs computer plays a whole game to its end, passes included', async () => {
    vi.useFakeTimers();
    const { state, announced } = setup({ mode: 'cvc', human: 0, level: 1, options: {} });
    for (let i = 0; i < 130 && !state.status.over; i++) await vi.advanceTimersByTimeAsync(700);
    expect(state.status.over).toBe(true);
    expect(announced.at(-1)).toMatch(/^(Black wins|White wins|Draw) \d+–\d+$/);
    vi.useRealTimers();
  });

  it('a pass is noticed until the side that passed moves again, then the notice goes', async () => {
    vi.useFakeTimers();
    const { state } = setup({ mode: 'cvc', human: 0, level: 1, options: {} });
    let passes = 0;
    for (let i = 0; i < 500 && !state.status.over; i++) {
      await vi.advanceTimersByTimeAsync(150);
      const last = state.moves.length - 1;
      if (last < 0) continue;
      const lastMover = last % 2;
      const passer = state.moves.lastIndexOf('pass');
      if (state.moves[last] === 'pass') {
        passes++;
        expect(state.notice).toEqual({ key: 'pass', side: lastMover });
      } else if (passer >= 0 && !state.moves.slice(passer + 1).some((_, k) => (passer + 1 + k) % 2 === passer % 2)) {
        expect(state.notice).toEqual({ key: 'pass', side: passer % 2 }); // the other side's answer: still shown
      } else {
        expect(state.notice).toBeNull();
      }
    }
    expect(passes).toBeGreaterThan(0);
    vi.useRealTimers();
  });
});
