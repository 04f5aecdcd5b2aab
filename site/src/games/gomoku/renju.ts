// Renju's forbidden points on the page. The engine knows the rule: under renju its legal moves leave out
// Black's fouls (a double three, a double four, an overline), and it refuses one played with the foul as
// its refusal's cause (Session.refusal(): cause 'double-three', 'double-four' or 'overline'). The page only
// reads that: a foul is an empty point no legal move names while Black is to move, and the refusal's cause
// names the foul, in words of the page's own, for a press on the board and for a move of an imported game.
import type { Refusal } from 'ply-engine';
import type { Lang } from '../../vocabulary';
import type { State } from '../../state/state';
import type { ForbiddenPoints } from '../types';

/** The game is played under renju (its variant, as the engine reads it from the start). */
export function isRenju(variant: Readonly<Record<string, string>> | null): boolean {
  return variant?.['rule'] === 'renju';
}

/**
 * Black's fouls in the live position of a renju game: every empty point that no legal move names while
 * Black is to move and the game goes on; [] otherwise (another rule, White to move, a past position shown).
 */
export function renjuFouls(
  state: Pick<State, 'ready' | 'variant' | 'squares' | 'legal' | 'status' | 'past'>,
): number[] {
  if (!state.ready || state.past !== null || state.status.over || state.status.toMove !== 0 || !isRenju(state.variant))
    return [];
  const legal = new Set<number>();
  for (const m of state.legal) if (m.path.length === 1 && m.path[0] !== undefined) legal.add(m.path[0]);
  const out: number[] = [];
  for (let i = 0; i < state.squares.length; i++) if (state.squares[i] === '-' && !legal.has(i)) out.push(i);
  return out;
}

/** Renju's three fouls, by the engine's names for them (the refusal's cause). */
export const FOULS = ['double-three', 'double-four', 'overline'] as const;
export type Foul = (typeof FOULS)[number];

/** The foul a refusal names as its cause, or null when it names none of the three. */
export function foulOf(refusal: Pick<Refusal, 'cause'>): Foul | null {
  return (FOULS as readonly string[]).includes(refusal.cause) ? (refusal.cause as Foul) : null;
}

/**
 * Renju's words for a refusal: `pressed`, a foul pressed on the board ({square}), `any` when the refusal names
 * none of the three; `recorded`, a foul as a move of an imported game or a shared link ({n}, {move}).
 */
export const RENJU_WORDS: Record<Lang, { pressed: Record<Foul | 'any', string>; recorded: Record<Foul, string> }> = {
  en: {
    pressed: {
      'double-three': 'Black may not play {square} under renju: it would make a double three.',
      'double-four': 'Black may not play {square} under renju: it would make a double four.',
      overline: 'Black may not play {square} under renju: it would make an overline, six or more in a row.',
      any: 'Black may not play {square} under renju: a double three, a double four or an overline.',
    },
    recorded: {
      'double-three': 'Move {n} ({move}) is a foul for Black under renju: a double three.',
      'double-four': 'Move {n} ({move}) is a foul for Black under renju: a double four.',
      overline: 'Move {n} ({move}) is a foul for Black under renju: an overline, six or more in a row.',
    },
  },
  ru: {
    pressed: {
      'double-three': 'По правилам рэндзю чёрным нельзя ходить на {square}: получится «вилка» 3×3.',
      'double-four': 'По правилам рэндзю чёрным нельзя ходить на {square}: получится «вилка» 4×4.',
      overline: 'По правилам рэндзю чёрным нельзя ходить на {square}: получится длинный ряд — шесть камней и больше.',
      any: 'По правилам рэндзю чёрным нельзя ходить на {square}: запрещены «вилки» 3×3 и 4×4 и длинный ряд.',
    },
    recorded: {
      'double-three': 'Ход {n} ({move}) запрещён чёрным по правилам рэндзю: «вилка» 3×3.',
      'double-four': 'Ход {n} ({move}) запрещён чёрным по правилам рэндзю: «вилка» 4×4.',
      overline: 'Ход {n} ({move}) запрещён чёрным по правилам рэндзю: длинный ряд — шесть камней и больше.',
    },
  },
};

/** Why a press on `square` ('i8') is refused, in the player's words, from the Session's refusal of its move. */
export function renjuRefusal(lang: Lang, square: string, refusal: Pick<Refusal, 'cause'>): string {
  return RENJU_WORDS[lang].pressed[foulOf(refusal) ?? 'any'].replace('{square}', square);
}

/**
 * A foul refused as a move of a game's text (an import, a shared link), e.g. 'Move 9 (i8) is a foul for Black
 * under renju: a double three.'; null for any other refusal, and for a foul that names no move (the shell's
 * sentence for an illegal move says it then).
 */
export function renjuRecordRefusal(lang: Lang, refusal: Pick<Refusal, 'cause' | 'moveNumber' | 'move'>): string | null {
  const foul = foulOf(refusal);
  if (foul === null || refusal.moveNumber <= 0 || refusal.move === '') return null;
  return RENJU_WORDS[lang].recorded[foul]
    .replace('{n}', String(refusal.moveNumber))
    .replace('{move}', () => refusal.move);
}

export const renjuForbidden: ForbiddenPoints = {
  offered: isRenju,
  squares: renjuFouls,
  refusal: renjuRefusal,
};
