// What the Session doubles (fake-session.ts, fake-gomoku.ts) share: the moves played in a list, undo and
// reset on it, the history and past positions drawn from it, the refusal of the last load, play or import
// kept as the Session keeps it (refusal()), and a Session that neither searches nor analyses. A double gives
// its board, its start, which moves it lists and plays, and the squares and status after a list of moves.
import type {
  Analysis,
  BoardShape,
  BoardView,
  GameStatus,
  LevelSpec,
  Move,
  OptionSpec,
  Refusal,
  SearchResult,
  Session,
  VariantChoice,
} from 'ply-engine';
import { move } from './board';

export abstract class FakeSessionBase implements Session {
  abstract readonly game: string;
  played: string[] = [];
  protected refused: Refusal | null = null;

  abstract board(): BoardShape;
  abstract startPosition(): string;
  abstract load(position: string): string;
  abstract position(): string;
  abstract legalMoves(): Move[];
  abstract play(text: string): string;
  abstract exportGame(): string;
  abstract importGame(text: string): string;
  /** The fakes play games from their starts; a set-up position is the real engine's (tests/e2e/specs/editor.spec.ts). */
  setup(): string {
    this.refused = { reason: 'unreadable', cause: '', moveNumber: 0, move: '', text: 'no set-up in a fake session' };
    return this.refused.text;
  }
  /** The squares after `played`, from the start. */
  protected abstract squaresAfter(played: readonly string[]): string;
  /** The status after `played`, from the start. */
  protected abstract statusAfter(played: readonly string[]): GameStatus;
  /** How the history writes a move (its own text unless a double says otherwise). */
  protected written(move: string): string {
    return move;
  }

  reset(): void {
    this.played = [];
  }
  squares(): string {
    return this.squaresAfter(this.played);
  }
  status(): GameStatus {
    return this.statusAfter(this.played);
  }
  undo(): boolean {
    return this.played.pop() !== undefined;
  }
  history(): Move[] {
    return this.played.map((m) => move(m, this.board(), this.written(m)));
  }
  positionAfter(ply: number): BoardView | null {
    if (!Number.isInteger(ply) || ply < 0 || ply > this.played.length) return null;
    const played = this.played.slice(0, ply);
    // Its legal moves, as legalMoves() gives them with only those moves played.
    const live = this.played;
    this.played = played;
    const legal = this.statusAfter(played).over ? [] : this.legalMoves();
    const position = this.position();
    this.played = live;
    return {
      board: this.board(),
      squares: this.squaresAfter(played),
      position,
      status: this.statusAfter(played),
      opening: null,
      legal,
    };
  }
  refusal(): Refusal | null {
    return this.refused;
  }
  /** Keeps the refusal `r` (no cause, move number nor move unless given) and returns its text, as play() does. */
  protected refuse(r: Partial<Refusal> & Pick<Refusal, 'reason' | 'text'>): string {
    this.refused = { cause: '', moveNumber: 0, move: '', ...r };
    return r.text;
  }
  protected accepted(): string {
    this.refused = null;
    return '';
  }
  opening(): null {
    return null;
  }
  variants(): VariantChoice[] {
    return [];
  }
  variantOf(_position: string): Record<string, string> | null {
    return null;
  }
  variantStart(_values: Record<string, string>): string {
    return '';
  }
  options(): OptionSpec[] {
    return [];
  }
  levels(): LevelSpec[] {
    return [];
  }
  search(): SearchResult | null {
    return null;
  }
  analyse(): Analysis | null {
    return null;
  }
  prepare(): void {}
  configure(): void {}
  resources(): { threads: number; tableMb: number } {
    return { threads: 1, tableMb: 16 };
  }
  delete(): void {}
}
