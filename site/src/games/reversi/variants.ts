// Reversi's variants in the new-game dialog: the board (8x8, 6x6, 10x10 or 12x12), the start (the cross or side by side)
// and the rule (normal, anti-reversi, a black hole, or both). They travel as the engine's words before a
// colon ('6x6 parallel anti blackhole=c2:'); an imported game's start is its position text, read back too.
import type { Lang } from '../../vocabulary';
import type { GameVariants } from '../types';

const DEFAULTS = { size: '8', start: 'cross', rule: 'normal' } as const;
const SIZES = [8, 6, 10, 12] as const;
const RULES = ['normal', 'anti', 'blackhole', 'anti-blackhole'] as const;
type Rule = (typeof RULES)[number];

const label = (en: string, ru: string): Record<Lang, string> => ({ en, ru });

/** A square's name on an n×n board, a1 at the top-left: file letter, then row number. */
function squareName(n: number, index: number): string {
  return String.fromCharCode(97 + (index % n)) + String(Math.floor(index / n) + 1);
}

/** The four centre squares of an n×n board, which the start always fills: never a black hole. */
function isCentre(n: number, index: number): boolean {
  const lo = n / 2 - 1;
  const file = index % n;
  const row = Math.floor(index / n);
  return (file === lo || file === lo + 1) && (row === lo || row === lo + 1);
}

/** A black hole's square, drawn from `random` among the squares the start leaves empty. */
export function randomHole(n: number, random: () => number): string {
  const free = Array.from({ length: n * n }, (_, i) => i).filter((i) => !isCentre(n, i));
  const pick = free[Math.min(free.length - 1, Math.floor(random() * free.length))] ?? 0;
  return squareName(n, pick);
}

/** True when the centre of `squares` (n×n, row by row) holds the side-by-side start: White above, Black below. */
function parallelCentre(squares: string, n: number): boolean {
  const lo = n / 2 - 1;
  const at = (row: number, file: number): string => squares[row * n + file] ?? '';
  return at(lo, lo) === 'O' && at(lo, lo + 1) === 'O' && at(lo + 1, lo) === 'X' && at(lo + 1, lo + 1) === 'X';
}

/**
 * The choices a start position was made from: the words before its colon, and its squares where it has
 * them (an imported game: 36 squares are 6x6, 100 are 10x10, a '#' is the black hole). Null: the standard game.
 */
export function readReversiVariant(start: string | null): Record<string, string> {
  if (start === null) return { ...DEFAULTS };
  const colon = start.indexOf(':');
  const words =
    colon < 0
      ? []
      : start
          .slice(0, colon)
          .toLowerCase()
          .split(/[\s,]+/)
          .filter(Boolean);
  const squares = (colon < 0 ? start : start.slice(colon + 1)).trim().split(/\s+/)[0] ?? '';
  const named = SIZES.find((k) => words.includes(`${k}x${k}`));
  const counted = SIZES.find((k) => squares.length === k * k);
  const n = named ?? counted ?? 8;
  const sized = squares.length === n * n;
  const anti = words.includes('anti');
  const hole = words.some((w) => w.startsWith('blackhole')) || (sized && squares.includes('#'));
  const parallel = words.includes('parallel') || (sized && parallelCentre(squares, n));
  const rule: Rule = anti && hole ? 'anti-blackhole' : anti ? 'anti' : hole ? 'blackhole' : 'normal';
  return { size: String(n), start: parallel ? 'parallel' : 'cross', rule };
}

/** The engine's words for the choices; a black hole's square is drawn from `random`. */
export function reversiStart(values: Readonly<Record<string, string>>, random: () => number = Math.random): string {
  const n = SIZES.find((k) => String(k) === values['size']) ?? 8;
  const rule = (RULES as readonly string[]).includes(values['rule'] ?? '') ? (values['rule'] as Rule) : DEFAULTS.rule;
  const words = [`${n}x${n}`];
  if (values['start'] === 'parallel') words.push('parallel');
  if (rule === 'anti' || rule === 'anti-blackhole') words.push('anti');
  if (rule === 'blackhole' || rule === 'anti-blackhole') words.push(`blackhole=${randomHole(n, random)}`);
  return `${words.join(' ')}:`;
}

const SHOWN: Record<Lang, { size: string; parallel: string; hole: string; anti: string }> = {
  en: { size: '{n} × {n}', parallel: 'side-by-side start', hole: 'black hole', anti: 'anti: fewest discs wins' },
  ru: {
    size: '{n} × {n}',
    parallel: 'параллельный старт',
    hole: 'чёрная дыра',
    anti: 'анти: побеждает меньшее число фишек',
  },
};

/** The variant in a few words for the header, e.g. '6 × 6 · anti: fewest discs wins'; '' for the standard game. */
export function describeReversiVariant(lang: Lang, start: string | null): string {
  const v = readReversiVariant(start);
  const words = SHOWN[lang];
  const parts: string[] = [];
  if (v['size'] !== '8') parts.push(words.size.replaceAll('{n}', v['size'] ?? '8'));
  if (v['start'] === 'parallel') parts.push(words.parallel);
  if (v['rule'] === 'blackhole' || v['rule'] === 'anti-blackhole') parts.push(words.hole);
  if (v['rule'] === 'anti' || v['rule'] === 'anti-blackhole') parts.push(words.anti);
  const text = parts.join(' · ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const reversiVariants: GameVariants = {
  options: [
    {
      id: 'size',
      label: label('Board', 'Доска'),
      choices: [
        { value: '8', label: label('8 × 8', '8 × 8') },
        { value: '6', label: label('6 × 6', '6 × 6') },
        { value: '10', label: label('10 × 10', '10 × 10') },
        { value: '12', label: label('12 × 12', '12 × 12') },
      ],
    },
    {
      id: 'start',
      label: label('Start', 'Начало'),
      choices: [
        { value: 'cross', label: label('Cross (standard)', 'Крест (стандартное)') },
        { value: 'parallel', label: label('Side by side', 'Рядом (параллельное)') },
      ],
    },
    {
      id: 'rule',
      label: label('Rule', 'Правило'),
      choices: [
        { value: 'normal', label: label('Normal: most discs wins', 'Обычное: больше фишек побеждает') },
        { value: 'anti', label: label('Anti: fewest discs wins', 'Анти: меньше фишек побеждает') },
        { value: 'blackhole', label: label('Black hole: a square nobody plays', 'Чёрная дыра: клетка вне игры') },
        { value: 'anti-blackhole', label: label('Anti with a black hole', 'Анти с чёрной дырой') },
      ],
    },
  ],
  start: (values) => reversiStart(values),
  values: readReversiVariant,
  describe: describeReversiVariant,
};
