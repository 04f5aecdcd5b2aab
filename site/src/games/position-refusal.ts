// A refused position in a game's own words (GameDef.refusalText): the engine refuses a set-up or imported
// position the rules cannot play as a 'bad-position' with the game's cause ('kings', 'crowning-row'), and the
// game's module words each cause in both languages.
import type { Refusal } from 'ply-engine';
import type { Lang } from '../vocabulary';

export type PositionWords = Record<Lang, Readonly<Record<string, string>>>;

/** The game's sentence for a refused position's cause; null for another refusal or a cause it does not word. */
export function positionRefusal(
  words: PositionWords,
  lang: Lang,
  refusal: Pick<Refusal, 'reason' | 'cause'>,
): string | null {
  if (refusal.reason !== 'bad-position') return null;
  return words[lang][refusal.cause] ?? null;
}
