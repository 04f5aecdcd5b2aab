// The game kept and shared: the save (read at restore, written at each commit that changed it), the previous
// game kept when another replaces it, games read from text (an import, a shared link looked at) and the game
// as text. A shared game looked at is not the player's: nothing of it is saved until they play on from it.
import type { Move, Refusal } from 'ply-engine';
import {
  gameKey,
  loadGame,
  loadRating,
  ownGameKey,
  parseGame,
  previousKey,
  readRaw,
  removeRaw,
  replay,
  replayPrefix,
  saveBackup,
  serializeGame,
  writeRaw,
} from '../storage/persist';
import { exportElos, exportPlayers, localDate } from '../storage/export-info';
import { pageRefusal } from '../storage/import-error';
import { defaultStart, refusalOf, resetTo, snapshotOf, startSide, type GameContext } from './game-context';
import { DEFAULT_SETTINGS, type Settings } from '../state/state';
import { defaultLevel } from '../state/ladder';
import { agreeDraw } from '../state/draw';
import { recordUndo, startNewGame } from '../state/moves';
import { setFlipped, setMoveNumbers, setNotice } from '../state/display';
import { setPast } from '../state/walk';
import { accuracies } from '../state/accuracy';
import { forcedMove, setAnalysisOn } from '../state/analysis';
import { reviewFits } from '../state/review';
import { reviewDone } from '../engine/reviewer';
import type { Side } from '../vocabulary';

/** A saved game with a move played or to redo: worth keeping when another replaces it. */
function worthKeeping(raw: string): boolean {
  const saved = parseGame(raw);
  return saved.kind === 'ok' && (saved.game.moves.length > 0 || saved.game.future.length > 0);
}

/** The words of the page's refusal of blank text: it holds no game (every game's reader would read none in it). */
export const EMPTY_GAME_TEXT = 'no game in the text';

/** The words of the page's refusal of a game the Session read but the page could not replay from its start. */
export const UNREPLAYABLE_GAME_TEXT = 'cannot replay the imported game';

export class GameSaves {
  /** The save as this controller last read or wrote it. */
  private saved: string | null = null;

  constructor(private readonly c: GameContext) {}

  /** commit()'s part: the player's own game is saved when it changed (a shared game looked at is not theirs). */
  save(): void {
    const state = this.c.state;
    if (state.started === '') state.started = localDate(new Date());
    if (state.viewing) return;
    const { settings, start, moves, future, flipped, agreed, moveNumbers, started, rated } = state;
    // Only a change is written: a game read back as it was saved (a reload, another tab's save taken up)
    // writes nothing, so it never overwrites a newer save another tab made meanwhile.
    const raw = serializeGame({
      settings,
      start,
      moves,
      future: future.map((m) => m.written),
      flipped,
      agreed,
      moveNumbers,
      started,
      rated,
    });
    if (raw !== this.saved) {
      writeRaw(gameKey(state.game), raw);
      this.saved = raw;
    }
  }

  /**
   * Loads the saved game, or starts the first-visit game (you as the first side vs the old level 3's rung), and
   * the player's rating in the game ("match my strength"). A damaged save
   * keeps what can be kept (its settings, its legal first moves), and its text is kept aside before the
   * game is saved again.
   */
  restore(): void {
    const { state, session } = this.c;
    const def = this.c.game();
    const id = state.game;
    this.migrateOwnAside();
    state.viewing = false;
    state.previousKept = readRaw(previousKey(id)) !== null;
    this.saved = readRaw(gameKey(id));
    state.rating = loadRating(id);
    const saved = loadGame(id, state.optionSpecs, state.levels);
    if (saved.kind === 'none') {
      const first = defaultStart(session);
      const start = resetTo(session, first) ? first : null;
      startNewGame(state, { ...DEFAULT_SETTINGS, level: defaultLevel(state.levels) }, snapshotOf(session), start);
      this.c.commit();
      return;
    }
    const loaded = saved.kind === 'ok' ? saved.game : saved.salvage;
    // A save from before its game had variants has no start: it was the default one. (Null would reset the
    // session, whose reset() keeps the variant of the game it played last, a shared 6x6 game for one.)
    const variantless = session.variants().length === 0;
    const game = loaded.start === null && !variantless ? { ...loaded, start: defaultStart(session) } : loaded;
    if (saved.kind === 'ok' && replay(session, game)) {
      const snap = snapshotOf(session);
      startNewGame(state, game.settings, snap, game.start, startSide(snap));
      state.future = this.described(game.future);
      if (game.agreed && !state.status.over && def.agreedDrawText) agreeDraw(state);
    } else {
      saveBackup(id, readRaw(gameKey(id)) ?? '');
      const { start, kept } = replayPrefix(session, game);
      const first = defaultStart(session);
      const from = start === null && kept === 0 && resetTo(session, first) ? first : start;
      const snap = snapshotOf(session);
      startNewGame(state, game.settings, snap, from, startSide(snap));
      setNotice(state, { key: 'badSave', kept });
    }
    setFlipped(state, game.flipped);
    setMoveNumbers(state, game.moveNumbers);
    state.started = game.started ?? '';
    state.rated = game.rated === true;
    this.c.commit();
  }

  /**
   * Pages before this one kept the player's game aside under its own key while a shared game took its place in
   * the save: that game becomes the previous game, which can be restored.
   */
  private migrateOwnAside(): void {
    const id = this.c.state.game;
    const own = readRaw(ownGameKey(id));
    if (own === null) return;
    if (readRaw(previousKey(id)) === null) writeRaw(previousKey(id), own);
    removeRaw(ownGameKey(id));
  }

  /**
   * Keeps the player's saved game as the previous one before something replaces it (a new game, an import, a
   * shared game played on); a game with no move (nor any to redo) is not worth keeping, and keeps the older one.
   */
  keepReplaced(): void {
    const id = this.c.state.game;
    const raw = readRaw(gameKey(id));
    if (raw !== null && worthKeeping(raw)) writeRaw(previousKey(id), raw);
    this.c.state.previousKept = readRaw(previousKey(id)) !== null;
  }

  /**
   * The previous game comes back in place of the one on the board, which becomes the previous one in turn
   * (Restore twice is where it started): nothing is lost either way.
   */
  restorePrevious(): void {
    const state = this.c.state;
    const id = state.game;
    const previous = readRaw(previousKey(id));
    if (previous === null) return;
    this.c.stopAll();
    const left = state.viewing;
    const current = readRaw(gameKey(id));
    writeRaw(gameKey(id), previous);
    if (current !== null && worthKeeping(current)) writeRaw(previousKey(id), current);
    else removeRaw(previousKey(id));
    this.restore();
    if (left) this.c.d.leftShared?.();
    if (state.notice === null) setNotice(state, { key: 'restored' });
    this.c.d.changed();
  }

  /** The game in storage changed in another tab: this tab shows it (its own last change was saved before). */
  reloadSaved(): void {
    const state = this.c.state;
    if (state.viewing) {
      state.previousKept = readRaw(previousKey(state.game)) !== null;
      this.c.d.changed();
      return;
    }
    this.c.stopAll();
    this.restore();
  }

  /** A shared game was looked at and is left (for the player's own game or a new one): the address follows. */
  leaveShared(): void {
    if (!this.c.state.viewing) return;
    this.c.state.viewing = false;
    this.c.d.leftShared?.();
  }

  /** The game as text (draughts: PDN; Reversi: its move list). */
  exportText(): string {
    const { state, session } = this.c;
    const game = this.c.game();
    const exported = session.exportGame();
    const mark = game.agreedDrawText;
    const text = state.agreed && mark ? mark(exported) : exported;
    const header = game.exportHeader;
    const started = state.started || localDate(new Date());
    return header
      ? header(text, {
          started,
          players: exportPlayers(state.settings),
          elos: exportElos(state.settings, state.levels),
          ...this.exportAccuracy(),
        })
      : text;
  }

  /** Each side's accuracy for the export, where a review of the whole game as it stands is done. */
  private exportAccuracy(): { accuracy?: readonly [number | null, number | null] } {
    const s = this.c.state;
    const review = s.review;
    if (
      !review ||
      !reviewDone(review) ||
      !reviewFits(review, s.start, s.moves) ||
      review.moves.length !== s.moves.length
    )
      return {};
    return { accuracy: accuracies(review, s.startSide, this.c.game().review, forcedMove(s)) };
  }

  /**
   * Replaces the game with one read from text; returns null, or why it was refused (the Session's refusal, or
   * the page's: blank text is no game), and nothing changes then. The game replaced is kept as the previous one
   * (restorePrevious brings it back). The imported start position (a PDN FEN tag) is kept so the game can be
   * saved and searched.
   */
  importText(text: string): Refusal | null {
    const read = this.readGame(text);
    if ('refusal' in read) return read.refusal;
    this.leaveShared();
    this.keepReplaced();
    this.showRead(read.start);
    setNotice(this.c.state, { key: 'imported' });
    // A finished or a two-player game stays still; otherwise whoever is to move goes on.
    this.c.commit();
    return null;
  }

  /**
   * Replaces the game with one from a position the player set up (the editor's, in the engine's notation), played
   * with `settings` (and the analysis turned on where `analyse`); returns null, or why the session refused it, and
   * nothing changes then. The game replaced is kept as the previous one.
   */
  setUp(position: string, settings: Settings, analyse: boolean): Refusal | null {
    const { session, state } = this.c;
    const said = session.load(position);
    if (said !== '') return refusalOf(session, said);
    this.c.stopAll();
    this.leaveShared();
    this.keepReplaced();
    const snap = snapshotOf(session);
    startNewGame(state, settings, snap, position, startSide(snap));
    if (analyse) setAnalysisOn(state, true);
    setNotice(state, { key: 'positionSet' });
    this.c.commit();
    return null;
  }

  /**
   * Opens a game from a shared link to be looked at: nobody moves in it and the player's own saved game is
   * not touched, until the player plays on from it (playOn) or goes back (backToOwnGame). A link that holds
   * no game leaves everything as it was, with a notice.
   */
  openShared(text: string): void {
    const read = this.readGame(text);
    if ('refusal' in read) {
      setNotice(this.c.state, { key: 'badShare', refusal: read.refusal });
      this.c.commit();
      return;
    }
    this.c.state.viewing = true;
    this.showRead(read.start);
    setNotice(this.c.state, { key: 'shared' });
    this.c.commit();
  }

  /**
   * The shared game looked at becomes the player's own, from the position shown, with `human` the side they
   * play against the computer (null: two players on this device); the game it replaces is kept as the previous one.
   */
  playOn(human: Side | null): void {
    const s = this.c.state;
    if (!s.viewing) return;
    this.c.stopAll();
    // From a past position shown, the moves after it are kept to redo.
    const back = s.past ? s.moves.length - s.past.ply : 0;
    setPast(s, null);
    for (let i = 0; i < back; i++) this.c.session.undo();
    if (back > 0) recordUndo(s, back, snapshotOf(this.c.session));
    this.leaveShared();
    this.keepReplaced();
    s.settings = human === null ? { ...s.settings, mode: 'hvh' } : { ...s.settings, mode: 'hvc', human };
    setNotice(s, { key: 'playOn' });
    this.c.commit();
  }

  /** The player's own game again, after looking at a shared one (which is still in its link). */
  backToOwnGame(): void {
    if (!this.c.state.viewing) return;
    this.c.stopAll();
    this.leaveShared();
    this.restore();
  }

  /** What readGame read, from `start`, on the board: the session holds it; the state takes it as a game begun anew. */
  private showRead(start: string | null): void {
    const snap = snapshotOf(this.c.session);
    startNewGame(this.c.state, this.c.state.settings, snap, start, startSide(snap));
  }

  /**
   * Reads a game's text onto the session, stopping whatever the computer did: the start position its moves
   * go from (null: the standard one), or why it was refused (the Session's refusal, taken at once), and then
   * the session still holds the game on the board.
   */
  private readGame(text: string): { start: string | null } | { refusal: Refusal } {
    if (text.trim() === '') return { refusal: pageRefusal('empty', EMPTY_GAME_TEXT) };
    const { session, state } = this.c;
    const said = session.importGame(text);
    if (said !== '') return { refusal: refusalOf(session, said) };
    this.c.stopAll();
    const moves = Array.from(session.history(), (m) => m.input);
    const from = session.startPosition();
    session.reset();
    // The standard start is saved as null, and a game with variants keeps its default variant's name for it
    // (its opening is then named as when played on the board); any other start position (a PDN FEN tag) is
    // kept as read. (A game with variants always keeps its start: its reset() keeps the last variant.)
    const variant = defaultStart(session);
    let start: string | null = from;
    if (variant !== null && resetTo(session, variant) && session.startPosition() === from) start = variant;
    else if (resetTo(session, null) && session.startPosition() === from && variant === null) start = null;
    if (!replay(session, { start, moves, future: [] })) {
      // The game on the board comes back as it was.
      replay(session, { start: state.start, moves: state.moves, future: [] });
      return { refusal: pageRefusal('unreadable', UNREPLAYABLE_GAME_TEXT) };
    }
    return { start };
  }

  /** The saved redo list as the Session describes its moves: played from the live position and taken back. */
  private described(future: readonly string[]): Move[] {
    const session = this.c.session;
    let played = 0;
    for (const m of future) {
      if (session.play(m) !== '') break;
      played++;
    }
    const moves = played > 0 ? Array.from(session.history()).slice(-played) : [];
    for (let i = 0; i < played; i++) session.undo();
    return moves;
  }
}
