// Reversi's variants on the page: the dialog's choices become the engine's words and read back, from the
// words and from an imported position; the real rules (when the wasm build has run) accept every start.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlyModule } from 'ply-engine';
import { GameController } from '../src/play/game-controller';
import { gameDef } from '../src/games';
import { gameKey } from '../src/storage/persist';
import { initialState, type Settings } from '../src/state/state';
import { reversiResult } from '../src/games/reversi/game';
import {
  describeReversiVariant,
  randomHole,
  readReversiVariant,
  reversiStart,
  reversiVariants,
} from '../src/games/reversi/variants';
import { loadWasm, ScriptedEngine, wasmBuilt as built } from './wasm-fixture';
import { stubLocalStorage } from './memory-storage';

const at = (value: number) => () => value;
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
    expect(reversiVariants.values(null)).toEqual({ size: '8', start: 'cross', rule: 'normal' });
  });

  it('the choices are written in the engine’s words before a colon', () => {
    expect(reversiStart({ size: '8', start: 'cross', rule: 'normal' })).toBe('8x8:');
    expect(reversiStart({ size: '6', start: 'parallel', rule: 'anti' })).toBe('6x6 parallel anti:');
    expect(reversiStart({ size: '6', start: 'cross', rule: 'blackhole' }, at(0))).toBe('6x6 blackhole=a1:');
    expect(reversiStart({ size: '8', start: 'cross', rule: 'anti-blackhole' }, at(0.999))).toBe(
      '8x8 anti blackhole=h8:',
    );
    expect(reversiStart({ size: '10', start: 'parallel', rule: 'blackhole' }, at(0.999))).toBe(
      '10x10 parallel blackhole=j10:',
    );
    expect(reversiStart({ size: '12', start: 'cross', rule: 'anti' })).toBe('12x12 anti:');
  });

  it('the black hole falls on any square but the four the start fills', () => {
    const CENTRES: Record<number, string[]> = {
      6: ['c3', 'd3', 'c4', 'd4'],
      8: ['d4', 'e4', 'd5', 'e5'],
      10: ['e5', 'f5', 'e6', 'f6'],
      12: ['f6', 'g6', 'f7', 'g7'],
    };
    for (const n of [6, 8, 10, 12]) {
      const squares = new Set(Array.from({ length: n * n }, (_, i) => randomHole(n, at(i / (n * n)))));
      expect(squares.size).toBe(n * n - 4);
      const centre = CENTRES[n] ?? [];
      for (const sq of centre) expect(squares.has(sq)).toBe(false);
    }
  });

  it('every start reads back as the choices that made it', () => {
    for (const values of EVERY) expect(readReversiVariant(reversiStart(values))).toEqual(values);
  });

  it('an imported position reads by its squares: 36 of them are 6x6, a # the black hole, the side-by-side centre', () => {
    const sixParallelHole = `--------#-----OO----XX-------------- X`;
    expect(readReversiVariant(sixParallelHole)).toEqual({ size: '6', start: 'parallel', rule: 'blackhole' });
    const eightAnti = `anti: ${'-'.repeat(27)}OX------XO${'-'.repeat(27)} X`;
    expect(readReversiVariant(eightAnti)).toEqual({ size: '8', start: 'cross', rule: 'anti' });
    const ten = `10x10 anti: ${'-'.repeat(44)}OX--------XO${'-'.repeat(44)} X`;
    expect(readReversiVariant(ten)).toEqual({ size: '10', start: 'cross', rule: 'anti' });
    const twelveByCount = `${'-'.repeat(65)}OO----------XX${'-'.repeat(65)} O`;
    expect(readReversiVariant(twelveByCount)).toEqual({ size: '12', start: 'parallel', rule: 'normal' });
  });

  it('the variant line names what is not standard, anti’s goal in words', () => {
    expect(describeReversiVariant('en', '8x8:')).toBe('');
    expect(describeReversiVariant('en', null)).toBe('');
    expect(describeReversiVariant('en', '6x6 anti:')).toBe('6 × 6 · anti: fewest discs wins');
    expect(describeReversiVariant('en', '12x12:')).toBe('12 × 12');
    expect(describeReversiVariant('en', 'parallel blackhole=b2:')).toBe('Side-by-side start · black hole');
    expect(describeReversiVariant('ru', '6x6 anti blackhole=a1:')).toBe(
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
      const start = reversiStart(values, at(0.5));
      expect(session.load(start), start).toBe('');
      const n = Number(values.size);
      expect(session.board()).toEqual({ files: n, ranks: n });
      expect(session.squares()).toHaveLength(n * n);
      expect(session.squares().includes('#')).toBe(values.rule.includes('blackhole'));
      expect(readReversiVariant(session.startPosition())).toEqual(values);
      session.delete();
    }
  });

  it('every level answers a legal move in every variant', () => {
    for (const values of EVERY) {
      const session = ply.createSession('reversi')!;
      session.load(reversiStart(values, at(0.3)));
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
    const state = initialState('reversi', hvh);
    const c = new GameController({
      session,
      engine: new ScriptedEngine(() => ''),
      state,
      game: gameDef(state.game),
      changed: () => {},
      redraw: () => {},
      announce: () => {},
    });
    return { c, state, session };
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
