// The panel's part for walking the moves and for the review: the walk buttons and where the view is, the
// Review button, the review's progress bar, its graph (a click shows that position) and how many marks
// each side got. Reads state to write the DOM; actions go out through ReviewActions.
import type { GameDef } from '../games/types';
import { sideName } from '../i18n';
import { JUDGEMENT_MARK, judgementCounts, markedPly, moveLesson } from '../state/review';
import { forcedMove, reviewMarks } from '../state/analysis';
import { drawGraph, GRAPH, plyAtFraction } from './review-graph';
import { judgementName, rt, type ReviewKey } from '../play/review-strings';
import { lessonWords } from './lesson';
import { accuracies } from '../state/accuracy';
import type { Side } from '../vocabulary';
import type { State } from '../state/state';
import { el, setText, show } from '../dom';
import { shownPly, type WalkKey } from '../state/walk';

export interface ReviewActions {
  walk(key: WalkKey): void;
  walkTo(ply: number): void;
  walkToMark(dir: 1 | -1): void;
  toggleReview(): void;
  canReview(): boolean;
}

/** `current`: the game open, if any, which the walk and review buttons act on. */
export function createReviewUi(current: () => ReviewActions | null): {
  update(state: State, game: GameDef): void;
} {
  const walkButtons: [HTMLButtonElement, WalkKey, ReviewKey][] = [
    [el<HTMLButtonElement>('[data-testid="walk-start"]'), 'Home', 'walkStart'],
    [el<HTMLButtonElement>('[data-testid="walk-back"]'), 'ArrowLeft', 'walkBack'],
    [el<HTMLButtonElement>('[data-testid="walk-forward"]'), 'ArrowRight', 'walkForward'],
    [el<HTMLButtonElement>('[data-testid="walk-end"]'), 'End', 'walkEnd'],
  ];
  const walkStatus = el('[data-testid="walk-status"]');
  const walkText = el('#walk-text');
  const walkLive = el<HTMLButtonElement>('[data-testid="walk-live"]');
  const reviewBtn = el<HTMLButtonElement>('[data-testid="review"]');
  const box = el('[data-testid="review-box"]');
  const progressRow = el('#review-progress-row');
  const progress = el<HTMLProgressElement>('[data-testid="review-progress"]');
  const progressText = el('#review-progress-text');
  const graph =
    document.querySelector<SVGSVGElement>('[data-testid="review-graph"]') ??
    document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  const counts = el('[data-testid="review-counts"]');
  const note = el('[data-testid="review-note"]');
  const accuracy = el('[data-testid="accuracy"]');
  const markButtons = el('#review-marks');
  const prevMark = el<HTMLButtonElement>('[data-testid="prev-mistake"]');
  const nextMark = el<HTMLButtonElement>('[data-testid="next-mistake"]');
  prevMark.addEventListener('click', () => current()?.walkToMark(-1));
  nextMark.addEventListener('click', () => current()?.walkToMark(1));

  for (const [button, key] of walkButtons) button.addEventListener('click', () => current()?.walk(key));
  walkLive.addEventListener('click', () => current()?.walk('End'));
  reviewBtn.addEventListener('click', () => current()?.toggleReview());
  graph.addEventListener('click', (e) => {
    const total = lastTotal;
    const box = graph.getBoundingClientRect();
    if (box.width <= 0 || total === 0) return;
    current()?.walkTo(plyAtFraction((e.clientX - box.left) / box.width, total, lastWidth));
  });

  let lastTotal = 0;
  let lastWidth = 300;
  let graphKey = '';

  return {
    update(state: State, game: GameDef): void {
      const lang = state.lang;
      const total = state.moves.length;
      const shown = shownPly(state);
      for (const [button, key, label] of walkButtons) {
        const off = key === 'Home' || key === 'ArrowLeft' ? shown === 0 : state.past === null;
        button.setAttribute('aria-disabled', String(off || total === 0));
        button.setAttribute('aria-label', rt(lang, label));
        button.title = rt(lang, label);
      }
      show(walkStatus, state.past !== null);
      setText(
        walkText,
        shown === 0 ? rt(lang, 'viewingStart', { total }) : rt(lang, 'viewingMove', { n: shown, total }),
      );
      walkStatus.title = rt(lang, 'viewingNote');
      setText(walkLive, rt(lang, 'backToGame'));

      const review = state.review;
      const running = review?.running === true;
      setText(reviewBtn, rt(lang, running ? 'reviewStop' : 'review'));
      reviewBtn.title = rt(lang, 'reviewTitle');
      reviewBtn.setAttribute('aria-pressed', String(running));
      reviewBtn.setAttribute('aria-disabled', String(!running && !(current()?.canReview() ?? false)));

      show(box, review !== null);
      if (!review) {
        graphKey = '';
        return;
      }
      const positions = review.moves.length + 1;
      show(progressRow, running);
      progress.max = positions;
      progress.value = review.scores.length;
      setText(progressText, rt(lang, 'reviewing', { done: review.scores.length, total: positions }));

      const marks = reviewMarks(state, game.review);
      const names = game.colours.map((c) => sideName(lang, c));
      // The drawing is as wide as the element, in units of its fixed height, so it never stretches.
      const rect = graph.getBoundingClientRect();
      const width = rect.width > 0 && rect.height > 0 ? Math.round((rect.width / rect.height) * GRAPH.height) : 300;
      const key = `${state.game}|${lang}|${review.scores.join()}|${review.moves.length}|${shown}|${width}`;
      if (key !== graphKey) {
        graphKey = key;
        lastTotal = review.moves.length;
        lastWidth = width;
        graph.setAttribute('aria-label', rt(lang, 'reviewGraph'));
        graph.setAttribute('viewBox', `0 0 ${width} ${GRAPH.height}`);
        drawGraph(graph, {
          review,
          marks,
          scale: game.review.scale,
          shown,
          width,
          top: rt(lang, 'reviewAhead', { side: names[0] ?? '' }),
          bottom: rt(lang, 'reviewAhead', { side: names[1] ?? '' }),
          markTitle: (k, mark) => {
            const move = review.moves[k] ?? '';
            const n = Math.floor((k + state.startSide) / 2) + 1;
            const lesson = moveLesson(review, k, ((state.startSide + k) % 2) as Side, marks, game.review);
            if (lesson) return lessonWords(lang, game, k, state.startSide, move, lesson);
            return `${n}. ${game.moveText?.(lang, move) ?? move}${JUDGEMENT_MARK[mark]} · ${judgementName(lang, mark)}`;
          },
        });
      }
      // The move that led to the position shown, where the review marked it: what was better, what it cost.
      const k = shown - 1;
      const lesson = k >= 0 ? moveLesson(review, k, ((state.startSide + k) % 2) as Side, marks, game.review) : null;
      const lessonText = lesson ? lessonWords(lang, game, k, state.startSide, review.moves[k] ?? '', lesson) : '';
      show(note, lessonText !== '');
      setText(note, lessonText);
      // The marked moves one after another, from the position shown (Shift+Left and Shift+Right too).
      show(
        markButtons,
        marks.some((m) => m !== null),
      );
      setText(prevMark, rt(lang, 'prevMistake'));
      setText(nextMark, rt(lang, 'nextMistake'));
      prevMark.setAttribute('aria-disabled', String(markedPly(marks, shown, -1) === null));
      nextMark.setAttribute('aria-disabled', String(markedPly(marks, shown, 1) === null));
      const done = review.scores.length === positions;
      const perSide = judgementCounts(marks, state.startSide);
      setText(
        counts,
        done ? perSide.map((c, side) => rt(lang, 'reviewCounts', { side: names[side] ?? '', ...c })).join('   ') : '',
      );
      show(counts, done);
      // Each side's accuracy, once every position is scored (state/accuracy.ts: lichess's model).
      const acc = done ? accuracies(review, state.startSide, game.review, forcedMove(state)) : null;
      const percent = (a: number | null): string => (a === null ? '—' : `${a}%`);
      setText(
        accuracy,
        acc ? [rt(lang, 'accuracy'), ...acc.map((a, side) => `${names[side] ?? ''} ${percent(a)}`)].join(' · ') : '',
      );
      accuracy.title = rt(lang, 'accuracyTitle');
      show(accuracy, acc !== null);
    },
  };
}
