import { describe, expect, it } from 'vitest';
import { GAMES } from '../src/games';
import { chessResult } from '../src/games/chess/game';
import { draughtsResult } from '../src/games/draughts/game';
import { gomokuResult } from '../src/games/gomoku/game';
import { reversiResult } from '../src/games/reversi/game';
import { formatScore, pickLang, t } from '../src/i18n';

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
    expect(reversiResult('en', { winner: 0, summary: [40, 24] })).toBe('Black wins 40–24');
    expect(reversiResult('en', { winner: -1, summary: [32, 32] })).toBe('Draw 32–32');
    expect(reversiResult('ru', { winner: 1, summary: [20, 44] })).toBe('Белые победили 44–20');
  });
  it('a Reversi pass reads "пас" in the Russian move list; the saved text keeps "pass"', () => {
    expect(GAMES.reversi.moveText?.('ru', 'pass')).toBe('пас');
    expect(GAMES.reversi.moveText?.('en', 'pass')).toBe('pass');
    expect(GAMES.reversi.moveText?.('ru', 'd3')).toBe('d3');
  });
  it("speaks the result to the one human player, the winner's score first", () => {
    expect(reversiResult('en', { winner: 0, summary: [36, 28] }, 0)).toBe('You won 36–28');
    expect(reversiResult('en', { winner: 1, summary: [28, 36] }, 0)).toBe('You lost 36–28');
    expect(reversiResult('ru', { winner: 1, summary: [28, 36] }, 1)).toBe('Вы выиграли 36–28');
    expect(reversiResult('en', { winner: -1, summary: [32, 32] }, 0)).toBe('Draw 32–32');
    expect(draughtsResult('ru', { winner: 1, reason: 'no-moves' }, 0)).toBe('Вы проиграли · у белых нет ходов');
    expect(chessResult('en', { winner: 0, reason: 'checkmate' }, 0)).toBe('You won · checkmate');
    expect(gomokuResult('en', { winner: 1, reason: 'five' }, 0)).toBe('You lost · five in a row');
    expect(chessResult('en', { winner: -1, reason: 'stalemate' }, 1)).toBe('Draw · stalemate');
  });
  it('words a draughts result with its reason', () => {
    expect(draughtsResult('en', { winner: 0, reason: 'no-moves' })).toBe('White wins · Black has no moves');
    expect(draughtsResult('ru', { winner: 1, reason: 'no-moves' })).toBe('Чёрные победили · у белых нет ходов');
    expect(draughtsResult('en', { winner: -1, reason: 'repetition' })).toBe('Draw · threefold repetition');
    expect(draughtsResult('ru', { winner: -1, reason: 'draw-rule' })).toBe('Ничья · правило ничьей');
    expect(GAMES.draughts.result('en', { over: true, toMove: 1, winner: 0, reason: 'no-moves', summary: [3, 0] })).toBe(
      'White wins · Black has no moves',
    );
  });
  it('words a draughts win over a side with no pieces left (the side not to move)', () => {
    expect(draughtsResult('en', { winner: 0, reason: 'no-pieces' })).toBe('White wins · Black has no pieces');
    expect(draughtsResult('ru', { winner: 1, reason: 'no-pieces' })).toBe('Чёрные победили · у белых нет шашек');
  });
  it('each game reads its score line from the status summary', () => {
    const status = { over: false, toMove: 0 as const, winner: -1 as const, reason: '', summary: [12, 9] };
    expect(GAMES.draughts.score(status)).toEqual(['12', '9']);
    expect(GAMES.reversi.score({ ...status, summary: [2, 2] })).toEqual(['2', '2']);
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
