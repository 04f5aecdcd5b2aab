// The page's whole state as one plain object (chessground's HeadlessState): no DOM, no engine.
// Every change is a function (state, …) so it can be tested without a page. Rules stay out:
// squares, legal moves and status are copied from the wasm Session after each change.
import type { GameStatus } from 'ply-engine';

export type Side = 0 | 1;
/** hvc: you vs computer, hvh: two people on one device, cvc: computer vs computer. */
export type Mode = 'hvc' | 'hvh' | 'cvc';
export type Level = 1 | 2 | 3 | 4 | 5;
export type Lang = 'en' | 'ru';

export const LEVELS: readonly Level[] = [1, 2, 3, 4, 5];
export const PASS = 'pass';

export interface Settings {
  mode: Mode;
  /** Your side in hvc, e.g. 0 = Black. Ignored in hvh and cvc. */
  human: Side;
  level: Level;
}

/** What the Session reports after a change; the page draws only this. */
export interface Snapshot {
  /** 64 chars a1..h8 row by row: 'X' black, 'O' white, '-' empty. */
  squares: string;
  /** Legal moves of the side to move, e.g. ['d3', 'c4', 'f5', 'e6'], ['pass'], or []. */
  legal: string[];
  status: GameStatus;
  /** Moves since the start, e.g. ['d3', 'c5', 'pass']. */
  moves: string[];
}

/** The latest progress of the running search, e.g. {depth: 9, score: 2.5, exact: false, ...}. */
export interface Thinking {
  /** 0 until the first iteration completes. */
  depth: number;
  score: number;
  exact: boolean;
  nodes: number;
  pv: string[];
}

/** The discs changed by the last move, animated by the renderer from `start` (performance.now ms). */
export interface MoveAnim {
  start: number;
  /** Square where the disc was placed, e.g. 19 for d3. */
  placed: number | null;
  /** Squares whose discs turned over. */
  flipped: number[];
  /** Squares before the move: a flipping disc shows its old colour for the first half. */
  before: string;
}

export type Notice =
  | { key: 'pass'; side: Side }
  | { key: 'badSave' }
  | { key: 'engineFailed' };

export interface State {
  settings: Settings;
  lang: Lang;
  /** False until the wasm module is loaded and the first snapshot is in. */
  ready: boolean;
  squares: string;
  legal: string[];
  status: GameStatus;
  moves: string[];
  /** Undone moves that redo replays, next first: after undoing d3 c5 it is ['d3', 'c5']. */
  future: string[];
  /** Square of the last disc placed (passes skipped), or null at the start. */
  lastMove: number | null;
  /** Non-null while the computer searches a move. */
  thinking: Thinking | null;
  /** cvc stops after an undo until resumed. */
  paused: boolean;
  anim: MoveAnim | null;
  /** Legal square under the mouse, e.g. 19. */
  hover: number | null;
  notice: Notice | null;
}

export const FILES = 'abcdefgh';

export function squareName(index: number): string {
  return `${FILES[index % 8] ?? '?'}${Math.floor(index / 8) + 1}`;
}

/** 'd3' → 19; -1 for anything that is not a square (e.g. 'pass'). */
export function squareIndex(name: string): number {
  const m = /^([a-h])([1-8])$/.exec(name);
  if (!m || m[1] === undefined || m[2] === undefined) return -1;
  return FILES.indexOf(m[1]) + (Number(m[2]) - 1) * 8;
}

export const DEFAULT_SETTINGS: Settings = { mode: 'hvc', human: 0, level: 3 };

export function initialState(settings: Settings = DEFAULT_SETTINGS, lang: Lang = 'en'): State {
  return {
    settings: { ...settings },
    lang,
    ready: false,
    squares: '-'.repeat(64),
    legal: [],
    status: { over: false, toMove: 0, winner: -1, counts: [0, 0], mustPass: false },
    moves: [],
    future: [],
    lastMove: null,
    thinking: null,
    paused: false,
    anim: null,
    hover: null,
    notice: null,
  };
}

function lastPlaced(moves: readonly string[]): number | null {
  for (let k = moves.length - 1; k >= 0; k--) {
    const i = squareIndex(moves[k] ?? '');
    if (i >= 0) return i;
  }
  return null;
}

export function applySnapshot(state: State, snap: Snapshot): void {
  state.ready = true;
  state.squares = snap.squares;
  state.legal = snap.legal.slice();
  state.status = { ...snap.status, counts: [snap.status.counts[0], snap.status.counts[1]] };
  state.moves = snap.moves.slice();
  state.lastMove = lastPlaced(snap.moves);
  if (state.hover !== null && !state.legal.includes(squareName(state.hover))) state.hover = null;
}

/** The squares a move changed, found by comparing before and after: the page knows no flipping rule. */
export function diffSquares(before: string, after: string): { placed: number | null; flipped: number[] } {
  let placed: number | null = null;
  const flipped: number[] = [];
  for (let i = 0; i < 64; i++) {
    const a = before[i];
    const b = after[i];
    if (a === b) continue;
    if (a === '-') placed = i;
    else if (b !== '-') flipped.push(i);
  }
  return { placed, flipped };
}

/** A move was played on the Session (by a person, the computer, an automatic pass, or redo). */
export function recordMove(state: State, move: string, snap: Snapshot, now: number): void {
  if (state.future[0] === move) state.future.shift();
  else state.future = [];
  if (move !== PASS) {
    const { placed, flipped } = diffSquares(state.squares, snap.squares);
    state.anim = { start: now, placed, flipped, before: state.squares };
  }
  applySnapshot(state, snap);
}

/** `count` moves were taken back on the Session; they become the head of the redo list. */
export function recordUndo(state: State, count: number, snap: Snapshot): void {
  const undone = state.moves.slice(state.moves.length - count);
  state.future = undone.concat(state.future);
  state.anim = null;
  applySnapshot(state, snap);
}

export function startNewGame(state: State, settings: Settings, snap: Snapshot): void {
  state.settings = { ...settings };
  state.future = [];
  state.paused = false;
  state.thinking = null;
  state.anim = null;
  state.notice = null;
  applySnapshot(state, snap);
}

export function setLevel(state: State, level: Level): void {
  state.settings.level = level;
}

export function setLang(state: State, lang: Lang): void {
  state.lang = lang;
}

export function setThinking(state: State, thinking: Thinking | null): void {
  state.thinking = thinking;
}

export function setPaused(state: State, paused: boolean): void {
  state.paused = paused;
}

export function setNotice(state: State, notice: Notice | null): void {
  state.notice = notice;
}

export function setHover(state: State, square: number | null): void {
  state.hover = square !== null && state.legal.includes(squareName(square)) && isHumanTurn(state) ? square : null;
}

export function sideToMove(state: State): Side {
  return state.status.toMove;
}

export function isComputerSide(settings: Settings, side: Side): boolean {
  return settings.mode === 'cvc' || (settings.mode === 'hvc' && side !== settings.human);
}

export function isHumanTurn(state: State): boolean {
  return state.ready && !state.status.over && !isComputerSide(state.settings, state.status.toMove);
}

export function isComputerTurn(state: State): boolean {
  return state.ready && !state.status.over && !state.paused && isComputerSide(state.settings, state.status.toMove);
}

/** Legal target squares (indexes) for the side to move; empty on a forced pass. */
export function legalSquares(state: State): Set<number> {
  const out = new Set<number>();
  for (const m of state.legal) {
    const i = squareIndex(m);
    if (i >= 0) out.add(i);
  }
  return out;
}

// Who moved at position k is k % 2: every move alternates, passes included, because the page plays
// a forced pass as an explicit 'pass' move. Games start with side 0.
function moverAt(k: number): Side {
  return (k % 2) as Side;
}

/** A point where someone chose: not a forced pass, and in hvc the human's own move. */
function isDecision(settings: Settings, k: number, move: string | undefined): boolean {
  if (move === undefined || move === PASS) return false;
  return settings.mode !== 'hvc' || moverAt(k) === settings.human;
}

/** How many moves undo takes back: to the previous decision (in hvc: your previous turn). 0 = none. */
export function undoCount(state: State): number {
  const { moves } = state;
  for (let k = moves.length - 1; k >= 0; k--) {
    if (isDecision(state.settings, k, moves[k])) return moves.length - k;
  }
  return 0;
}

/** How many moves redo replays: up to the next decision, or all that are left. */
export function redoCount(state: State): number {
  const { moves, future } = state;
  for (let j = 1; j < future.length; j++) {
    if (isDecision(state.settings, moves.length + j, future[j])) return j;
  }
  return future.length;
}

/** The game's result from the final status, e.g. {winner: 0, black: 40, white: 24}. */
export function result(state: State): { winner: -1 | 0 | 1; black: number; white: number } | null {
  if (!state.status.over) return null;
  return { winner: state.status.winner, black: state.status.counts[0], white: state.status.counts[1] };
}
