// Reversi: Black (side 0) moves first, a1 top-left, one press places a disc; a forced pass plays itself.
import { sideName } from '../../i18n';
import type { Lang, Side, Status } from '../../vocabulary';
import { reversiVariants } from './variants';
import { reversiView } from './view';
import type { GameDef } from '../types';
import { reversiRules } from './rules';
import review from './review.json';
import { positionRefusal, type PositionWords } from '../position-refusal';

const PASS = 'pass';

const WORDS: Record<Lang, { wins: string; won: string; lost: string; draw: string }> = {
  en: { wins: '{side} wins {score}', won: 'You won {score}', lost: 'You lost {score}', draw: 'Draw {score}' },
  ru: {
    wins: '{side} победили {score}',
    won: 'Вы выиграли {score}',
    lost: 'Вы проиграли {score}',
    draw: 'Ничья {score}',
  },
};

/** The disc counts of Black and White (the status's summary). */
function discs(status: Pick<Status, 'summary'>): [number, number] {
  return [status.summary[0] ?? 0, status.summary[1] ?? 0];
}

/**
 * A result by disc count, the winner's first: 'Black wins 40–24', 'White wins 44–20', 'Draw 32–32', or
 * spoken to `you`, the one human side: 'You won 40–24', 'You lost 44–20'. In anti-reversi the winner has
 * the fewer discs (the engine's winner), still written first: 'You won 20–44'.
 */
export function reversiResult(lang: Lang, status: Pick<Status, 'winner' | 'summary'>, you: Side | null = null): string {
  const [black, white] = discs(status);
  const words = WORDS[lang];
  const score = status.winner === 1 ? `${white}–${black}` : `${black}–${white}`;
  if (status.winner === -1) return words.draw.replace('{score}', score);
  if (you !== null) return (status.winner === you ? words.won : words.lost).replace('{score}', score);
  return words.wins
    .replace('{side}', sideName(lang, status.winner === 1 ? 'white' : 'black'))
    .replace('{score}', score);
}

const POSITION_WORDS: PositionWords = {
  en: { 'black-hole': 'The black hole stays where it is and holds no disc.' },
  ru: { 'black-hole': 'Чёрная дыра остаётся на своём месте, и фишку на неё не поставить.' },
};

export const reversi: GameDef = {
  id: 'reversi',
  rules: reversiRules,
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
      pieces: { '-': 'empty', X: 'black', O: 'white', '#': 'black hole' },
    },
    ru: {
      name: 'Реверси',
      board: 'Доска реверси',
      blurb: 'Окружайте и переворачивайте: побеждает тот, у кого больше фишек.',
      pieces: { '-': 'пусто', X: 'чёрная', O: 'белая', '#': 'чёрная дыра' },
    },
  },
  score: (status) => discs(status).map(String) as [string, string],
  result: reversiResult,
  // Russian readers see 'пас' in the list and the thinking line; saves and exports keep the standard 'pass'.
  moveText: (lang, move) => (lang === 'ru' && move === PASS ? 'пас' : move),
  forcedMove: (legal) => (legal.length === 1 && legal[0]?.pass ? legal[0].input : null),
  exportName: 'ply-reversi.txt',
  variants: reversiVariants,
  // Opening names belong to the standard game only: 8x8, the cross start, the normal rule, no set position.
  hintValues: true,
  // Othello players number the moves 1 to 60, passes counted, as their transcripts and grids do.
  numberEachMove: true,
  previewChanges: true,
  scoreUnit: { en: { one: 'disc', few: 'discs', many: 'discs' }, ru: { one: 'фишка', few: 'фишки', many: 'фишек' } },
  refusalText: (lang, refusal) => positionRefusal(POSITION_WORDS, lang, refusal),
  setupPieces: [
    ['X', '●', 0],
    ['O', '●', 1],
  ],
  view: reversiView,
  // Discs, calibrated on played games (README, the review's thresholds): a move that gives away 6 discs of
  // the final margin is an inaccuracy, 12 a mistake, 24 a blunder; the whole board is 64. Midgame scores
  // at the review's budget are estimates, so the thresholds stay well above their noise.
  // A finished game's last position scores its disc difference (finalBySummary).
  review, // review.json, which site/scripts/calibrate-review.mjs reads too
};
