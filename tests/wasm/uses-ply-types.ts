// Compiled (never run) by ply.test.mjs: code a page would write against wasm/ply.d.ts must type-check, and the
// lines marked as expected errors must stay errors, so the declarations are neither missing nor looser than documented.
import createPly, {
  type BoardShape,
  type BoardView,
  type GameStatus,
  type Move,
  type OptionSpec,
  type PlyModule,
  type PlyModuleOptions,
  type SearchProgress,
  type SearchResources,
  type SearchResult,
  type Session,
} from '../../wasm/ply';

export async function playOneMove(wasmBytes: Uint8Array): Promise<string> {
  const options: PlyModuleOptions = { wasmBinary: wasmBytes, locateFile: (file, prefix) => prefix + file };
  const ply: PlyModule = await createPly(options);
  const games: string[] = ply.games();
  const version: string = ply.version();
  const threads: number = ply.maxThreads();
  const session: Session | null = ply.createSession(games[0] ?? 'reversi');
  if (session === null) return version;

  const name: string = session.game;
  const error: string = session.load(session.position()) || session.play('d3');
  const squares: string = session.squares();
  const moves: Move[] = session.legalMoves();
  const undone: boolean = session.undo();
  const history: Move[] = session.history();
  const { input, written, path, capture, pass, choice }: Move = history[0] ?? moves[0]!;
  const replayed: string = session.play(input);
  const earlier: BoardView | null = session.positionAfter(0);
  const earlierSquares: string = earlier?.squares ?? '';
  const status: GameStatus = session.status();
  const side: 0 | 1 = status.toMove;
  const winner: -1 | 0 | 1 = status.winner;
  const [black, white]: number[] = status.summary;
  const flags: boolean[] = [status.over, undone];
  const reason: string = status.reason;
  const { files, ranks }: BoardShape = session.board();
  const start: string = session.startPosition();
  const transcript: string = session.exportGame();
  const imported: string = session.importGame(transcript);

  const found: SearchResult | null = session.search(3, 1000, 42, {}, (progress: SearchProgress) => progress.depth < 10);
  if (!found) throw new Error('no move');
  const result: SearchResult = found;
  session.search(1, 100, 7, {}, () => {});
  const declared: OptionSpec[] = session.options();
  const [first] = declared;
  if (first) session.search(2, 100, 7, { [first.name]: first.default }, () => {});
  const { move, timeMs, depth, score, exact, nodes, pv } = result;
  const leaves: number = ply.perft(session, 3);
  session.configure(threads, 32);
  const { threads: searching, tableMb }: SearchResources = session.resources();
  session.reset();

  // @ts-expect-error the side to move is 0 or 1
  const badSide: 2 = status.toMove;
  // @ts-expect-error the summary holds numbers
  const badSummary: string[] = status.summary;
  // @ts-expect-error a board's size is numbers
  const badFiles: string = session.board().files;
  // @ts-expect-error game is read-only
  session.game = 'chess';
  // @ts-expect-error createSession returns null for an unknown game
  ply.createSession('reversi').reset();
  // @ts-expect-error search needs a level, a time, a seed, the game's options and a progress callback
  session.search(3);
  // @ts-expect-error the options are an object of numbers by name, not one number
  session.search(2, 100, 7, 0.8, () => {});
  // @ts-expect-error an option's value is a number
  session.search(2, 100, 7, { aggressiveness: '0.8' }, () => {});
  // @ts-expect-error play takes a move in notation, not a square index
  session.play(19);
  // @ts-expect-error a move's squares are indexes, not names
  const badPath: string[] = moves[0]!.path;
  // @ts-expect-error a move is a value, not its text
  session.play(moves[0]!);
  // @ts-expect-error a game-neutral status has no game-specific fields
  const badPass: boolean = status.mustPass;

  session.delete();
  return [
    name,
    error,
    squares,
    moves,
    history,
    side,
    winner,
    black,
    white,
    flags,
    move,
    timeMs,
    depth,
    score,
    exact,
    nodes,
    pv,
    leaves,
    searching,
    tableMb,
    reason,
    transcript,
    imported,
    files,
    ranks,
    start,
    badSide,
    badSummary,
    badFiles,
    badPass,
    written,
    path,
    capture,
    pass,
    choice,
    replayed,
    badPath,
    earlierSquares,
  ].join();
}
