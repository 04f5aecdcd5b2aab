// Reversi's opening names: the standard list's lines, each one legal, found from any of Black's four first moves.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlyModule } from 'ply-engine';
import { reversiOpening } from '../src/games/reversi/openings';
import { loadWasm, wasmBuilt as built } from './wasm-fixture';

const moves = (line: string): string[] => line.split(' ');

describe('reversiOpening', () => {
  it('names the longest known line the game begins with', () => {
    expect(reversiOpening('en', moves('f5 d6'))).toBe('Perpendicular');
    expect(reversiOpening('en', moves('f5 d6 c3 d3 c4'))).toBe('Tiger');
    expect(reversiOpening('en', moves('f5 d6 c3 d3 c4 f4 f6'))).toBe('Stephenson');
    expect(reversiOpening('ru', moves('f5 d6 c3 d3 c4'))).toBe('Тигр');
  });

  it('keeps the last name once the game leaves the known lines', () => {
    expect(reversiOpening('en', moves('f5 d6 c3 d3 c4 f4 c5 b3 c2 b4'))).toBe('Rose-Bill');
    expect(reversiOpening('en', moves('f5 d6 c3 d3 c4 h1 h2 h3'))).toBe('Tiger');
  });

  it('reads a game begun on d3, c4 or e6 as the same opening turned on the board', () => {
    // The Tiger from each of Black's first moves: the board's symmetries that keep the start position.
    expect(reversiOpening('en', moves('d3 c5 f6 f5 e6'))).toBe('Tiger');
    expect(reversiOpening('en', moves('e6 f4 c3 c4 d3'))).toBe('Tiger');
    expect(reversiOpening('en', moves('c4 e3 f6 e6 f5'))).toBe('Tiger');
  });

  it('knows each diagonal line in both of its mirror forms', () => {
    expect(reversiOpening('en', moves('f5 f6 e6 f4 c3'))).toBe('Buffalo');
    expect(reversiOpening('en', moves('f5 f6 e6 d6 c3'))).toBe('Buffalo');
  });

  it('names nothing before the second move, after a pass, or for squares off the 8x8 board', () => {
    expect(reversiOpening('en', [])).toBe('');
    expect(reversiOpening('en', ['f5'])).toBe('');
    expect(reversiOpening('en', ['pass'])).toBe('');
    expect(reversiOpening('en', ['j10', 'f5'])).toBe('');
  });
});

describe.skipIf(!built)('the opening lines', () => {
  let ply: PlyModule;
  beforeAll(async () => {
    ply = await loadWasm();
  });

  it('are legal games from the standard start, and each is found by its own moves', () => {
    const lines = readLines();
    expect(lines.length).toBeGreaterThan(40);
    for (const line of lines) {
      const s = ply.createSession('reversi');
      if (!s) throw new Error('no reversi');
      for (const m of moves(line)) {
        expect(
          s.legalMoves().map((l) => l.input),
          `${line}: ${m}`,
        ).toContain(m);
        expect(s.play(m)).toBe('');
      }
      s.delete();
      expect(reversiOpening('en', moves(line)), line).not.toBe('');
    }
  });
});

// The lines as written in the module (one per table row), read from its source so the test checks every one.
function readLines(): string[] {
  const text = readFileSync(new URL('../src/games/reversi/openings.ts', import.meta.url), 'utf8');
  return [...text.matchAll(/\['(f5[a-h1-8 ]*)', name\(/g)].map((m) => m[1]!);
}
