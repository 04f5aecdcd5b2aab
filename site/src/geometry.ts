// Where the squares are on the board, shared by the renderer, pointer input and the accessible grid,
// so a click, a drawn square and a grid cell always agree.

/** Width of the frame around the 8x8 field (where the coordinates are), as a fraction of the board side. */
export const FRAME = 0.055;

export interface Geometry {
  /** Board side in CSS pixels. */
  size: number;
  /** Left/top of square a1 in CSS pixels. */
  origin: number;
  /** Side of one square in CSS pixels. */
  cell: number;
}

export function geometry(size: number): Geometry {
  const origin = size * FRAME;
  return { size, origin, cell: (size - 2 * origin) / 8 };
}

/** Square index under a point given in CSS pixels from the board's top-left, or null off the field. */
export function squareAt(g: Geometry, x: number, y: number): number | null {
  const col = Math.floor((x - g.origin) / g.cell);
  const row = Math.floor((y - g.origin) / g.cell);
  if (col < 0 || col > 7 || row < 0 || row > 7) return null;
  return row * 8 + col;
}

export function squareCenter(g: Geometry, index: number): { x: number; y: number } {
  return {
    x: g.origin + ((index % 8) + 0.5) * g.cell,
    y: g.origin + (Math.floor(index / 8) + 0.5) * g.cell,
  };
}
