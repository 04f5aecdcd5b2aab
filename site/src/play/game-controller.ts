// Glue between the Session (rules, on the main thread: instant), the computer and the state, for every
// game: a person's presses → selection or session.play → state; the computer's turn and forced moves go
// to computer.ts; undo/redo/new game/level changes/imports cancel whatever the computer was doing. Every
// change ends in commit(): save, redraw, and whatever comes next.
import type { Move, Session } from 'ply-engine';
import { Appraiser } from '../engine/appraiser';
import { Computer } from '../engine/computer';
import { Hints } from '../engine/hints';
import { Reviewer, reviewDone } from '../engine/reviewer';
import { pastFits, walkTarget, type Past, type WalkKey } from './walk';
import type { SearchEngine } from '../engine/engine';
import { gameDef } from '../games';
import type { GameDef } from '../games/types';
import { sideName, t } from '../i18n';
import {
  gameKey,
  loadGame,
  ownGameKey,
  parseGame,
  previousKey,
  readRaw,
  removeRaw,
  replay,
  replayPrefix,
  saveBackup,
  saveEvalBarShown,
  serializeGame,
  writeRaw,
} from '../storage/persist';
import { exportPlayers, localDate } from '../storage/export-info';
import { previewDrop } from '../board/preview';
import { origins, pick, press } from '../board/selection';
import type { SoundKind } from '../sound';
import {
  DEFAULT_SETTINGS,
  agreeDraw,
  answerDraw,
  canOfferDraw,
  computerAnswersDraw,
  hintKey,
  offerDraw,
  resultFor,
  reopenGame,
  isComputerSide,
  isComputerTurn,
  isHumanTurn,
  lastPath,
  recordMove,
  recordUndo,
  redoCount,
  setDrag,
  setFlipped,
  setHover,
  setLevel,
  setOption,
  setOptionSpecs,
  setMoveNumbers,
  setNotice,
  setPast,
  setPaused,
  setPreview,
  setSelection,
  startNewGame,
  undoCount,
  undoRestores,
  type Level,
  type Settings,
  type Side,
  type Snapshot,
  type State,
} from './state';

export interface ControllerDeps {
  session: Session;
  engine: SearchEngine;
  state: State;
  /** Something in state changed: redraw the board and update the panel. */
  changed(): void;
  /** Only the board's look changed (hover). */
  redraw(): void;
  announce(message: string): void;
  /** A move was played (sound, when the player turned it on). */
  sound?(kind: SoundKind): void;
  /** The shared game looked at has become the player's own or was left: the address names the game alone again. */
  leftShared?(): void;
}

/** A saved game with a move played or to redo: worth keeping when another replaces it. */
function worthKeeping(raw: string): boolean {
  const saved = parseGame(raw);
  return saved.kind === 'ok' && (saved.game.moves.length > 0 || saved.game.future.length > 0);
}

/** The reason blank text is refused: it holds no game (every game's reader would read it as an empty one). */
export const EMPTY_GAME_TEXT = 'no game in the text';

export class GameController {
  private readonly computer: Computer;
  private readonly hints: Hints;
  private readonly reviewer: Reviewer;
  private readonly appraiser: Appraiser;
  /** The finished game (its moves) last reviewed by itself, so a review the player stopped is not started again. */
  private autoReviewed = '';
  /** The last change ended the game: a move (the player's or the computer's) or a draw agreed. */
  private endedNow = false;
  /** The save as this controller last read or wrote it. */
  private saved: string | null = null;

  constructor(private readonly d: ControllerDeps) {
    this.computer = new Computer({ engine: d.engine, state: d.state, changed: d.changed, play: (move) => this.play(move) });
    this.hints = new Hints({ engine: d.engine, state: d.state, changed: d.changed });
    this.reviewer = new Reviewer({ engine: d.engine, state: d.state, changed: d.changed });
    this.appraiser = new Appraiser({ engine: d.engine, state: d.state, changed: d.changed });
    // The game's options as its engine declares them: the panel's controls, the searches' options, the saves'.
    setOptionSpecs(d.state, d.session.options());
  }

  private get state(): State {
    return this.d.state;
  }

  private get game(): GameDef {
    return gameDef(this.d.state.game);
  }

  private snapshot(): Snapshot {
    const s = this.d.session;
    const board = s.board();
    const status = s.status();
    return {
      board: { files: board.files, ranks: board.ranks },
      squares: s.squares(),
      legal: Array.from(s.legalMoves()),
      status: { ...status, summary: Array.from(status.summary) },
      played: Array.from(s.history()),
    };
  }

  /** The one step after every change: save the game, redraw, and let whatever comes next happen. */
  private commit(): void {
    // A hint belongs to one position: it goes (and its analysis stops) before anything else starts.
    this.hints.sync();
    this.reviewer.sync();
    this.appraiser.sync();
    // Looking back stays on its position while the game goes on from it; a game changed under it ends the look.
    if (this.state.past && !pastFits(this.state.past, this.state.moves)) setPast(this.state, null);
    if (this.state.started === '') this.state.started = localDate(new Date());
    // A shared game looked at is not the player's: their own saved game stays as it is.
    if (!this.state.viewing) {
      const { settings, start, moves, future, flipped, agreed, moveNumbers, started } = this.state;
      // Only a change is written: a game read back as it was saved (a reload, another tab's save taken up)
      // writes nothing, so it never overwrites a newer save another tab made meanwhile.
      const raw = serializeGame({ settings, start, moves, future: future.map((m) => m.written), flipped, agreed, moveNumbers, started });
      if (raw !== this.saved) {
        writeRaw(gameKey(this.state.game), raw);
        this.saved = raw;
      }
    }
    this.d.changed();
    this.advance();
    this.autoReview();
    this.appraiseForBar();
  }

  /**
   * The evaluation bar's strong score of the live position, searched for while a person is to move and nothing
   * else is at work or has scored it (a hint, a review, the computer's own level-5 search).
   */
  private appraiseForBar(): void {
    const s = this.state;
    if (!s.evalBar || !s.ready || s.status.over || s.hint || this.computer.busy || this.reviewer.running) return;
    if (s.appraisal?.key === hintKey(s) || this.appraiser.busy) return;
    if (s.review && s.review.scores.length > s.moves.length) return;
    // The computer is about to search (its own level-5 score does for the bar), or the game is looked at.
    if (isComputerTurn(s)) return;
    void this.appraiser.appraise();
  }

  /** The evaluation bar is shown or hidden (remembered); shown, it scores the position if nothing has. */
  toggleEvalBar(): void {
    this.state.evalBar = !this.state.evalBar;
    saveEvalBarShown(this.state.evalBar);
    if (this.state.evalBar) this.appraiseForBar();
    this.d.changed();
  }

  /**
   * A game is reviewed by itself once, when a move (or a draw agreed) ends it; the computer has nothing left
   * to do then. Opening a finished game again (a reload, another game and back, a redo to its end) starts
   * nothing: a review is asked for there. A review running when the game ends goes on over every move.
   */
  private autoReview(): void {
    const ended = this.endedNow;
    this.endedNow = false;
    const s = this.state;
    if (!ended || !s.ready || !s.status.over || this.computer.busy || s.moves.length === 0) return;
    const key = `${s.start ?? ''}|${s.moves.join(' ')}`;
    if (key === this.autoReviewed) return;
    this.autoReviewed = key;
    if (!(s.review && s.review.moves.length === s.moves.length && reviewDone(s.review))) this.reviewer.start();
  }

  /** A review may be asked for while the computer is not at work (a running review is stopped by the same button). */
  canReview(): boolean {
    const s = this.state;
    return s.ready && s.moves.length > 0 && !this.computer.busy;
  }

  /** The Review button: reviews the game so far, or stops the running review (what it scored stays). */
  toggleReview(): void {
    if (this.reviewer.running) this.reviewer.cancel();
    else if (this.canReview()) {
      this.hints.clear();
      this.reviewer.start();
    }
    this.d.changed();
  }

  /**
   * Shows the position after `ply` of the game's moves (0: the start); the live game for its last one. The
   * game does not change: the Session gives the earlier position without going back to it.
   */
  walkTo(ply: number): void {
    const s = this.state;
    if (!s.ready) return;
    const target = Math.max(0, Math.min(s.moves.length, Math.round(ply)));
    setPast(s, target === s.moves.length ? null : this.pastAt(target));
    setSelection(s, null);
    this.d.changed();
  }

  /** Left and Right step through the moves, Home shows the start, End the live game. */
  walk(key: WalkKey): void {
    this.walkTo(walkTarget(this.state, key));
  }

  /** The position after `ply` moves, as the Session gives it; the moves that led to it are the game's first ones. */
  private pastAt(ply: number): Past {
    const seen = this.d.session.positionAfter(ply);
    if (!seen) throw new Error(`no position after ${ply} moves`);
    const played = this.state.played.slice(0, ply);
    return {
      ply,
      moves: this.state.moves.slice(0, ply),
      played,
      board: { files: seen.board.files, ranks: seen.board.ranks },
      squares: seen.squares,
      status: { ...seen.status, summary: Array.from(seen.status.summary) },
      lastPath: lastPath(played),
    };
  }

  /** Back to the live game from a past position, before a change the player makes to the game. */
  private toLive(): void {
    setPast(this.state, null);
  }

  /** Who moved first: sides alternate (passes are moves), so it follows from the side to move now. */
  private startSide(snap: Snapshot): Side {
    return ((snap.status.toMove + snap.played.length) % 2) as Side;
  }

  /** A game with variants starts from its default one (gomoku: '15 freestyle:'); others from their standard start. */
  private defaultStart(): string | null {
    const variants = this.game.variants;
    return variants ? variants.start(variants.values(null)) : null;
  }

  /** Resets the session to `start` (null: the standard start); false if the session refused it. */
  private resetTo(start: string | null): boolean {
    this.d.session.reset();
    return start === null || this.d.session.load(start) === '';
  }

  /**
   * Loads the saved game, or starts the first-visit game (you as the first side vs level 3). A damaged save
   * keeps what can be kept (its settings, its legal first moves), and its text is kept aside before the
   * game is saved again.
   */
  restore(): void {
    const id = this.state.game;
    this.migrateOwnAside();
    this.state.viewing = false;
    this.state.previousKept = readRaw(previousKey(id)) !== null;
    this.saved = readRaw(gameKey(id));
    const saved = loadGame(id, this.state.optionSpecs);
    if (saved.kind === 'none') {
      const start = this.resetTo(this.defaultStart()) ? this.defaultStart() : null;
      startNewGame(this.state, DEFAULT_SETTINGS, this.snapshot(), start);
      this.commit();
      return;
    }
    const loaded = saved.kind === 'ok' ? saved.game : saved.salvage;
    // A save from before its game had variants has no start: it was the default one. (Null would reset the
    // session, whose reset() keeps the variant of the game it played last, a shared 6x6 game for one.)
    const game = loaded.start === null && this.game.variants ? { ...loaded, start: this.defaultStart() } : loaded;
    if (saved.kind === 'ok' && replay(this.d.session, game)) {
      const snap = this.snapshot();
      startNewGame(this.state, game.settings, snap, game.start, this.startSide(snap));
      this.state.future = this.described(game.future);
      if (game.agreed && !this.state.status.over && this.game.agreedDrawText) agreeDraw(this.state);
    } else {
      saveBackup(id, readRaw(gameKey(id)) ?? '');
      const { start, kept } = replayPrefix(this.d.session, game);
      const from = start === null && kept === 0 && this.resetTo(this.defaultStart()) ? this.defaultStart() : start;
      const snap = this.snapshot();
      startNewGame(this.state, game.settings, snap, from, this.startSide(snap));
      setNotice(this.state, { key: 'badSave', kept });
    }
    setFlipped(this.state, game.flipped);
    setMoveNumbers(this.state, game.moveNumbers);
    this.state.started = game.started ?? '';
    this.commit();
  }

  /**
   * Pages before this one kept the player's game aside under its own key while a shared game took its place in
   * the save: that game becomes the previous game, which can be restored.
   */
  private migrateOwnAside(): void {
    const id = this.state.game;
    const own = readRaw(ownGameKey(id));
    if (own === null) return;
    if (readRaw(previousKey(id)) === null) writeRaw(previousKey(id), own);
    removeRaw(ownGameKey(id));
  }

  /**
   * Keeps the player's saved game as the previous one before something replaces it (a new game, an import, a
   * shared game played on); a game with no move (nor any to redo) is not worth keeping, and keeps the older one.
   */
  private keepReplaced(): void {
    const id = this.state.game;
    const raw = readRaw(gameKey(id));
    if (raw !== null && worthKeeping(raw)) writeRaw(previousKey(id), raw);
    this.state.previousKept = readRaw(previousKey(id)) !== null;
  }

  /**
   * The previous game comes back in place of the one on the board, which becomes the previous one in turn
   * (Restore twice is where it started): nothing is lost either way.
   */
  restorePrevious(): void {
    const id = this.state.game;
    const previous = readRaw(previousKey(id));
    if (previous === null) return;
    this.stopAll();
    const left = this.state.viewing;
    const current = readRaw(gameKey(id));
    writeRaw(gameKey(id), previous);
    if (current !== null && worthKeeping(current)) writeRaw(previousKey(id), current);
    else removeRaw(previousKey(id));
    this.restore();
    if (left) this.d.leftShared?.();
    if (this.state.notice === null) setNotice(this.state, { key: 'restored' });
    this.d.changed();
  }

  /** The game in storage changed in another tab: this tab shows it (its own last change was saved before). */
  reloadSaved(): void {
    if (this.state.viewing) {
      this.state.previousKept = readRaw(previousKey(this.state.game)) !== null;
      this.d.changed();
      return;
    }
    this.stopAll();
    this.restore();
  }

  /** Stops whatever the computer, the review and the appraisal were doing. */
  private stopAll(): void {
    this.reviewer.cancel();
    this.computer.cancel();
    this.appraiser.cancel();
  }

  /**
   * A press on a square (click, tap, Enter/Space on a grid cell, or a drop): select, choose a path, or play.
   * A tap on a touch screen in a game of small cells (confirmTap) first only shows the piece there; a second
   * tap on the same square plays it, so a finger that lands on a neighbour costs nothing.
   */
  onSquare(index: number, tap = false): void {
    const s = this.state;
    // Looking back: the board shows a past position, where nothing is played; nor while the computer weighs a draw.
    if (!isHumanTurn(s) || s.past || s.drawOffer !== null) return;
    if (tap && this.game.confirmTap && s.hover !== index) {
      setHover(s, index);
      this.d.redraw();
      return;
    }
    const r = press(s.legal, s.selection, index);
    if (r.kind === 'play') {
      setNotice(s, null);
      this.play(r.move);
      return;
    }
    setSelection(s, r.selection);
    setHover(s, s.hover);
    this.d.changed();
  }

  /** The choice after the destination (e.g. a promotion piece): plays one of the moves offered, or drops them (null). */
  choose(move: string | null): void {
    const s = this.state;
    const offered = s.selection?.choices ?? [];
    if (offered.length === 0) return;
    if (move !== null && offered.some((m) => m.input === move) && isHumanTurn(s)) {
      setNotice(s, null);
      this.play(move);
      return;
    }
    setSelection(s, null);
    this.d.changed();
  }

  /**
   * Plays the move the game offers for the picked piece (GameDef.pickedMove, the panel's button: draughts'
   * capture round a ring back to its own square). Where several such moves differ, they are offered as
   * choices, each by its full path.
   */
  playPicked(): void {
    const s = this.state;
    if (!isHumanTurn(s) || !s.selection) return;
    const offered = this.game.pickedMove?.(s.lang, s) ?? null;
    const first = offered?.moves[0];
    if (!offered || first === undefined) return;
    if (offered.moves.length === 1) {
      setNotice(s, null);
      this.play(first.input);
      return;
    }
    setSelection(s, { from: s.selection.from, dest: offered.dest, via: [], choices: offered.moves });
    this.d.changed();
  }

  hover(index: number | null): void {
    const s = this.state;
    if (s.past) return;
    const before = s.hover;
    setHover(s, index);
    if (s.hover === before) return;
    if (!this.game.previewChanges) {
      this.d.redraw();
      return;
    }
    if (s.hover !== null) setPreview(s, previewDrop(this.d.session, s.legal, s.hover));
    // The grid marks the previewed squares too, so the whole view is updated.
    this.d.changed();
  }

  /** A drag may start from a piece that can move, on a person's turn, in a game whose pieces move. */
  canDrag(index: number): boolean {
    return this.game.draggable && isHumanTurn(this.state) && !this.state.past && origins(this.state.legal).has(index);
  }

  drag(from: number, x: number, y: number, over: number | null): void {
    const s = this.state;
    if (!this.canDrag(from)) return;
    const picked = s.selection?.from !== from;
    if (picked) setSelection(s, pick(from));
    setDrag(s, { from, x, y });
    setHover(s, over);
    if (picked) this.d.changed();
    else this.d.redraw();
  }

  drop(from: number, index: number | null): void {
    const s = this.state;
    setDrag(s, null);
    if (index !== null && index !== from && s.selection?.from === from) this.onSquare(index);
    else this.d.changed();
  }

  flip(): void {
    setFlipped(this.state, !this.state.flipped);
    this.commit();
  }

  /** A new game from `start` (a variant's start position, e.g. '10 standard:'), or the game's default start. */
  newGame(settings: Settings, start: string | null = null): void {
    this.stopAll();
    this.leaveShared();
    this.keepReplaced();
    const from = start ?? this.defaultStart();
    // A start the session refuses falls back to the standard one rather than leaving the old game.
    const ok = this.resetTo(from);
    if (!ok) this.d.session.reset();
    startNewGame(this.state, settings, this.snapshot(), ok ? from : null);
    if (this.game.yourSideDown && settings.mode === 'hvc') setFlipped(this.state, settings.human === 1);
    if (this.state.previousKept) setNotice(this.state, { key: 'newGame' });
    this.commit();
  }

  /** A shared game was looked at and is left (for the player's own game or a new one): the address follows. */
  private leaveShared(): void {
    if (!this.state.viewing) return;
    this.state.viewing = false;
    this.d.leftShared?.();
  }

  /** The game as text (draughts: PDN; Reversi: its move list). */
  exportText(): string {
    const exported = this.d.session.exportGame();
    const mark = this.game.agreedDrawText;
    const text = this.state.agreed && mark ? mark(exported) : exported;
    const header = this.game.exportHeader;
    const started = this.state.started || localDate(new Date());
    return header ? header(text, { started, players: exportPlayers(this.state.settings) }) : text;
  }

  /** A draw may be offered now: a game that allows it, going on, a person to move, no offer pending. */
  canOfferDraw(): boolean {
    return this.game.agreedDrawText !== undefined && canOfferDraw(this.state);
  }

  /**
   * The person to move offers a draw: two players are asked in a dialog (the state's drawOffer); the
   * computer answers at once from its latest evaluation, in a notice and the live region.
   */
  offerDraw(): void {
    if (!this.canOfferDraw()) return;
    const s = this.state;
    if (offerDraw(s) !== 'pending') return;
    this.commit();
    if (s.settings.mode === 'hvh') return;
    // The computer answers from a strong evaluation of the position, whatever level it plays at.
    const key = hintKey(s);
    const computer = (1 - s.status.toMove) as Side;
    void this.appraiser.appraise().then((appraisal) => {
      if (s.drawOffer === null || hintKey(s) !== key) return;
      const score = appraisal === null ? null : computer === 0 ? appraisal.score : -appraisal.score;
      const outcome = computerAnswersDraw(s, score);
      this.d.announce(t(s.lang, outcome === 'accepted' ? 'noticeDrawAccepted' : 'noticeDrawDeclined'));
      this.settled(outcome === 'accepted');
    });
  }

  /** The other player's answer to a pending offer (two players). */
  answerDraw(accept: boolean): void {
    if (!answerDraw(this.state, accept)) return;
    this.settled(this.state.agreed);
  }

  private settled(agreed: boolean): void {
    if (agreed) {
      this.endedNow = true;
      this.computer.cancel();
      this.d.announce(this.game.result(this.state.lang, this.state.status, resultFor(this.state)));
    }
    this.commit();
  }

  /**
   * Replaces the game with one read from text; returns '' or the reason it was refused (nothing changes then:
   * blank text is no game). The game replaced is kept as the previous one (restorePrevious brings it back).
   * The imported start position (a PDN FEN tag) is kept so the game can be saved and searched.
   */
  importText(text: string): string {
    const read = this.readGame(text);
    if ('error' in read) return read.error;
    this.leaveShared();
    this.keepReplaced();
    this.showRead(read.start);
    setNotice(this.state, { key: 'imported' });
    // A finished or a two-player game stays still; otherwise whoever is to move goes on.
    this.commit();
    return '';
  }

  /**
   * Opens a game from a shared link to be looked at: nobody moves in it and the player's own saved game is
   * not touched, until the player plays on from it (playOn) or goes back (backToOwnGame). A link that holds
   * no game leaves everything as it was, with a notice.
   */
  openShared(text: string): void {
    const read = this.readGame(text);
    if ('error' in read) {
      setNotice(this.state, { key: 'badShare', detail: read.error });
      this.commit();
      return;
    }
    this.state.viewing = true;
    this.showRead(read.start);
    setNotice(this.state, { key: 'shared' });
    this.commit();
  }

  /** What readGame read, from `start`, on the board: the session holds it; the state takes it as a game begun anew. */
  private showRead(start: string | null): void {
    const snap = this.snapshot();
    startNewGame(this.state, this.state.settings, snap, start, this.startSide(snap));
  }

  /**
   * Reads a game's text onto the session, stopping whatever the computer did: the start position its moves
   * go from (null: the standard one), or the reason it was refused, and then the session still holds the game
   * on the board.
   */
  private readGame(text: string): { start: string | null } | { error: string } {
    if (text.trim() === '') return { error: EMPTY_GAME_TEXT };
    const session = this.d.session;
    const err = session.importGame(text);
    if (err !== '') return { error: err };
    this.stopAll();
    const moves = Array.from(session.history(), (m) => m.input);
    const from = session.startPosition();
    session.reset();
    // The standard start is saved as null, and a game with variants keeps its default variant's name for it
    // (its opening is then named as when played on the board); any other start position (a PDN FEN tag) is
    // kept as read. (A game with variants always keeps its start: its reset() keeps the last variant.)
    const variant = this.defaultStart();
    let start: string | null = from;
    if (variant !== null && this.resetTo(variant) && session.startPosition() === from) start = variant;
    else if (this.resetTo(null) && session.startPosition() === from && !this.game.variants) start = null;
    if (!replay(session, { start, moves, future: [] })) {
      // The game on the board comes back as it was.
      replay(session, { start: this.state.start, moves: this.state.moves, future: [] });
      return { error: 'cannot replay the imported game' };
    }
    return { start };
  }

  /**
   * The shared game looked at becomes the player's own, from the position shown, with `human` the side they
   * play against the computer (null: two players on this device); the game it replaces is kept as the previous one.
   */
  playOn(human: Side | null): void {
    const s = this.state;
    if (!s.viewing) return;
    this.stopAll();
    // From a past position shown, the moves after it are kept to redo.
    const back = s.past ? s.moves.length - s.past.ply : 0;
    setPast(s, null);
    for (let i = 0; i < back; i++) this.d.session.undo();
    if (back > 0) recordUndo(s, back, this.snapshot());
    this.leaveShared();
    this.keepReplaced();
    s.settings = human === null ? { ...s.settings, mode: 'hvh' } : { ...s.settings, mode: 'hvc', human };
    setNotice(s, { key: 'playOn' });
    this.commit();
  }

  /** The computer's turn again after its worker failed (a fresh worker is made on demand). */
  retry(): void {
    if (this.state.notice?.key !== 'engineFailed') return;
    setNotice(this.state, null);
    this.commit();
  }

  /** The player's own game again, after looking at a shared one (which is still in its link). */
  backToOwnGame(): void {
    if (!this.state.viewing) return;
    this.stopAll();
    this.leaveShared();
    this.restore();
  }

  undo(): void {
    // Nothing of this game is left to undo: undo goes back to the game it replaced.
    if (undoRestores(this.state)) return this.restorePrevious();
    const n = undoCount(this.state);
    if (n === 0 && !this.state.agreed) return;
    this.stopAll();
    this.toLive();
    for (let i = 0; i < n; i++) this.d.session.undo();
    // An agreed draw with no move to take back is just reopened.
    if (n === 0) reopenGame(this.state, this.snapshot());
    else recordUndo(this.state, n, this.snapshot());
    if (this.state.settings.mode === 'cvc') setPaused(this.state, true);
    setNotice(this.state, null);
    this.commit();
  }

  redo(): void {
    const n = redoCount(this.state);
    if (n === 0) return;
    this.stopAll();
    this.toLive();
    setNotice(this.state, null);
    for (let i = 0; i < n; i++) {
      const move = this.state.future[0];
      if (move === undefined || !this.apply(move.input)) break;
    }
    this.commit();
  }

  /** cvc after an undo: let the computers play on. */
  resume(): void {
    if (!this.state.paused) return;
    setPaused(this.state, false);
    this.commit();
  }

  setLevel(level: Level): void {
    setLevel(this.state, level);
    // The new level takes effect at once: a search at the old level is thrown away and started again.
    if (isComputerTurn(this.state)) this.computer.cancel();
    this.commit();
  }

  /**
   * Sets one of the game's own options (state.optionSpecs): it takes effect from the computer's next search; one
   * already running keeps the value it started with.
   */
  setOption(name: string, value: number): void {
    setOption(this.state, name, value);
    this.commit();
  }

  toggleMoveNumbers(): void {
    setMoveNumbers(this.state, !this.state.moveNumbers);
    this.commit();
  }

  /** The Hint button (or key): shows the hints while a person is to move, or hides them. */
  toggleHint(): void {
    this.hints.toggle();
  }

  /** Stops whatever this game was doing; the shell owns the engine and the session. */
  destroy(): void {
    this.stopAll();
    this.hints.clear();
  }

  /**
   * Plays a move (its input, as the legal moves list it) on the session and records it; false if the
   * session refused it. The move played, as the Session describes it, says what to announce.
   */
  private apply(move: string): boolean {
    const s = this.state;
    const mover = s.status.toMove;
    if (this.d.session.play(move) !== '') return false;
    const before = s.squares;
    const snap = this.snapshot();
    recordMove(s, snap, performance.now());
    const played = snap.played[snap.played.length - 1];
    if (!played) return false;
    const lang = s.lang;
    const side = sideName(lang, this.game.colours[mover]);
    // A pass is noticed until the side that passed moves again.
    if (s.notice?.key === 'pass' && s.notice.side === mover) setNotice(s, null);
    if (played.pass) {
      setNotice(s, { key: 'pass', side: mover });
      this.d.announce(t(lang, 'announcePass', { side }));
    } else if (this.game.moveWords) {
      this.d.announce(this.game.moveWords(lang, played, before));
    } else {
      this.d.announce(t(lang, 'announceMove', { side, move: played.written }));
    }
    if (s.status.over) this.d.announce(this.game.result(lang, s.status, resultFor(s)));
    this.d.sound?.(s.status.over ? 'end' : (this.game.moveSound?.(played) ?? 'move'));
    return true;
  }

  /** The saved redo list as the Session describes its moves: played from the live position and taken back. */
  private described(future: readonly string[]): Move[] {
    const session = this.d.session;
    let played = 0;
    for (const m of future) {
      if (session.play(m) !== '') break;
      played++;
    }
    const moves = played > 0 ? Array.from(session.history()).slice(-played) : [];
    for (let i = 0; i < played; i++) session.undo();
    return moves;
  }

  private play(move: string): void {
    const wasOver = this.state.status.over;
    if (!this.apply(move)) return;
    this.endedNow = !wasOver && this.state.status.over;
    this.commit();
  }

  /**
   * Whatever comes next: nothing (game over, a person's turn, a paused computer, the computer already on
   * it), a forced move, or a search.
   */
  private advance(): void {
    const s = this.state;
    if (!s.ready || s.status.over || this.computer.busy) return;
    const forced = this.game.forcedMove?.(s.legal) ?? null;
    if (forced !== null) {
      if (!(s.paused && isComputerSide(s.settings, s.status.toMove))) this.computer.playSoon(forced);
      return;
    }
    if (isComputerTurn(s)) this.computer.search();
  }
}
