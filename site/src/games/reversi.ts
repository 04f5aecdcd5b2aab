// Reversi: Black (side 0) moves first, a1 top-left, one press places a disc; a forced pass plays itself.
import { sideName } from '../i18n';
import type { Lang, Status } from '../state';
import { reversiView } from './reversi-view';
import type { GameDef } from './types';

const PASS = 'pass';

const WORDS: Record<Lang, { wins: string; draw: string }> = {
  en: { wins: '{side} wins {black}–{white}', draw: 'Draw {black}–{white}' },
  ru: { wins: '{side} победили {black}–{white}', draw: 'Ничья {black}–{white}' },
};

/** The disc counts of Black and White (the status's summary). */
function discs(status: Pick<Status, 'summary'>): [number, number] {
  return [status.summary[0] ?? 0, status.summary[1] ?? 0];
}

/** A result by disc count, e.g. 'Black wins 40–24', 'Draw 32–32'. */
export function reversiResult(lang: Lang, status: Pick<Status, 'winner' | 'summary'>): string {
  const [black, white] = discs(status);
  const words = WORDS[lang];
  const text = status.winner === -1 ? words.draw : words.wins;
  const side = status.winner === 1 ? sideName(lang, 'white') : sideName(lang, 'black');
  return text.replace('{side}', side).replace('{black}', String(black)).replace('{white}', String(white));
}

export const reversi: GameDef = {
  id: 'reversi',
  board: { files: 8, ranks: 8 },
  colours: ['black', 'white'],
  rank1AtTop: true,
  draggable: false,
  yourSideDown: false,
  strings: {
    en: {
      name: 'Reversi',
      board: 'Reversi board',
      blurb: 'Outflank and flip: the most discs wins.',
      pieces: { '-': 'empty', X: 'black', O: 'white' },
    },
    ru: {
      name: 'Реверси',
      board: 'Доска реверси',
      blurb: 'Окружайте и переворачивайте: побеждает тот, у кого больше фишек.',
      pieces: { '-': 'пусто', X: 'чёрная', O: 'белая' },
    },
  },
  score: (status) => discs(status).map(String) as [string, string],
  result: reversiResult,
  forcedMove: (legal) => (legal.length === 1 && legal[0] === PASS ? PASS : null),
  exportName: 'ply-reversi.txt',
  hintValues: true,
  scoreUnit: { en: { one: 'disc', few: 'discs', many: 'discs' }, ru: { one: 'фишка', few: 'фишки', many: 'фишек' } },
  view: reversiView,
};
