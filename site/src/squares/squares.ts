// Boards and square names, shared by every game. A board has `files` columns (a, b, c, …) and `ranks` rows
// (1, 2, …), up to 19 each; index = rank * files + file, a1 = 0, then b1 … and the last rank's last file.
import type { BoardShape } from 'ply-engine';

export type { BoardShape };

/** File letters, a first; a board of n files (up to 19, as ply.d.ts allows) uses the first n. */
export const FILES = 'abcdefghijklmnopqrs';

/** No squares at all: the board before a session has said its shape. */
export const NO_BOARD: BoardShape = { files: 0, ranks: 0 };

export function squareCount(board: BoardShape): number {
  return board.files * board.ranks;
}

export function sameBoard(a: BoardShape, b: BoardShape): boolean {
  return a.files === b.files && a.ranks === b.ranks;
}

export function fileOf(board: BoardShape, index: number): number {
  return index % board.files;
}

export function rankOf(board: BoardShape, index: number): number {
  return Math.floor(index / board.files);
}

/** 19 → 'd3' on 8 files; 'c10' on a 10x10 board for index 92. */
export function squareName(board: BoardShape, index: number): string {
  return `${FILES[fileOf(board, index)] ?? '?'}${rankOf(board, index) + 1}`;
}

/** 'd3' → 19 on 8 files; -1 for anything that is not a square of this board (e.g. 'pass', 'i9' on 8x8). */
export function squareIndex(board: BoardShape, name: string): number {
  const m = /^([a-s])([1-9][0-9]?)$/.exec(name);
  if (!m || m[1] === undefined || m[2] === undefined) return -1;
  const file = FILES.indexOf(m[1]);
  const rank = Number(m[2]) - 1;
  if (file >= board.files || rank >= board.ranks) return -1;
  return rank * board.files + file;
}
