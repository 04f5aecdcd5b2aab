// Where the squares are on the board, shared by the renderer, pointer input and the accessible grid,
// so a click, a drawn square and a grid cell always agree. Display rows and columns count from the
// top-left corner as seen; which square sits there depends on the game and on the board being flipped.
import { fileOf, rankOf, FILES, type BoardShape } from './squares';

/** Width of the frame around the field (where the coordinates are), as a fraction of the board side. */
export const FRAME = 0.055;

export interface Orientation {
  /** The board's files and ranks, e.g. {files: 8, ranks: 8}. */
  board: BoardShape;
  /** Row 1 drawn at the top when not flipped (Reversi: a1 top-left); else at the bottom (draughts: White's side). */
  rank1AtTop: boolean;
  /** Turned 180°. */
  flipped: boolean;
}

export interface Geometry extends Orientation {
  /** Board side in CSS pixels (the canvas is square). */
  size: number;
  /** Left and top of the field in CSS pixels: the field is centred when files and ranks differ. */
  left: number;
  top: number;
  /** Side of one square in CSS pixels. */
  cell: number;
}

export function geometry(size: number, o: Orientation): Geometry {
  const frame = size * FRAME;
  const cell = (size - 2 * frame) / Math.max(o.board.files, o.board.ranks, 1);
  return {
    size,
    left: (size - cell * o.board.files) / 2,
    top: (size - cell * o.board.ranks) / 2,
    cell,
    board: o.board,
    rank1AtTop: o.rank1AtTop,
    flipped: o.flipped,
  };
}

/** The field's inset inside the board, in percent of the board's side: where the accessible grid lies. */
export function fieldInset(o: Orientation): { x: number; y: number } {
  const g = geometry(100, o);
  return { x: g.left, y: g.top };
}

/** The square shown at display column `col`, row `row` (0-based from the top-left). */
export function squareAtCell(o: Orientation, col: number, row: number): number {
  const { files, ranks } = o.board;
  const file = o.flipped ? files - 1 - col : col;
  const rank = o.rank1AtTop !== o.flipped ? row : ranks - 1 - row;
  return rank * files + file;
}

/** Display column and row of a square: the inverse of squareAtCell. */
export function cellOf(o: Orientation, index: number): { col: number; row: number } {
  const { files, ranks } = o.board;
  const file = fileOf(o.board, index);
  const rank = rankOf(o.board, index);
  return { col: o.flipped ? files - 1 - file : file, row: o.rank1AtTop !== o.flipped ? rank : ranks - 1 - rank };
}

/** Square index under a point given in CSS pixels from the board's top-left, or null off the field. */
export function squareAt(g: Geometry, x: number, y: number): number | null {
  const col = Math.floor((x - g.left) / g.cell);
  const row = Math.floor((y - g.top) / g.cell);
  if (col < 0 || col >= g.board.files || row < 0 || row >= g.board.ranks) return null;
  return squareAtCell(g, col, row);
}

export function squareCenter(g: Geometry, index: number): { x: number; y: number } {
  const { col, row } = cellOf(g, index);
  return { x: g.left + (col + 0.5) * g.cell, y: g.top + (row + 0.5) * g.cell };
}

/** The file letters along the top edge and the rank numbers down the left edge, as seen: ['a'…'h'], ['8'…'1']. */
export function edgeLabels(o: Orientation): { files: string[]; ranks: string[] } {
  const files: string[] = [];
  const ranks: string[] = [];
  for (let col = 0; col < o.board.files; col++) files.push(FILES[fileOf(o.board, squareAtCell(o, col, 0))] ?? '');
  for (let row = 0; row < o.board.ranks; row++) ranks.push(String(rankOf(o.board, squareAtCell(o, 0, row)) + 1));
  return { files, ranks };
}
