// The page's five levels as places in the engine's ladder (Session.levels(), engine/core/ladder.h): each of
// the five is the rung that plays as it did (its `legacy` number), so the page's levels keep their meaning
// while the ladder grows between them.
import type { LevelSpec } from 'ply-engine';

/** The ladder's level (1-based) that plays as the page's level `legacy` (1..5); the nearest below it otherwise. */
export function ladderLevel(levels: readonly LevelSpec[], legacy: number): number {
  let found = 1;
  levels.forEach((spec, i) => {
    if (spec.legacy > 0 && spec.legacy <= legacy) found = i + 1;
  });
  return found;
}
