// Each game's rules for a new player, both languages: one sentence on how to play (shown at the start of a
// game) and a short page of rules (the Rules dialog). Part of the page's code, so they work offline.
import type { GameId, Lang } from '../state';

export interface Rules {
  /** The rules page's title: 'Rules of Reversi'. */
  title: string;
  /** How to play in one sentence. */
  howTo: string;
  /** The rules, one point each. */
  points: readonly string[];
}

export const RULES: Record<GameId, Record<Lang, Rules>> = {
  reversi: {
    en: {
      title: 'Rules of Reversi',
      howTo: 'Place a disc on a dotted square so that it traps a line of your opponent’s discs against one of yours: they turn to your colour, and the most discs at the end wins.',
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
      howTo: 'Ставьте фишку на поле с точкой так, чтобы зажать ряд фишек соперника между ней и своей фишкой: они перевернутся, а в конце побеждает тот, у кого больше фишек.',
      points: [
        'Доска 8 × 8; в начале в центре стоят две чёрные и две белые фишки. Первыми ходят чёрные.',
        'Ход — это фишка своего цвета, поставленная так, чтобы между ней и другой вашей фишкой оказался сплошной ряд фишек соперника (по горизонтали, вертикали или диагонали). Все зажатые фишки переворачиваются и становятся вашими.',
        'Если такого хода нет, вы пропускаете ход (пас); когда ходить не может никто, игра окончена.',
        'Побеждает тот, у кого в конце больше фишек.',
        'В Ply возможные ходы отмечены точками; если навести указатель на такое поле, видно, какие фишки перевернутся. Вынужденный пас делается сам.',
      ],
    },
  },
  draughts: {
    en: {
      title: 'Rules of Russian draughts',
      howTo: 'Move a man one square diagonally forward, or capture by jumping over an enemy piece (capturing is compulsory); a man that reaches the far row becomes a king.',
      points: [
        'The board is 8 × 8 and only the dark squares are used; each side has 12 men. White moves first.',
        'A man moves one square diagonally forward. A king moves any number of squares along a diagonal.',
        'Capturing is compulsory: a piece jumps over an enemy piece to the empty square beyond it and goes on capturing while it can. Men capture backwards too. You may choose which capture to make, but must take it to the end. Captured pieces leave the board only after the move.',
        'A man that reaches the far row becomes a king, even in the middle of a capture, and goes on capturing as a king.',
        'You win when your opponent has no pieces left or cannot move. Threefold repetition and some endings are draws, and a draw can be agreed.',
        'In Ply click (or drag) a piece, then its destination; pieces that must capture are marked.',
      ],
    },
    ru: {
      title: 'Правила русских шашек',
      howTo: 'Ходите шашкой на одно поле по диагонали вперёд или бейте, перепрыгивая через шашку соперника (бить обязательно); шашка, дошедшая до последнего ряда, становится дамкой.',
      points: [
        'Доска 8 × 8, играют только на тёмных полях; у каждой стороны по 12 шашек. Первыми ходят белые.',
        'Простая шашка ходит на одно поле по диагонали вперёд. Дамка ходит по диагонали на любое число полей.',
        'Бить обязательно: шашка перепрыгивает через шашку соперника на свободное поле за ней и продолжает бить, пока может. Простые шашки бьют и назад. Можно выбрать, каким взятием бить, но довести его нужно до конца. Побитые шашки снимаются только после хода.',
        'Шашка, дошедшая до последнего ряда, становится дамкой — даже посреди взятия — и дальше бьёт как дамка.',
        'Побеждает тот, кто взял все шашки соперника или лишил их хода. Троекратное повторение позиции и некоторые окончания — ничья; на ничью можно и согласиться.',
        'В Ply нажмите на шашку (или перетащите её), затем на поле, куда она пойдёт; шашки, которые обязаны бить, отмечены.',
      ],
    },
  },
  gomoku: {
    en: {
      title: 'Rules of gomoku',
      howTo: 'Take turns placing stones on the points where the lines cross; the first to make five in a row, across, down or diagonally, wins.',
      points: [
        'The game is played on the points of a 15 × 15 (or 10 × 10) board. Black places first, then the sides take turns; a stone never moves.',
        'The first to make an unbroken line of five stones across, down or diagonally wins.',
        'Freestyle: five or more in a row wins. Standard: exactly five; a line of six or more does not count.',
        'If the board fills up and no one has five, the game is a draw.',
        'In Ply click a point to place a stone. On a touch screen the first tap shows the stone and a second tap on it places it.',
      ],
    },
    ru: {
      title: 'Правила гомоку',
      howTo: 'Ставьте камни по очереди на пересечения линий; побеждает тот, кто первым выстроит пять в ряд — по горизонтали, вертикали или диагонали.',
      points: [
        'Играют на пересечениях линий доски 15 × 15 (или 10 × 10). Первыми ставят чёрные, дальше по очереди; поставленный камень не двигается.',
        'Побеждает тот, кто первым выстроит сплошной ряд из пяти камней по горизонтали, вертикали или диагонали.',
        'Свободные правила: побеждают пять камней в ряд и больше. Стандартные: ровно пять; ряд из шести и больше не считается.',
        'Если доска заполнена, а пятёрки ни у кого нет, — ничья.',
        'В Ply нажмите на пересечение, чтобы поставить камень. На сенсорном экране первое касание показывает камень, а второе касание по нему ставит его.',
      ],
    },
  },
  chess: {
    en: {
      title: 'Rules of chess',
      howTo: 'Click a piece, then one of its marked squares (or drag it); checkmate the opponent’s king to win.',
      points: [
        'White moves first. Each side has a king, a queen, two rooks, two bishops, two knights and eight pawns.',
        'The king moves one square in any direction; the queen any distance along a line or a diagonal; the rook along a line; the bishop along a diagonal; the knight in an L and may jump over pieces. A piece captures by moving onto an enemy piece.',
        'A pawn moves one square forward (two from its starting square) and captures one square diagonally forward. It may capture en passant, and on the last rank it becomes a queen, rook, bishop or knight.',
        'Castling: the king moves two squares towards a rook, which then crosses over it, if neither has moved, the squares between them are empty, and the king is not in check and does not pass through an attacked square.',
        'Checkmate — the king attacked with no way out — wins. Stalemate, threefold repetition, the fifty-move rule, insufficient material and agreement are draws.',
        'In Ply click a piece, then one of its marked squares, or drag it.',
      ],
    },
    ru: {
      title: 'Правила шахмат',
      howTo: 'Нажмите на фигуру, затем на одно из отмеченных полей (или перетащите её); чтобы победить, поставьте мат королю соперника.',
      points: [
        'Первыми ходят белые. У каждой стороны король, ферзь, две ладьи, два слона, два коня и восемь пешек.',
        'Король ходит на одно поле в любую сторону; ферзь — на любое расстояние по вертикали, горизонтали или диагонали; ладья — по вертикали и горизонтали; слон — по диагонали; конь — буквой «Г» и может перепрыгивать через фигуры. Фигура бьёт, вставая на поле фигуры соперника.',
        'Пешка ходит на одно поле вперёд (с начального поля — на два) и бьёт на одно поле по диагонали вперёд. Она может бить на проходе, а дойдя до последней горизонтали, превращается в ферзя, ладью, слона или коня.',
        'Рокировка: король переходит на два поля в сторону ладьи, а ладья встаёт рядом с ним с другой стороны — если ни король, ни ладья ещё не ходили, поля между ними свободны, король не под шахом и не проходит через битое поле.',
        'Мат — король под ударом, и спасения нет — означает победу. Пат, троекратное повторение позиции, правило 50 ходов, недостаток материала и соглашение — ничья.',
        'В Ply нажмите на фигуру, затем на одно из отмеченных полей, или перетащите её.',
      ],
    },
  },
};
