// What the parts of the game open share (game-controller.ts composes them): the shell's deps, the helpers that
// search for the game (computer, hints, review, appraisal), and the one commit() every change ends in. The
// parts (game-saves.ts, game-walk.ts, game-input.ts) reach each other only through the controller, so no part
// knows another's fields.
import type { Refusal, Session } from 'ply-engine';
import type { Appraiser } from '../engine/appraiser';
import type { Computer } from '../engine/computer';
import type { Hints } from '../engine/hints';
import type { Reviewer } from '../engine/reviewer';
import type { SearchEngine } from '../engine/engine';
import type { GameDef } from '../games/types';
import type { SoundKind } from '../sound';
import type { Side } from '../vocabulary';
import type { Snapshot, State } from '../state/state';
import { pageRefusal } from '../storage/import-error';

export interface ControllerDeps {
  session: Session;
  /** Another session of the game's module (the position editor's own); null when the module has no room. */
  newSession(): Session | null;
  engine: SearchEngine;
  state: State;
  /** The state's game: its module (words, variants, how its moves are entered), given by the shell. */
  game: GameDef;
  /** Something in state changed: redraw the board and update the panel. */
  changed(): void;
  /** Only the board's look changed (hover). */
  redraw(): void;
  announce(message: string): void;
  /** A move was played (sound, when the player turned it on). */
  sound?(kind: SoundKind): void;
  /** The shared game looked at has become the player's own or was left: the address names the game alone again. */
  leftShared?(): void;
}

export interface GameContext {
  readonly d: ControllerDeps;
  readonly state: State;
  readonly session: Session;
  readonly computer: Computer;
  readonly hints: Hints;
  readonly reviewer: Reviewer;
  readonly appraiser: Appraiser;
  /** The open game's module (its words, variants, how its moves are entered). */
  game(): GameDef;
  /** The one step after every change: save the game, redraw, and let whatever comes next happen. */
  commit(): void;
  /** Stops whatever the computer, the review and the appraisal were doing. */
  stopAll(): void;
  /** Plays a move a person chose (its input) and commits; nothing if the session refuses it. */
  play(move: string): void;
}

/** The session's live position as the state holds it (plain values, copied out of the module). */
export function snapshotOf(session: Session): Snapshot {
  const board = session.board();
  const status = session.status();
  return {
    board: { files: board.files, ranks: board.ranks },
    squares: session.squares(),
    legal: Array.from(session.legalMoves()),
    status: { ...status, summary: Array.from(status.summary) },
    played: Array.from(session.history()),
    opening: session.opening(),
    variant: session.variantOf(session.startPosition()),
  };
}

/** Who moved first: sides alternate (passes are moves), so it follows from the side to move now. */
export function startSide(snap: Snapshot): Side {
  return ((snap.status.toMove + snap.played.length) % 2) as Side;
}

/** A game with variants starts from its default one (gomoku: '15 freestyle:'); others from their standard start. */
export function defaultStart(session: Session): string | null {
  return variantStart(session, {});
}

/**
 * The start position a value of each variant choice makes (the engine's words: '6x6 parallel anti:'), a black
 * hole's square drawn at random; null for a game without variants.
 */
export function variantStart(session: Session, values: Readonly<Record<string, string>>): string | null {
  if (session.variants().length === 0) return null;
  return session.variantStart({ ...values }, Math.floor(Math.random() * 2 ** 32));
}

/**
 * Why the session refused its last load(), play() or importGame(), which said `said` (its English sentence):
 * the Session's refusal, a copy as plain data. (A session that keeps none, which no engine build is, gives an
 * unreadable text with its words.)
 */
export function refusalOf(session: Pick<Session, 'refusal'>, said: string): Refusal {
  const refusal = session.refusal();
  return refusal ? { ...refusal } : pageRefusal('unreadable', said);
}

/** Resets the session to `start` (null: the standard start); false if the session refused it. */
export function resetTo(session: Session, start: string | null): boolean {
  session.reset();
  return start === null || session.load(start) === '';
}
