// The hints on the canvas, from state only (hint-squares.ts says which square shows what): in a game that
// values every move each value in its pill, exact values and the opening book's each in their own colour,
// the best ones ringed; a piece's best move also as an arrow until a piece is picked; in the other games the
// best move alone, as an arrow (a piece that moves) or a ring (a stone placed), and with the analysis on each of
// its lines so (chess's arrows with their values, gomoku's rings with their ranks); the line pointed at in the
// analysis's list in a colour of its own.
import { squareCenter, type Geometry } from '../squares/geometry';
import { roundRect, paintPath } from '../games/paint';
import type { GameDef } from '../games/types';
import { hintSquares, squareLabel } from './hint-squares';
import { pathOf } from '../squares/selection';
import { analysisLines } from '../state/analysis';
import type { HintMove, State } from '../state/state';
import { shownLegal } from '../state/walk';

const COLORS = {
  estimate: { fill: 'rgba(12, 22, 16, 0.62)', text: '#f4f7f5' },
  exact: { fill: 'rgba(255, 214, 92, 0.95)', text: '#1f1a05' },
  book: { fill: 'rgba(120, 182, 255, 0.95)', text: '#06182b' },
  best: '#ffe27a',
  arrow: 'rgba(255, 196, 40, 0.82)',
  /** The analysis's other lines. */
  line: 'rgba(255, 214, 92, 0.7)',
  /** The move the review found better than the one it marked. */
  better: 'rgba(86, 200, 120, 0.9)',
  /** The line the player points at in the analysis's list. */
  pointed: 'rgba(88, 196, 255, 0.95)',
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
  paintBetter(ctx, g, state.past?.better ?? []);
  const best = state.hint?.moves[0];
  if (!best) return;
  const legal = shownLegal(state);
  const pointed = analysisLines(state)[state.analysis.pointed ?? -1];
  if (!game.hintValues) {
    // The analysis's lines, the weakest under, the pointed one on top; a plain hint's best move alone.
    const lines = state.analysis.on ? analysisLines(state) : [best];
    const order = lines.map((_, i) => i).reverse();
    if (pointed) order.push(lines.indexOf(pointed));
    for (const i of order) {
      const m = lines[i];
      if (m) paintLine(ctx, g, state, game, pathOf(legal, m.move), m, i, m === pointed);
    }
    return;
  }
  const path = pathOf(legal, best.move);
  // A piece that moves: its best move's arrow, under the values (draughts shows both, until a piece is picked
  // and its destinations show theirs).
  if (path.length >= 2 && !state.selection) paintPath(ctx, g, path, COLORS.arrow, g.cell * 0.16);
  const pointedPath = pointed ? pathOf(legal, pointed.move) : [];
  if (pointedPath.length >= 2) paintPath(ctx, g, pointedPath, COLORS.pointed, g.cell * 0.16);
  for (const [square, h] of hintSquares(state, game)) {
    if (h.best) ring(ctx, g, square, COLORS.best);
    const palette = h.exact ? COLORS.exact : h.book ? COLORS.book : COLORS.estimate;
    valueLabel(ctx, g, square, h.value, palette, state.squares[square] !== '-');
  }
  if (pointedPath[0] !== undefined) ring(ctx, g, pointedPath[0], COLORS.pointed);
}

/** The review's better move, after a move it marked: a green arrow (a piece's move) or ring (a stone, a disc). */
function paintBetter(ctx: CanvasRenderingContext2D, g: Geometry, path: readonly number[]): void {
  if (path.length >= 2) paintPath(ctx, g, path, COLORS.better, g.cell * 0.16);
  else if (path[0] !== undefined) ring(ctx, g, path[0], COLORS.better);
}

/**
 * One line's move where the game gives its best moves only (chess, gomoku): a piece's move as an arrow with
 * the line's value at its head, a stone as a ring numbered by its rank; the best line in full colour, the
 * others fainter by rank, the pointed one in its own colour.
 */
function paintLine(
  ctx: CanvasRenderingContext2D,
  g: Geometry,
  state: State,
  game: GameDef,
  path: readonly number[],
  m: HintMove,
  rank: number,
  pointed: boolean,
): void {
  const fade = pointed ? 1 : Math.max(0.35, 1 - rank * 0.2);
  const to = path[path.length - 1];
  if (to === undefined) return;
  ctx.save();
  ctx.globalAlpha = fade;
  const color = pointed ? COLORS.pointed : rank === 0 ? COLORS.arrow : COLORS.line;
  if (path.length >= 2) {
    paintPath(ctx, g, path, color, g.cell * (rank === 0 || pointed ? 0.16 : 0.12));
    // A plain hint's arrow says enough; the analysis's arrows carry their values to tell them apart.
    if (state.analysis.on) {
      const label = squareLabel(state.lang, game, m.value, m.exact);
      valueLabel(ctx, g, to, label, m.exact ? COLORS.exact : COLORS.estimate, state.squares[to] !== '-');
    }
  } else {
    ring(ctx, g, to, pointed ? COLORS.pointed : rank === 0 ? COLORS.best : COLORS.line);
    if (state.analysis.on) valueLabel(ctx, g, to, String(rank + 1), COLORS.estimate, false);
  }
  ctx.restore();
}
