// The names of well-known Reversi (Othello) openings, as players know them from the standard list
// (Robert Gatliff's, used by the national federations and by NBoard). Each line is written from Black's
// first move f5; a game that began on d3, c4 or e6 is the same opening turned by one of the board's
// symmetries that keep the start position, so it is turned back before it is looked up.
import type { Lang } from '../../vocabulary';

type Name = Record<Lang, string>;
const name = (en: string, ru: string): Name => ({ en, ru });

const LINES: readonly (readonly [string, Name])[] = [
  ['f5 d6', name('Perpendicular', 'перпендикулярный')],
  ['f5 d6 c3 d3 c4', name('Tiger', 'Тигр')],
  ['f5 d6 c3 d3 c4 b3', name('Aubrey', 'Обри')],
  ['f5 d6 c3 d3 c4 f4 c5 b3 c2', name('Rose-Bill', 'Роза-Билл')],
  ['f5 d6 c3 d3 c4 f4 c5 b3 c2 e6', name('Tamenori', 'Таменори')],
  ['f5 d6 c3 d3 c4 f4 c5 b4 b5 c6 f3 e6 e3', name('Ishii', 'Исии')],
  ['f5 d6 c3 d3 c4 f4 c5 b4 b5 c6 f3 e6 e3 g6 f6 g5 d7 g3', name('Mainline Tiger', 'Главная линия тигра')],
  ['f5 d6 c3 d3 c4 f4 e3', name('Brightwell', 'Брайтвелл')],
  ['f5 d6 c3 d3 c4 f4 e6', name("Leader's Tiger", 'Тигр лидера')],
  ['f5 d6 c3 d3 c4 f4 f6', name('Stephenson', 'Стивенсон')],
  ['f5 d6 c3 d3 c4 f4 f6 b4', name('Kung', 'Кунг')],
  ['f5 d6 c3 d3 c4 f4 f6 g5', name('No-Kung', 'Но-Кунг')],
  ['f5 d6 c3 g5', name('Ganglion', 'Ганглий')],
  ['f5 d6 c4 d3 c5', name('Cat', 'Кошка')],
  ['f5 d6 c4 d3 c5 f4 e3 f3 c2 b4 b3', name('Berner', 'Бернер')],
  ['f5 d6 c4 d3 c5 f4 e3 f3 c2 c6', name('Sakaguchi', 'Сакагути')],
  ['f5 d6 c4 d3 e6', name('Italian', 'Итальянский')],
  ['f5 d6 c4 g5', name('No-Cat', 'Не-кошка')],
  ['f5 d6 c4 g5 c6', name('Swallow', 'Ласточка')],
  ['f5 d6 c5 f4 d3', name('Horse', 'Лошадь')],
  ['f5 d6 c5 f4 e3 d3', name('Mimura', 'Мимура')],
  ['f5 d6 c5 f4 e3 c6 d3 f3', name('Ralle', 'Ралле')],
  ['f5 d6 c5 f4 e3 c6 d3 f6 e6 d7', name('Rose', 'Роза')],
  ['f5 d6 c5 f4 e3 c6 d3 f6 e6 d7 e7', name('Greenberg', 'Гринберг')],
  ['f5 d6 c5 f4 e3 c6 d3 f6 e6 d7 g4', name('Flat', 'Плоская')],
  ['f5 d6 c5 f4 e3 c6 d3 f6 e6 d7 g4 c4', name('Rotating Flat', 'Вращающаяся плоская')],
  ['f5 d6 c5 f4 e3 c6 d3 f6 e6 d7 g4 c4 g6', name('Murakami variation', 'Вариант Мураками')],
  ['f5 d6 c5 f4 e3 c6 d7', name('Bhagat', 'Бхагат')],
  ['f5 d6 c5 f4 e3 c6 e6', name('Inoue', 'Иноуэ')],
  ['f5 d6 c5 f4 e3 c6 e6 f6', name('Iago', 'Яго')],
  ['f5 d6 c5 f4 e3 c6 f3', name('Shaman', 'Шаман')],
  ['f5 f4', name('Parallel', 'параллельный')],
  ['f5 f6', name('Diagonal', 'диагональный')],
  ['f5 f6 c4 f4', name('Semi-wing variation', 'Вариант полукрыла')],
  ['f5 f6 d3 f4', name('Wing variation', 'Вариант крыла')],
  ['f5 f6 e6 f4 c3', name('Buffalo', 'Буйвол')],
  ['f5 f6 e6 f4 c3 c4', name('Hokuriku Buffalo', 'Буйвол Хокурику')],
  ['f5 f6 e6 f4 e3', name('Cow', 'Корова')],
  ['f5 f6 e6 f4 e3 c5 c4', name('Rose-v-Toth', 'Роза против Тота')],
  ['f5 f6 e6 f4 e3 c5 c4 d3 c3', name('Landau', 'Ландау')],
  ['f5 f6 e6 f4 e3 c5 c4 e7', name('Tanida', 'Танида')],
  ['f5 f6 e6 f4 e3 c5 g5', name('Bat', 'Летучая мышь')],
  ['f5 f6 e6 f4 e3 d6', name('Chimney', 'Дымоход')],
  ['f5 f6 e6 f4 g3 d6', name('Lollipop', 'Леденец')],
  ['f5 f6 e6 f4 g3 f3 g4', name('Hamilton', 'Гамильтон')],
  ['f5 f6 e6 f4 g4', name('Raccoon Dog', 'Енотовидная собака')],
  ['f5 f6 e6 f4 g5', name('Heath', 'Хит')],
  ['f5 f6 e6 f4 g5 d6', name('Heath-Chimney', 'Хит-дымоход')],
  ['f5 f6 e6 f4 g5 e7 e3', name('Heath-Bat', 'Хит-мышь')],
  ['f5 f6 e6 f4 g5 e7 d7', name('Iwasaki variation', 'Вариант Ивасаки')],
  ['f5 f6 e6 f4 g6', name('Snake', 'Змея')],
  ['f5 f6 e6 f4 g6 c5 g4 g5 f3 e3 c4', name('Pyramid', 'Пирамида')],
];

type Square = readonly [file: number, row: number];
type Symmetry = (sq: Square) => Square;

// The four symmetries of the board that keep the start (White d4 e5 on the main diagonal, Black d5 e4 on
// the other): they take f5 to f5, e6, d3 and c4, Black's four first moves.
const SYMMETRIES: readonly Symmetry[] = [
  ([f, r]) => [f, r],
  ([f, r]) => [r, f],
  ([f, r]) => [7 - r, 7 - f],
  ([f, r]) => [7 - f, 7 - r],
];

function parse(move: string): Square | null {
  const m = /^([a-h])([1-8])$/.exec(move);
  return m ? [m[1]!.charCodeAt(0) - 97, Number(m[2]) - 1] : null;
}

function write([f, r]: Square): string {
  return String.fromCharCode(97 + f) + String(r + 1);
}

// After f5 f6 e6 the board is symmetric about the main diagonal (f5 and e6 are its mirror images), so
// each diagonal line is known in both of its forms: e.g. the Buffalo is f5 f6 e6 f4 c3 and f5 f6 e6 d6 c3.
const BOOK: ReadonlyMap<string, Name> = new Map(
  LINES.flatMap(([line, n]) => {
    const moves = line.split(' ');
    if (!line.startsWith('f5 f6 e6 ')) return [[line, n] as const];
    const mirrored = moves.map((m, i) => (i < 3 ? m : write(SYMMETRIES[1]!(parse(m)!))));
    return [[line, n] as const, [mirrored.join(' '), n] as const];
  }),
);

/**
 * The name of the longest well-known opening the game's moves begin with, in `lang`; '' when the first
 * moves match none (or the game did not start from the standard position: the caller decides that).
 */
export function reversiOpening(lang: Lang, moves: readonly string[]): string {
  const first = moves[0] === undefined ? null : parse(moves[0]);
  if (first === null) return '';
  const turn = SYMMETRIES.find((s) => write(s(first)) === 'f5');
  if (turn === undefined) return '';
  let found: Name | undefined;
  const line: string[] = [];
  for (const move of moves) {
    const sq = parse(move);
    if (sq === null) break;
    line.push(write(turn(sq)));
    found = BOOK.get(line.join(' ')) ?? found;
  }
  return found?.[lang] ?? '';
}
