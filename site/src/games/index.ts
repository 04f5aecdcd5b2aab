// The games the shell hosts, by id.
import type { GameId } from '../state';
import { chess } from './chess';
import { draughts } from './draughts';
import { gomoku } from './gomoku';
import { reversi } from './reversi';
import type { GameDef } from './types';

export const GAMES: Record<GameId, GameDef> = { reversi, draughts, gomoku, chess };

export function gameDef(id: GameId): GameDef {
  return GAMES[id];
}
