// The game open, for every game: the Session (rules, on the main thread: instant), the computer and the
// state. It keeps play (moves, undo/redo, level and options, new game, draw offers, the computer's turn) and
// composes the other concerns: the board's presses (game-input.ts), saves and shared games (game-saves.ts),
// walking back and review (game-walk.ts). Its public methods are the one route's target (main.ts current()),
// so the panel, the board and the keys never see the parts. Undo/redo/new game/level changes/imports cancel
// whatever the computer was doing. Every change ends in commit(): save, redraw, and whatever comes next.
import type { Refusal } from 'ply-engine';
import { Appraiser } from '../engine/appraiser';
import { Computer } from '../engine/computer';
import { Hints } from '../engine/hints';
import { Reviewer } from '../engine/reviewer';
import type { GameDef } from '../games/types';
import { formatChange, levelLabel, sideName, t } from '../i18n';
import { measuredElo } from '../state/ladder';
import { saveAnalysisLines, saveForbiddenMarksShown, saveRating } from '../storage/persist';
import { localDate } from '../storage/export-info';
import { pastFits, setPast, type WalkKey } from '../state/walk';
import { defaultStart, resetTo, snapshotOf, variantStart, type ControllerDeps, type GameContext } from './game-context';
import { GameEditor, type EditorEnd } from './game-editor';
import { GameInput } from './game-input';
import { GameSaves } from './game-saves';
import { GameWalk } from './game-walk';
import { answerDraw, canOfferDraw, computerAnswersDraw, offerDraw, reopenGame } from '../state/draw';
import { analysisLines, hintKey, pointLine } from '../state/analysis';
import {
  resultFor,
  isComputerSide,
  isComputerTurn,
  isHumanTurn,
  redoCount,
  setPaused,
  undoCount,
  undoRestores,
} from '../state/turns';
import { recordMove, recordUndo, startNewGame } from '../state/moves';
import { setFlipped, setForbiddenMarks, setMoveNumbers, setNotice } from '../state/display';
import { setLevel, setLevels, setOption, setOptionSpecs } from '../state/options';
import { rateGame, type GameResult } from '../state/rating';
import type { Settings, State } from '../state/state';
import type { Level, Side } from '../vocabulary';

export type { ControllerDeps } from './game-context';
export { EMPTY_GAME_TEXT } from './game-saves';

export class GameController {
  private readonly c: GameContext;
  private readonly input: GameInput;
  private readonly saves: GameSaves;
  private readonly walker: GameWalk;
  private readonly editor: GameEditor;
  /** The last change ended the game: a move (the player's or the computer's) or a draw agreed. */
  private endedNow = false;

  constructor(private readonly d: ControllerDeps) {
    const computer = new Computer({
      engine: d.engine,
      state: d.state,
      changed: d.changed,
      play: (move) => this.play(move),
    });
    const reviewer = new Reviewer({ engine: d.engine, state: d.state, game: d.game, changed: d.changed });
    const hints = new Hints({
      engine: d.engine,
      state: d.state,
      changed: d.changed,
      busy: () => computer.busy || reviewer.running,
    });
    const appraiser = new Appraiser({ engine: d.engine, state: d.state, changed: d.changed });
    this.c = {
      d,
      state: d.state,
      session: d.session,
      computer,
      hints,
      reviewer,
      appraiser,
      game: () => d.game,
      commit: () => this.commit(),
      stopAll: () => this.stopAll(),
      play: (move) => this.play(move),
    };
    this.input = new GameInput(this.c);
    this.saves = new GameSaves(this.c);
    this.walker = new GameWalk(this.c);
    this.editor = new GameEditor(this.c, d.newSession, (position, settings, analyse) =>
      this.saves.setUp(position, settings, analyse),
    );
    // The game's options as its engine declares them: the panel's controls, the searches' options, the saves'.
    setOptionSpecs(d.state, d.session.options());
    // The game's ladder of levels as its engine declares it: the level control, the saves', the rating's.
    setLevels(d.state, d.session.levels());
  }

  private get state(): State {
    return this.d.state;
  }

  private get game(): GameDef {
    return this.d.game;
  }

  /** The one step after every change: save the game, redraw, and let whatever comes next happen. */
  private commit(): void {
    // Looking back stays on its position while the game goes on from it; a game changed under it ends the look.
    if (this.state.past && !pastFits(this.state.past, this.state.moves)) setPast(this.state, null);
    // A hint belongs to one position: it goes (and its analysis stops) before anything else starts.
    this.c.hints.sync();
    this.c.reviewer.sync();
    this.c.appraiser.sync();
    this.saves.save();
    this.d.changed();
    this.advance();
    const ended = this.endedNow;
    this.endedNow = false;
    if (ended && this.rate()) {
      this.saves.save();
      this.d.changed();
    }
    this.walker.autoReview(ended);
    this.c.hints.resume();
    this.walker.appraiseForBar();
  }

  /**
   * Stops whatever the computer, the review, the appraisal and the hints were doing: each its own job (a state
   * that drops a hint, as a new game does, would otherwise leave its analysis running, to show it again).
   */
  private stopAll(): void {
    this.c.reviewer.cancel();
    this.c.computer.cancel();
    this.c.appraiser.cancel();
    this.c.hints.clear();
  }

  // The board's presses (BoardInput): game-input.ts.
  onSquare(index: number, tap = false): void {
    if (this.state.editor) this.editor.press(index);
    else this.input.onSquare(index, tap);
  }

  // The position editor (game-editor.ts).
  openEditor(): void {
    this.editor.open();
  }
  choosePiece(letter: string): void {
    this.editor.choosePiece(letter);
  }
  setEditorSide(side: Side): void {
    this.editor.setSide(side);
  }
  setCastling(right: string, on: boolean): void {
    this.editor.setCastling(right, on);
  }
  setEnPassant(square: string): void {
    this.editor.setEnPassant(square);
  }
  clearEditor(): void {
    this.editor.clear();
  }
  editorToStart(): void {
    this.editor.toStart();
  }
  finishEditor(end: EditorEnd): void {
    this.editor.finish(end);
  }
  cancelEditor(): void {
    this.editor.cancel();
  }
  choose(move: string | null): void {
    this.input.choose(move);
  }
  playPicked(): void {
    this.input.playPicked();
  }
  hover(index: number | null): void {
    this.input.hover(index);
  }
  canDrag(index: number): boolean {
    return this.input.canDrag(index);
  }
  drag(from: number, x: number, y: number, over: number | null): void {
    this.input.drag(from, x, y, over);
  }
  drop(from: number, index: number | null): void {
    this.input.drop(from, index);
  }

  // Saves and shared games: game-saves.ts.
  restore(): void {
    this.saves.restore();
  }
  restorePrevious(): void {
    this.saves.restorePrevious();
  }
  reloadSaved(): void {
    this.saves.reloadSaved();
  }
  exportText(): string {
    return this.saves.exportText();
  }
  /** Null when the text's game is open; else why it was refused (GameSaves.importText). */
  /** The position the board shows, in the game's notation: a past one while the player looks back. */
  positionText(): string {
    const past = this.state.past;
    return past ? (this.c.session.positionAfter(past.ply)?.position ?? '') : this.c.session.position();
  }

  importText(text: string): Refusal | null {
    return this.saves.importText(text);
  }
  openShared(text: string): void {
    this.saves.openShared(text);
  }
  playOn(human: Side | null): void {
    this.saves.playOn(human);
  }
  backToOwnGame(): void {
    this.saves.backToOwnGame();
  }

  // Walking back, review and the evaluation bar (ReviewActions): game-walk.ts.
  walkTo(ply: number): void {
    this.walker.walkTo(ply);
  }
  /** The next (1) or previous (−1) move the review marked: the position after it, with its lesson. */
  walkToMark(dir: 1 | -1): void {
    this.walker.walkToMark(dir);
  }
  walk(key: WalkKey): void {
    this.walker.walk(key);
  }
  canReview(): boolean {
    return this.walker.canReview();
  }
  toggleReview(): void {
    this.walker.toggleReview();
  }
  toggleEvalBar(): void {
    this.walker.toggleEvalBar();
  }

  flip(): void {
    setFlipped(this.state, !this.state.flipped);
    this.commit();
  }

  /** The start position a value of each variant choice makes, a black hole drawn at random; null for a game without variants. */
  variantStart(values: Readonly<Record<string, string>>): string | null {
    return variantStart(this.d.session, values);
  }

  /** The variant values a start position is in, as the engine reads them; null for none. */
  variantOf(start: string): Record<string, string> | null {
    return this.d.session.variantOf(start);
  }

  /** A new game from `start` (a variant's start position, e.g. '10 standard:'), or the game's default start. */
  newGame(settings: Settings, start: string | null = null): void {
    this.stopAll();
    this.saves.leaveShared();
    this.saves.keepReplaced();
    const from = start ?? defaultStart(this.d.session);
    // A start the session refuses falls back to the standard one rather than leaving the old game.
    const ok = resetTo(this.d.session, from);
    if (!ok) this.d.session.reset();
    startNewGame(this.state, settings, snapshotOf(this.d.session), ok ? from : null);
    if (this.game.yourSideDown && settings.mode === 'hvc') setFlipped(this.state, settings.human === 1);
    if (this.state.previousKept) setNotice(this.state, { key: 'newGame' });
    this.commit();
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
    void this.c.appraiser.appraise().then((appraisal) => {
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
      this.c.computer.cancel();
      this.d.announce(this.game.result(this.state.lang, this.state.status, resultFor(this.state)));
    }
    this.commit();
  }

  /**
   * "Match my strength": a game against the computer that has just ended counts for the player's rating in the
   * game (once: an undo and a second ending do not count again), and the level moves to the rung nearest the new
   * rating. True when it counted.
   */
  private rate(): boolean {
    const s = this.state;
    if (s.settings.mode !== 'hvc' || s.settings.matchStrength !== true || s.viewing || s.rated || !s.status.over)
      return false;
    if (s.levels.length === 0) return false;
    const result: GameResult = s.status.winner === -1 ? 'draw' : s.status.winner === s.settings.human ? 'win' : 'loss';
    const rated = rateGame(s.rating, s.levels, s.settings.level, result, localDate(new Date()));
    s.rating = rated.rating;
    s.rated = true;
    saveRating(s.game, rated.rating);
    setLevel(s, rated.level);
    const level = s.settings.level;
    const name = levelLabel(s.lang, level, s.levels[level - 1]?.name ?? '', measuredElo(s.levels, level));
    const change = formatChange(rated.rating.history.at(-1)?.change ?? 0);
    this.d.announce(t(s.lang, 'ratedAnnounce', { rating: Math.round(rated.rating.rating), change, level: name }));
    return true;
  }

  /** The computer's turn again after its worker failed (a fresh worker is made on demand). */
  retry(): void {
    if (this.state.notice?.key !== 'engineFailed') return;
    setNotice(this.state, null);
    this.commit();
  }

  undo(): void {
    // Nothing of this game is left to undo: undo goes back to the game it replaced.
    if (undoRestores(this.state)) return this.saves.restorePrevious();
    const n = undoCount(this.state);
    if (n === 0 && !this.state.agreed) return;
    this.stopAll();
    this.walker.toLive();
    for (let i = 0; i < n; i++) this.d.session.undo();
    // An agreed draw with no move to take back is just reopened.
    if (n === 0) reopenGame(this.state, snapshotOf(this.d.session));
    else recordUndo(this.state, n, snapshotOf(this.d.session));
    if (this.state.settings.mode === 'cvc') setPaused(this.state, true);
    setNotice(this.state, null);
    this.commit();
  }

  redo(): void {
    const n = redoCount(this.state);
    if (n === 0) return;
    this.stopAll();
    this.walker.toLive();
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
    if (isComputerTurn(this.state)) this.c.computer.cancel();
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

  /** The forbidden points (renju's fouls) are marked or not, in every game from now on (remembered). */
  toggleForbiddenMarks(): void {
    setForbiddenMarks(this.state, !this.state.forbiddenMarks);
    saveForbiddenMarksShown(this.state.forbiddenMarks);
    this.d.changed();
  }

  /** The Hint button (or key): shows the hints while a person is to move, or hides them. */
  toggleHint(): void {
    this.c.hints.toggle();
  }

  /** The Analysis button: the position shown searched with several lines until turned off. */
  toggleAnalysis(): void {
    this.c.hints.toggleAnalysis();
  }

  /** How many lines the analysis lists (remembered for every game). */
  setAnalysisLines(n: number): void {
    this.c.hints.setLines(n);
    saveAnalysisLines(this.state.analysis.lines);
  }

  /** The line the pointer or the keyboard is on: shown on the board above the others. */
  pointLine(index: number | null): void {
    if (this.state.analysis.pointed === index) return;
    pointLine(this.state, index);
    this.d.redraw();
  }

  /** A line's first move, chosen in the list: played where the player may play it (the live game, their turn). */
  playLine(index: number): void {
    const s = this.state;
    const move = analysisLines(s)[index]?.move;
    if (move === undefined || s.past || s.viewing || !isHumanTurn(s)) return;
    if (!s.legal.some((m) => m.input === move)) return;
    setNotice(s, null);
    this.play(move);
  }

  /** Stops whatever this game was doing; the shell owns the engine and the session. */
  destroy(): void {
    this.stopAll();
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
    const snap = snapshotOf(this.d.session);
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
    const computer = this.c.computer;
    if (!s.ready || s.status.over || computer.busy) return;
    const forced = this.game.forcedMove?.(s.legal) ?? null;
    if (forced !== null) {
      if (!(s.paused && isComputerSide(s.settings, s.status.toMove))) computer.playSoon(forced);
      return;
    }
    if (isComputerTurn(s)) computer.search();
  }
}
