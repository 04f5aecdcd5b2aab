// A marked move's lesson in words, for the move list, the graph and the review's note: the move with its
// mark, the better move the review found, and what the marked one cost.
import type { GameDef } from '../games/types';
import { judgementName, rt } from '../play/review-strings';
import { JUDGEMENT_MARK, type MoveLesson } from '../state/review';
import type { Lang, Side } from '../vocabulary';
import { scoreWords } from './indicator';

/**
 * A marked move as the review teaches it: '2. g4?? · best Nf3 · −9.5 pawns' (what it cost, from the mover's
 * side), or with its judgement's name where the review has no better move to name.
 */
export function lessonWords(
  lang: Lang,
  game: GameDef,
  k: number,
  startSide: Side,
  move: string,
  lesson: MoveLesson,
): string {
  const n = Math.floor((k + startSide) / 2) + 1;
  const head = `${n}. ${game.moveText?.(lang, move) ?? move}${JUDGEMENT_MARK[lesson.judgement]}`;
  const better = lesson.best
    ? rt(lang, 'bestWas', { move: game.moveText?.(lang, lesson.best.text) ?? lesson.best.text })
    : '';
  return [head, better || judgementName(lang, lesson.judgement), scoreWords(lang, game, -lesson.loss, false)].join(
    ' · ',
  );
}
