// What the search worker may use of the device: threads and the search table's memory. The defaults follow
// lichess's: every core but one for the page, and a table sized by the kind of device (iOS gives a page the
// least memory, phones and tablets more, desktops most). The player can change both (the Engine dialog).
// Threads need shared memory: a cross-origin isolated page (its service worker adds the headers, from the
// second visit on) in a browser with WebAssembly threads; elsewhere the worker searches on one thread.

import type { SearchResources } from 'ply-engine';

/** What the worker's sessions are configured with (Session.configure()). */
export type Resources = SearchResources;

/** The table sizes offered, in MB. */
export const TABLE_CHOICES: readonly number[] = [16, 32, 64, 128, 256];
/** The most threads offered, whatever the device says: Lazy SMP gains little beyond, and each is a worker. */
export const MAX_PAGE_THREADS = 16;

export type DeviceKind = 'ios' | 'mobile' | 'desktop';

/** What the page knows of the device (navigator's fields), so tests can pass any. */
export interface Device {
  userAgent: string;
  maxTouchPoints: number;
  hardwareConcurrency: number;
}

export function deviceKind(d: Pick<Device, 'userAgent' | 'maxTouchPoints'>): DeviceKind {
  // iPadOS reports itself as a Mac, with a touch screen.
  if (/iPhone|iPad|iPod/.test(d.userAgent) || (/Macintosh/.test(d.userAgent) && d.maxTouchPoints > 1)) return 'ios';
  if (/Android|Mobile/.test(d.userAgent)) return 'mobile';
  return 'desktop';
}

const DEFAULT_TABLE_MB: Record<DeviceKind, number> = { ios: 32, mobile: 64, desktop: 128 };

/** The cores the device reports, at least 1 (an old browser reports none). */
export function cores(d: Pick<Device, 'hardwareConcurrency'>): number {
  const n = Math.floor(d.hardwareConcurrency);
  return Number.isFinite(n) && n >= 1 ? n : 1;
}

/** The thread counts offered: 1 up to every core (at most MAX_PAGE_THREADS). */
export function threadChoices(d: Pick<Device, 'hardwareConcurrency'>): number[] {
  return Array.from({ length: Math.min(cores(d), MAX_PAGE_THREADS) }, (_, i) => i + 1);
}

export function defaultResources(d: Device): Resources {
  return { threads: Math.max(1, Math.min(cores(d) - 1, MAX_PAGE_THREADS)), tableMb: DEFAULT_TABLE_MB[deviceKind(d)] };
}

/** The player's choices where they fit this device, else the device's defaults. */
export function chosenResources(saved: Partial<Resources>, d: Device): Resources {
  const fallback = defaultResources(d);
  const threads = saved.threads;
  const tableMb = saved.tableMb;
  return {
    threads: threads !== undefined && threadChoices(d).includes(threads) ? threads : fallback.threads,
    tableMb: tableMb !== undefined && TABLE_CHOICES.includes(tableMb) ? tableMb : fallback.tableMb,
  };
}

/**
 * The threaded module's memory in MB at most: room for a table of each game's session (the worker keeps one
 * per game) beside the module's own 64 MB and the games' data, within the 1 GB the module allows. A shared
 * memory reserves its maximum up front, which iOS refuses when it is large.
 */
export function memoryMaximumMb(r: Resources): number {
  return Math.min(1024, 192 + 4 * r.tableMb);
}

/** A module of one function using a 128-bit SIMD instruction (i8x16.popcnt): valid where the browser has SIMD. */
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11,
]);

/**
 * Whether this page can run the threaded module: shared memory (cross-origin isolation), WebAssembly
 * threads and SIMD (the threaded module evaluates chess's network with it). A browser without them, or the
 * first visit before the service worker isolates the page, cannot.
 */
export function threadsPossible(scope: { crossOriginIsolated?: boolean } = globalThis): boolean {
  if (scope.crossOriginIsolated !== true || typeof SharedArrayBuffer !== 'function') return false;
  if (!WebAssembly.validate(SIMD_PROBE)) return false;
  try {
    return new WebAssembly.Memory({ initial: 1, maximum: 1, shared: true }).buffer instanceof SharedArrayBuffer;
  } catch {
    return false;
  }
}
