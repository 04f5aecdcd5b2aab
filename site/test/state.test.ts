import { describe, expect, it } from 'vitest';
import type { OptionSpec } from 'ply-engine';
import { DEFAULT_SETTINGS, initialState, type Settings, type Snapshot, type State } from '../src/state/state';
import { diffSquares, recordMove, recordUndo } from '../src/state/moves';
import { fitOption, fitOptions, pageOptions, searchOptions, setOption, setOptionSpecs } from '../src/state/options';
import { isComputerTurn, isHumanTurn, redoCount, undoCount } from '../src/state/turns';
import { setHover } from '../src/state/pointer';
import { squareIndex, squareName } from '../src/squares/squares';
import type { Move } from 'ply-engine';
import { B8, listed, move, sq as index } from './board';

const EMPTY = '-'.repeat(64);
function put(squares: string, sq: string, piece: string): string {
  const i = index(sq);
  return squares.slice(0, i) + piece + squares.slice(i + 1);
}

const START = '-'.repeat(27) + 'OX' + '-'.repeat(6) + 'XO' + '-'.repeat(27);

/** The Session's report after `moves` (inputs, or moves as it describes them). */
function snap(moves: (string | Move)[], over = false, squares = START, legal = ['d3']): Snapshot {
  return {
    board: B8,
    squares,
    legal: listed(legal),
    played: moves.map((m) => (typeof m === 'string' ? move(m) : m)),
    status: { over, toMove: (moves.length % 2) as 0 | 1, winner: -1, reason: '', summary: [2, 2] },
    opening: null,
    variant: null,
  };
}

function stateWith(settings: Settings, moves: string[], future: string[] = []): State {
  const s = initialState('reversi', settings, 'en', B8);
  recordMove(s, snap(moves), 0);
  s.future = listed(future);
  return s;
}

const inputs = (moves: readonly Move[]): string[] => moves.map((m) => m.input);
/** Draughts' c3:e5:c7 as the Session describes it: written short. */
const C3_C7 = move('c3:e5:c7', B8, 'c3:c7');

describe('squares', () => {
  it('names a1 first, rank by rank', () => {
    expect(squareName(B8, 0)).toBe('a1');
    expect(squareName(B8, 7)).toBe('h1');
    expect(squareName(B8, 19)).toBe('d3');
    expect(squareName(B8, 63)).toBe('h8');
  });
  it('reads names back and rejects non-squares', () => {
    for (let i = 0; i < 64; i++) expect(squareIndex(B8, squareName(B8, i))).toBe(i);
    expect(squareIndex(B8, 'pass')).toBe(-1);
    expect(squareIndex(B8, 'i1')).toBe(-1);
    expect(squareIndex(B8, 'a9')).toBe(-1);
  });
});

describe('diffSquares', () => {
  it('finds the placed disc and the flipped ones without knowing the rules', () => {
    const after = START.slice(0, 19) + 'X' + START.slice(20, 27) + 'XX' + START.slice(29);
    expect(diffSquares(START, after)).toEqual({ appeared: [19], vanished: [], changed: [27] });
  });
  it('finds a draughts capture: the piece left c3, landed on e5, and d4 was taken', () => {
    const before = put(put(EMPTY, 'c3', 'w'), 'd4', 'b');
    const after = put(EMPTY, 'e5', 'w');
    expect(diffSquares(before, after)).toEqual({ appeared: [36], vanished: [18, 27], changed: [] });
  });
});

describe('recordMove', () => {
  it('animates a move and marks it last', () => {
    const s = initialState('reversi', undefined, undefined, B8);
    const after = START.slice(0, 19) + 'X' + START.slice(20, 27) + 'XX' + START.slice(29);
    s.squares = START;
    recordMove(s, snap(['d3'], false, after), 100);
    expect(s.anim).toEqual({
      start: 100,
      before: START,
      after,
      path: [19],
      appeared: [19],
      vanished: [],
      changed: [27],
    });
    expect(s.lastPath).toEqual([19]);
  });
  it('a pass keeps the last move that named a square (the disc placed before it)', () => {
    const s = initialState('reversi', undefined, undefined, B8);
    recordMove(s, snap(['d3', 'pass']), 0);
    expect(s.lastPath).toEqual([19]);
    expect(s.anim).toBeNull();
  });
  it('draws the full path the Session describes, though the move is written in the short form', () => {
    const s = initialState('draughts', undefined, undefined, B8);
    recordMove(s, snap([C3_C7]), 0);
    expect(s.lastPath).toEqual([18, 36, 50]);
    expect(s.anim?.path).toEqual([18, 36, 50]);
    expect(s.moves).toEqual(['c3:c7']);
  });
  it('a played move drops the selection and the drag', () => {
    const s = initialState('draughts', undefined, undefined, B8);
    s.selection = { from: 18, dest: null, via: [], choices: [] };
    s.drag = { from: 18, x: 1, y: 2 };
    recordMove(s, snap(['c3-d4']), 0);
    expect(s.selection).toBeNull();
    expect(s.drag).toBeNull();
  });
  it('the redo list is kept when its next move is played, whatever its written form', () => {
    const s = stateWith({ mode: 'hvh', human: 0, level: 3, options: {} }, []);
    s.future = [C3_C7, move('f6-e5')];
    recordMove(s, snap([C3_C7]), 0);
    expect(inputs(s.future)).toEqual(['f6-e5']);
  });
  it('replaying the next redo move keeps the rest of the redo list', () => {
    const s = stateWith({ mode: 'hvh', human: 0, level: 3, options: {} }, [], ['d3', 'c5']);
    recordMove(s, snap(['d3']), 0);
    expect(inputs(s.future)).toEqual(['c5']);
  });
  it('a different move clears the redo list', () => {
    const s = stateWith({ mode: 'hvh', human: 0, level: 3, options: {} }, [], ['d3', 'c5']);
    recordMove(s, snap(['c4']), 0);
    expect(s.future).toEqual([]);
  });
});

describe('undo against the computer goes back to your previous turn', () => {
  const hvcBlack: Settings = { mode: 'hvc', human: 0, level: 3, options: {} };
  const hvcWhite: Settings = { mode: 'hvc', human: 1, level: 3, options: {} };
  it('takes back the computer reply and your move', () => {
    expect(undoCount(stateWith(hvcBlack, ['d3', 'c5']))).toBe(2);
  });
  it('takes back only your move while the computer is thinking', () => {
    expect(undoCount(stateWith(hvcBlack, ['d3']))).toBe(1);
  });
  it('skips your forced passes', () => {
    expect(undoCount(stateWith(hvcBlack, ['d3', 'c5', 'pass', 'e6']))).toBe(4);
  });
  it('cannot take back the computer opening when you are White', () => {
    expect(undoCount(stateWith(hvcWhite, ['d3']))).toBe(0);
    expect(undoCount(stateWith(hvcWhite, ['d3', 'c5', 'f6']))).toBe(2);
  });
  it('redo replays your move and the computer reply', () => {
    const s = stateWith(hvcBlack, [], ['d3', 'c5', 'f6', 'f5']);
    expect(redoCount(s)).toBe(2);
  });
  it('redo of a partial list replays all of it', () => {
    expect(redoCount(stateWith(hvcBlack, ['d3', 'c5'], ['f6']))).toBe(1);
  });
});

describe('undo with two players takes back one move and the passes after it', () => {
  const hvh: Settings = { mode: 'hvh', human: 0, level: 3, options: {} };
  it('one move', () => expect(undoCount(stateWith(hvh, ['d3', 'c5']))).toBe(1));
  it('a move then a pass', () => expect(undoCount(stateWith(hvh, ['d3', 'c5', 'pass']))).toBe(2));
  it('nothing at the start', () => expect(undoCount(stateWith(hvh, []))).toBe(0));
  it('redo replays a move and the pass after it', () => {
    expect(redoCount(stateWith(hvh, ['d3'], ['c5', 'pass', 'e6']))).toBe(2);
  });
});

describe('recordUndo', () => {
  it('puts the undone moves in front of the redo list, in order', () => {
    const s = stateWith({ mode: 'hvh', human: 0, level: 3, options: {} }, ['d3', 'c5', 'f6'], ['f5']);
    recordUndo(s, 2, snap(['d3']));
    expect(inputs(s.future)).toEqual(['c5', 'f6', 'f5']);
    expect(s.moves).toEqual(['d3']);
    expect(s.anim).toBeNull();
  });
});

describe('a game that starts with the second side to move (an imported position)', () => {
  it('counts your decisions from the side that moved first', () => {
    const s = stateWith({ mode: 'hvc', human: 0, level: 3, options: {} }, ['f6-e5', 'c3-d4', 'e5:c3']);
    s.startSide = 1;
    // Moves: Black f6-e5, you (White) c3-d4, Black e5:c3 → undo goes back before your c3-d4.
    expect(undoCount(s)).toBe(2);
  });
});

describe('turns', () => {
  it('in hvc your turn is a human turn, the other a computer turn', () => {
    const s = stateWith({ mode: 'hvc', human: 0, level: 3, options: {} }, []);
    expect(isHumanTurn(s)).toBe(true);
    recordMove(s, snap(['d3']), 0);
    expect(isComputerTurn(s)).toBe(true);
    expect(isHumanTurn(s)).toBe(false);
  });
  it('a paused cvc game is nobody’s turn', () => {
    const s = stateWith({ mode: 'cvc', human: 0, level: 3, options: {} }, []);
    s.paused = true;
    expect(isComputerTurn(s)).toBe(false);
    expect(isHumanTurn(s)).toBe(false);
  });
  it('hover shows only on legal squares on a person’s turn', () => {
    const s = stateWith({ mode: 'hvh', human: 0, level: 3, options: {} }, []);
    setHover(s, index('d3'));
    expect(s.hover).toBe(19);
    setHover(s, index('a1'));
    expect(s.hover).toBeNull();
  });
});

describe('a game’s options', () => {
  const AGGRESSIVENESS: OptionSpec = {
    name: 'aggressiveness',
    type: 'number',
    min: 0.5,
    max: 1,
    default: 0.8,
    step: 0.05,
    onPage: true,
  };
  const PROBCUT: OptionSpec = {
    name: 'probcut',
    type: 'number',
    min: 0,
    max: 5,
    default: 1.5,
    step: 0.1,
    onPage: false,
  };
  const WIDTH: OptionSpec = { name: 'width', type: 'whole', min: 1, max: 9, default: 3, step: 1, onPage: true };

  it('a value keeps to its range in steps of its control; no number is the default', () => {
    expect(fitOption(AGGRESSIVENESS, 0.8)).toBe(0.8);
    expect(fitOption(AGGRESSIVENESS, 0.55)).toBe(0.55);
    expect(fitOption(AGGRESSIVENESS, 0.83)).toBe(0.85);
    expect(fitOption(AGGRESSIVENESS, 0.3)).toBe(0.5);
    expect(fitOption(AGGRESSIVENESS, 2)).toBe(1);
    expect(fitOption(AGGRESSIVENESS, Number.NaN)).toBe(0.8);
    expect(fitOption(WIDTH, 4.4)).toBe(4);
  });

  it('the page offers only the options declared for it, and searches carry each at its value or default', () => {
    const s = initialState('gomoku');
    setOptionSpecs(s, [AGGRESSIVENESS, PROBCUT, WIDTH]);
    expect(pageOptions(s.optionSpecs).map((o) => o.name)).toEqual(['aggressiveness', 'width']);
    expect(searchOptions(s)).toEqual({ aggressiveness: 0.8, width: 3 });
    setOption(s, 'aggressiveness', 0.62);
    setOption(s, 'probcut', 1);
    setOption(s, 'unknown', 1);
    expect(s.settings.options).toEqual({ aggressiveness: 0.6 });
    expect(searchOptions(s)).toEqual({ aggressiveness: 0.6, width: 3 });
  });

  it('settings from a save keep only the game’s options, each fitted', () => {
    const s = initialState('reversi', { ...DEFAULT_SETTINGS, options: { aggressiveness: 0.8, width: 12 } });
    setOptionSpecs(s, [WIDTH]);
    expect(s.settings.options).toEqual({ width: 9 });
    expect(fitOptions([AGGRESSIVENESS], { aggressiveness: 0.71, probcut: 2 })).toEqual({ aggressiveness: 0.7 });
  });
});
