// Chess: White (side 0) moves first from the bottom; press a piece, then where it goes (a promotion then
// asks for the piece). The Session speaks UCI for input (e2e4, e7e8q, castling e1g1) and SAN for its
// history (Nf3, O-O, e8=Q+); the words here turn SAN into what a person reads or hears.
import type { Move } from 'ply-engine';
import { formatScore, movesWord, outcomeText } from '../../i18n';
import type { Lang, Side, Status, Colour } from '../../vocabulary';
import { squareName, type BoardShape } from '../../squares/squares';
import { chessView } from './view';
import type { GameDef } from '../types';
import { chessRules } from './rules';
import review from './review.json';
import { positionRefusal, type PositionWords } from '../position-refusal';
import { tagHeader } from '../tag-header';

const COLOURS: readonly [Colour, Colour] = ['white', 'black'];
const BOARD: BoardShape = { files: 8, ranks: 8 };

const REASONS: Record<Lang, Record<string, string>> = {
  en: {
    checkmate: 'checkmate',
    stalemate: 'stalemate',
    repetition: 'threefold repetition',
    'fifty-moves': 'fifty-move rule',
    'insufficient-material': 'insufficient material',
  },
  ru: {
    checkmate: 'мат',
    stalemate: 'пат',
    repetition: 'троекратное повторение',
    'fifty-moves': 'правило 50 ходов',
    'insufficient-material': 'недостаточно материала',
  },
};

/** e.g. 'White wins · checkmate', 'Draw · stalemate', 'Draw · agreement'. */
export function chessResult(lang: Lang, status: Pick<Status, 'winner' | 'reason'>, you: Side | null = null): string {
  return outcomeText(lang, COLOURS, status, REASONS[lang][status.reason] ?? '', you);
}

/** Piece names by SAN letter (P for a pawn), as nouns and in the accusative after 'превращается в'. */
const PIECES: Record<Lang, Record<string, { name: string; into: string }>> = {
  en: {
    P: { name: 'Pawn', into: 'pawn' },
    N: { name: 'Knight', into: 'knight' },
    B: { name: 'Bishop', into: 'bishop' },
    R: { name: 'Rook', into: 'rook' },
    Q: { name: 'Queen', into: 'queen' },
    K: { name: 'King', into: 'king' },
  },
  ru: {
    P: { name: 'Пешка', into: 'пешку' },
    N: { name: 'Конь', into: 'коня' },
    B: { name: 'Слон', into: 'слона' },
    R: { name: 'Ладья', into: 'ладью' },
    Q: { name: 'Ферзь', into: 'ферзя' },
    K: { name: 'Король', into: 'короля' },
  },
};

/** Russian piece letters (Кр Ф Л С К), same squares. */
const RU_LETTERS: Record<string, string> = { K: 'Кр', Q: 'Ф', R: 'Л', B: 'С', N: 'К' };

/** A SAN move as the UI language writes it: 'Nf3' → 'Кf3', 'e8=Q+' → 'e8=Ф+'. Only for display. */
export function chessMoveText(lang: Lang, san: string): string {
  if (lang === 'en') return san;
  return san
    .replace(/^[KQRBN]/, (p) => RU_LETTERS[p] ?? p)
    .replace(/=([QRBN])/, (_, p: string) => `=${RU_LETTERS[p] ?? p}`);
}

/** The promotion choice's name: 'q' → 'Queen' / 'Ферзь'. */
export function promotionName(lang: Lang, choice: string): string {
  return PIECES[lang][choice.toUpperCase()]?.name ?? choice;
}

const WORDS: Record<Lang, Record<'takes' | 'check' | 'mate' | 'promotes' | 'short' | 'long', string>> = {
  en: {
    takes: 'takes',
    check: 'check',
    mate: 'checkmate',
    promotes: 'promotes to',
    short: 'Castles kingside',
    long: 'Castles queenside',
  },
  ru: {
    takes: 'берёт',
    check: 'шах',
    mate: 'мат',
    promotes: 'превращается в',
    short: 'Короткая рокировка',
    long: 'Длинная рокировка',
  },
};

/**
 * A move in words for the live region, from the move (its SAN's check mark and castling, its squares, its
 * capture and promotion) and the board before it: 'Knight f3 takes e5, check', 'Pawn e7 e8, promotes to
 * queen', 'Castles kingside, checkmate'.
 */
export function chessMoveWords(lang: Lang, played: Move, before: string): string {
  const w = WORDS[lang];
  const { written: san, path } = played;
  const ending = san.endsWith('#') ? `, ${w.mate}` : san.endsWith('+') ? `, ${w.check}` : '';
  if (/^O-O-O/.test(san)) return w.long + ending;
  if (/^O-O/.test(san)) return w.short + ending;
  const from = path[0] ?? -1;
  const to = path[path.length - 1] ?? -1;
  const letter = (before[from] ?? 'P').toUpperCase();
  const piece = PIECES[lang][letter]?.name ?? letter;
  const promotion = played.choice.toUpperCase();
  const into = promotion ? `, ${w.promotes} ${PIECES[lang][promotion]?.into ?? promotion}` : '';
  const move = played.capture ? `${w.takes} ${squareName(BOARD, to)}` : squareName(BOARD, to);
  return `${piece} ${squareName(BOARD, from)} ${move}${into}${ending}`;
}

/** A mate is scored ±(100 − plies) (ply.d.ts); anything nearer zero is pawns. */
const MATE = 50;

/** '+0.4' in pawns, or 'mate in 2' ('мат в 2 хода'), 'mated in 1' once the search has proven a mate. */
export function chessScore(lang: Lang, score: number, exact: boolean): string {
  if (!exact || Math.abs(score) < MATE) return formatScore(lang, score);
  const n = Math.max(1, Math.ceil((100 - Math.abs(score)) / 2));
  if (lang === 'ru') return score > 0 ? `мат в ${n} ${movesWord(n)}` : `получает мат в ${n} ${movesWord(n)}`;
  return score > 0 ? `mate in ${n}` : `mated in ${n}`;
}

/** The material difference on the leading side's card ('+3'); the other card shows nothing. */
export function materialLead(status: Pick<Status, 'summary'>): readonly [string, string] {
  const lead = (status.summary[0] ?? 0) - (status.summary[1] ?? 0);
  return [lead > 0 ? `+${lead}` : '', lead < 0 ? `+${-lead}` : ''];
}

/** PGN of a game drawn by agreement (the Session knows nothing of it): Result tag and ending token '1/2-1/2'. */
export function agreedDrawPgn(pgn: string): string {
  const tagged = /^\[Result "[^"]*"\]/m.test(pgn)
    ? pgn.replace(/^\[Result "[^"]*"\]/m, '[Result "1/2-1/2"]')
    : pgn.replace(/^((?:\[[^\n]*\]\n)*)/, '$1[Result "1/2-1/2"]\n');
  const body = tagged.trimEnd();
  const ending = tagged.slice(body.length);
  const token = /(?:^|\s)(\*|1-0|0-1|1\/2-1\/2)$/.exec(body);
  const moves = token ? body.slice(0, body.length - (token[1] ?? '').length) : `${body} `;
  return `${moves}1/2-1/2${ending}`;
}

/** A cell's words by the Session's letter: 'N' white knight, 'p' black pawn, '-' empty. */
const CELLS: Record<Lang, Record<string, string>> = {
  en: {
    '-': 'empty',
    P: 'white pawn',
    N: 'white knight',
    B: 'white bishop',
    R: 'white rook',
    Q: 'white queen',
    K: 'white king',
    p: 'black pawn',
    n: 'black knight',
    b: 'black bishop',
    r: 'black rook',
    q: 'black queen',
    k: 'black king',
  },
  ru: {
    '-': 'пусто',
    P: 'белая пешка',
    N: 'белый конь',
    B: 'белый слон',
    R: 'белая ладья',
    Q: 'белый ферзь',
    K: 'белый король',
    p: 'чёрная пешка',
    n: 'чёрный конь',
    b: 'чёрный слон',
    r: 'чёрная ладья',
    q: 'чёрный ферзь',
    k: 'чёрный король',
  },
};

const POSITION_WORDS: PositionWords = {
  en: {
    kings: 'Each side needs exactly one king.',
    'pawn-rank': 'A pawn cannot stand on the first or the last rank.',
    check: 'The side not to move is in check: its king could be taken.',
    castling: 'A castling right needs its king and its rook on their first squares.',
    'en-passant': 'The en passant square must lie just behind a pawn that has made a double step.',
  },
  ru: {
    kings: 'У каждой стороны должен быть ровно один король.',
    'pawn-rank': 'Пешка не может стоять на первой или последней горизонтали.',
    check: 'Королю стороны, которая не ходит, объявлен шах: его можно было бы взять.',
    castling: 'Для права на рокировку король и ладья должны стоять на своих начальных полях.',
    'en-passant': 'Поле взятия на проходе должно быть сразу за пешкой, сделавшей двойной ход.',
  },
};

export const chess: GameDef = {
  id: 'chess',
  rules: chessRules,
  board: BOARD,
  colours: COLOURS,
  rank1AtTop: false,
  draggable: true,
  yourSideDown: true,
  strings: {
    en: {
      name: 'Chess',
      board: 'Chess board',
      blurb: 'Every rule of chess against an engine that plays like one.',
      pieces: CELLS.en,
      destination: ', legal move',
    },
    ru: {
      name: 'Шахматы',
      board: 'Шахматная доска',
      blurb: 'Все правила шахмат против настоящего шахматного движка.',
      pieces: CELLS.ru,
      destination: ', можно ходить',
    },
  },
  score: materialLead,
  result: chessResult,
  choiceName: promotionName,
  moveText: chessMoveText,
  moveWords: chessMoveWords,
  moveSound: (move) => (/[+#]$/.test(move.written) ? 'check' : move.capture ? 'capture' : 'move'),
  exportName: 'ply-chess.pgn',
  agreedDrawText: agreedDrawPgn,
  exportHeader: tagHeader,
  scoreText: chessScore,
  scoreUnit: { en: { one: 'pawn', few: 'pawns', many: 'pawns' }, ru: { one: 'пешка', few: 'пешки', many: 'пешек' } },
  refusalText: (lang, refusal) => positionRefusal(POSITION_WORDS, lang, refusal),
  setupPieces: [
    ['K', '♚', 0],
    ['Q', '♛', 0],
    ['R', '♜', 0],
    ['B', '♝', 0],
    ['N', '♞', 0],
    ['P', '♟', 0],
    ['k', '♚', 1],
    ['q', '♛', 1],
    ['r', '♜', 1],
    ['b', '♝', 1],
    ['n', '♞', 1],
    ['p', '♟', 1],
  ],
  castling: true,
  view: chessView,
  // Pawns, calibrated on played games (README, the review's thresholds): a level-5 game has about one
  // move in twenty marked, a level-1 game most. A mate found (±100 less its distance) counts as ten pawns,
  // so a mate missed in a won game is a blunder only when the lead falls below that.
  review, // review.json, which site/scripts/calibrate-review.mjs reads too
};
