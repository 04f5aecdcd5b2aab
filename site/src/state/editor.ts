// The position editor: the player puts and removes pieces, chooses the side to move (in chess the castling
// rights and the en passant square too), and the engine says whether the rules can play the position and, if
// not, why (Session.setup). Plain functions over state; the controller (play/game-editor.ts) asks the engine.
import type { Refusal } from 'ply-engine';
import type { BoardShape } from '../squares/squares';
import type { Side } from '../vocabulary';

export interface Editor {
  board: BoardShape;
  /** One letter a square, as Session.squares() writes them ('#': Reversi's black hole, which stays). */
  squares: string;
  toMove: Side;
  /** Chess: the castling rights left, some of 'KQkq' in that order. */
  castling: string;
  /** Chess: the en passant square, e.g. 'e3'; '' for none. */
  enPassant: string;
  /** The letter a press puts down; '-' empties a square. */
  piece: string;
  /** Why the engine refuses the position; null when it can be played. */
  problem: Refusal | null;
  /** The position in the game's notation, as the engine wrote it, when it can be played; '' otherwise. */
  text: string;
}

/** The castling rights in FEN's order. */
export const CASTLING_RIGHTS = ['K', 'Q', 'k', 'q'] as const;

/** The squares after a press on `index`: the piece chosen put there, or the square emptied if it held that piece. */
export function pressed(editor: Pick<Editor, 'squares' | 'piece'>, index: number): string {
  const here = editor.squares[index];
  if (here === undefined || here === '#') return editor.squares;
  const next = here === editor.piece ? '-' : editor.piece;
  return editor.squares.slice(0, index) + next + editor.squares.slice(index + 1);
}

/** Every square emptied but Reversi's black hole. */
export function cleared(squares: string): string {
  return squares.replace(/[^#]/g, '-');
}

/** The rights with `right` given or taken, in FEN's order. */
export function withCastling(castling: string, right: string, on: boolean): string {
  return CASTLING_RIGHTS.filter((r) => (r === right ? on : castling.includes(r))).join('');
}

/** What Session.setup takes besides the squares: chess's castling and en passant fields ('KQkq -'); '' elsewhere. */
export function setupExtra(editor: Pick<Editor, 'castling' | 'enPassant'>, chess: boolean): string {
  return chess ? `${editor.castling || '-'} ${editor.enPassant || '-'}` : '';
}
