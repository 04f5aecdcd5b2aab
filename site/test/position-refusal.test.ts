import { describe, expect, it } from 'vitest';
import type { Refusal } from 'ply-engine';
import { GAMES } from '../src/games';
import { importErrorText } from '../src/storage/import-error';
import type { GameId } from '../src/vocabulary';

/** The causes each game's engine gives a position its rules cannot play (wasm/ply.d.ts, Refusal.cause). */
const CAUSES: Record<GameId, readonly string[]> = {
  chess: ['kings', 'pawn-rank', 'check', 'castling', 'en-passant'],
  draughts: ['too-many', 'crowning-row'],
  gomoku: ['count', 'five', 'foul'],
  reversi: ['black-hole'],
};

const badPosition = (cause: string): Refusal => ({ reason: 'bad-position', cause, moveNumber: 0, move: '', text: '' });

describe('a position the rules cannot play', () => {
  it('is refused in the words of its game, for each cause its engine gives, in English and in Russian', () => {
    for (const [id, causes] of Object.entries(CAUSES) as [GameId, readonly string[]][]) {
      for (const cause of causes) {
        const en = importErrorText('en', badPosition(cause), GAMES[id]);
        const ru = importErrorText('ru', badPosition(cause), GAMES[id]);
        expect(en, `${id} ${cause}`).not.toBe('The start position cannot be read.');
        expect(ru, `${id} ${cause}`).toMatch(/[а-яё]/i);
        expect(ru).not.toMatch(/[a-z]{3,}/);
      }
    }
  });

  it('without a cause its game words, reads as a start position that cannot be read', () => {
    expect(importErrorText('en', badPosition(''), GAMES.chess)).toBe('The start position cannot be read.');
    expect(importErrorText('en', badPosition('kings'), GAMES.reversi)).toBe('The start position cannot be read.');
  });
});
