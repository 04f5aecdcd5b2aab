// The one way the controller tests build a GameController: a Session (the real rules or a double), an
// engine double, the state of a game, and deps that record what the controller announces, sounds and
// redraws. Each test file keeps its own game-specific parts (the engine's answers, the Session's double).
import type { PlyModule, Session } from 'ply-engine';
import type { SearchEngine } from '../src/engine/engine';
import { gameDef } from '../src/games';
import { GameController } from '../src/play/game-controller';
import type { SoundKind } from '../src/sound';
import { initialState, type Settings, type State } from '../src/state/state';
import type { GameId } from '../src/vocabulary';
import { ScriptedEngine } from './wasm-fixture';

/** Two players at one screen: the settings most controller tests start from. */
export const TWO_PLAYERS: Settings = { mode: 'hvh', human: 0, level: 1, options: {} };

/** A new Session of `game` on the real rules; a module without that game fails the test. */
export function realSession(ply: PlyModule, game: GameId): Session {
  const session = ply.createSession(game);
  if (!session) throw new Error(`no ${game}`);
  return session;
}

export interface ControllerSetup<S extends Session, E extends SearchEngine> {
  session: S;
  /** The state of `game` (initialState), unless `state` is given. */
  game?: GameId;
  /** Settings of the new state (the game's defaults when not given), and of the new game `newGame` starts. */
  settings?: Settings;
  /** A state to host instead of a new one (a second controller on the same state, as after a reload). */
  state?: State;
  /** The engine double; by default one that answers the empty move. */
  engine?: E;
  /** Restore the saved game, as the shell does on opening (default true). */
  restore?: boolean;
  /** Then start a new game with `settings` (default false). */
  newGame?: boolean;
}

export interface ControllerHarness<S extends Session, E extends SearchEngine> {
  c: GameController;
  state: State;
  session: S;
  engine: E;
  /** Everything announced in the live region, in order. */
  announced: string[];
  /** Every sound asked for, in order. */
  sounds: SoundKind[];
  /** How many times the deps were told of a change, and of a redraw of the board alone. */
  counts: { changed: number; redraws: number };
}

export function setupController<S extends Session, E extends SearchEngine = ScriptedEngine>(
  o: ControllerSetup<S, E>,
): ControllerHarness<S, E> {
  if (!o.state && !o.game) throw new Error('setupController: give the game or its state');
  const state = o.state ?? initialState(o.game!, o.settings);
  const engine = o.engine ?? (new ScriptedEngine(() => '') as SearchEngine as E);
  const announced: string[] = [];
  const sounds: SoundKind[] = [];
  const counts = { changed: 0, redraws: 0 };
  const c = new GameController({
    session: o.session,
    newSession: () => null,
    engine,
    state,
    game: gameDef(state.game),
    changed: () => void counts.changed++,
    redraw: () => void counts.redraws++,
    announce: (m) => void announced.push(m),
    sound: (kind) => void sounds.push(kind),
  });
  if (o.restore ?? true) c.restore();
  if (o.newGame) c.newGame(o.settings ?? state.settings);
  return { c, state, session: o.session, engine, announced, sounds, counts };
}
