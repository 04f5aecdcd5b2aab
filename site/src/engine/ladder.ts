// The page's five levels as places in the engine's ladder (Session.levels(), engine/core/ladder.h): each of
// the five is the rung that plays as it did (its `legacy` number), so the page's levels keep their meaning
// while the ladder grows between them.
import type { LevelSpec } from 'ply-engine';

/** The ladder's level (1-based) that plays as the page's level `legacy` (1..5); 1 for a number that was none. */
export function ladderLevel(levels: readonly LevelSpec[], legacy: number): number {
  return levels.findIndex((spec) => spec.legacy === legacy) + 1 || 1;
}
