// Chess's page module: moves in words and in Russian letters, results,
// scores, the material line and an agreed draw's PGN; the view's check mark, from state alone.
import { describe, expect, it } from 'vitest';
import { gameDef } from '../src/games';
import { cellLabel } from '../src/board/a11y';
import {
  agreedDrawPgn,
  chessMoveText,
  chessMoveWords,
  chessResult,
  chessScore,
  materialLead,
  promotionName,
} from '../src/games/chess/game';
import { checkedKing } from '../src/games/chess/view';
import { initialState } from '../src/state/state';
import { squareIndex, type BoardShape } from '../src/squares/squares';
import { move } from './board';
import { tagHeader } from '../src/games/tag-header';

const B8: BoardShape = { files: 8, ranks: 8 };
const START = 'RNBQKBNRPPPPPPPP' + '-'.repeat(32) + 'pppppppprnbqkbnr';
const sq = (name: string) => squareIndex(B8, name);

/** A board from pieces by square, e.g. {e1: 'K', e8: 'k'}. */
function board(pieces: Record<string, string>): string {
  const s = Array<string>(64).fill('-');
  for (const [name, p] of Object.entries(pieces)) s[sq(name)] = p;
  return s.join('');
}

describe('chess moves in words', () => {
  it('a capture with check, a quiet move, castling, a promotion', () => {
    const b = board({ f3: 'N', e5: 'p', e1: 'K', e8: 'k', e7: 'P' });
    expect(chessMoveWords('en', { ...move('f3e5', B8, 'Nxe5+'), capture: true }, b)).toBe('Knight f3 takes e5, check');
    expect(chessMoveWords('en', move('f3d4', B8, 'Nd4'), b)).toBe('Knight f3 d4');
    expect(chessMoveWords('en', move('e1g1', B8, 'O-O#'), b)).toBe('Castles kingside, checkmate');
    expect(chessMoveWords('en', move('e7e8n', B8, 'e8=N'), b)).toBe('Pawn e7 e8, promotes to knight');
  });
  it('in Russian', () => {
    const b = board({ f3: 'N', e5: 'p', e1: 'K', e8: 'k', e7: 'P' });
    expect(chessMoveWords('ru', { ...move('f3e5', B8, 'Nxe5+'), capture: true }, b)).toBe('Конь f3 берёт e5, шах');
    expect(chessMoveWords('ru', move('e1c1', B8, 'O-O-O'), b)).toBe('Длинная рокировка');
    expect(chessMoveWords('ru', move('e7e8q', B8, 'e8=Q#'), b)).toBe('Пешка e7 e8, превращается в ферзя, мат');
  });
  it('the Russian move list uses Кр Ф Л С К on the same squares; English keeps SAN', () => {
    expect(chessMoveText('ru', 'Nf3')).toBe('Кf3');
    expect(chessMoveText('ru', 'Kxe2')).toBe('Крxe2');
    expect(chessMoveText('ru', 'Qh4e1')).toBe('Фh4e1');
    expect(chessMoveText('ru', 'Rae1')).toBe('Лae1');
    expect(chessMoveText('ru', 'Bb5+')).toBe('Сb5+');
    expect(chessMoveText('ru', 'exd8=Q+')).toBe('exd8=Ф+');
    expect(chessMoveText('ru', 'O-O')).toBe('O-O');
    expect(chessMoveText('en', 'Nf3')).toBe('Nf3');
  });
  it('the promotion chooser names the pieces', () => {
    expect(['q', 'r', 'b', 'n'].map((p) => promotionName('en', p))).toEqual(['Queen', 'Rook', 'Bishop', 'Knight']);
    expect(['q', 'r', 'b', 'n'].map((p) => promotionName('ru', p))).toEqual(['Ферзь', 'Ладья', 'Слон', 'Конь']);
  });
  it('cells are named by square and piece', () => {
    const state = initialState('chess', undefined, 'en', B8);
    state.squares = START;
    expect(cellLabel(state, gameDef(state.game), sq('g1'), undefined)).toBe('g1 white knight');
    expect(cellLabel(state, gameDef(state.game), sq('e4'), 'destinationSuffix')).toBe('e4 empty, legal move');
    state.lang = 'ru';
    expect(cellLabel(state, gameDef(state.game), sq('a8'), undefined)).toBe('a8 чёрная ладья');
    expect(cellLabel(state, gameDef(state.game), sq('e1'), undefined)).toBe('e1 белый король');
  });
});

describe('chess results, scores and material', () => {
  it('each reason in words, both languages', () => {
    expect(chessResult('en', { winner: 0, reason: 'checkmate' })).toBe('White wins · checkmate');
    expect(chessResult('en', { winner: -1, reason: 'stalemate' })).toBe('Draw · stalemate');
    expect(chessResult('en', { winner: -1, reason: 'fifty-moves' })).toBe('Draw · fifty-move rule');
    expect(chessResult('en', { winner: -1, reason: 'insufficient-material' })).toBe('Draw · insufficient material');
    expect(chessResult('en', { winner: -1, reason: 'agreement' })).toBe('Draw · agreement');
    expect(chessResult('ru', { winner: 1, reason: 'checkmate' })).toBe('Чёрные победили · мат');
    expect(chessResult('ru', { winner: -1, reason: 'repetition' })).toBe('Ничья · троекратное повторение');
  });
  it('a mate ±(100 − plies) is mate in N moves; anything else is pawns', () => {
    expect(chessScore('en', 99, true)).toBe('mate in 1');
    expect(chessScore('en', 97, true)).toBe('mate in 2');
    expect(chessScore('en', -96, true)).toBe('mated in 2');
    expect(chessScore('ru', 95, true)).toBe('мат в 3 хода');
    expect(chessScore('en', 0.4, false)).toBe('+0.4');
  });
  it('the material difference shows on the leading side only', () => {
    expect(materialLead({ summary: [39, 36] })).toEqual(['+3', '']);
    expect(materialLead({ summary: [30, 39] })).toEqual(['', '+9']);
    expect(materialLead({ summary: [39, 39] })).toEqual(['', '']);
  });
  it('an agreed draw’s PGN says 1/2-1/2 in its tag and at its end', () => {
    const pgn = '[Event "?"]\n[Result "*"]\n\n1. e4 e5 *\n';
    expect(agreedDrawPgn(pgn)).toBe('[Event "?"]\n[Result "1/2-1/2"]\n\n1. e4 e5 1/2-1/2\n');
  });
  it('the king in check is marked after a move that gives check', () => {
    const state = initialState('chess', undefined, 'en', B8);
    state.squares = board({ e1: 'K', e8: 'k', e2: 'Q' });
    state.moves = ['Qe2+'];
    state.status = { ...state.status, toMove: 1 };
    expect(checkedKing(state)).toBe(sq('e8'));
    state.moves = ['Qe2'];
    expect(checkedKing(state)).toBeNull();
  });
});

describe('PGN export header', () => {
  const engine =
    '[Event "Casual game"]\n[Site "Ply"]\n[Date "????.??.??"]\n[Round "-"]\n[White "?"]\n[Black "?"]\n[Result "*"]\n\n1. e4 *\n';
  it("the game's date and its players replace the engine's question marks, nothing else changes", () => {
    const out = tagHeader(engine, { started: '2026-11-26', players: ['Player', 'Ply level 3'] });
    expect(out).toBe(
      '[Event "Casual game"]\n[Site "Ply"]\n[Date "2026.11.26"]\n[Round "-"]\n[White "Player"]\n[Black "Ply level 3"]\n[Result "*"]\n\n1. e4 *\n',
    );
  });
  it('the computer’s side gets its level’s Elo (WhiteElo, BlackElo) after the players', () => {
    const out = tagHeader(engine, { started: '2026-11-26', players: ['Player', 'Ply level 9'], elos: [null, 1650] });
    expect(out).toContain('[White "Player"]\n[Black "Ply level 9"]\n[BlackElo "1650"]\n[Result "*"]');
    expect(out).not.toContain('WhiteElo');
  });
  it('a reviewed game carries each side’s accuracy (WhiteAccuracy, BlackAccuracy)', () => {
    const out = tagHeader(engine, { started: '2026-11-26', players: ['A', 'B'], accuracy: [87, 64] });
    expect(out).toContain('[Black "B"]\n[WhiteAccuracy "87"]\n[BlackAccuracy "64"]\n[Result "*"]');
    expect(tagHeader(engine, { started: '2026-11-26', players: ['A', 'B'] })).not.toContain('Accuracy');
  });
  it('missing tags go before Result; quotes in a name are escaped', () => {
    const out = tagHeader('[Event "x"]\n[Result "1-0"]\n\n1. e4 1-0\n', {
      started: '2025-01-02',
      players: ['A "B"', 'C\\D'],
    });
    expect(out).toBe(
      '[Event "x"]\n[Date "2025.01.02"]\n[White "A \\"B\\""]\n[Black "C\\\\D"]\n[Result "1-0"]\n\n1. e4 1-0\n',
    );
  });
});
