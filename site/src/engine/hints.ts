// The hints: on request the worker analyses the position the board shows (the live one while a person is to
// move, or a past one the player walked back to: every move's value in Reversi and draughts, the best move in
// chess and gomoku) and the board shows it as it deepens, at most every PROGRESS_THROTTLE_MS. The hint belongs
// to one position: sync() drops it once the game changes, follow() searches the newly shown position when the
// player walks the moves; the analysis is stopped through the engine (its stop flag), not by killing the worker.
// The analysis board (the Analysis button) is the same search with no end but the player's and several best
// lines in chess and gomoku; while it is on, every position the board comes to is searched in turn, when the
// engine is free (resume()): the computer's move and a review come first.
import type { Analysis } from 'ply-engine';
import type { SearchEngine } from './engine';
import { canHint, linesAsked, setAnalysisLines, setAnalysisOn, setHint, shownKey } from '../state/analysis';
import { shownLegal, shownMoves } from '../state/walk';
import type { Hint, State } from '../state/state';

/** An analysis that nobody stops ends after this long; its last values stay on the board. */
export const HINT_TIME_MS = 20000;
/** The analysis deepens until the player stops it, leaves or the search reaches its end; at most this long. */
export const ANALYSIS_TIME_MS = 3_600_000;
const PROGRESS_THROTTLE_MS = 125;

export interface HintDeps {
  engine: SearchEngine;
  state: State;
  /** Something in state changed: redraw and update the panel. */
  changed(): void;
  /** The computer or the review is at work: the analysis does not take the engine from them. */
  busy(): boolean;
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

  /** The Hint button: shows the hints for the position on the board, or hides them (and ends the analysis). */
  toggle(): void {
    const s = this.d.state;
    if (s.hint || s.analysis.on) {
      setAnalysisOn(s, false);
      this.clear();
    } else this.show();
    this.d.changed();
  }

  /** The Analysis button: searches the position shown with several lines until turned off, or stops. */
  toggleAnalysis(): void {
    const s = this.d.state;
    this.clear();
    setAnalysisOn(s, !s.analysis.on);
    if (s.analysis.on && !this.d.busy()) this.show();
    this.d.changed();
  }

  /** The number of lines listed: searched again where the search gives fewer than that (chess's, gomoku's). */
  setLines(n: number): void {
    const s = this.d.state;
    const had = s.hint?.moves.length ?? 0;
    setAnalysisLines(s, n);
    // Reversi and draughts value every legal move in any case: a longer list is already there.
    if (s.analysis.on && s.hint && had < s.analysis.lines && had < shownLegal(s).length) {
      this.clear();
      this.show();
    }
    this.d.changed();
  }

  /** The analysis goes on in the position now shown, once nothing else needs the engine (after every change). */
  resume(): void {
    const s = this.d.state;
    if (s.analysis.on && !s.hint && canHint(s) && !this.d.busy()) this.show();
  }

  /** Drops the hint once the position it belongs to has changed (a move, undo, a new game). */
  sync(): void {
    const hint = this.d.state.hint;
    if (hint && (hint.key !== shownKey(this.d.state) || !canHint(this.d.state))) this.clear();
  }

  /** The board shows another position of the game (a walk through its moves): a hint shown moves there with it. */
  follow(): void {
    const hint = this.d.state.hint;
    if (hint?.key === shownKey(this.d.state)) return;
    if (hint) this.clear();
    if ((hint || this.d.state.analysis.on) && !this.d.busy()) this.show();
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
    const work = {
      game: s.game,
      start: s.start,
      moves: shownMoves(s).slice(),
      timeMs: s.analysis.on ? ANALYSIS_TIME_MS : HINT_TIME_MS,
      lines: linesAsked(s),
    };
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
