// Russian draughts: White (side 0) moves first from the bottom; press a piece, then where it goes.
import { reasonResult } from '../i18n';
import { draughtsView } from './draughts-view';
import type { GameDef } from './types';

/**
 * PDN of a game drawn by agreement (the Session knows nothing of agreements): the Result tag says
 * `1-1`, added if missing, and the result token after the moves (`*` while the game went on) is `1-1`.
 */
export function agreedDrawPdn(pdn: string): string {
  const tagged = /^\[Result "[^"]*"\]/m.test(pdn)
    ? pdn.replace(/^\[Result "[^"]*"\]/m, '[Result "1-1"]')
    : pdn.replace(/^((?:\[[^\n]*\]\n)*)/, '$1[Result "1-1"]\n');
  const body = tagged.trimEnd();
  const ending = tagged.slice(body.length);
  const token = /(?:^|\s)(\*|1-0|0-1|2-0|0-2|1-1|0-0)$/.exec(body);
  const moves = token ? body.slice(0, body.length - (token[1] ?? '').length) : `${body} `;
  return `${moves}1-1${ending}`;
}

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
  agreedDrawText: agreedDrawPdn,
  view: draughtsView,
};
