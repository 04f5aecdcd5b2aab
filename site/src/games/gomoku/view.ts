// Gomoku on the canvas: a wooden board whose lines run through the squares' centres, so each square's
// centre is an intersection and a stone sits on it (a click anywhere in the square around it hits it).
import { isHumanTurn } from '../../state/turns';
import type { State } from '../../state/state';
import { squareCenter, type Geometry } from '../../squares/geometry';
import { squareIndex, type BoardShape } from '../../squares/squares';
import { litFace, paintCoords, paintFrame, roundRect, seeded, type FramePalette, type Stops } from '../paint';
import type { GameView } from '../types';
import { renjuFouls } from './renju';

const PLACE_MS = 160;

const FRAME: FramePalette = { top: '#dcae66', bottom: '#c8924a', coords: 'rgba(62, 36, 12, 0.78)' };

const COLORS = {
  line: 'rgba(52, 30, 10, 0.78)',
  star: 'rgba(52, 30, 10, 0.9)',
  grainDark: 'rgba(120, 72, 28, 0.10)',
  grainLight: 'rgba(255, 236, 200, 0.08)',
  lastMove: '#e0432b',
  winLine: 'rgba(214, 40, 24, 0.82)',
  foul: '#c2181b',
  foulHalo: 'rgba(255, 244, 222, 0.92)',
};

const BLACK_FACE: Stops = [
  [0, '#6b7075'],
  [0.4, '#2a2d30'],
  [1, '#050606'],
];
const WHITE_FACE: Stops = [
  [0, '#ffffff'],
  [0.6, '#ecebe5'],
  [1, '#bdbab0'],
];

type Stone = 'X' | 'O';

/** Star points as [file, rank]: the centre of an odd board, and on 13 or more a side the 4th lines' crossings (15x15: h8, d4, l4, d12, l12). */
export function starPoints(board: BoardShape): [number, number][] {
  const n = board.files;
  if (n !== board.ranks || n % 2 === 0 || n < 7) return [];
  const mid = (n - 1) / 2;
  const out: [number, number][] = [[mid, mid]];
  if (n >= 13) for (const f of [3, n - 4]) for (const r of [3, n - 4]) out.push([f, r]);
  return out;
}

/** An even board has no central intersection: its centre, between the four middle ones, gets a mark (10x10: between e5 and f6). */
export function centreMark(board: BoardShape): [number, number][] {
  const n = board.files;
  if (n !== board.ranks || n % 2 === 1 || n < 6) return [];
  const lo = n / 2 - 1;
  return [
    [lo, lo],
    [lo + 1, lo],
    [lo, lo + 1],
    [lo + 1, lo + 1],
  ];
}

/** For each square, the number of the move that placed a stone there (1 first), from the move list. */
export function moveNumbers(board: BoardShape, moves: readonly string[]): Map<number, number> {
  const out = new Map<number, number>();
  moves.forEach((m, k) => {
    const sq = squareIndex(board, m);
    if (sq >= 0) out.set(sq, k + 1);
  });
  return out;
}

function point(g: Geometry, file: number, rank: number): { x: number; y: number } {
  return squareCenter(g, rank * g.board.files + file);
}

function paintBoard(ctx: CanvasRenderingContext2D, g: Geometry, coords = true): void {
  const { size, left, top, cell, board } = g;
  paintFrame(ctx, g, FRAME);

  // Wood grain: long wavy streaks across the whole board, seeded so they never change between redraws.
  ctx.save();
  roundRect(ctx, 0, 0, size, size, size * 0.022);
  ctx.clip();
  const rand = seeded(11);
  const streaks = Math.round(size / 5);
  for (let i = 0; i < streaks; i++) {
    const y = rand() * size;
    const wave = 2 + rand() * size * 0.012;
    const phase = rand() * Math.PI * 2;
    ctx.strokeStyle = rand() < 0.6 ? COLORS.grainDark : COLORS.grainLight;
    ctx.lineWidth = 0.6 + rand() * 1.6;
    ctx.beginPath();
    for (let x = 0; x <= size; x += size / 24) {
      const yy = y + Math.sin(phase + (x / size) * Math.PI * 3) * wave;
      if (x === 0) ctx.moveTo(x, yy);
      else ctx.lineTo(x, yy);
    }
    ctx.stroke();
  }
  ctx.restore();

  // Lines through the squares' centres: the first and last lines lie half a square inside the field.
  const first = { x: left + cell / 2, y: top + cell / 2 };
  const last = { x: left + (board.files - 0.5) * cell, y: top + (board.ranks - 0.5) * cell };
  ctx.strokeStyle = COLORS.line;
  ctx.lineWidth = Math.max(1, cell * 0.04);
  ctx.beginPath();
  for (let i = 0; i < board.files; i++) {
    const x = first.x + i * cell;
    ctx.moveTo(x, first.y);
    ctx.lineTo(x, last.y);
  }
  for (let i = 0; i < board.ranks; i++) {
    const y = first.y + i * cell;
    ctx.moveTo(first.x, y);
    ctx.lineTo(last.x, y);
  }
  ctx.stroke();
  ctx.lineWidth = Math.max(1.5, cell * 0.07);
  ctx.strokeRect(first.x, first.y, last.x - first.x, last.y - first.y);

  ctx.fillStyle = COLORS.star;
  for (const [f, r] of starPoints(board)) {
    const p = point(g, f, r);
    ctx.beginPath();
    ctx.arc(p.x, p.y, Math.max(2, cell * 0.11), 0, Math.PI * 2);
    ctx.fill();
  }
  const mids = centreMark(board).map(([f, r]) => point(g, f, r));
  if (mids.length > 0) {
    const x = mids.reduce((s, p) => s + p.x, 0) / mids.length;
    const y = mids.reduce((s, p) => s + p.y, 0) / mids.length;
    ctx.beginPath();
    ctx.arc(x, y, Math.max(2, cell * 0.1), 0, Math.PI * 2);
    ctx.fill();
  }
  if (coords) paintCoords(ctx, g, FRAME.coords);
}

function paintStone(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, stone: Stone, alpha = 1): void {
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.shadowColor = 'rgba(40, 20, 0, 0.45)';
  ctx.shadowBlur = r * 0.3;
  ctx.shadowOffsetX = r * 0.06;
  ctx.shadowOffsetY = r * 0.12;
  ctx.fillStyle = litFace(ctx, { x: x - r * 0.35, y: y - r * 0.4 }, x, y, r, stone === 'X' ? BLACK_FACE : WHITE_FACE);
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

function animEnd(state: State): number {
  return state.anim ? state.anim.start + PLACE_MS : 0;
}

function paintStones(ctx: CanvasRenderingContext2D, g: Geometry, state: State, now: number): void {
  const r = g.cell * 0.46;
  const placed = state.anim && now < animEnd(state) ? (state.anim.appeared[0] ?? null) : null;
  for (let i = 0; i < state.squares.length; i++) {
    const sq = state.squares[i];
    if (sq !== 'X' && sq !== 'O') continue;
    const { x, y } = squareCenter(g, i);
    if (placed === i && state.anim) {
      const t = Math.min(1, Math.max(0, (now - state.anim.start) / PLACE_MS));
      paintStone(ctx, x, y, r * (0.85 + 0.15 * t), sq, 0.4 + 0.6 * t);
    } else {
      paintStone(ctx, x, y, r, sq);
    }
  }
}

function paintNumbers(ctx: CanvasRenderingContext2D, g: Geometry, state: State, last: number | undefined): void {
  ctx.save();
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const [sq, n] of moveNumbers(state.board, state.moves)) {
    const stone = state.squares[sq];
    if (stone !== 'X' && stone !== 'O') continue;
    const { x, y } = squareCenter(g, sq);
    const font = g.cell * (n >= 100 ? 0.34 : 0.42);
    ctx.font = `600 ${font}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
    ctx.fillStyle = sq === last ? COLORS.lastMove : stone === 'X' ? '#f4f1ea' : '#1b1b1b';
    ctx.fillText(String(n), x, y + font * 0.05);
  }
  ctx.restore();
}

function paintWinningLine(ctx: CanvasRenderingContext2D, g: Geometry, state: State): void {
  const line = state.status.over && state.status.reason === 'five' ? state.status.summary : [];
  const from = line[0];
  const to = line[line.length - 1];
  if (from === undefined || to === undefined || line.length < 2) return;
  const a = squareCenter(g, from);
  const b = squareCenter(g, to);
  ctx.save();
  ctx.strokeStyle = COLORS.winLine;
  ctx.lineWidth = Math.max(3, g.cell * 0.16);
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(a.x, a.y);
  ctx.lineTo(b.x, b.y);
  ctx.stroke();
  ctx.restore();
}

/**
 * Black's fouls under renju, while the player has them marked: a small red cross on each point, on a pale
 * halo so it stands out from the lines through it and the wood's grain.
 */
function paintFouls(ctx: CanvasRenderingContext2D, g: Geometry, state: State): void {
  if (!state.forbiddenMarks) return;
  const fouls = renjuFouls(state);
  if (fouls.length === 0) return;
  const arm = g.cell * 0.2;
  const width = Math.max(1.6, g.cell * 0.09);
  ctx.save();
  ctx.lineCap = 'round';
  const cross = (x: number, y: number): void => {
    ctx.beginPath();
    ctx.moveTo(x - arm, y - arm);
    ctx.lineTo(x + arm, y + arm);
    ctx.moveTo(x + arm, y - arm);
    ctx.lineTo(x - arm, y + arm);
    ctx.stroke();
  };
  ctx.strokeStyle = COLORS.foulHalo;
  ctx.lineWidth = width + Math.max(2, g.cell * 0.08);
  for (const sq of fouls) {
    const { x, y } = squareCenter(g, sq);
    cross(x, y);
  }
  ctx.strokeStyle = COLORS.foul;
  ctx.lineWidth = width;
  for (const sq of fouls) {
    const { x, y } = squareCenter(g, sq);
    cross(x, y);
  }
  ctx.restore();
}

function paintMarks(ctx: CanvasRenderingContext2D, g: Geometry, state: State): void {
  paintFouls(ctx, g, state);
  // The winning line (the status's summary, from one end to the other) lies under the numbers, which stay legible.
  paintWinningLine(ctx, g, state);
  const last = state.lastPath[state.lastPath.length - 1];
  if (state.moveNumbers) paintNumbers(ctx, g, state, last);
  else if (last !== undefined && state.squares[last] !== '-') {
    const { x, y } = squareCenter(g, last);
    ctx.fillStyle = COLORS.lastMove;
    ctx.beginPath();
    ctx.arc(x, y, Math.max(2, g.cell * 0.13), 0, Math.PI * 2);
    ctx.fill();
  }

  // The stone about to be placed, translucent, where the mouse, the keyboard focus or a first tap is.
  const hover = state.hover;
  if (hover !== null && isHumanTurn(state) && state.squares[hover] === '-') {
    const { x, y } = squareCenter(g, hover);
    paintStone(ctx, x, y, g.cell * 0.46, state.status.toMove === 0 ? 'X' : 'O', 0.55);
  }
}

export const gomokuView: GameView = {
  paintBoard,
  paint(ctx, g, state, now) {
    paintStones(ctx, g, state, now);
    paintMarks(ctx, g, state);
  },
  animEnd,
};
