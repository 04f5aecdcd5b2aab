// Gomoku's page module: its words (English and Russian), its variants, the view's marks, from state alone.
import { describe, expect, it } from 'vitest';
import { cellLabel, cellSuffixes } from '../src/board/a11y';
import { GAMES, gameDef } from '../src/games';
import { gomokuResult, gomokuScore, gomokuVariants } from '../src/games/gomoku/game';
import { centreMark, moveNumbers, starPoints } from '../src/games/gomoku/view';
import { initialState, type State } from '../src/state/state';
import { squareIndex, squareName, type BoardShape } from '../src/squares/squares';
import { listed } from './board';

const B15: BoardShape = { files: 15, ranks: 15 };
const B10: BoardShape = { files: 10, ranks: 10 };
const names = (board: BoardShape, points: [number, number][]): string[] =>
  points.map(([f, r]) => squareName(board, r * board.files + f)).sort();

describe('gomoku result', () => {
  it('a five wins for the side that made it; a full board is a draw', () => {
    expect(gomokuResult('en', { winner: 0, reason: 'five' })).toBe('Black wins · five in a row');
    expect(gomokuResult('en', { winner: 1, reason: 'five' })).toBe('White wins · five in a row');
    expect(gomokuResult('en', { winner: -1, reason: 'full' })).toBe('Draw · the board is full');
  });
  it('in Russian', () => {
    expect(gomokuResult('ru', { winner: 0, reason: 'five' })).toBe('Чёрные победили · пять в ряд');
    expect(gomokuResult('ru', { winner: -1, reason: 'full' })).toBe('Ничья · доска заполнена');
  });
});

describe('gomoku search score', () => {
  it('a proven score ±(100 − plies) reads as the winner’s moves to the five', () => {
    expect(gomokuScore('en', 99, true)).toBe('win in 1');
    expect(gomokuScore('en', 95, true)).toBe('win in 3');
    expect(gomokuScore('en', -98, true)).toBe('loss in 1');
    expect(gomokuScore('en', -96, true)).toBe('loss in 2');
  });
  it('Russian counts the moves with their plural', () => {
    expect(gomokuScore('ru', 99, true)).toBe('выигрыш за 1 ход');
    expect(gomokuScore('ru', 95, true)).toBe('выигрыш за 3 хода');
    expect(gomokuScore('ru', 91, true)).toBe('выигрыш за 5 ходов');
    expect(gomokuScore('ru', -78, true)).toBe('проигрыш за 11 ходов');
  });
  it('a pattern score is a number in stones', () => {
    expect(gomokuScore('en', 2.5, false)).toBe('+2.5');
    expect(gomokuScore('ru', -3.5, false)).toBe('−3,5');
    expect(gomokuScore('en', 99, false)).toBe('+99');
  });
});

describe('gomoku variants', () => {
  it('offers 10x10 and 15x15, freestyle, standard and renju, every label in both languages', () => {
    const [size, rule] = gomokuVariants.options;
    expect(size?.choices.map((c) => c.value).sort()).toEqual(['10', '15']);
    expect(rule?.choices.map((c) => c.value)).toEqual(['freestyle', 'standard', 'renju']);
    for (const option of gomokuVariants.options) {
      expect(option.label.ru).toMatch(/[а-я]/i);
      for (const choice of option.choices) expect(choice.label.ru).not.toBe('');
    }
    expect(rule?.choices.every((c) => /[а-я]/i.test(c.label.ru))).toBe(true);
  });
});

describe('gomoku board marks', () => {
  it('15x15 has the star points h8, d4, l4, d12, l12 and no centre mark', () => {
    expect(names(B15, starPoints(B15))).toEqual(['d12', 'd4', 'h8', 'l12', 'l4']);
    expect(centreMark(B15)).toEqual([]);
  });
  it('10x10 has no star point; its centre mark lies among e5, f5, e6, f6', () => {
    expect(starPoints(B10)).toEqual([]);
    expect(names(B10, centreMark(B10))).toEqual(['e5', 'e6', 'f5', 'f6']);
  });
  it('each stone’s number is the move that placed it', () => {
    const numbers = moveNumbers(B10, ['e5', 'f6', 'j10']);
    expect(numbers.get(squareIndex(B10, 'e5'))).toBe(1);
    expect(numbers.get(squareIndex(B10, 'f6'))).toBe(2);
    expect(numbers.get(squareIndex(B10, 'j10'))).toBe(3);
    expect(numbers.size).toBe(3);
  });
});

describe('gomoku cell names', () => {
  function state(lang: 'en' | 'ru'): State {
    const s = initialState('gomoku', undefined, lang, B15);
    const cells = Array.from('-'.repeat(225));
    cells[squareIndex(B15, 'h8')] = 'X';
    cells[squareIndex(B15, 'i9')] = 'O';
    s.squares = cells.join('');
    s.legal = listed(['h9'], B15);
    s.ready = true;
    return s;
  }
  const label = (s: State, name: string): string =>
    cellLabel(s, gameDef(s.game), squareIndex(B15, name), cellSuffixes(s).get(squareIndex(B15, name)));
  it('a cell is its square and its stone; an empty playable one says so', () => {
    const s = state('en');
    expect(label(s, 'h8')).toBe('h8 black stone');
    expect(label(s, 'i9')).toBe('i9 white stone');
    expect(label(s, 'h9')).toBe('h9 empty, legal move');
  });
  it('in Russian', () => {
    const s = state('ru');
    expect(label(s, 'h8')).toBe('h8 чёрный камень');
    expect(label(s, 'i9')).toBe('i9 белый камень');
    expect(label(s, 'h9')).toBe('h9 пусто, можно ходить');
    expect(GAMES.gomoku.strings.ru.name).toBe('Гомоку');
    expect(GAMES.gomoku.strings.ru.board).toBe('Доска гомоку');
  });
  it('every word a player sees has a Russian form', () => {
    const { en, ru } = GAMES.gomoku.strings;
    expect(Object.keys(ru.pieces)).toEqual(Object.keys(en.pieces));
    for (const text of [ru.name, ru.board, ru.blurb, ...Object.values(ru.pieces)]) expect(text).toMatch(/[а-яё]/i);
  });
});
