// The hints: on request the worker analyses the position the board shows (the live one while a person is to
// move, or a past one the player walked back to: every move's value in Reversi and draughts, the best move in
// chess and gomoku) and the board shows it as it deepens, at most every PROGRESS_THROTTLE_MS. The hint belongs
// to one position: sync() drops it once the game changes, follow() searches the newly shown position when the
// player walks the moves; the analysis is stopped through the engine (its stop flag), not by killing the worker.
import type { Analysis } from 'ply-engine';
import type { SearchEngine } from './engine';
import { canHint, setHint, shownKey } from '../state/analysis';
import { shownMoves } from '../state/walk';
import type { Hint, State } from '../state/state';

/** An analysis that nobody stops ends after this long; its last values stay on the board. */
export const HINT_TIME_MS = 20000;
const PROGRESS_THROTTLE_MS = 125;

export interface HintDeps {
  engine: SearchEngine;
  state: State;
  /** Something in state changed: redraw and update the panel. */
  changed(): void;
}

/** The analysis as the state keeps it (plain copies: the reply's arrays are not ours). */
export function hintOf(key: string, a: Analysis): Hint {
  return {
    key,
    depth: a.depth,
    moves: a.moves.map((m) => ({ move: m.move, value: m.value, exact: m.exact, book: m.book, pv: Array.from(m.pv) })),
  };
}

export class Hints {
  /** Bumped to invalidate everything a running analysis may still report. */
  private token = 0;
  private pending: Hint | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private shownAt = 0;

  constructor(private readonly d: HintDeps) {}

  /** The Hint button: shows the hints for the position on the board, or hides them. */
  toggle(): void {
    if (this.d.state.hint) this.clear();
    else this.show();
    this.d.changed();
  }

  /** Drops the hint once the position it belongs to has changed (a move, undo, a new game). */
  sync(): void {
    const hint = this.d.state.hint;
    if (hint && (hint.key !== shownKey(this.d.state) || !canHint(this.d.state))) this.clear();
  }

  /** The board shows another position of the game (a walk through its moves): a hint shown moves there with it. */
  follow(): void {
    const hint = this.d.state.hint;
    if (!hint || hint.key === shownKey(this.d.state)) return;
    this.clear();
    this.show();
  }

  /** Hides the hint and stops its analysis. */
  clear(): void {
    this.token++;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = null;
    setHint(this.d.state, null);
    this.d.engine.stop(this);
  }

  private show(): void {
    const s = this.d.state;
    if (!canHint(s)) return;
    const token = ++this.token;
    const key = shownKey(s);
    setHint(s, { key, depth: 0, moves: [] });
    const work = { game: s.game, start: s.start, moves: shownMoves(s).slice(), timeMs: HINT_TIME_MS };
    void this.d.engine
      .analyse(
        work,
        (a) => {
          if (token === this.token) this.progress(hintOf(key, a));
        },
        this,
      )
      .then((outcome) => {
        if (token !== this.token) return;
        // Another job took the worker (the engine runs one at a time): the hint goes, and the button asks again.
        if (outcome.kind === 'cancelled') {
          this.clear();
          this.d.changed();
          return;
        }
        clearTimeout(this.timer);
        this.timer = undefined;
        // A failed analysis leaves the last values it showed, or nothing.
        if (outcome.kind === 'result' && outcome.result.moves.length > 0) setHint(s, hintOf(key, outcome.result));
        else if (outcome.kind === 'failed' && s.hint?.depth === 0) setHint(s, null);
        this.d.changed();
      });
  }

  private progress(hint: Hint): void {
    this.pending = hint;
    if (this.timer !== undefined) return;
    const token = this.token;
    const wait = Math.max(0, this.shownAt + PROGRESS_THROTTLE_MS - performance.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (token !== this.token || !this.pending) return;
      setHint(this.d.state, this.pending);
      this.pending = null;
      this.shownAt = performance.now();
      this.d.changed();
    }, wait);
  }
}
