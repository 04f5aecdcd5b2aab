// A Session double for rules the wasm build does not have (a promotion, a 10x10 board): it lists whatever
// moves `legalAfter` gives for the moves played so far, and plays any listed move, by its text or by the
// form `write` gives it in the history (draughts writes 'c3:e5:c7' as 'c3:c7'). No rules, no search.
import type { BoardShape, GameStatus, OptionSpec, SearchResult, Session, Analysis } from 'ply-engine';

export class FakeSession implements Session {
  readonly game = 'fake';
  played: string[] = [];

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
    return position === 'start' ? '' : 'unknown position';
  }
  position(): string {
    return `start ${this.played.join(' ')}`;
  }
  squares(): string {
    return '-'.repeat(this.shape.files * this.shape.ranks);
  }
  legalMoves(): string[] {
    return this.legalAfter(this.played);
  }
  play(move: string): string {
    const listed = this.legalMoves().find((m) => m === move || this.write(m) === move);
    if (listed === undefined) return `illegal move ${move}`;
    this.played.push(listed);
    return '';
  }
  undo(): boolean {
    return this.played.pop() !== undefined;
  }
  history(): string[] {
    return this.played.map(this.write);
  }
  exportGame(): string {
    return this.played.join(' ');
  }
  importGame(): string {
    return 'not supported';
  }
  status(): GameStatus {
    const over = this.legalMoves().length === 0;
    return { over, toMove: (this.played.length % 2) as 0 | 1, winner: -1, reason: over ? 'no-moves' : '', summary: [] };
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
  delete(): void {}
}
