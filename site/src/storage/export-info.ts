// What an exported game says about itself beyond its moves (a PGN's Date, White and Black tags): the day it
// began and who played each side, from the game's settings.
import type { LevelSpec } from 'ply-engine';
import { measuredElo } from '../state/ladder';
import type { Settings } from '../state/state';

/** The local calendar date of `when`: '2026-11-26'. */
export function localDate(when: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}`;
}

/**
 * Who plays each side, as a transcript names them (in English, as PGN tags are): you against the computer
 * 'Player' and 'Ply level 3'; two players 'Player 1' and 'Player 2'; the computer against itself its level twice.
 */
export function exportPlayers(settings: Pick<Settings, 'mode' | 'human' | 'level'>): readonly [string, string] {
  const ply = `Ply level ${settings.level}`;
  if (settings.mode === 'hvh') return ['Player 1', 'Player 2'];
  if (settings.mode === 'cvc') return [ply, ply];
  return settings.human === 0 ? ['Player', ply] : [ply, 'Player'];
}

/**
 * Each side's Elo as a transcript gives it (a PGN's WhiteElo and BlackElo): the computer's level's, where the
 * level is measured and above 0; null for a person and for a level not measured yet.
 */
export function exportElos(
  settings: Pick<Settings, 'mode' | 'human' | 'level'>,
  levels: readonly LevelSpec[],
): readonly [number | null, number | null] {
  const elo = measuredElo(levels, settings.level);
  const ply = elo !== null && elo > 0 ? elo : null;
  if (settings.mode === 'hvh') return [null, null];
  if (settings.mode === 'cvc') return [ply, ply];
  return settings.human === 0 ? [null, ply] : [ply, null];
}
