// Saved games (one key per game), their reviews, and the shell's settings (language, last game, the
// evaluation bar) in localStorage.
// Everything read back is treated as untrusted: a bad value means "start fresh with a notice", never an
// exception at the top.
import type { LevelSpec, OptionSpec, Session } from 'ply-engine';
import { isLang } from '../i18n';
import type { Review } from '../state/review';
import { analysisLineCount, DEFAULT_SETTINGS, type Settings } from '../state/state';
import { fitOption, pageOptions } from '../state/options';
import { ladderLevel } from '../state/ladder';
import { HISTORY_KEPT, type GameResult, type PlayerRating, type RatingEntry } from '../state/rating';
import type { GameId, Lang, Level, Mode } from '../vocabulary';
import { isGameId } from '../games';

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
  /** The local date the game began, '2026-11-26'; absent in saves made before it (their exports say today). */
  started?: string;
  /** Its result has counted for the player's rating ("match my strength"); absent: not. */
  rated?: boolean;
}

/** A save that cannot be read whole still gives what it can (`salvage`): the settings, the start, moves. */
export type LoadResult = { kind: 'none' } | { kind: 'bad'; salvage: SavedGame } | { kind: 'ok'; game: SavedGame };

export type Theme = 'system' | 'light' | 'dark';
export const THEMES: readonly Theme[] = ['system', 'light', 'dark'];

/** What the shell remembers across games: the language, the game the root URL opens, the theme and sound. */
export interface ShellSettings {
  lang: Lang | null;
  last: GameId | null;
  theme: Theme;
  sound: boolean;
  /** The engine's threads and table size (MB) as the player chose them; null: the device's defaults. */
  threads: number | null;
  tableMb: number | null;
}

const NO_SHELL: ShellSettings = { lang: null, last: null, theme: 'system', sound: false, threads: null, tableMb: null };

const wholeOrNull = (v: unknown, max: number): number | null =>
  typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= max ? v : null;

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

export function removeRaw(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Forbidden storage: nothing was kept to remove.
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Draughts games can be long, and a flying king's path names many squares. */
const MAX_MOVES = 1000;
const MAX_MOVE_CHARS = 64;

function isMoveList(v: unknown): v is string[] {
  return (
    Array.isArray(v) && v.length <= MAX_MOVES && v.every((m) => typeof m === 'string' && m.length <= MAX_MOVE_CHARS)
  );
}

/** More options than a game declares, or a longer name, is no save of this page. */
const MAX_OPTIONS = 8;
const MAX_OPTION_NAME_CHARS = 40;

/**
 * A save's options ({aggressiveness: 0.65}) when each is a number and each the game offers (`specs`) is one
 * of its control's values; null otherwise. Saves made before the options were one bag kept gomoku's
 * aggressiveness beside the level: it is read as that option. A save with none plays at the defaults.
 */
function parseOptions(settings: Record<string, unknown>, specs: readonly OptionSpec[]): Record<string, number> | null {
  const legacy = settings['aggressiveness'];
  const v = settings['options'] ?? (legacy === undefined ? {} : { aggressiveness: legacy });
  if (!isRecord(v)) return null;
  const entries = Object.entries(v);
  if (entries.length > MAX_OPTIONS) return null;
  for (const [name, value] of entries) {
    if (name.length > MAX_OPTION_NAME_CHARS || typeof value !== 'number' || !Number.isFinite(value)) return null;
    const spec = pageOptions(specs).find((o) => o.name === name);
    if (spec && fitOption(spec, value) !== value) return null;
  }
  return Object.fromEntries(entries) as Record<string, number>;
}

/**
 * The save's format: 2 since the level is a place in the game's ladder (Session.levels()); a save of format 1
 * holds one of the five levels the page offered before, read as the rung that plays as it (its `legacy`).
 */
export const SAVE_VERSION = 2;

/** No ladder is this long: a bigger level is no save of this page (used while the ladder is not known). */
const MAX_LEVELS = 64;

/**
 * A saved level as a place in the ladder `levels`: a format-1 save's 1..5 as the rung that played as it, a
 * format-2 save's as it is; null for one that is no level. With no ladder known the number is kept as it is.
 */
function parseLevel(level: unknown, version: number, levels: readonly LevelSpec[]): Level | null {
  if (typeof level !== 'number' || !Number.isInteger(level) || level < 1) return null;
  if (version < SAVE_VERSION) return level <= 5 ? (levels.length > 0 ? ladderLevel(levels, level) : level) : null;
  return level <= (levels.length || MAX_LEVELS) ? level : null;
}

function parseSettings(
  v: unknown,
  specs: readonly OptionSpec[],
  levels: readonly LevelSpec[],
  version: number,
): Settings | null {
  if (!isRecord(v)) return null;
  const { mode, human, matchStrength } = v;
  if (mode !== 'hvc' && mode !== 'hvh' && mode !== 'cvc') return null;
  if (human !== 0 && human !== 1) return null;
  const level = parseLevel(v['level'], version, levels);
  if (level === null) return null;
  if (matchStrength !== undefined && typeof matchStrength !== 'boolean') return null;
  const options = parseOptions(v, specs);
  if (options === null) return null;
  return { mode: mode as Mode, human, level, options, ...(matchStrength ? { matchStrength } : {}) };
}

/**
 * `specs`: the game's declared options (Session.options()), whose saved values must be their controls';
 * `levels`: its ladder (Session.levels()), a format-1 save's level read as the rung that played as it.
 */
export function parseGame(
  raw: string | null,
  specs: readonly OptionSpec[] = [],
  levels: readonly LevelSpec[] = [],
): LoadResult {
  if (raw === null) return { kind: 'none' };
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return { kind: 'bad', salvage: salvage(fieldsOfBrokenJson(raw), specs, levels) };
  }
  const version = isRecord(v) ? v['v'] : undefined;
  if (!isRecord(v) || (version !== 1 && version !== SAVE_VERSION))
    return { kind: 'bad', salvage: salvage(v, specs, levels) };
  const settings = parseSettings(v['settings'], specs, levels, version);
  const { moves, future } = v;
  const start = v['start'] ?? null;
  const flipped = v['flipped'] ?? false;
  const agreed = v['agreed'] ?? false;
  const moveNumbers = v['moveNumbers'] ?? false;
  const started = v['started'];
  const rated = v['rated'] ?? false;
  const valid =
    settings !== null &&
    isMoveList(moves) &&
    isMoveList(future) &&
    (start === null || (typeof start === 'string' && start.length <= MAX_START_CHARS)) &&
    typeof flipped === 'boolean' &&
    typeof agreed === 'boolean' &&
    typeof moveNumbers === 'boolean' &&
    typeof rated === 'boolean';
  if (!valid) return { kind: 'bad', salvage: salvage(v, specs, levels) };
  const game: SavedGame = { settings, start, moves, future, flipped, agreed, moveNumbers, ...(rated ? { rated } : {}) };
  // A date that cannot be read is left out: the export says today, and the moves are what matter.
  return { kind: 'ok', game: isDate(started) ? { ...game, started } : game };
}

/** A local date as saved: '2026-11-26'. */
function isDate(v: unknown): v is string {
  return typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
}

const MAX_START_CHARS = 200;

/**
 * What can be kept of a damaged save: each setting that is still valid (the rest at their defaults), the
 * start position if it is text, and the moves up to the first that is not a move's text. The session
 * decides later how many of those moves are legal.
 */
function salvage(v: unknown, specs: readonly OptionSpec[], levels: readonly LevelSpec[]): SavedGame {
  const r = isRecord(v) ? v : {};
  const s = isRecord(r['settings']) ? r['settings'] : {};
  const mode = s['mode'] === 'hvc' || s['mode'] === 'hvh' || s['mode'] === 'cvc' ? s['mode'] : DEFAULT_SETTINGS.mode;
  const human = s['human'] === 0 || s['human'] === 1 ? s['human'] : DEFAULT_SETTINGS.human;
  const version = r['v'] === SAVE_VERSION ? SAVE_VERSION : 1;
  const level =
    parseLevel(s['level'], version, levels) ?? parseLevel(DEFAULT_SETTINGS.level, 1, levels) ?? DEFAULT_SETTINGS.level;
  const options = parseOptions(s, specs) ?? DEFAULT_SETTINGS.options;
  const start = typeof r['start'] === 'string' && r['start'].length <= MAX_START_CHARS ? r['start'] : null;
  const raw = Array.isArray(r['moves']) ? r['moves'].slice(0, MAX_MOVES) : [];
  const bad = raw.findIndex((m) => typeof m !== 'string' || m.length > MAX_MOVE_CHARS);
  const moves = (bad < 0 ? raw : raw.slice(0, bad)) as string[];
  return {
    settings: { mode, human, level, options, ...(s['matchStrength'] === true ? { matchStrength: true } : {}) },
    start,
    moves,
    future: [],
    flipped: r['flipped'] === true,
    agreed: false,
    moveNumbers: r['moveNumbers'] === true,
    ...(isDate(r['started']) ? { started: r['started'] } : {}),
  };
}

/**
 * The fields of a save cut short or garbled (a full disk, a bad edit): the settings' numbers and words, the
 * start, and the quoted moves of the move list up to where it breaks off.
 */
function fieldsOfBrokenJson(raw: string): Record<string, unknown> {
  const text = (key: string) => new RegExp(`"${key}"\\s*:\\s*"([^"\\\\]*)"`).exec(raw)?.[1];
  const number = (key: string) => {
    const m = new RegExp(`"${key}"\\s*:\\s*(-?[0-9.]+)`).exec(raw)?.[1];
    return m === undefined ? undefined : Number(m);
  };
  const list = /"moves"\s*:\s*\[([^\]]*)/.exec(raw)?.[1] ?? '';
  // The options' numbers by name, or the aggressiveness of a save from before the options were one bag.
  const bag = /"options"\s*:\s*\{([^}]*)\}/.exec(raw)?.[1];
  const options =
    bag === undefined
      ? undefined
      : Object.fromEntries(Array.from(bag.matchAll(/"(\w+)"\s*:\s*(-?[0-9.]+)/g), (m) => [m[1], Number(m[2])]));
  const moves = Array.from(list.matchAll(/"([^"\\]*)"\s*(?:,|$)/g), (m) => m[1]);
  return {
    v: number('v'),
    settings: {
      mode: text('mode'),
      human: number('human'),
      level: number('level'),
      options,
      aggressiveness: number('aggressiveness'),
    },
    start: text('start'),
    moves,
  };
}

export function serializeGame(game: SavedGame): string {
  const { settings, start, moves, future, flipped, agreed, moveNumbers, started, rated } = game;
  return JSON.stringify({
    v: SAVE_VERSION,
    settings,
    start,
    moves,
    future,
    flipped,
    agreed,
    moveNumbers,
    started,
    ...(rated ? { rated } : {}),
  });
}

export function loadGame(id: GameId, specs: readonly OptionSpec[] = [], levels: readonly LevelSpec[] = []): LoadResult {
  return parseGame(readRaw(gameKey(id)), specs, levels);
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
      threads: wholeOrNull(v['threads'], 256),
      tableMb: wholeOrNull(v['tableMb'], 1024),
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
 * Plays as much of a damaged save as is legal: its start (or the standard one when the start does not load)
 * and its moves up to the first illegal one. Returns the start used and how many moves were kept.
 */
export function replayPrefix(
  session: Pick<Session, 'reset' | 'load' | 'play'>,
  game: Pick<SavedGame, 'start' | 'moves'>,
): { start: string | null; kept: number } {
  session.reset();
  if (game.start !== null && session.load(game.start) !== '') {
    session.reset();
    return { start: null, kept: 0 };
  }
  let kept = 0;
  for (const m of game.moves) {
    if (session.play(m) !== '') break;
    kept++;
  }
  return { start: game.start, kept };
}

/** Where pages before the previous game kept the player's own game while a shared one took its place (read to migrate). */
export function ownGameKey(game: GameId): string {
  return `${gameKey(game)}.own`;
}

/** The game a new game, an import or a shared game played on replaced: kept, to be restored. */
export function previousKey(game: GameId): string {
  return `${gameKey(game)}.previous`;
}

/** The damaged text of a game's save, kept aside once (the newest) instead of being overwritten. */
export function backupKey(game: GameId): string {
  return `${gameKey(game)}.damaged`;
}

export function saveBackup(game: GameId, raw: string): void {
  writeRaw(backupKey(game), raw);
}

export function loadBackup(game: GameId): string | null {
  return readRaw(backupKey(game));
}

/** 'ply.v1.review.reversi': the review of the game saved under 'ply.v1.reversi'. */
export function reviewKey(game: GameId): string {
  return `ply.v1.review.${game}`;
}

function isBestMove(b: unknown): boolean {
  if (b === null) return true;
  if (typeof b !== 'object') return false;
  const { move, text } = b as Record<string, unknown>;
  return typeof move === 'string' && typeof text === 'string';
}

/** A saved review, or null for none or a text that is not one. */
export function parseReview(raw: string | null): Review | null {
  try {
    const v: unknown = JSON.parse(raw ?? 'null');
    if (typeof v !== 'object' || v === null) return null;
    const { start, moves, scores, proven, best } = v as Record<string, unknown>;
    if (start !== null && typeof start !== 'string') return null;
    if (!Array.isArray(moves) || !moves.every((m) => typeof m === 'string')) return null;
    if (!Array.isArray(scores) || !scores.every((x) => typeof x === 'number' && Number.isFinite(x))) return null;
    if (scores.length > moves.length + 1) return null;
    const review: Review = { start, moves: moves as string[], scores: scores as number[], running: false };
    // Reviews saved before proven results were told apart have none.
    if (Array.isArray(proven) && proven.length <= scores.length && proven.every((p) => typeof p === 'boolean'))
      review.proven = proven as boolean[];
    // Reviews saved before the review named the better move have none; a damaged list is dropped, not the review.
    if (Array.isArray(best) && best.length <= scores.length && best.every(isBestMove))
      review.best = best as Review['best'];
    return review;
  } catch {
    return null;
  }
}

export function saveReview(game: GameId, review: Review | null): void {
  if (review === null) removeRaw(reviewKey(game));
  else
    writeRaw(
      reviewKey(game),
      JSON.stringify({
        start: review.start,
        moves: review.moves,
        scores: review.scores,
        proven: review.proven,
        best: review.best,
      }),
    );
}

export function loadReview(game: GameId): Review | null {
  return parseReview(readRaw(reviewKey(game)));
}

/** The evaluation bar is shown ('1') or not; off until turned on. */
export const EVAL_BAR_KEY = 'ply.v1.evalBar';

export function loadEvalBarShown(): boolean {
  return readRaw(EVAL_BAR_KEY) === '1';
}

export function saveEvalBarShown(shown: boolean): void {
  writeRaw(EVAL_BAR_KEY, shown ? '1' : '0');
}

/** How many lines the analysis lists (1 to 5); the default until the player chooses. */
export const ANALYSIS_LINES_KEY = 'ply.v1.analysisLines';

export function loadAnalysisLines(): number {
  return analysisLineCount(Number(readRaw(ANALYSIS_LINES_KEY) ?? ''));
}

export function saveAnalysisLines(n: number): void {
  writeRaw(ANALYSIS_LINES_KEY, String(n));
}

/** The points the rule forbids the side to move (renju's fouls) are marked ('1') or not; off until turned on. */
export const FORBIDDEN_MARKS_KEY = 'ply.v1.forbiddenMarks';

export function loadForbiddenMarksShown(): boolean {
  return readRaw(FORBIDDEN_MARKS_KEY) === '1';
}

export function saveForbiddenMarksShown(shown: boolean): void {
  writeRaw(FORBIDDEN_MARKS_KEY, shown ? '1' : '0');
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

/** 'ply.v1.rating.chess': the player's rating in a game ("match my strength") and its history. */
export function ratingKey(game: GameId): string {
  return `ply.v1.rating.${game}`;
}

const RESULTS: readonly GameResult[] = ['win', 'loss', 'draw'];

function isRatingEntry(v: unknown): v is RatingEntry {
  if (!isRecord(v)) return false;
  const { date, result, level, rating, change } = v;
  return (
    isDate(date) &&
    RESULTS.includes(result as GameResult) &&
    typeof level === 'number' &&
    Number.isInteger(level) &&
    level >= 1 &&
    level <= MAX_LEVELS &&
    typeof rating === 'number' &&
    Number.isFinite(rating) &&
    typeof change === 'number' &&
    Number.isFinite(change)
  );
}

/** A saved rating, or null for none or a text that is not one (a bad entry of its history is left out). */
export function parseRating(raw: string | null): PlayerRating | null {
  try {
    const v: unknown = JSON.parse(raw ?? 'null');
    if (!isRecord(v)) return null;
    const { rating, games, history } = v;
    if (typeof rating !== 'number' || !Number.isFinite(rating) || Math.abs(rating) > 10000) return null;
    if (typeof games !== 'number' || !Number.isInteger(games) || games < 0) return null;
    const entries = Array.isArray(history) ? history.filter(isRatingEntry).slice(-HISTORY_KEPT) : [];
    return {
      rating,
      games,
      history: entries.map(({ date, result, level, rating, change }) => ({ date, result, level, rating, change })),
    };
  } catch {
    return null;
  }
}

export function loadRating(game: GameId): PlayerRating | null {
  return parseRating(readRaw(ratingKey(game)));
}

export function saveRating(game: GameId, rating: PlayerRating): void {
  writeRaw(ratingKey(game), JSON.stringify(rating));
}
