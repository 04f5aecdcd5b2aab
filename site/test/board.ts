// The 8x8 board of the two games the tests play, and its square names.
import { squareIndex, squareName, type BoardShape } from '../src/squares';

export const B8: BoardShape = { files: 8, ranks: 8 };

/** 'd3' → 19 on 8x8. */
export function sq(name: string): number {
  return squareIndex(B8, name);
}

/** 19 → 'd3' on 8x8. */
export function nameOf(index: number): string {
  return squareName(B8, index);
}
