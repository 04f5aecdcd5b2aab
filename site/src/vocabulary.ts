// The page's vocabulary: the words every layer shares (a game, a side, a level, a language, a status), as
// types and constants. It imports nothing, so that any module may import it without joining a circle
// (site/scripts/check-imports.mjs keeps it so).

/**
 * Where the registry (games/index.ts) names the games it hosts, without this module importing it: the registry
 * adds `games: typeof GAMES` here (a module augmentation, `declare module '../vocabulary'`), so the games are
 * listed once, there. Empty in a program without the registry.
 */
export interface GameRegistry {}

/**
 * 'reversi', 'draughts', …: a game's name in the engine (Session.game) and in the page's URL; the registry's
 * keys (games/index.ts holds a GameDef for each), any string in a program without it.
 */
export type GameId = GameRegistry extends { games: infer G } ? Extract<keyof G, string> : string;

/** 0 = the side that moves first (Reversi: Black; draughts and chess: White), 1 = the other. */
export type Side = 0 | 1;

/** A side's colour on the board (GameDef.colours): Reversi's side 0 is black, draughts' and chess's white. */
export type Colour = 'black' | 'white';

export type Lang = 'en' | 'ru';

/** hvc: you vs computer, hvh: two people on one device, cvc: computer vs computer. */
export type Mode = 'hvc' | 'hvh' | 'cvc';

/**
 * A place in the game's ladder of levels (Session.levels()): 1 the weakest, up to the ladder's size, which
 * each game has its own of (state/ladder.ts reads it; its top rung is full strength).
 */
export type Level = number;

/** The status reason of a draw agreed by the players (the page's, not the Session's: it knows nothing of it). */
export const AGREEMENT = 'agreement';

/**
 * The status the page shows: the Session's (ply.d.ts GameStatus, field for field: applySnapshot copies one
 * into a Status, so the compiler keeps the two alike), or after a draw by agreement (which the Session knows
 * nothing of) over with no winner and the reason AGREEMENT. Only the game's module reads `reason` and `summary`.
 */
export interface Status {
  over: boolean;
  /** The side to move. */
  toMove: Side;
  /** When over: the winning side, or -1 for a draw. While the game goes on: -1. */
  winner: Side | -1;
  /** Why the game ended, a code the game defines; '' while the game goes on. */
  reason: string;
  /** Numbers the game defines for its score line, e.g. Reversi's [black discs, white discs]. */
  summary: number[];
}
