// Walking and the review through the controller, on the real rules (when the wasm build has run) and a
// scripted engine: the Session stays at the live position, nothing is played on a past one, the live game
// goes on under it, and a review scores every position through the engine, saved with the game.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlyModule } from 'ply-engine';
import { EMPTY_GAME_TEXT, type GameController } from '../src/play/game-controller';
import { loadReview, serializeGame, type SavedGame } from '../src/storage/persist';
import type { Settings } from '../src/state/state';
import { resultFor } from '../src/state/turns';
import { sq } from './board';
import { squareIndex } from '../src/squares/squares';
import { loadWasm, ScriptedEngine, wasmBuilt as built } from './wasm-fixture';
import { stubLocalStorage } from './memory-storage';
import { realSession, setupController, TWO_PLAYERS } from './controller-setup';

let ply: PlyModule;

beforeAll(async () => {
  if (built) ply = await loadWasm();
});

// localStorage for node: the controller saves every change, the review too.
beforeEach(() => {
  stubLocalStorage();
});

function setup(settings: Settings = TWO_PLAYERS, score: (moves: string[]) => number = () => 0) {
  const session = realSession(ply, 'reversi');
  const engine = new ScriptedEngine(() => 'c3');
  // The scripted search reports 0; a review test gives each position its own score.
  const search = engine.search.bind(engine);
  engine.search = async (work, onProgress) => {
    const outcome = await search(work, onProgress);
    return outcome.kind === 'result'
      ? { kind: 'result', result: { ...outcome.result, score: score(work.moves) } }
      : outcome;
  };
  return setupController({ session, game: 'reversi', settings, engine, newGame: true });
}

function play(c: GameController, ...squares: string[]): void {
  for (const s of squares) c.onSquare(sq(s));
}

describe.skipIf(!built)('walking the moves', () => {
  it('shows the position after a move while the Session stays at the live one', () => {
    const { c, state, session } = setup();
    play(c, 'd3', 'c3', 'c4');
    const live = session.squares();
    c.walkTo(1);
    expect(state.past?.ply).toBe(1);
    expect(state.past?.squares[sq('d3')]).toBe('X');
    expect(state.past?.squares[sq('c3')]).toBe('-');
    expect(state.past?.lastPath).toEqual([sq('d3')]);
    expect(session.squares()).toBe(live);
    expect(session.history().map((m) => m.written)).toEqual(['d3', 'c3', 'c4']);
  });

  it('plays nothing from a past position', () => {
    const { c, state } = setup();
    play(c, 'd3', 'c3');
    c.walkTo(0);
    play(c, 'c4');
    expect(state.moves).toEqual(['d3', 'c3']);
  });

  it('the last position is the live game; End goes back to it', () => {
    const { c, state } = setup();
    play(c, 'd3', 'c3');
    c.walkTo(2);
    expect(state.past).toBeNull();
    c.walk('Home');
    expect(state.past?.ply).toBe(0);
    c.walk('End');
    expect(state.past).toBeNull();
  });

  it('stays on its position while the computer answers in the live game', async () => {
    const { c, state } = setup({ mode: 'hvc', human: 0, level: 1, options: {} });
    play(c, 'd3');
    c.walkTo(0);
    await new Promise((r) => setTimeout(r, 400));
    expect(state.moves).toEqual(['d3', 'c3']);
    expect(state.past?.ply).toBe(0);
  });

  it('an undo goes back to the live game', () => {
    const { c, state } = setup();
    play(c, 'd3', 'c3', 'c4');
    c.walkTo(1);
    c.undo();
    expect(state.past).toBeNull();
  });
});

describe.skipIf(!built)('the review', () => {
  it('scores every position through the engine at the strong level, from the first side’s point of view', async () => {
    // Each search reports its score for the side to move: +1 per move played, so Black sees +k, White −k.
    const { c, state, engine } = setup(TWO_PLAYERS, (moves) => moves.length);
    play(c, 'd3', 'c3');
    const before = engine.requests.length;
    c.toggleReview();
    expect(state.review?.running).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(state.review?.running).toBe(false);
    // The strong level: the top of the ladder.
    const top = state.levels.length;
    expect(engine.requests.slice(before).map((w) => [w.level, w.moves.length])).toEqual([
      [top, 0],
      [top, 1],
      [top, 2],
    ]);
    expect(state.review?.scores).toEqual([0, -1, 2]);
    expect(loadReview('reversi')?.scores).toEqual([0, -1, 2]);
  });

  it('is kept while the game goes on from it, and dropped when its moves are taken back', async () => {
    const { c, state } = setup();
    play(c, 'd3', 'c3');
    c.toggleReview();
    await new Promise((r) => setTimeout(r, 0));
    play(c, 'c4');
    expect(state.review?.moves).toEqual(['d3', 'c3']);
    c.undo();
    c.undo();
    expect(state.review).toBeNull();
    expect(loadReview('reversi')).toBeNull();
  });
});

describe.skipIf(!built)('the review of a finished game, by itself', () => {
  // The fool's mate, two players: 1. f3 e5 2. g4 Qh4#.
  const FOOLS_MATE = ['f2', 'f3', 'e7', 'e5', 'g2', 'g4', 'd8', 'h4'];
  const chessSq = (name: string) => squareIndex({ files: 8, ranks: 8 }, name);

  function chessSetup() {
    return setupController({ session: realSession(ply, 'chess'), game: 'chess', settings: TWO_PLAYERS });
  }

  it('starts once when the last move ends the game (a review at work goes on over every move), not after later changes', async () => {
    const { c, state, engine } = chessSetup();
    c.newGame(TWO_PLAYERS);
    for (const s of FOOLS_MATE.slice(0, 6)) c.onSquare(chessSq(s));
    expect(state.review).toBeNull();
    // A review asked for during the game is still at work when the mate is played.
    c.toggleReview();
    for (const s of FOOLS_MATE.slice(6)) c.onSquare(chessSq(s));
    expect(state.status.over).toBe(true);
    expect(state.review?.running).toBe(true);
    expect(state.review?.moves).toHaveLength(4);
    await new Promise((r) => setTimeout(r, 0));
    expect(state.review?.scores).toHaveLength(5);
    const searches = engine.requests.length;
    c.flip();
    c.toggleMoveNumbers();
    expect(state.review?.running).toBe(false);
    expect(engine.requests.length).toBe(searches);
  });

  it('is not started again when the finished game is opened again (a reload), nor after an undo and a redo', async () => {
    const first = chessSetup();
    first.c.newGame(TWO_PLAYERS);
    for (const s of FOOLS_MATE) first.c.onSquare(chessSq(s));
    // The player stops the review at once: it has scored nothing.
    first.c.toggleReview();
    expect(first.state.review?.running).toBe(false);
    first.c.destroy();

    const again = chessSetup();
    expect(again.state.status.over).toBe(true);
    expect(again.state.review?.running ?? false).toBe(false);
    again.c.undo();
    again.c.redo();
    expect(again.state.status.over).toBe(true);
    expect(again.state.review?.running ?? false).toBe(false);
    expect(again.engine.requests).toHaveLength(0);
    // Asked for, it runs.
    again.c.toggleReview();
    expect(again.state.review?.running).toBe(true);
  });
});

describe.skipIf(!built)('a shared game is looked at before anyone moves in it', () => {
  const VS_COMPUTER: Settings = { mode: 'hvc', human: 0, level: 3, options: {} };

  it('opens as it was shared: the computer does not answer, nobody moves, the own save is untouched', () => {
    const { c, state, engine } = setup(VS_COMPUTER);
    const own = localStorage.getItem('ply.v1.reversi');
    // White, the computer's side by the viewer's settings, is to move after d3 c5 f6.
    c.openShared('d3 c5 f6');
    expect(state.viewing).toBe(true);
    expect(state.moves).toEqual(['d3', 'c5', 'f6']);
    expect(engine.requests).toHaveLength(0);
    play(c, 'f4');
    expect(state.moves).toEqual(['d3', 'c5', 'f6']);
    expect(localStorage.getItem('ply.v1.reversi')).toBe(own);
    c.backToOwnGame();
    expect(state.viewing).toBe(false);
    expect(state.moves).toEqual([]);
  });

  it('a new game after it keeps the player’s own game as the previous one, which Restore brings back', () => {
    const { c, state } = setup();
    play(c, 'd3', 'c3');
    c.openShared('f5 d6');
    // The page is reloaded on the shared link: a new controller opens it again.
    const again = setupController({
      session: realSession(ply, 'reversi'),
      state,
      engine: new ScriptedEngine(() => 'c3'),
    }).c;
    again.openShared('f5 d6');
    again.newGame(TWO_PLAYERS);
    play(again, 'e6');
    expect(state.viewing).toBe(false);
    expect(state.previousKept).toBe(true);
    again.restorePrevious();
    expect(state.moves).toEqual(['d3', 'c3']);
    // The new game was kept in its place: nothing was dropped.
    again.restorePrevious();
    expect(state.moves).toEqual(['e6']);
  });

  it('plays on from the position shown, as the side chosen; the moves after it are kept to redo', () => {
    const { c, state } = setup(VS_COMPUTER);
    play(c, 'd3');
    c.openShared('f5 d6 c3 d3');
    c.walkTo(2);
    c.playOn(1);
    expect(state.viewing).toBe(false);
    expect(state.settings).toMatchObject({ mode: 'hvc', human: 1 });
    expect(state.moves).toEqual(['f5', 'd6']);
    expect(state.future.map((m) => m.written)).toEqual(['c3', 'd3']);
    expect(state.notice).toEqual({ key: 'playOn' });
    expect(state.previousKept).toBe(true);
  });

  it('a finished shared game is no win or loss of the viewer’s', () => {
    const { c, state } = setup(VS_COMPUTER);
    // The shortest Reversi game: Black wins in nine moves.
    c.openShared('e6 f4 e3 f6 g5 d6 e7 f5 c5');
    expect(state.status.over).toBe(true);
    expect(resultFor(state)).toBeNull();
  });
});

describe.skipIf(!built)('no game is lost when another replaces it', () => {
  it('blank text is no game: the import is refused and the game stays as it was', () => {
    const { c, state } = setup();
    play(c, 'd3', 'c3');
    for (const text of ['', '   ', '\n\t ']) {
      expect(c.importText(text)).toEqual({
        reason: 'empty',
        cause: '',
        moveNumber: 0,
        move: '',
        text: EMPTY_GAME_TEXT,
      });
      expect(state.moves).toEqual(['d3', 'c3']);
    }
  });

  it('an import keeps the game it replaced; Restore swaps them back', () => {
    const { c, state } = setup();
    play(c, 'd3', 'c3');
    expect(c.importText('f5 d6')).toBeNull();
    expect(state.notice).toEqual({ key: 'imported' });
    expect(state.previousKept).toBe(true);
    c.restorePrevious();
    expect(state.moves).toEqual(['d3', 'c3']);
    expect(state.notice).toEqual({ key: 'restored' });
  });

  it('with nothing of a new game left to undo, Undo brings back the game it replaced', () => {
    const { c, state } = setup();
    play(c, 'd3', 'c3');
    c.newGame(TWO_PLAYERS);
    expect(state.notice).toEqual({ key: 'newGame' });
    play(c, 'f5');
    c.undo();
    expect(state.moves).toEqual([]);
    c.undo();
    expect(state.moves).toEqual(['d3', 'c3']);
    // The new game, with its move to redo, is the previous one now.
    c.undo();
    expect(state.moves).toEqual(['d3']);
  });

  it('a game with no move replaces nothing worth keeping: the older kept game stays', () => {
    const { c, state } = setup();
    play(c, 'd3');
    c.newGame(TWO_PLAYERS);
    c.newGame(TWO_PLAYERS);
    c.restorePrevious();
    expect(state.moves).toEqual(['d3']);
  });

  it('a game set aside by an earlier page (its .own key) becomes the previous game', () => {
    const own: SavedGame = {
      settings: TWO_PLAYERS,
      start: null,
      moves: ['d3', 'c3'],
      future: [],
      flipped: false,
      agreed: false,
      moveNumbers: false,
    };
    localStorage.setItem('ply.v1.reversi.own', serializeGame(own));
    const { c, state } = setup();
    expect(localStorage.getItem('ply.v1.reversi.own')).toBeNull();
    expect(state.previousKept).toBe(true);
    c.restorePrevious();
    expect(state.moves).toEqual(['d3', 'c3']);
  });

  it('an imported standard game names its opening, as one played on the board does', () => {
    const { c, state } = setup();
    expect(c.importText('f5 d6 c3 d3 c4')).toBeNull();
    expect(state.opening?.en).toBe('Tiger');
  });
});

describe.skipIf(!built)('walking is a lookup', () => {
  it('reads each position from the Session without taking a move back or playing one', () => {
    const { c, state, session } = setup();
    play(c, 'd3', 'c3', 'c4', 'e3', 'f2');
    const calls = { undo: 0, play: 0 };
    const undo = session.undo.bind(session);
    const replay = session.play.bind(session);
    session.undo = () => (calls.undo++, undo());
    session.play = (m: string) => (calls.play++, replay(m));
    for (let i = 0; i < 5; i++) c.walk('ArrowLeft');
    c.walk('ArrowRight');
    c.walkTo(2);
    expect(calls).toEqual({ undo: 0, play: 0 });
    expect(state.past?.ply).toBe(2);
    expect(state.past?.squares[sq('c4')]).toBe('-');
    expect(state.past?.squares[sq('c3')]).toBe('O');
    expect(state.past?.lastPath).toEqual([sq('c3')]);
    // A move in the live game: the walk shows the new game.
    c.walk('End');
    const answer = state.legal[0]?.input ?? '';
    play(c, answer);
    expect(state.moves).toHaveLength(6);
    c.walkTo(5);
    expect(state.past?.squares[sq('f2')]).toBe('X');
    expect(state.past?.squares[sq(answer)]).toBe('-');
  });
});
