// The controller hosting gomoku (on a session double with its board sizes and turns, no rules of five):
// variants make the start position, taps on a touch screen ask to be confirmed, the aggressiveness (an option
// the session declares) and the move-number toggle are saved and the aggressiveness goes with every search; a
// refused import or shared link carries the Session's refusal.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_GAME_TEXT } from '../src/play/game-controller';
import { loadGame } from '../src/storage/persist';
import { squareIndex } from '../src/squares/squares';
import { FakeGomoku } from './fake-gomoku';
import { ScriptedEngine } from './wasm-fixture';
import { stubLocalStorage } from './memory-storage';
import { setupController, TWO_PLAYERS as hvh } from './controller-setup';

beforeEach(() => {
  stubLocalStorage();
});

function setup() {
  const session = new FakeGomoku();
  const engine = new ScriptedEngine((work) => {
    const reply = new FakeGomoku();
    reply.load(work.start ?? '15 freestyle:');
    for (const m of work.moves) reply.play(m);
    return reply.legalMoves()[0]?.input ?? '';
  });
  return setupController({ session, game: 'gomoku', settings: hvh, engine });
}

describe('gomoku in the controller', () => {
  it('a first visit starts the default variant, 15x15 freestyle, and keeps its start text', () => {
    const { state } = setup();
    expect(state.start).toBe('15 freestyle:');
    expect(state.board).toEqual({ files: 15, ranks: 15 });
  });

  it('a new game starts from the variant chosen: its size and rule', () => {
    const { c, state, session } = setup();
    c.newGame(hvh, '10 standard:');
    expect(state.board).toEqual({ files: 10, ranks: 10 });
    expect(state.start).toBe('10 standard:');
    expect(session.rule).toBe('standard');
    expect(loadGame('gomoku')).toMatchObject({ kind: 'ok', game: { start: '10 standard:' } });
  });

  it('a restored game comes back on its own board size', () => {
    const first = setup();
    first.c.newGame(hvh, '10 freestyle:');
    first.c.onSquare(squareIndex({ files: 10, ranks: 10 }, 'e5'));
    const again = setup();
    expect(again.state.board).toEqual({ files: 10, ranks: 10 });
    expect(again.state.moves).toEqual(['e5']);
  });

  it('an imported game keeps its size even when it equals the current one', () => {
    const { c, state } = setup();
    expect(c.importText('15 freestyle: h8 i9')).toBeNull();
    expect(state.start).toBe('15 freestyle:');
    expect(state.moves).toEqual(['h8', 'i9']);
  });

  it('a refused import is the Session’s refusal, taken as it is; nothing changes', () => {
    const { c, state } = setup();
    c.onSquare(squareIndex(state.board, 'h8'));
    expect(c.importText('15 freestyle: h8 h8')).toEqual({
      reason: 'illegal',
      cause: 'taken',
      moveNumber: 2,
      move: 'h8',
      text: 'illegal h8',
    });
    expect(c.importText('   ')).toEqual({ reason: 'empty', cause: '', moveNumber: 0, move: '', text: EMPTY_GAME_TEXT });
    expect(state.moves).toEqual(['h8']);
  });

  it('a shared link with a refused game: the notice carries the refusal, and nothing else changes', () => {
    const { c, state } = setup();
    c.onSquare(squareIndex(state.board, 'h8'));
    c.openShared('15 freestyle: h8 p16');
    expect(state.notice).toEqual({
      key: 'badShare',
      refusal: { reason: 'unreadable', cause: 'off-board', moveNumber: 2, move: 'p16', text: 'illegal p16' },
    });
    expect(state.viewing).toBe(false);
    expect(state.moves).toEqual(['h8']);
  });

  it('on a touch screen the first tap shows the stone, a second tap on it plays', () => {
    const { c, state } = setup();
    const h8 = squareIndex(state.board, 'h8');
    const h9 = squareIndex(state.board, 'h9');
    c.onSquare(h8, true);
    expect(state.moves).toEqual([]);
    expect(state.hover).toBe(h8);
    // A finger that landed on the neighbour only moves the preview.
    c.onSquare(h9, true);
    expect(state.moves).toEqual([]);
    expect(state.hover).toBe(h9);
    c.onSquare(h9, true);
    expect(state.moves).toEqual(['h9']);
    expect(state.hover).toBeNull();
  });

  it('a mouse click or a key plays at once', () => {
    const { c, state } = setup();
    c.onSquare(squareIndex(state.board, 'h8'));
    expect(state.moves).toEqual(['h8']);
  });

  it('the aggressiveness is saved and goes with the computer’s next search', async () => {
    vi.useFakeTimers();
    const { c, state, engine } = setup();
    c.newGame({ mode: 'hvc', human: 0, level: 2, options: {} }, '15 freestyle:');
    c.onSquare(squareIndex(state.board, 'h8'));
    expect(engine.requests.at(-1)?.options).toEqual({ aggressiveness: 0.8 });
    await vi.advanceTimersByTimeAsync(400);
    c.setOption('aggressiveness', 0.55);
    expect(loadGame('gomoku')).toMatchObject({ kind: 'ok', game: { settings: { options: { aggressiveness: 0.55 } } } });
    c.onSquare(squareIndex(state.board, 'h9'));
    expect(engine.requests.at(-1)?.options).toEqual({ aggressiveness: 0.55 });
    vi.useRealTimers();
  });

  it('move numbers are a saved toggle', () => {
    const { c, state } = setup();
    c.toggleMoveNumbers();
    expect(state.moveNumbers).toBe(true);
    expect(loadGame('gomoku')).toMatchObject({ kind: 'ok', game: { moveNumbers: true } });
    expect(setup().state.moveNumbers).toBe(true);
  });
});
