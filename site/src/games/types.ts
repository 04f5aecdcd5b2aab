// What each game module supplies to the one shell: its look on the canvas, its orientation, the words
// for its board and pieces, its sides' colours, its score line and how its result reads. Rules stay in
// the engine; the shell reads only the game-neutral part of the status (over, toMove, winner).
import type { Move, Refusal } from 'ply-engine';
import type { Geometry } from '../squares/geometry';
import type { ReviewThresholds } from '../state/review';
import type { SoundKind } from '../sound';
import type { BoardShape } from '../squares/squares';
import type { Colour, GameId, Lang, Side, Status } from '../vocabulary';
import type { State } from '../state/state';

/** A move of the picked piece that the panel offers on its button (GameDef.pickedMove). */
export interface PickedMove {
  /** The button's words, e.g. 'Capture round back to c3: c3:e5:g3:e1:c3'. */
  label: string;
  /** The square the moves end on (the choices are offered there), e.g. the piece's own for a ring. */
  dest: number;
  /** The legal moves the button stands for; several are offered as choices, each by its full path. */
  moves: Move[];
}

export interface GameStrings {
  /** 'Reversi', 'Russian draughts'. */
  name: string;
  /** The accessible name of the board grid, e.g. 'Reversi board'. */
  board: string;
  /** One line under the name on the start screen. */
  blurb: string;
  /** A square's state for its grid cell, by the Session's letter: {'-': 'empty', w: 'white man', ...}. */
  pieces: Record<string, string>;
  /** On a touch screen, how a game that confirms taps (`confirmTap`) places a piece, until the player has placed one. */
  tapHelp?: string;
  /** The suffix of a cell a picked piece can go to, e.g. ', legal move' (chess); the shell's ', destination' when absent. */
  destination?: string;
  /** The words of a game with forbidden points (GameDef.forbidden): the toggle, its tooltip, and a marked cell's suffix (', forbidden point'). */
  forbidden?: { toggle: string; title: string; suffix: string };
}

/** A unit's word by number: English one/many; Russian one (1, 21), few (2-4, 22-24, fractions), many (5-20, 0). */
export interface ScoreUnit {
  one: string;
  few: string;
  many: string;
}

export interface GameView {
  /** The static layer: frame, squares, coordinates (unless `coords` is false). Redrawn only when the geometry changes. */
  paintBoard(ctx: CanvasRenderingContext2D, g: Geometry, coords?: boolean): void;
  /** Pieces and marks over the static layer, from state only; `now` is performance.now(). */
  paint(ctx: CanvasRenderingContext2D, g: Geometry, state: State, now: number): void;
  /** When the running move animation ends (performance.now ms); 0 when there is none. */
  animEnd(state: State): number;
}

/** One choice a new game offers (gomoku's board size), with its possible values in the order shown. */
export interface GameOption {
  /** A name for the values, e.g. 'size'; the dialog's select is data-testid `option-size`. */
  id: string;
  label: Record<Lang, string>;
  choices: readonly { value: string; label: Record<Lang, string> }[];
}

/**
 * The words for the variants the engine declares (Session.variants(): gomoku's sizes and rules; Reversi's
 * board, start and rule): a label for each choice and each of its values, in the engine's order. The engine
 * makes a start position of the values (Session.variantStart) and reads them back from one (variantOf); a
 * game that has them always keeps its start position text.
 */
export interface GameVariants {
  options: readonly GameOption[];
  /** The variant in a few words beside the game's name, from its values, e.g. '6 × 6 · black hole'; '' for none shown. */
  describe?(lang: Lang, values: Readonly<Record<string, string>>): string;
}

/**
 * Points the side to move may not play although they are empty and the game goes on (gomoku's renju: Black's
 * fouls). The engine knows them: they are the empty squares no legal move names, and it refuses one played
 * with its refusal's cause (Session.refusal()). A press on one is refused in the player's words; while the
 * player asks for it (a remembered toggle, offered in such a game) the board marks them and the grid names them.
 */
export interface ForbiddenPoints {
  /** The game in this variant (State.variant, the engine's) can have them (the toggle is offered): gomoku's renju. */
  offered(variant: Readonly<Record<string, string>> | null): boolean;
  /** The squares forbidden in the position shown, from the snapshot alone; [] when none (the other side to move, the game over, a past position). */
  squares(state: Pick<State, 'ready' | 'variant' | 'squares' | 'legal' | 'status' | 'past'>): number[];
  /**
   * Why a press on `square` ('i8') is refused, from the Session's refusal of its move (its cause:
   * 'double-three'), e.g. 'Black may not play i8 under renju: it would make a double three.'
   */
  refusal(lang: Lang, square: string, refusal: Refusal): string;
}

/** A game's rules for a new player: one sentence on how to play (shown at a game's start) and the Rules dialog's page. */
export interface Rules {
  /** The rules page's title: 'Rules of Reversi'. */
  title: string;
  /** How to play in one sentence. */
  howTo: string;
  /** The rules, one point each. */
  points: readonly string[];
}

/**
 * About a game, for its export (GameDef.exportHeader; storage/export-info.ts makes it): `started` '2026-11-26';
 * `players` side 0's first, e.g. ['Player', 'Ply level 3'].
 */
export interface ExportInfo {
  started: string;
  players: readonly [string, string];
  /** Each side's Elo, side 0's first: the computer's level's where it is measured; null for none (a person). */
  elos?: readonly [number | null, number | null];
  /** Each side's accuracy in percent, side 0's first, once a review of the whole game is done; absent: none. */
  accuracy?: readonly [number | null, number | null];
}

export interface GameDef {
  id: GameId;
  /** The standard board, drawn until the Session reports the board of the game being played. */
  board: BoardShape;
  /** Colours of side 0 (moves first) and side 1: Reversi ['black', 'white'], draughts ['white', 'black']. */
  colours: readonly [Colour, Colour];
  /** Row 1 at the top of an unflipped board (Reversi), or at the bottom (draughts). */
  rank1AtTop: boolean;
  /** Pieces move from square to square and may be dragged (draughts); Reversi only places discs. */
  draggable: boolean;
  /** A new game against the computer turns the board so your side is at the bottom (draughts). */
  yourSideDown: boolean;
  strings: Record<Lang, GameStrings>;
  /** The rules for a new player, in both languages (games/<game>-rules.ts); part of the code, so they work offline. */
  rules: Record<Lang, Rules>;
  /** Each side's number on its player card, from the status's summary: Reversi discs, draughts pieces; '' for none. */
  score(status: Status): readonly [string, string];
  /**
   * The result in words from the final status, e.g. 'Black wins 40–24', 'White wins · Black has no moves', or
   * spoken to `you`, the one human side of a game against the computer: 'You won 40–24', 'You lost · checkmate'.
   */
  result(lang: Lang, status: Status, you?: Side | null): string;
  /** The input of a move the page plays by itself when it is the only one (Reversi's forced pass); null otherwise. */
  forcedMove?(legal: readonly Move[]): string | null;
  /** The name of a choice made after the destination, e.g. 'q' → 'Queen' (chess promotion); the move text without it. */
  choiceName?(lang: Lang, choice: string): string;
  /** A history entry as the UI language writes it (chess: 'Nf3' → 'Кf3' in Russian); the entry itself when absent. */
  moveText?(lang: Lang, move: string): string;
  /**
   * A move in words for the live region ('Knight f3 takes e5, check'), from the move played and the board
   * before it; the shell's '{side} {move}' when absent.
   */
  moveWords?(lang: Lang, move: Move, before: string): string;
  /** The sound of a move played (a capture, a check); 'move' when absent. */
  moveSound?(move: Move): SoundKind;
  /** File name for exportGame()'s text, e.g. 'ply-draughts.pdn'. */
  exportName: string;
  /**
   * Present when a draw may be agreed in this game (draughts): the export text marked as an agreed draw,
   * e.g. PDN with `[Result "1-1"]` and `1-1` at the end.
   */
  agreedDrawText?: (text: string) => string;
  /** The export text with what the page knows of the game written in (chess: PGN's Date, White and Black tags). */
  exportHeader?: (text: string, info: ExportInfo) => string;
  /** Present when a new game chooses among several start positions (gomoku's size and rule). */
  variants?: GameVariants;
  /** Every move has its own number, passes counted (Othello's 1 to 60), instead of one number a pair of moves. */
  numberEachMove?: boolean;
  /**
   * A move of the picked piece that pressing squares cannot name, for the panel's button (draughts: a capture
   * round a ring back to the piece's own square, since a press on the piece drops the pick); null when none.
   */
  pickedMove?(lang: Lang, state: Pick<State, 'board' | 'legal' | 'selection'>): PickedMove | null;
  /** Empty points the side to move may not play (gomoku's renju: Black's fouls): refused in words, marked on request. */
  forbidden?: ForbiddenPoints;
  /**
   * A refused game's text (an import, a shared link) in the game's own words, for a refusal whose cause the game
   * words itself (gomoku: renju's fouls, 'Move 9 (i8) is a foul for Black under renju: a double three.'); null,
   * or the hook absent, for the shell's sentence from the refusal's reason (storage/import-error.ts).
   */
  refusalText?(lang: Lang, refusal: Refusal): string | null;
  /** Stones can show the number of the move that placed them (a toggle). */
  moveNumbers?: boolean;
  /**
   * Cells too small for a finger to hit surely: on a touch screen the first tap shows the piece about to be
   * placed, and a second tap on the same cell places it (a mouse click or a key places it at once).
   */
  confirmTap?: boolean;
  /** Hovering (or focusing) a legal square shows what its move would change: Reversi's discs to turn over. */
  previewChanges?: boolean;
  /**
   * The hints show every legal move's value (Reversi on its square, draughts on its piece and, once the piece is
   * picked, on where each move ends: board/hint-squares.ts); otherwise the best move only.
   */
  hintValues?: boolean;
  /** The unit of search scores after a number, e.g. {one: 'disc', many: 'discs'}; Russian by its plural forms. */
  scoreUnit: Record<Lang, ScoreUnit>;
  /** A search score in the game's words, e.g. 'win in 3' for a proven win; formatScore's number when absent. */
  scoreText?(lang: Lang, score: number, exact: boolean): string;
  /**
   * The pieces the position editor offers, in its order: the Session's letter, a glyph for its button and the
   * side it belongs to (drawn in that side's colour), e.g. ['X', '●', 0]; the button's name is the piece's word
   * in `strings.pieces`.
   */
  setupPieces: readonly (readonly [letter: string, glyph: string, side: Side])[];
  /** The position editor also sets the castling rights and the en passant square (chess). */
  castling?: boolean;
  view: GameView;
  /** What a move must lose to be marked in the review (?!, ?, ??), in the game's unit, and the graph's scale. */
  review: ReviewThresholds;
}
