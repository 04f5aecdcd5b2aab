import { describe, expect, it } from 'vitest';
import { GAMES } from '../src/games';
import { formatScore, pickLang, reasonResult, scoreResult, t } from '../src/i18n';

describe('i18n', () => {
  it('picks the first supported language', () => {
    expect(pickLang(['ru-RU', 'en-US'])).toBe('ru');
    expect(pickLang(['de-DE', 'en-GB'])).toBe('en');
    expect(pickLang(['fr'])).toBe('en');
    expect(pickLang([])).toBe('en');
  });
  it('words the contract strings', () => {
    expect(GAMES.reversi.strings.en.board).toBe('Reversi board');
    expect(GAMES.reversi.strings.ru.board).toBe('Доска реверси');
    expect(GAMES.draughts.strings.en.board).toBe('Draughts board');
    expect(GAMES.draughts.strings.ru.board).toBe('Доска шашек');
    expect(t('en', 'announcePass', { side: 'White' })).toBe('White passes');
    expect(scoreResult('en', { winner: 0, counts: [40, 24] })).toBe('Black wins 40–24');
    expect(scoreResult('en', { winner: -1, counts: [32, 32] })).toBe('Draw 32–32');
    expect(scoreResult('ru', { winner: 1, counts: [20, 44] })).toBe('Белые победили 20–44');
  });
  it('words a draughts result with its reason', () => {
    const colours = ['white', 'black'] as const;
    expect(reasonResult('en', colours, { winner: 0, toMove: 1, reason: 'no-moves' })).toBe('White wins · Black has no moves');
    expect(reasonResult('ru', colours, { winner: 1, toMove: 0, reason: 'no-moves' })).toBe('Чёрные победили · у белых нет ходов');
    expect(reasonResult('en', colours, { winner: -1, toMove: 0, reason: 'repetition' })).toBe('Draw · threefold repetition');
    expect(reasonResult('ru', colours, { winner: -1, toMove: 0, reason: 'draw-rule' })).toBe('Ничья · правило ничьей');
    expect(GAMES.draughts.result('en', { over: true, toMove: 1, winner: 0, counts: [3, 0], mustPass: false, reason: 'no-moves' })).toBe(
      'White wins · Black has no moves',
    );
  });
  it('has every game string in both languages', () => {
    for (const game of Object.values(GAMES)) {
      expect(Object.keys(game.strings.ru)).toEqual(Object.keys(game.strings.en));
      expect(Object.keys(game.strings.ru.pieces)).toEqual(Object.keys(game.strings.en.pieces));
    }
  });
  it('formats scores with a sign', () => {
    expect(formatScore('en', 2.5)).toBe('+2.5');
    expect(formatScore('en', -3)).toBe('−3');
    expect(formatScore('en', 0)).toBe('0');
    expect(formatScore('ru', 2.46)).toBe('+2,5');
  });
});
