// An import's (or a share link's) failure in a player's words. The engine's message is technical and
// English ("PDN: move 1: illegal move c3-c5", "move 2 (White): illegal move 'Ke3'"); the page reads the
// move number and the move from it, says what went wrong in the player's language, and keeps the
// engine's text as a secondary line. Every game's reader names the first bad move as "move N". A renju
// foul by Black is named as the foul ("move 9: illegal move 'i8': double three, forbidden to Black under renju").
import { foulOf, type Foul } from '../games/gomoku/renju';
import { t, type Key } from '../i18n';
import type { Lang } from '../vocabulary';

export interface ImportProblem {
  /** What went wrong, for the player's sentence. */
  key:
    | 'importIllegal'
    | 'importFoul'
    | 'importUnreadable'
    | 'importAfterEnd'
    | 'importBadPosition'
    | 'importOtherGame'
    | 'importEmpty'
    | 'importUnknown';
  /** The move number the engine named (as the engine counts: chess and draughts by pairs, Reversi and gomoku by moves). */
  n?: number;
  /** The move's text as it stands in the import, when the engine quotes it. */
  move?: string;
  /** With 'importFoul' (which always has n and move): the renju foul the engine named. */
  foul?: Foul;
}

const FOUL_KEY: Record<Foul, Key> = {
  doubleThree: 'importFoulDoubleThree',
  doubleFour: 'importFoulDoubleFour',
  overline: 'importFoulOverline',
};

const MOVE = /\bmove (\d+)(?: \((?:White|Black)\))?:\s*(.*)$/i;
const QUOTED = /'([^']*)'/;

/** Reads the engine's error text. */
export function readImportError(engine: string): ImportProblem {
  const at = MOVE.exec(engine);
  if (at) {
    const n = Number(at[1]);
    const rest = at[2] ?? '';
    const quoted = QUOTED.exec(rest)?.[1];
    if (/game is over/i.test(rest)) return { key: 'importAfterEnd', n };
    if (/illegal|not legal|is taken/i.test(rest)) {
      // Draughts writes the move unquoted: "illegal move c3-c5".
      const move = quoted ?? /illegal move (\S+)/i.exec(rest)?.[1];
      // Only renju's refusal says "forbidden to Black under renju"; it names the foul.
      const foul = /under renju/i.test(rest) ? foulOf(rest) : null;
      if (move && foul) return { key: 'importFoul', n, move, foul };
      return move ? { key: 'importIllegal', n, move } : { key: 'importIllegal', n };
    }
    return quoted ? { key: 'importUnreadable', n, move: quoted } : { key: 'importUnreadable', n };
  }
  if (/^no (?:PGN )?game in the text/i.test(engine)) return { key: 'importEmpty' };
  if (/GameType/i.test(engine)) return { key: 'importOtherGame' };
  if (/FEN|position|board/i.test(engine)) return { key: 'importBadPosition' };
  return { key: 'importUnknown' };
}

/**
 * The player's line, e.g. 'Move 12 (c3-c5) is not legal here.' / 'Ход 12 (c3-c5) здесь невозможен.', or for a
 * renju foul 'Move 9 (i8) is a foul for Black under renju: a double three.'
 */
export function importErrorText(lang: Lang, problem: ImportProblem): string {
  const { n, move, foul } = problem;
  if (problem.key === 'importFoul' && foul !== undefined && n !== undefined && move !== undefined && move !== '') {
    return t(lang, FOUL_KEY[foul], { n, move });
  }
  // A foul without its move or its name (no reader writes one) reads as any illegal move.
  const key = problem.key === 'importFoul' ? 'importIllegal' : problem.key;
  if (n === undefined) return t(lang, key);
  const withMove = move !== undefined && move !== '' ? (`${key}Move` as Key) : (`${key}At` as Key);
  return t(lang, withMove, { n, move: move ?? '' });
}

/**
 * Both lines: the player's, and the engine's own as the detail, which is English: a page in another language
 * shows the player's line alone, every word of it in that language.
 */
export function describeImportError(lang: Lang, engine: string): { text: string; detail: string } {
  return { text: importErrorText(lang, readImportError(engine)), detail: lang === 'en' ? engine : '' };
}
