// Russian draughts: White (side 0) moves first from the bottom; press a piece, then where it goes.
import { formatScore, outcomeText, t } from '../../i18n';
import { circles } from '../../squares/selection';
import { squareName } from '../../squares/squares';
import type { Lang, Side, Status, Colour } from '../../vocabulary';
import type { State } from '../../state/state';
import { draughtsView } from './view';
import type { GameDef, PickedMove } from '../types';
import { draughtsRules } from './rules';
import './draughts.css';
import review from './review.json';
import { positionRefusal, type PositionWords } from '../position-refusal';
import { tagHeader } from '../tag-header';

const COLOURS: readonly [Colour, Colour] = ['white', 'black'];

/** The picked piece's captures round a ring back to its own square: the route in full when there is one. */
function circleCapture(lang: Lang, state: Pick<State, 'board' | 'legal' | 'selection'>): PickedMove | null {
  const found = circles(state.legal, state.selection);
  const from = state.selection?.from;
  if (found.length === 0 || from === undefined) return null;
  const square = squareName(state.board, from);
  const only = found.length === 1 ? found[0] : undefined;
  const label = only
    ? t(lang, 'circleCaptureRoute', { square, route: only.input })
    : t(lang, 'circleCapture', { square }) + '…';
  return { label, dest: from, moves: found };
}

/** The Session's reasons in words; a win's words name the loser, by colour. */
const REASONS: Record<Lang, Record<string, string | Record<Colour, string>>> = {
  en: {
    'no-moves': { white: 'White has no moves', black: 'Black has no moves' },
    'no-pieces': { white: 'White has no pieces', black: 'Black has no pieces' },
    repetition: 'threefold repetition',
    'draw-rule': 'draw rule',
  },
  ru: {
    'no-moves': { white: 'у белых нет ходов', black: 'у чёрных нет ходов' },
    'no-pieces': { white: 'у белых нет шашек', black: 'у чёрных нет шашек' },
    repetition: 'троекратное повторение',
    'draw-rule': 'правило ничьей',
  },
};

/** e.g. 'White wins · Black has no moves', 'Draw · threefold repetition', 'Draw · agreement'. */
export function draughtsResult(lang: Lang, status: Pick<Status, 'winner' | 'reason'>, you: Side | null = null): string {
  const words = REASONS[lang][status.reason] ?? '';
  const loser = status.winner === -1 ? null : COLOURS[status.winner === 0 ? 1 : 0];
  const reason = typeof words === 'string' ? words : loser ? words[loser] : '';
  return outcomeText(lang, COLOURS, status, reason, you);
}

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

/**
 * A proven result (the engine's ±100, from a search to the end or the endgame databases) as 'win' or 'loss':
 * the databases know the plies to the next capture or crowning, not to the end, so no count is given.
 */
export function draughtsScore(lang: Lang, score: number, exact: boolean): string {
  if (!exact || Math.abs(score) < PROVEN) return formatScore(lang, score);
  return t(lang, score > 0 ? 'provenWin' : 'provenLoss');
}

/** Evaluations stay far below the ±100 of a proven result. */
const PROVEN = 50;

const POSITION_WORDS: PositionWords = {
  en: {
    'too-many': 'A side has more than 12 pieces.',
    'crowning-row': 'A man on its last row is crowned: put a king there.',
  },
  ru: {
    'too-many': 'У одной из сторон больше 12 шашек.',
    'crowning-row': 'Шашка на последней горизонтали становится дамкой: поставьте туда дамку.',
  },
};

export const draughts: GameDef = {
  id: 'draughts',
  rules: draughtsRules,
  board: { files: 8, ranks: 8 },
  colours: COLOURS,
  rank1AtTop: false,
  draggable: true,
  yourSideDown: true,
  pickedMove: circleCapture,
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
  score: (status) => [String(status.summary[0] ?? ''), String(status.summary[1] ?? '')],
  result: draughtsResult,
  moveSound: (move) => (move.capture ? 'capture' : 'move'),
  exportName: 'ply-draughts.pdn',
  agreedDrawText: agreedDrawPdn,
  // Date, White, Black and each side's accuracy; no Elo tag: the ladder's Elo here is on a scale of its own, not FMJD's.
  exportHeader: (pdn, info) => tagHeader(pdn, { ...info, elos: [null, null] }),
  scoreUnit: { en: { one: 'man', few: 'men', many: 'men' }, ru: { one: 'шашка', few: 'шашки', many: 'шашек' } },
  scoreText: draughtsScore,
  hintValues: true,
  refusalText: (lang, refusal) => positionRefusal(POSITION_WORDS, lang, refusal),
  setupPieces: [
    ['w', '●', 0],
    ['W', '♚', 0],
    ['b', '●', 1],
    ['B', '♚', 1],
  ],
  view: draughtsView,
  // Men (a king about three), calibrated on played games (README, the review's thresholds): a man and a
  // half is an inaccuracy, two and a half a mistake, four (a king and more) a blunder; below that the
  // review's own noise marks a level-5 game's quiet moves. A proven win (±100) counts as ten men.
  review, // review.json, which site/scripts/calibrate-review.mjs reads too
};
