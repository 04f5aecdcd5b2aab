// Draws by agreement: the offer and its answer, the computer's rule, undo after an agreement, the saved
// flag and the exported PDN. Pure functions only; no page, no engine.
import { describe, expect, it } from 'vitest';
import { agreedDrawPdn, draughtsResult } from '../src/games/draughts/game';
import { parseGame, serializeGame, type SavedGame } from '../src/storage/persist';
import {
  answerDraw,
  canOfferDraw,
  computerAcceptsDraw,
  computerAnswersDraw,
  offerDraw,
  reopenGame,
} from '../src/state/draw';
import { initialState, type Snapshot, type State } from '../src/state/state';
import { isHumanTurn, redoCount, undoCount } from '../src/state/turns';
import { recordMove, recordUndo, startNewGame } from '../src/state/moves';
import { setEvaluation } from '../src/state/analysis';
import type { Mode } from '../src/vocabulary';
import { B8, listed } from './board';

const START = '-'.repeat(64);

function snap(moves: string[]): Snapshot {
  return {
    board: B8,
    squares: START,
    legal: listed(['c3-d4', 'e3-f4']),
    played: listed(moves),
    status: { over: false, toMove: (moves.length % 2) as 0 | 1, winner: -1, reason: '', summary: [12, 12] },
    opening: null,
    variant: null,
  };
}

function game(mode: Mode, moves: string[] = ['c3-d4', 'f6-g5']): State {
  const s = initialState('draughts', { mode, human: 0, level: 3, options: {} });
  startNewGame(s, s.settings, snap(moves));
  return s;
}

describe('computerAcceptsDraw', () => {
  it('accepts at 0 (no advantage for it) and below, declines at +0.1, declines with no search yet', () => {
    expect(computerAcceptsDraw(0)).toBe(true);
    expect(computerAcceptsDraw(-2.5)).toBe(true);
    expect(computerAcceptsDraw(0.1)).toBe(false);
    expect(computerAcceptsDraw(null)).toBe(false);
  });
});

describe('offerDraw, two players', () => {
  it('waits for the other side; accepting ends the game as a draw by agreement', () => {
    const s = game('hvh');
    expect(canOfferDraw(s)).toBe(true);
    expect(offerDraw(s)).toBe('pending');
    expect(s.drawOffer).toBe(0);
    expect(canOfferDraw(s)).toBe(false);
    expect(answerDraw(s, true)).toBe(true);
    expect(s.drawOffer).toBeNull();
    expect(s.agreed).toBe(true);
    expect(s.status).toMatchObject({ over: true, winner: -1, reason: 'agreement' });
    expect(s.legal).toEqual([]);
    expect(isHumanTurn(s)).toBe(false);
    expect(canOfferDraw(s)).toBe(false);
    expect(draughtsResult('en', s.status)).toBe('Draw · agreement');
    expect(draughtsResult('ru', s.status)).toBe('Ничья · по согласию');
  });
  it('declining leaves the game going on', () => {
    const s = game('hvh');
    offerDraw(s);
    expect(answerDraw(s, false)).toBe(true);
    expect(s.drawOffer).toBeNull();
    expect(s.agreed).toBe(false);
    expect(s.status.over).toBe(false);
    expect(canOfferDraw(s)).toBe(true);
    expect(answerDraw(s, true)).toBe(false);
    expect(s.agreed).toBe(false);
  });
});

describe('offerDraw, against the computer', () => {
  it('waits for the computer, which accepts when a strong evaluation shows it no better (≤ 0 for it)', () => {
    const s = game('hvc');
    expect(offerDraw(s)).toBe('pending');
    expect(s.notice).toEqual({ key: 'drawConsidering' });
    expect(canOfferDraw(s)).toBe(false);
    expect(computerAnswersDraw(s, 0)).toBe('accepted');
    expect(s.agreed).toBe(true);
    expect(s.notice).toEqual({ key: 'drawAccepted' });
    expect(s.drawOffer).toBeNull();
  });
  it('declines when the computer is better (+0.1 for it) or has no evaluation, whatever its own last score', () => {
    const s = game('hvc');
    setEvaluation(s, -5);
    offerDraw(s);
    expect(computerAnswersDraw(s, 0.1)).toBe('declined');
    expect(s.notice).toEqual({ key: 'drawDeclined' });
    offerDraw(s);
    expect(computerAnswersDraw(s, null)).toBe('declined');
    expect(s.agreed).toBe(false);
    expect(s.status.over).toBe(false);
  });
  it('no offer on the computer’s turn, in cvc, or once the game is over', () => {
    const s = game('hvc', ['c3-d4']);
    expect(offerDraw(s)).toBe('none');
    expect(offerDraw(game('cvc'))).toBe('none');
  });
  it('a new game forgets the evaluation and the agreement', () => {
    const s = game('hvc');
    setEvaluation(s, -1);
    offerDraw(s);
    startNewGame(s, s.settings, snap([]));
    expect(s.evaluation).toBeNull();
    expect(s.agreed).toBe(false);
    expect(s.status.over).toBe(false);
  });
});

describe('undo after an agreement', () => {
  it('takes back the move as usual and reopens the game; redo is off while agreed', () => {
    const s = game('hvh', ['c3-d4']);
    s.future = listed(['f6-g5']);
    offerDraw(s);
    answerDraw(s, true);
    expect(redoCount(s)).toBe(0);
    expect(undoCount(s)).toBe(1);
    recordUndo(s, 1, snap([]));
    expect(s.agreed).toBe(false);
    expect(s.status).toMatchObject({ over: false, reason: '' });
    expect(s.legal).toEqual(listed(['c3-d4', 'e3-f4']));
    expect(isHumanTurn(s)).toBe(true);
    expect(s.future).toEqual(listed(['c3-d4', 'f6-g5']));
  });
  it('with no move to take back, reopens the game in place', () => {
    const s = game('hvh', []);
    offerDraw(s);
    answerDraw(s, true);
    expect(undoCount(s)).toBe(0);
    reopenGame(s, snap([]));
    expect(s.agreed).toBe(false);
    expect(s.status.over).toBe(false);
    expect(canOfferDraw(s)).toBe(true);
  });
  it('a move after reopening is recorded as usual', () => {
    const s = game('hvh', []);
    offerDraw(s);
    answerDraw(s, true);
    reopenGame(s, snap([]));
    recordMove(s, snap(['c3-d4']), 0);
    expect(s.moves).toEqual(['c3-d4']);
  });
});

describe('persisting the agreement', () => {
  const saved: SavedGame = {
    settings: { mode: 'hvh', human: 0, level: 3, options: {} },
    start: null,
    moves: ['c3-d4', 'f6-g5'],
    future: [],
    flipped: false,
    agreed: true,
    moveNumbers: false,
  };
  it('round-trips the agreed flag', () => {
    expect(parseGame(serializeGame(saved))).toEqual({ kind: 'ok', game: saved });
    expect(parseGame(serializeGame({ ...saved, agreed: false }))).toEqual({
      kind: 'ok',
      game: { ...saved, agreed: false },
    });
  });
  it('reads saves made before agreements as not agreed, and refuses a bad flag', () => {
    const old = '{"v":1,"settings":{"mode":"hvh","human":0,"level":3},"moves":["c3-d4","f6-g5"],"future":[]}';
    expect(parseGame(old)).toEqual({ kind: 'ok', game: { ...saved, agreed: false } });
    expect(parseGame(`${old.slice(0, -1)},"agreed":"yes"}`).kind).toBe('bad');
  });
});

describe('agreedDrawPdn', () => {
  it('sets the Result tag and the final token to 1-1', () => {
    const pdn = '[GameType "25"]\n[Result "*"]\n\n1. c3-d4 f6-g5 *\n';
    expect(agreedDrawPdn(pdn)).toBe('[GameType "25"]\n[Result "1-1"]\n\n1. c3-d4 f6-g5 1-1\n');
  });
  it('works with no moves, and adds a Result tag where there is none', () => {
    expect(agreedDrawPdn('[GameType "25"]\n[Result "*"]\n\n*\n')).toBe('[GameType "25"]\n[Result "1-1"]\n\n1-1\n');
    expect(agreedDrawPdn('[GameType "25"]\n\n1. c3-d4 *')).toBe('[GameType "25"]\n[Result "1-1"]\n\n1. c3-d4 1-1');
  });
});
