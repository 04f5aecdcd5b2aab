// The evaluation bar: a lead from the player's side (yours against the computer, else the first side's),
// drawn as a share of the bar and in words. It shows only a strong evaluation of the position shown: the
// review's score of it, else the hint's best value, the computer's search at the strong level as it thinks
// (or its last score), or the appraisal the page made of it (appraiser.ts); a weaker level's own score never.
// Where none is to be had (a past position the review has not scored) it shows none rather than an even game.
// It is off until turned on, and the choice is remembered.
import type { GameDef } from '../games/types';
import { sideName } from '../i18n';
import { topLevel } from '../state/ladder';
import type { Side } from '../vocabulary';
import { hintKey } from '../state/analysis';
import { resultFor } from '../state/turns';
import type { State } from '../state/state';
import { scoreWords } from './indicator';
import { reviewProvenAt, reviewScoreAt, squash } from '../state/review';
import { rt } from '../play/review-strings';
import { shownPly, shownState } from '../state/walk';
import { el, setText, show } from '../dom';

/** A lead from the bar's side, in the game's unit; exact when proven. */
export interface BarScore {
  score: number;
  exact: boolean;
}

/** Whose lead the bar shows: yours against the computer, else the first side's (it does not turn each move). */
export function barSide(state: Pick<State, 'settings'>): Side {
  return state.settings.mode === 'hvc' ? state.settings.human : 0;
}

/** The strong score of the position shown, from the bar's side; null when nothing strong has scored it. */
export function barScore(state: State): BarScore | null {
  const side = barSide(state);
  const from = (score: number, by: Side): number => (by === side ? score : -score);
  const ply = shownPly(state);
  const reviewed = reviewScoreAt(state.review, ply);
  const fromReview = (score: number): BarScore => ({ score: from(score, 0), exact: reviewProvenAt(state.review, ply) });
  // The hint on the position shown (shownState keeps only that one), from its side to move.
  const shown = shownState(state);
  const best = shown.hint && shown.hint.depth > 0 ? shown.hint.moves[0] : undefined;
  if (state.past) {
    if (reviewed !== null) return fromReview(reviewed);
    return best ? { score: from(best.value, state.past.status.toMove), exact: best.exact } : null;
  }
  if (best) return { score: from(best.value, state.status.toMove), exact: best.exact };
  const strong = state.settings.level === topLevel(state.levels);
  const th = state.thinking;
  if (strong && th && th.depth > 0) return { score: from(th.score, state.status.toMove), exact: th.exact };
  if (reviewed !== null) return fromReview(reviewed);
  const appraisal = state.appraisal;
  if (appraisal && appraisal.key === hintKey(state)) return { score: from(appraisal.score, 0), exact: appraisal.exact };
  // The computer's last search at the strong level, from its own side (the one that is not yours).
  if (strong && state.evaluation !== null && state.settings.mode === 'hvc') {
    return { score: from(state.evaluation, (1 - state.settings.human) as Side), exact: false };
  }
  return null;
}

/** The bar's share for the side it shows: ½ even, towards 1 as its lead grows. */
export function barFraction(score: number, scale: number): number {
  return 0.5 + 0.5 * squash(score, scale);
}

export function bindEvalBar(toggleShown: () => void): { update(state: State, game: GameDef): void } {
  const toggle = el<HTMLButtonElement>('[data-testid="eval-toggle"]');
  const bar = el('[data-testid="eval-bar"]');
  const fill = el('#eval-fill');
  const text = el('[data-testid="eval-text"]');
  toggle.addEventListener('click', toggleShown);
  return {
    update(state: State, game: GameDef): void {
      const lang = state.lang;
      toggle.setAttribute('aria-pressed', String(state.evalBar));
      setText(toggle, rt(lang, 'evalBar'));
      toggle.title = rt(lang, 'evalBarTitle');
      show(bar, state.evalBar);
      if (!state.evalBar) return;
      const side = barSide(state);
      const s = barScore(state);
      // With no score the fill stays where it was (the next one is on its way) and the words say there is none.
      if (s !== null) fill.style.width = `${(barFraction(s.score, game.review.scale) * 100).toFixed(1)}%`;
      bar.dataset['side'] = game.colours[side];
      bar.dataset['scored'] = String(s !== null);
      // A finished game's last position reads as its result.
      const status = shownState(state).status;
      const words = status.over
        ? game.result(lang, status, resultFor(state))
        : s === null
          ? rt(lang, 'evalNone')
          : scoreWords(lang, game, s.score, s.exact);
      setText(text, words);
      bar.setAttribute('aria-label', rt(lang, 'evalFor', { side: sideName(lang, game.colours[side]), score: words }));
    },
  };
}
