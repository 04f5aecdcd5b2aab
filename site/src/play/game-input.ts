// A person's presses on the board (board/input.ts's BoardInput, reached through the controller): select, choose
// a path or a promotion, preview, drag and drop. A press that makes a move hands it to the controller's play();
// the rest only changes what the board shows.
import { previewDrop } from '../board/preview';
import { origins, pick, press } from '../squares/selection';
import { squareName } from '../squares/squares';
import { refusalOf, type GameContext } from './game-context';
import { isHumanTurn } from '../state/turns';
import { setDrag, setHover, setPreview, setSelection } from '../state/pointer';
import { setNotice } from '../state/display';

export class GameInput {
  constructor(private readonly c: GameContext) {}

  /**
   * A press on a square (click, tap, Enter/Space on a grid cell, or a drop): select, choose a path, or play.
   * A tap on a touch screen in a game of small cells (confirmTap) first only shows the piece there; a second
   * tap on the same square plays it, so a finger that lands on a neighbour costs nothing.
   */
  onSquare(index: number, tap = false): void {
    const s = this.c.state;
    // Looking back: the board shows a past position, where nothing is played; nor while the computer weighs a draw.
    if (!isHumanTurn(s) || s.past || s.drawOffer !== null) return;
    // A point the rule forbids (renju's fouls) is refused in words at once, marked or not, a tap included.
    if (this.refuse(index)) return;
    if (tap && this.c.game().confirmTap && s.hover !== index) {
      setHover(s, index);
      this.c.d.redraw();
      return;
    }
    const r = press(s.legal, s.selection, index);
    if (r.kind === 'play') {
      setNotice(s, null);
      this.c.play(r.move);
      return;
    }
    setSelection(s, r.selection);
    setHover(s, s.hover);
    this.c.d.changed();
  }

  /**
   * Refuses a press on a point the game's rule forbids the side to move (GameDef.forbidden): the notice and the
   * live region say why, the game wording the Session's refusal (asked of the Session, which refuses the move
   * and stays as it was). False for any other point.
   */
  private refuse(index: number): boolean {
    const s = this.c.state;
    const forbidden = this.c.game().forbidden;
    if (!forbidden?.squares(s).includes(index)) return false;
    const name = squareName(s.board, index);
    const said = this.c.session.play(name);
    if (said === '') {
      // The Session took it after all: taken back at once, and the press goes on as any other.
      this.c.session.undo();
      return false;
    }
    const refusal = refusalOf(this.c.session, said);
    setHover(s, null);
    setNotice(s, { key: 'forbidden', square: index, refusal });
    this.c.d.announce(forbidden.refusal(s.lang, name, refusal));
    this.c.d.changed();
    return true;
  }

  /** The choice after the destination (e.g. a promotion piece): plays one of the moves offered, or drops them (null). */
  choose(move: string | null): void {
    const s = this.c.state;
    const offered = s.selection?.choices ?? [];
    if (offered.length === 0) return;
    if (move !== null && offered.some((m) => m.input === move) && isHumanTurn(s)) {
      setNotice(s, null);
      this.c.play(move);
      return;
    }
    setSelection(s, null);
    this.c.d.changed();
  }

  /**
   * Plays the move the game offers for the picked piece (GameDef.pickedMove, the panel's button: draughts'
   * capture round a ring back to its own square). Where several such moves differ, they are offered as
   * choices, each by its full path.
   */
  playPicked(): void {
    const s = this.c.state;
    if (!isHumanTurn(s) || !s.selection) return;
    const offered = this.c.game().pickedMove?.(s.lang, s) ?? null;
    const first = offered?.moves[0];
    if (!offered || first === undefined) return;
    if (offered.moves.length === 1) {
      setNotice(s, null);
      this.c.play(first.input);
      return;
    }
    setSelection(s, { from: s.selection.from, dest: offered.dest, via: [], choices: offered.moves });
    this.c.d.changed();
  }

  hover(index: number | null): void {
    const s = this.c.state;
    if (s.past) return;
    const before = s.hover;
    setHover(s, index);
    if (s.hover === before) return;
    if (!this.c.game().previewChanges) {
      this.c.d.redraw();
      return;
    }
    if (s.hover !== null) setPreview(s, previewDrop(this.c.session, s.legal, s.hover));
    // The grid marks the previewed squares too, so the whole view is updated.
    this.c.d.changed();
  }

  /** A drag may start from a piece that can move, on a person's turn, in a game whose pieces move. */
  canDrag(index: number): boolean {
    const s = this.c.state;
    return this.c.game().draggable && isHumanTurn(s) && !s.past && origins(s.legal).has(index);
  }

  drag(from: number, x: number, y: number, over: number | null): void {
    const s = this.c.state;
    if (!this.canDrag(from)) return;
    const picked = s.selection?.from !== from;
    if (picked) setSelection(s, pick(from));
    setDrag(s, { from, x, y });
    setHover(s, over);
    if (picked) this.c.d.changed();
    else this.c.d.redraw();
  }

  drop(from: number, index: number | null): void {
    const s = this.c.state;
    setDrag(s, null);
    if (index !== null && index !== from && s.selection?.from === from) this.onSquare(index);
    else this.c.d.changed();
  }
}
