// The 8x8 board of the two games the tests play, its square names, and moves as the Session describes them.
import type { Move } from 'ply-engine';
import { squareIndex, squareName, type BoardShape } from '../src/squares/squares';

export const B8: BoardShape = { files: 8, ranks: 8 };

/** 'd3' → 19 on 8x8. */
export function sq(name: string): number {
  return squareIndex(B8, name);
}

/** 19 → 'd3' on 8x8. */
export function nameOf(index: number): string {
  return squareName(B8, index);
}

/**
 * A move as the Session would list it, read from its input (for lists the tests write and for the Session
 * doubles; the page itself reads the Session's): 'c3:e5:c7' → path [18, 36, 50], a capture; 'e7e8q' → its
 * squares and the choice 'q'; 'd3' → [19]; 'pass' → a pass. `written` defaults to the input.
 */
export function move(input: string, board: BoardShape = B8, written = input): Move {
  const path: number[] = [];
  const token = /([a-s])(1[0-9]|[1-9])[-:x]?/y;
  let at = 0;
  for (let m = token.exec(input); m; m = token.exec(input)) {
    path.push(squareIndex(board, `${m[1] ?? ''}${m[2] ?? ''}`));
    at = token.lastIndex;
  }
  const rest = path.length > 0 ? input.slice(at) : '';
  return { input, written, path, capture: /[:x]/.test(input), pass: path.length === 0, choice: rest };
}

/** Each input as a listed move: listed(['c3-d4', 'e3-f4']). */
export function listed(inputs: readonly string[], board: BoardShape = B8): Move[] {
  return inputs.map((m) => move(m, board));
}
