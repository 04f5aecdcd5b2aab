// A strong evaluation of the live position, whatever level the computer plays: a short search at the strong
// level in the worker. The evaluation bar shows it where nothing stronger has scored the position (a review,
// a hint, a level-5 search), and the computer answers a draw offer from it: a weak level's own score (level
// 1's is always 0) is never shown or trusted. One position at a time; a change of position drops it.
import type { SearchEngine } from './engine';
import { firstSideScore } from '../state/review';
import { topLevel } from '../state/ladder';
import { hintKey, setAppraisal } from '../state/analysis';
import { searchOptions } from '../state/options';
import type { Appraisal, State } from '../state/state';

/** The search an appraisal gets: about what the review gives each position. */
export const APPRAISAL_MS = 300;

export interface AppraiserDeps {
  engine: SearchEngine;
  state: State;
  /** Something in state changed: redraw and update the panel. */
  changed(): void;
}

export class Appraiser {
  /** Bumped to invalidate a running appraisal's reply. */
  private token = 0;
  private searching: string | null = null;
  private waiting: ((a: Appraisal | null) => void)[] = [];

  constructor(private readonly d: AppraiserDeps) {}

  /** Drops the appraisal of a position no longer on the board (and stops its search). */
  sync(): void {
    const s = this.d.state;
    const key = hintKey(s);
    if (s.appraisal && s.appraisal.key !== key) setAppraisal(s, null);
    if (this.searching !== null && this.searching !== key) this.cancel();
  }

  /** The live position's appraisal, searched for if there is none yet; null if the search was stopped or failed. */
  appraise(): Promise<Appraisal | null> {
    const s = this.d.state;
    const key = hintKey(s);
    if (s.appraisal?.key === key) return Promise.resolve(s.appraisal);
    if (this.searching !== key) this.cancel();
    const answer = new Promise<Appraisal | null>((resolve) => this.waiting.push(resolve));
    if (this.searching !== key) this.start(key);
    return answer;
  }

  /** Stops the running appraisal: whoever waits for it gets null. */
  cancel(): void {
    this.token++;
    if (this.searching !== null) {
      this.searching = null;
      this.d.engine.stop(this);
    }
    this.settle(null);
  }

  get busy(): boolean {
    return this.searching !== null;
  }

  private start(key: string): void {
    const token = this.token;
    const s = this.d.state;
    this.searching = key;
    const side = s.status.toMove;
    const work = {
      game: s.game,
      start: s.start,
      moves: s.moves.slice(),
      level: topLevel(s.levels),
      data: true,
      timeMs: APPRAISAL_MS,
      seed: 1,
      options: searchOptions(s),
    };
    void this.d.engine
      .search(work, () => undefined, this)
      .then((outcome) => {
        if (token !== this.token) return;
        this.searching = null;
        if (outcome.kind !== 'result') return this.settle(null);
        const appraisal = { key, score: firstSideScore(outcome.result.score, side), exact: outcome.result.exact };
        if (hintKey(this.d.state) === key) setAppraisal(this.d.state, appraisal);
        this.settle(appraisal);
        this.d.changed();
      });
  }

  private settle(appraisal: Appraisal | null): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve(appraisal);
  }
}
