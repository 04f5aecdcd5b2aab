// The rules of gomoku for a new player, in both languages (what each part is for: Rules in types.ts).
import type { Lang } from '../../vocabulary';
import type { Rules } from '../types';

export const gomokuRules: Record<Lang, Rules> = {
  en: {
    title: 'Rules of gomoku',
    howTo:
      'Take turns placing stones on the points where the lines cross; the first to make five in a row, across, down or diagonally, wins.',
    points: [
      'The game is played on the points of a 15 × 15 (or 10 × 10) board. Black places first, then the sides take turns; a stone never moves.',
      'The first to make an unbroken line of five stones across, down or diagonally wins.',
      'Freestyle: five or more in a row wins. Standard: exactly five; a line of six or more does not count.',
      'Renju, played on 15 × 15, evens out the first move: Black may not make a double three (two open threes with one stone), a double four or an overline (six or more in a row). These are fouls: Ply does not let Black play one, and the Forbidden points button marks them on the board.',
      'In renju a three counts only if a move Black is allowed can turn it into an open four (four in a row with both ends free). A stone that makes exactly five wins even if it is also a foul. White has no restrictions, and a White line of six or more wins too.',
      'If the board fills up and no one has five, the game is a draw. In renju it is also a draw when Black has no allowed move left.',
      'In Ply click a point to place a stone. On a touch screen the first tap shows the stone and a second tap on it places it.',
    ],
  },
  ru: {
    title: 'Правила гомоку',
    howTo:
      'Ставьте камни по очереди на пересечения линий; побеждает тот, кто первым выстроит пять в ряд — по горизонтали, вертикали или диагонали.',
    points: [
      'Играют на пересечениях линий доски 15 × 15 (или 10 × 10). Первыми ставят чёрные, дальше по очереди; поставленный камень не двигается.',
      'Побеждает тот, кто первым выстроит сплошной ряд из пяти камней по горизонтали, вертикали или диагонали.',
      'Свободные правила: побеждают пять камней в ряд и больше. Стандартные: ровно пять; ряд из шести и больше не считается.',
      'Рэндзю играют на доске 15 × 15, и правила уравнивают преимущество первого хода: чёрным запрещены «вилка» 3×3 (две открытые тройки одним камнем), «вилка» 4×4 и длинный ряд (шесть камней подряд и больше). Такие ходы называют фолами: Ply не даёт чёрным их сделать, а кнопка «Запрещённые ходы» отмечает их на доске.',
      'В рэндзю тройка считается, только если разрешённым для чёрных ходом её можно превратить в открытую четвёрку (четыре в ряд со свободными концами). Камень, который ставит ровно пять, побеждает, даже если при этом получается фол. Белым можно всё, и длинный ряд белых тоже побеждает.',
      'Если доска заполнена, а пятёрки ни у кого нет, — ничья. В рэндзю ничья и тогда, когда у чёрных не осталось ни одного разрешённого хода.',
      'В Ply нажмите на пересечение, чтобы поставить камень. На сенсорном экране первое касание показывает камень, а второе касание по нему ставит его.',
    ],
  },
};
