// The words of walking the moves, the review and the evaluation bar, in English and Russian. Kept apart
// from i18n.ts (the shell's words) so this feature's strings stay together; t() reads them the same way.
import type { Judgement } from '../state/review';
import type { Lang } from '../vocabulary';

const en = {
  analysis: 'Analysis',
  analysisTitle: 'Analyse the position shown: its best lines, deeper until you stop (A)',
  analysisLines: 'Lines',
  analysisSide: 'Scores for {side}, to move',
  analysisWaits: 'The analysis waits while the computer moves.',
  analysisOver: 'No move to analyse: the game is over here.',
  analysisIdle: 'The analysis waits for the engine: walk the moves, or press Analysis again.',
  analysisPlay: 'Play {move}',
  analysisShow: '{move}: shown on the board',
  walkStart: 'Start position',
  walkBack: 'Previous move',
  walkForward: 'Next move',
  walkEnd: 'Last move',
  backToGame: 'Back to the game',
  viewingMove: 'Move {n} of {total}',
  viewingStart: 'Start position · {total} moves',
  viewingNote: 'Looking back: the game waits at its last move.',
  review: 'Review',
  reviewTitle: 'Score every move with the strongest level and mark the mistakes',
  reviewStop: 'Stop review',
  reviewing: 'Reviewing… {done} of {total}',
  reviewGraph: 'Score over the game. Click a point to see that position.',
  reviewAhead: '{side} better',
  reviewCounts: '{side}: {inaccuracy} ?! · {mistake} ? · {blunder} ??',
  bestWas: 'best {move}',
  accuracy: 'Accuracy',
  accuracyTitle:
    'How close each side played to the best moves, from the winning chance each move gave away (lichess’s formula)',
  prevMistake: '‹ Previous mistake',
  nextMistake: 'Next mistake ›',
  inaccuracy: 'Inaccuracy',
  mistake: 'Mistake',
  blunder: 'Blunder',
  evalBar: 'Eval bar',
  evalBarTitle: 'Show the evaluation bar (from your side)',
  evalNone: 'no evaluation yet',
  evalFor: 'Evaluation for {side}: {score}',
};

const ru: Record<keyof typeof en, string> = {
  analysis: 'Анализ',
  analysisTitle: 'Анализ показанной позиции: лучшие варианты, всё глубже, пока вы не остановите (A)',
  analysisLines: 'Вариантов',
  analysisSide: 'Оценки для стороны, чей ход: {side}',
  analysisWaits: 'Анализ ждёт, пока ходит компьютер.',
  analysisOver: 'Анализировать нечего: здесь партия окончена.',
  analysisIdle: 'Анализ ждёт движка: перейдите к другому ходу или нажмите «Анализ» ещё раз.',
  analysisPlay: 'Сыграть {move}',
  analysisShow: '{move}: показан на доске',
  walkStart: 'Начальная позиция',
  walkBack: 'Предыдущий ход',
  walkForward: 'Следующий ход',
  walkEnd: 'Последний ход',
  backToGame: 'Вернуться к игре',
  viewingMove: 'Ход {n} из {total}',
  viewingStart: 'Начальная позиция · ходов: {total}',
  viewingNote: 'Просмотр: партия ждёт на последнем ходу.',
  review: 'Разбор',
  reviewTitle: 'Оценить каждый ход сильнейшим уровнем и отметить ошибки',
  reviewStop: 'Остановить разбор',
  reviewing: 'Разбор… {done} из {total}',
  reviewGraph: 'Оценка по ходу партии. Нажмите на точку, чтобы увидеть позицию.',
  reviewAhead: '{side}: перевес',
  reviewCounts: '{side}: {inaccuracy} ?! · {mistake} ? · {blunder} ??',
  bestWas: 'лучше {move}',
  accuracy: 'Точность',
  accuracyTitle:
    'Насколько близко к лучшим ходам играла каждая сторона: по шансу на победу, упущенному каждым ходом (формула lichess)',
  prevMistake: '‹ Предыдущая ошибка',
  nextMistake: 'Следующая ошибка ›',
  inaccuracy: 'Неточность',
  mistake: 'Ошибка',
  blunder: 'Грубая ошибка',
  evalBar: 'Шкала оценки',
  evalBarTitle: 'Показать шкалу оценки (с вашей стороны)',
  evalNone: 'оценки пока нет',
  evalFor: 'Оценка за {side}: {score}',
};

export type ReviewKey = keyof typeof en;

const tables: Record<Lang, Record<ReviewKey, string>> = { en, ru };

export function rt(lang: Lang, key: ReviewKey, params: Record<string, string | number> = {}): string {
  return tables[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

export function judgementName(lang: Lang, j: Judgement): string {
  return rt(lang, j);
}
