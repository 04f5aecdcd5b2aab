import { describe, expect, it } from 'vitest';
import { parseGame, replay, serializeGame, type SavedGame } from '../src/persist';

const game: SavedGame = { settings: { mode: 'hvc', human: 0, level: 3 }, moves: ['d3', 'c5'], future: ['f6'] };

/** A session double that accepts a fixed list of moves in order: enough to test replay, no rules. */
function scriptedSession(accepts: string[]) {
  const played: string[] = [];
  return {
    played,
    reset: () => void played.splice(0),
    play: (m: string) => (accepts[played.length] === m ? (played.push(m), '') : 'illegal'),
    undo: () => played.pop() !== undefined,
  };
}

describe('persist', () => {
  it('round-trips a game', () => {
    expect(parseGame(serializeGame(game))).toEqual({ kind: 'ok', game });
  });
  it('nothing saved is not an error', () => {
    expect(parseGame(null)).toEqual({ kind: 'none' });
  });
  it.each(['{', '[]', '{"v":2}', '{"v":1,"settings":{"mode":"x","human":0,"level":3},"moves":[],"future":[]}',
    '{"v":1,"settings":{"mode":"hvc","human":0,"level":9},"moves":[],"future":[]}',
    '{"v":1,"settings":{"mode":"hvc","human":0,"level":3},"moves":[1],"future":[]}'])('rejects %s', (raw) => {
    expect(parseGame(raw).kind).toBe('bad');
  });
  it('replays moves and checks the redo list, leaving it unplayed', () => {
    const s = scriptedSession(['d3', 'c5', 'f6']);
    expect(replay(s, game)).toBe(true);
    expect(s.played).toEqual(['d3', 'c5']);
  });
  it('an illegal saved move resets the session', () => {
    const s = scriptedSession(['d3', 'e6']);
    expect(replay(s, game)).toBe(false);
    expect(s.played).toEqual([]);
  });
});
