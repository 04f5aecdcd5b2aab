// A choice after the destination (chess promotion): moves that share one path and differ only in what
// follows it are offered together, and the one chosen is played as its own text.
import { beforeEach, describe, expect, it } from 'vitest';
import { pick, press, targets, type Selection } from '../src/squares/selection';
import { B8, listed, sq } from './board';
import { FakeSession } from './fake-session';
import { stubLocalStorage } from './memory-storage';
import { setupController, TWO_PLAYERS } from './controller-setup';

const PROMOTIONS = ['e7e8q', 'e7e8r', 'e7e8b', 'e7e8n'];
const LISTED = [...PROMOTIONS, 'e7d8q', 'e7d8n', 'g1f3'];
const LEGAL = listed(LISTED);

describe('selection: a choice after the destination', () => {
  it('the destination shared by several moves offers them all, in the listed order', () => {
    const r = press(LEGAL, pick(sq('e7')), sq('e8'));
    expect(r).toEqual({
      kind: 'select',
      selection: { from: sq('e7'), dest: sq('e8'), via: [], choices: listed(PROMOTIONS) },
    });
  });
  it('the piece’s destinations are the squares, each once', () => {
    expect([...targets(LEGAL, pick(sq('e7')))].sort()).toEqual([sq('d8'), sq('e8')].sort());
  });
  it('while the choice is open the board offers no target; a press elsewhere drops it or picks another piece', () => {
    const open: Selection = { from: sq('e7'), dest: sq('e8'), via: [], choices: listed(PROMOTIONS) };
    expect(targets(LEGAL, open).size).toBe(0);
    expect(press(LEGAL, open, sq('a1'))).toEqual({ kind: 'select', selection: null });
    expect(press(LEGAL, open, sq('e7'))).toEqual({ kind: 'select', selection: null });
    expect(press(LEGAL, open, sq('g1'))).toEqual({ kind: 'select', selection: pick(sq('g1')) });
  });
  it('a move with a single form is played at once', () => {
    expect(press(LEGAL, pick(sq('g1')), sq('f3'))).toEqual({ kind: 'play', move: 'g1f3' });
  });
  it('drops that differ only in what follows the square are a choice too', () => {
    expect(press(listed(['d3a', 'd3b', 'c4']), null, sq('d3'))).toEqual({
      kind: 'select',
      selection: { from: sq('d3'), dest: sq('d3'), via: [], choices: listed(['d3a', 'd3b']) },
    });
  });
});

describe('GameController: the chosen move is played as its own text', () => {
  beforeEach(() => {
    stubLocalStorage();
  });

  function setup() {
    const session = new FakeSession(B8, (played) => (played.length === 0 ? LISTED : []));
    return setupController({ session, game: 'draughts', settings: TWO_PLAYERS });
  }

  it('the destination opens the choice; choosing plays that move', () => {
    const { c, state, session } = setup();
    c.onSquare(sq('e7'));
    c.onSquare(sq('e8'));
    expect(state.selection?.choices.map((m) => m.input)).toEqual(PROMOTIONS);
    expect(session.played).toEqual([]);
    c.choose('e7e8n');
    expect(session.played).toEqual(['e7e8n']);
    expect(state.moves).toEqual(['e7e8n']);
    expect(state.lastPath).toEqual([sq('e7'), sq('e8')]);
  });
  it('no choice (Escape) drops the selection and plays nothing; a move not offered is not played', () => {
    const { c, state, session } = setup();
    c.onSquare(sq('e7'));
    c.onSquare(sq('e8'));
    c.choose('g1f3');
    expect(session.played).toEqual([]);
    expect(state.selection).toBeNull();
    c.onSquare(sq('e7'));
    c.onSquare(sq('e8'));
    c.choose(null);
    expect(state.selection).toBeNull();
    expect(session.played).toEqual([]);
  });
});
