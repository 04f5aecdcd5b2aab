// A Session double for rules the wasm build does not have (a promotion, a 10x10 board): it lists whatever
// moves `legalAfter` gives for the moves played so far, and plays any listed move, by its text or by the
// form `write` gives it in the history (draughts writes 'c3:e5:c7' as 'c3:c7'). No rules, no search. It keeps
// why its last load, play or import was refused, as the Session does (refusal()): a move not listed is illegal.
import type { BoardShape, GameStatus, Move } from 'ply-engine';
import { move } from './board';
import { FakeSessionBase } from './fake-session-base';

export class FakeSession extends FakeSessionBase {
  readonly game = 'fake';

  constructor(
    private readonly shape: BoardShape,
    private readonly legalAfter: (played: readonly string[]) => string[],
    private readonly write: (move: string) => string = (move) => move,
  ) {
    super();
  }

  board(): BoardShape {
    return this.shape;
  }
  startPosition(): string {
    return 'start';
  }
  load(position: string): string {
    return position === 'start' ? this.accepted() : this.refuse({ reason: 'bad-position', text: 'unknown position' });
  }
  position(): string {
    return `start ${this.played.join(' ')}`;
  }
  protected squaresAfter(): string {
    return '-'.repeat(this.shape.files * this.shape.ranks);
  }
  protected override written(m: string): string {
    return this.write(m);
  }
  legalMoves(): Move[] {
    return this.legalAfter(this.played).map((m) => move(m, this.shape, this.write(m)));
  }
  play(text: string): string {
    const listed = this.legalAfter(this.played).find((m) => m === text || this.write(m) === text);
    if (listed === undefined) return this.refuse({ reason: 'illegal', text: `illegal move ${text}`, move: text });
    this.played.push(listed);
    return this.accepted();
  }
  exportGame(): string {
    return this.played.join(' ');
  }
  importGame(): string {
    return this.refuse({ reason: 'unreadable', text: 'not supported' });
  }
  protected statusAfter(played: readonly string[]): GameStatus {
    const over = this.legalAfter(played).length === 0;
    return { over, toMove: (played.length % 2) as 0 | 1, winner: -1, reason: over ? 'no-moves' : '', summary: [] };
  }
}
