// What the engine may use of the device: threads and the table's size, by default and as chosen.
import { describe, expect, it } from 'vitest';
import {
  chosenResources,
  defaultResources,
  deviceKind,
  memoryMaximumMb,
  threadChoices,
  threadsPossible,
} from '../src/wasm/resources';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IPAD_AS_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';
const LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

describe('the engine’s resources', () => {
  it('tells iOS (an iPad calling itself a Mac included), phones and desktops apart', () => {
    expect(deviceKind({ userAgent: IPHONE, maxTouchPoints: 5 })).toBe('ios');
    expect(deviceKind({ userAgent: IPAD_AS_MAC, maxTouchPoints: 5 })).toBe('ios');
    expect(deviceKind({ userAgent: IPAD_AS_MAC, maxTouchPoints: 0 })).toBe('desktop');
    expect(deviceKind({ userAgent: ANDROID, maxTouchPoints: 5 })).toBe('mobile');
    expect(deviceKind({ userAgent: LINUX, maxTouchPoints: 0 })).toBe('desktop');
  });

  it('by default: every core but one (at least one, at most 16), and a table by the kind of device', () => {
    expect(defaultResources({ userAgent: IPHONE, maxTouchPoints: 5, hardwareConcurrency: 6 })).toEqual({
      threads: 5,
      tableMb: 32,
    });
    expect(defaultResources({ userAgent: ANDROID, maxTouchPoints: 5, hardwareConcurrency: 8 })).toEqual({
      threads: 7,
      tableMb: 64,
    });
    expect(defaultResources({ userAgent: LINUX, maxTouchPoints: 0, hardwareConcurrency: 2 })).toEqual({
      threads: 1,
      tableMb: 128,
    });
    expect(defaultResources({ userAgent: LINUX, maxTouchPoints: 0, hardwareConcurrency: 64 })).toEqual({
      threads: 16,
      tableMb: 128,
    });
    expect(defaultResources({ userAgent: LINUX, maxTouchPoints: 0, hardwareConcurrency: 0 })).toEqual({
      threads: 1,
      tableMb: 128,
    });
  });

  it('offers 1 up to every core, and keeps a choice only where it fits this device', () => {
    const laptop = { userAgent: LINUX, maxTouchPoints: 0, hardwareConcurrency: 4 };
    expect(threadChoices(laptop)).toEqual([1, 2, 3, 4]);
    expect(chosenResources({ threads: 4, tableMb: 32 }, laptop)).toEqual({ threads: 4, tableMb: 32 });
    expect(chosenResources({ threads: 8, tableMb: 48 }, laptop)).toEqual({ threads: 3, tableMb: 128 });
    expect(chosenResources({}, laptop)).toEqual(defaultResources(laptop));
  });

  it('sizes the threaded module’s memory for four games’ tables, within its 1 GB', () => {
    expect(memoryMaximumMb({ threads: 2, tableMb: 32 })).toBe(320);
    expect(memoryMaximumMb({ threads: 2, tableMb: 256 })).toBe(1024);
  });

  it('needs a cross-origin isolated page for threads', () => {
    expect(threadsPossible({ crossOriginIsolated: false })).toBe(false);
    expect(threadsPossible({})).toBe(false);
  });
});
