// A refused game's text in a player's words, from the Session's refusal (its reason, the refused move's number
// and text), in English and Russian; a cause a game words itself (renju's fouls) worded by the game; the
// engine's English sentence kept as the detail, for English readers, and never read for its meaning.
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlyModule, Refusal } from 'ply-engine';
import { GAMES } from '../src/games';
import type { GameDef } from '../src/games/types';
import { describeImportError, importErrorText, pageRefusal } from '../src/storage/import-error';
import { loadWasm, wasmBuilt as built } from './wasm-fixture';

/** A refusal as the Session gives one; its English text is one no sentence of the page could be read from. */
function refusal(r: Partial<Refusal> & Pick<Refusal, 'reason'>): Refusal {
  return { cause: '', moveNumber: 0, move: '', text: 'the engine’s own words', ...r };
}

/** A game that words nothing itself: the shell's sentences alone. */
const PLAIN: Pick<GameDef, 'refusalText'> = {};

describe('the player’s sentence from the refusal’s reason, number and move', () => {
  it('an illegal move with its number and move is worded in English and in Russian', () => {
    const r = refusal({ reason: 'illegal', moveNumber: 12, move: 'c3-c5' });
    expect(importErrorText('en', r, PLAIN)).toBe('Move 12 (c3-c5) is not legal here.');
    expect(importErrorText('ru', r, PLAIN)).toBe('Ход 12 (c3-c5) здесь невозможен.');
  });

  it('a move’s number alone, and no number, are worded too', () => {
    expect(importErrorText('en', refusal({ reason: 'illegal', moveNumber: 12 }), PLAIN)).toBe(
      'Move 12 is not legal here.',
    );
    expect(importErrorText('ru', refusal({ reason: 'illegal', moveNumber: 12 }), PLAIN)).toBe(
      'Ход 12 здесь невозможен.',
    );
    expect(importErrorText('en', refusal({ reason: 'illegal', move: 'a1' }), PLAIN)).toBe('A move is not legal here.');
    expect(importErrorText('ru', refusal({ reason: 'illegal' }), PLAIN)).toBe('Один из ходов здесь невозможен.');
  });

  it('a move that cannot be read, and a move after the end, each with its number and move', () => {
    const zz = refusal({ reason: 'unreadable', moveNumber: 2, move: 'zz' });
    expect(importErrorText('en', zz, PLAIN)).toBe('Move 2 (zz) cannot be read.');
    expect(importErrorText('ru', zz, PLAIN)).toBe('Ход 2 (zz) не удаётся прочитать.');
    const late = refusal({ reason: 'after-end', moveNumber: 4, move: 'a3' });
    expect(importErrorText('en', late, PLAIN)).toBe('Move 4 (a3) comes after the end of the game.');
    expect(importErrorText('ru', late, PLAIN)).toBe('Ход 4 (a3) сделан после конца партии.');
    expect(importErrorText('en', refusal({ reason: 'after-end', moveNumber: 4 }), PLAIN)).toBe(
      'Move 4 comes after the end of the game.',
    );
    expect(importErrorText('en', refusal({ reason: 'unreadable' }), PLAIN)).toBe('A move cannot be read.');
  });

  it('a refusal of the whole text: a bad start position, another game, no game', () => {
    expect(importErrorText('en', refusal({ reason: 'bad-position' }), PLAIN)).toBe(
      'The start position cannot be read.',
    );
    expect(importErrorText('ru', refusal({ reason: 'bad-position' }), PLAIN)).toBe(
      'Не удаётся прочитать начальную позицию.',
    );
    expect(importErrorText('en', refusal({ reason: 'other-game' }), PLAIN)).toBe('This is a game of another kind.');
    expect(importErrorText('ru', refusal({ reason: 'other-game' }), PLAIN)).toBe('Это партия другой игры.');
    expect(importErrorText('en', refusal({ reason: 'empty' }), PLAIN)).toBe('There is no game in the text.');
    expect(importErrorText('ru', refusal({ reason: 'empty' }), PLAIN)).toBe('В тексте нет партии.');
  });

  it('a reason the page does not know (an engine newer than the page) is a text with no game to load', () => {
    const newer = { ...refusal({ reason: 'illegal', moveNumber: 3, move: 'e4' }), reason: 'tomorrow' } as unknown;
    expect(importErrorText('en', newer as Refusal, PLAIN)).toBe('This text is no game that can be loaded here.');
    expect(importErrorText('ru', newer as Refusal, PLAIN)).toBe(
      'В этом тексте нет партии, которую можно здесь загрузить.',
    );
  });

  it('the page’s own refusals (blank text) are worded the same way', () => {
    expect(pageRefusal('empty', 'no game in the text')).toEqual({
      reason: 'empty',
      cause: '',
      moveNumber: 0,
      move: '',
      text: 'no game in the text',
    });
    expect(describeImportError('en', pageRefusal('empty', 'no game in the text'), PLAIN)).toEqual({
      text: 'There is no game in the text.',
      detail: 'no game in the text',
    });
  });
});

describe('a cause the game words itself', () => {
  const foul = (cause: string, moveNumber: number, move: string) =>
    refusal({ reason: 'illegal', cause, moveNumber, move });

  it('a renju foul is worded by the gomoku game, in English and Russian', () => {
    const gomoku = GAMES.gomoku;
    expect(importErrorText('en', foul('double-three', 9, 'i8'), gomoku)).toBe(
      'Move 9 (i8) is a foul for Black under renju: a double three.',
    );
    expect(importErrorText('ru', foul('double-three', 9, 'i8'), gomoku)).toBe(
      'Ход 9 (i8) запрещён чёрным по правилам рэндзю: «вилка» 3×3.',
    );
    expect(importErrorText('en', foul('double-four', 13, 'k8'), gomoku)).toBe(
      'Move 13 (k8) is a foul for Black under renju: a double four.',
    );
    expect(importErrorText('ru', foul('double-four', 13, 'k8'), gomoku)).toBe(
      'Ход 13 (k8) запрещён чёрным по правилам рэндзю: «вилка» 4×4.',
    );
    expect(importErrorText('en', foul('overline', 11, 'i8'), gomoku)).toBe(
      'Move 11 (i8) is a foul for Black under renju: an overline, six or more in a row.',
    );
    expect(importErrorText('ru', foul('overline', 11, 'i8'), gomoku)).toBe(
      'Ход 11 (i8) запрещён чёрным по правилам рэндзю: длинный ряд — шесть камней и больше.',
    );
  });

  it('the game’s other causes, and a foul without its move, read as any illegal move', () => {
    const gomoku = GAMES.gomoku;
    expect(importErrorText('en', foul('taken', 2, 'h8'), gomoku)).toBe('Move 2 (h8) is not legal here.');
    expect(importErrorText('ru', foul('taken', 2, 'h8'), gomoku)).toBe('Ход 2 (h8) здесь невозможен.');
    expect(importErrorText('en', foul('double-three', 9, ''), gomoku)).toBe('Move 9 is not legal here.');
    expect(importErrorText('ru', foul('overline', 0, 'i8'), gomoku)).toBe('Один из ходов здесь невозможен.');
  });

  it('a game without the hook, or whose hook has nothing to say, leaves it to the shell’s sentence', () => {
    const ambiguous = refusal({ reason: 'unreadable', cause: 'ambiguous', moveNumber: 3, move: 'Nd2' });
    expect(importErrorText('en', ambiguous, GAMES.chess)).toBe('Move 3 (Nd2) cannot be read.');
    const silent: Pick<GameDef, 'refusalText'> = { refusalText: () => null };
    expect(importErrorText('en', foul('double-three', 9, 'i8'), silent)).toBe('Move 9 (i8) is not legal here.');
    // The renju sentences are the gomoku game's: another game words a foul's cause as any illegal move.
    expect(importErrorText('en', foul('double-three', 9, 'i8'), GAMES.reversi)).toBe('Move 9 (i8) is not legal here.');
  });
});

describe('the engine’s sentence is the detail, never the source', () => {
  it('no sentence reads the engine’s English: the same words with another reason read otherwise', () => {
    const text = "move 2: illegal move 'h8': the cell is taken";
    expect(importErrorText('en', refusal({ reason: 'unreadable', moveNumber: 5, move: 'q1', text }), PLAIN)).toBe(
      'Move 5 (q1) cannot be read.',
    );
    expect(importErrorText('en', refusal({ reason: 'empty', text }), PLAIN)).toBe('There is no game in the text.');
    // A renju foul's words with no foul for its cause is no foul.
    const words = "move 9: illegal move 'i8': double three, forbidden to Black under renju";
    expect(
      importErrorText('en', refusal({ reason: 'illegal', moveNumber: 9, move: 'i8', text: words }), GAMES.gomoku),
    ).toBe('Move 9 (i8) is not legal here.');
  });

  it('the engine’s sentence is kept below on an English page, and left off on a Russian one', () => {
    const r = refusal({ reason: 'illegal', moveNumber: 2, move: 'Ke3', text: "move 2 (White): illegal move 'Ke3'" });
    expect(describeImportError('en', r, GAMES.chess)).toEqual({
      text: 'Move 2 (Ke3) is not legal here.',
      detail: "move 2 (White): illegal move 'Ke3'",
    });
    expect(describeImportError('ru', r, GAMES.chess)).toEqual({ text: 'Ход 2 (Ke3) здесь невозможен.', detail: '' });
  });
});

let ply: PlyModule;
beforeAll(async () => {
  if (built) ply = await loadWasm();
});

describe.skipIf(!built)('every game’s real refusals read as a move number for the player', () => {
  const cases: [keyof typeof GAMES, string, string][] = [
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
    ['chess', '1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# a3', 'Move 4 (a3) comes after the end of the game.'],
  ];
  it.each(cases)('%s: %j', (game, text, expected) => {
    const s = ply.createSession(game);
    if (!s) throw new Error(`no ${game}`);
    const said = s.importGame(text);
    const r = s.refusal();
    expect(r).not.toBeNull();
    if (!r) return;
    expect(r.text).toBe(said);
    expect(describeImportError('en', r, GAMES[game])).toEqual({ text: expected, detail: said });
    // The session still holds its game; a move it accepts leaves no refusal.
    const first = s.legalMoves()[0];
    if (!first) throw new Error(`no legal move in ${game}`);
    expect(s.play(first.input)).toBe('');
    expect(s.refusal()).toBeNull();
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
      expect(s.importGame(text)).not.toBe('');
      const r = s.refusal();
      if (!r) throw new Error('no refusal');
      expect(describeImportError('ru', r, GAMES.gomoku)).toEqual({ text: expected, detail: '' });
      s.delete();
    }
  });
});
