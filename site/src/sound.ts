// Move, capture, check and game-end sounds, synthesised with Web Audio (no sound files to license or
// download). Off until the player turns it on; the AudioContext is made on first use, which follows the
// click that turned sound on, as browsers require.

export type SoundKind = 'move' | 'capture' | 'check' | 'end';

export interface Sound {
  enabled: boolean;
  play(kind: SoundKind): void;
}

type Tone = { freq: number; at: number; length: number; gain: number; type: OscillatorType; slide?: number };

/** Each sound as a few short tones: a wooden knock for a move, a doubled sharper one for a capture. */
const TONES: Record<SoundKind, Tone[]> = {
  move: [{ freq: 220, at: 0, length: 0.07, gain: 0.35, type: 'triangle', slide: 0.6 }],
  capture: [
    { freq: 260, at: 0, length: 0.06, gain: 0.35, type: 'triangle', slide: 0.55 },
    { freq: 200, at: 0.055, length: 0.08, gain: 0.3, type: 'triangle', slide: 0.55 },
  ],
  check: [
    { freq: 880, at: 0, length: 0.09, gain: 0.18, type: 'sine' },
    { freq: 1320, at: 0.08, length: 0.14, gain: 0.16, type: 'sine' },
  ],
  end: [
    { freq: 523.25, at: 0, length: 0.16, gain: 0.2, type: 'sine' },
    { freq: 659.25, at: 0.13, length: 0.16, gain: 0.2, type: 'sine' },
    { freq: 783.99, at: 0.26, length: 0.32, gain: 0.2, type: 'sine' },
  ],
};

export function createSound(makeContext: () => AudioContext | null = defaultContext): Sound {
  let context: AudioContext | null = null;
  return {
    enabled: false,
    play(kind) {
      if (!this.enabled) return;
      context ??= makeContext();
      if (!context) return;
      if (context.state === 'suspended') void context.resume();
      const now = context.currentTime;
      for (const tone of TONES[kind]) {
        const osc = context.createOscillator();
        const gain = context.createGain();
        const start = now + tone.at;
        osc.type = tone.type;
        osc.frequency.setValueAtTime(tone.freq, start);
        if (tone.slide) osc.frequency.exponentialRampToValueAtTime(tone.freq * tone.slide, start + tone.length);
        // A quick attack and an exponential decay: a knock, not a beep.
        gain.gain.setValueAtTime(0.0001, start);
        gain.gain.exponentialRampToValueAtTime(tone.gain, start + 0.005);
        gain.gain.exponentialRampToValueAtTime(0.0001, start + tone.length);
        osc.connect(gain).connect(context.destination);
        osc.start(start);
        osc.stop(start + tone.length + 0.02);
      }
    },
  };
}

function defaultContext(): AudioContext | null {
  try {
    return typeof AudioContext === 'function' ? new AudioContext() : null;
  } catch {
    return null;
  }
}
