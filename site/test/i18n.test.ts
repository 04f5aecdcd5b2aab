import { describe, expect, it } from 'vitest';
import { formatScore, pickLang, resultText, t } from '../src/i18n';

describe('i18n', () => {
  it('picks the first supported language', () => {
    expect(pickLang(['ru-RU', 'en-US'])).toBe('ru');
    expect(pickLang(['de-DE', 'en-GB'])).toBe('en');
    expect(pickLang(['fr'])).toBe('en');
    expect(pickLang([])).toBe('en');
  });
  it('words the contract strings', () => {
    expect(t('en', 'board')).toBe('Reversi board');
    expect(t('ru', 'board')).toBe('Доска реверси');
    expect(t('en', 'announcePass', { side: 'White' })).toBe('White passes');
    expect(resultText('en', { winner: 0, counts: [40, 24] })).toBe('Black wins 40–24');
    expect(resultText('en', { winner: -1, counts: [32, 32] })).toBe('Draw 32–32');
    expect(resultText('ru', { winner: 1, counts: [20, 44] })).toBe('Белые победили 20–44');
  });
  it('formats scores with a sign', () => {
    expect(formatScore('en', 2.5)).toBe('+2.5');
    expect(formatScore('en', -3)).toBe('−3');
    expect(formatScore('en', 0)).toBe('0');
    expect(formatScore('ru', 2.46)).toBe('+2,5');
  });
});
