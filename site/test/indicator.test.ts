import { describe, expect, it } from 'vitest';
import { gameDef } from '../src/games';
import { hintLabel } from '../src/board/hint-squares';
import { depthWords, hintText, scoreWords, thinkingText, unitWord, viewSide } from '../src/panels/indicator';
import { initialState, type Hint, type Settings, type State } from '../src/state/state';

function state(
  game: 'reversi' | 'chess' | 'draughts' | 'gomoku',
  settings: Partial<Settings>,
  toMove: 0 | 1,
  lang: 'en' | 'ru' = 'en',
): State {
  const s = initialState(game, { mode: 'hvc', human: 0, level: 5, options: {}, ...settings }, lang);
  s.status = { ...s.status, toMove };
  return s;
}

describe('thinking indicator', () => {
  it('scores from your side against the computer, from the side to move otherwise', () => {
    expect(viewSide(state('reversi', { human: 1 }, 0))).toBe(1);
    expect(viewSide(state('reversi', { mode: 'cvc' }, 1))).toBe(1);
    expect(viewSide(state('reversi', { mode: 'hvh' }, 0))).toBe(0);
  });

  it('the computer’s +3 discs is your −3 discs, with its line', () => {
    const s = state('reversi', { human: 0 }, 1);
    const text = thinkingText(s, gameDef('reversi'), {
      depth: 9,
      score: 3,
      exact: false,
      book: false,
      nodes: 1,
      selectivity: 100,
      pv: ['c3', 'd3'],
    });
    expect(text).toBe('depth 9 · −3 discs · c3 d3');
  });

  it('a selective search says so in words; a full-width one shows its depth alone', () => {
    const s = state('reversi', { human: 0 }, 1);
    const selective = { depth: 14, score: -2, exact: false, book: false, nodes: 1, selectivity: 73, pv: ['c3'] };
    expect(thinkingText(s, gameDef('reversi'), selective)).toBe('depth 14, selective · +2 discs · c3');
    expect(thinkingText(state('reversi', { human: 0 }, 1, 'ru'), gameDef('reversi'), selective)).toBe(
      'глубина 14, выборочно · +2 фишки · c3',
    );
    expect(depthWords('en', 9, 100)).toBe('depth 9');
    expect(depthWords('ru', 9, 100)).toBe('глубина 9');
  });

  it('a move from the opening book says book instead of a depth', () => {
    const s = state('reversi', { human: 0 }, 1);
    const booked = { depth: 12, score: -1, exact: false, book: true, nodes: 0, selectivity: 100, pv: ['f5'] };
    expect(thinkingText(s, gameDef('reversi'), booked)).toBe('book · +1 disc · f5');
    expect(thinkingText(state('reversi', { human: 0 }, 1, 'ru'), gameDef('reversi'), booked)).toBe(
      'по книге · +1 фишка · f5',
    );
  });

  it('a solved score says exact', () => {
    expect(scoreWords('en', gameDef('reversi'), 4, true)).toBe('+4 discs · exact');
    expect(scoreWords('ru', gameDef('reversi'), 4, true)).toBe('+4 фишки · точно');
  });

  it('a proven chess result is a mate in N from the reader’s side', () => {
    const s = state('chess', { human: 0 }, 1);
    // The computer (Black, to move) mates in 2: you are mated in 2.
    expect(
      thinkingText(s, gameDef('chess'), {
        depth: 5,
        score: 97,
        exact: true,
        book: false,
        nodes: 1,
        selectivity: 100,
        pv: [],
      }),
    ).toBe('depth 5 · mated in 2');
  });

  it('units agree with their number, in English and Russian', () => {
    const discs = gameDef('reversi').scoreUnit;
    expect(unitWord('en', discs.en, 1)).toBe('disc');
    expect(unitWord('en', discs.en, -2)).toBe('discs');
    expect(['1', '3', '5', '21', '1.5'].map((n) => unitWord('ru', discs.ru, Number(n)))).toEqual([
      'фишка',
      'фишки',
      'фишек',
      'фишка',
      'фишки',
    ]);
    expect(scoreWords('en', gameDef('chess'), 0.5, false)).toBe('+0.5 pawns');
    expect(scoreWords('en', gameDef('draughts'), -1, false)).toBe('−1 man');
  });
});

describe('hint line and labels', () => {
  const hint: Hint = {
    key: '',
    depth: 12,
    moves: [
      { move: 'd3', value: 4, exact: true, book: false, pv: ['d3', 'c5', 'f6'] },
      { move: 'c4', value: -2.4, exact: false, book: false, pv: ['c4'] },
    ],
  };

  it('shows the best move’s value and line', () => {
    expect(hintText(state('reversi', {}, 0), gameDef('reversi'), hint)).toBe('Hint · +4 discs · exact · d3 c5 f6');
    expect(hintText(state('reversi', {}, 0, 'ru'), gameDef('reversi'), hint)).toBe(
      'Подсказка · +4 фишки · точно · d3 c5 f6',
    );
  });

  it('a value from the opening book says book instead of a depth', () => {
    const booked: Hint = {
      key: '',
      depth: 2,
      moves: [{ move: 'f5', value: 0.4, exact: false, book: true, pv: ['f5'] }],
    };
    expect(hintText(state('reversi', {}, 0), gameDef('reversi'), booked)).toBe('Hint · book · +0.4 discs · f5');
    expect(hintText(state('reversi', {}, 0, 'ru'), gameDef('reversi'), booked)).toBe(
      'Подсказка · по книге · +0,4 фишки · f5',
    );
  });

  it('a square’s label is its value in whole discs, signed', () => {
    expect([4, -2.4, 0.4, -0.4, 0].map(hintLabel)).toEqual(['+4', '−2', '0', '0', '0']);
  });
});
