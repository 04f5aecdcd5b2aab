// The rules of chess for a new player, in both languages (what each part is for: Rules in types.ts).
import type { Lang } from '../../vocabulary';
import type { Rules } from '../types';

export const chessRules: Record<Lang, Rules> = {
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
    howTo:
      'Нажмите на фигуру, затем на одно из отмеченных полей (или перетащите её); чтобы победить, поставьте мат королю соперника.',
    points: [
      'Первыми ходят белые. У каждой стороны король, ферзь, две ладьи, два слона, два коня и восемь пешек.',
      'Король ходит на одно поле в любую сторону; ферзь — на любое расстояние по вертикали, горизонтали или диагонали; ладья — по вертикали и горизонтали; слон — по диагонали; конь — буквой «Г» и может перепрыгивать через фигуры. Фигура бьёт, вставая на поле фигуры соперника.',
      'Пешка ходит на одно поле вперёд (с начального поля — на два) и бьёт на одно поле по диагонали вперёд. Она может бить на проходе, а дойдя до последней горизонтали, превращается в ферзя, ладью, слона или коня.',
      'Рокировка: король переходит на два поля в сторону ладьи, а ладья встаёт рядом с ним с другой стороны — если ни король, ни ладья ещё не ходили, поля между ними свободны, король не под шахом и не проходит через битое поле.',
      'Мат — король под ударом, и спасения нет — означает победу. Пат, троекратное повторение позиции, правило 50 ходов, недостаток материала и соглашение — ничья.',
      'В Ply нажмите на фигуру, затем на одно из отмеченных полей, или перетащите её.',
    ],
  },
};
