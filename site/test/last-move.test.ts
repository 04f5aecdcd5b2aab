// The last move's highlight is read from the moves the Session describes, so it is the same after a reload:
// a move's full path (even where its written form is short), passes skipped, and the Session left alone.
import { describe, expect, it } from 'vitest';
import { lastPath } from '../src/state/moves';
import { B8, move, sq } from './board';
import { FakeSession } from './fake-session';

describe('lastPath', () => {
  it('gives the full capture path of a move the history writes short', () => {
    expect(lastPath([move('c3:e5:c7', B8, 'c3:c7')])).toEqual(['c3', 'e5', 'c7'].map(sq));
  });
  it('skips passes back to the last move that named a square', () => {
    expect(lastPath([move('d3'), move('pass'), move('pass')])).toEqual([sq('d3')]);
  });
  it('is empty at the start and when only passes were played', () => {
    expect(lastPath([])).toEqual([]);
    expect(lastPath([move('pass')])).toEqual([]);
  });
  it('reads the history as the Session gives it, without playing on the Session', () => {
    const short = (m: string) => m.replace(/:.*:/, ':');
    const session = new FakeSession(
      B8,
      (played) => (played.length === 0 ? ['c3:e5:c7', 'c3:e5:g7'] : ['f8-e7']),
      short,
    );
    session.play('c3:c7');
    const played = session.history();
    expect(played.map((m) => m.written)).toEqual(['c3:c7']);
    expect(lastPath(played)).toEqual(['c3', 'e5', 'c7'].map(sq));
  });
});
