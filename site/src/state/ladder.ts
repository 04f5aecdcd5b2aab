// The game's ladder of levels as the engine declares it (Session.levels(), engine/core/ladder.h): level n is
// levels[n - 1], weakest first, each game its own size. The page holds no rung of its own: it reads the
// ladder, words its names (i18n.ts), and keeps the meaning of the five levels it offered before the ladder
// through each rung's `legacy` number.
import type { LevelSpec } from 'ply-engine';
import type { Level } from '../vocabulary';

/** The ladder's level (1-based) that plays as the page's old level `legacy` (1..5); 1 for a number that was none. */
export function ladderLevel(levels: readonly LevelSpec[], legacy: number): number {
  return levels.findIndex((spec) => spec.legacy === legacy) + 1 || 1;
}

/** Full strength: the top rung (1 for a ladder not read yet). The review, the hints and the appraisals search at it. */
export function topLevel(levels: readonly LevelSpec[]): Level {
  return Math.max(1, levels.length);
}

/** The old level a new player met: 3 ("you as Black against level 3"), on every ladder the rung that plays as it. */
export const DEFAULT_LEGACY = 3;

/** A new player's level: the rung of the old level 3. */
export function defaultLevel(levels: readonly LevelSpec[]): Level {
  return ladderLevel(levels, DEFAULT_LEGACY);
}

/** `level` within the ladder's ends (a whole number); a ladder not read yet bounds it below only. */
export function clampLevel(levels: readonly LevelSpec[], level: number): Level {
  const whole = Math.max(1, Math.round(level) || 1);
  return levels.length > 0 ? Math.min(levels.length, whole) : whole;
}

/** The rung's Elo as measured; null where it is not measured yet (0 on any rung but the first). */
export function measuredElo(levels: readonly LevelSpec[], level: Level): number | null {
  const spec = levels[level - 1];
  if (!spec) return null;
  return level === 1 || spec.elo !== 0 ? spec.elo : null;
}

/**
 * Until a rung is measured, the rating counts it this far above the rung below (or between its measured
 * neighbours, evenly): a stand-in so that "match my strength" plays before the engine's measurement lands.
 */
export const PROVISIONAL_STEP = 100;

/** Every rung's Elo for the rating: the measured ones, the others placed between (or above) them. */
export function ratingElos(levels: readonly LevelSpec[]): number[] {
  const known = levels.map((_, i) => measuredElo(levels, i + 1));
  return known.map((elo, i) => {
    if (elo !== null) return elo;
    let below = i - 1;
    while (below > 0 && known[below] === null) below--;
    const low = known[below] ?? 0;
    let above = i + 1;
    while (above < known.length && known[above] === null) above++;
    const high = known[above];
    if (high === undefined || high === null) return low + PROVISIONAL_STEP * (i - below);
    return low + ((high - low) * (i - below)) / (above - below);
  });
}

/**
 * The level reads the game's data files (learned weights, books, endgame databases: wasm/data.ts): every
 * rung but the original designs' bots (the old levels 1 to 4).
 */
export function levelNeedsData(levels: readonly LevelSpec[], level: Level): boolean {
  const legacy = levels[level - 1]?.legacy ?? 0;
  return legacy === 0 || legacy === 5;
}

/**
 * The computer's thinking is shown from the first rung that searches: the old level 3's (a shallow
 * look-ahead) and every rung above it, but the original designs' one-move bots (the old levels 1 and 2,
 * gomoku's greedy bot sits above its look-ahead), which answer at once.
 */
export function showsThinking(levels: readonly LevelSpec[], level: Level): boolean {
  const legacy = levels[level - 1]?.legacy ?? 0;
  return legacy !== 1 && legacy !== 2 && level >= ladderLevel(levels, 3);
}
