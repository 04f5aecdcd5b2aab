// The games the page hosts: one line a game. Everything else that lists games (the start screen's cards,
// the router, the saves) takes them from here; test/registry.test.ts checks the engine plays the same ones.
import { chess } from './chess/game';
import { draughts } from './draughts/game';
import { gomoku } from './gomoku/game';
import { reversi } from './reversi/game';
import type { GameDef } from './types';

export const GAMES = { reversi, draughts, gomoku, chess } satisfies Record<string, GameDef>;

/** 'reversi', 'draughts', …: a game's name in the engine (Session.game) and in the page's URL. */
export type GameId = keyof typeof GAMES;

/** The games in the order their cards are shown. */
export const GAME_IDS = Object.keys(GAMES) as readonly GameId[];

export function isGameId(v: unknown): v is GameId {
  return typeof v === 'string' && Object.hasOwn(GAMES, v);
}

export function gameDef(id: GameId): GameDef {
  return GAMES[id];
}
