// A game is registered on the page by one line in games/index.ts and on the engine's side by one line in
// engine/games.h: the two lists must name the same games, or a game is half added; and the page has words
// for every variant the engine declares.
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

  it.skipIf(!wasmBuilt)(
    'shows every variant the engine declares: a label for each choice and value, in its order',
    async () => {
      const ply = await loadWasm();
      for (const id of GAME_IDS) {
        const session = ply.createSession(id);
        if (!session) throw new Error(`no ${id}`);
        const engine = session.variants().map((c) => [c.id, [...c.values]]);
        session.delete();
        const page = (GAMES[id].variants?.options ?? []).map((o) => [o.id, o.choices.map((c) => c.value)]);
        expect(page, id).toEqual(engine);
        for (const option of GAMES[id].variants?.options ?? []) {
          for (const text of [option.label, ...option.choices.map((c) => c.label)]) {
            expect(text.en, `${id} ${option.id}`).not.toBe('');
            expect(text.ru, `${id} ${option.id}`).not.toBe('');
          }
        }
      }
    },
  );
});
