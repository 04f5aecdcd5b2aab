// Saved games (one key per game) and the shell's settings (language, last game) in localStorage.
// Everything read back is treated as untrusted: a bad value means "start fresh with a notice", never an
// exception at the top.
import type { Session } from 'ply-engine';
import { isLang } from './i18n';
import { AGGRESSIVENESS, GAME_IDS, LEVELS, clampAggressiveness, type GameId, type Lang, type Level, type Mode, type Settings } from './state';

export const SETTINGS_KEY = 'ply.v1.settings';

/** 'ply.v1.reversi', 'ply.v1.draughts', 'ply.v1.gomoku'. */
export function gameKey(game: GameId): string {
  return `ply.v1.${game}`;
}

export interface SavedGame {
  settings: Settings;
  /** The position the moves start from, or null for the game's start position (set by an import). */
  start: string | null;
  moves: string[];
  future: string[];
  flipped: boolean;
  /** The game ended in a draw by agreement (the moves alone cannot say so); false in saves made before it. */
  agreed: boolean;
  /** Stones show their move numbers (games that offer it); false in saves made before it. */
  moveNumbers: boolean;
}

export type LoadResult = { kind: 'none' } | { kind: 'bad' } | { kind: 'ok'; game: SavedGame };

export type Theme = 'system' | 'light' | 'dark';
export const THEMES: readonly Theme[] = ['system', 'light', 'dark'];

/** What the shell remembers across games: the language, the game the root URL opens, the theme and sound. */
export interface ShellSettings {
  lang: Lang | null;
  last: GameId | null;
  theme: Theme;
  sound: boolean;
}

const NO_SHELL: ShellSettings = { lang: null, last: null, theme: 'system', sound: false };

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

/** Draughts games can be long, and a flying king's path names many squares. */
const MAX_MOVES = 1000;
const MAX_MOVE_CHARS = 64;

function isMoveList(v: unknown): v is string[] {
  return Array.isArray(v) && v.length <= MAX_MOVES && v.every((m) => typeof m === 'string' && m.length <= MAX_MOVE_CHARS);
}

function parseSettings(v: unknown): Settings | null {
  if (!isRecord(v)) return null;
  const { mode, human, level } = v;
  // Saves made before the aggressiveness existed have none: they play at the default.
  const aggressiveness = v['aggressiveness'] ?? AGGRESSIVENESS.default;
  if (mode !== 'hvc' && mode !== 'hvh' && mode !== 'cvc') return null;
  if (human !== 0 && human !== 1) return null;
  if (!LEVELS.includes(level as Level)) return null;
  if (typeof aggressiveness !== 'number' || clampAggressiveness(aggressiveness) !== aggressiveness) return null;
  return { mode: mode as Mode, human, level: level as Level, aggressiveness };
}

export function isGameId(v: unknown): v is GameId {
  return typeof v === 'string' && (GAME_IDS as readonly string[]).includes(v);
}

export function parseGame(raw: string | null): LoadResult {
  if (raw === null) return { kind: 'none' };
  try {
    const v: unknown = JSON.parse(raw);
    if (!isRecord(v) || v['v'] !== 1) return { kind: 'bad' };
    const settings = parseSettings(v['settings']);
    const { moves, future } = v;
    const start = v['start'] ?? null;
    const flipped = v['flipped'] ?? false;
    const agreed = v['agreed'] ?? false;
    const moveNumbers = v['moveNumbers'] ?? false;
    if (!settings || !isMoveList(moves) || !isMoveList(future)) return { kind: 'bad' };
    if (!(start === null || (typeof start === 'string' && start.length <= 200)) || typeof flipped !== 'boolean' || typeof agreed !== 'boolean') {
      return { kind: 'bad' };
    }
    if (typeof moveNumbers !== 'boolean') return { kind: 'bad' };
    return { kind: 'ok', game: { settings, start, moves, future, flipped, agreed, moveNumbers } };
  } catch {
    return { kind: 'bad' };
  }
}

export function serializeGame(game: SavedGame): string {
  const { settings, start, moves, future, flipped, agreed, moveNumbers } = game;
  return JSON.stringify({ v: 1, settings, start, moves, future, flipped, agreed, moveNumbers });
}

export function loadGame(id: GameId): LoadResult {
  return parseGame(readRaw(gameKey(id)));
}

export function saveGame(id: GameId, game: SavedGame): void {
  writeRaw(gameKey(id), serializeGame(game));
}

export function parseShell(raw: string | null): ShellSettings {
  try {
    const v: unknown = JSON.parse(raw ?? 'null');
    if (!isRecord(v)) return { ...NO_SHELL };
    return {
      lang: isLang(v['lang']) ? v['lang'] : null,
      last: isGameId(v['last']) ? v['last'] : null,
      theme: THEMES.find((theme) => theme === v['theme']) ?? 'system',
      sound: v['sound'] === true,
    };
  } catch {
    return { ...NO_SHELL };
  }
}

export function loadShell(): ShellSettings {
  return parseShell(readRaw(SETTINGS_KEY));
}

/** Updates the shell's settings, keeping what `change` does not mention. */
export function saveShell(change: Partial<ShellSettings>): void {
  writeRaw(SETTINGS_KEY, JSON.stringify({ ...loadShell(), ...change }));
}

/**
 * Sets the saved start position (or the standard one) and plays the saved moves on the session; the redo
 * list is checked by playing it too and taking it back. On any illegal move or bad position the session
 * is reset and false returned.
 */
export function replay(
  session: Pick<Session, 'reset' | 'load' | 'play' | 'undo'>,
  game: Pick<SavedGame, 'start' | 'moves' | 'future'>,
): boolean {
  session.reset();
  try {
    if (game.start !== null && session.load(game.start) !== '') throw new Error(game.start);
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
