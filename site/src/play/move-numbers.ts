// The numbers of the move list: one a pair of moves ('1.' before the first side's move, '1…' before a first
// move by the second side), or one a move ('1.' to '60.' in Othello, passes counted).
import type { Side } from '../vocabulary';

/** The number shown before move `i` (0-based) of a game whose first move was `startSide`'s; '' for none. */
export function moveNumber(i: number, startSide: Side, each: boolean): string {
  if (each) return `${i + 1}.`;
  const k = i + startSide;
  if (k % 2 === 0) return `${k / 2 + 1}.`;
  return i === 0 ? '1…' : '';
}
