// Reversi on the canvas: green felt, discs that turn over in waves outward from the one placed.
import { isHumanTurn } from '../../state/turns';
import { previewChanges } from '../../state/pointer';
import type { MoveAnim, State } from '../../state/state';
import { squareCenter, type Geometry } from '../../squares/geometry';
import { drops } from '../../squares/selection';
import { fileOf, rankOf, type BoardShape } from '../../squares/squares';
import { litFace, paintCoords, paintFrame, seeded, type FramePalette, type Stops } from '../paint';
import type { GameView } from '../types';

const FLIP_MS = 250;
const PLACE_MS = 160;
/** Flips start in waves outward from the placed disc. */
const WAVE_MS = 45;

const FRAME: FramePalette = { top: '#1e2a23', bottom: '#16201a', coords: 'rgba(214, 228, 218, 0.55)' };

const COLORS = {
  feltCenter: '#34875a',
  feltEdge: '#25683f',
  grid: 'rgba(8, 30, 16, 0.42)',
  star: 'rgba(8, 30, 16, 0.55)',
  lastMove: '#ef6f4f',
};

const HOLE_RING = 'rgba(255, 168, 76, 0.9)';

const BLACK_FACE: Stops = [
  [0, '#5b6064'],
  [0.45, '#24272a'],
  [1, '#0b0c0d'],
];
const WHITE_FACE: Stops = [
  [0, '#ffffff'],
  [0.55, '#efeee8'],
  [1, '#c4c3ba'],
];

type Disc = 'X' | 'O';

function placed(anim: MoveAnim): number | null {
  return anim.appeared[0] ?? null;
}

function waveDelay(board: BoardShape, anim: MoveAnim, sq: number): number {
  const at = placed(anim);
  if (at === null) return 0;
  const d = Math.max(Math.abs(fileOf(board, sq) - fileOf(board, at)), Math.abs(rankOf(board, sq) - rankOf(board, at)));
  return (d - 1) * WAVE_MS;
}

function animEnd(state: State): number {
  const anim = state.anim;
  if (!anim) return 0;
  let last = PLACE_MS;
  for (const sq of anim.changed) last = Math.max(last, waveDelay(state.board, anim, sq) + FLIP_MS);
  return anim.start + last;
}

/** The star points: where the lines cross two squares in from each corner, on boards of 6 or more a side. */
function stars(board: BoardShape): [number, number][] {
  if (board.files < 6 || board.ranks < 6) return [];
  const cols = [2, board.files - 2];
  const rows = [2, board.ranks - 2];
  return rows.flatMap((r) => cols.map((c): [number, number] => [c, r]));
}

function paintBoard(ctx: CanvasRenderingContext2D, g: Geometry, coords = true): void {
  const { size, left, top, cell, board } = g;
  paintFrame(ctx, g, FRAME);

  const width = cell * board.files;
  const height = cell * board.ranks;
  const field = Math.max(width, height);
  const felt = ctx.createRadialGradient(size / 2, size * 0.42, field * 0.05, size / 2, size / 2, field * 0.75);
  felt.addColorStop(0, COLORS.feltCenter);
  felt.addColorStop(1, COLORS.feltEdge);
  ctx.fillStyle = felt;
  ctx.fillRect(left, top, width, height);

  // A faint weave so the felt does not look like flat plastic.
  // One path a colour, not a fill a speck: a thousand or more fills were most of the board's first paint.
  const rand = seeded(7);
  const specks = Math.round(width * height * 0.004);
  const light = new Path2D();
  const dark = new Path2D();
  for (let i = 0; i < specks; i++) {
    const path = rand() < 0.5 ? light : dark;
    path.rect(left + rand() * width, top + rand() * height, 1, 1);
  }
  ctx.fillStyle = 'rgba(255,255,255,0.035)';
  ctx.fill(light);
  ctx.fillStyle = 'rgba(0,0,0,0.05)';
  ctx.fill(dark);

  ctx.strokeStyle = COLORS.grid;
  ctx.lineWidth = Math.max(1, cell * 0.018);
  ctx.beginPath();
  for (let i = 0; i <= board.files; i++) {
    ctx.moveTo(left + i * cell, top);
    ctx.lineTo(left + i * cell, top + height);
  }
  for (let i = 0; i <= board.ranks; i++) {
    ctx.moveTo(left, top + i * cell);
    ctx.lineTo(left + width, top + i * cell);
  }
  ctx.stroke();

  ctx.fillStyle = COLORS.star;
  for (const [c, r] of stars(board)) {
    ctx.beginPath();
    ctx.arc(left + c * cell, top + r * cell, Math.max(2, cell * 0.065), 0, Math.PI * 2);
    ctx.fill();
  }
  if (coords) paintCoords(ctx, g, FRAME.coords);
}

/** One disc; squash (0..1] narrows it horizontally, as a disc seen turning over. */
function paintDisc(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  r: number,
  disc: Disc,
  squash = 1,
  alpha = 1,
): void {
  const lift = 1 - squash;
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.shadowColor = 'rgba(0, 0, 0, 0.45)';
  ctx.shadowBlur = r * (0.28 + lift * 0.3);
  ctx.shadowOffsetY = r * (0.1 + lift * 0.12);
  const light = { x: x - r * 0.35 * squash, y: y - r * 0.4 };
  ctx.fillStyle = litFace(ctx, light, x, y, r, disc === 'X' ? BLACK_FACE : WHITE_FACE);
  ctx.beginPath();
  ctx.ellipse(x, y, Math.max(0.5, r * squash), r, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.lineWidth = Math.max(1, r * 0.05);
  ctx.strokeStyle = disc === 'X' ? 'rgba(255,255,255,0.08)' : 'rgba(0,0,0,0.18)';
  ctx.stroke();
  ctx.restore();
}

/**
 * The black hole ('#'): a dark pit ringed by a warm glow, so it reads as a hole in the felt in either theme
 * and is never taken for a black disc (a disc has a grey highlight and no ring).
 */
function paintHole(ctx: CanvasRenderingContext2D, x: number, y: number, cell: number): void {
  ctx.save();
  ctx.fillStyle = 'rgba(6, 16, 10, 0.55)';
  ctx.fillRect(x - cell / 2, y - cell / 2, cell, cell);
  const r = cell * 0.4;
  const pit = ctx.createRadialGradient(x, y, 0, x, y, r);
  pit.addColorStop(0, '#000000');
  pit.addColorStop(0.6, '#050308');
  pit.addColorStop(0.85, '#2a1606');
  pit.addColorStop(1, 'rgba(42, 22, 6, 0)');
  ctx.fillStyle = pit;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = HOLE_RING;
  ctx.lineWidth = Math.max(1.5, cell * 0.045);
  ctx.beginPath();
  ctx.arc(x, y, r * 0.72, 0, Math.PI * 2);
  ctx.stroke();
  ctx.restore();
}

function paintPieces(ctx: CanvasRenderingContext2D, g: Geometry, state: State, now: number): void {
  const r = g.cell * 0.41;
  const anim = state.anim && now < animEnd(state) ? state.anim : null;
  const flipping = new Set(anim?.changed ?? []);
  for (let i = 0; i < state.squares.length; i++) {
    const sq = state.squares[i];
    if (sq === '#') {
      const { x, y } = squareCenter(g, i);
      paintHole(ctx, x, y, g.cell);
      continue;
    }
    if (sq !== 'X' && sq !== 'O') continue;
    const { x, y } = squareCenter(g, i);
    if (anim && flipping.has(i)) {
      const t = Math.min(1, Math.max(0, (now - anim.start - waveDelay(state.board, anim, i)) / FLIP_MS));
      const before = anim.before[i] === 'X' ? 'X' : 'O';
      // Ease in-out so the turn looks weighted; the colour changes when the disc is edge-on.
      const e = t < 0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t);
      paintDisc(ctx, x, y, r, e < 0.5 ? before : sq, Math.abs(Math.cos(Math.PI * e)));
    } else if (anim && placed(anim) === i) {
      const t = Math.min(1, (now - anim.start) / PLACE_MS);
      paintDisc(ctx, x, y, r * (0.82 + 0.18 * t), sq, 1, 0.35 + 0.65 * t);
    } else {
      paintDisc(ctx, x, y, r, sq);
    }
  }
}

function paintMarks(ctx: CanvasRenderingContext2D, g: Geometry, state: State): void {
  const mover: Disc = state.status.toMove === 0 ? 'X' : 'O';
  const last = state.lastPath[state.lastPath.length - 1];
  if (last !== undefined && state.squares[last] !== '-') {
    const { x, y } = squareCenter(g, last);
    ctx.fillStyle = COLORS.lastMove;
    ctx.beginPath();
    ctx.arc(x, y, g.cell * 0.075, 0, Math.PI * 2);
    ctx.fill();
  }
  if (!isHumanTurn(state)) return;
  ctx.fillStyle = mover === 'X' ? 'rgba(10, 14, 12, 0.42)' : 'rgba(255, 255, 255, 0.45)';
  for (const i of drops(state.legal)) {
    if (i === state.hover) continue;
    const { x, y } = squareCenter(g, i);
    ctx.beginPath();
    ctx.arc(x, y, g.cell * 0.105, 0, Math.PI * 2);
    ctx.fill();
  }
  if (state.hover !== null) {
    const { x, y } = squareCenter(g, state.hover);
    ctx.fillStyle = 'rgba(255, 255, 255, 0.07)';
    ctx.fillRect(x - g.cell / 2, y - g.cell / 2, g.cell, g.cell);
    paintDisc(ctx, x, y, g.cell * 0.41, mover, 1, 0.5);
    // Each disc the move would turn over carries a small disc of the mover's colour: what it becomes.
    for (const i of previewChanges(state)) {
      const c = squareCenter(g, i);
      paintDisc(ctx, c.x, c.y, g.cell * 0.19, mover, 1, 0.9);
    }
  }
}

export const reversiView: GameView = {
  paintBoard,
  paint(ctx, g, state, now) {
    paintPieces(ctx, g, state, now);
    paintMarks(ctx, g, state);
  },
  animEnd,
};
