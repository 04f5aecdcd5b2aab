// The last move's highlight is derived from the Session, so it is the same after a reload: the history's
// short form is matched to the full path it stands for, and passes are skipped.
import { describe, expect, it } from 'vitest';
import { lastMovePath } from '../src/game-controller';
import { B8, sq } from './board';
import { FakeSession } from './fake-session';

describe('lastMovePath', () => {
  it('gives the full capture path of a move the history writes short', () => {
    // The Session lists full paths but writes history in the shortest form: played 'c3:e5:c7' reads 'c3:c7'.
    const short = (move: string) => move.replace(/:.*:/, ':');
    const session = new FakeSession(B8, (played) => (played.length === 0 ? ['c3:e5:c7', 'c3:e5:g7'] : ['f8-e7']), short);
    session.play('c3:e5:c7');
    expect(session.history()).toEqual(['c3:c7']);
    expect(lastMovePath(session, B8)).toEqual(['c3', 'e5', 'c7'].map(sq));
    expect(session.history()).toEqual(['c3:c7']);
  });
  it('skips passes back to the last move that named a square, and leaves the game as it was', () => {
    const session = new FakeSession(B8, () => ['d3', 'pass']);
    for (const m of ['d3', 'pass', 'pass']) session.play(m);
    expect(lastMovePath(session, B8)).toEqual([sq('d3')]);
    expect(session.history()).toEqual(['d3', 'pass', 'pass']);
  });
  it('is empty at the start and when only passes were played', () => {
    const session = new FakeSession(B8, () => ['pass']);
    expect(lastMovePath(session, B8)).toEqual([]);
    session.play('pass');
    expect(lastMovePath(session, B8)).toEqual([]);
  });
});
