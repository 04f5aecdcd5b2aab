import { describe, expect, it } from 'vitest';
import { cleared, pressed, setupExtra, withCastling } from '../src/state/editor';

describe('the position editor', () => {
  it('a press puts the chosen piece down, and a second press on the same piece takes it off', () => {
    const once = pressed({ squares: '----', piece: 'X' }, 1);
    expect(once).toBe('-X--');
    expect(pressed({ squares: once, piece: 'X' }, 1)).toBe('----');
    expect(pressed({ squares: once, piece: 'O' }, 1)).toBe('-O--');
    expect(pressed({ squares: once, piece: '-' }, 1)).toBe('----');
  });

  it("Reversi's black hole is never covered nor cleared, and a press off the board changes nothing", () => {
    expect(pressed({ squares: 'X#O', piece: 'O' }, 1)).toBe('X#O');
    expect(pressed({ squares: 'X#O', piece: 'O' }, 9)).toBe('X#O');
    expect(cleared('X#Ob')).toBe('-#--');
  });

  it('castling rights keep FEN order whichever is given first; chess sends them with the en passant square', () => {
    expect(withCastling('', 'q', true)).toBe('q');
    expect(withCastling('q', 'K', true)).toBe('Kq');
    expect(withCastling('KQkq', 'Q', false)).toBe('Kkq');
    expect(setupExtra({ castling: 'Kq', enPassant: 'e3' }, true)).toBe('Kq e3');
    expect(setupExtra({ castling: '', enPassant: '' }, true)).toBe('- -');
    expect(setupExtra({ castling: 'KQ', enPassant: '' }, false)).toBe('');
  });
});
