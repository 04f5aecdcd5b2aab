// A Session double for rules the wasm build does not have (a promotion, a 10x10 board): it lists whatever
// moves `legalAfter` gives for the moves played so far, and plays any listed move, by its text or by the
// form `write` gives it in the history (draughts writes 'c3:e5:c7' as 'c3:c7'). No rules, no search. It keeps
// why its last load, play or import was refused, as the Session does (refusal()): a move not listed is illegal.
import type {
  BoardShape,
  BoardView,
  GameStatus,
  Move,
  OptionSpec,
  Refusal,
  SearchResult,
  Session,
  Analysis,
  VariantChoice,
} from 'ply-engine';
import { move } from './board';

export class FakeSession implements Session {
  readonly game = 'fake';
  played: string[] = [];
  private refused: Refusal | null = null;

  constructor(
    private readonly shape: BoardShape,
    private readonly legalAfter: (played: readonly string[]) => string[],
    private readonly write: (move: string) => string = (move) => move,
  ) {}

  reset(): void {
    this.played = [];
  }
  board(): BoardShape {
    return this.shape;
  }
  startPosition(): string {
    return 'start';
  }
  load(position: string): string {
    return position === 'start' ? this.accepted() : this.refuse('bad-position', 'unknown position');
  }
  position(): string {
    return `start ${this.played.join(' ')}`;
  }
  squares(): string {
    return '-'.repeat(this.shape.files * this.shape.ranks);
  }
  legalMoves(): Move[] {
    return this.legalAfter(this.played).map((m) => move(m, this.shape, this.write(m)));
  }
  play(text: string): string {
    const listed = this.legalAfter(this.played).find((m) => m === text || this.write(m) === text);
    if (listed === undefined) return this.refuse('illegal', `illegal move ${text}`, text);
    this.played.push(listed);
    return this.accepted();
  }
  undo(): boolean {
    return this.played.pop() !== undefined;
  }
  history(): Move[] {
    return this.played.map((m) => move(m, this.shape, this.write(m)));
  }
  positionAfter(ply: number): BoardView | null {
    if (!Number.isInteger(ply) || ply < 0 || ply > this.played.length) return null;
    return {
      board: this.shape,
      squares: this.squares(),
      status: this.statusAfter(this.played.slice(0, ply)),
      opening: null,
    };
  }
  exportGame(): string {
    return this.played.join(' ');
  }
  importGame(): string {
    return this.refuse('unreadable', 'not supported');
  }
  refusal(): Refusal | null {
    return this.refused;
  }
  private refuse(reason: Refusal['reason'], text: string, move = ''): string {
    this.refused = { reason, cause: '', moveNumber: 0, move, text };
    return text;
  }
  private accepted(): string {
    this.refused = null;
    return '';
  }
  opening(): null {
    return null;
  }
  variants(): VariantChoice[] {
    return [];
  }
  variantOf(): null {
    return null;
  }
  variantStart(): string {
    return '';
  }
  status(): GameStatus {
    return this.statusAfter(this.played);
  }
  private statusAfter(played: readonly string[]): GameStatus {
    const over = this.legalAfter(played).length === 0;
    return { over, toMove: (played.length % 2) as 0 | 1, winner: -1, reason: over ? 'no-moves' : '', summary: [] };
  }
  options(): OptionSpec[] {
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
