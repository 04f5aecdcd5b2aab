// Where the hints' values stand (src/board/hint-squares.ts): Reversi's on each move's square; draughts' on
// each piece (its best move's) and, once a piece is picked, on where its moves end; chess only its best move.
import { describe, expect, it } from 'vitest';
import { gameDef } from '../src/games';
import { hintSquares } from '../src/board/hint-squares';
import { pick } from '../src/squares/selection';
import { initialState, type HintMove, type State } from '../src/state/state';
import { move, nameOf } from './board';

const settings = { mode: 'hvh', human: 0, level: 1, options: {} } as const;

function withHint(game: State['game'], legal: string[], values: [string, number, boolean?][]): State {
  const state = initialState(game, settings);
  state.legal = legal.map((m) => move(m));
  const moves: HintMove[] = values.map(([m, value, exact]) => ({
    move: m,
    value,
    exact: exact ?? false,
    book: false,
    pv: [m],
  }));
  state.hint = { key: '', depth: 4, moves };
  return state;
}

/** square name → [shown, best]. */
function shown(state: State): Record<string, [string, boolean]> {
  return Object.fromEntries(
    [...hintSquares(state, gameDef(state.game))].map(([sq, h]) => [nameOf(sq), [h.value, h.best]]),
  );
}

describe('hint squares', () => {
  it('Reversi shows each move’s value on its square, the best ringed', () => {
    const state = withHint(
      'reversi',
      ['d3', 'c4', 'f5'],
      [
        ['d3', 2],
        ['f5', 2.4],
        ['c4', -3],
      ],
    );
    expect(shown(state)).toEqual({ d3: ['+2', true], f5: ['+2', true], c4: ['−3', false] });
  });

  it('a draughts piece shows the best value of its moves, in tenths of a man', () => {
    const state = withHint(
      'draughts',
      ['c3-d4', 'c3-b4', 'e3-f4'],
      [
        ['c3-d4', 0.4],
        ['e3-f4', 0.1],
        ['c3-b4', -0.5],
      ],
    );
    expect(shown(state)).toEqual({ c3: ['+0.4', true], e3: ['+0.1', false] });
  });

  it('a picked draughts piece shows each of its moves’ values where they end', () => {
    const state = withHint(
      'draughts',
      ['c3-d4', 'c3-b4', 'e3-f4'],
      [
        ['c3-d4', 0.4],
        ['e3-f4', 0.1],
        ['c3-b4', -0.5],
      ],
    );
    state.selection = pick(move('c3-d4').path[0] as number);
    expect(shown(state)).toEqual({ d4: ['+0.4', true], b4: ['−0.5', false] });
  });

  it('a proven draughts value is a win, a loss or a draw in words, in the player’s language', () => {
    const state = withHint(
      'draughts',
      ['a1-b2', 'c1-d2', 'e1-f2'],
      [
        ['a1-b2', 100, true],
        ['c1-d2', 0, true],
        ['e1-f2', -100, true],
      ],
    );
    expect(shown(state)).toEqual({ a1: ['win', true], c1: ['0', false], e1: ['loss', false] });
    state.lang = 'ru';
    expect(shown(state)).toEqual({ a1: ['выигрыш', true], c1: ['0', false], e1: ['проигрыш', false] });
  });

  it('chess marks its best move’s squares only', () => {
    const state = withHint('chess', ['e2e4', 'd2d4'], [['e2e4', 0.3]]);
    expect(shown(state)).toEqual({ e2: ['best', true], e4: ['best', true] });
  });

  it('nothing shows before the first values arrive', () => {
    const state = withHint('draughts', ['c3-d4'], []);
    expect(hintSquares(state, gameDef(state.game)).size).toBe(0);
  });
});
