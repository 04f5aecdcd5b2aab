// The chess pieces, drawn as vector paths in a 40-unit square (base at y 36, centre x 20) and scaled to
// the cell, so they stay sharp at every size. Our own Staunton-like silhouettes: each piece is a few
// filled shapes with one outline weight, plus detail lines in the contrasting colour.
import { roundRectPath } from '../paint';

type Shape = (ctx: CanvasRenderingContext2D) => void;

const base =
  (x: number, w: number): Shape =>
  (ctx) =>
    roundRectPath(ctx, x, 32, w, 4.2, 1.6);

const circle =
  (x: number, y: number, r: number): Shape =>
  (ctx) => {
    ctx.moveTo(x + r, y);
    ctx.arc(x, y, r, 0, Math.PI * 2);
  };

/** Each piece: the filled shapes, back to front, and the detail lines drawn over them. */
const PIECES: Record<string, { shapes: Shape[]; details?: Shape }> = {
  p: {
    shapes: [
      (ctx) => {
        ctx.moveTo(12.5, 32.5);
        ctx.bezierCurveTo(13.5, 27.5, 16.5, 25, 17.2, 21.5);
        ctx.lineTo(22.8, 21.5);
        ctx.bezierCurveTo(23.5, 25, 26.5, 27.5, 27.5, 32.5);
        ctx.closePath();
      },
      base(10, 20),
      (ctx) => roundRectPath(ctx, 14.5, 19.8, 11, 2.8, 1.4),
      circle(20, 14.6, 5.2),
    ],
  },
  r: {
    shapes: [
      (ctx) => {
        ctx.moveTo(12, 32.5);
        ctx.lineTo(13.8, 16);
        ctx.lineTo(26.2, 16);
        ctx.lineTo(28, 32.5);
        ctx.closePath();
      },
      base(8.5, 23),
      (ctx) => roundRectPath(ctx, 11, 28.8, 18, 3.4, 1),
      (ctx) => {
        ctx.moveTo(10.5, 16.5);
        ctx.lineTo(10.5, 7.5);
        ctx.lineTo(14.5, 7.5);
        ctx.lineTo(14.5, 10.5);
        ctx.lineTo(18, 10.5);
        ctx.lineTo(18, 7.5);
        ctx.lineTo(22, 7.5);
        ctx.lineTo(22, 10.5);
        ctx.lineTo(25.5, 10.5);
        ctx.lineTo(25.5, 7.5);
        ctx.lineTo(29.5, 7.5);
        ctx.lineTo(29.5, 16.5);
        ctx.closePath();
      },
    ],
    details: (ctx) => {
      ctx.moveTo(11, 13.5);
      ctx.lineTo(29, 13.5);
    },
  },
  n: {
    shapes: [
      base(9, 23),
      (ctx) => {
        ctx.moveTo(12.5, 32.5);
        ctx.bezierCurveTo(12, 27.5, 16.5, 24.5, 18.5, 20.5);
        ctx.bezierCurveTo(16.5, 22, 14.5, 22.5, 12.8, 23.2);
        ctx.bezierCurveTo(11.5, 25, 8.5, 24.8, 8, 22.5);
        ctx.bezierCurveTo(7.6, 20.8, 9.5, 19, 11.5, 16.5);
        ctx.bezierCurveTo(13, 14.5, 14, 12.5, 15, 10.5);
        ctx.lineTo(14.6, 6.8);
        ctx.lineTo(17.6, 9.2);
        ctx.lineTo(19.2, 6.6);
        ctx.lineTo(20.6, 9.4);
        ctx.bezierCurveTo(28, 10.5, 32, 17, 31.2, 32.5);
        ctx.closePath();
      },
    ],
    details: (ctx) => {
      ctx.moveTo(17.6, 14.2);
      ctx.arc(16.6, 14.2, 1, 0, Math.PI * 2);
      ctx.moveTo(10.4, 21.6);
      ctx.lineTo(11.2, 21.1);
      ctx.moveTo(23.5, 12.5);
      ctx.bezierCurveTo(27.5, 16, 28.8, 22, 28.6, 30.5);
    },
  },
  b: {
    shapes: [
      (ctx) => {
        ctx.moveTo(12.5, 32.5);
        ctx.bezierCurveTo(14.5, 28.5, 17, 26.5, 17, 23.5);
        ctx.lineTo(23, 23.5);
        ctx.bezierCurveTo(23, 26.5, 25.5, 28.5, 27.5, 32.5);
        ctx.closePath();
      },
      base(9, 22),
      (ctx) => roundRectPath(ctx, 14, 21.6, 12, 2.8, 1.4),
      (ctx) => {
        ctx.moveTo(20, 6.5);
        ctx.bezierCurveTo(27, 10.5, 28.5, 17.5, 24.6, 21.8);
        ctx.lineTo(15.4, 21.8);
        ctx.bezierCurveTo(11.5, 17.5, 13, 10.5, 20, 6.5);
        ctx.closePath();
      },
      circle(20, 5.2, 2.1),
    ],
    details: (ctx) => {
      ctx.moveTo(22.4, 11);
      ctx.lineTo(18.4, 16.5);
    },
  },
  q: {
    shapes: [
      (ctx) => {
        ctx.moveTo(11, 32.5);
        ctx.lineTo(7.5, 13.5);
        ctx.lineTo(13.5, 24.5);
        ctx.lineTo(13.8, 10.5);
        ctx.lineTo(18, 23.5);
        ctx.lineTo(20, 8.5);
        ctx.lineTo(22, 23.5);
        ctx.lineTo(26.2, 10.5);
        ctx.lineTo(26.5, 24.5);
        ctx.lineTo(32.5, 13.5);
        ctx.lineTo(29, 32.5);
        ctx.closePath();
      },
      base(8.5, 23),
      circle(7.5, 12.5, 2),
      circle(13.8, 9.5, 2),
      circle(20, 7.5, 2),
      circle(26.2, 9.5, 2),
      circle(32.5, 12.5, 2),
    ],
    details: (ctx) => {
      ctx.moveTo(11.5, 28.5);
      ctx.quadraticCurveTo(20, 26.5, 28.5, 28.5);
    },
  },
  k: {
    shapes: [
      (ctx) => {
        ctx.moveTo(11, 32.5);
        ctx.bezierCurveTo(5.5, 25, 7.5, 17, 13.5, 17);
        ctx.bezierCurveTo(16.5, 17, 18.8, 19.5, 20, 22.5);
        ctx.bezierCurveTo(21.2, 19.5, 23.5, 17, 26.5, 17);
        ctx.bezierCurveTo(32.5, 17, 34.5, 25, 29, 32.5);
        ctx.closePath();
      },
      base(8.5, 23),
      (ctx) => {
        ctx.moveTo(20, 23);
        ctx.bezierCurveTo(17, 19.5, 17.2, 15.5, 20, 13);
        ctx.bezierCurveTo(22.8, 15.5, 23, 19.5, 20, 23);
        ctx.closePath();
      },
      (ctx) => {
        ctx.moveTo(18.8, 3.5);
        ctx.lineTo(21.2, 3.5);
        ctx.lineTo(21.2, 6.3);
        ctx.lineTo(23.8, 6.3);
        ctx.lineTo(23.8, 8.7);
        ctx.lineTo(21.2, 8.7);
        ctx.lineTo(21.2, 13);
        ctx.lineTo(18.8, 13);
        ctx.lineTo(18.8, 8.7);
        ctx.lineTo(16.2, 8.7);
        ctx.lineTo(16.2, 6.3);
        ctx.lineTo(18.8, 6.3);
        ctx.closePath();
      },
    ],
    details: (ctx) => {
      ctx.moveTo(11.5, 28.5);
      ctx.quadraticCurveTo(20, 26.5, 28.5, 28.5);
    },
  },
};

/** Fill (lit side to shaded side), outline and detail colours; black pieces get light details so they read. */
const INK = {
  white: { fill: '#fbf8f1', shade: '#d9d0bf', line: '#1b1b1b', detail: '#1b1b1b' },
  black: { fill: '#2d2a27', shade: '#100f0e', line: '#050505', detail: '#e9e4da' },
};

/**
 * One piece by the Session's letter ('N' white knight, 'q' black queen) centred at (x, y) in a cell of
 * side `cell`; `alpha` fades it, `lift` (0..1) raises it with a larger shadow while it is dragged.
 */
export function paintChessPiece(
  ctx: CanvasRenderingContext2D,
  letter: string,
  x: number,
  y: number,
  cell: number,
  opts: { alpha?: number; lift?: number } = {},
): void {
  const piece = PIECES[letter.toLowerCase()];
  if (!piece) return;
  const ink = letter === letter.toUpperCase() ? INK.white : INK.black;
  const scale = cell / 40;
  const lift = opts.lift ?? 0;
  ctx.save();
  ctx.globalAlpha = opts.alpha ?? 1;
  ctx.translate(x - 20 * scale, y - 20.5 * scale);
  ctx.scale(scale, scale);
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  // Thicker outlines on small boards keep white pieces readable on light squares.
  ctx.lineWidth = Math.max(1.4, Math.min(2.2, 60 / cell));
  const fill = ctx.createLinearGradient(8, 0, 32, 0);
  fill.addColorStop(0, ink.fill);
  fill.addColorStop(1, ink.shade);
  ctx.shadowColor = 'rgba(0, 0, 0, 0.35)';
  ctx.shadowBlur = (1.2 + lift * 3) * scale;
  ctx.shadowOffsetY = (0.8 + lift * 2.5) * scale;
  ctx.beginPath();
  for (const shape of piece.shapes) shape(ctx);
  ctx.fillStyle = fill;
  ctx.fill('nonzero');
  ctx.shadowColor = 'transparent';
  for (const shape of piece.shapes) {
    ctx.beginPath();
    shape(ctx);
    ctx.fillStyle = fill;
    ctx.fill();
    ctx.strokeStyle = ink.line;
    ctx.stroke();
  }
  if (piece.details) {
    ctx.beginPath();
    piece.details(ctx);
    ctx.strokeStyle = ink.detail;
    ctx.lineWidth *= 0.85;
    ctx.stroke();
  }
  ctx.restore();
}
