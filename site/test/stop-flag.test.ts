import { describe, expect, it } from 'vitest';
import { createStopFlag, stopRequested } from '../src/engine/stop-flag';

describe('stop flag', () => {
  it('exists only where the page is cross-origin isolated', () => {
    expect(createStopFlag(false)).toBeNull();
    expect(createStopFlag(true)).not.toBeNull();
  });

  it('stops every job up to the latest one cancelled, never a later one', () => {
    const flag = createStopFlag(true)!;
    const view = new Int32Array(flag.buffer);
    expect(stopRequested(view, 1)).toBe(false);
    flag.raise(3);
    expect([1, 2, 3].map((id) => stopRequested(view, id))).toEqual([true, true, true]);
    expect(stopRequested(view, 4)).toBe(false);
    // Cancelling an older job again does not take the flag back.
    flag.raise(2);
    expect(stopRequested(view, 3)).toBe(true);
  });
});
