// Where the hints go on the board, from state only, for the canvas and the grid alike. In a game that values
// every move (GameDef.hintValues) a move's value stands on the square it starts from: Reversi's disc, and in
// draughts the piece, which shows the best of its moves; once a piece is picked, its moves' values stand on
// the squares they end on instead. Where several moves share a square the best one's value is shown. In the
// other games the hint is the best move alone, on its squares.
import type { GameDef } from '../games/types';
import type { HintMove, State } from '../state/state';
import type { Lang } from '../vocabulary';
import { candidates, pathOf } from '../squares/selection';
import { shownLegal } from '../state/walk';

export interface SquareHint {
  /** What the square shows: the value in the game's words ('+4', '−0.5', 'win'), or 'best' without values. */
  value: string;
  exact: boolean;
  book: boolean;
  /** The value is the best one (the move, or one as good as it as shown). */
  best: boolean;
}

/** A move's value as its square shows it: whole units, signed, e.g. '+4', '−2', '0'. */
export function hintLabel(value: number): string {
  const n = Math.round(value);
  if (n === 0) return '0';
  return n > 0 ? `+${n}` : `−${-n}`;
}

/** A move's value as a square shows it: the game's words for a score where it has them, else whole units. */
export function squareLabel(lang: Lang, game: GameDef, value: number, exact: boolean): string {
  return game.scoreText ? game.scoreText(lang, value, exact) : hintLabel(value);
}

/** The hints by square in `game`, the state's; empty with no hint or none yet. */
export function hintSquares(state: State, game: GameDef): Map<number, SquareHint> {
  const out = new Map<number, SquareHint>();
  const hint = state.hint;
  const best = hint?.moves[0];
  if (!hint || !best) return out;
  if (!game.hintValues) {
    for (const sq of pathOf(shownLegal(state), best.move))
      out.set(sq, { value: 'best', exact: best.exact, book: best.book, best: true });
    return out;
  }
  const label = (m: HintMove): string => squareLabel(state.lang, game, m.value, m.exact);
  const top = label(best);
  const picked = state.selection ? new Set(candidates(shownLegal(state), state.selection).map((m) => m.input)) : null;
  // The moves come best first: the first to reach a square is the best of that square's.
  for (const m of hint.moves) {
    if (picked && !picked.has(m.move)) continue;
    const path = pathOf(shownLegal(state), m.move);
    const sq = picked ? path[path.length - 1] : path[0];
    if (sq === undefined || out.has(sq)) continue;
    const value = label(m);
    out.set(sq, { value, exact: m.exact, book: m.book, best: value === top });
  }
  return out;
}
