// The games the shell hosts, by id.
import type { GameId } from '../state';
import { draughts } from './draughts';
import { gomoku } from './gomoku';
import { reversi } from './reversi';
import type { GameDef } from './types';

export const GAMES: Record<GameId, GameDef> = { reversi, draughts, gomoku };

export function gameDef(id: GameId): GameDef {
  return GAMES[id];
}
