// Looking back through the game and judging it: walking to a past position (the game does not change), the
// review (asked for, or by itself when a move ends the game), and the evaluation bar's score of the live
// position. None of it changes the game: each ends in a redraw, not a commit.
import { reviewDone } from '../engine/reviewer';
import { saveEvalBarShown } from '../storage/persist';
import type { GameContext } from './game-context';
import { hintKey, reviewMarks } from '../state/analysis';
import { isComputerTurn } from '../state/turns';
import { lastPath } from '../state/moves';
import { markedPly } from '../state/review';
import { pathOf } from '../squares/selection';
import { setPast, shownPly, walkTarget, type WalkKey } from '../state/walk';
import { setSelection } from '../state/pointer';
import type { Past } from '../state/state';

export class GameWalk {
  /** The finished game (its moves) last reviewed by itself, so a review the player stopped is not started again. */
  private autoReviewed = '';

  constructor(private readonly c: GameContext) {}

  /**
   * The evaluation bar's strong score of the live position, searched for while a person is to move and nothing
   * else is at work or has scored it (a hint, a review, the computer's own level-5 search).
   */
  appraiseForBar(): void {
    const { state: s, computer, reviewer, appraiser } = this.c;
    if (!s.evalBar || !s.ready || s.status.over || s.hint || computer.busy || reviewer.running) return;
    if (s.appraisal?.key === hintKey(s) || appraiser.busy) return;
    if (s.review && s.review.scores.length > s.moves.length) return;
    // The computer is about to search (its own level-5 score does for the bar), or the game is looked at.
    if (isComputerTurn(s)) return;
    void appraiser.appraise();
  }

  /** The evaluation bar is shown or hidden (remembered); shown, it scores the position if nothing has. */
  toggleEvalBar(): void {
    const s = this.c.state;
    s.evalBar = !s.evalBar;
    saveEvalBarShown(s.evalBar);
    if (s.evalBar) this.appraiseForBar();
    this.c.d.changed();
  }

  /**
   * A game is reviewed by itself once, when a move (or a draw agreed) ends it (`ended`: the last change did);
   * the computer has nothing left to do then. Opening a finished game again (a reload, another game and back,
   * a redo to its end) starts nothing: a review is asked for there. A review running when the game ends goes
   * on over every move.
   */
  autoReview(ended: boolean): void {
    const s = this.c.state;
    if (!ended || !s.ready || !s.status.over || this.c.computer.busy || s.moves.length === 0) return;
    const key = `${s.start ?? ''}|${s.moves.join(' ')}`;
    if (key === this.autoReviewed) return;
    this.autoReviewed = key;
    if (!(s.review && s.review.moves.length === s.moves.length && reviewDone(s.review))) this.c.reviewer.start();
  }

  /** A review may be asked for while the computer is not at work (a running review is stopped by the same button). */
  canReview(): boolean {
    const s = this.c.state;
    return s.ready && s.moves.length > 0 && !this.c.computer.busy;
  }

  /** The Review button: reviews the game so far, or stops the running review (what it scored stays). */
  toggleReview(): void {
    const { reviewer, hints } = this.c;
    if (reviewer.running) reviewer.cancel();
    else if (this.canReview()) {
      hints.clear();
      reviewer.start();
    }
    this.c.d.changed();
  }

  /**
   * Shows the position after `ply` of the game's moves (0: the start); the live game for its last one. The
   * game does not change: the Session gives the earlier position without going back to it.
   */
  walkTo(ply: number): void {
    const s = this.c.state;
    if (!s.ready) return;
    const target = Math.max(0, Math.min(s.moves.length, Math.round(ply)));
    setPast(s, target === s.moves.length ? null : this.pastAt(target));
    setSelection(s, null);
    // A hint shown goes with the board: it is searched again on the position now shown.
    this.c.hints.follow();
    this.c.d.changed();
  }

  /** Shows the position after the next (1) or previous (−1) marked move, if there is one that way. */
  walkToMark(dir: 1 | -1): void {
    const ply = markedPly(reviewMarks(this.c.state, this.c.game().review), shownPly(this.c.state), dir);
    if (ply !== null) this.walkTo(ply);
  }

  /** Left and Right step through the moves, Home shows the start, End the live game. */
  walk(key: WalkKey): void {
    this.walkTo(walkTarget(this.c.state, key));
  }

  /** Back to the live game from a past position, before a change the player makes to the game. */
  toLive(): void {
    setPast(this.c.state, null);
  }

  /** The position after `ply` moves, as the Session gives it; the moves that led to it are the game's first ones. */
  private pastAt(ply: number): Past {
    const seen = this.c.session.positionAfter(ply);
    if (!seen) throw new Error(`no position after ${ply} moves`);
    const played = this.c.state.played.slice(0, ply);
    return {
      ply,
      moves: this.c.state.moves.slice(0, ply),
      played,
      board: { files: seen.board.files, ranks: seen.board.ranks },
      squares: seen.squares,
      status: { ...seen.status, summary: Array.from(seen.status.summary) },
      lastPath: lastPath(played),
      opening: seen.opening,
      legal: Array.from(seen.legal),
      better: this.betterPath(ply),
    };
  }

  /** Where the move that led to the position after `ply` moves was marked: the review's better move's squares. */
  private betterPath(ply: number): number[] {
    const s = this.c.state;
    const review = s.review;
    const best = ply > 0 ? review?.best?.[ply - 1] : undefined;
    if (!review || !best || best.move === review.moves[ply - 1]) return [];
    if (!reviewMarks(this.c.state, this.c.game().review)[ply - 1]) return [];
    return pathOf(this.c.session.positionAfter(ply - 1)?.legal ?? [], best.move);
  }
}
