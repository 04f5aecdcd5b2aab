// The review's arithmetic: what a move lost, from the side that made it, and the marks its thresholds give.
import { describe, expect, it } from 'vitest';
import { gameDef } from '../src/games';
import {
  capScore,
  finalScore,
  judge,
  judgementCounts,
  judgements,
  markedPly,
  moveLesson,
  moveLoss,
  reviewFits,
  squash,
  type ReviewThresholds,
} from '../src/state/review';
import { parseReview } from '../src/storage/persist';
import { lessonWords } from '../src/panels/lesson';
import { GAME_IDS } from '../src/games';

const PAWNS: ReviewThresholds = { inaccuracy: 0.5, mistake: 1, blunder: 3, cap: 10, scale: 4, win: 5.43 };

describe('what a move lost', () => {
  it('is the drop of the score from the mover’s side: the first side loses when the score falls', () => {
    expect(moveLoss([1, -1], 0, 0, 10)).toBe(2);
  });

  it('the second side loses when the first side’s score rises', () => {
    expect(moveLoss([0, 1.5], 0, 1, 10)).toBe(1.5);
  });

  it('a move that gains is no loss', () => {
    expect(moveLoss([0, 2], 0, 0, 10)).toBe(0);
  });

  it('is unknown until both positions are scored', () => {
    expect(moveLoss([0.3], 0, 0, 10)).toBeNull();
  });

  it('counts mate scores at the cap, so a won game that stays won loses nothing', () => {
    expect(moveLoss([97, 15], 0, 0, 10)).toBe(0);
    expect(capScore(-99, 10)).toBe(-10);
  });
});

describe('the marks', () => {
  it('reach inaccuracy, mistake and blunder at the game’s thresholds', () => {
    expect(judge(0.49, PAWNS)).toBeNull();
    expect(judge(0.5, PAWNS)).toBe('inaccuracy');
    expect(judge(1, PAWNS)).toBe('mistake');
    expect(judge(3, PAWNS)).toBe('blunder');
  });

  it('fall on each move by the side that made it, sides alternating from the start side', () => {
    // The fool's mate: 1.f3 e5 2.g4?? Qh4#.
    const scores = [0.2, -0.4, -0.3, -99, -100];
    expect(judgements(scores, 4, 0, PAWNS)).toEqual(['inaccuracy', null, 'blunder', null]);
  });

  it('start from the second side in a game that begins with it to move', () => {
    expect(judgements([0, 2], 1, 1, PAWNS)).toEqual(['mistake']);
  });

  it('leave forced moves (a pass) unmarked', () => {
    expect(judgements([0, -5], 1, 0, PAWNS, () => true)).toEqual([null]);
  });

  it('are left off moves whose next position is not scored yet', () => {
    expect(judgements([0, -5], 3, 0, PAWNS)).toEqual(['blunder', null, null]);
  });

  it('are counted per side', () => {
    expect(judgementCounts(['mistake', null, 'blunder', 'blunder'], 0)).toEqual([
      { inaccuracy: 0, mistake: 1, blunder: 1 },
      { inaccuracy: 0, mistake: 0, blunder: 1 },
    ]);
  });
});

describe('every game declares its thresholds', () => {
  it.each(GAME_IDS)('%s: inaccuracy < mistake < blunder ≤ cap, and a positive scale', (id) => {
    const t = gameDef(id).review;
    expect(t.inaccuracy).toBeGreaterThan(0);
    expect(t.inaccuracy).toBeLessThan(t.mistake);
    expect(t.mistake).toBeLessThan(t.blunder);
    expect(t.blunder).toBeLessThanOrEqual(t.cap);
    expect(t.scale).toBeGreaterThan(0);
  });
});

describe('a finished game’s last position', () => {
  it('is the disc difference in Reversi', () => {
    expect(finalScore({ winner: 1, summary: [20, 44] }, gameDef('reversi').review)).toBe(-24);
  });

  it('is a win of 100 for the winner elsewhere, 0 for a draw', () => {
    expect(finalScore({ winner: 1, summary: [] })).toBe(-100);
    expect(finalScore({ winner: -1, summary: [] })).toBe(0);
  });
});

describe('a review belongs to its game', () => {
  it('while its moves are the game’s first moves from the same start', () => {
    expect(reviewFits({ start: null, moves: ['d3', 'c5'] }, null, ['d3', 'c5', 'f6'])).toBe(true);
    expect(reviewFits({ start: null, moves: ['d3', 'c5'] }, null, ['d3', 'c3'])).toBe(false);
    expect(reviewFits({ start: null, moves: ['d3', 'c5'] }, null, ['d3'])).toBe(false);
    expect(reviewFits({ start: 'x', moves: [] }, null, [])).toBe(false);
  });

  it('is read back from its saved text, and a damaged text is none', () => {
    expect(parseReview('{"start":null,"moves":["d3"],"scores":[0,-1.5]}')).toEqual({
      start: null,
      moves: ['d3'],
      scores: [0, -1.5],
      running: false,
    });
    expect(parseReview('{"start":null,"moves":["d3"],"scores":[0,1,2]}')).toBeNull();
    expect(parseReview('{"start":null,"moves":[3],"scores":[]}')).toBeNull();
    expect(parseReview('not json')).toBeNull();
    expect(parseReview(null)).toBeNull();
  });
});

it('a lead is squashed into −1..1, even at 0, three quarters at the scale', () => {
  expect(squash(0, 4)).toBe(0);
  expect(squash(4, 4)).toBeCloseTo(0.76, 2);
  expect(squash(-1000, 4)).toBeCloseTo(-1, 5);
});

describe('what a marked move teaches', () => {
  const review = {
    start: null,
    moves: ['f2f3', 'e7e5', 'g2g4', 'd8h4'],
    scores: [0.2, -0.3, -0.2, -100, -100],
    best: [
      { move: 'e2e4', text: 'e4' },
      { move: 'e7e5', text: 'e5' },
      { move: 'b1c3', text: 'Nc3' },
      { move: 'd8h4', text: 'Qh4#' },
      null,
    ],
    running: false,
  };
  const marks = judgements(review.scores, 4, 0, PAWNS);

  it('names the better move and what the marked one cost, from its side', () => {
    expect(marks[2]).toBe('blunder');
    expect(moveLesson(review, 2, 0, marks, PAWNS)).toEqual({
      judgement: 'blunder',
      loss: 9.8,
      best: { move: 'b1c3', text: 'Nc3' },
    });
    expect(lessonWords('en', gameDef('chess'), 2, 0, 'g4', moveLesson(review, 2, 0, marks, PAWNS)!)).toBe(
      '2. g4?? · best Nc3 · −9.8 pawns',
    );
    expect(lessonWords('ru', gameDef('chess'), 2, 0, 'g4', moveLesson(review, 2, 0, marks, PAWNS)!)).toBe(
      '2. g4?? · лучше Кc3 · −9,8 пешки',
    );
  });

  it('a move not marked teaches nothing', () => {
    expect(moveLesson(review, 1, 1, marks, PAWNS)).toBeNull();
  });

  it('a review saved before it named better moves gives the judgement alone', () => {
    const old = { ...review, best: undefined };
    const lesson = moveLesson(old, 2, 0, marks, PAWNS)!;
    expect(lesson.best).toBeNull();
    expect(lessonWords('en', gameDef('chess'), 2, 0, 'g4', lesson)).toBe('2. g4?? · Blunder · −9.8 pawns');
  });

  it('a saved review keeps its better moves; a damaged list of them is dropped, the scores kept', () => {
    expect(parseReview(JSON.stringify(review))?.best).toEqual(review.best);
    const damaged = parseReview(JSON.stringify({ ...review, best: [{ move: 3 }] }));
    expect(damaged?.scores).toEqual(review.scores);
    expect(damaged?.best).toBeUndefined();
  });
});

describe('the next and previous marked move', () => {
  const marks = [null, 'mistake', null, null, 'blunder', null] as const;

  it('the next is the position after the first marked move past the one shown', () => {
    expect(markedPly(marks, 0, 1)).toBe(2);
    expect(markedPly(marks, 2, 1)).toBe(5);
    expect(markedPly(marks, 5, 1)).toBeNull();
  });

  it('the previous is the position after the last marked move before the one shown', () => {
    expect(markedPly(marks, 5, -1)).toBe(2);
    expect(markedPly(marks, 6, -1)).toBe(5);
    expect(markedPly(marks, 2, -1)).toBeNull();
  });
});
