// The games the page hosts: one line a game (its import and its entry in GAMES). Everything else that lists
// games (the start screen's cards, the router, the saves) takes them from here, and vocabulary.ts's GameId is
// GAMES's keys (the augmentation below); test/registry.test.ts checks the engine plays the same ones.
import { chess } from './chess/game';
import { draughts } from './draughts/game';
import { gomoku } from './gomoku/game';
import { reversi } from './reversi/game';
import type { GameDef } from './types';
import type { GameId } from '../vocabulary';

export const GAMES = { reversi, draughts, gomoku, chess } satisfies Record<string, GameDef>;

// GameId, everywhere, is one of GAMES's keys.
declare module '../vocabulary' {
  interface GameRegistry {
    games: typeof GAMES;
  }
}

/** The games in the order their cards are shown. */
export const GAME_IDS = Object.keys(GAMES) as readonly GameId[];

/** The game a first visit opens, with nothing saved: the registry's first. */
export const FIRST_GAME = GAME_IDS[0] as GameId;

export function isGameId(v: unknown): v is GameId {
  return typeof v === 'string' && Object.hasOwn(GAMES, v);
}

export function gameDef(id: GameId): GameDef {
  return GAMES[id];
}
