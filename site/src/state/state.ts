// The page's whole state as one plain object (chessground's HeadlessState): no DOM, no engine. This is its
// shape and its start; the changes are functions (state, …) in the modules beside it (moves.ts, turns.ts,
// draw.ts, options.ts, pointer.ts, analysis.ts, display.ts, walk.ts), so each can be tested without a page.
// Rules stay out: squares, legal moves and status are copied from the wasm Session after each change.
import type { GameStatus, LevelSpec, Move, OpeningName, OptionSpec, Refusal } from 'ply-engine';
import type { Selection } from '../squares/selection';
import { NO_BOARD, type BoardShape } from '../squares/squares';
import type { GameId, Lang, Level, Mode, Side, Status } from '../vocabulary';
import type { PlayerRating } from './rating';
import type { Editor } from './editor';
import type { Review } from './review';

export interface Settings {
  mode: Mode;
  /** Your side in hvc, e.g. 0 = the side that moves first (Reversi: Black, draughts: White). */
  human: Side;
  /** The computer's place in the game's ladder (state.levels), 1 the weakest. */
  level: Level;
  /**
   * "Match my strength": after each finished game against the computer the player's rating for the game is
   * updated and the level moves to the rung nearest it (state/rating.ts). Absent: off.
   */
  matchStrength?: boolean;
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
  /** The named opening the moves begin with, as the engine names it ('Tiger'); null for none. */
  opening: OpeningName | null;
  /** The variant the game's start is in, as the engine reads it ({size: '6', start: 'cross', rule: 'anti'}); null for a game without variants. */
  variant: Record<string, string> | null;
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

/** How many lines the analysis lists: a player's choice within these. */
export const ANALYSIS_LINES = { min: 1, max: 5, default: 3 } as const;

/** How many lines the analysis lists, within ANALYSIS_LINES (anything else, e.g. a bad saved value: the default). */
export function analysisLineCount(n: number): number {
  if (!Number.isInteger(n) || n < ANALYSIS_LINES.min || n > ANALYSIS_LINES.max) return ANALYSIS_LINES.default;
  return n;
}

/**
 * The analysis board's lines (the Analysis button): while on, the hints search the position shown with no end
 * but the player's (N best lines in chess and gomoku), and the panel lists the best `lines` moves with theirs.
 */
export interface AnalysisView {
  on: boolean;
  /** How many lines the panel lists (ANALYSIS_LINES: 1 to 5, 3 at first; remembered). */
  lines: number;
  /** The line the pointer or the keyboard is on (its index), shown on the board above the others; null: none. */
  pointed: number | null;
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
  /** A shared link's game was refused: `refusal` says why (the Session's, or the page's for blank text). */
  | { key: 'badShare'; refusal: Refusal }
  | { key: 'newGame' }
  | { key: 'playOn' }
  /** A position set up in the editor is the game now (the one it replaced is kept). */
  | { key: 'positionSet' }
  | { key: 'restored' }
  | { key: 'drawConsidering' }
  /**
   * A press on a point the rule forbids the side to move (GameDef.forbidden: renju's fouls) played nothing:
   * `square` is where, `refusal` the Session's refusal of the move (its cause: 'double-three'), worded by the game.
   */
  | { key: 'forbidden'; square: number; refusal: Refusal };

/** A strong evaluation of one position (a short level-5 search), from the first side's point of view. */
export interface Appraisal {
  /** The position it belongs to (hintKey). */
  key: string;
  score: number;
  exact: boolean;
}

/** The position shown while looking back: the game after `ply` of its moves. */
export interface Past {
  /** 0 = the start position; always less than the game's move count (the last position is the live one). */
  ply: number;
  /** The moves that lead to it, so a changed game (undo, a new game) is noticed. */
  moves: string[];
  /** The same moves as the Session describes them. */
  played: Move[];
  board: BoardShape;
  squares: string;
  status: Status;
  /** Squares of the move that led to it (passes skipped); [] at the start. */
  lastPath: number[];
  /** The named opening its moves begin with; null for none. */
  opening: OpeningName | null;
  /** Its legal moves, for the hints on it (nothing is played on a past position); [] where the game was over. */
  legal: Move[];
  /** The squares of the move the review found better than the one that led here, where the review marked it. */
  better?: number[];
}

export interface State {
  /** Which game this state plays, e.g. 'draughts'. */
  game: GameId;
  settings: Settings;
  /** The options the game declares (Session.options()): the panel draws a control for each shown on the page. */
  optionSpecs: readonly OptionSpec[];
  /** The game's ladder of levels (Session.levels()), weakest first: settings.level n is levels[n - 1]; [] until read. */
  levels: readonly LevelSpec[];
  /** The player's rating in this game ("match my strength", kept on the device); null before their first rated game. */
  rating: PlayerRating | null;
  /** This game's result has counted for the rating (saved with it), so an undo and a second ending do not count again. */
  rated: boolean;
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
  /** The named opening the moves begin with (the engine's: Session.opening()); null for none. */
  opening: OpeningName | null;
  /** The variant the game's start is in (the engine's: Session.variantOf()); null for a game without variants. */
  variant: Record<string, string> | null;
  /** Undone moves that redo replays, next first: after undoing d3 c5 it is d3, then c5. */
  future: Move[];
  /** Squares of the last move (passes skipped), full path when the page played it: [18, 36, 50]; [] at the start. */
  lastPath: number[];
  /** Non-null while the computer searches a move. */
  thinking: Thinking | null;
  /** Non-null while hints are shown (asked for by the Hint button, cleared when the position changes). */
  hint: Hint | null;
  analysis: AnalysisView;
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
  /** The position the player sets up (the editor, state/editor.ts) while it is open; null: none. */
  editor: Editor | null;
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

/** A first visit's settings; its level is the old level 3's rung once the ladder is read (state/ladder.ts defaultLevel). */
export const DEFAULT_SETTINGS: Settings = { mode: 'hvc', human: 0, level: 3, options: {} };

/** A game not yet loaded; `board` is what to draw until the Session reports its board (the game's standard one). */
export function initialState(
  game: GameId,
  settings: Settings = DEFAULT_SETTINGS,
  lang: Lang = 'en',
  board: BoardShape = NO_BOARD,
): State {
  return {
    game,
    settings: { ...settings },
    optionSpecs: [],
    levels: [],
    rating: null,
    rated: false,
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
    opening: null,
    variant: null,
    future: [],
    lastPath: [],
    thinking: null,
    hint: null,
    analysis: { on: false, lines: ANALYSIS_LINES.default, pointed: null },
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
    editor: null,
    review: null,
    viewing: false,
    previousKept: false,
    evalBar: false,
    appraisal: null,
    started: '',
  };
}
