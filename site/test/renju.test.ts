// Renju on the page: the rule in the new-game choices (always 15x15) and the header, Black's fouls read from
// the snapshot (empty points no legal move names), the refusal's words from the Session's refusal (its cause,
// never its English text), an imported game's foul worded by the gomoku game, the grid's names; and in the
// controller against the real wasm rules: a foul pressed plays nothing and says why, the marks' toggle is
// remembered, and a renju game survives a reload, an export and a shared link.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlyModule, Refusal } from 'ply-engine';
import { cellLabel, cellSuffixes, markedForbidden } from '../src/board/a11y';
import { squareIndex, type BoardShape } from '../src/squares/squares';
import { GAMES, gameDef } from '../src/games';
import { describeGomokuVariant, gomokuResult, gomokuVariants } from '../src/games/gomoku/game';
import { foulOf, isRenju, renjuFouls, renjuRecordRefusal, renjuRefusal } from '../src/games/gomoku/renju';
import { gomokuRules } from '../src/games/gomoku/rules';
import { initialState, type Settings, type State } from '../src/state/state';
import { FORBIDDEN_MARKS_KEY, gameKey, loadForbiddenMarksShown, loadGame, readRaw } from '../src/storage/persist';
import { parseRoute, shareLink } from '../src/storage/router';
import { listed } from './board';
import { stubLocalStorage } from './memory-storage';
import { loadWasm, wasmBuilt as built } from './wasm-fixture';
import { realSession, setupController } from './controller-setup';

const B15: BoardShape = { files: 15, ranks: 15 };
const sq = (name: string): number => squareIndex(B15, name);

describe('renju among the variants', () => {
  it('is the third rule, labelled in both languages with its board', () => {
    const rule = gomokuVariants.options.find((o) => o.id === 'rule');
    expect(rule?.choices.map((c) => c.value)).toEqual(['freestyle', 'standard', 'renju']);
    const renju = rule?.choices.find((c) => c.value === 'renju');
    expect(renju?.label.en).toMatch(/^Renju .*15 × 15/);
    expect(renju?.label.ru).toMatch(/^Рэндзю .*15 × 15/);
  });

  it('the header says the variant; nothing for the default 15 × 15 freestyle', () => {
    const v = (size: string, rule: string) => ({ size, rule });
    expect(describeGomokuVariant('en', v('15', 'freestyle'))).toBe('');
    expect(describeGomokuVariant('en', v('15', 'renju'))).toBe('Renju');
    expect(describeGomokuVariant('ru', v('15', 'renju'))).toBe('Рэндзю');
    expect(describeGomokuVariant('en', v('10', 'freestyle'))).toBe('10 × 10');
    expect(describeGomokuVariant('en', v('10', 'standard'))).toBe('10 × 10 · standard: exactly five');
    expect(describeGomokuVariant('ru', v('10', 'standard'))).toBe('10 × 10 · стандартное: ровно пять');
    expect(describeGomokuVariant('en', v('15', 'standard'))).toBe('Standard: exactly five');
    expect(describeGomokuVariant('ru', v('15', 'standard'))).toBe('Стандартное: ровно пять');
    expect(GAMES.gomoku.variants?.describe).toBe(describeGomokuVariant);
  });

  it('only a renju game offers the forbidden points', () => {
    expect(isRenju({ size: '15', rule: 'renju' })).toBe(true);
    expect(isRenju({ size: '15', rule: 'freestyle' })).toBe(false);
    expect(isRenju({ size: '10', rule: 'standard' })).toBe(false);
    expect(isRenju(null)).toBe(false);
    expect(GAMES.gomoku.forbidden?.offered({ size: '15', rule: 'renju' })).toBe(true);
    expect(GAMES.gomoku.forbidden?.offered({ size: '15', rule: 'freestyle' })).toBe(false);
  });

  it('a draw by fouls reads in both languages', () => {
    expect(gomokuResult('en', { winner: -1, reason: 'fouls' })).toBe('Draw · Black has only forbidden points left');
    expect(gomokuResult('ru', { winner: -1, reason: 'fouls' })).toBe(
      'Ничья · у чёрных остались только запрещённые ходы',
    );
  });

  it('the rules explain renju in both languages', () => {
    expect(gomokuRules.en.points.join(' ')).toMatch(/Renju.*double three.*double four.*overline/);
    expect(gomokuRules.en.points.join(' ')).toMatch(/open four/);
    expect(gomokuRules.en.points.join(' ')).toMatch(/exactly five wins/);
    expect(gomokuRules.ru.points.join(' ')).toMatch(/Рэндзю.*3×3.*4×4.*длинный ряд/);
    expect(gomokuRules.ru.points.join(' ')).toMatch(/открытую четвёрку/);
    expect(gomokuRules.ru.points).toHaveLength(gomokuRules.en.points.length);
  });
});

/** A 15x15 state: Black's h8 g8 i10 i9, White's a1 a3 a5 o15, Black to move, every empty point legal but those left out. */
function renjuState(lang: 'en' | 'ru', rule = 'renju', fouls: readonly string[] = ['i8']): State {
  const s = initialState('gomoku', undefined, lang, B15);
  const cells = Array.from('-'.repeat(225));
  for (const m of ['h8', 'g8', 'i10', 'i9']) cells[sq(m)] = 'X';
  for (const m of ['a1', 'a3', 'a5', 'o15']) cells[sq(m)] = 'O';
  s.squares = cells.join('');
  s.start = `15 ${rule}:`;
  s.variant = { size: '15', rule };
  s.board = { ...B15 };
  const legal: string[] = [];
  cells.forEach((c, i) => {
    const name = `${'abcdefghijklmno'[i % 15]}${Math.floor(i / 15) + 1}`;
    if (c === '-' && !fouls.includes(name)) legal.push(name);
  });
  s.legal = listed(legal, B15);
  s.status = { over: false, toMove: 0, winner: -1, reason: '', summary: [] };
  s.ready = true;
  return s;
}

describe('Black’s fouls from the snapshot', () => {
  it('are the empty points no legal move names, while Black is to move in a renju game', () => {
    expect(renjuFouls(renjuState('en'))).toEqual([sq('i8')]);
    expect(renjuFouls(renjuState('en', 'renju', ['i8', 'f8']))).toEqual([sq('f8'), sq('i8')]);
  });

  it('are none for White to move, a game over, a past position shown, another rule, or before the engine', () => {
    const white = renjuState('en');
    white.status = { ...white.status, toMove: 1 };
    expect(renjuFouls(white)).toEqual([]);
    const over = renjuState('en');
    over.status = { ...over.status, over: true, winner: 1, reason: 'five' };
    expect(renjuFouls(over)).toEqual([]);
    const past = renjuState('en');
    past.past = {
      ply: 2,
      moves: [],
      played: [],
      board: B15,
      squares: past.squares,
      status: past.status,
      lastPath: [],
      opening: null,
      legal: [],
    };
    expect(renjuFouls(past)).toEqual([]);
    expect(renjuFouls(renjuState('en', 'freestyle'))).toEqual([]);
    const loading = renjuState('en');
    loading.ready = false;
    expect(renjuFouls(loading)).toEqual([]);
  });

  it('are marked only while the player asks for them', () => {
    const s = renjuState('en');
    expect(markedForbidden(s, gameDef(s.game)).size).toBe(0);
    s.forbiddenMarks = true;
    expect([...markedForbidden(s, gameDef(s.game))]).toEqual([sq('i8')]);
  });

  it('the grid names a marked one a forbidden point, in both languages; others as before', () => {
    for (const [lang, foul, legal] of [
      ['en', 'i8 empty, forbidden point', 'h9 empty, legal move'],
      ['ru', 'i8 пусто, запрещённый ход', 'h9 пусто, можно ходить'],
    ] as const) {
      const s = renjuState(lang);
      s.forbiddenMarks = true;
      const marked = markedForbidden(s, gameDef(s.game));
      const label = (name: string): string =>
        cellLabel(s, gameDef(s.game), sq(name), cellSuffixes(s).get(sq(name)), marked.has(sq(name)));
      expect(label('i8')).toBe(foul);
      expect(label('h9')).toBe(legal);
      expect(label('h8')).toBe(lang === 'en' ? 'h8 black stone' : 'h8 чёрный камень');
      // Unmarked, the foul is an empty point that is no legal move.
      s.forbiddenMarks = false;
      expect(
        cellLabel(
          s,
          gameDef(s.game),
          sq('i8'),
          cellSuffixes(s).get(sq('i8')),
          markedForbidden(s, gameDef(s.game)).has(sq('i8')),
        ),
      ).toBe(lang === 'en' ? 'i8 empty' : 'i8 пусто');
    }
  });

  it('every word of the toggle and the grid has a Russian form', () => {
    const { en, ru } = GAMES.gomoku.strings;
    expect(en.forbidden).toEqual({
      toggle: 'Forbidden points',
      title: expect.stringMatching(/renju/),
      suffix: ', forbidden point',
    });
    for (const text of Object.values(ru.forbidden ?? {})) expect(text).toMatch(/[а-яё]/i);
  });
});

/** A refusal as the Session gives it: an illegal move, its cause, its number in a game's text (0: none). */
function refused(cause: string, move = 'i8', moveNumber = 0): Refusal {
  return { reason: 'illegal', cause, moveNumber, move, text: `the engine's own words for ${cause || 'a move'}` };
}

describe('the refusal of a foul', () => {
  it('reads the foul from the refusal’s cause, the engine’s name for it', () => {
    expect(foulOf(refused('double-three'))).toBe('double-three');
    expect(foulOf(refused('double-four'))).toBe('double-four');
    expect(foulOf(refused('overline'))).toBe('overline');
    expect(foulOf(refused('taken'))).toBeNull();
    expect(foulOf(refused(''))).toBeNull();
  });

  it('says which foul, where, in the player’s language', () => {
    const three = refused('double-three');
    expect(renjuRefusal('en', 'i8', three)).toBe('Black may not play i8 under renju: it would make a double three.');
    expect(renjuRefusal('ru', 'i8', three)).toBe(
      'По правилам рэндзю чёрным нельзя ходить на i8: получится «вилка» 3×3.',
    );
    expect(renjuRefusal('en', 'k8', refused('double-four', 'k8'))).toBe(
      'Black may not play k8 under renju: it would make a double four.',
    );
    expect(renjuRefusal('ru', 'k8', refused('double-four', 'k8'))).toBe(
      'По правилам рэндзю чёрным нельзя ходить на k8: получится «вилка» 4×4.',
    );
    expect(renjuRefusal('en', 'i8', refused('overline'))).toBe(
      'Black may not play i8 under renju: it would make an overline, six or more in a row.',
    );
    expect(renjuRefusal('ru', 'i8', refused('overline'))).toMatch(/длинный ряд/);
    // A refusal that names none of them still says what renju forbids.
    expect(renjuRefusal('en', 'i8', refused(''))).toBe(
      'Black may not play i8 under renju: a double three, a double four or an overline.',
    );
    expect(renjuRefusal('ru', 'i8', refused(''))).toMatch(
      /^По правилам рэндзю чёрным нельзя ходить на i8: .*3×3.*4×4.*длинный ряд/,
    );
  });

  it('no sentence reads the engine’s English: the cause alone names the foul', () => {
    const words = { ...refused(''), text: "illegal move 'i8': double three, forbidden to Black under renju" };
    expect(foulOf(words)).toBeNull();
    expect(renjuRefusal('en', 'i8', words)).toBe(
      'Black may not play i8 under renju: a double three, a double four or an overline.',
    );
    expect(renjuRecordRefusal('en', { ...words, moveNumber: 9 })).toBeNull();
  });

  it('a foul in a game’s text is worded by the gomoku game, with its move’s number and the move', () => {
    const word = (lang: 'en' | 'ru', r: Refusal) => GAMES.gomoku.refusalText?.(lang, r);
    expect(word('en', refused('double-three', 'i8', 9))).toBe(
      'Move 9 (i8) is a foul for Black under renju: a double three.',
    );
    expect(word('ru', refused('double-three', 'i8', 9))).toBe(
      'Ход 9 (i8) запрещён чёрным по правилам рэндзю: «вилка» 3×3.',
    );
    expect(word('en', refused('double-four', 'k8', 13))).toBe(
      'Move 13 (k8) is a foul for Black under renju: a double four.',
    );
    expect(word('ru', refused('double-four', 'k8', 13))).toBe(
      'Ход 13 (k8) запрещён чёрным по правилам рэндзю: «вилка» 4×4.',
    );
    expect(word('en', refused('overline', 'i8', 11))).toBe(
      'Move 11 (i8) is a foul for Black under renju: an overline, six or more in a row.',
    );
    expect(word('ru', refused('overline', 'i8', 11))).toBe(
      'Ход 11 (i8) запрещён чёрным по правилам рэндзю: длинный ряд — шесть камней и больше.',
    );
  });

  it('any other refusal, and a foul with no move’s number or no move, are left to the shell’s sentences', () => {
    expect(renjuRecordRefusal('en', refused('taken', 'h8', 2))).toBeNull();
    expect(renjuRecordRefusal('en', refused('', 'h8', 2))).toBeNull();
    expect(renjuRecordRefusal('en', refused('double-three', 'i8', 0))).toBeNull();
    expect(renjuRecordRefusal('ru', refused('overline', '', 9))).toBeNull();
  });
});

let ply: PlyModule;

beforeAll(async () => {
  if (built) ply = await loadWasm();
});

beforeEach(() => {
  stubLocalStorage();
});

const hvh: Settings = { mode: 'hvh', human: 0, level: 1, options: {} };
/** Black's h8 g8 and i10 i9 around i8, where a black stone would make two open threes; White far away. */
const TO_DOUBLE_THREE = ['h8', 'a1', 'g8', 'a3', 'i10', 'a5', 'i9', 'o15'];

describe.skipIf(!built)('renju in the controller, real rules', () => {
  function setup(settings: Settings = hvh) {
    return setupController({ session: realSession(ply, 'gomoku'), game: 'gomoku', settings });
  }

  it('a renju game starts from the dialog’s choice, on 15x15, and is saved with its start', () => {
    const { c, state } = setup();
    c.newGame(hvh, c.variantStart({ size: '10', rule: 'renju' }));
    expect(state.start).toBe('15 renju:');
    expect(state.variant).toEqual({ size: '15', rule: 'renju' });
    expect(state.board).toEqual(B15);
    expect(loadGame('gomoku')).toMatchObject({ kind: 'ok', game: { start: '15 renju:' } });
  });

  it('a foul pressed plays nothing and says why, in the notice and the live region', () => {
    const { c, state, session, announced } = setup();
    c.newGame(hvh, '15 renju:');
    for (const m of TO_DOUBLE_THREE) c.onSquare(sq(m));
    expect(state.moves).toEqual(TO_DOUBLE_THREE);
    expect(state.legal.some((m) => m.input === 'i8')).toBe(false);
    expect(renjuFouls(state)).toEqual([sq('i8')]);
    announced.length = 0;
    c.onSquare(sq('i8'));
    expect(state.moves).toEqual(TO_DOUBLE_THREE);
    expect(session.position()).toBe(`15 renju: ${TO_DOUBLE_THREE.join(' ')}`);
    expect(state.notice).toEqual({
      key: 'forbidden',
      square: sq('i8'),
      refusal: { reason: 'illegal', cause: 'double-three', moveNumber: 0, move: 'i8', text: expect.any(String) },
    });
    expect(announced).toEqual(['Black may not play i8 under renju: it would make a double three.']);
    // A tap on a touch screen is refused at once too (no stone shown to confirm).
    c.onSquare(sq('i8'), true);
    expect(state.hover).toBeNull();
    expect(state.moves).toEqual(TO_DOUBLE_THREE);
    // A move played takes the notice away.
    c.onSquare(sq('h9'));
    expect(state.moves.at(-1)).toBe('h9');
    expect(state.notice).toBeNull();
  });

  it('in Russian the live region says it in Russian', () => {
    const { c, state, announced } = setup();
    state.lang = 'ru';
    c.newGame(hvh, '15 renju:');
    for (const m of TO_DOUBLE_THREE) c.onSquare(sq(m));
    announced.length = 0;
    c.onSquare(sq('i8'));
    expect(announced).toEqual(['По правилам рэндзю чёрным нельзя ходить на i8: получится «вилка» 3×3.']);
  });

  it('White may play there, and the same point in freestyle is an ordinary move', () => {
    const { c, state } = setup();
    c.newGame(hvh, '15 renju:');
    for (const m of [...TO_DOUBLE_THREE, 'a7']) c.onSquare(sq(m));
    expect(state.status.toMove).toBe(1);
    expect(renjuFouls(state)).toEqual([]);
    c.onSquare(sq('i8'));
    expect(state.moves.at(-1)).toBe('i8');
    const free = setup();
    free.c.newGame(hvh, '15 freestyle:');
    for (const m of TO_DOUBLE_THREE) free.c.onSquare(sq(m));
    free.c.onSquare(sq('i8'));
    expect(free.state.moves.at(-1)).toBe('i8');
  });

  it('the marks’ toggle is remembered for every game', () => {
    const { c, state } = setup();
    expect(state.forbiddenMarks).toBe(false);
    c.toggleForbiddenMarks();
    expect(state.forbiddenMarks).toBe(true);
    expect(readRaw(FORBIDDEN_MARKS_KEY)).toBe('1');
    expect(loadForbiddenMarksShown()).toBe(true);
    c.toggleForbiddenMarks();
    expect(loadForbiddenMarksShown()).toBe(false);
  });

  it('a reload brings the renju game back, its fouls still refused', () => {
    const first = setup();
    first.c.newGame(hvh, '15 renju:');
    for (const m of TO_DOUBLE_THREE) first.c.onSquare(sq(m));
    expect(JSON.parse(readRaw(gameKey('gomoku')) ?? '{}')).toMatchObject({
      start: '15 renju:',
      moves: TO_DOUBLE_THREE,
    });
    const again = setup();
    expect(again.state.start).toBe('15 renju:');
    expect(again.state.moves).toEqual(TO_DOUBLE_THREE);
    expect(renjuFouls(again.state)).toEqual([sq('i8')]);
    again.c.onSquare(sq('i8'));
    expect(again.state.moves).toEqual(TO_DOUBLE_THREE);
  });

  it('the export and a shared link keep the rule', () => {
    const { c } = setup();
    c.newGame(hvh, '15 renju:');
    for (const m of TO_DOUBLE_THREE) c.onSquare(sq(m));
    const text = c.exportText();
    expect(text).toMatch(/^15 renju: h8 a1 g8/);
    const link = shareLink('https://example.org/ply/#/gomoku', 'gomoku', text);
    const route = parseRoute(link.slice(link.indexOf('#')));
    expect(route).toMatchObject({ kind: 'game', game: 'gomoku', shared: text });

    const other = setup();
    other.c.newGame(hvh, '10 freestyle:');
    other.c.openShared(route.kind === 'game' ? (route.shared ?? '') : '');
    expect(other.state.viewing).toBe(true);
    expect(other.state.start).toBe('15 renju:');
    expect(other.state.moves).toEqual(TO_DOUBLE_THREE);
    expect(renjuFouls(other.state)).toEqual([sq('i8')]);
    other.c.playOn(null);
    expect(other.state.start).toBe('15 renju:');
    expect(loadGame('gomoku')).toMatchObject({ kind: 'ok', game: { start: '15 renju:', moves: TO_DOUBLE_THREE } });

    const imported = setup();
    expect(imported.c.importText(text)).toBeNull();
    expect(imported.state.start).toBe('15 renju:');
  });

  it('the other fouls are named too: a double four and an overline', () => {
    const { c, state, announced } = setup();
    c.newGame(hvh, '15 renju:');
    for (const m of ['h8', 'a1', 'i8', 'a3', 'j8', 'a5', 'k10', 'a7', 'k11', 'a9', 'k9', 'a11']) c.onSquare(sq(m));
    announced.length = 0;
    c.onSquare(sq('k8'));
    expect(state.moves).toHaveLength(12);
    expect(announced).toEqual(['Black may not play k8 under renju: it would make a double four.']);
    const six = setup();
    six.c.newGame(hvh, '15 renju:');
    for (const m of ['f8', 'a1', 'g8', 'a3', 'h8', 'a5', 'j8', 'a7', 'k8', 'a9']) six.c.onSquare(sq(m));
    six.announced.length = 0;
    six.c.onSquare(sq('i8'));
    expect(six.announced).toEqual([
      'Black may not play i8 under renju: it would make an overline, six or more in a row.',
    ]);
  });
});
