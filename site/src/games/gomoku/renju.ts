// Renju's forbidden points on the page. The engine knows the rule: under renju its legal moves leave out
// Black's fouls (a double three, a double four, an overline), and it refuses one played with its reason
// ("illegal move 'i8': double three, forbidden to Black under renju"). The page only reads that: a foul
// is an empty point no legal move names while Black is to move, and the refusal's words name the foul.
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

export type Foul = 'doubleThree' | 'doubleFour' | 'overline';

/** The foul the engine named in its refusal, or null when it names none of the three. */
export function foulOf(refused: string): Foul | null {
  if (/double[\s-]*three/i.test(refused)) return 'doubleThree';
  if (/double[\s-]*four/i.test(refused)) return 'doubleFour';
  if (/overline/i.test(refused)) return 'overline';
  return null;
}

const REFUSAL: Record<Lang, Record<Foul | 'any', string>> = {
  en: {
    doubleThree: 'Black may not play {square} under renju: it would make a double three.',
    doubleFour: 'Black may not play {square} under renju: it would make a double four.',
    overline: 'Black may not play {square} under renju: it would make an overline, six or more in a row.',
    any: 'Black may not play {square} under renju: a double three, a double four or an overline.',
  },
  ru: {
    doubleThree: 'По правилам рэндзю чёрным нельзя ходить на {square}: получится «вилка» 3×3.',
    doubleFour: 'По правилам рэндзю чёрным нельзя ходить на {square}: получится «вилка» 4×4.',
    overline: 'По правилам рэндзю чёрным нельзя ходить на {square}: получится длинный ряд — шесть камней и больше.',
    any: 'По правилам рэндзю чёрным нельзя ходить на {square}: запрещены «вилки» 3×3 и 4×4 и длинный ряд.',
  },
};

/** Why a press on `square` ('i8') is refused, in the player's words, from the engine's refusal. */
export function renjuRefusal(lang: Lang, square: string, refused: string): string {
  return REFUSAL[lang][foulOf(refused) ?? 'any'].replace('{square}', square);
}

export const renjuForbidden: ForbiddenPoints = {
  offered: isRenju,
  squares: renjuFouls,
  refusal: renjuRefusal,
};
