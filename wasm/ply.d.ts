// The Embind surface of the Ply WebAssembly module (build/wasm/ply.mjs + ply.wasm).
// Hand-written: Emscripten 3.1.6 has no --emit-tsd. tests/wasm checks it against the real module.
//
// Every game is driven through the same Session: positions are strings in the game's own notation, and
// each move comes with its squares and what it does (Move), so the page never needs to know a game's rules.

/**
 * One move, legal now (legalMoves()) or played (history()), as the page needs it: what to play, how it
 * is written, where it goes and what it does. Game-neutral: each game fills what applies to it.
 */
export interface Move {
  /**
   * The text play() takes and search() returns for it: Reversi 'd3' or 'pass'; draughts the full path,
   * every square the piece stops on ('c3-d4', 'c3:e5:c7'); gomoku 'h8'; chess UCI, origin then
   * destination, a promotion's piece last ('e2e4', 'e7e8q', castling as the king's move 'e1g1').
   */
  input: string;
  /**
   * The move in the game's standard notation, as exportGame() and the pv write it: draughts the shortest
   * unambiguous form ('c3:c7' for 'c3:e5:c7'); chess SAN with the least disambiguation ('Nbd7', 'O-O-O',
   * 'exd6', 'e8=Q+', 'Qxf7#'); Reversi and gomoku as input.
   */
  written: string;
  /**
   * Its squares, as squares() indexes them: a drop's one (Reversi, gomoku: [19] for d3); a piece's own
   * square then every square it stops on (draughts 'c3:e5:c7' → [18, 36, 50]; chess [origin, destination],
   * castling [4, 6] for e1g1); [] for a pass.
   */
  path: number[];
  /** It takes a piece: a draughts capture, a chess capture (en passant included). */
  capture: boolean;
  /** It places and moves nothing: Reversi's pass. */
  pass: boolean;
  /**
   * What it chooses beyond its path, where moves share one: a chess promotion's piece, 'q' 'r' 'b' or
   * 'n' (the last letter of input); '' otherwise.
   */
  choice: string;
}

/** What a search reports after each completed iteration. */
export interface SearchProgress {
  /** Depth of the last completed iteration, in plies (for an exact solve: the number of empties). */
  depth: number;
  /**
   * Score for the side to move, in the game's display unit (may be fractional). Reversi: discs.
   * Draughts: men (a king is worth about three); a proven win is +100 and a proven loss -100, with
   * exact = true. Gomoku: a pattern score in stones (about one per open two); a proven win is
   * +100 - plies to the five, a proven loss -(100 - plies), with exact = true ("win in N").
   * Chess: pawns (P 1, N 3, B 3, R 5, Q 9 and the evaluation's finer terms); a mate found is exact with
   * +(100 - plies) when the side to move mates, -(100 - plies) when it is mated ("mate in N", N =
   * ceil(plies / 2)).
   */
  score: number;
  /** True when the score is a proven final result (a solved Reversi endgame, a draughts win found, a chess mate). */
  exact: boolean;
  /**
   * True when the move and score are the opening book's (Reversi's level 5 in the standard game): no search
   * was made, depth is the book's leaf searches' and nodes 0.
   */
  book: boolean;
  /** Positions visited so far. */
  nodes: number;
  /**
   * How sure the search's selective cuts are, in percent (Reversi's Multi-ProbCut: 73, 87, 95, 98, 99);
   * 100 for a full-width search, which cuts nothing on a guess.
   */
  selectivity: number;
  /** Principal variation, as Move's written forms (chess SAN), starting with the move to play. */
  pv: string[];
}

export interface SearchResult extends SearchProgress {
  /**
   * The move chosen, as its Move's input: Reversi 'd3', or 'pass' where passing is the only legal move;
   * draughts the full path ('c3-d4', 'c3:e5:c7'). The pv gives draughts moves in their written short
   * form. Chess: UCI ('g1f3', 'e7e8q', castling 'e1g1'); the pv is SAN ('Nf3', 'O-O', 'e8=Q+').
   */
  move: string;
  /** Time the search took, in milliseconds. */
  timeMs: number;
}

/** One legal move's value in an analysis. */
/**
 * One option of a game's computer player, as the game declares it: a number (or, for 'whole', a whole
 * number) in min..max. The page draws a control for each option onPage (moving by step); the others are
 * measuring knobs of the command line.
 */
export interface OptionSpec {
  /** e.g. 'aggressiveness': the key in search()'s options. */
  name: string;
  type: 'number' | 'whole';
  min: number;
  max: number;
  /** What the game plays when the option is not set, e.g. 0.8. */
  default: number;
  step: number;
  onPage: boolean;
}

/** A level of the game's ladder (engine/core/ladder.h). */
export interface LevelSpec {
  /** One word, the CLI's --level name: 'random', 'greedy', 'club', 'max'. */
  name: string;
  /** Its Elo as measured (docs/levels.md): the random mover is 0, but in chess (Stockfish's UCI_Elo scale). */
  elo: number;
  /** The level 1-5 of the five-level ladder it was (old saves and links), or 0. */
  legacy: number;
}

/** The options of one search by name, each declared by the game (Session.options()), e.g. {aggressiveness: 0.6}. */
export type SearchOptions = Readonly<Record<string, number>>;

export interface MoveValue {
  /** The move as its Move's input ('d3', 'g1f3', 'c3:e5:c7'). */
  move: string;
  /** Its value for the side to move, in the unit of SearchProgress.score (Reversi: discs). */
  value: number;
  /** The value is proven (Reversi: the exact final disc difference under perfect play). */
  exact: boolean;
  /** The value is the opening book's (Reversi, standard game), not this analysis's search. */
  book: boolean;
  /** The line it leads to, as Move's written forms, starting with the move. */
  pv: string[];
}

/** What analyse() reports after each completed iteration, and returns. */
export interface Analysis {
  /** Plies searched from the root, the move itself counted. */
  depth: number;
  nodes: number;
  timeMs: number;
  /**
   * Reversi and draughts: every legal move (Reversi's forced pass included), best first. Chess and gomoku:
   * the best `lines` moves (analyse()), each with its value and line, best first (MultiPV; fewer where the
   * position has fewer, or where a forced win was found first). [] when nothing was searched.
   */
  moves: MoveValue[];
}

/** A board's size: `files` columns (a, b, c, ...) and `ranks` rows (1, 2, ...), each 1..19. */
export interface BoardShape {
  files: number;
  ranks: number;
}

/**
 * The state of play in game-neutral terms. What `reason` and `summary` hold is each game's own business
 * (its page module words them); shared code only reads `over`, `toMove` and `winner`.
 */
export interface GameStatus {
  /**
   * The game has ended. Reversi: neither side can move. Draughts: the side to move has no legal move
   * or no pieces (it has lost), the other side has no pieces, or the game is drawn by threefold
   * repetition or an FMJD draw rule. Gomoku: the side that moved last made five in a row (freestyle:
   * five or more; standard: exactly five), or the board is full.
   */
  over: boolean;
  /** Side to move: 0 = the side that moves first (Reversi: Black; draughts and chess: White), 1 = the other. */
  toMove: 0 | 1;
  /** When over: 0 or 1 for the winning side, -1 for a draw. While the game goes on: -1. */
  winner: -1 | 0 | 1;
  /**
   * Why the game ended, a code the game defines; '' while the game goes on. Reversi: 'no-moves'
   * (neither side can move). Draughts: 'no-moves' (the side to move cannot move or has no pieces: it
   * loses), 'no-pieces' (the side not to move has no pieces left: it has lost), 'repetition'
   * (threefold repetition, a draw), 'draw-rule' (an FMJD draw rule). Gomoku: 'five' (the winner
   * made five in a row), 'full' (the board is full: a draw). Chess: 'checkmate' (the winner mated),
   * 'stalemate', 'repetition' (threefold), 'fifty-moves' (100 plies with no pawn move or capture, drawn at
   * once), 'insufficient-material' (neither side can mate); all but checkmate are draws.
   */
  reason: string;
  /**
   * Numbers the game defines for its score line. Reversi: [black discs, white discs]. Draughts:
   * [white pieces, black pieces] (men and kings together). Gomoku: the cells of the winning line
   * (square indices as in squares(), from one end to the other; five or more), [] otherwise.
   * Chess: [white material, black material] in pawns (P 1, N 3, B 3, R 5, Q 9; the king counts 0).
   */
  summary: number[];
}

/** A position of the game as the page draws it: its board, its squares and the state of play there. */
export interface BoardView {
  board: BoardShape;
  /** As squares() gives them. */
  squares: string;
  /** The position in the game's notation, as position() writes it (what load() and importGame() take back). */
  position: string;
  status: GameStatus;
  /** The named opening the game's moves up to there begin with (Session.opening()). */
  opening: OpeningName | null;
  /** The legal moves there, as legalMoves() gives them ([] where the game is over). */
  legal: Move[];
}

/** One choice of a game's variants (Session.variants()). */
export interface VariantChoice {
  /** 'size', 'start', 'rule'. */
  id: string;
  /** Its values, the first the default. */
  values: string[];
}

/** Why a move, a position or a game's text was refused (Session.refusal()). */
export interface Refusal {
  /**
   * 'unreadable' (not in the game's notation, or naming no single move), 'illegal' (the rules do not allow
   * it here), 'after-end' (a move after the game is over), 'bad-position' (a start position refused),
   * 'other-game' (a record of another game), 'empty' (no game in the text).
   */
  reason: 'unreadable' | 'illegal' | 'after-end' | 'bad-position' | 'other-game' | 'empty';
  /**
   * The game's own word for why, '' for none. Reversi: 'taken', 'no-flip', 'black-hole', 'pass' (a move was
   * available); gomoku: 'taken', 'off-board', renju's fouls 'double-three', 'double-four', 'overline';
   * draughts: 'capture-compulsory', 'ambiguous'; chess: 'ambiguous'. A 'bad-position' (a start or a set-up
   * position the rules cannot play): chess 'kings', 'pawn-rank', 'check' (the side not to move is in check),
   * 'castling', 'en-passant'; draughts 'too-many' (over 12 a side), 'crowning-row'; gomoku 'count' (the stones
   * do not fit the side to move), 'five' (a line already ended the game), 'foul' (renju); Reversi 'black-hole'.
   */
  cause: string;
  /** The refused move's number in a game's text, as the game counts (chess, draughts: by pairs); 0 for none. */
  moveNumber: number;
  /** The refused move as it was written, '' for none. */
  move: string;
  /** The engine's own sentence, in English (what play(), load() and importGame() return). */
  text: string;
}

/** An opening's name as players know it, in each language the page speaks. */
export interface OpeningName {
  en: string;
  ru: string;
}

/** What a session's searches may use (Session.configure()). */
export interface SearchResources {
  /** Threads searching at once, the caller's included. */
  threads: number;
  /** The search table's size in MB. */
  tableMb: number;
}

/** One game: a position, the moves played from it, rules and search. Call delete() when done. */
export interface Session {
  /** The game this session plays: 'reversi', 'draughts' (Russian draughts), 'gomoku' or 'chess'. */
  readonly game: string;
  /**
   * Back to the start position of the current variant, with an empty history (gomoku: the empty board
   * of the current size and rule).
   */
  reset(): void;
  /** The size of the current position's board, e.g. {files: 8, ranks: 8}. */
  board(): BoardShape;
  /** The position the moves of history() start from (the last load() or import, else the start). */
  startPosition(): string;
  /** Sets a position in the game's notation. Returns '' on success, or an error message and changes nothing. */
  load(position: string): string;
  /**
   * The current position in the game's notation. Reversi: 64 chars a1..h8, a space, 'X' or 'O'.
   * Draughts: PDN FEN with algebraic squares, e.g. 'W:Wa1,c1,Ke5:Bb8,d8'.
   * Gomoku: the size, the rule and the moves from the empty board, e.g. '15 freestyle: h8 i9 h9';
   * '10 standard:' is the empty 10x10 board under the standard rule (exactly five wins).
   * Chess: FEN, all six fields; load() also takes 'startpos'.
   */
  position(): string;
  /**
   * Sets up a position a player made (the page's editor): `squares` as squares() writes them, on this board
   * and under this variant's rules (Reversi's black hole stays where it is); `toMove` 0 for the side that
   * moves first; `extra` the game's own fields, chess's castling rights and en passant square as FEN writes
   * them ('KQkq -', '- e3'), '' in the other games. Returns '' (the position is the session's, with no
   * moves), or the error and changes nothing: refusal() says why, a 'bad-position' with the game's cause.
   */
  setup(squares: string, toMove: number, extra: string): string;
  /**
   * One character per square, files × ranks in all (board()): index = row * files + column, a1 first
   * (column a = 0, row 1 = 0), then b1 … h1, a2 … h8 on an 8x8 board. Where row 1 is drawn is the page's business (Reversi: at the top; draughts:
   * at White's side, the bottom unless the board is flipped).
   * Reversi: 'X' black (first side), 'O' white, '-' empty.
   * Draughts: 'w' white man, 'W' white king, 'b' black man, 'B' black king, '-' empty or a light square.
   * Gomoku: 'X' black (first side), 'O' white, '-' empty.
   * Chess: 'PNBRQK' white, 'pnbrqk' black, '-' empty (row 1 is White's first rank).
   */
  squares(): string;
  /**
   * The legal moves, in a stable order; [] when the game is over. Reversi: a move a square, or the one
   * pass when passing is the only move (the game goes on: the page plays it). Draughts: where captures
   * exist only captures are listed; a flying king's path lists each landing square it chooses. Gomoku:
   * every empty cell. Chess: every promotion piece is a move of its own ('e7e8q', 'e7e8n').
   */
  legalMoves(): Move[];
  /**
   * Plays a move given in notation. Returns '' on success, or an error message and changes nothing.
   * Draughts accepts a full path or any unambiguous shorter form ('c3:c7'). Chess accepts UCI or SAN
   * ('g1f3' or 'Nf3', 'e1g1' or 'O-O').
   */
  play(move: string): string;
  /** Takes back the last move. False when there is none. */
  undo(): boolean;
  /**
   * The moves played since the last reset() or load(), oldest first, each as it was in the position it
   * was played in (its written form is what exportGame() writes; its input plays it again).
   */
  history(): Move[];
  /**
   * The position after the first `ply` moves of history() (0: startPosition(); history's length: the
   * current one), for looking back through the game without changing it. Null for a ply outside that
   * range or not a whole number.
   */
  positionAfter(ply: number): BoardView | null;
  /**
   * The whole game as text: draughts as PDN (tags, numbered moves, result, GameType 25); Reversi as
   * its move list ('d3 c5 f6 …', passes written 'pass'); chess as PGN (the Seven Tag Roster, SetUp and
   * FEN tags when the game did not start from the start position, SAN moves, the result).
   */
  exportGame(): string;
  /**
   * Replaces the session's game with one read from text in the form exportGame() writes (for draughts
   * any PDN game of GameType 25, including a FEN tag; chess: PGN, comments, NAGs and variations
   * skipped). Returns '' on success, or an error naming the first bad move (chess: with its move
   * number) or tag and changes nothing.
   */
  importGame(text: string): string;
  /** Why the last load(), setup(), play() or importGame() was refused; null when it was not. */
  refusal(): Refusal | null;
  status(): GameStatus;
  /**
   * The named opening the game's moves begin with, the longest one: Reversi's from Robert Gatliff's list
   * (a game begun on d3, c4 or e6 turned back to f5), draughts' standard Russian openings. Null when they
   * begin none, the game did not begin at the standard start, or the game names no openings.
   */
  opening(): OpeningName | null;
  /**
   * The game's variants, as the new-game dialog offers them: each choice's id and its values, the first the
   * default. Reversi: size '8' '6' '10' '12', start 'cross' 'parallel', rule 'normal' 'anti' 'blackhole'
   * 'anti-blackhole'; gomoku: size '15' '10', rule 'freestyle' 'standard' 'renju' (on 15x15 only). [] for a
   * game without variants.
   */
  variants(): VariantChoice[];
  /**
   * The variant a position's text is in, a value for each choice (variantOf(startPosition()): {size: '6',
   * start: 'cross', rule: 'anti'}); null for a text that is no position, or a game without variants.
   */
  variantOf(position: string): Record<string, string> | null;
  /**
   * The start position's text for a value of each choice, a value missing or unknown taken as the default
   * ('6x6 parallel anti blackhole=c2:', '15 renju:'); a black hole's square is drawn from `seed`, a whole
   * number from 0 to Number.MAX_SAFE_INTEGER (anything else throws). '' for a game without variants. The
   * session is unchanged.
   */
  variantStart(values: Record<string, string>, seed: number): string;
  /** The options the game's computer player takes (gomoku: its aggressiveness; none: []), for search(). */
  options(): OptionSpec[];
  /** The game's levels, weakest first: search()'s level n is levels()[n - 1]. */
  levels(): LevelSpec[];
  /**
   * Searches the current position and returns the move the computer plays at this level (1 to
   * levels().length). timeMs caps the search time (the top level uses it as its budget); seed drives the
   * random choices of the weaker levels, so the same seed gives the same move. options sets the game's own options by name (see
   * options(); gomoku: {aggressiveness: 0.6}); an option left out plays at the game's own choice, and {}
   * sets none. onProgress is called after each iteration;
   * returning false from it stops the search, which then returns the best move found so far.
   * The session's position is unchanged. Returns null when the game is over (there is no move).
   * Throws an Error when a number is not finite or out of range (level outside 1..levels().length, negative time, an
   * option outside its range), when options names an option the game does not declare, and when the session's first search finds no room in the module's
   * heap for its table (an 'out of memory: …' Error, see prepare()). When onProgress (or the module's
   * shouldStop) throws, the search stops there and search() throws what it threw. None of these leaves
   * anything behind: the module stays as good as new.
   */
  search(
    level: number,
    timeMs: number,
    seed: number,
    options: SearchOptions,
    onProgress: (progress: SearchProgress) => boolean | void,
  ): SearchResult | null;
  /**
   * Analyses the current position for its side to move (the hints): see Analysis. timeMs caps it (0: a
   * fixed depth); `lines` (a whole number in 1..64) is how many best moves chess and gomoku give.
   * onProgress is called after each iteration; returning false stops it. Returns null when the game is
   * over. The session's position is unchanged. Throws as search() does: for a timeMs or lines that is not
   * finite or out of range, for want of memory, and what onProgress or shouldStop threw.
   */
  analyse(timeMs: number, lines: number, onProgress: (analysis: Analysis) => boolean | void): Analysis | null;
  /**
   * Does now what the first search or analysis would otherwise do inside its budget: takes the search
   * table's memory and readies the strong level's data that the module has (this module has none compiled
   * in: loadData() decodes a data file as it takes it). For the search worker; a session that never searches
   * need not call it.
   * The table is 16 MB (configure() sets another size), held until delete() or configure(). The module's
   * heap grows to 1 GB at most (or the maximum of the memory the host gave it), and a table is taken
   * only where 16 MB stay free beside it: when that is not so, prepare() (or the first search) throws an
   * Error saying 'out of memory', and the session, and the module, work on (delete() the sessions no
   * longer used, and prepare again).
   */
  prepare(): void;
  /**
   * The resources of this session's searches and analyses from now on: `threads`, a whole number in
   * 1..256, of which it uses at most the module's maxThreads(); and the search table's size in MB, a whole
   * number in 1..1024, taken by the next prepare() or search (a table of another size is let go at once).
   * Throws an Error for a number out of range, and changes nothing then.
   */
  configure(threads: number, tableMb: number): void;
  /** What configure() set (threads as clamped): at first {threads: 1, tableMb: 16}. */
  resources(): SearchResources;
  /** Frees the underlying C++ object. */
  delete(): void;
}

/**
 * A file of learned data a game's strong level reads (Reversi: its pattern weights). The module carries
 * none: the host fetches a game's files when its strong level, hints or review first need them and hands
 * them to loadData(); until then, or when a file is refused, the level plays its hand-written evaluation.
 */
export interface DataFile {
  /** What the game calls it, for loadData(): 'weights'. */
  name: string;
  /** Its path under the repository's engine/ folder: 'reversi/weights/pattern8.weights'. */
  file: string;
  /** Its size in bytes (of the bytes inside, for a file stored gzipped: its name ends in '.gz'). */
  bytes: number;
  /** Their SHA-256, 64 hex digits, as `sha256sum` prints it. */
  hash: string;
}

export interface PlyModule {
  /**
   * A new session at the game's start position, or null for an unknown game name. Throws an Error saying
   * 'out of memory' when the module's heap has less than 16 MB free (see Session.prepare()).
   */
  createSession(game: string): Session | null;
  /** Names of the games this build plays, e.g. ['reversi', 'draughts', 'gomoku', 'chess']. */
  games(): string[];
  /**
   * Leaf count of perft to the given depth from the session's position (for tests and benchmarks). Throws
   * an Error for a depth that is not a whole number in 0..20.
   */
  perft(session: Session, depth: number): number;
  /** Build version string. */
  version(): string;
  /**
   * The most threads a search can use here: 1 in the single-threaded module (ply.mjs); in the threaded one
   * (ply-threads.mjs), 1 + the workers of its pool (PlyModuleOptions.plyThreadPool).
   */
  maxThreads(): number;
  /** The data files the game's strong level reads (see DataFile); [] for a game with none or an unknown name. */
  dataFiles(game: string): DataFile[];
  /**
   * Hands the game the bytes of its data file `name`: '' once the game plays with them, else why they are
   * refused (a size or hash other than dataFiles() declares: truncated, damaged or another version; a
   * file that does not decode; an unknown game or name). A refused file changes nothing: the game keeps
   * what it had (a file loaded before, or its hand-written evaluation). Sessions take the data at their next
   * search.
   */
  loadData(game: string, name: string, bytes: Uint8Array): string;
  /**
   * Set by the host: search() and analyse() call it with their budget checks (every 1024 positions and
   * between iterations) and stop, returning what they have, once it returns true. The page's worker reads a
   * SharedArrayBuffer flag here, so a search stops without terminating the worker. If it throws, the
   * search stops as if it had returned true, and search() or analyse() throws what it threw.
   */
  shouldStop?: () => boolean;
}

export interface PlyModuleOptions {
  /** Where to find ply.wasm (the page passes the URL its bundler gave the file). */
  locateFile?: (path: string, prefix: string) => string;
  /** The module's bytes, when they are already loaded (Node tests). */
  wasmBinary?: ArrayBuffer | Uint8Array;
  /**
   * Emscripten's hook: instantiates the module with the given imports itself and hands the instance to
   * `receive`; returns {} (the exports come through `receive`). A failure must be reported by the caller:
   * the module's promise does not hear of it. The page uses it to compile, instantiate and start the
   * module in separate tasks (site/src/wasm/load.ts).
   */
  instantiateWasm?: (
    imports: WebAssembly.Imports,
    receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
  ) => object;
  /**
   * The threaded module only: how many workers its thread pool starts with (made before the module's
   * promise resolves). A search uses at most this many threads besides its own (maxThreads()). At least 1:
   * Emscripten 3.1.6's module never resolves with an empty pool.
   */
  plyThreadPool?: number;
  /**
   * The threaded module only: its memory, shared, made by the host to set its maximum for the device
   * (initial at least 64 MB); by default 64 MB growing to 1 GB.
   */
  wasmMemory?: WebAssembly.Memory;
  /**
   * The threaded module only: the URL of ply-threads.mjs, which each worker of the pool imports (by default
   * the module's own import.meta.url).
   */
  mainScriptUrlOrBlob?: string;
}

declare const createPly: (options?: PlyModuleOptions) => Promise<PlyModule>;
export default createPly;
