// The move list: the game's moves in the game's own words, numbered as its players number them, the review's
// marks after them, the move shown marked; a click on a move shows the position after it.
import type { GameDef } from '../games/types';
import { t } from '../i18n';
import { moveNumber } from '../play/move-numbers';
import { JUDGEMENT_MARK, moveLesson } from '../state/review';
import { reviewMarks } from '../state/analysis';
import { judgementName } from '../play/review-strings';
import { lessonWords } from './lesson';
import type { Side } from '../vocabulary';
import type { State } from '../state/state';
import { plyAfterMove, shownPly } from '../state/walk';
import { el } from '../dom';

/** `current`: the game open, if any, whose position after a move the list shows. */
export function createMovesUi(current: () => { walkTo(ply: number): void } | null): {
  update(state: State, game: GameDef): void;
} {
  const movesList = el<HTMLOListElement>('[data-testid="moves"]');
  const movesScroll = el('.moves-scroll');
  let movesKey = '';

  // A move in the list shows the position after it.
  movesList.addEventListener('click', (e) => {
    const item = e.target instanceof Element ? e.target.closest<HTMLElement>('li[data-ply]') : null;
    if (item) current()?.walkTo(Number(item.dataset['ply']));
  });

  return {
    update(state: State, game: GameDef): void {
      const review = state.review;
      const marks = reviewMarks(state, game.review);
      const shown = shownPly(state);
      const key = `${state.game}|${state.lang}|${state.startSide}|${state.moves.join(' ')}|${shown}|${marks.join()}|${review?.scores.join() ?? ''}`;
      if (key === movesKey) return;
      movesKey = key;
      // A game imported with the second side to move starts in the right-hand column, numbered '1…'; a game
      // numbered move by move (Reversi) flows in as many columns as fit.
      const each = game.numberEachMove === true;
      movesList.classList.toggle('second-first', state.startSide === 1 && !each);
      movesList.classList.toggle('each', each);
      const items = state.moves.map((m, i) => {
        const li = document.createElement('li');
        li.textContent = game.moveText?.(state.lang, m) ?? m;
        const n = moveNumber(i, state.startSide, each);
        if (n !== '') li.dataset['n'] = n;
        if (state.played[i]?.pass) {
          li.className = 'pass';
          li.title = t(state.lang, 'passMove');
        }
        if (i === shown - 1) li.classList.add('current');
        li.dataset['ply'] = String(plyAfterMove(i));
        // The review's mark after the move ('Nf3??'), drawn by CSS so the move's own text stays as written.
        const mark = marks[i];
        if (mark) {
          li.dataset['mark'] = JUDGEMENT_MARK[mark];
          li.classList.add(`mark-${mark}`);
          const lesson = review && moveLesson(review, i, ((state.startSide + i) % 2) as Side, marks, game.review);
          li.title = lesson
            ? lessonWords(state.lang, game, i, state.startSide, m, lesson)
            : judgementName(state.lang, mark);
        }
        return li;
      });
      movesList.replaceChildren(...items);
      movesList.dataset['empty'] = t(state.lang, 'noMoves');
      // The move shown stays in sight: the last one while the game is live.
      const currentItem = movesList.querySelector<HTMLElement>('li.current');
      if (state.past && currentItem) currentItem.scrollIntoView({ block: 'nearest' });
      // (Reading the height lays the page out at once: not for an empty list, as at start-up, where it is 0.)
      else if (!state.past && items.length > 0) movesScroll.scrollTop = movesScroll.scrollHeight;
    },
  };
}
