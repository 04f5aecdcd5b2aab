// The position editor of the game open: it starts from the position the board shows, asks the engine after
// every change whether the rules can play the position (Session.setup on a session of its own, so the game is
// untouched), and ends by making the position the game's start, against the computer, between two players or in
// the analysis (the game it replaces is kept as the previous one), or by going back to the game.
import type { Refusal, Session } from 'ply-engine';
import { cleared, pressed, setupExtra, withCastling, type Editor } from '../state/editor';
import type { Settings } from '../state/state';
import { shownState } from '../state/walk';
import type { Side } from '../vocabulary';
import { refusalOf, type GameContext } from './game-context';

/** How a set-up position is played: you against the computer (you move first), two players, or analysed. */
export type EditorEnd = 'computer' | 'friends' | 'analysis';

/** Chess's castling and en passant fields of a FEN ('KQkq', 'e3'); none for another game's text. */
function fenFields(text: string): { castling: string; enPassant: string } {
  const fields = text.split(' ');
  const castling = fields[2] ?? '-';
  const enPassant = fields[3] ?? '-';
  return { castling: castling === '-' ? '' : castling, enPassant: enPassant === '-' ? '' : enPassant };
}

export class GameEditor {
  private session: Session | null = null;

  constructor(
    private readonly c: GameContext,
    /** A session of the game open's module, for the editor alone; null when the module has no room. */
    private readonly newSession: () => Session | null,
    /** Makes a position's text the game, played with these settings; null, or why it was refused. */
    private readonly setUp: (position: string, settings: Settings, analyse: boolean) => Refusal | null,
  ) {}

  private get chess(): boolean {
    return this.c.game().castling === true;
  }

  /** Opens the editor on the position the board shows; the computer, the hints and the review stop. */
  open(): void {
    const s = this.c.state;
    if (s.editor) return;
    this.c.stopAll();
    const session = this.session ?? this.newSession();
    if (!session) return;
    this.session = session;
    // The editor's session plays the game's variant (its board, its rule, its black hole).
    session.load(this.c.session.position());
    const shown = shownState(s);
    const fields = this.chess && !s.past ? fenFields(this.c.session.position()) : { castling: '', enPassant: '' };
    const letters = this.c.game().setupPieces;
    s.editor = {
      board: { ...shown.board },
      squares: shown.squares,
      toMove: shown.status.toMove,
      ...fields,
      piece: letters[0]?.[0] ?? '-',
      problem: null,
      text: '',
    };
    this.check();
    this.c.d.changed();
  }

  /** A press on a square puts the chosen piece there (or takes it off). */
  press(index: number): void {
    this.change({ squares: pressed(this.editor(), index) });
  }

  choosePiece(letter: string): void {
    const editor = this.c.state.editor;
    if (!editor) return;
    editor.piece = letter;
    this.c.d.changed();
  }

  setSide(side: Side): void {
    this.change({ toMove: side });
  }

  setCastling(right: string, on: boolean): void {
    this.change({ castling: withCastling(this.editor().castling, right, on) });
  }

  setEnPassant(square: string): void {
    this.change({ enPassant: square });
  }

  /** An empty board (Reversi's black hole stays). */
  clear(): void {
    this.change({ squares: cleared(this.editor().squares), castling: '', enPassant: '' });
  }

  /** The start position of the game's variant. */
  toStart(): void {
    const session = this.session;
    if (!session || !this.c.state.editor) return;
    session.load(this.c.session.position());
    session.reset();
    const fields = this.chess ? fenFields(session.position()) : { castling: '', enPassant: '' };
    this.change({ squares: session.squares(), toMove: session.status().toMove, ...fields });
  }

  /** Plays the position set up; nothing if the engine refuses it (the editor says why). */
  finish(end: EditorEnd): void {
    const s = this.c.state;
    const editor = s.editor;
    if (!editor || editor.problem || editor.text === '') return;
    const settings: Settings =
      end === 'computer' ? { ...s.settings, mode: 'hvc', human: editor.toMove } : { ...s.settings, mode: 'hvh' };
    // The game open is replaced only if the session takes the position; otherwise the editor stays, saying why.
    s.editor = null;
    const refused = this.setUp(editor.text, settings, end === 'analysis');
    if (refused) {
      s.editor = { ...editor, problem: refused, text: '' };
      this.c.d.changed();
      return;
    }
    this.close();
  }

  /** Back to the game, as it was. */
  cancel(): void {
    if (!this.c.state.editor) return;
    this.close();
    this.c.commit();
  }

  private close(): void {
    this.c.state.editor = null;
    this.session?.delete();
    this.session = null;
  }

  private editor(): Editor {
    const editor = this.c.state.editor;
    if (!editor) throw new Error('the position editor is not open');
    return editor;
  }

  private change(values: Partial<Editor>): void {
    if (!this.c.state.editor) return;
    Object.assign(this.c.state.editor, values);
    this.check();
    this.c.d.changed();
  }

  /** Asks the engine whether the rules can play the position as it stands. */
  private check(): void {
    const editor = this.c.state.editor;
    const session = this.session;
    if (!editor || !session) return;
    const said = session.setup(editor.squares, editor.toMove, setupExtra(editor, this.chess));
    editor.problem = said === '' ? null : refusalOf(session, said);
    editor.text = said === '' ? session.position() : '';
  }
}
