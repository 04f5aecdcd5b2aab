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
    expect(readImportError("move 2: illegal move 'h8': the cell is taken")).toEqual({
      key: 'importIllegal',
      n: 2,
      move: 'h8',
    });
    expect(readImportError("move 2 (White): illegal move 'Ke3'")).toEqual({ key: 'importIllegal', n: 2, move: 'Ke3' });
  });
  it('a renju foul: its number, its move and which of the three fouls', () => {
    expect(readImportError("move 9: illegal move 'i8': double three, forbidden to Black under renju")).toEqual({
      key: 'importFoul',
      n: 9,
      move: 'i8',
      foul: 'doubleThree',
    });
    expect(readImportError("move 13: illegal move 'k8': double four, forbidden to Black under renju")).toEqual({
      key: 'importFoul',
      n: 13,
      move: 'k8',
      foul: 'doubleFour',
    });
    expect(readImportError("move 11: illegal move 'i8': overline, forbidden to Black under renju")).toEqual({
      key: 'importFoul',
      n: 11,
      move: 'i8',
      foul: 'overline',
    });
    // A renju refusal naming no foul, and a taken cell, are plain illegal moves.
    expect(readImportError("move 9: illegal move 'i8': forbidden to Black under renju")).toEqual({
      key: 'importIllegal',
      n: 9,
      move: 'i8',
    });
    expect(readImportError("move 2: illegal move 'h8': the cell is taken")).toEqual({
      key: 'importIllegal',
      n: 2,
      move: 'h8',
    });
  });
  it('a move that cannot be read, a move after the end, a bad position, another game, anything else', () => {
    expect(readImportError("move 2: 'zz' is not a move")).toEqual({ key: 'importUnreadable', n: 2, move: 'zz' });
    expect(readImportError("move 2: off the board: 'k11' (the board is 10x10, a1 to j10)")).toEqual({
      key: 'importUnreadable',
      n: 2,
      move: 'k11',
    });
    expect(readImportError('move 4 (Black): the game is over: no legal move')).toEqual({ key: 'importAfterEnd', n: 4 });
    expect(readImportError("PDN: FEN tag: position: expected a PDN FEN such as 'W:Wa1,c1:Bb8,d8', got 'bad'").key).toBe(
      'importBadPosition',
    );
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
    expect(importErrorText('ru', { key: 'importUnreadable', n: 2, move: 'zz' })).toBe(
      'Ход 2 (zz) не удаётся прочитать.',
    );
    expect(importErrorText('ru', { key: 'importBadPosition' })).toBe('Не удаётся прочитать начальную позицию.');
  });
  it('names a renju foul, in English and Russian', () => {
    const foul = (engine: string) => readImportError(engine);
    const three = foul("move 9: illegal move 'i8': double three, forbidden to Black under renju");
    const four = foul("move 13: illegal move 'k8': double four, forbidden to Black under renju");
    const six = foul("move 11: illegal move 'i8': overline, forbidden to Black under renju");
    expect(importErrorText('en', three)).toBe('Move 9 (i8) is a foul for Black under renju: a double three.');
    expect(importErrorText('ru', three)).toBe('Ход 9 (i8) запрещён чёрным по правилам рэндзю: «вилка» 3×3.');
    expect(importErrorText('en', four)).toBe('Move 13 (k8) is a foul for Black under renju: a double four.');
    expect(importErrorText('ru', four)).toBe('Ход 13 (k8) запрещён чёрным по правилам рэндзю: «вилка» 4×4.');
    expect(importErrorText('en', six)).toBe(
      'Move 11 (i8) is a foul for Black under renju: an overline, six or more in a row.',
    );
    expect(importErrorText('ru', six)).toBe(
      'Ход 11 (i8) запрещён чёрным по правилам рэндзю: длинный ряд — шесть камней и больше.',
    );
    // A foul without its name or its move reads as any illegal move.
    expect(importErrorText('en', { key: 'importFoul', n: 9, move: 'i8' })).toBe('Move 9 (i8) is not legal here.');
    expect(importErrorText('ru', { key: 'importFoul', n: 9, foul: 'overline' })).toBe('Ход 9 здесь невозможен.');
  });
  it('the generic illegal move reads as before, in both languages', () => {
    const taken = readImportError("move 2: illegal move 'h8': the cell is taken");
    expect(importErrorText('en', taken)).toBe('Move 2 (h8) is not legal here.');
    expect(importErrorText('ru', taken)).toBe('Ход 2 (h8) здесь невозможен.');
    expect(describeImportError('ru', "move 2 (White): illegal move 'Ke3'")).toEqual({
      text: 'Ход 2 (Ke3) здесь невозможен.',
      detail: '',
    });
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
    ['gomoku', '15 renju: h8 h8', 'Move 2 (h8) is not legal here.'],
    [
      'gomoku',
      '15 renju: h8 a1 g8 a3 i10 a5 i9 o15 i8',
      'Move 9 (i8) is a foul for Black under renju: a double three.',
    ],
    [
      'gomoku',
      '15 renju: h8 a1 i8 a3 j8 a5 k10 a7 k11 a9 k9 a11 k8',
      'Move 13 (k8) is a foul for Black under renju: a double four.',
    ],
    [
      'gomoku',
      '15 renju: f8 a1 g8 a3 h8 a5 j8 a7 k8 a9 i8',
      'Move 11 (i8) is a foul for Black under renju: an overline, six or more in a row.',
    ],
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
  it('renju’s fouls from the real engine, on a Russian page', () => {
    const fouls: [string, string][] = [
      ['15 renju: h8 a1 g8 a3 i10 a5 i9 o15 i8', 'Ход 9 (i8) запрещён чёрным по правилам рэндзю: «вилка» 3×3.'],
      [
        '15 renju: h8 a1 i8 a3 j8 a5 k10 a7 k11 a9 k9 a11 k8',
        'Ход 13 (k8) запрещён чёрным по правилам рэндзю: «вилка» 4×4.',
      ],
      [
        '15 renju: f8 a1 g8 a3 h8 a5 j8 a7 k8 a9 i8',
        'Ход 11 (i8) запрещён чёрным по правилам рэндзю: длинный ряд — шесть камней и больше.',
      ],
    ];
    for (const [text, expected] of fouls) {
      const s = ply.createSession('gomoku');
      if (!s) throw new Error('no gomoku');
      expect(describeImportError('ru', s.importGame(text))).toEqual({ text: expected, detail: '' });
      s.delete();
    }
  });
});
