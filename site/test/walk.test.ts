// Walking the move list, as state: which ply the keys and clicks show, what the board draws there, and
// when a past position no longer belongs to the game.
import { describe, expect, it } from 'vitest';
import { barFraction, barScore, barSide } from '../src/panels/eval-bar';
import { canHint, hintKey, shownKey } from '../src/state/analysis';
import { initialState, type State, type Past } from '../src/state/state';
import { pastFits, plyAfterMove, positionKey, shownLegal, shownPly, shownState, walkTarget } from '../src/state/walk';
import { listed } from './board';

function game(moves: string[], pastPly: number | null = null): State {
  const s = initialState('reversi');
  s.ready = true;
  s.moves = moves;
  s.squares = 'LIVE';
  s.legal = listed(['c4']);
  s.hover = 19;
  if (pastPly !== null) s.past = past(moves, pastPly);
  return s;
}

function past(moves: string[], ply: number): Past {
  return {
    ply,
    moves: moves.slice(0, ply),
    played: listed(moves.slice(0, ply)),
    board: { files: 8, ranks: 8 },
    squares: `PAST${ply}`,
    status: { over: false, toMove: (ply % 2) as 0 | 1, winner: -1, reason: '', summary: [] },
    lastPath: [],
    opening: null,
    legal: listed(['f5']),
  };
}

const MOVES = ['d3', 'c3', 'c4', 'e3'];

describe('the ply shown', () => {
  it('is the live game’s last one until the player looks back', () => {
    expect(shownPly(game(MOVES))).toBe(4);
    expect(shownPly(game(MOVES, 1))).toBe(1);
  });

  it('a click on a move shows the position after it', () => {
    expect(plyAfterMove(0)).toBe(1);
  });

  it('Left steps back one move, Right on one, Home to the start, End to the live game', () => {
    expect(walkTarget(game(MOVES), 'ArrowLeft')).toBe(3);
    expect(walkTarget(game(MOVES, 2), 'ArrowRight')).toBe(3);
    expect(walkTarget(game(MOVES, 2), 'Home')).toBe(0);
    expect(walkTarget(game(MOVES, 2), 'End')).toBe(4);
  });

  it('stops at the start and at the live end', () => {
    expect(walkTarget(game(MOVES, 0), 'ArrowLeft')).toBe(0);
    expect(walkTarget(game(MOVES), 'ArrowRight')).toBe(4);
    expect(walkTarget(game([]), 'ArrowLeft')).toBe(0);
  });
});

describe('the board while looking back', () => {
  it('draws the past position and offers nothing to play', () => {
    const shown = shownState(game(MOVES, 1));
    expect(shown.squares).toBe('PAST1');
    expect(shown.moves).toEqual(['d3']);
    expect(shown.legal).toEqual([]);
    expect(shown.hover).toBeNull();
  });

  it('shows the past position’s own hint, never the live game’s', () => {
    const s = game(MOVES, 1);
    s.hint = { key: hintKey(s), depth: 3, moves: [{ move: 'c4', value: 2, exact: false, book: false, pv: ['c4'] }] };
    expect(shownState(s).hint).toBeNull();
    s.hint = { ...s.hint, key: positionKey('reversi', null, ['d3']) };
    expect(shownKey(s)).toBe(s.hint.key);
    expect(shownState(s).hint).toBe(s.hint);
  });

  it('hints on its own legal moves: a hint may be asked for there, unless the game was over there', () => {
    const s = game(MOVES, 1);
    expect(shownLegal(s).map((m) => m.input)).toEqual(['f5']);
    expect(canHint(s)).toBe(true);
    s.past = { ...past(MOVES, 1), legal: [] };
    expect(canHint(s)).toBe(false);
  });

  it('draws the state itself when live', () => {
    const s = game(MOVES);
    expect(shownState(s)).toBe(s);
  });
});

describe('a past position', () => {
  it('still fits while the game goes on from it (the computer answered meanwhile)', () => {
    expect(pastFits(past(MOVES, 1), [...MOVES, 'f3'])).toBe(true);
  });

  it('no longer fits once its moves were taken back or replaced', () => {
    expect(pastFits(past(MOVES, 3), ['d3', 'c3', 'c4'])).toBe(false);
    expect(pastFits(past(MOVES, 2), ['d3', 'c5', 'c4'])).toBe(false);
  });
});

describe('the evaluation bar', () => {
  it('is from your side against the computer, else from the first side', () => {
    const s = game(MOVES);
    s.settings = { ...s.settings, mode: 'hvc', human: 1 };
    expect(barSide(s)).toBe(1);
    s.settings = { ...s.settings, mode: 'hvh' };
    expect(barSide(s)).toBe(0);
  });

  it('shows the review’s score of the past position shown, turned to your side', () => {
    const s = game(MOVES, 1);
    s.settings = { ...s.settings, mode: 'hvc', human: 1 };
    s.review = { start: null, moves: MOVES, scores: [0, 3, 1, 2, 4], running: false };
    expect(barScore(s)).toEqual({ score: -3, exact: false });
  });

  it('shows the hint on the past position shown for its side to move, where the review has not scored it', () => {
    const s = game(MOVES, 1);
    s.hint = { key: shownKey(s), depth: 5, moves: [{ move: 'f5', value: 3, exact: false, book: false, pv: [] }] };
    // One move in, White is to move: Black's lead is −3.
    expect(barScore(s)).toEqual({ score: -3, exact: false });
  });

  it('shows the hint’s best value for the side to move when live', () => {
    const s = game(MOVES);
    s.status = { ...s.status, toMove: 1 };
    s.hint = { key: '', depth: 5, moves: [{ move: 'f5', value: 6, exact: true, book: false, pv: [] }] };
    expect(barScore(s)).toEqual({ score: -6, exact: true });
  });

  it('has nothing to show before any search', () => {
    expect(barScore(game(MOVES))).toBeNull();
  });

  it('never shows a weak level’s score: level 1’s search and last score (always 0) are left out', () => {
    const s = game(MOVES);
    s.settings = { ...s.settings, mode: 'hvc', human: 0, level: 1 };
    // A ladder of five: the top one (5) is full strength.
    s.levels = [1, 2, 3, 4, 5].map((legacy) => ({ name: 'level', elo: 0, legacy }));
    s.evaluation = 0;
    s.thinking = { depth: 3, score: 0, exact: false, book: false, nodes: 10, selectivity: 100, pv: [] };
    expect(barScore(s)).toBeNull();
    s.settings.level = 5;
    expect(barScore(s)).toEqual({ score: 0, exact: false });
  });

  it('shows the page’s strong appraisal of the live position, and only of that position', () => {
    const s = game(MOVES);
    s.settings = { ...s.settings, mode: 'hvc', human: 1, level: 1 };
    s.appraisal = { key: hintKey(s), score: 7, exact: false };
    expect(barScore(s)).toEqual({ score: -7, exact: false });
    s.appraisal = { key: 'another position', score: 7, exact: false };
    expect(barScore(s)).toBeNull();
  });

  it('calls a review’s score exact only where the search proved it, however large', () => {
    const s = initialState('chess');
    s.ready = true;
    s.moves = ['e4', 'e5'];
    s.review = {
      start: null,
      moves: ['e4', 'e5'],
      scores: [0.2, 0.3, 12.3],
      proven: [false, false, false],
      running: false,
    };
    expect(barScore(s)).toEqual({ score: 12.3, exact: false });
    s.review = { ...s.review, scores: [0.2, 0.3, 99], proven: [false, false, true] };
    expect(barScore(s)).toEqual({ score: 99, exact: true });
    // A review saved before proofs were told apart proves nothing.
    s.review = { start: null, moves: ['e4', 'e5'], scores: [0.2, 0.3, 12.3], running: false };
    expect(barScore(s)).toEqual({ score: 12.3, exact: false });
  });

  it('fills half for an even game and more for a lead', () => {
    expect(barFraction(0, 16)).toBe(0.5);
    expect(barFraction(16, 16)).toBeGreaterThan(0.85);
    expect(barFraction(-16, 16)).toBeLessThan(0.15);
  });
});
