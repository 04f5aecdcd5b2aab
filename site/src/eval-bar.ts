// The evaluation bar: a lead from the player's side (yours against the computer, else the first side's),
// drawn as a share of the bar and in words. It reads what the page already has: the review's score of the
// position shown, else the hint's best value, the computer's search as it thinks, or its last score. It is
// off until turned on, and the choice is remembered.
import { gameDef } from './games';
import { sideName } from './i18n';
import { soleHuman } from './state';
import { scoreWords } from './indicator';
import { loadEvalBarShown, saveEvalBarShown } from './persist';
import { reviewScoreAt, squash } from './review';
import { rt } from './review-strings';
import type { Side, State } from './state';
import { shownState } from './walk';
import { el, setText, show } from './ui';
import { shownPly } from './walk';

/** A lead from the bar's side, in the game's unit; exact when proven. */
export interface BarScore {
  score: number;
  exact: boolean;
}

/** Whose lead the bar shows: yours against the computer, else the first side's (it does not turn each move). */
export function barSide(state: Pick<State, 'settings'>): Side {
  return state.settings.mode === 'hvc' ? state.settings.human : 0;
}

/** The score for the position on the board, from the bar's side; null when nothing has scored it. */
export function barScore(state: State): BarScore | null {
  const side = barSide(state);
  const from = (score: number, by: Side): number => (by === side ? score : -score);
  const reviewed = reviewScoreAt(state.review, shownPly(state));
  // The review keeps numbers only: one beyond the game's cap can only be a proven result (a mate found).
  const cap = gameDef(state.game).review.cap;
  const fromReview = (score: number): BarScore => ({ score: from(score, 0), exact: Math.abs(score) > cap });
  if (state.past) return reviewed === null ? null : fromReview(reviewed);
  const best = state.hint && state.hint.depth > 0 ? state.hint.moves[0] : undefined;
  if (best) return { score: from(best.value, state.status.toMove), exact: best.exact };
  const th = state.thinking;
  if (th && th.depth > 0) return { score: from(th.score, state.status.toMove), exact: th.exact };
  if (reviewed !== null) return fromReview(reviewed);
  // The computer's last search, from its own side (the one that is not yours).
  if (state.evaluation !== null && state.settings.mode === 'hvc') return { score: from(state.evaluation, (1 - state.settings.human) as Side), exact: false };
  return null;
}

/** The bar's share for the side it shows: ½ even, towards 1 as its lead grows. */
export function barFraction(score: number, scale: number): number {
  return 0.5 + 0.5 * squash(score, scale);
}

export function bindEvalBar(redraw: () => void): { update(state: State): void } {
  const toggle = el<HTMLButtonElement>('[data-testid="eval-toggle"]');
  const bar = el('[data-testid="eval-bar"]');
  const fill = el('#eval-fill');
  const text = el('[data-testid="eval-text"]');
  let shown = loadEvalBarShown();
  toggle.addEventListener('click', () => {
    shown = !shown;
    saveEvalBarShown(shown);
    redraw();
  });
  return {
    update(state: State): void {
      const lang = state.lang;
      toggle.setAttribute('aria-pressed', String(shown));
      setText(toggle, rt(lang, 'evalBar'));
      toggle.title = rt(lang, 'evalBarTitle');
      show(bar, shown);
      if (!shown) return;
      const game = gameDef(state.game);
      const side = barSide(state);
      const s = barScore(state);
      const fraction = s === null ? 0.5 : barFraction(s.score, game.review.scale);
      fill.style.width = `${(fraction * 100).toFixed(1)}%`;
      bar.dataset['side'] = game.colours[side];
      // A finished game's last position reads as its result.
      const status = shownState(state).status;
      const words = status.over
        ? game.result(lang, status, soleHuman(state.settings))
        : s === null
          ? rt(lang, 'evalNone')
          : scoreWords(lang, game, s.score, s.exact);
      setText(text, words);
      bar.setAttribute('aria-label', rt(lang, 'evalFor', { side: sideName(lang, game.colours[side]), score: words }));
    },
  };
}
