// "Match my strength": the player's rating in a game, kept on the device, updated by Elo after each finished
// game against the computer (the computer's rating being its level's Elo, ladder.ts ratingElos), and the level
// that follows it: the rung whose Elo is nearest the new rating. Plain data and pure functions.
import type { LevelSpec } from 'ply-engine';
import type { Level } from '../vocabulary';
import { clampLevel, ratingElos } from './ladder';

export type GameResult = 'win' | 'loss' | 'draw';

/** One rated game: the local date ('2026-12-07'), the result for the player, the level played, the rating after. */
export interface RatingEntry {
  date: string;
  result: GameResult;
  level: Level;
  rating: number;
  /** What the game changed the rating by (rounded as shown): +18, −12. */
  change: number;
}

export interface PlayerRating {
  /** The rating now (not rounded: the rounding is the display's). */
  rating: number;
  /** How many rated games it rests on. */
  games: number;
  /** The rated games, oldest first (the latest HISTORY_KEPT). */
  history: RatingEntry[];
}

/** The first games move the rating fast (K = 40), the later ones slower (K = 20). */
export const PROVISIONAL_GAMES = 10;
export const HISTORY_KEPT = 200;

export function kFactor(games: number): number {
  return games < PROVISIONAL_GAMES ? 40 : 20;
}

/** The score a player rated `rating` is expected to make against `opponent`: 0.5 when even. */
export function expectedScore(rating: number, opponent: number): number {
  return 1 / (1 + 10 ** ((opponent - rating) / 400));
}

const SCORE: Record<GameResult, number> = { win: 1, draw: 0.5, loss: 0 };

/**
 * The level for a player rated `rating`: the rung whose Elo is nearest (the lower of two as near), never
 * beyond the ladder's ends. After a win it is never lower than the level just beaten, after a loss never
 * higher than the one lost to: a result never moves the level against it.
 */
export function levelForRating(
  levels: readonly LevelSpec[],
  rating: number,
  played: Level,
  result: GameResult | null = null,
): Level {
  const elos = ratingElos(levels);
  let best = 1;
  elos.forEach((elo, i) => {
    if (Math.abs(elo - rating) < Math.abs((elos[best - 1] ?? 0) - rating)) best = i + 1;
  });
  if (result === 'win') best = Math.max(best, played);
  if (result === 'loss') best = Math.min(best, played);
  return clampLevel(levels, best);
}

/**
 * A finished game at `level` counted: the new rating (a first one starts at the level's Elo) and the level
 * the next game is played at.
 */
export function rateGame(
  previous: PlayerRating | null,
  levels: readonly LevelSpec[],
  level: Level,
  result: GameResult,
  date: string,
): { rating: PlayerRating; level: Level } {
  const opponent = ratingElos(levels)[level - 1] ?? 0;
  const before = previous?.rating ?? opponent;
  const games = previous?.games ?? 0;
  const after = before + kFactor(games) * (SCORE[result] - expectedScore(before, opponent));
  const entry: RatingEntry = {
    date,
    result,
    level,
    rating: Math.round(after),
    change: Math.round(after) - Math.round(before),
  };
  const history = [...(previous?.history ?? []), entry].slice(-HISTORY_KEPT);
  return {
    rating: { rating: after, games: games + 1, history },
    level: levelForRating(levels, after, level, result),
  };
}
