// Chess on the canvas: light and dark squares with coordinates, the pieces (chess-pieces.ts), the last
// move and a king in check highlighted, the picked piece's destinations as dots (rings on captures), the
// moving piece sliding and a taken piece fading. Check is read from the last SAN move ('+' or '#'),
// a capture from what stands on the destination or a pawn changing file: the view knows no rules.
import { isHumanTurn } from '../../state/turns';
import type { State } from '../../state/state';
import { squareCenter, type Geometry } from '../../squares/geometry';
import { targets } from '../../squares/selection';
import { fileOf, rankOf, squareCount, type BoardShape } from '../../squares/squares';
import { paintCoords, paintFrame, type FramePalette } from '../paint';
import { paintChessPiece } from './pieces';
import type { GameView } from '../types';

const SLIDE_MS = 180;
const FADE_MS = 220;

const FRAME: FramePalette = { top: '#3b2f25', bottom: '#261e17', coords: 'rgba(240, 225, 200, 0.7)' };

const C = {
  light: '#eedbb8',
  dark: '#b0825a',
  lastLight: '#f3e27a',
  lastDark: '#d1b04c',
  selected: 'rgba(60, 150, 90, 0.6)',
  hover: 'rgba(255, 255, 255, 0.18)',
  target: 'rgba(24, 80, 44, 0.55)',
  check: ['rgba(255, 40, 30, 0.95)', 'rgba(230, 30, 20, 0.45)', 'rgba(200, 0, 0, 0)'],
};

/** a1 is dark, and the colours alternate along files and ranks. */
function isLight(board: BoardShape, index: number): boolean {
  return (fileOf(board, index) + rankOf(board, index)) % 2 === 1;
}

function animEnd(state: State): number {
  return state.anim ? state.anim.start + SLIDE_MS + FADE_MS : 0;
}

function paintBoard(ctx: CanvasRenderingContext2D, g: Geometry, coords = true): void {
  paintFrame(ctx, g, FRAME);
  for (let i = 0; i < squareCount(g.board); i++) {
    const { x, y } = squareCenter(g, i);
    ctx.fillStyle = isLight(g.board, i) ? C.light : C.dark;
    ctx.fillRect(x - g.cell / 2, y - g.cell / 2, g.cell + 0.5, g.cell + 0.5);
  }
  if (coords) paintCoords(ctx, g, FRAME.coords);
}

function fillSquare(ctx: CanvasRenderingContext2D, g: Geometry, sq: number, color: string): void {
  const { x, y } = squareCenter(g, sq);
  ctx.fillStyle = color;
  ctx.fillRect(x - g.cell / 2, y - g.cell / 2, g.cell, g.cell);
}

/** The square of the side to move's king when the last move gave check, else null. */
export function checkedKing(state: Pick<State, 'moves' | 'squares' | 'status'>): number | null {
  const last = state.moves[state.moves.length - 1] ?? '';
  if (!/[+#]$/.test(last)) return null;
  const at = state.squares.indexOf(state.status.toMove === 0 ? 'K' : 'k');
  return at >= 0 ? at : null;
}

/** A move to `to` takes something: a piece stands there, or a pawn leaves its file (en passant). */
function takes(state: State, from: number, to: number): boolean {
  if ((state.squares[to] ?? '-') !== '-') return true;
  return (state.squares[from] ?? '').toLowerCase() === 'p' && fileOf(state.board, from) !== fileOf(state.board, to);
}

function paintUnderlay(ctx: CanvasRenderingContext2D, g: Geometry, state: State): void {
  for (const sq of [state.lastPath[0], state.lastPath[state.lastPath.length - 1]]) {
    if (sq !== undefined) fillSquare(ctx, g, sq, isLight(state.board, sq) ? C.lastLight : C.lastDark);
  }
  const king = checkedKing(state);
  if (king !== null) {
    const { x, y } = squareCenter(g, king);
    const glow = ctx.createRadialGradient(x, y, 0, x, y, g.cell * 0.72);
    C.check.forEach((colour, k) => glow.addColorStop(k / 2, colour));
    ctx.fillStyle = glow;
    ctx.fillRect(x - g.cell / 2, y - g.cell / 2, g.cell, g.cell);
  }
  if (state.selection) fillSquare(ctx, g, state.selection.from, C.selected);
  if (state.hover !== null && isHumanTurn(state)) fillSquare(ctx, g, state.hover, C.hover);
}

function paintPieces(ctx: CanvasRenderingContext2D, g: Geometry, state: State, now: number): void {
  const anim = state.anim && now < animEnd(state) ? state.anim : null;
  const elapsed = anim ? now - anim.start : 0;
  const from = anim?.path[0];
  const to = anim?.path[anim.path.length - 1];
  const sliding = anim !== null && elapsed < SLIDE_MS;
  for (let i = 0; i < state.squares.length; i++) {
    const piece = state.squares[i] ?? '-';
    if (piece === '-' || (sliding && i === to)) continue;
    const { x, y } = squareCenter(g, i);
    paintChessPiece(ctx, piece, x, y, g.cell, { alpha: i === state.drag?.from ? 0.35 : 1 });
  }
  if (!anim || from === undefined || to === undefined) return;
  // A taken piece stays until the mover lands: on the destination it is then covered, beside it (en passant) it fades;
  // a castling rook is the mover's own colour and simply stands on its new square.
  const mover = anim.before[from] ?? '-';
  const white = (p: string): boolean => p === p.toUpperCase();
  const fade = sliding ? 1 : Math.max(0, 1 - (elapsed - SLIDE_MS) / FADE_MS);
  for (let sq = 0; sq < anim.before.length && fade > 0; sq++) {
    const was = anim.before[sq] ?? '-';
    if (was === '-' || white(was) === white(mover) || (sq !== to && (anim.after[sq] ?? '-') !== '-')) continue;
    if (sq === to ? !sliding : !anim.vanished.includes(sq)) continue;
    const { x, y } = squareCenter(g, sq);
    paintChessPiece(ctx, was, x, y, g.cell, { alpha: fade });
  }
  if (sliding) {
    const t = elapsed / SLIDE_MS;
    const e = t < 0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t);
    const p = squareCenter(g, from);
    const q = squareCenter(g, to);
    paintChessPiece(ctx, anim.after[to] ?? '-', p.x + (q.x - p.x) * e, p.y + (q.y - p.y) * e, g.cell);
  }
}

function paintOverlay(ctx: CanvasRenderingContext2D, g: Geometry, state: State): void {
  const sel = state.selection;
  if (!sel || !isHumanTurn(state)) return;
  for (const sq of targets(state.legal, sel)) {
    const { x, y } = squareCenter(g, sq);
    ctx.beginPath();
    if (takes(state, sel.from, sq)) {
      ctx.arc(x, y, g.cell * 0.44, 0, Math.PI * 2);
      ctx.strokeStyle = C.target;
      ctx.lineWidth = Math.max(2, g.cell * 0.08);
      ctx.stroke();
    } else {
      ctx.arc(x, y, g.cell * (sq === state.hover ? 0.2 : 0.15), 0, Math.PI * 2);
      ctx.fillStyle = C.target;
      ctx.fill();
    }
  }
}

function paintDragged(ctx: CanvasRenderingContext2D, g: Geometry, state: State): void {
  const d = state.drag;
  const piece = d ? (state.squares[d.from] ?? '-') : '-';
  if (d && piece !== '-') paintChessPiece(ctx, piece, d.x, d.y, g.cell * 1.12, { lift: 1 });
}

export const chessView: GameView = {
  paintBoard,
  paint(ctx, g, state, now) {
    paintUnderlay(ctx, g, state);
    paintPieces(ctx, g, state, now);
    paintOverlay(ctx, g, state);
    paintDragged(ctx, g, state);
  },
  animEnd,
};
