// A gomoku Session double: a board of the size and rule its position text names ('10 freestyle:'),
// stones placed on empty cells in turn, every empty cell legal. No five is ever found; no search. It declares
// gomoku's options as the engine does (tests/wasm/gomoku.test.mjs checks the engine's). It keeps why its last
// load, play or import was refused, as the Session does (refusal()), with the engine's causes: a stone off the
// board is unreadable ('off-board'), one on a stone illegal ('taken').
import type { BoardShape, GameStatus, Move, OptionSpec, VariantChoice } from 'ply-engine';
import { move } from './board';
import { FakeSessionBase } from './fake-session-base';
import { squareIndex } from '../src/squares/squares';

export class FakeGomoku extends FakeSessionBase {
  readonly game = 'gomoku';
  size = 15;
  rule = 'freestyle';

  board(): BoardShape {
    return { files: this.size, ranks: this.size };
  }
  startPosition(): string {
    return `${this.size} ${this.rule}:`;
  }
  load(position: string): string {
    const m = /^(\d+) (freestyle|standard):$/.exec(position);
    if (!m) return this.refuse({ reason: 'bad-position', text: `unreadable position ${position}` });
    this.size = Number(m[1]);
    this.rule = m[2] ?? 'freestyle';
    this.played = [];
    return this.accepted();
  }
  position(): string {
    return `${this.startPosition()} ${this.played.join(' ')}`.trim();
  }
  protected squaresAfter(played: readonly string[]): string {
    const cells = Array.from('-'.repeat(this.size * this.size));
    played.forEach((m, k) => (cells[squareIndex(this.board(), m)] = k % 2 === 0 ? 'X' : 'O'));
    return cells.join('');
  }
  legalMoves(): Move[] {
    return this.empties().map((m) => move(m, this.board()));
  }
  private empties(): string[] {
    const board = this.board();
    const out: string[] = [];
    const cells = this.squares();
    for (let i = 0; i < cells.length; i++) {
      if (cells[i] === '-') out.push(`${'abcdefghijklmnopqrs'[i % this.size]}${Math.floor(i / this.size) + 1}`);
    }
    return out.filter((m) => squareIndex(board, m) >= 0);
  }
  play(text: string): string {
    if (!this.empties().includes(text)) {
      const onBoard = squareIndex(this.board(), text) >= 0;
      return this.refuse({
        reason: onBoard ? 'illegal' : 'unreadable',
        cause: onBoard ? 'taken' : 'off-board',
        move: text,
        text: `illegal move ${text}`,
      });
    }
    this.played.push(text);
    return this.accepted();
  }
  exportGame(): string {
    return this.position();
  }
  importGame(text: string): string {
    const m = /^(\d+ \w+:)((?: [a-s]\d+)*)$/.exec(text.trim());
    if (!m) return this.refuse({ reason: 'unreadable', text: 'unreadable game' });
    if (this.load(m[1] ?? '') !== '') return this.refuse({ reason: 'bad-position', text: 'unreadable game' });
    const stones = (m[2] ?? '').trim().split(' ').filter(Boolean);
    for (const [k, stone] of stones.entries())
      if (this.play(stone) !== '') {
        const { reason, cause } = this.refused ?? { reason: 'illegal' as const, cause: '' };
        return this.refuse({ reason, cause, moveNumber: k + 1, move: stone, text: `illegal ${stone}` });
      }
    return this.accepted();
  }
  // The engine's gomoku variants (engine/gomoku/traits.h), as the controller asks for them.
  override variants(): VariantChoice[] {
    return [
      { id: 'size', values: ['15', '10'] },
      { id: 'rule', values: ['freestyle', 'standard', 'renju'] },
    ];
  }
  override variantOf(position: string): Record<string, string> | null {
    const m = /^\s*(\d+)\s+(freestyle|standard|renju)\s*:/.exec(position);
    return m ? { size: m[1] ?? '15', rule: m[2] ?? 'freestyle' } : null;
  }
  override variantStart(values: Record<string, string>): string {
    const rule = ['freestyle', 'standard', 'renju'].includes(values['rule'] ?? '') ? values['rule'] : 'freestyle';
    const size = rule === 'renju' || values['size'] !== '10' ? '15' : '10';
    return `${size} ${rule}:`;
  }
  protected statusAfter(played: readonly string[]): GameStatus {
    return { over: false, toMove: (played.length % 2) as 0 | 1, winner: -1, reason: '', summary: [] };
  }
  override options(): OptionSpec[] {
    return [{ name: 'aggressiveness', type: 'number', min: 0.5, max: 1, default: 0.8, step: 0.05, onPage: true }];
  }
}
