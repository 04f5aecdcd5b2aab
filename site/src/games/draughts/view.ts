// Russian draughts on the canvas: a wooden board, turned men and crowned kings. The moving piece slides
// along its path, the pieces it took fade after it lands (they stay on the board during a capture), and a
// crown settles on a man that became a king. Marks: last move, pieces that must capture, the picked
// piece, where it can go, the candidate paths, and the piece being dragged.
import { isHumanTurn } from '../../state/turns';
import type { MoveAnim, State } from '../../state/state';
import { squareCenter, type Geometry } from '../../squares/geometry';
import { candidates, circles, mustCapture, origins, targets } from '../../squares/selection';
import { fileOf, rankOf, squareCount, type BoardShape } from '../../squares/squares';
import { litFace, paintCoords, paintFrame, paintPath, seeded, type FramePalette, type Stops } from '../paint';
import type { GameView } from '../types';

const FADE_MS = 280;
const CROWN_MS = 300;

const FRAME: FramePalette = { top: '#4a2d1b', bottom: '#2e1b10', coords: 'rgba(246, 226, 196, 0.62)' };

const C = {
  light: '#ecd8b0',
  dark: '#97603a',
  darkEdge: '#83522f',
  lastMove: 'rgba(255, 216, 90, 0.34)',
  selected: 'rgba(40, 140, 80, 0.55)',
  target: 'rgba(22, 92, 52, 0.78)',
  targetEdge: 'rgba(235, 255, 240, 0.75)',
  hover: 'rgba(255, 255, 255, 0.14)',
  mustCapture: '#ff8a3d',
  path: 'rgba(255, 150, 60, 0.8)',
  choice: 'rgba(40, 160, 90, 0.72)',
  gold: '#e9b949',
  goldDark: '#8a5a12',
};

const WHITE_FACE: Stops = [
  [0, '#fffdf6'],
  [0.6, '#f1e6cf'],
  [1, '#d7c49f'],
];
const BLACK_FACE: Stops = [
  [0, '#5d4c43'],
  [0.55, '#2c211c'],
  [1, '#161009'],
];

/** How long the piece takes along one segment of its path, by the squares it crosses. */
function segmentMs(board: BoardShape, from: number, to: number): number {
  return 80 + 45 * Math.abs(fileOf(board, from) - fileOf(board, to));
}

function slideMs(board: BoardShape, path: readonly number[]): number {
  let t = 0;
  for (let k = 1; k < path.length; k++) t += segmentMs(board, path[k - 1] ?? 0, path[k] ?? 0);
  return t;
}

function animEnd(state: State): number {
  const a = state.anim;
  return a ? a.start + slideMs(state.board, a.path) + Math.max(FADE_MS, CROWN_MS) : 0;
}

/** a1 is dark, and the colours alternate along files and ranks. */
function isDark(board: BoardShape, index: number): boolean {
  return (fileOf(board, index) + rankOf(board, index)) % 2 === 0;
}

function paintBoard(ctx: CanvasRenderingContext2D, g: Geometry, coords = true): void {
  const { cell, board } = g;
  paintFrame(ctx, g, FRAME);
  const rand = seeded(11);
  for (let i = 0; i < squareCount(board); i++) {
    const { x, y } = squareCenter(g, i);
    const left = x - cell / 2;
    const top = y - cell / 2;
    const dark = isDark(board, i);
    const fill = ctx.createLinearGradient(left, top, left + cell, top + cell);
    fill.addColorStop(0, dark ? C.dark : C.light);
    fill.addColorStop(1, dark ? C.darkEdge : '#e3cba0');
    ctx.fillStyle = fill;
    ctx.fillRect(left, top, cell + 0.5, cell + 0.5);
    // Grain: a few long, faint streaks per square, along the file for dark squares, across for light.
    ctx.save();
    ctx.beginPath();
    ctx.rect(left, top, cell, cell);
    ctx.clip();
    ctx.lineWidth = Math.max(0.6, cell * 0.012);
    for (let k = 0; k < 7; k++) {
      const off = rand() * cell;
      const wave = (rand() - 0.5) * cell * 0.12;
      ctx.strokeStyle = dark
        ? `rgba(60, 28, 8, ${0.08 + rand() * 0.1})`
        : `rgba(150, 105, 55, ${0.05 + rand() * 0.08})`;
      ctx.beginPath();
      if (dark) {
        ctx.moveTo(left + off, top);
        ctx.quadraticCurveTo(left + off + wave, top + cell / 2, left + off, top + cell);
      } else {
        ctx.moveTo(left, top + off);
        ctx.quadraticCurveTo(left + cell / 2, top + off + wave, left + cell, top + off);
      }
      ctx.stroke();
    }
    ctx.restore();
  }
  ctx.strokeStyle = 'rgba(20, 10, 4, 0.55)';
  ctx.lineWidth = Math.max(1, cell * 0.02);
  ctx.strokeRect(g.left, g.top, cell * board.files, cell * board.ranks);
  if (coords) paintCoords(ctx, g, FRAME.coords);
}

/** The crown on a king: three points and a band, in gold. */
function paintCrown(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, white: boolean): void {
  const w = r * 1.18;
  const h = r * 0.74;
  const top = y - h * 0.55;
  const base = y + h * 0.45;
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(x - w / 2, base);
  ctx.lineTo(x - w / 2, top + h * 0.3);
  ctx.lineTo(x - w / 4, top + h * 0.62);
  ctx.lineTo(x, top);
  ctx.lineTo(x + w / 4, top + h * 0.62);
  ctx.lineTo(x + w / 2, top + h * 0.3);
  ctx.lineTo(x + w / 2, base);
  ctx.closePath();
  const grad = ctx.createLinearGradient(x, top, x, base);
  grad.addColorStop(0, '#ffe08a');
  grad.addColorStop(1, C.gold);
  ctx.fillStyle = grad;
  ctx.fill();
  ctx.lineWidth = Math.max(1, r * 0.06);
  ctx.lineJoin = 'round';
  ctx.strokeStyle = white ? C.goldDark : '#4a2e06';
  ctx.stroke();
  ctx.fillStyle = white ? C.goldDark : '#5a3808';
  ctx.fillRect(x - w / 2, base - h * 0.2, w, h * 0.07);
  for (const dx of [-w / 2, 0, w / 2]) {
    ctx.beginPath();
    ctx.arc(x + dx, dx === 0 ? top : top + h * 0.3, r * 0.075, 0, Math.PI * 2);
    ctx.fillStyle = '#fff3c4';
    ctx.fill();
    ctx.stroke();
  }
  ctx.restore();
}

/**
 * One piece seen from above and a little to the front: a short cylinder with turned rings on top.
 * `crown` (0..1) scales the king's crown in as it is crowned; `lift` raises a dragged piece.
 */
function paintPiece(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  r: number,
  piece: string,
  opts: { alpha?: number; crown?: number; lift?: number } = {},
): void {
  const white = piece === 'w' || piece === 'W';
  const king = piece === 'W' || piece === 'B';
  const lift = opts.lift ?? 0;
  const depth = r * 0.17;
  const cy = y - depth / 2;
  ctx.save();
  ctx.globalAlpha = opts.alpha ?? 1;
  ctx.shadowColor = 'rgba(0, 0, 0, 0.5)';
  ctx.shadowBlur = r * (0.3 + lift * 0.5);
  ctx.shadowOffsetY = r * (0.14 + lift * 0.25);
  // The side of the cylinder.
  ctx.fillStyle = white ? '#b9a684' : '#0d0908';
  ctx.beginPath();
  ctx.ellipse(x, cy + depth, r, r * 0.96, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.shadowColor = 'transparent';
  // The top face.
  ctx.fillStyle = litFace(ctx, { x: x - r * 0.35, y: cy - r * 0.4 }, x, cy, r, white ? WHITE_FACE : BLACK_FACE);
  ctx.beginPath();
  ctx.ellipse(x, cy, r, r * 0.96, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.lineWidth = Math.max(1, r * 0.045);
  ctx.strokeStyle = white ? 'rgba(90, 62, 30, 0.35)' : 'rgba(255, 235, 210, 0.12)';
  ctx.stroke();
  // Turned rings.
  for (const k of [0.72, 0.5]) {
    ctx.beginPath();
    ctx.ellipse(x, cy, r * k, r * k * 0.96, 0, 0, Math.PI * 2);
    ctx.strokeStyle = white ? 'rgba(120, 86, 40, 0.28)' : 'rgba(255, 235, 210, 0.13)';
    ctx.lineWidth = Math.max(1, r * 0.05);
    ctx.stroke();
  }
  const crown = king ? (opts.crown ?? 1) : 0;
  if (crown > 0) {
    ctx.translate(x, cy);
    ctx.scale(crown, crown);
    paintCrown(ctx, 0, 0, r, white);
  }
  ctx.restore();
}

function pieceRadius(g: Geometry): number {
  return g.cell * 0.39;
}

/** Overshoots a little before settling at 1: the crown drops into place. */
function backOut(t: number): number {
  const c = 1.9;
  return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2;
}

function ease(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t);
}

/** Where the moving piece is `elapsed` ms into its slide. */
function slidePoint(g: Geometry, path: readonly number[], elapsed: number): { x: number; y: number } {
  let t = elapsed;
  for (let k = 1; k < path.length; k++) {
    const a = path[k - 1] ?? 0;
    const b = path[k] ?? 0;
    const ms = segmentMs(g.board, a, b);
    if (t < ms || k === path.length - 1) {
      const e = ease(Math.min(1, Math.max(0, t / ms)));
      const p = squareCenter(g, a);
      const q = squareCenter(g, b);
      return { x: p.x + (q.x - p.x) * e, y: p.y + (q.y - p.y) * e };
    }
    t -= ms;
  }
  return squareCenter(g, path[0] ?? 0);
}

function paintPieces(ctx: CanvasRenderingContext2D, g: Geometry, state: State, now: number): void {
  const r = pieceRadius(g);
  const anim: MoveAnim | null = state.anim && now < animEnd(state) ? state.anim : null;
  const slide = anim ? slideMs(state.board, anim.path) : 0;
  const elapsed = anim ? now - anim.start : 0;
  const dest = anim ? anim.path[anim.path.length - 1] : undefined;
  const from = anim ? anim.path[0] : undefined;
  const dragFrom = state.drag?.from;
  for (let i = 0; i < state.squares.length; i++) {
    const piece = state.squares[i] ?? '-';
    if (piece === '-' || (anim && i === dest)) continue;
    const { x, y } = squareCenter(g, i);
    paintPiece(ctx, x, y, r, piece, { alpha: i === dragFrom ? 0.35 : 1 });
  }
  if (anim && dest !== undefined && from !== undefined) {
    // Taken pieces stay until the mover lands, then fade (Russian rules lift them after the move).
    const fade = elapsed < slide ? 1 : Math.max(0, 1 - (elapsed - slide) / FADE_MS);
    for (const sq of anim.vanished) {
      if (sq === from || fade <= 0) continue;
      const { x, y } = squareCenter(g, sq);
      paintPiece(ctx, x, y, r, anim.before[sq] ?? 'w', { alpha: fade });
    }
    const before = anim.before[from] ?? '-';
    const after = anim.after[dest] ?? '-';
    if (after !== '-') {
      const crowned = before !== after;
      const landed = elapsed >= slide;
      const p = landed ? squareCenter(g, dest) : slidePoint(g, anim.path, elapsed);
      const t = landed ? Math.min(1, (elapsed - slide) / CROWN_MS) : 0;
      paintPiece(ctx, p.x, p.y, r, crowned && !landed ? before : after, { crown: crowned ? backOut(t) : 1 });
    }
  }
}

function fillSquare(ctx: CanvasRenderingContext2D, g: Geometry, sq: number, color: string): void {
  const { x, y } = squareCenter(g, sq);
  ctx.fillStyle = color;
  ctx.fillRect(x - g.cell / 2, y - g.cell / 2, g.cell, g.cell);
}

function ring(
  ctx: CanvasRenderingContext2D,
  g: Geometry,
  sq: number,
  color: string,
  radius: number,
  width: number,
): void {
  const { x, y } = squareCenter(g, sq);
  ctx.beginPath();
  ctx.arc(x, y - pieceRadius(g) * 0.085, radius, 0, Math.PI * 2);
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  ctx.stroke();
}

function dot(ctx: CanvasRenderingContext2D, g: Geometry, sq: number, color: string, radius: number): void {
  const { x, y } = squareCenter(g, sq);
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, Math.PI * 2);
  ctx.fillStyle = color;
  ctx.fill();
}

/** Under the pieces: last move (and its capture path, once the piece has landed), picked piece, hover. */
function paintUnderlay(ctx: CanvasRenderingContext2D, g: Geometry, state: State, now: number): void {
  const last = state.lastPath;
  const from = last[0];
  const to = last[last.length - 1];
  if (from !== undefined) fillSquare(ctx, g, from, C.lastMove);
  if (to !== undefined && to !== from) fillSquare(ctx, g, to, C.lastMove);
  if (state.selection) fillSquare(ctx, g, state.selection.from, C.selected);
  if (state.hover !== null && isHumanTurn(state)) fillSquare(ctx, g, state.hover, C.hover);
  const sliding = state.anim !== null && now < state.anim.start + slideMs(state.board, state.anim.path);
  if (!state.selection && last.length > 1 && state.played[state.played.length - 1]?.capture === true && !sliding) {
    paintPath(ctx, g, last, C.path, g.cell * 0.085);
  }
}

/** Over the pieces: must-capture rings, where the picked piece can go and by which paths. */
function paintOverlay(ctx: CanvasRenderingContext2D, g: Geometry, state: State): void {
  const r = pieceRadius(g);
  if (!isHumanTurn(state)) return;
  const sel = state.selection;
  for (const sq of mustCapture(state.legal)) {
    if (sq !== sel?.from && sq !== state.drag?.from)
      ring(ctx, g, sq, C.mustCapture, r * 1.08, Math.max(2, g.cell * 0.055));
  }
  if (!sel) {
    if (state.hover !== null && origins(state.legal).has(state.hover))
      ring(ctx, g, state.hover, 'rgba(255,255,255,0.55)', r * 1.08, 2);
    return;
  }
  const shown = targets(state.legal, sel);
  const cands = candidates(state.legal, sel);
  // Paths: those to the hovered (or dragged-over) square; else every capture path, faintly.
  const over = state.hover;
  const toOver = over !== null && shown.has(over) ? cands.filter((m) => m.path.includes(over)) : [];
  const drawn = toOver.length > 0 ? toOver : sel.dest !== null || cands.some((m) => m.capture) ? cands : [];
  for (const m of drawn) paintPath(ctx, g, m.path, C.choice, g.cell * 0.07);
  if (sel.dest !== null) ring(ctx, g, sel.dest, C.choice, r * 0.9, Math.max(2, g.cell * 0.05));
  for (const sq of shown) {
    if (sq === over && state.squares[sq] === '-') {
      const piece = state.squares[sel.from] ?? 'w';
      const { x, y } = squareCenter(g, sq);
      paintPiece(ctx, x, y, r, piece, { alpha: 0.45 });
    } else if (sel.dest !== null) {
      ring(ctx, g, sq, C.target, r * 0.62, Math.max(2, g.cell * 0.07));
    } else {
      dot(ctx, g, sq, C.targetEdge, g.cell * 0.19);
      dot(ctx, g, sq, C.target, g.cell * 0.155);
    }
  }
  // A capture round a ring comes back to the piece: a dashed ring round it says it is a destination too.
  if (circles(state.legal, sel).length > 0) {
    ctx.save();
    ctx.setLineDash([g.cell * 0.09, g.cell * 0.06]);
    ring(ctx, g, sel.from, C.targetEdge, r * 1.14, Math.max(2, g.cell * 0.07));
    ring(ctx, g, sel.from, C.target, r * 1.14, Math.max(1.5, g.cell * 0.045));
    ctx.restore();
  }
}

function paintDragged(ctx: CanvasRenderingContext2D, g: Geometry, state: State): void {
  const d = state.drag;
  if (!d) return;
  const piece = state.squares[d.from] ?? '-';
  if (piece === '-') return;
  paintPiece(ctx, d.x, d.y, pieceRadius(g) * 1.12, piece, { lift: 1 });
}

export const draughtsView: GameView = {
  paintBoard,
  paint(ctx, g, state, now) {
    paintUnderlay(ctx, g, state, now);
    paintPieces(ctx, g, state, now);
    paintOverlay(ctx, g, state);
    paintDragged(ctx, g, state);
  },
  animEnd,
};
