// Reversi's variants on the page: the dialog's choices become the engine's words and read back, from the
// words and from an imported position; the real rules (when the wasm build has run) accept every start.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlyModule } from 'ply-engine';
import { gameKey } from '../src/storage/persist';
import type { Settings } from '../src/state/state';
import { reversiResult } from '../src/games/reversi/game';
import { describeReversiVariant, reversiVariants } from '../src/games/reversi/variants';
import { loadWasm, wasmBuilt as built } from './wasm-fixture';
import { stubLocalStorage } from './memory-storage';
import { setupController } from './controller-setup';

const SIZES = ['8', '6', '10', '12'];
const STARTS = ['cross', 'parallel'];
const RULES = ['normal', 'anti', 'blackhole', 'anti-blackhole'];
const EVERY = SIZES.flatMap((size) => STARTS.flatMap((start) => RULES.map((rule) => ({ size, start, rule }))));

describe('reversi variant choices', () => {
  it('the dialog offers the board, the start and the rule, the standard game first', () => {
    const options = reversiVariants.options.map((o) => [o.id, o.choices.map((c) => c.value)]);
    expect(options).toEqual([
      ['size', SIZES],
      ['start', STARTS],
      ['rule', RULES],
    ]);
  });

  it('the variant line names what is not standard, anti’s goal in words', () => {
    const v = (size: string, start: string, rule: string) => ({ size, start, rule });
    expect(describeReversiVariant('en', v('8', 'cross', 'normal'))).toBe('');
    expect(describeReversiVariant('en', v('6', 'cross', 'anti'))).toBe('6 × 6 · anti: fewest discs wins');
    expect(describeReversiVariant('en', v('12', 'cross', 'normal'))).toBe('12 × 12');
    expect(describeReversiVariant('en', v('8', 'parallel', 'blackhole'))).toBe('Side-by-side start · black hole');
    expect(describeReversiVariant('ru', v('6', 'cross', 'anti-blackhole'))).toBe(
      '6 × 6 · чёрная дыра · анти: побеждает меньшее число фишек',
    );
  });

  it('in anti-reversi the winner has fewer discs, still written first: You won 20–44', () => {
    expect(reversiResult('en', { winner: 0, summary: [20, 44] }, 0)).toBe('You won 20–44');
    expect(reversiResult('en', { winner: 0, summary: [20, 44] }, 1)).toBe('You lost 20–44');
    expect(reversiResult('en', { winner: 1, summary: [44, 20] })).toBe('White wins 20–44');
  });
});

describe.skipIf(!built)('reversi variants on the real rules', () => {
  let ply: PlyModule;
  beforeAll(async () => {
    ply = await loadWasm();
  });

  it('every start the dialog makes loads, on its board, with its black hole', () => {
    for (const values of EVERY) {
      const session = ply.createSession('reversi')!;
      const start = session.variantStart(values, 5);
      expect(session.load(start), start).toBe('');
      const n = Number(values.size);
      expect(session.board()).toEqual({ files: n, ranks: n });
      expect(session.squares()).toHaveLength(n * n);
      expect(session.squares().includes('#')).toBe(values.rule.includes('blackhole'));
      expect(session.variantOf(session.startPosition())).toEqual(values);
      session.delete();
    }
  });

  it('every level answers a legal move in every variant', () => {
    for (const values of EVERY) {
      const session = ply.createSession('reversi')!;
      session.load(session.variantStart(values, 3));
      for (const m of ['c3', 'd3', 'b3', 'e4', 'c2', 'c5', 'd5', 'e5', 'f5', 'e6', 'd6', 'f4']) {
        if (session.legalMoves().some((l) => l.input === m)) session.play(m);
      }
      for (const level of [1, 2, 3, 4, 5]) {
        const result = session.search(level, 20, 1, {}, () => true);
        expect(
          session.legalMoves().map((l) => l.input),
          `${JSON.stringify(values)} level ${level}`,
        ).toContain(result?.move);
      }
      session.delete();
    }
  });
});

describe.skipIf(!built)('reversi variants through the controller', () => {
  let ply: PlyModule;
  const store = new Map<string, string>();
  beforeAll(async () => {
    ply = await loadWasm();
  });
  beforeEach(() => {
    store.clear();
    stubLocalStorage(store);
  });
  const hvh: Settings = { mode: 'hvh', human: 0, level: 1, options: {} };
  const controller = (session = ply.createSession('reversi')!) => {
    return setupController({ session, game: 'reversi', settings: hvh, restore: false });
  };

  it('a new game in a variant plays on its board and is saved with its start', () => {
    const { c, state } = controller();
    c.restore();
    c.newGame(hvh, '6x6 anti blackhole=a1:');
    expect(state.board).toEqual({ files: 6, ranks: 6 });
    expect(state.squares[0]).toBe('#');
    c.onSquare(2 * 6 + 1); // b3: row 3, file b
    expect(state.moves).toEqual(['b3']);
    const saved = JSON.parse(store.get(gameKey('reversi')) ?? '{}') as { start: string; moves: string[] };
    expect(saved).toMatchObject({ start: '6x6 anti blackhole=a1:', moves: ['b3'] });
  });

  it('a save from before the variants (no start) is the standard game, even on a session that played 6x6', () => {
    const { c, state, session } = controller();
    c.restore();
    c.newGame(hvh, '6x6:');
    expect(state.board).toEqual({ files: 6, ranks: 6 });
    store.set(gameKey('reversi'), JSON.stringify({ v: 1, settings: hvh, start: null, moves: ['d3'], future: [] }));
    const again = controller(session);
    again.c.restore();
    expect(again.state.board).toEqual({ files: 8, ranks: 8 });
    expect(again.state.moves).toEqual(['d3']);
  });
});
