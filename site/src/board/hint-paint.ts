// The hints on the canvas, from state only: in a game that values every move (Reversi) each legal
// square gets its value, exact values and the opening book's each in their own colour, and the best moves a ring; in the others the
// best move is drawn as an arrow (a piece that moves) or a ring (a stone placed).
import { squareCenter, type Geometry } from './geometry';
import { roundRect, paintPath } from '../games/paint';
import type { GameDef } from '../games/types';
import { hintLabel } from '../panels/indicator';
import { pathOf } from './selection';
import type { State } from '../play/state';

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

function valueLabel(ctx: CanvasRenderingContext2D, g: Geometry, square: number, text: string, palette: Palette): void {
  const { x, y } = squareCenter(g, square);
  const font = Math.max(10, g.cell * 0.34);
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
  const hint = state.hint;
  const best = hint?.moves[0];
  if (!hint || !best) return;
  if (game.hintValues) {
    const top = Math.round(best.value);
    for (const m of hint.moves) {
      const square = pathOf(state.legal, m.move)[0];
      if (square === undefined) continue;
      if (Math.round(m.value) === top) ring(ctx, g, square, COLORS.best);
      valueLabel(ctx, g, square, hintLabel(m.value), m.exact ? COLORS.exact : m.book ? COLORS.book : COLORS.estimate);
    }
    return;
  }
  const path = pathOf(state.legal, best.move);
  if (path.length >= 2) paintPath(ctx, g, path, COLORS.arrow, g.cell * 0.16);
  else if (path[0] !== undefined) ring(ctx, g, path[0], COLORS.best);
}
