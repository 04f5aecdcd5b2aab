// Messages between the page and the search worker (lila ceval style): each request carries an id,
// and the page drops any reply whose id is not the one it waits for.
import type { SearchProgress, SearchResult } from 'ply-engine';

export interface SearchWork {
  id: number;
  /** e.g. 'reversi' */
  game: string;
  /** A position in the game's notation, or null for the game's start position. */
  start: string | null;
  /** Moves from the start, e.g. ['d3', 'c5']. */
  moves: string[];
  level: number;
  timeMs: number;
  seed: number;
  /** 0.5..1: how much the computer weighs the opponent's chances (gomoku; other games ignore it). */
  aggressiveness: number;
}

export type WorkerRequest = { type: 'search' } & SearchWork;

export type WorkerReply =
  | ({ type: 'progress'; id: number } & SearchProgress)
  | ({ type: 'result'; id: number } & SearchResult)
  | { type: 'error'; id: number; message: string };
