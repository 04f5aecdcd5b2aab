// The thinking indicator and the hint line in words: depth, the score from the human's point of view
// with its unit ('+2 discs', '−0.5 pawns') or the game's words for a proven result ('mate in 3', 'win in
// 2'), 'exact' once solved, and the best line in the game's notation.
import type { GameDef, ScoreUnit } from '../games/types';
import { formatScore, russianPlural, t } from '../i18n';
import type { Hint, State, Thinking } from '../state/state';
import type { Lang, Side } from '../vocabulary';

/** Enough of the principal variation to read the plan; the rest would wrap on a phone. */
export const PV_SHOWN = 8;

/** The side whose point of view scores are shown from: yours against the computer, else the side to move. */
export function viewSide(state: Pick<State, 'settings' | 'status'>): Side {
  return state.settings.mode === 'hvc' ? state.settings.human : state.status.toMove;
}

export function unitWord(lang: Lang, unit: ScoreUnit, value: number): string {
  const shown = Math.round(value * 10) / 10;
  if (lang === 'ru') return unit[russianPlural(Math.abs(shown))];
  return Math.abs(shown) === 1 ? unit.one : unit.many;
}

/**
 * A score in words for the reader: the game's words for a proven result, else the number and its unit,
 * marked exact when proven. `score` is already from the reader's side.
 */
export function scoreWords(lang: Lang, game: GameDef, score: number, exact: boolean): string {
  const number = formatScore(lang, score);
  const words = game.scoreText?.(lang, score, exact);
  if (words !== undefined && words !== number) return words;
  const text = `${number} ${unitWord(lang, game.scoreUnit[lang], score)}`;
  return exact ? `${text} · ${t(lang, 'exact')}` : text;
}

/** A line's moves in the game's notation, as many as PV_SHOWN. */
export function line(lang: Lang, game: GameDef, pv: readonly string[]): string {
  return pv
    .slice(0, PV_SHOWN)
    .map((m) => game.moveText?.(lang, m) ?? m)
    .join(' ');
}

/** The depth searched, and whether its cuts were selective: 'depth 14, selective' (how sure they are: selectiveTitle). */
export function depthWords(lang: Lang, depth: number, selectivity: number): string {
  // A full-width search (100 %) cut nothing on a guess: its depth says it all.
  if (selectivity >= 100) return t(lang, 'depth', { depth });
  return t(lang, 'depthSelective', { depth });
}

/**
 * The computer's thinking: 'depth 9 · −1.5 pawns · Nf3 Nc6 …' ('depth 14, selective · …' from a selective
 * search, 'book · +1 disc · f5' for a move from Reversi's opening book), its score turned to the reader's side.
 */
export function thinkingText(state: State, game: GameDef, th: Thinking): string {
  const lang = state.lang;
  if (th.depth === 0) return `${t(lang, 'thinking')}…`;
  const sign = viewSide(state) === state.status.toMove ? 1 : -1;
  // A book move was not searched now: the book, not a depth, is where its value comes from.
  const source = th.book ? t(lang, 'book') : depthWords(lang, th.depth, th.selectivity);
  const parts = [source, scoreWords(lang, game, sign * th.score, th.exact)];
  if (th.pv.length > 0) parts.push(line(lang, game, th.pv));
  return parts.join(' · ');
}

/**
 * The hint line: 'Hint · depth 12 · +4 discs · exact · d3 c5 …' for the best move, for the side to move
 * ('Hint · book · +1 disc · f5' where its value is Reversi's opening book's).
 */
export function hintText(state: State, game: GameDef, hint: Hint): string {
  const lang = state.lang;
  const best = hint.moves[0];
  if (hint.depth === 0 || !best) return `${t(lang, 'hintLine')} · ${t(lang, 'thinking')}…`;
  // A solved value needs no depth: the solver went to the end of the game.
  const parts = [t(lang, 'hintLine')];
  if (best.book) parts.push(t(lang, 'book'));
  else if (!best.exact) parts.push(t(lang, 'depth', { depth: hint.depth }));
  parts.push(scoreWords(lang, game, best.value, best.exact));
  if (best.pv.length > 0) parts.push(line(lang, game, best.pv));
  return parts.join(' · ');
}
