import { describe, expect, it } from 'vitest';
import {
  EVAL_BAR_KEY,
  gameKey,
  loadEvalBarShown,
  loadReview,
  parseGame,
  parseShell,
  replay,
  replayPrefix,
  reviewKey,
  saveEvalBarShown,
  saveReview,
  serializeGame,
  type SavedGame,
} from '../src/storage/persist';
import { stubLocalStorage } from './memory-storage';
import type { OptionSpec } from 'ply-engine';

const AGGRESSIVENESS: OptionSpec = {
  name: 'aggressiveness',
  type: 'number',
  min: 0.5,
  max: 1,
  default: 0.8,
  step: 0.05,
  onPage: true,
};

const game: SavedGame = {
  settings: { mode: 'hvc', human: 0, level: 3, options: {} },
  start: null,
  moves: ['d3', 'c5'],
  future: ['f6'],
  flipped: false,
  agreed: false,
  moveNumbers: false,
};

/** A session double that accepts a fixed list of moves in order (and one position): enough to test replay, no rules. */
function scriptedSession(accepts: string[], position = '') {
  const played: string[] = [];
  let loaded = '';
  return {
    played,
    loaded: () => loaded,
    reset: () => void (played.splice(0), (loaded = '')),
    load: (p: string) => (p === position ? ((loaded = p), '') : 'bad position'),
    play: (m: string) => (accepts[played.length] === m ? (played.push(m), '') : 'illegal'),
    undo: () => played.pop() !== undefined,
  };
}

describe('persist', () => {
  it('round-trips a game', () => {
    expect(parseGame(serializeGame(game))).toEqual({ kind: 'ok', game });
  });
  it('reads a game saved before starts and flips were saved', () => {
    const old = '{"v":1,"settings":{"mode":"hvc","human":0,"level":3},"moves":["d3","c5"],"future":["f6"]}';
    expect(parseGame(old)).toEqual({ kind: 'ok', game });
  });
  it('round-trips an imported draughts game with its start position, flipped', () => {
    const d: SavedGame = { ...game, start: 'B:Wc3,e3:Bd6,f6', moves: ['f6-g5', 'e3-f4'], future: [], flipped: true };
    expect(parseGame(serializeGame(d))).toEqual({ kind: 'ok', game: d });
  });
  it('a game saved before the aggressiveness existed plays at the defaults', () => {
    const old =
      '{"v":1,"settings":{"mode":"hvc","human":0,"level":2},"start":"10 freestyle:","moves":["e5"],"future":[]}';
    const read = parseGame(old, [AGGRESSIVENESS]);
    expect(read.kind === 'ok' && read.game.settings.options).toEqual({});
  });
  it('a game saved with the aggressiveness beside the level reads it as that option', () => {
    const old = serializeGame(game).replace('"options":{}', '"aggressiveness":0.65');
    expect(old).toContain('"level":3,"aggressiveness":0.65}');
    const read = parseGame(old, [AGGRESSIVENESS]);
    expect(read).toEqual({
      kind: 'ok',
      game: { ...game, settings: { ...game.settings, options: { aggressiveness: 0.65 } } },
    });
  });
  it('round-trips the options and the move-number toggle', () => {
    const g: SavedGame = {
      ...game,
      settings: { ...game.settings, options: { aggressiveness: 0.65 } },
      start: '15 standard:',
      moveNumbers: true,
    };
    expect(parseGame(serializeGame(g), [AGGRESSIVENESS])).toEqual({ kind: 'ok', game: g });
  });
  it('an option out of its range, off its steps or not a number is a bad save, old saves and new', () => {
    for (const a of [0.3, 2, 0.83, '0.8']) {
      for (const key of ['"aggressiveness"', '"options":{"aggressiveness"']) {
        const raw = serializeGame(game).replace(
          '"options":{}',
          `${key}:${JSON.stringify(a)}${key.startsWith('"options"') ? '}' : ''}`,
        );
        const read = parseGame(raw, [AGGRESSIVENESS]);
        expect(read.kind, `${key} ${String(a)}`).toBe('bad');
        // What is still good is kept: the moves, the level, the colour; the options at their defaults.
        expect(read.kind === 'bad' && read.salvage).toEqual({ ...game, future: [] });
      }
    }
  });
  it('options no game of this page declares are a bad save when they are no numbers', () => {
    expect(parseGame(serializeGame(game).replace('"options":{}', '"options":{"x":"y"}')).kind).toBe('bad');
    expect(parseGame(serializeGame(game).replace('"options":{}', '"options":[1]')).kind).toBe('bad');
    expect(parseGame(serializeGame(game).replace('"options":{}', '"options":{"x":1}')).kind).toBe('ok');
  });
  it('keys each game on its own', () => {
    expect(gameKey('gomoku')).toBe('ply.v1.gomoku');
    expect(gameKey('reversi')).toBe('ply.v1.reversi');
    expect(gameKey('draughts')).toBe('ply.v1.draughts');
  });
  it('reads the shell settings, ignoring what it does not know', () => {
    const none = { lang: null, last: null, theme: 'system', sound: false, threads: null, tableMb: null };
    expect(parseShell('{"lang":"ru","last":"draughts"}')).toEqual({ ...none, lang: 'ru', last: 'draughts' });
    expect(parseShell('{"lang":"en"}')).toEqual({ ...none, lang: 'en' });
    expect(parseShell('{"lang":"de","last":"go"}')).toEqual(none);
    expect(parseShell('nonsense')).toEqual(none);
    expect(parseShell('{"theme":"dark","sound":true}')).toEqual({ ...none, theme: 'dark', sound: true });
    expect(parseShell('{"theme":"purple","sound":"yes"}')).toEqual(none);
    expect(parseShell('{"threads":4,"tableMb":64}')).toEqual({ ...none, threads: 4, tableMb: 64 });
    expect(parseShell('{"threads":0,"tableMb":"64"}')).toEqual(none);
    expect(parseShell('{"threads":2.5,"tableMb":99999}')).toEqual(none);
  });
  it('nothing saved is not an error', () => {
    expect(parseGame(null)).toEqual({ kind: 'none' });
  });
  it.each([
    '{',
    '[]',
    '{"v":2}',
    '{"v":1,"settings":{"mode":"x","human":0,"level":3},"moves":[],"future":[]}',
    '{"v":1,"settings":{"mode":"hvc","human":0,"level":9},"moves":[],"future":[]}',
    '{"v":1,"settings":{"mode":"hvc","human":0,"level":3},"moves":[1],"future":[]}',
  ])('rejects %s', (raw) => {
    expect(parseGame(raw).kind).toBe('bad');
  });
  it('a damaged save keeps its valid settings and its moves up to the first that is not a move', () => {
    const raw = '{"v":1,"settings":{"mode":"hvh","human":1,"level":9},"moves":["d3","c5",7,"f6"],"future":"x"}';
    const read = parseGame(raw);
    expect(read.kind).toBe('bad');
    expect(read.kind === 'bad' && read.salvage).toEqual({
      ...game,
      settings: { mode: 'hvh', human: 1, level: 3, options: {} },
      moves: ['d3', 'c5'],
      future: [],
    });
  });
  it('a save cut short keeps its settings and the moves written before the cut', () => {
    const whole = serializeGame({
      ...game,
      settings: { ...game.settings, human: 1, level: 5 },
      moves: ['d3', 'c5', 'f6', 'f5'],
    });
    const cut = whole.slice(0, whole.indexOf('"f5"') + 2);
    const read = parseGame(cut);
    expect(read.kind === 'bad' && read.salvage.moves).toEqual(['d3', 'c5', 'f6']);
    expect(read.kind === 'bad' && read.salvage.settings).toEqual({ mode: 'hvc', human: 1, level: 5, options: {} });
    expect(parseGame('garbage').kind === 'bad').toBe(true);
  });
  it('replays the legal start of a damaged move list', () => {
    const s = scriptedSession(['d3', 'c5']);
    expect(replayPrefix(s, { start: null, moves: ['d3', 'c5', 'zz', 'f6'] })).toEqual({ start: null, kept: 2 });
    expect(s.played).toEqual(['d3', 'c5']);
    const t = scriptedSession(['d3'], 'good');
    expect(replayPrefix(t, { start: 'bad', moves: ['d3'] })).toEqual({ start: null, kept: 0 });
  });
  it('replays moves and checks the redo list, leaving it unplayed', () => {
    const s = scriptedSession(['d3', 'c5', 'f6']);
    expect(replay(s, game)).toBe(true);
    expect(s.played).toEqual(['d3', 'c5']);
  });
  it('sets the saved start position before the moves', () => {
    const s = scriptedSession(['f6-g5'], 'B:Wc3:Bf6');
    expect(replay(s, { start: 'B:Wc3:Bf6', moves: ['f6-g5'], future: [] })).toBe(true);
    expect(s.loaded()).toBe('B:Wc3:Bf6');
    expect(replay(s, { start: 'nonsense', moves: [], future: [] })).toBe(false);
    expect(s.loaded()).toBe('');
  });
  it('an illegal saved move resets the session', () => {
    const s = scriptedSession(['d3', 'e6']);
    expect(replay(s, game)).toBe(false);
    expect(s.played).toEqual([]);
  });
});

describe('the review and the evaluation bar are kept with the other keys', () => {
  it('a game’s review is saved beside it, read back without its running flag, and removed with null', () => {
    stubLocalStorage();
    expect(reviewKey('chess')).toBe('ply.v1.review.chess');
    saveReview('chess', { start: null, moves: ['e4'], scores: [0.2, 0.1], running: true });
    expect(loadReview('chess')).toEqual({ start: null, moves: ['e4'], scores: [0.2, 0.1], running: false });
    expect(loadReview('reversi')).toBeNull();
    saveReview('chess', null);
    expect(loadReview('chess')).toBeNull();
  });

  it('the evaluation bar is off until turned on, and the choice is remembered', () => {
    const storage = stubLocalStorage();
    expect(loadEvalBarShown()).toBe(false);
    saveEvalBarShown(true);
    expect(storage.get(EVAL_BAR_KEY)).toBe('1');
    expect(loadEvalBarShown()).toBe(true);
    saveEvalBarShown(false);
    expect(loadEvalBarShown()).toBe(false);
  });
});

describe('the level in a save: a place in the game’s ladder', () => {
  const LADDER = [
    { name: 'random', elo: 0, legacy: 1 },
    { name: 'greedy', elo: 0, legacy: 2 },
    { name: 'novice', elo: 0, legacy: 0 },
    { name: 'minimax', elo: 0, legacy: 3 },
    { name: 'club', elo: 0, legacy: 0 },
    { name: 'classic', elo: 0, legacy: 4 },
    { name: 'expert', elo: 0, legacy: 0 },
    { name: 'max', elo: 0, legacy: 5 },
  ];

  it('a save made before the ladder (format 1) plays its level as the rung that played as it', () => {
    const old = (level: number) =>
      `{"v":1,"settings":{"mode":"hvc","human":0,"level":${level}},"moves":[],"future":[]}`;
    const level = (raw: string) => {
      const r = parseGame(raw, [], LADDER);
      return r.kind === 'ok' ? r.game.settings.level : null;
    };
    expect([1, 2, 3, 4, 5].map((n) => level(old(n)))).toEqual([1, 2, 4, 6, 8]);
    expect(level(old(6))).toBeNull();
  });

  it('a new save is of format 2, its level the ladder’s number, with "match my strength" and the rated mark', () => {
    const raw = serializeGame({
      ...game,
      settings: { ...game.settings, level: 7, matchStrength: true },
      rated: true,
    });
    expect(raw).toContain('"v":2');
    const r = parseGame(raw, [], LADDER);
    expect(r.kind === 'ok' && r.game.settings).toEqual({
      mode: 'hvc',
      human: 0,
      level: 7,
      options: {},
      matchStrength: true,
    });
    expect(r.kind === 'ok' && r.game.rated).toBe(true);
    // Beyond the ladder's top: no save of this page.
    expect(parseGame(raw.replace('"level":7', '"level":9'), [], LADDER).kind).toBe('bad');
    expect(parseGame(raw.replace('"matchStrength":true', '"matchStrength":1'), [], LADDER).kind).toBe('bad');
  });

  it('a damaged save keeps its level in its own format', () => {
    const cut = (v: number) => `{"v":${v},"settings":{"mode":"hvc","human":0,"level":5},"moves":["d3","c`;
    const level = (raw: string) => {
      const r = parseGame(raw, [], LADDER);
      return r.kind === 'bad' ? r.salvage.settings.level : null;
    };
    expect(level(cut(1))).toBe(8);
    expect(level(cut(2))).toBe(5);
  });
});
