// The level selects (the panel's and the new-game dialog's): one option a rung of the game's ladder, as the
// engine declares it (Session.levels()), each '9 · Club player · 1650' in the page's language; and the
// player's rating ("match my strength") in words.
import type { LevelSpec } from 'ply-engine';
import { formatChange, levelLabel, t } from '../i18n';
import { measuredElo } from '../state/ladder';
import type { PlayerRating } from '../state/rating';
import type { Lang } from '../vocabulary';

/** Lists the ladder's levels in `select` (only when the ladder or the language changed since it last did). */
export function drawLevelOptions(select: HTMLSelectElement, levels: readonly LevelSpec[], lang: Lang): void {
  const key = `${lang}|${levels.map((l) => `${l.name}:${l.elo}`).join(',')}`;
  if (select.dataset['levels'] === key) return;
  select.dataset['levels'] = key;
  const value = select.value;
  select.replaceChildren(
    ...levels.map((spec, i) => {
      const option = document.createElement('option');
      option.value = String(i + 1);
      option.textContent = levelLabel(lang, i + 1, spec.name, measuredElo(levels, i + 1));
      return option;
    }),
  );
  if (value !== '') select.value = value;
}

/** 'Your rating 1240 (+18)' after the last rated game; before any, that the first one makes it. */
export function ratingText(lang: Lang, rating: PlayerRating | null): string {
  const last = rating?.history.at(-1);
  if (!rating) return t(lang, 'yourRatingNone');
  return t(lang, 'yourRating', { rating: Math.round(rating.rating), change: formatChange(last?.change ?? 0) });
}
