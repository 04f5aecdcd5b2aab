// Reversi's hover preview: the discs a move would turn over, asked of the real rules and drawn from state.
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlyModule } from 'ply-engine';
import { previewDrop } from '../src/board/preview';
import { initialState } from '../src/state/state';
import { previewChanges, setHover, setPreview } from '../src/state/pointer';
import { listed, sq } from './board';
import { loadWasm, ScriptedEngine, wasmBuilt as built } from './wasm-fixture';
import { realSession, setupController, TWO_PLAYERS } from './controller-setup';

let ply: PlyModule;
beforeAll(async () => {
  if (built) ply = await loadWasm();
});

const BOARD = { files: 8, ranks: 8 };

describe.skipIf(!built)('previewDrop', () => {
  it('names the discs the move would turn over and leaves the session as it was', () => {
    const s = ply.createSession('reversi');
    if (!s) throw new Error('no reversi');
    const before = s.squares();
    expect(previewDrop(s, s.legalMoves(), sq('d3'))).toEqual({ square: sq('d3'), changes: [sq('d4')] });
    expect(s.squares()).toBe(before);
    expect(Array.from(s.history())).toEqual([]);
    // Every move turns at least one disc over, in any position.
    s.play('d3');
    s.play('c3');
    const legal = Array.from(s.legalMoves());
    for (const m of legal) {
      const p = previewDrop(s, legal, m.path[0] ?? -1);
      expect(p?.changes.length).toBeGreaterThan(0);
    }
    s.delete();
  });

  it('is null on a square that is no legal move', () => {
    const s = ply.createSession('reversi');
    if (!s) throw new Error('no reversi');
    expect(previewDrop(s, s.legalMoves(), sq('a1'))).toBeNull();
    s.delete();
  });
});

describe.skipIf(!built)('the hover preview in the controller', () => {
  function setup() {
    return setupController({
      session: realSession(ply, 'reversi'),
      game: 'reversi',
      settings: TWO_PLAYERS,
      engine: new ScriptedEngine(() => 'pass'),
      restore: false,
      newGame: true,
    });
  }

  it('hovering a legal square shows its flips; leaving the board clears them', () => {
    const { c, state } = setup();
    c.hover(sq('d3'));
    expect(previewChanges(state)).toEqual([sq('d4')]);
    c.hover(sq('f5'));
    expect(previewChanges(state)).toEqual([sq('e5')]);
    c.hover(null);
    expect(previewChanges(state)).toEqual([]);
    expect(state.preview).toBeNull();
  });

  it('playing the move clears the preview', () => {
    const { c, state } = setup();
    c.hover(sq('d3'));
    c.onSquare(sq('d3'));
    expect(previewChanges(state)).toEqual([]);
  });
});

describe('preview state', () => {
  it('a preview for another square than the hovered one is not kept', () => {
    const s = initialState('reversi', { mode: 'hvh', human: 0, level: 1, options: {} });
    s.ready = true;
    s.board = BOARD;
    s.legal = listed(['d3', 'c4']);
    setHover(s, sq('d3'));
    setPreview(s, { square: sq('c4'), changes: [sq('d4')] });
    expect(previewChanges(s)).toEqual([]);
    setPreview(s, { square: sq('d3'), changes: [sq('d4')] });
    expect(previewChanges(s)).toEqual([sq('d4')]);
    setHover(s, sq('c4'));
    expect(s.preview).toBeNull();
  });
});
