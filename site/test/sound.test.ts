import { describe, expect, it } from 'vitest';
import { B8, move } from './board';
import { GAMES } from '../src/games';
import { createSound } from '../src/sound';

/** Just enough of an AudioContext to count the tones a sound starts. */
function fakeContext() {
  const started: number[] = [];
  const param = { setValueAtTime() {}, exponentialRampToValueAtTime() {} };
  const node = () => ({ connect: (next: unknown) => next });
  const context = {
    state: 'running',
    currentTime: 0,
    destination: {},
    createGain: () => ({ ...node(), gain: param }),
    createOscillator: () => ({
      ...node(),
      type: 'sine',
      frequency: param,
      start: (at: number) => started.push(at),
      stop() {},
    }),
  };
  return { started, make: () => context as unknown as AudioContext };
}

describe('sound', () => {
  it('is silent until it is turned on, and makes no AudioContext before', () => {
    let made = 0;
    const fake = fakeContext();
    const sound = createSound(() => {
      made++;
      return fake.make();
    });
    sound.play('move');
    expect(made).toBe(0);
    sound.enabled = true;
    sound.play('move');
    sound.play('capture');
    expect(made).toBe(1);
    expect(fake.started.length).toBe(3);
  });
  it('goes on silently where the browser has no Web Audio', () => {
    const sound = createSound(() => null);
    sound.enabled = true;
    expect(() => sound.play('end')).not.toThrow();
  });
  it('a chess move sounds as a check, a capture or a move; a draughts capture as a capture', () => {
    expect(GAMES.chess.moveSound?.(move('d1h5', B8, 'Qh5+'))).toBe('check');
    expect(GAMES.chess.moveSound?.({ ...move('h5f7', B8, 'Qxf7#'), capture: true })).toBe('check');
    expect(GAMES.chess.moveSound?.({ ...move('e4d5', B8, 'exd5'), capture: true })).toBe('capture');
    expect(GAMES.chess.moveSound?.(move('e1g1', B8, 'O-O'))).toBe('move');
    expect(GAMES.draughts.moveSound?.(move('c3:e5:c7', B8, 'c3:c7'))).toBe('capture');
    expect(GAMES.draughts.moveSound?.(move('c3-d4'))).toBe('move');
    expect(GAMES.reversi.moveSound).toBeUndefined();
  });
});
