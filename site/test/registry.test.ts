// A game is registered on the page by one line in games/index.ts and on the engine's side by one line in
// engine/games.h: the two lists must name the same games, or a game is half added.
import { describe, expect, it } from 'vitest';
import { GAMES, GAME_IDS, isGameId } from '../src/games';
import { loadWasm, wasmBuilt } from './wasm-fixture';

describe('the games registry', () => {
  it('names each game by the id its definition carries', () => {
    for (const id of GAME_IDS) expect(GAMES[id].id).toBe(id);
  });

  it('knows its own games and nothing else', () => {
    expect(GAME_IDS.every(isGameId)).toBe(true);
    expect(isGameId('checkers')).toBe(false);
    expect(isGameId('toString')).toBe(false);
  });

  it.skipIf(!wasmBuilt)('lists exactly the games the engine plays, in its order', async () => {
    const ply = await loadWasm();
    expect([...GAME_IDS]).toEqual(ply.games());
  });
});
