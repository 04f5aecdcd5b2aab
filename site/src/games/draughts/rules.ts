// The rules of draughts for a new player, in both languages (what each part is for: Rules in types.ts).
import type { Lang } from '../../vocabulary';
import type { Rules } from '../types';

export const draughtsRules: Record<Lang, Rules> = {
  en: {
    title: 'Rules of Russian draughts',
    howTo:
      'Move a man one square diagonally forward, or capture by jumping over an enemy piece (capturing is compulsory); a man that reaches the far row becomes a king.',
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
    howTo:
      'Ходите шашкой на одно поле по диагонали вперёд или бейте, перепрыгивая через шашку соперника (бить обязательно); шашка, дошедшая до последнего ряда, становится дамкой.',
    points: [
      'Доска 8 × 8, играют только на тёмных полях; у каждой стороны по 12 шашек. Первыми ходят белые.',
      'Простая шашка ходит на одно поле по диагонали вперёд. Дамка ходит по диагонали на любое число полей.',
      'Бить обязательно: шашка перепрыгивает через шашку соперника на свободное поле за ней и продолжает бить, пока может. Простые шашки бьют и назад. Можно выбрать, каким взятием бить, но довести его нужно до конца. Побитые шашки снимаются только после хода.',
      'Шашка, дошедшая до последнего ряда, становится дамкой — даже посреди взятия — и дальше бьёт как дамка.',
      'Побеждает тот, кто взял все шашки соперника или лишил их хода. Троекратное повторение позиции и некоторые окончания — ничья; на ничью можно и согласиться.',
      'В Ply нажмите на шашку (или перетащите её), затем на поле, куда она пойдёт; шашки, которые обязаны бить, отмечены.',
    ],
  },
};
