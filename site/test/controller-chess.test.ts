// The one controller playing chess against the real wasm rules (when built): a piece then its destination,
// castling's path drawn from its SAN, a promotion chosen after the destination, undo over castling, and
// the move announced in words.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlyModule } from 'ply-engine';
import type { GameController } from '../src/play/game-controller';
import { initialState, type Settings, type State } from '../src/state/state';
import { squareIndex } from '../src/squares/squares';
import { loadWasm, ScriptedEngine, wasmBuilt as built } from './wasm-fixture';
import { stubLocalStorage } from './memory-storage';
import { realSession, setupController, TWO_PLAYERS as hvh } from './controller-setup';
import { localDate } from '../src/storage/export-info';

let ply: PlyModule;
let hasChess = false;
const sq = (name: string) => squareIndex({ files: 8, ranks: 8 }, name);

beforeAll(async () => {
  if (!built) return;
  ply = await loadWasm();
  hasChess = ply.games().includes('chess');
  if (!hasChess) throw new Error(`the wasm module lists no chess: ${ply.games()}`);
});

beforeEach(() => {
  stubLocalStorage();
});

function setup(settings: Settings = hvh) {
  const { c, state, announced, sounds, session } = setupController({
    session: realSession(ply, 'chess'),
    game: 'chess',
    settings,
    newGame: true,
  });
  const play = (...squares: string[]) => squares.forEach((s) => c.onSquare(sq(s)));
  return { c, state, announced, sounds, play, session };
}

describe.skipIf(!built)('GameController, chess, real rules', () => {
  it('a piece, then its destination: SAN in the list, words in the live region', () => {
    if (!hasChess) return;
    const { state, announced, play } = setup();
    play('g1', 'f3');
    expect(state.moves).toEqual(['Nf3']);
    expect(state.lastPath).toEqual([sq('g1'), sq('f3')]);
    expect(announced).toEqual(['Knight g1 f3']);
  });

  it('each move sounds as what it is: a move, a capture, a check, and the end of the game', () => {
    if (!hasChess) return;
    const { sounds, play } = setup();
    play('e2', 'e4', 'f7', 'f5', 'e4', 'f5', 'g7', 'g5', 'd1', 'h5');
    expect(sounds).toEqual(['move', 'move', 'capture', 'move', 'end']);
    const again = setup();
    again.play('e2', 'e4', 'f7', 'f6', 'd1', 'h5');
    expect(again.sounds).toEqual(['move', 'move', 'check']);
  });

  it('castling by the king’s two squares: the path is the king’s, and undo takes it back as one move', () => {
    if (!hasChess) return;
    const { c, state, play } = setup();
    play('e2', 'e4', 'e7', 'e5', 'g1', 'f3', 'b8', 'c6', 'f1', 'c4', 'g8', 'f6', 'e1', 'g1');
    expect(state.moves.at(-1)).toBe('O-O');
    expect(state.lastPath).toEqual([sq('e1'), sq('g1')]);
    expect(state.squares[sq('f1')]).toBe('R');
    c.undo();
    expect(state.moves.at(-1)).toBe('Nf6');
    c.redo();
    expect(state.moves.at(-1)).toBe('O-O');
    expect(state.lastPath).toEqual([sq('e1'), sq('g1')]);
  });

  it('against the computer, undo goes back to your previous turn over piece moves; a reload keeps the last move', () => {
    if (!hasChess) return;
    const replies = ['b8c6', 'g8f6'];
    const engine = new ScriptedEngine(() => replies.shift() ?? '');
    const hvc: Settings = { mode: 'hvc', human: 0, level: 1, options: {} };
    const { c, state, session } = setupController({
      session: realSession(ply, 'chess'),
      game: 'chess',
      settings: hvc,
      engine,
      newGame: true,
    });
    c.onSquare(sq('g1'));
    c.onSquare(sq('f3'));
    return vi
      .waitFor(() => expect(state.moves).toEqual(['Nf3', 'Nc6']))
      .then(async () => {
        c.onSquare(sq('b1'));
        c.onSquare(sq('c3'));
        await vi.waitFor(() => expect(state.moves).toEqual(['Nf3', 'Nc6', 'Nc3', 'Nf6']));
        c.undo();
        expect(state.moves).toEqual(['Nf3', 'Nc6']);
        // A restored game draws its last move from the history's SAN.
        const again: State = initialState('chess', hvc);
        setupController({ session, engine, state: again });
        expect(again.moves).toEqual(['Nf3', 'Nc6']);
        expect(again.lastPath).toEqual([sq('b8'), sq('c6')]);
      });
  });

  it('a promotion waits for the piece: under-promotion to a knight', () => {
    if (!hasChess) return;
    const { c, state, announced } = setup();
    expect(c.importText('[SetUp "1"]\n[FEN "8/P6k/8/8/8/8/6p1/K7 w - - 0 1"]\n\n*')).toBeNull();
    c.onSquare(sq('a7'));
    c.onSquare(sq('a8'));
    expect(state.selection?.choices.map((m) => m.input)).toEqual(expect.arrayContaining(['a7a8q', 'a7a8n']));
    c.choose('a7a8n');
    expect(state.moves).toEqual(['a8=N']);
    expect(state.squares[sq('a8')]).toBe('N');
    expect(announced.at(-1)).toBe('Pawn a7 a8, promotes to knight');
  });

  it('the PGN export names the players from the settings and dates the game from the day it began', () => {
    if (!hasChess) return;
    const today = localDate(new Date());
    const tags = (pgn: string) =>
      Object.fromEntries(Array.from(pgn.matchAll(/^\[(\w+) "([^"]*)"\]$/gm), (m) => [m[1], m[2]]));
    const { c, play } = setup({ mode: 'hvc', human: 1, level: 4, options: {} });
    expect(tags(c.exportText())).toMatchObject({
      Date: today.replace(/-/g, '.'),
      White: 'Ply level 4',
      Black: 'Player',
    });
    c.newGame(hvh);
    play('e2', 'e4');
    expect(tags(c.exportText())).toMatchObject({ White: 'Player 1', Black: 'Player 2' });
    c.newGame({ ...hvh, mode: 'cvc', level: 2 });
    c.destroy();
    expect(tags(c.exportText())).toMatchObject({ White: 'Ply level 2', Black: 'Ply level 2' });
    // A saved game keeps the day it began; a save from before the date was kept says today.
    const saved = JSON.parse(localStorage.getItem('ply.v1.chess') ?? '{}') as Record<string, unknown>;
    expect(saved['started']).toBe(today);
    localStorage.setItem('ply.v1.chess', JSON.stringify({ ...saved, settings: hvh, started: '2024-02-29' }));
    const again = setupRestored();
    expect(tags(again.exportText())).toMatchObject({ Date: '2024.02.29', White: 'Player 1', Black: 'Player 2' });
    delete saved['started'];
    localStorage.setItem('ply.v1.chess', JSON.stringify({ ...saved, settings: hvh }));
    expect(tags(setupRestored().exportText())).toMatchObject({ Date: today.replace(/-/g, '.') });
  });
});

/** A controller that restores the saved chess game, as a reload does. */
function setupRestored(): GameController {
  return setupController({ session: realSession(ply, 'chess'), game: 'chess', settings: hvh }).c;
}

describe.skipIf(!built)('GameController, chess: match my strength', () => {
  const matched: Settings = { mode: 'hvc', human: 0, level: 1, options: {}, matchStrength: true };

  it('a won game counts once for the rating, which is saved, and the level follows it; a game not matched counts not', () => {
    localStorage.setItem('ply.v1.rating.chess', JSON.stringify({ rating: 1000, games: 20, history: [] }));
    const { c, state, play, announced } = setup(matched);
    expect(state.rating?.rating).toBe(1000);
    expect(c.importText('1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 *')).toBeNull();
    play('h5', 'f7');
    expect(state.status.over).toBe(true);
    expect(state.rated).toBe(true);
    expect(state.rating?.games).toBe(21);
    expect(state.rating?.history.map((e) => [e.result, e.level])).toEqual([['win', 1]]);
    expect(state.settings.level).toBeGreaterThan(1);
    // The result, then the rating and the next level, are announced.
    expect(announced.slice(-2)[0]).toBe('You won · checkmate');
    expect(announced.at(-1)).toMatch(
      new RegExp(`^Your rating \\d+ \\([+−±]\\d+\\); next level ${state.settings.level} · `),
    );
    expect(JSON.parse(localStorage.getItem('ply.v1.rating.chess') ?? '{}')).toMatchObject({ games: 21 });
    expect(JSON.parse(localStorage.getItem('ply.v1.chess') ?? '{}')).toMatchObject({ v: 2, rated: true });
    // Undoing the mate and mating again counts not again.
    const level = state.settings.level;
    c.undo();
    play('h5', 'f7');
    expect(state.status.over).toBe(true);
    expect(state.rating?.games).toBe(21);
    expect(state.settings.level).toBe(level);

    // Without the option the game counts not.
    c.newGame({ ...matched, matchStrength: undefined });
    expect(c.importText('1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 *')).toBeNull();
    play('h5', 'f7');
    expect(state.status.over).toBe(true);
    expect(state.rating?.games).toBe(21);
  });

  it('the export names the computer’s level and its Elo only where it is measured', () => {
    const { c, state } = setup({ ...matched, human: 1, level: 3 });
    const tags = c.exportText();
    expect(tags).toContain('[White "Ply level 3"]');
    const elo = state.levels[2]?.elo ?? 0;
    if (elo > 0) expect(tags).toContain(`[WhiteElo "${elo}"]`);
    else expect(tags).not.toContain('WhiteElo');
  });
});
