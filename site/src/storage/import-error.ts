// A refused game's text (an import, a share link) in a player's words. The Session says why it refused it
// (Session.refusal()): a reason ('illegal', 'unreadable', 'after-end', 'bad-position', 'other-game',
// 'empty'), the refused move's number and the move as written (when a move was refused), the game's own
// cause, and the engine's English sentence. The player's sentence is made of the reason, the number and the
// move, in the player's language; a refusal whose cause the game words itself is the game's to word
// (GameDef.refusalText: gomoku's renju fouls). The engine's sentence is kept as a secondary line, for English
// readers only. Nothing here reads the engine's sentence for its meaning.
import type { Refusal } from 'ply-engine';
import type { GameDef } from '../games/types';
import { t, type Key } from '../i18n';
import type { Lang } from '../vocabulary';

/**
 * The sentences of each reason: of a refused move, one alone, one with its number ('Move {n}') and one with its
 * number and text ('Move {n} ({move})'); of the whole text, one.
 */
const SENTENCES: Record<Refusal['reason'], Key | readonly [Key, Key, Key]> = {
  illegal: ['importIllegal', 'importIllegalAt', 'importIllegalMove'],
  unreadable: ['importUnreadable', 'importUnreadableAt', 'importUnreadableMove'],
  'after-end': ['importAfterEnd', 'importAfterEndAt', 'importAfterEndMove'],
  'bad-position': 'importBadPosition',
  'other-game': 'importOtherGame',
  empty: 'importEmpty',
};

/** A refusal the page makes itself, of no move (blank text, for one): the reason and the English words for it. */
export function pageRefusal(reason: Refusal['reason'], text: string): Refusal {
  return { reason, cause: '', moveNumber: 0, move: '', text };
}

/**
 * The player's line, e.g. 'Move 12 (c3-c5) is not legal here.' / 'Ход 12 (c3-c5) здесь невозможен.', or the
 * game's own (gomoku: 'Move 9 (i8) is a foul for Black under renju: a double three.'). The move's number is the
 * game's count (chess and draughts by pairs, Reversi and gomoku one by one). A reason the page does not know (an
 * engine newer than the page) reads as a text that holds no game the page can load.
 */
export function importErrorText(lang: Lang, refusal: Refusal, game: Pick<GameDef, 'refusalText'>): string {
  const own = game.refusalText?.(lang, refusal) ?? null;
  if (own !== null && own !== '') return own;
  const sentences: Key | readonly [Key, Key, Key] | undefined = SENTENCES[refusal.reason];
  if (sentences === undefined) return t(lang, 'importUnknown');
  if (typeof sentences === 'string') return t(lang, sentences);
  const [alone, at, withMove] = sentences;
  const n = refusal.moveNumber;
  if (!(n > 0)) return t(lang, alone);
  return refusal.move !== '' ? t(lang, withMove, { n, move: refusal.move }) : t(lang, at, { n });
}

/**
 * Both lines: the player's, and the engine's own as the detail, which is English: a page in another language
 * shows the player's line alone, every word of it in that language.
 */
export function describeImportError(
  lang: Lang,
  refusal: Refusal,
  game: Pick<GameDef, 'refusalText'>,
): { text: string; detail: string } {
  return { text: importErrorText(lang, refusal, game), detail: lang === 'en' ? refusal.text : '' };
}
