// The page's whole state as one plain object (chessground's HeadlessState): no DOM, no engine.
// Every change is a function (state, …) so it can be tested without a page. Rules stay out:
// squares, legal moves and status are copied from the wasm Session after each change.
import type { GameStatus, Move, OptionSpec } from 'ply-engine';
import { pressable, type Selection } from '../squares/selection';
import { NO_BOARD, type BoardShape } from '../squares/squares';
import { AGREEMENT, type GameId, type Lang, type Level, type Mode, type Side, type Status } from '../vocabulary';
import type { Review } from './review';
import type { Past } from './walk';

export interface Settings {
  mode: Mode;
  /** Your side in hvc, e.g. 0 = the side that moves first (Reversi: Black, draughts: White). */
  human: Side;
  level: Level;
  /**
   * The game's own options the player set, by name (Session.options() declares them), e.g. {aggressiveness: 0.6}
   * in gomoku; one not here plays at its declared default.
   */
  options: Readonly<Record<string, number>>;
}

/** What the Session reports after a change; the page draws only this. */
export interface Snapshot {
  /** The board's size, e.g. {files: 8, ranks: 8}. */
  board: BoardShape;
  /** One char a square, a1 first, rank by rank, in the game's letters (Reversi 'X' 'O' '-', draughts 'w' 'W' 'b' 'B' '-'). */
  squares: string;
  /** Legal moves of the side to move, each with its squares, e.g. d3 and c4, c3-d4 and c3-b4, one pass, or none. */
  legal: Move[];
  status: GameStatus;
  /** The moves since the start, oldest first, as the Session describes them (written 'd3', 'c5', 'pass'). */
  played: Move[];
}

/** The latest progress of the running search, e.g. {depth: 9, score: 2.5, exact: false, ...}. */
export interface Thinking {
  /** 0 until the first iteration completes. */
  depth: number;
  score: number;
  exact: boolean;
  /** The move is the opening book's (no search made): the panel says "book" instead of a depth. */
  book: boolean;
  nodes: number;
  /** The confidence of the search's selective cuts in percent (Reversi's Multi-ProbCut); 100: full width. */
  selectivity: number;
  pv: string[];
}

/** One legal move's value in the hints, e.g. {move: 'd3', value: 4, exact: true, pv: ['d3', 'c5']}. */
export interface HintMove {
  /** As the legal moves list it ('d3', 'g1f3'). */
  move: string;
  /** For the side to move, in the game's unit (Reversi: discs). */
  value: number;
  exact: boolean;
  /** The value is the opening book's (Reversi's standard game, draughts' standard openings): the hint says "book" beside it. */
  book: boolean;
  /** The line it leads to, in notation, starting with the move. */
  pv: string[];
}

/**
 * The hints for the position on the board, while a person is to move: the analysis so far. Reversi and
 * draughts value every legal move; chess and gomoku give their best move only.
 */
export interface Hint {
  /** The position it belongs to (hintKey), so a hint never outlives its position. */
  key: string;
  /** 0 until the first iteration completes. */
  depth: number;
  /** Best first; [] until the first iteration completes. */
  moves: HintMove[];
}

/** The last move's change, animated by the game's view from `start` (performance.now ms). */
export interface MoveAnim {
  start: number;
  /** Squares before and after the move (one char a square). */
  before: string;
  after: string;
  /** Every square the moving piece stopped on, e.g. [18, 36, 50] for c3:e5:c7; [19] for Reversi's d3. */
  path: number[];
  /** Squares that were empty before the move and hold a piece after it (Reversi: the placed disc). */
  appeared: number[];
  /** Squares that held a piece and are empty after it (draughts: the origin and the captured pieces). */
  vanished: number[];
  /** Squares whose piece changed (Reversi: flipped discs; draughts: a man crowned where it started). */
  changed: number[];
}

/** The squares a move on `square` would change, as the Session plays it (see State.preview). */
export interface MovePreview {
  square: number;
  changes: number[];
}

/** A piece being dragged: where it came from and the pointer, in CSS pixels from the board's top-left. */
export interface Drag {
  from: number;
  x: number;
  y: number;
}

export type Notice =
  | { key: 'pass'; side: Side }
  | { key: 'drawAccepted' }
  | { key: 'drawDeclined' }
  | { key: 'badSave'; kept: number }
  | { key: 'engineFailed' }
  /**
   * The strong level goes without a data file (wasm/data.ts's DataRefusal): offline before its first use, or
   * damaged. `name` is the game's name for the file: 'weights' (the learned evaluation), 'book' (an opening book).
   */
  | { key: 'dataMissing'; name: string; kind: 'unavailable' | 'refused'; detail: string }
  | { key: 'imported' }
  | { key: 'shared' }
  | { key: 'badShare'; detail: string }
  | { key: 'badImport'; detail: string }
  | { key: 'newGame' }
  | { key: 'playOn' }
  | { key: 'restored' }
  | { key: 'drawConsidering' }
  /**
   * A press on a point the rule forbids the side to move (GameDef.forbidden: renju's fouls) played nothing:
   * `square` is where, `refused` the Session's reason ("illegal move 'i8': double three, …"), worded by the game.
   */
  | { key: 'forbidden'; square: number; refused: string };

/** A strong evaluation of one position (a short level-5 search), from the first side's point of view. */
export interface Appraisal {
  /** The position it belongs to (hintKey). */
  key: string;
  score: number;
  exact: boolean;
}

export interface State {
  /** Which game this state plays, e.g. 'draughts'. */
  game: GameId;
  settings: Settings;
  /** The options the game declares (Session.options()): the panel draws a control for each shown on the page. */
  optionSpecs: readonly OptionSpec[];
  lang: Lang;
  /** False until the wasm module is loaded and the first snapshot is in. */
  ready: boolean;
  /** The position the moves start from (the game's notation), or null for the standard start. */
  start: string | null;
  /** Who moves first from `start`: 0 from the standard start; 1 after importing a position with Black to move. */
  startSide: Side;
  /** The board's size as the Session reports it; no squares until the first snapshot. */
  board: BoardShape;
  squares: string;
  legal: Move[];
  status: Status;
  /** The moves since the start as the Session describes them: what each is, where it went. */
  played: Move[];
  /** The moves as written (played's), e.g. ['d3', 'c5', 'pass'] or ['c3-d4', 'f6-e5']: what is saved and shown. */
  moves: string[];
  /** Undone moves that redo replays, next first: after undoing d3 c5 it is d3, then c5. */
  future: Move[];
  /** Squares of the last move (passes skipped), full path when the page played it: [18, 36, 50]; [] at the start. */
  lastPath: number[];
  /** Non-null while the computer searches a move. */
  thinking: Thinking | null;
  /** Non-null while hints are shown (asked for by the Hint button, cleared when the position changes). */
  hint: Hint | null;
  /** cvc stops after an undo until resumed. */
  paused: boolean;
  anim: MoveAnim | null;
  /** A square under the mouse that could be clicked, e.g. 19. */
  hover: number | null;
  /**
   * What the move at `square` would change besides placing there (Reversi: the discs it turns over, e.g.
   * {square: 19, changes: [27]}), shown while that square is hovered or focused; null for none.
   */
  preview: MovePreview | null;
  /** The piece a person picked and the path chosen so far (draughts), or null. */
  selection: Selection | null;
  drag: Drag | null;
  /** The board turned 180°: the second side at the bottom (or, for Reversi, h8 top-left). */
  flipped: boolean;
  notice: Notice | null;
  /** The game ended in a draw by agreement (saved with the game); `status` then says so. */
  agreed: boolean;
  /** Two players: the side that offered a draw, waiting for the other's answer; else null. */
  drawOffer: Side | null;
  /** The computer's latest evaluation: its last search's score, from its own point of view; null before one. */
  evaluation: number | null;
  /** Each stone shows the number of the move that placed it (games that offer it; saved with the game). */
  moveNumbers: boolean;
  /** The points the rule forbids the side to move are marked on the board and named in the grid (the shell's choice, remembered). */
  forbiddenMarks: boolean;
  /** The position the board shows while the player looks back through the moves; null: the live game. */
  past: Past | null;
  /** The game's review (scores of its positions), while it runs and after; null when there is none. */
  review: Review | null;
  /**
   * A shared game is shown to be looked at, not played: nobody moves (the computer neither), nothing is
   * saved over the player's own game, and the player chooses to play on from it or to go back.
   */
  viewing: boolean;
  /** A game replaced by a new one, an import or a shared game played on is kept and can be restored. */
  previousKept: boolean;
  /** The evaluation bar is shown (the shell's choice, remembered). */
  evalBar: boolean;
  /** The strong evaluation of the live position, for the bar, when no review, hint or strong search has one. */
  appraisal: Appraisal | null;
  /** The local date the game began, e.g. '2026-11-26' (saved with it, for an export's date); '' until first saved. */
  started: string;
}

export const DEFAULT_SETTINGS: Settings = { mode: 'hvc', human: 0, level: 3, options: {} };

/** A game not yet loaded; `board` is what to draw until the Session reports its board (the game's standard one). */
export function initialState(
  game: GameId = 'reversi',
  settings: Settings = DEFAULT_SETTINGS,
  lang: Lang = 'en',
  board: BoardShape = NO_BOARD,
): State {
  return {
    game,
    settings: { ...settings },
    optionSpecs: [],
    lang,
    ready: false,
    start: null,
    startSide: 0,
    board: { files: board.files, ranks: board.ranks },
    squares: '',
    legal: [],
    status: { over: false, toMove: 0, winner: -1, reason: '', summary: [] },
    played: [],
    moves: [],
    future: [],
    lastPath: [],
    thinking: null,
    hint: null,
    paused: false,
    anim: null,
    hover: null,
    preview: null,
    selection: null,
    drag: null,
    flipped: false,
    notice: null,
    agreed: false,
    drawOffer: null,
    evaluation: null,
    moveNumbers: false,
    forbiddenMarks: false,
    past: null,
    review: null,
    viewing: false,
    previousKept: false,
    evalBar: false,
    appraisal: null,
    started: '',
  };
}

/** Copies a snapshot in; a selection, drag or hover that belonged to the old position is dropped. */
export function applySnapshot(state: State, snap: Snapshot): void {
  state.ready = true;
  state.board = { files: snap.board.files, ranks: snap.board.ranks };
  state.squares = snap.squares;
  state.legal = snap.legal.slice();
  state.status = { ...snap.status, summary: snap.status.summary.slice() };
  state.played = snap.played.slice();
  state.moves = snap.played.map((m) => m.written);
  state.lastPath = lastPath(snap.played);
  state.selection = null;
  state.drag = null;
  state.hover = null;
  state.preview = null;
}

/** The squares of the last move that named any (passes skipped), its full path: [18, 36, 50]; [] at the start. */
export function lastPath(played: readonly Move[]): number[] {
  for (let k = played.length - 1; k >= 0; k--) {
    const path = played[k]?.path ?? [];
    if (path.length > 0) return Array.from(path);
  }
  return [];
}

/** What a move changed, found by comparing before and after: the page knows no capturing or flipping rule. */
export function diffSquares(
  before: string,
  after: string,
): { appeared: number[]; vanished: number[]; changed: number[] } {
  const appeared: number[] = [];
  const vanished: number[] = [];
  const changed: number[] = [];
  for (let i = 0; i < Math.max(before.length, after.length); i++) {
    const a = before[i];
    const b = after[i];
    if (a === b) continue;
    if (a === '-') appeared.push(i);
    else if (b === '-') vanished.push(i);
    else changed.push(i);
  }
  return { appeared, vanished, changed };
}

/** A move was played on the Session (by a person, the computer, an automatic pass, or redo): the snapshot's last. */
export function recordMove(state: State, snap: Snapshot, now: number): void {
  const move = snap.played[snap.played.length - 1];
  if (move !== undefined && state.future[0]?.input === move.input) state.future.shift();
  else state.future = [];
  const path = move ? Array.from(move.path) : [];
  state.anim =
    path.length > 0
      ? { start: now, before: state.squares, after: snap.squares, path, ...diffSquares(state.squares, snap.squares) }
      : null;
  applySnapshot(state, snap);
}

/** `count` moves were taken back on the Session; they become the head of the redo list. An agreed draw is reopened. */
export function recordUndo(state: State, count: number, snap: Snapshot): void {
  state.agreed = false;
  state.drawOffer = null;
  const undone = state.played.slice(state.played.length - count);
  state.future = undone.concat(state.future);
  state.anim = null;
  applySnapshot(state, snap);
}

/** A new game, a restored one or an imported one: `start` and `startSide` say where its moves begin. */
export function startNewGame(
  state: State,
  settings: Settings,
  snap: Snapshot,
  start: string | null = null,
  startSide: Side = 0,
): void {
  state.settings = { ...settings, options: fitOptions(state.optionSpecs, settings.options) };
  state.start = start;
  state.startSide = startSide;
  state.future = [];
  state.paused = false;
  state.thinking = null;
  state.hint = null;
  state.anim = null;
  state.notice = null;
  state.agreed = false;
  state.drawOffer = null;
  state.evaluation = null;
  state.past = null;
  state.review = null;
  state.appraisal = null;
  state.started = '';
  applySnapshot(state, snap);
}

/** A draw may be offered while the game goes on and a person is to move, no offer pending. */
export function canOfferDraw(state: State): boolean {
  return isHumanTurn(state) && state.drawOffer === null;
}

/**
 * The computer takes a draw when a strong evaluation of the position (never a weak level's own score) shows
 * no advantage for it: `score` is that evaluation for the computer's side; with none it declines.
 */
export function computerAcceptsDraw(score: number | null): boolean {
  return score !== null && score <= 0;
}

/** The game ends in a draw by agreement: over, no winner, nothing more to play (undo reopens it). */
export function agreeDraw(state: State): void {
  state.agreed = true;
  state.drawOffer = null;
  state.status = { ...state.status, over: true, winner: -1, reason: AGREEMENT };
  state.legal = [];
  state.selection = null;
  state.drag = null;
  state.hover = null;
}

/**
 * The side to move offers a draw: it waits for the other side's answer ('pending'), a person's in a
 * dialog, the computer's after a short strong search (computerAnswersDraw). 'none' when no offer can be made.
 */
export function offerDraw(state: State): 'none' | 'pending' {
  if (!canOfferDraw(state)) return 'none';
  state.drawOffer = state.status.toMove;
  if (state.settings.mode !== 'hvh') state.notice = { key: 'drawConsidering' };
  return 'pending';
}

/** The computer's answer to the pending offer, from its strong evaluation (see computerAcceptsDraw). */
export function computerAnswersDraw(state: State, score: number | null): 'accepted' | 'declined' {
  state.drawOffer = null;
  if (computerAcceptsDraw(score)) {
    agreeDraw(state);
    state.notice = { key: 'drawAccepted' };
    return 'accepted';
  }
  state.notice = { key: 'drawDeclined' };
  return 'declined';
}

/** The other player accepts or declines the pending offer; false when there was none. */
export function answerDraw(state: State, accept: boolean): boolean {
  if (state.drawOffer === null) return false;
  state.drawOffer = null;
  if (accept && !state.status.over) agreeDraw(state);
  return true;
}

/** Takes back an agreement without taking back a move (when there is no move to take back). */
export function reopenGame(state: State, snap: Snapshot): void {
  state.agreed = false;
  state.drawOffer = null;
  applySnapshot(state, snap);
}

export function setEvaluation(state: State, score: number | null): void {
  state.evaluation = score;
}

export function setLevel(state: State, level: Level): void {
  state.settings.level = level;
}

/** The options the page offers of those a game declares: a control each (gomoku's aggressiveness). */
export function pageOptions(specs: readonly OptionSpec[]): OptionSpec[] {
  return specs.filter((spec) => spec.onPage);
}

/** The value of `spec` nearest to `value` (a step of its control from min, within its range), or its default for no number. */
export function fitOption(spec: OptionSpec, value: number): number {
  if (!Number.isFinite(value)) return spec.default;
  const within = Math.min(spec.max, Math.max(spec.min, value));
  const steps = spec.step > 0 ? Math.round((within - spec.min) / spec.step) : 0;
  const fitted = spec.step > 0 ? Math.min(spec.max, spec.min + steps * spec.step) : within;
  return Math.round(fitted * 1e6) / 1e6;
}

/** The options of the page's `specs` in `options`, each fitted (fitOption); the rest (another game's, a typo) dropped. */
export function fitOptions(specs: readonly OptionSpec[], options: Readonly<Record<string, number>>): Record<string, number> {
  const fitted: Record<string, number> = {};
  for (const spec of pageOptions(specs)) {
    const value = options[spec.name];
    if (value !== undefined) fitted[spec.name] = fitOption(spec, value);
  }
  return fitted;
}

/** An option's value in these settings: the player's, or the declared default. */
export function optionValue(settings: Settings, spec: OptionSpec): number {
  return settings.options[spec.name] ?? spec.default;
}

/** What a search carries (ply.d.ts search()'s options): every option the page offers, at its value in the settings. */
export function searchOptions(state: Pick<State, 'settings' | 'optionSpecs'>): Record<string, number> {
  return Object.fromEntries(pageOptions(state.optionSpecs).map((spec) => [spec.name, optionValue(state.settings, spec)]));
}

/** The game's declared options (its Session's); the settings keep only values of those the page offers. */
export function setOptionSpecs(state: State, specs: readonly OptionSpec[]): void {
  state.optionSpecs = specs;
  state.settings.options = fitOptions(specs, state.settings.options);
}

/** Sets an option the page offers (fitted to its steps); a name the game does not declare changes nothing. */
export function setOption(state: State, name: string, value: number): void {
  const spec = pageOptions(state.optionSpecs).find((o) => o.name === name);
  if (!spec) return;
  state.settings.options = { ...state.settings.options, [name]: fitOption(spec, value) };
}

export function setMoveNumbers(state: State, shown: boolean): void {
  state.moveNumbers = shown;
}

export function setForbiddenMarks(state: State, shown: boolean): void {
  state.forbiddenMarks = shown;
}

export function setLang(state: State, lang: Lang): void {
  state.lang = lang;
}

/** Identifies the position on the board (its start and moves): a hint is for this one position. */
export function hintKey(state: Pick<State, 'game' | 'start' | 'moves'>): string {
  return `${state.game}|${state.start ?? ''}|${state.moves.join(' ')}`;
}

/** Hints may be asked for while a person is to move (the computer is not searching then). */
export function canHint(state: State): boolean {
  return isHumanTurn(state) && state.legal.length > 0;
}

export function setHint(state: State, hint: Hint | null): void {
  state.hint = hint;
}

/** The hint's best move: the first one listed, or null before the first iteration. */
export function bestHint(hint: Hint | null): HintMove | null {
  return hint?.moves[0] ?? null;
}

export function setThinking(state: State, thinking: Thinking | null): void {
  state.thinking = thinking;
}

export function setPaused(state: State, paused: boolean): void {
  state.paused = paused;
}

export function setNotice(state: State, notice: Notice | null): void {
  state.notice = notice;
}

export function setFlipped(state: State, flipped: boolean): void {
  state.flipped = flipped;
}

export function setSelection(state: State, selection: Selection | null): void {
  state.selection = selection;
  if (!selection) state.drag = null;
}

export function setDrag(state: State, drag: Drag | null): void {
  state.drag = drag;
}

/** The square under the mouse, kept only where a press would do something on a person's turn. */
export function setHover(state: State, square: number | null): void {
  state.hover = square !== null && isHumanTurn(state) && pressable(state.legal, state.selection).has(square) ? square : null;
  if (state.preview && state.preview.square !== state.hover) state.preview = null;
}

/** The preview of the hovered move; one for another square than the hovered one is not kept. */
export function setPreview(state: State, preview: MovePreview | null): void {
  state.preview = preview !== null && preview.square === state.hover ? { square: preview.square, changes: preview.changes.slice() } : null;
}

/** The squares the preview marks now: those of the hovered square's preview, else none. */
export function previewChanges(state: Pick<State, 'hover' | 'preview'>): readonly number[] {
  return state.hover !== null && state.preview?.square === state.hover ? state.preview.changes : [];
}

export function sideToMove(state: State): Side {
  return state.status.toMove;
}

/** The one human side of a game against the computer, to whom the result is spoken; null in the other modes. */
export function soleHuman(settings: Settings): Side | null {
  return settings.mode === 'hvc' ? settings.human : null;
}

/** Whom the result is spoken to: the sole human of the player's own game; nobody in a shared game looked at. */
export function resultFor(state: Pick<State, 'settings' | 'viewing'>): Side | null {
  return state.viewing ? null : soleHuman(state.settings);
}

export function isComputerSide(settings: Settings, side: Side): boolean {
  return settings.mode === 'cvc' || (settings.mode === 'hvc' && side !== settings.human);
}

/** A person may move now: the player's own game (not a shared one looked at), going on, their side to move. */
export function isHumanTurn(state: State): boolean {
  return state.ready && !state.viewing && !state.status.over && !isComputerSide(state.settings, state.status.toMove);
}

export function isComputerTurn(state: State): boolean {
  return state.ready && !state.viewing && !state.status.over && !state.paused && isComputerSide(state.settings, state.status.toMove);
}

/**
 * Who made move k: sides alternate, passes included (the page plays a forced pass as an explicit move that
 * names no square), from the side to move at the start position.
 */
export function moverAt(state: Pick<State, 'startSide'>, k: number): Side {
  return ((state.startSide + k) % 2) as Side;
}

/** A point where someone chose: not a forced pass, and in hvc the human's own move. */
function isDecision(state: State, k: number, move: Move | undefined): boolean {
  if (move === undefined || move.pass) return false;
  return state.settings.mode !== 'hvc' || moverAt(state, k) === state.settings.human;
}

/** How many moves undo takes back: to the previous decision (in hvc: your previous turn). 0 = none. */
export function undoCount(state: State): number {
  if (state.viewing) return 0;
  const { played } = state;
  for (let k = played.length - 1; k >= 0; k--) {
    if (isDecision(state, k, played[k])) return played.length - k;
  }
  return 0;
}

/** How many moves redo replays: up to the next decision, or all that are left. */
export function redoCount(state: State): number {
  if (state.agreed || state.viewing) return 0;
  const { played, future } = state;
  for (let j = 1; j < future.length; j++) {
    if (isDecision(state, played.length + j, future[j])) return j;
  }
  return future.length;
}

export function setPast(state: State, past: Past | null): void {
  state.past = past;
}

export function setReview(state: State, review: Review | null): void {
  state.review = review;
}

/** Undo goes back to the previous game kept when this one replaced it: nothing of this game is left to undo. */
export function undoRestores(state: State): boolean {
  return state.previousKept && !state.viewing && !state.agreed && undoCount(state) === 0;
}

export function setAppraisal(state: State, appraisal: Appraisal | null): void {
  state.appraisal = appraisal;
}
