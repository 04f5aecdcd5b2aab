// Import errors in a player's words, read from each game's engine message (the texts below are the
// engine's own, as its readers write them), with the engine's text kept as the detail.
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlyModule } from 'ply-engine';
import { describeImportError, importErrorText, readImportError } from '../src/storage/import-error';
import { loadWasm, wasmBuilt as built } from './wasm-fixture';

describe('readImportError', () => {
  it('an illegal move: its number and its text, from every game’s wording', () => {
    expect(readImportError("move 12: 'a1' is not legal here")).toEqual({ key: 'importIllegal', n: 12, move: 'a1' });
    expect(readImportError('PDN: move 1: illegal move c3-c5')).toEqual({ key: 'importIllegal', n: 1, move: 'c3-c5' });
    expect(readImportError("move 2: illegal move 'h8': the cell is taken")).toEqual({ key: 'importIllegal', n: 2, move: 'h8' });
    expect(readImportError("move 2 (White): illegal move 'Ke3'")).toEqual({ key: 'importIllegal', n: 2, move: 'Ke3' });
  });
  it('a move that cannot be read, a move after the end, a bad position, another game, anything else', () => {
    expect(readImportError("move 2: 'zz' is not a move")).toEqual({ key: 'importUnreadable', n: 2, move: 'zz' });
    expect(readImportError("move 2: off the board: 'k11' (the board is 10x10, a1 to j10)")).toEqual({ key: 'importUnreadable', n: 2, move: 'k11' });
    expect(readImportError('move 4 (Black): the game is over: no legal move')).toEqual({ key: 'importAfterEnd', n: 4 });
    expect(readImportError("PDN: FEN tag: position: expected a PDN FEN such as 'W:Wa1,c1:Bb8,d8', got 'bad'").key).toBe('importBadPosition');
    expect(readImportError("the FEN tag: bad FEN 'xx': expected 6 fields").key).toBe('importBadPosition');
    expect(readImportError('PDN: GameType 20 is not Russian draughts (25)').key).toBe('importOtherGame');
    expect(readImportError('something else entirely').key).toBe('importUnknown');
  });
});

describe('importErrorText', () => {
  it('says which move, in English and Russian', () => {
    expect(importErrorText('en', { key: 'importIllegal', n: 12 })).toBe('Move 12 is not legal here.');
    expect(importErrorText('ru', { key: 'importIllegal', n: 12 })).toBe('Ход 12 здесь невозможен.');
    expect(importErrorText('en', { key: 'importIllegal', n: 4, move: 'a1' })).toBe('Move 4 (a1) is not legal here.');
    expect(importErrorText('ru', { key: 'importUnreadable', n: 2, move: 'zz' })).toBe('Ход 2 (zz) не удаётся прочитать.');
    expect(importErrorText('ru', { key: 'importBadPosition' })).toBe('Не удаётся прочитать начальную позицию.');
  });
});

let ply: PlyModule;
beforeAll(async () => {
  if (built) ply = await loadWasm();
});

describe.skipIf(!built)('every game’s real import errors read as a move number for the player', () => {
  const cases: [string, string, string][] = [
    ['reversi', 'd3 c5 f6 a1', 'Move 4 (a1) is not legal here.'],
    ['reversi', 'd3 zz', 'Move 2 (zz) cannot be read.'],
    ['draughts', '1. c3-c5 *', 'Move 1 (c3-c5) is not legal here.'],
    ['draughts', '[GameType "25"]\n[FEN "bad"]\n*', 'The start position cannot be read.'],
    ['gomoku', '15 freestyle: h8 h8', 'Move 2 (h8) is not legal here.'],
    ['chess', '1. e4 e5 2. Ke3 *', 'Move 2 (Ke3) is not legal here.'],
    ['chess', '1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# a3', 'Move 4 comes after the end of the game.'],
  ];
  it.each(cases)('%s: %j', (game, text, expected) => {
    const s = ply.createSession(game);
    if (!s) throw new Error(`no ${game}`);
    const err = s.importGame(text);
    expect(describeImportError('en', err)).toEqual({ text: expected, detail: err });
    s.delete();
  });
});
