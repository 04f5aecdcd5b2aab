// Gomoku: Black (side 0) moves first; one press places a stone on an intersection; five in a row wins.
// A game starts from a size and a rule ('15 freestyle:'), chosen in the new-game dialog; renju is played on
// 15x15 only ('15 renju:'), and its forbidden points, and how a foul refused is worded, are renju.ts's.
import { formatScore, outcomeText, provenText } from '../../i18n';
import type { Lang, Side, Status, Colour } from '../../vocabulary';
import { gomokuView } from './view';
import type { GameDef, GameVariants } from '../types';
import { gomokuRules } from './rules';
import { renjuForbidden, renjuRecordRefusal } from './renju';
import review from './review.json';
import { positionRefusal, type PositionWords } from '../position-refusal';

const COLOURS: readonly [Colour, Colour] = ['black', 'white'];

const REASONS: Record<Lang, Record<string, string>> = {
  en: { five: 'five in a row', full: 'the board is full', fouls: 'Black has only forbidden points left' },
  ru: { five: 'пять в ряд', full: 'доска заполнена', fouls: 'у чёрных остались только запрещённые ходы' },
};

/** e.g. 'Black wins · five in a row', 'Draw · the board is full'. */
export function gomokuResult(lang: Lang, status: Pick<Status, 'winner' | 'reason'>, you: Side | null = null): string {
  return outcomeText(lang, COLOURS, status, REASONS[lang][status.reason] ?? '', you);
}

/** A proven result is scored ±(100 − plies to the five) (ply.d.ts); anything nearer zero is a pattern score. */
const PROVEN = 50;

/** 'win in 3' for a proven win five plies away (the winner's third stone makes five), else '+2.5'. */
export function gomokuScore(lang: Lang, score: number, exact: boolean): string {
  if (!exact || Math.abs(score) < PROVEN) return formatScore(lang, score);
  const plies = 100 - Math.abs(score);
  return provenText(lang, score > 0, Math.max(1, Math.ceil(plies / 2)));
}

const SIZES = ['15', '10'];

const SHOWN: Record<Lang, { size: string; standard: string; renju: string }> = {
  en: { size: '{n} × {n}', standard: 'standard: exactly five', renju: 'renju' },
  ru: { size: '{n} × {n}', standard: 'стандартное: ровно пять', renju: 'рэндзю' },
};

/** The rule and size in a few words for the header: '10 × 10 · standard: exactly five', 'Renju'; '' for 15 × 15 freestyle. */
export function describeGomokuVariant(lang: Lang, v: Readonly<Record<string, string>>): string {
  const words = SHOWN[lang];
  const parts: string[] = [];
  const size = v['size'] ?? '15';
  if (size !== '15') parts.push(words.size.replaceAll('{n}', size));
  if (v['rule'] === 'standard') parts.push(words.standard);
  if (v['rule'] === 'renju') parts.push(words.renju);
  const text = parts.join(' · ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The words for the engine's variants (engine/gomoku/traits.h): 15x15 and 10x10, freestyle, standard, and renju (on 15x15 only). */
export const gomokuVariants: GameVariants = {
  options: [
    {
      id: 'size',
      label: { en: 'Board', ru: 'Доска' },
      choices: SIZES.map((n) => ({ value: n, label: { en: `${n} × ${n}`, ru: `${n} × ${n}` } })),
    },
    {
      id: 'rule',
      label: { en: 'Rule', ru: 'Правило' },
      choices: [
        { value: 'freestyle', label: { en: 'Freestyle: five or more', ru: 'Свободное: пять и больше' } },
        { value: 'standard', label: { en: 'Standard: exactly five', ru: 'Стандартное: ровно пять' } },
        // Short enough for the select on a 360 px phone; the rules say what the fouls are.
        { value: 'renju', label: { en: 'Renju (15 × 15): fouls barred', ru: 'Рэндзю (15 × 15): запрет фолов' } },
      ],
    },
  ],
  describe: describeGomokuVariant,
};

const POSITION_WORDS: PositionWords = {
  en: {
    count:
      'The stones do not fit the side to move: Black, who starts, has as many stones as White with Black to move, one more with White to move.',
    five: 'Five in a row is already on the board: that game is over.',
    foul: "Under renju, Black's stones cannot all be placed without a forbidden move.",
  },
  ru: {
    count:
      'Число камней не сходится с очерёдностью: у чёрных, которые начинают, столько же камней, сколько у белых, если ход чёрных, и на один больше, если ход белых.',
    five: 'На доске уже есть пять в ряд: эта партия окончена.',
    foul: 'По правилам рэндзю чёрные камни нельзя расставить без запрещённого хода.',
  },
};

export const gomoku: GameDef = {
  id: 'gomoku',
  rules: gomokuRules,
  board: { files: 15, ranks: 15 },
  colours: COLOURS,
  rank1AtTop: false,
  draggable: false,
  yourSideDown: false,
  strings: {
    en: {
      name: 'Gomoku',
      board: 'Gomoku board',
      blurb: 'Five stones in a row, across, down or diagonally, win.',
      tapHelp: 'Tap a point to see your stone there, then tap the stone again to place it.',
      pieces: { '-': 'empty', X: 'black stone', O: 'white stone' },
      forbidden: {
        toggle: 'Forbidden points',
        title: 'Mark the points where Black may not play under renju',
        suffix: ', forbidden point',
      },
    },
    ru: {
      name: 'Гомоку',
      board: 'Доска гомоку',
      blurb: 'Пять камней в ряд по горизонтали, вертикали или диагонали побеждают.',
      tapHelp: 'Коснитесь пересечения — там появится ваш камень; коснитесь камня ещё раз, чтобы поставить его.',
      pieces: { '-': 'пусто', X: 'чёрный камень', O: 'белый камень' },
      forbidden: {
        toggle: 'Запрещённые ходы',
        title: 'Отметить точки, куда чёрным нельзя ходить по правилам рэндзю',
        suffix: ', запрещённый ход',
      },
    },
  },
  // The summary is the winning line, not a count: the cards show no number.
  score: () => ['', ''],
  result: gomokuResult,
  exportName: 'ply-gomoku.txt',
  variants: gomokuVariants,
  forbidden: renjuForbidden,
  refusalText: (lang, refusal) => positionRefusal(POSITION_WORDS, lang, refusal) ?? renjuRecordRefusal(lang, refusal),
  moveNumbers: true,
  confirmTap: true,
  scoreText: gomokuScore,
  scoreUnit: {
    en: { one: 'stone', few: 'stones', many: 'stones' },
    ru: { one: 'камень', few: 'камня', many: 'камней' },
  },
  setupPieces: [
    ['X', '●', 0],
    ['O', '●', 1],
  ],
  view: gomokuView,
  // The pattern score's stones (about one per open two; an open three is worth a few), calibrated on
  // played games (README, the review's thresholds): eight is an inaccuracy, fifteen a mistake, twenty-five
  // a blunder. A proven win (±100 less its distance) counts as thirty, so a win thrown away or a lost one
  // walked into is always a blunder.
  review, // review.json, which site/scripts/calibrate-review.mjs reads too
};
