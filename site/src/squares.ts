// Square names and indexes, shared by every game: index = row * 8 + column, a1 = 0, h8 = 63.
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
