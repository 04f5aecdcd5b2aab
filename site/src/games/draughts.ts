// Russian draughts: White (side 0) moves first from the bottom; press a piece, then where it goes.
import { reasonResult } from '../i18n';
import { draughtsView } from './draughts-view';
import type { GameDef } from './types';

export const draughts: GameDef = {
  id: 'draughts',
  colours: ['white', 'black'],
  rank1AtTop: false,
  draggable: true,
  yourSideDown: true,
  strings: {
    en: {
      name: 'Russian draughts',
      board: 'Draughts board',
      blurb: 'Men capture backwards, kings fly: take them all.',
      pieces: { '-': 'empty', w: 'white man', W: 'white king', b: 'black man', B: 'black king' },
    },
    ru: {
      name: 'Русские шашки',
      board: 'Доска шашек',
      blurb: 'Бить можно назад, дамка ходит далеко: снимите все шашки.',
      pieces: { '-': 'пусто', w: 'белая шашка', W: 'белая дамка', b: 'чёрная шашка', B: 'чёрная дамка' },
    },
  },
  result: (lang, status) => reasonResult(lang, ['white', 'black'], status),
  exportName: 'ply-draughts.pdn',
  view: draughtsView,
};
