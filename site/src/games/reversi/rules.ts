// The rules of Reversi for a new player, in both languages (what each part is for: Rules in types.ts).
import type { Lang } from '../../vocabulary';
import type { Rules } from '../types';

export const reversiRules: Record<Lang, Rules> = {
  en: {
    title: 'Rules of Reversi',
    howTo:
      'Place a disc on a dotted square so that it traps a line of your opponent’s discs against one of yours: they turn to your colour, and the most discs at the end wins.',
    points: [
      'The board is 8 × 8; the game begins with two black and two white discs in the centre. Black moves first.',
      'A move places a disc of your colour so that one or more straight lines of your opponent’s discs (across, down or diagonal) lie between it and another disc of yours. Every disc so trapped turns over to your colour.',
      'If you have no such move, you pass; when neither side can move, the game is over.',
      'Whoever has more discs at the end wins.',
      'In Ply the legal squares are marked with dots; pointing at one shows which discs would turn over. A forced pass is played for you.',
    ],
  },
  ru: {
    title: 'Правила реверси',
    howTo:
      'Ставьте фишку на поле с точкой так, чтобы зажать ряд фишек соперника между ней и своей фишкой: они перевернутся, а в конце побеждает тот, у кого больше фишек.',
    points: [
      'Доска 8 × 8; в начале в центре стоят две чёрные и две белые фишки. Первыми ходят чёрные.',
      'Ход — это фишка своего цвета, поставленная так, чтобы между ней и другой вашей фишкой оказался сплошной ряд фишек соперника (по горизонтали, вертикали или диагонали). Все зажатые фишки переворачиваются и становятся вашими.',
      'Если такого хода нет, вы пропускаете ход (пас); когда ходить не может никто, игра окончена.',
      'Побеждает тот, у кого в конце больше фишек.',
      'В Ply возможные ходы отмечены точками; если навести указатель на такое поле, видно, какие фишки перевернутся. Вынужденный пас делается сам.',
    ],
  },
};
