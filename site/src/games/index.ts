// The games the page hosts: one line a game (and its id in vocabulary.ts's GameId, which the registry must
// match). Everything else that lists games (the start screen's cards, the router, the saves) takes them from
// here; test/registry.test.ts checks the engine plays the same ones.
import { chess } from './chess/game';
import { draughts } from './draughts/game';
import { gomoku } from './gomoku/game';
import { reversi } from './reversi/game';
import type { GameDef } from './types';
import type { GameId } from '../vocabulary';

export const GAMES = { reversi, draughts, gomoku, chess } satisfies Record<GameId, GameDef>;

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
