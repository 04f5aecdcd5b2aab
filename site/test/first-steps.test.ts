import { describe, expect, it } from 'vitest';
import { showsHowTo, showsTapHelp } from '../src/panels/first-steps';
import { initialState, type Settings } from '../src/state/state';

const ready = (settings: Settings, moves: string[]) => ({ ...initialState('gomoku', settings), ready: true, moves });
const hvc = (human: 0 | 1): Settings => ({ mode: 'hvc', human, level: 3, options: {} });

describe("a new player's first steps", () => {
  it('how to play shows on a game not yet begun, not once a move is made or while looking back', () => {
    expect(showsHowTo(ready(hvc(0), []))).toBe(true);
    expect(showsHowTo(ready(hvc(0), ['h8']))).toBe(false);
    expect(showsHowTo({ ...ready(hvc(0), []), ready: false })).toBe(false);
  });
  it('the two taps are explained on a touch screen until a person has placed a stone', () => {
    expect(showsTapHelp(ready(hvc(0), []), true, true)).toBe(true);
    expect(showsTapHelp(ready(hvc(0), ['h8']), true, true)).toBe(false);
    // Playing White: the computer's first stone is not the player's.
    expect(showsTapHelp(ready(hvc(1), ['h8']), true, true)).toBe(true);
    expect(showsTapHelp(ready(hvc(1), ['h8', 'h9']), true, true)).toBe(false);
    expect(showsTapHelp(ready({ ...hvc(0), mode: 'hvh' }, ['h8']), true, true)).toBe(false);
    expect(showsTapHelp(ready({ ...hvc(0), mode: 'cvc' }, []), true, true)).toBe(false);
    // A mouse, or a game that places at once.
    expect(showsTapHelp(ready(hvc(0), []), true, false)).toBe(false);
    expect(showsTapHelp(ready(hvc(0), []), false, true)).toBe(false);
  });
});
