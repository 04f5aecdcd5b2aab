// Where the squares are on the board, shared by the renderer, pointer input and the accessible grid,
// so a click, a drawn square and a grid cell always agree. Display rows and columns count from the
// top-left corner as seen; which square sits there depends on the game and on the board being flipped.

/** Width of the frame around the 8x8 field (where the coordinates are), as a fraction of the board side. */
export const FRAME = 0.055;

export interface Orientation {
  /** Row 1 drawn at the top when not flipped (Reversi: a1 top-left); else at the bottom (draughts: White's side). */
  rank1AtTop: boolean;
  /** Turned 180°. */
  flipped: boolean;
}

export interface Geometry extends Orientation {
  /** Board side in CSS pixels. */
  size: number;
  /** Left/top of the field in CSS pixels. */
  origin: number;
  /** Side of one square in CSS pixels. */
  cell: number;
}

export const REVERSI_UP: Orientation = { rank1AtTop: true, flipped: false };

export function geometry(size: number, o: Orientation = REVERSI_UP): Geometry {
  const origin = size * FRAME;
  return { size, origin, cell: (size - 2 * origin) / 8, rank1AtTop: o.rank1AtTop, flipped: o.flipped };
}

/** The square shown at display column `col`, row `row` (0..7 from the top-left). */
export function squareAtCell(o: Orientation, col: number, row: number): number {
  const file = o.flipped ? 7 - col : col;
  const rank = o.rank1AtTop !== o.flipped ? row : 7 - row;
  return rank * 8 + file;
}

/** Display column and row of a square: the inverse of squareAtCell (the mapping is its own inverse). */
export function cellOf(o: Orientation, index: number): { col: number; row: number } {
  const sq = squareAtCell(o, index % 8, Math.floor(index / 8));
  return { col: sq % 8, row: Math.floor(sq / 8) };
}

/** Square index under a point given in CSS pixels from the board's top-left, or null off the field. */
export function squareAt(g: Geometry, x: number, y: number): number | null {
  const col = Math.floor((x - g.origin) / g.cell);
  const row = Math.floor((y - g.origin) / g.cell);
  if (col < 0 || col > 7 || row < 0 || row > 7) return null;
  return squareAtCell(g, col, row);
}

export function squareCenter(g: Geometry, index: number): { x: number; y: number } {
  const { col, row } = cellOf(g, index);
  return { x: g.origin + (col + 0.5) * g.cell, y: g.origin + (row + 0.5) * g.cell };
}

/** The file letters and rank numbers as shown along the top edge and the left edge, e.g. 'abcdefgh', '87654321'. */
export function edgeLabels(o: Orientation): { files: string; ranks: string } {
  let files = '';
  let ranks = '';
  for (let i = 0; i < 8; i++) {
    const sq = squareAtCell(o, i, i);
    files += 'abcdefgh'[sq % 8];
    ranks += String(Math.floor(sq / 8) + 1);
  }
  return { files, ranks };
}
