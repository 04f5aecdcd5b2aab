import { beforeAll, describe, expect, it } from 'vitest';
import type { PlyModule } from 'ply-engine';
import { GAMES } from '../src/games';
import { loadWasm, wasmBuilt as built } from './wasm-fixture';

const INFO = {
  started: '2026-12-08',
  players: ['Player', 'Ply · Master'] as const,
  elos: [null, 1860] as const,
  accuracy: [88, 64] as const,
};

describe('the draughts export', () => {
  it("carries the game's date, the players and each side's accuracy as PDN tags, and no Elo of the ladder's own scale", () => {
    const pdn = '[GameType "25"]\n[Result "*"]\n\n1. c3-d4 f6-g5 *\n';
    const out = GAMES.draughts.exportHeader?.(pdn, INFO) ?? '';
    expect(out).toContain('[Date "2026.12.08"]\n');
    expect(out).toContain('[White "Player"]\n[Black "Ply · Master"]\n');
    expect(out).toContain('[WhiteAccuracy "88"]\n[BlackAccuracy "64"]\n[Result "*"]');
    expect(out).not.toContain('Elo');
    expect(out).toMatch(/1\. c3-d4 f6-g5 \*\n$/);
  });
});

describe.skipIf(!built)('the draughts export, read back by the engine', () => {
  let ply: PlyModule;
  beforeAll(async () => {
    ply = await loadWasm();
  });

  it('a game exported with the tags imports again to the same moves', () => {
    const session = ply.createSession('draughts');
    if (!session) throw new Error('no draughts session');
    for (const move of ['c3-d4', 'f6-g5', 'g3-f4']) expect(session.play(move)).toBe('');
    const text = GAMES.draughts.exportHeader?.(session.exportGame(), INFO) ?? '';
    const again = ply.createSession('draughts');
    if (!again) throw new Error('no draughts session');
    expect(again.importGame(text)).toBe('');
    expect(Array.from(again.history(), (m) => m.input)).toEqual(Array.from(session.history(), (m) => m.input));
    session.delete();
    again.delete();
  });
});
