// The one controller playing Russian draughts against the real wasm rules (when built): presses pick a piece
// and its path, short forms from the computer are matched to full paths, imports keep their start position.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlyModule } from 'ply-engine';
import type { SearchWork } from '../src/engine/protocol';
import type { Settings } from '../src/state/state';
import { sq } from './board';
import { loadWasm, ScriptedEngine, wasmBuilt as built } from './wasm-fixture';
import { stubLocalStorage } from './memory-storage';
import { realSession, setupController, TWO_PLAYERS as hvh } from './controller-setup';

let ply: PlyModule;
let hasDraughts = false;

beforeAll(async () => {
  if (!built) return;
  ply = await loadWasm();
  hasDraughts = ply.games().includes('draughts');
  // Every case below returns early without draughts: a module without it must fail here, not pass silently.
  if (!hasDraughts) throw new Error(`the wasm module lists no draughts: ${ply.games()}`);
});

/** localStorage for node: the controller saves every change. */
beforeEach(() => {
  stubLocalStorage();
});

function setup(
  settings: Settings,
  answer: (work: Omit<SearchWork, 'id'>) => string = () => '',
  score?: (work: Omit<SearchWork, 'id'>) => number,
) {
  const engine = new ScriptedEngine(answer, score);
  return setupController({ session: realSession(ply, 'draughts'), game: 'draughts', settings, engine, newGame: true });
}

/** The state a second controller on the same storage restores, as a reload does. */
function reloaded() {
  return setupController({ session: realSession(ply, 'draughts'), game: 'draughts' }).state;
}

const pdn = (fen: string) => `[GameType "25"]\n[FEN "${fen}"]\n*`;

describe.skipIf(!built)('GameController, Russian draughts, real rules', () => {
  it('a piece, then its destination: the move is played and announced', () => {
    if (!hasDraughts) return;
    const { c, state, announced } = setup(hvh);
    c.onSquare(sq('c3'));
    expect(state.selection).toEqual({ from: sq('c3'), dest: null, via: [], choices: [] });
    expect(state.moves).toEqual([]);
    c.onSquare(sq('d4'));
    expect(state.moves).toEqual(['c3-d4']);
    expect(state.selection).toBeNull();
    expect(announced).toEqual(['White c3-d4']);
    expect(state.status.toMove).toBe(1);
  });

  it('the ambiguous end waits for the intermediate square, then the full path is played and kept', () => {
    if (!hasDraughts) return;
    const { c, state } = setup(hvh);
    expect(c.importText(pdn('W:WKh4:Bc7,d2,d4,d6,g5'))).toBeNull();
    expect(state.start).not.toBeNull();
    c.onSquare(sq('h4'));
    c.onSquare(sq('e1'));
    expect(state.moves).toEqual([]);
    expect(state.selection?.dest).toBe(sq('e1'));
    c.onSquare(sq('e7'));
    expect(state.moves).toHaveLength(1);
    expect(state.lastPath).toEqual(['h4', 'e7', 'b4', 'e1'].map(sq));
    expect(state.squares[sq('e1')]).toBe('W');
    for (const s of ['g5', 'd6', 'd2']) expect(state.squares[sq(s)]).toBe('-');
    // The captured pieces fade from the diff of squares before and after.
    expect(state.anim?.vanished.sort()).toEqual(['h4', 'g5', 'd6', 'd2'].map(sq).sort());
  });

  it('the last move’s full capture path survives a reload, though the history writes it short', () => {
    if (!hasDraughts) return;
    const { c, state } = setup(hvh);
    expect(c.importText(pdn('W:WKh4:Bc7,d2,d4,d6,g5'))).toBeNull();
    c.onSquare(sq('h4'));
    c.onSquare(sq('e1'));
    c.onSquare(sq('e7'));
    const path = ['h4', 'e7', 'b4', 'e1'].map(sq);
    expect(state.lastPath).toEqual(path);
    c.destroy();
    const again = reloaded();
    expect(again.moves).toEqual(state.moves);
    expect(again.lastPath).toEqual(path);
  });

  it('the computer’s short form is matched to its full path; a crowning capture ends the game', async () => {
    if (!hasDraughts) return;
    vi.useFakeTimers();
    const { c, state, announced, engine } = setup({ mode: 'hvc', human: 1, level: 1, options: {} }, () => 'b6:g5');
    expect(c.importText(pdn('W:Wb6:Bc7,e7'))).toBeNull();
    expect(engine.requests.at(-1)?.start).toBe(state.start);
    await vi.advanceTimersByTimeAsync(400);
    expect(state.moves).toHaveLength(1);
    expect(state.lastPath).toEqual(['b6', 'd8', 'g5'].map(sq));
    expect(state.squares[sq('g5')]).toBe('W');
    expect(state.status.over).toBe(true);
    expect(announced.at(-1)).toBe('You lost · Black has no moves');
    vi.useRealTimers();
  });

  it('an imported position with Black to move: undo counts from Black, and a reload restores it', () => {
    if (!hasDraughts) return;
    const { c, state } = setup({ mode: 'hvc', human: 1, level: 1, options: {} });
    expect(c.importText(pdn('B:Wc3,e3,g3:Bb6,d6,f6'))).toBeNull();
    expect(state.startSide).toBe(1);
    expect(state.status.toMove).toBe(1);
    c.onSquare(sq('f6'));
    c.onSquare(sq('g5'));
    expect(state.moves).toEqual(['f6-g5']);
    c.destroy();
    // A second controller on the same storage finds the game as it was.
    const again = reloaded();
    expect(again.start).toBe(state.start);
    expect(again.startSide).toBe(1);
    expect(again.moves).toEqual(['f6-g5']);
    expect(again.squares).toBe(state.squares);
  });

  it('a refused import changes nothing and says why', () => {
    if (!hasDraughts) return;
    const { c, state } = setup(hvh);
    c.onSquare(sq('c3'));
    c.onSquare(sq('d4'));
    const before = state.squares;
    expect(c.importText('1. c3-c5 *')).toMatchObject({ reason: 'illegal', moveNumber: 1, move: 'c3-c5' });
    expect(state.moves).toEqual(['c3-d4']);
    expect(state.squares).toBe(before);
  });

  it('drag: picking up a piece selects it; a drop on a destination plays, elsewhere keeps nothing played', () => {
    if (!hasDraughts) return;
    const { c, state } = setup(hvh);
    expect(c.canDrag(sq('c3'))).toBe(true);
    expect(c.canDrag(sq('c1'))).toBe(false);
    c.drag(sq('c3'), 10, 20, sq('d4'));
    expect(state.drag).toEqual({ from: sq('c3'), x: 10, y: 20 });
    expect(state.hover).toBe(sq('d4'));
    c.drop(sq('c3'), sq('h8'));
    expect(state.moves).toEqual([]);
    expect(state.drag).toBeNull();
    c.drag(sq('e3'), 10, 20, null);
    c.drop(sq('e3'), sq('f4'));
    expect(state.moves).toEqual(['e3-f4']);
  });

  it('a new game against the computer as Black puts Black at the bottom; as White, White', () => {
    if (!hasDraughts) return;
    const { c, state } = setup({ mode: 'hvc', human: 1, level: 1, options: {} });
    expect(state.flipped).toBe(true);
    c.newGame({ mode: 'hvc', human: 0, level: 1, options: {} });
    expect(state.flipped).toBe(false);
  });

  it('flip is saved with the game', () => {
    if (!hasDraughts) return;
    const { c, state } = setup(hvh);
    c.flip();
    expect(state.flipped).toBe(true);
    expect(JSON.parse(localStorage.getItem('ply.v1.draughts') ?? '{}').flipped).toBe(true);
  });

  it('a draw agreed by two players: announced, exported as 1-1, saved, reopened by undo', () => {
    if (!hasDraughts) return;
    const { c, state, announced } = setup(hvh);
    c.onSquare(sq('c3'));
    c.onSquare(sq('d4'));
    expect(c.canOfferDraw()).toBe(true);
    c.offerDraw();
    expect(state.drawOffer).toBe(1);
    c.answerDraw(true);
    expect(state.status).toMatchObject({ over: true, winner: -1, reason: 'agreement' });
    expect(announced.at(-1)).toBe('Draw · agreement');
    c.onSquare(sq('f6'));
    expect(state.selection).toBeNull();
    const text = c.exportText();
    expect(text).toContain('[Result "1-1"]');
    expect(text.trimEnd()).toMatch(/1\. c3-d4 1-1$/);
    expect(JSON.parse(localStorage.getItem('ply.v1.draughts') ?? '{}').agreed).toBe(true);
    // A reload finds the game still drawn.
    const again = reloaded();
    expect(again.agreed).toBe(true);
    expect(again.status.reason).toBe('agreement');
    c.undo();
    expect(state.agreed).toBe(false);
    expect(state.moves).toEqual([]);
    expect(state.status.over).toBe(false);
    expect(JSON.parse(localStorage.getItem('ply.v1.draughts') ?? '{}').agreed).toBe(false);
  });

  it('a level-1 computer answers a draw offer from a strong search, never from its own score (0 at level 1)', async () => {
    if (!hasDraughts) return;
    // Five white men against ten black, White (the player) to move: the strong search scores it −5 for White.
    const fen = 'W:Wa1,c1,e1,g1,b2:Ba7,c7,e7,g7,b8,d8,f8,h8,b6,d6';
    // Full strength: draughts' top level (its ladder's size).
    let top = 0;
    const strong = (work: Omit<SearchWork, 'id'>) => (work.level === top ? -5 : 0);
    const { c, state, engine, announced } = setup({ mode: 'hvc', human: 0, level: 1, options: {} }, () => '', strong);
    top = state.levels.length;
    expect(top).toBeGreaterThan(5);
    expect(c.importText(pdn(fen))).toBeNull();
    state.evaluation = 0;
    c.offerDraw();
    expect(state.notice).toEqual({ key: 'drawConsidering' });
    await vi.waitFor(() => expect(state.notice).toEqual({ key: 'drawDeclined' }));
    expect(engine.requests.at(-1)?.level).toBe(top);
    expect(announced.at(-1)).toBe('The computer declines the draw.');
    expect(state.status.over).toBe(false);

    // Where the strong search finds the computer no better, it accepts.
    const even = setup(
      { mode: 'hvc', human: 0, level: 1, options: {} },
      () => '',
      () => 0,
    );
    even.c.offerDraw();
    await vi.waitFor(() => expect(even.state.notice).toEqual({ key: 'drawAccepted' }));
    expect(even.announced.slice(-2)).toEqual(['The computer accepts the draw.', 'Draw · agreement']);
    expect(even.state.status.over).toBe(true);
  });
});

describe.skipIf(!built)('a capture round a ring (back to the piece’s own square)', () => {
  /** King c3 takes d4, f4, f2 and d2 and lands on c3 again; it may also stop on b4 or a5, or go the other way. */
  const RING = '[GameType "25"]\n[FEN "W:WKc3,h2:Bd4,f4,f2,d2,a7"]\n\n*';

  it('pressing the king again cancels; playPicked plays the ring, written with its turning square', () => {
    const { c, state } = setup(hvh);
    expect(c.importText(RING)).toBeNull();
    expect(state.legal.map((m) => m.input)).toContain('c3:e5:g3:e1:c3');
    c.onSquare(sq('c3'));
    expect(state.selection?.from).toBe(sq('c3'));
    c.onSquare(sq('c3'));
    expect(state.selection).toBeNull();
    c.onSquare(sq('c3'));
    c.playPicked();
    expect(state.moves).toEqual(['c3:g3:c3']);
    expect(state.lastPath).toEqual(['c3', 'e5', 'g3', 'e1', 'c3'].map(sq));
    expect(state.squares[sq('c3')]).toBe('W');
    expect(state.squares[sq('d4')]).toBe('-');
  });

  it('does nothing with no piece picked', () => {
    const { c, state } = setup(hvh);
    c.importText(RING);
    c.playPicked();
    expect(state.moves).toEqual([]);
  });
});
