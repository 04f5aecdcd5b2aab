// The renderer skips a frame when none of the state fields the last paint read has changed: what it
// redraws on is found by watching the paint, not listed by hand.
import { describe, expect, it } from 'vitest';
import { GAMES } from '../src/games';
import { geometry } from '../src/squares/geometry';
import { fieldsKey, tracingReads } from '../src/board/render';
import { initialState, type State } from '../src/state/state';
import { B8, listed, sq } from './board';

/** A 2D context that draws nothing: every method is a no-op, gradients take colour stops and drop them. */
function nullContext(): CanvasRenderingContext2D {
  const gradient = { addColorStop: () => {} };
  const ctx = new Proxy({} as Record<string | symbol, unknown>, {
    get: (_, key) =>
      key === 'createRadialGradient' || key === 'createLinearGradient' ? () => gradient : () => undefined,
    set: () => true,
  });
  return ctx as unknown as CanvasRenderingContext2D;
}

function draughtsState(): State {
  const s = initialState('draughts', { mode: 'hvh', human: 0, level: 3, options: {} }, 'en', B8);
  s.ready = true;
  s.squares = '-'.repeat(18) + 'w' + '-'.repeat(45);
  s.legal = listed(['c3-d4', 'c3-b4']);
  return s;
}

function readsOf(state: State): (keyof State)[] {
  const game = GAMES[state.game];
  const g = geometry(400, { board: state.board, rank1AtTop: game.rank1AtTop, flipped: state.flipped });
  return tracingReads(state, (traced) => game.view.paint(nullContext(), g, traced, 0));
}

describe('the fields a frame depends on', () => {
  it('are the ones the game’s paint reads: pieces, moves, selection; not the panel’s thinking line or notice', () => {
    for (const state of [draughtsState(), { ...draughtsState(), game: 'reversi' as const }]) {
      const reads = readsOf(state);
      for (const field of ['squares', 'legal', 'lastPath', 'hover', 'status'] as const) expect(reads).toContain(field);
      for (const field of ['thinking', 'notice', 'future', 'lang'] as const) expect(reads).not.toContain(field);
    }
  });
  it('a change to a field read gives a new key; a change to any other field keeps it', () => {
    const s = draughtsState();
    const reads = readsOf(s);
    const key = fieldsKey(s, reads);
    s.thinking = { depth: 3, score: 1, exact: false, book: false, nodes: 10, selectivity: 100, pv: [] };
    s.notice = { key: 'imported' };
    expect(fieldsKey(s, reads)).toBe(key);
    s.selection = { from: sq('c3'), dest: null, via: [], choices: [] };
    expect(fieldsKey(s, reads)).not.toBe(key);
  });
});
