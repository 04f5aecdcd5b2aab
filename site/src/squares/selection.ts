// Choosing a move by pressing squares, from the legal moves the Session lists, each with its squares
// (chessground's movable.dests): the page knows no rules. A move's path is every square it names: Reversi
// 'd3' → [d3] (a drop: one press plays it), draughts 'c3:e5:c7' → [c3, e5, c7] (press the piece, then where
// it goes; where two paths end on the same square, press the landing square that tells them apart).
// Moves that share one path and differ only in their choice (a promotion: 'e7e8q', 'e7e8n') leave a
// choice to make after the destination; the page offers the moves and plays the one chosen.
import type { Move } from 'ply-engine';

/** A picked piece and the path chosen so far. Squares are indexes (a1 = 0). */
export interface Selection {
  /** The picked piece, e.g. 18 for c3 (for a drop with a choice: the square pressed). */
  from: number;
  /** The end square pressed when several moves end there, else null. */
  dest: number | null;
  /** Landing squares after `from` fixed so far, in order: a prefix of every candidate path's middle. */
  via: number[];
  /** The moves left to choose from once the path is fixed, e.g. the four 'e7e8q', 'e7e8r', 'e7e8b', 'e7e8n'; else []. */
  choices: Move[];
}

/** A piece picked, nothing chosen after it yet. */
export function pick(from: number): Selection {
  return { from, dest: null, via: [], choices: [] };
}

/** What a press does: play a move (its input), or change the selection (null = nothing picked). */
export type Press = { kind: 'play'; move: string } | { kind: 'select'; selection: Selection | null };

/** The squares of the legal move whose input is `input` (a hint's move, 'c3:e5:c7' → [18, 36, 50]); [] for none. */
export function pathOf(legal: readonly Move[], input: string): number[] {
  return Array.from(legal.find((m) => m.input === input)?.path ?? []);
}

/** Squares where one press plays (Reversi's discs). */
export function drops(legal: readonly Move[]): Set<number> {
  return new Set(legal.filter((m) => m.path.length === 1).map((m) => m.path[0] as number));
}

/** Squares of the pieces that can move (draughts: every piece of the side to move that has a move). */
export function origins(legal: readonly Move[]): Set<number> {
  return new Set(legal.filter((m) => m.path.length > 1).map((m) => m.path[0] as number));
}

/** The pieces that can move when the moves are captures (which then are the only ones listed). */
export function mustCapture(legal: readonly Move[]): Set<number> {
  return legal.some((m) => m.capture) ? origins(legal) : new Set();
}

function last(path: readonly number[]): number {
  return path[path.length - 1] ?? -1;
}

/** The moves still possible under a selection, in the Session's order. */
export function candidates(legal: readonly Move[], sel: Selection | null): Move[] {
  if (!sel) return [];
  return legal.filter(
    (m) =>
      m.path.length > 1 &&
      m.path[0] === sel.from &&
      sel.via.every((sq, k) => m.path[k + 1] === sq && k + 1 < m.path.length - 1) &&
      (sel.dest === null || last(m.path) === sel.dest),
  );
}

/** The middle squares (after `from`, before the end) every candidate shares from the start. */
function commonMiddle(cands: readonly Move[]): number[] {
  const first = cands[0];
  if (!first) return [];
  const out: number[] = [];
  for (let k = 1; k < first.path.length - 1; k++) {
    const sq = first.path[k] as number;
    if (!cands.every((m) => k < m.path.length - 1 && m.path[k] === sq)) break;
    out.push(sq);
  }
  return out;
}

/** The squares that narrow an ambiguous end: the next landing square of each candidate, then any that splits them. */
function splitters(cands: readonly Move[], via: readonly number[]): Set<number> {
  const out = new Set<number>();
  const k = via.length + 1;
  for (const m of cands) out.add(m.path[k] as number);
  for (const m of cands) {
    for (let j = k; j < m.path.length - 1; j++) {
      const sq = m.path[j] as number;
      const n = cands.filter((c) => c.path.indexOf(sq, k) >= 0 && c.path.indexOf(sq, k) < c.path.length - 1).length;
      if (n > 0 && n < cands.length) out.add(sq);
    }
  }
  return out;
}

/**
 * Squares a press would use now: with nothing picked, the drops; with a piece picked, the ends of its
 * paths, or, once an end is chosen that several paths share, the landing squares that tell them apart.
 */
export function targets(legal: readonly Move[], sel: Selection | null): Set<number> {
  if (!sel) return drops(legal);
  if (sel.choices.length > 0) return new Set();
  const cands = candidates(legal, sel);
  // A capture round a ring ends on the picked piece's own square, where a press cancels: circles() offers it.
  if (sel.dest === null) return new Set(cands.map((m) => last(m.path)).filter((sq) => sq !== sel.from));
  return splitters(cands, sel.via);
}

/**
 * The picked piece's captures that end where it stands (a king's capture round a ring, 'c3:e5:g3:e1:c3').
 * A press on the piece cancels, as everywhere, so these are chosen another way (the shell's button).
 */
export function circles(legal: readonly Move[], sel: Selection | null): Move[] {
  if (!sel || sel.choices.length > 0) return [];
  return candidates(legal, sel).filter((m) => m.path.length > 2 && last(m.path) === sel.from);
}

function samePath(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((sq, k) => b[k] === sq);
}

/**
 * Narrows to `cands`: plays the move if one is left; if they all share one path, offers them as choices;
 * else keeps a selection with the shared middle fixed.
 */
function narrowTo(from: number, dest: number | null, cands: readonly Move[]): Press {
  const first = cands[0];
  if (!first) return { kind: 'select', selection: null };
  if (cands.length === 1) return { kind: 'play', move: first.input };
  if (cands.every((m) => samePath(m.path, first.path))) {
    const end = last(first.path);
    const via = first.path.slice(1, -1);
    return { kind: 'select', selection: { from, dest: end, via, choices: cands.slice() } };
  }
  return { kind: 'select', selection: { from, dest, via: commonMiddle(cands), choices: [] } };
}

/** The candidates that go through `sq` after the fixed part: next landing square first, else anywhere in the middle. */
function through(cands: readonly Move[], via: readonly number[], sq: number): Move[] {
  const k = via.length + 1;
  const next = cands.filter((m) => m.path[k] === sq);
  if (next.length > 0) return next;
  return cands.filter((m) => {
    const at = m.path.indexOf(sq, k);
    return at >= 0 && at < m.path.length - 1;
  });
}

/** What pressing `square` does, given the legal moves and the current selection. */
export function press(legal: readonly Move[], sel: Selection | null, square: number): Press {
  const pieces = origins(legal);
  if (!sel || sel.choices.length > 0) {
    const dropped = legal.filter((m) => m.path.length === 1 && m.path[0] === square);
    if (dropped.length > 0) return narrowTo(square, square, dropped);
    const again = sel !== null && square === sel.from;
    return { kind: 'select', selection: pieces.has(square) && !again ? pick(square) : null };
  }
  // Pressing the picked piece again puts it down, even when a capture round a ring ends there.
  if (square === sel.from) return { kind: 'select', selection: null };
  const cands = candidates(legal, sel);
  if (sel.dest === null) {
    const ending = cands.filter((m) => last(m.path) === square);
    if (ending.length > 0) return narrowTo(sel.from, ending.length > 1 ? square : null, ending);
  }
  const via = through(cands, sel.via, square);
  if (via.length > 0) {
    const ends = new Set(via.map((m) => last(m.path)));
    return narrowTo(sel.from, sel.dest ?? (ends.size === 1 ? last(via[0]?.path ?? []) : null), via);
  }
  if (sel.dest !== null && square === sel.dest) return { kind: 'select', selection: sel };
  if (square !== sel.from && pieces.has(square)) return { kind: 'select', selection: pick(square) };
  return { kind: 'select', selection: null };
}

/** Every square a press could use now (for hover and the pointer cursor). */
export function pressable(legal: readonly Move[], sel: Selection | null): Set<number> {
  const out = targets(legal, sel);
  for (const sq of origins(legal)) out.add(sq);
  return out;
}
