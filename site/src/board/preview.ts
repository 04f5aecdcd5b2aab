// What a move would do before it is played (Reversi's hover: the discs it would turn over), asked of the
// Session itself: the move is played and taken back at once, so the page still knows no rule.
import type { Move, Session } from 'ply-engine';
import { diffSquares } from '../state/moves';
import type { MovePreview } from '../state/state';

/**
 * The squares whose piece the one-press move on `square` would change (Reversi: the flipped discs), or
 * null when no such move is legal or the session refuses it. The session is left as it was.
 */
export function previewDrop(
  session: Pick<Session, 'play' | 'undo' | 'squares'>,
  legal: readonly Move[],
  square: number,
): MovePreview | null {
  const move = legal.find((m) => m.path.length === 1 && m.path[0] === square)?.input;
  if (move === undefined) return null;
  const before = session.squares();
  if (session.play(move) !== '') return null;
  const after = session.squares();
  session.undo();
  return { square, changes: diffSquares(before, after).changed };
}
