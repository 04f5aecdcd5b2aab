// The accessible grid's cell names (docs/page-contract.md), computed from state alone.
import { describe, expect, it } from 'vitest';
import { gameDef } from '../src/games';
import { cellLabel, cellSuffixes } from '../src/board/a11y';
import { initialState, type State } from '../src/state/state';
import { B8, listed, sq } from './board';

function draughtsState(legal: string[], pieces: Record<string, string>): State {
  const s = initialState('draughts', undefined, undefined, B8);
  const squares = Array.from('-'.repeat(64));
  for (const [name, p] of Object.entries(pieces)) squares[sq(name)] = p;
  s.squares = squares.join('');
  s.legal = listed(legal);
  s.ready = true;
  return s;
}

function label(s: State, name: string): string {
  return cellLabel(s, gameDef(s.game), sq(name), cellSuffixes(s).get(sq(name)));
}

describe('draughts cell names', () => {
  const s = draughtsState(['c3-d4', 'c3-b4'], { c3: 'w', e3: 'w', d6: 'b', f8: 'B', a1: 'W' });
  it('square, then what is on it, then what a press would do', () => {
    expect(label(s, 'c3')).toBe('c3 white man, can move');
    expect(label(s, 'e3')).toBe('e3 white man');
    expect(label(s, 'd6')).toBe('d6 black man');
    expect(label(s, 'f8')).toBe('f8 black king');
    expect(label(s, 'a1')).toBe('a1 white king');
    expect(label(s, 'd4')).toBe('d4 empty');
  });
  it('a picked piece is selected and its destinations say so', () => {
    const picked = { ...s, selection: { from: sq('c3'), dest: null, via: [], choices: [] } };
    expect(label(picked, 'c3')).toBe('c3 white man, selected');
    expect(label(picked, 'd4')).toBe('d4 empty, destination');
    expect(label(picked, 'b4')).toBe('b4 empty, destination');
  });
  it('in Russian', () => {
    const ru = { ...s, lang: 'ru' as const, selection: { from: sq('c3'), dest: null, via: [], choices: [] } };
    expect(label(ru, 'c3')).toBe('c3 белая шашка, выбрана');
    expect(label(ru, 'd4')).toBe('d4 пусто, можно пойти сюда');
    expect(label(ru, 'f8')).toBe('f8 чёрная дамка');
    expect(label({ ...ru, selection: null }, 'c3')).toBe('c3 белая шашка, может ходить');
  });
});

describe('Reversi cell names stay as they were', () => {
  it('a legal square says so', () => {
    const s = initialState('reversi', undefined, undefined, B8);
    s.squares = '-'.repeat(27) + 'OX' + '-'.repeat(6) + 'XO' + '-'.repeat(27);
    s.legal = listed(['d3', 'c4', 'f5', 'e6']);
    expect(label(s, 'd3')).toBe('d3 empty, legal move');
    expect(label(s, 'd4')).toBe('d4 white');
    expect(label(s, 'e4')).toBe('e4 black');
    expect(label({ ...s, lang: 'ru' }, 'd3')).toBe('d3 пусто, можно ходить');
  });
});
