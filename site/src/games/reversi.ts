// Reversi: Black (side 0) moves first, a1 top-left, one press places a disc.
import { scoreResult } from '../i18n';
import { reversiView } from './reversi-view';
import type { GameDef } from './types';

export const reversi: GameDef = {
  id: 'reversi',
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
  result: scoreResult,
  exportName: 'ply-reversi.txt',
  view: reversiView,
};
