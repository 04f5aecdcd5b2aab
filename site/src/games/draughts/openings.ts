// The names of the standard Russian openings, from the list the engine's opening book is built from
// (engine/draughts/book/openings.tsv: each opening's moves, its English and Russian names, its source).
// A game's moves are compared by their start and end squares, so a capture written with or without the
// squares it lands on between ('c3:e5:c7', 'c3:c7') is the same move.
import openingsText from '../../../../engine/draughts/book/openings.tsv?raw';
import type { Lang } from '../../vocabulary';

type Name = Record<Lang, string>;

/** 'c3:e5:c7' → 'c3c7', 'c3-d4' → 'c3d4'. */
function ends(move: string): string {
  const squares = move.match(/[a-h][1-8]/g) ?? [];
  return squares.length < 2 ? '' : `${squares[0]}${squares[squares.length - 1]}`;
}

/** The list's lines by their moves (each reduced to its ends), read once. */
export function parseOpenings(text: string): ReadonlyMap<string, Name> {
  const byMoves = new Map<string, Name>();
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const [moves = '', en = '', ru = ''] = line.replace(/\r$/, '').split('\t');
    byMoves.set(moves.split(' ').filter(Boolean).map(ends).join(' '), { en, ru });
  }
  return byMoves;
}

const OPENINGS = parseOpenings(openingsText);

/**
 * The name of the longest standard opening the game's moves begin with, in `lang`; '' when they begin
 * none (or the game did not start from the standard position: the caller decides that).
 */
export function draughtsOpening(lang: Lang, moves: readonly string[]): string {
  let found: Name | undefined;
  const line: string[] = [];
  for (const move of moves) {
    line.push(ends(move));
    found = OPENINGS.get(line.join(' ')) ?? found;
  }
  return found?.[lang] ?? '';
}
