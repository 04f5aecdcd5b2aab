// Moves played and taken back, and new games: the Session's snapshot copied into the state. What a move
// changed is found by comparing the squares before and after, so the page still knows no rule.
import type { Move } from 'ply-engine';
import type { Side } from '../vocabulary';
import { fitOptions } from './options';
import type { Settings, Snapshot, State } from './state';

/** Copies a snapshot in; a selection, drag or hover that belonged to the old position is dropped. */
export function applySnapshot(state: State, snap: Snapshot): void {
  state.ready = true;
  state.board = { files: snap.board.files, ranks: snap.board.ranks };
  state.squares = snap.squares;
  state.legal = snap.legal.slice();
  state.status = { ...snap.status, summary: snap.status.summary.slice() };
  state.played = snap.played.slice();
  state.moves = snap.played.map((m) => m.written);
  state.opening = snap.opening;
  state.variant = snap.variant === null ? null : { ...snap.variant };
  state.lastPath = lastPath(snap.played);
  state.selection = null;
  state.drag = null;
  state.hover = null;
  state.preview = null;
}

/** The squares of the last move that named any (passes skipped), its full path: [18, 36, 50]; [] at the start. */
export function lastPath(played: readonly Move[]): number[] {
  for (let k = played.length - 1; k >= 0; k--) {
    const path = played[k]?.path ?? [];
    if (path.length > 0) return Array.from(path);
  }
  return [];
}

/** What a move changed, found by comparing before and after: the page knows no capturing or flipping rule. */
export function diffSquares(
  before: string,
  after: string,
): { appeared: number[]; vanished: number[]; changed: number[] } {
  const appeared: number[] = [];
  const vanished: number[] = [];
  const changed: number[] = [];
  for (let i = 0; i < Math.max(before.length, after.length); i++) {
    const a = before[i];
    const b = after[i];
    if (a === b) continue;
    if (a === '-') appeared.push(i);
    else if (b === '-') vanished.push(i);
    else changed.push(i);
  }
  return { appeared, vanished, changed };
}

/** A move was played on the Session (by a person, the computer, an automatic pass, or redo): the snapshot's last. */
export function recordMove(state: State, snap: Snapshot, now: number): void {
  const move = snap.played[snap.played.length - 1];
  if (move !== undefined && state.future[0]?.input === move.input) state.future.shift();
  else state.future = [];
  const path = move ? Array.from(move.path) : [];
  state.anim =
    path.length > 0
      ? { start: now, before: state.squares, after: snap.squares, path, ...diffSquares(state.squares, snap.squares) }
      : null;
  applySnapshot(state, snap);
}

/** `count` moves were taken back on the Session; they become the head of the redo list. An agreed draw is reopened. */
export function recordUndo(state: State, count: number, snap: Snapshot): void {
  state.agreed = false;
  state.drawOffer = null;
  const undone = state.played.slice(state.played.length - count);
  state.future = undone.concat(state.future);
  state.anim = null;
  applySnapshot(state, snap);
}

/** A new game, a restored one or an imported one: `start` and `startSide` say where its moves begin. */
export function startNewGame(
  state: State,
  settings: Settings,
  snap: Snapshot,
  start: string | null = null,
  startSide: Side = 0,
): void {
  state.settings = { ...settings, options: fitOptions(state.optionSpecs, settings.options) };
  state.start = start;
  state.startSide = startSide;
  state.future = [];
  state.paused = false;
  state.thinking = null;
  state.hint = null;
  state.anim = null;
  state.notice = null;
  state.agreed = false;
  state.rated = false;
  state.drawOffer = null;
  state.evaluation = null;
  state.past = null;
  state.review = null;
  state.appraisal = null;
  state.started = '';
  applySnapshot(state, snap);
}
