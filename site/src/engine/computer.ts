// The computer's turn: a search in the worker, its progress shown at most every PROGRESS_THROTTLE_MS, and
// its move played after a short pause so a person sees it arrive; also a forced move played in a task of
// its own. Everything here is cancelled at once by cancel(): a reply or timer of an older turn does nothing.
import type { SearchEngine } from './engine';
import { plainProgress } from './protocol';
import { searchOptions } from '../state/options';
import { setEvaluation, setThinking } from '../state/analysis';
import { setNotice } from '../state/display';
import type { State, Thinking } from '../state/state';
import { levelNeedsData, showsThinking, topLevel } from '../state/ladder';

/** Even an instant answer waits this long, so a person sees the computer's move arrive. */
const MIN_REPLY_MS = 300;
/** Computer vs computer: a slower pace so the game can be followed. */
const MIN_REPLY_CVC_MS = 650;
const PROGRESS_THROTTLE_MS = 125;
/**
 * The top level (full strength) thinks for its budget; below it the time only caps a runaway search (the rungs
 * below stop at their own depth or node budget).
 */
const LEVEL5_BUDGET_MS = 2000;
const TIME_CAP_MS = 10000;

export interface ComputerDeps {
  engine: SearchEngine;
  state: State;
  /** Something in state changed: redraw and update the panel. */
  changed(): void;
  /** Plays the move the computer chose (or the forced move) and carries on. */
  play(move: string): void;
}

function randomSeed(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  // Keep it a non-negative int32 so it crosses any Embind integer type unchanged.
  return (a[0] ?? 0) >>> 1;
}

export class Computer {
  /** Bumped to invalidate everything a running search or a pending move may still do. */
  private token = 0;
  private moveTimer: ReturnType<typeof setTimeout> | undefined;
  private progressTimer: ReturnType<typeof setTimeout> | undefined;
  private progressShownAt = 0;
  private pendingProgress: Thinking | null = null;
  private pending = false;

  constructor(private readonly d: ComputerDeps) {}

  /** A search runs or a move waits to be played. */
  get busy(): boolean {
    return this.pending;
  }

  /** Plays a forced move in a task of its own, so the live region reads it apart from the move before it. */
  playSoon(move: string): void {
    this.cancel();
    this.later(0, () => this.d.play(move));
  }

  /** Searches the state's position at its level and plays the move found. */
  search(): void {
    this.cancel();
    this.pending = true;
    const token = this.token;
    const s = this.d.state;
    const level = s.settings.level;
    const started = performance.now();
    const minDelay = s.settings.mode === 'cvc' ? MIN_REPLY_CVC_MS : MIN_REPLY_MS;
    // The thinking is shown from the first rung that searches (ladder.ts showsThinking: the old level 3's
    // look-ahead and above); the weaker ones answer almost at once.
    const shown = showsThinking(s.levels, level);
    if (shown) {
      setThinking(s, { depth: 0, score: 0, exact: false, book: false, nodes: 0, selectivity: 100, pv: [] });
      this.d.changed();
    }
    const work = {
      game: s.game,
      start: s.start,
      moves: s.moves.slice(),
      level,
      data: levelNeedsData(s.levels, level),
      timeMs: level === topLevel(s.levels) ? LEVEL5_BUDGET_MS : TIME_CAP_MS,
      seed: randomSeed(),
      options: searchOptions(s),
    };
    void this.d.engine
      .search(
        work,
        (p) => {
          if (shown && token === this.token) this.onProgress(plainProgress(p));
        },
        this,
      )
      .then((outcome) => {
        if (token !== this.token || outcome.kind === 'cancelled') return;
        if (outcome.kind === 'failed') {
          this.pending = false;
          setThinking(s, null);
          setNotice(s, { key: 'engineFailed' });
          this.d.changed();
          return;
        }
        const { result } = outcome;
        // Its score is for the side to move: the computer's own view, kept for answering a draw offer.
        setEvaluation(s, result.score);
        if (shown) this.showProgress(plainProgress(result));
        this.later(Math.max(0, minDelay - (performance.now() - started)), () => {
          this.clearProgress();
          setThinking(s, null);
          this.d.play(result.move);
        });
      });
  }

  /** Stops the search and every pending move or progress update. */
  cancel(): void {
    this.token++;
    this.pending = false;
    // Its own search only: a job of someone else's (a hint, a review) started since goes on.
    this.d.engine.stop(this);
    clearTimeout(this.moveTimer);
    this.moveTimer = undefined;
    this.clearProgress();
    setThinking(this.d.state, null);
  }

  private later(ms: number, run: () => void): void {
    const token = this.token;
    this.pending = true;
    this.moveTimer = setTimeout(() => {
      if (token !== this.token) return;
      this.pending = false;
      run();
    }, ms);
  }

  private onProgress(p: Thinking): void {
    this.pendingProgress = p;
    if (this.progressTimer !== undefined) return;
    const token = this.token;
    const wait = Math.max(0, this.progressShownAt + PROGRESS_THROTTLE_MS - performance.now());
    this.progressTimer = setTimeout(() => {
      this.progressTimer = undefined;
      if (token === this.token && this.pendingProgress) this.showProgress(this.pendingProgress);
    }, wait);
  }

  private showProgress(p: Thinking): void {
    this.pendingProgress = null;
    this.progressShownAt = performance.now();
    setThinking(this.d.state, p);
    this.d.changed();
  }

  private clearProgress(): void {
    clearTimeout(this.progressTimer);
    this.progressTimer = undefined;
    this.pendingProgress = null;
  }
}
