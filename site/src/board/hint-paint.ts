// The hints on the canvas, from state only (hint-squares.ts says which square shows what): in a game that
// values every move each value in its pill, exact values and the opening book's each in their own colour,
// the best ones ringed; a piece's best move also as an arrow until a piece is picked; in the other games the
// best move alone, as an arrow (a piece that moves) or a ring (a stone placed).
import { squareCenter, type Geometry } from '../squares/geometry';
import { roundRect, paintPath } from '../games/paint';
import type { GameDef } from '../games/types';
import { hintSquares } from './hint-squares';
import { pathOf } from '../squares/selection';
import type { State } from '../state/state';
import { shownLegal } from '../state/walk';

const COLORS = {
  estimate: { fill: 'rgba(12, 22, 16, 0.62)', text: '#f4f7f5' },
  exact: { fill: 'rgba(255, 214, 92, 0.95)', text: '#1f1a05' },
  book: { fill: 'rgba(120, 182, 255, 0.95)', text: '#06182b' },
  best: '#ffe27a',
  arrow: 'rgba(255, 196, 40, 0.82)',
};

type Palette = (typeof COLORS)['estimate'];

function ring(ctx: CanvasRenderingContext2D, g: Geometry, square: number, color: string): void {
  const { x, y } = squareCenter(g, square);
  const inset = g.cell * 0.06;
  ctx.save();
  ctx.strokeStyle = color;
  ctx.lineWidth = Math.max(2, g.cell * 0.07);
  roundRect(ctx, x - g.cell / 2 + inset, y - g.cell / 2 + inset, g.cell - 2 * inset, g.cell - 2 * inset, g.cell * 0.14);
  ctx.stroke();
  ctx.restore();
}

/** A value in its pill: centred on an empty square, low on a piece's square so the piece (a king's crown) shows. */
function valueLabel(
  ctx: CanvasRenderingContext2D,
  g: Geometry,
  square: number,
  text: string,
  palette: Palette,
  onPiece: boolean,
): void {
  const center = squareCenter(g, square);
  const x = center.x;
  const y = onPiece ? center.y + g.cell * 0.29 : center.y;
  const font = Math.max(10, g.cell * (onPiece ? 0.28 : 0.34));
  ctx.save();
  ctx.font = `700 ${font}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const w = Math.max(ctx.measureText(text).width + font * 0.6, font * 1.5);
  const h = font * 1.3;
  ctx.fillStyle = palette.fill;
  roundRect(ctx, x - w / 2, y - h / 2, w, h, h / 2);
  ctx.fill();
  ctx.fillStyle = palette.text;
  ctx.fillText(text, x, y + font * 0.04);
  ctx.restore();
}

export function paintHints(ctx: CanvasRenderingContext2D, g: Geometry, state: State, game: GameDef): void {
  const best = state.hint?.moves[0];
  if (!best) return;
  const path = pathOf(shownLegal(state), best.move);
  // A piece that moves: its best move's arrow, under the values (draughts shows both, until a piece is picked
  // and its destinations show theirs).
  if (path.length >= 2 && !(game.hintValues && state.selection)) paintPath(ctx, g, path, COLORS.arrow, g.cell * 0.16);
  for (const [square, h] of hintSquares(state, game)) {
    if (!game.hintValues) {
      if (path.length < 2) ring(ctx, g, square, COLORS.best);
      continue;
    }
    if (h.best) ring(ctx, g, square, COLORS.best);
    const palette = h.exact ? COLORS.exact : h.book ? COLORS.book : COLORS.estimate;
    valueLabel(ctx, g, square, h.value, palette, state.squares[square] !== '-');
  }
}
