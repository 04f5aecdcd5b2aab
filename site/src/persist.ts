// Saved game and language in localStorage. Everything read back is treated as untrusted: a bad value
// means "start fresh with a notice", never an exception at the top.
import type { Session } from 'ply-engine';
import { isLang } from './i18n';
import { LEVELS, type Lang, type Level, type Mode, type Settings } from './state';

export const GAME_KEY = 'ply.v1.reversi';
export const SETTINGS_KEY = 'ply.v1.settings';

export interface SavedGame {
  settings: Settings;
  moves: string[];
  future: string[];
}

export type LoadResult = { kind: 'none' } | { kind: 'bad' } | { kind: 'ok'; game: SavedGame };

/** localStorage or nothing: private modes and sandboxed frames throw on access. */
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readRaw(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeRaw(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Full or forbidden storage: the game goes on unsaved.
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isMoveList(v: unknown): v is string[] {
  return Array.isArray(v) && v.length <= 200 && v.every((m) => typeof m === 'string' && m.length <= 8);
}

function parseSettings(v: unknown): Settings | null {
  if (!isRecord(v)) return null;
  const { mode, human, level } = v;
  if (mode !== 'hvc' && mode !== 'hvh' && mode !== 'cvc') return null;
  if (human !== 0 && human !== 1) return null;
  if (!LEVELS.includes(level as Level)) return null;
  return { mode: mode as Mode, human, level: level as Level };
}

export function parseGame(raw: string | null): LoadResult {
  if (raw === null) return { kind: 'none' };
  try {
    const v: unknown = JSON.parse(raw);
    if (!isRecord(v) || v['v'] !== 1) return { kind: 'bad' };
    const settings = parseSettings(v['settings']);
    const moves = v['moves'];
    const future = v['future'];
    if (!settings || !isMoveList(moves) || !isMoveList(future)) return { kind: 'bad' };
    return { kind: 'ok', game: { settings, moves, future } };
  } catch {
    return { kind: 'bad' };
  }
}

export function serializeGame(game: SavedGame): string {
  return JSON.stringify({ v: 1, settings: game.settings, moves: game.moves, future: game.future });
}

export function loadGame(): LoadResult {
  return parseGame(readRaw(GAME_KEY));
}

export function saveGame(game: SavedGame): void {
  writeRaw(GAME_KEY, serializeGame(game));
}

export function loadLang(): Lang | null {
  try {
    const v: unknown = JSON.parse(readRaw(SETTINGS_KEY) ?? 'null');
    return isRecord(v) && isLang(v['lang']) ? v['lang'] : null;
  } catch {
    return null;
  }
}

export function saveLang(lang: Lang): void {
  writeRaw(SETTINGS_KEY, JSON.stringify({ lang }));
}

/**
 * Plays the saved moves on the session; the redo list is checked by playing it too and taking it
 * back. On any illegal move the session is reset and false returned.
 */
export function replay(session: Pick<Session, 'reset' | 'play' | 'undo'>, game: SavedGame): boolean {
  session.reset();
  try {
    for (const m of game.moves) {
      if (session.play(m) !== '') throw new Error(m);
    }
    let played = 0;
    for (const m of game.future) {
      if (session.play(m) !== '') throw new Error(m);
      played++;
    }
    for (; played > 0; played--) session.undo();
    return true;
  } catch {
    session.reset();
    return false;
  }
}
