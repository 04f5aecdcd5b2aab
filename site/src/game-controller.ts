// Glue between the Session (rules, on the main thread: instant), the search worker and the state, for
// every game: a person's presses → selection or session.play → state; the computer's turn → worker; forced
// passes are played automatically; undo/redo/new game/level changes/imports cancel a running search.
import type { SearchProgress, Session } from 'ply-engine';
import type { SearchEngine } from './engine';
import { gameDef } from './games';
import type { GameDef } from './games/types';
import { sideName, t } from './i18n';
import { loadGame, replay, saveGame } from './persist';
import { fullMove, origins, press } from './selection';
import {
  DEFAULT_SETTINGS,
  PASS,
  agreeDraw,
  answerDraw,
  canOfferDraw,
  offerDraw,
  reopenGame,
  setEvaluation,
  isComputerSide,
  isComputerTurn,
  isHumanTurn,
  recordMove,
  recordUndo,
  redoCount,
  setDrag,
  setFlipped,
  setHover,
  setLevel,
  setNotice,
  setPaused,
  setSelection,
  setThinking,
  startNewGame,
  undoCount,
  type Level,
  type Settings,
  type Side,
  type Snapshot,
  type State,
  type Thinking,
} from './state';

/** Even an instant answer waits this long, so a person sees the computer's move arrive. */
const MIN_REPLY_MS = 300;
/** Computer vs computer: a slower pace so the game can be followed. */
const MIN_REPLY_CVC_MS = 650;
const PROGRESS_THROTTLE_MS = 125;
/** Level 5 thinks for its budget; below that the time only caps a runaway search. */
const LEVEL5_BUDGET_MS = 2000;
const TIME_CAP_MS = 10000;
/** Levels below this answer almost at once; no thinking indicator for them. */
const SHOW_THINKING_FROM: Level = 3;

export interface ControllerDeps {
  session: Session;
  engine: SearchEngine;
  state: State;
  /** Something in state changed: redraw the board and update the panel. */
  changed(): void;
  /** Only the board's look changed (hover). */
  redraw(): void;
  announce(message: string): void;
}

function randomSeed(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  // Keep it a non-negative int32 so it crosses any Embind integer type unchanged.
  return (a[0] ?? 0) >>> 1;
}

export class GameController {
  /** Bumped to invalidate everything a running search or a pending computer move may still do. */
  private token = 0;
  private moveTimer: ReturnType<typeof setTimeout> | undefined;
  private progressTimer: ReturnType<typeof setTimeout> | undefined;
  private progressShownAt = 0;
  private pendingProgress: Thinking | null = null;

  constructor(private readonly d: ControllerDeps) {}

  private get state(): State {
    return this.d.state;
  }

  private get game(): GameDef {
    return gameDef(this.d.state.game);
  }

  private snapshot(): Snapshot {
    const s = this.d.session;
    return {
      squares: s.squares(),
      legal: Array.from(s.legalMoves()),
      status: s.status(),
      moves: Array.from(s.history()),
    };
  }

  private save(): void {
    const { settings, start, moves, future, flipped, agreed } = this.state;
    saveGame(this.state.game, { settings, start, moves, future, flipped, agreed });
  }

  /** Who moved first: sides alternate (passes are moves), so it follows from the side to move now. */
  private startSide(snap: Snapshot): Side {
    return ((snap.status.toMove + snap.moves.length) % 2) as Side;
  }

  /** Loads the saved game, or starts the first-visit game (you as the first side vs level 3). */
  restore(): void {
    const saved = loadGame(this.state.game);
    if (saved.kind === 'ok' && replay(this.d.session, saved.game)) {
      const snap = this.snapshot();
      startNewGame(this.state, saved.game.settings, snap, saved.game.start, this.startSide(snap));
      this.state.future = saved.game.future.slice();
      if (saved.game.agreed && !this.state.status.over && this.game.agreedDrawText) agreeDraw(this.state);
    } else {
      this.d.session.reset();
      startNewGame(this.state, saved.kind === 'ok' ? saved.game.settings : DEFAULT_SETTINGS, this.snapshot());
      if (saved.kind !== 'none') setNotice(this.state, { key: 'badSave' });
    }
    setFlipped(this.state, saved.kind === 'ok' && saved.game.flipped);
    this.save();
    this.d.changed();
    this.advance();
  }

  /** A press on a square (click, tap, Enter/Space on a grid cell, or a drop): select, choose a path, or play. */
  onSquare(index: number): void {
    const s = this.state;
    if (!isHumanTurn(s)) return;
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

  hover(index: number | null): void {
    const before = this.state.hover;
    setHover(this.state, index);
    if (this.state.hover !== before) this.d.redraw();
  }

  /** A drag may start from a piece that can move, on a person's turn, in a game whose pieces move. */
  canDrag(index: number): boolean {
    return this.game.draggable && isHumanTurn(this.state) && origins(this.state.legal).has(index);
  }

  drag(from: number, x: number, y: number, over: number | null): void {
    const s = this.state;
    if (!this.canDrag(from)) return;
    const picked = s.selection?.from !== from;
    if (picked) setSelection(s, { from, dest: null, via: [] });
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
    this.save();
    this.d.changed();
  }

  newGame(settings: Settings): void {
    this.cancelSearch();
    this.d.session.reset();
    startNewGame(this.state, settings, this.snapshot());
    if (this.game.yourSideDown && settings.mode === 'hvc') setFlipped(this.state, settings.human === 1);
    this.save();
    this.d.changed();
    this.advance();
  }

  /** The game as text (draughts: PDN; Reversi: its move list). */
  exportText(): string {
    const text = this.d.session.exportGame();
    const mark = this.game.agreedDrawText;
    return this.state.agreed && mark ? mark(text) : text;
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
    const outcome = offerDraw(s);
    if (outcome === 'accepted' || outcome === 'declined') {
      this.d.announce(t(s.lang, outcome === 'accepted' ? 'noticeDrawAccepted' : 'noticeDrawDeclined'));
    }
    this.settled(outcome === 'accepted');
  }

  /** The other player's answer to a pending offer (two players). */
  answerDraw(accept: boolean): void {
    if (!answerDraw(this.state, accept)) return;
    this.settled(this.state.agreed);
  }

  private settled(agreed: boolean): void {
    if (agreed) {
      this.cancelSearch();
      this.d.announce(this.game.result(this.state.lang, this.state.status));
      this.save();
    }
    this.d.changed();
  }

  /**
   * Replaces the game with one read from text; returns '' or the Session's error (nothing changes then).
   * The imported start position (a PDN FEN tag) is kept so the game can be saved and searched.
   */
  importText(text: string): string {
    const session = this.d.session;
    const err = session.importGame(text);
    if (err !== '') return err;
    this.cancelSearch();
    const moves = Array.from(session.history());
    for (let i = 0; i < moves.length; i++) session.undo();
    const from = session.position();
    session.reset();
    const start = session.position() === from ? null : from;
    if (!replay(session, { start, moves, future: [] })) return 'cannot replay the imported game';
    const snap = this.snapshot();
    startNewGame(this.state, this.state.settings, snap, start, this.startSide(snap));
    setNotice(this.state, { key: 'imported' });
    // A finished or a two-player game stays still; otherwise whoever is to move goes on.
    this.save();
    this.d.changed();
    this.advance();
    return '';
  }

  undo(): void {
    const n = undoCount(this.state);
    if (n === 0 && !this.state.agreed) return;
    this.cancelSearch();
    for (let i = 0; i < n; i++) this.d.session.undo();
    // An agreed draw with no move to take back is just reopened.
    if (n === 0) reopenGame(this.state, this.snapshot());
    else recordUndo(this.state, n, this.snapshot());
    if (this.state.settings.mode === 'cvc') setPaused(this.state, true);
    setNotice(this.state, null);
    this.save();
    this.d.changed();
    this.advance();
  }

  redo(): void {
    const n = redoCount(this.state);
    if (n === 0) return;
    this.cancelSearch();
    setNotice(this.state, null);
    for (let i = 0; i < n; i++) {
      const move = this.state.future[0];
      if (move === undefined || !this.apply(move)) break;
    }
    this.save();
    this.d.changed();
    this.advance();
  }

  /** cvc after an undo: let the computers play on. */
  resume(): void {
    if (!this.state.paused) return;
    setPaused(this.state, false);
    this.d.changed();
    this.advance();
  }

  setLevel(level: Level): void {
    setLevel(this.state, level);
    this.save();
    // The new level takes effect at once: a search at the old level is thrown away.
    if (isComputerTurn(this.state)) {
      this.cancelSearch();
      this.d.changed();
      this.advance();
    } else {
      this.d.changed();
    }
  }

  /** Stops whatever this game was doing; the shell owns the engine and the session. */
  destroy(): void {
    this.cancelSearch();
  }

  /**
   * Plays a move on the session and records it; false if the session refused it. A short form (the
   * computer's, the redo list's) is matched to the listed full path first, so its path can be drawn.
   */
  private apply(move: string): boolean {
    const s = this.state;
    const mover = s.status.toMove;
    const path = fullMove(s.legal, move);
    if (this.d.session.play(path) !== '' && (path === move || this.d.session.play(move) !== '')) return false;
    const snap = this.snapshot();
    recordMove(s, path, snap, performance.now());
    const lang = s.lang;
    const side = sideName(lang, this.game.colours[mover]);
    if (move === PASS) {
      setNotice(s, { key: 'pass', side: mover });
      this.d.announce(t(lang, 'announcePass', { side }));
    } else {
      this.d.announce(t(lang, 'announceMove', { side, move: snap.moves[snap.moves.length - 1] ?? move }));
    }
    if (s.status.over) this.d.announce(this.game.result(lang, s.status));
    return true;
  }

  private play(move: string): void {
    if (!this.apply(move)) return;
    this.save();
    this.d.changed();
    this.advance();
  }

  /** Whatever comes next: nothing (game over, a person's turn), an automatic pass, or a search. */
  private advance(): void {
    const s = this.state;
    if (!s.ready || s.status.over) return;
    if (s.status.mustPass) {
      if (s.paused && isComputerSide(s.settings, s.status.toMove)) return;
      // In a task of its own, so the live region reads the pass apart from the move before it.
      const token = this.token;
      clearTimeout(this.moveTimer);
      this.moveTimer = setTimeout(() => {
        if (token === this.token) this.play(PASS);
      }, 0);
      return;
    }
    if (isComputerTurn(s)) this.startSearch();
  }

  private startSearch(): void {
    this.cancelSearch();
    const token = this.token;
    const s = this.state;
    const level = s.settings.level;
    const started = performance.now();
    const minDelay = s.settings.mode === 'cvc' ? MIN_REPLY_CVC_MS : MIN_REPLY_MS;
    if (level >= SHOW_THINKING_FROM) {
      setThinking(s, { depth: 0, score: 0, exact: false, nodes: 0, pv: [] });
      this.d.changed();
    }
    const work = {
      game: s.game,
      start: s.start,
      moves: s.moves.slice(),
      level,
      timeMs: level === 5 ? LEVEL5_BUDGET_MS : TIME_CAP_MS,
      seed: randomSeed(),
    };
    void this.d.engine
      .search(work, (p) => this.onProgress(token, level, p))
      .then((outcome) => {
        if (token !== this.token || outcome.kind === 'cancelled') return;
        if (outcome.kind === 'failed') {
          setThinking(s, null);
          setNotice(s, { key: 'engineFailed' });
          this.d.changed();
          return;
        }
        const { result } = outcome;
        // Its score is for the side to move: the computer's own view, kept for answering a draw offer.
        setEvaluation(s, result.score);
        if (level >= SHOW_THINKING_FROM) this.showProgress(result);
        const wait = Math.max(0, minDelay - (performance.now() - started));
        this.moveTimer = setTimeout(() => {
          if (token !== this.token) return;
          this.clearProgress();
          setThinking(s, null);
          this.play(result.move);
        }, wait);
      });
  }

  private onProgress(token: number, level: Level, p: SearchProgress): void {
    if (token !== this.token || level < SHOW_THINKING_FROM) return;
    this.pendingProgress = { depth: p.depth, score: p.score, exact: p.exact, nodes: p.nodes, pv: p.pv.slice() };
    if (this.progressTimer !== undefined) return;
    const wait = Math.max(0, this.progressShownAt + PROGRESS_THROTTLE_MS - performance.now());
    this.progressTimer = setTimeout(() => {
      this.progressTimer = undefined;
      if (token !== this.token || !this.pendingProgress) return;
      this.showProgress(this.pendingProgress);
    }, wait);
  }

  private showProgress(p: Thinking): void {
    this.pendingProgress = null;
    this.progressShownAt = performance.now();
    setThinking(this.state, { depth: p.depth, score: p.score, exact: p.exact, nodes: p.nodes, pv: p.pv.slice() });
    this.d.changed();
  }

  private clearProgress(): void {
    clearTimeout(this.progressTimer);
    this.progressTimer = undefined;
    this.pendingProgress = null;
  }

  private cancelSearch(): void {
    this.token++;
    this.d.engine.stop();
    clearTimeout(this.moveTimer);
    this.moveTimer = undefined;
    this.clearProgress();
    setThinking(this.state, null);
  }
}
