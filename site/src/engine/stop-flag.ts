// The shared stop flag: one Int32 in a SharedArrayBuffer, the id of the latest job the page cancelled.
// The worker's search reads it at its budget checks (ply.d.ts PlyModule.shouldStop), so a cancelled
// search ends in its own loop and the worker, with its 64 MiB heap, lives on. SharedArrayBuffer exists
// only where the page is cross-origin isolated (COOP and COEP headers); elsewhere there is no flag and
// the page cancels by terminating the worker.

export interface StopFlag {
  readonly buffer: SharedArrayBuffer;
  /** Asks every job with an id up to `id` to stop. */
  raise(id: number): void;
}

/** A job with this id should stop: the page cancelled it or a later one. */
export function stopRequested(flag: Int32Array, id: number): boolean {
  return Atomics.load(flag, 0) >= id;
}

export function createStopFlag(isolated: boolean = globalThis.crossOriginIsolated === true): StopFlag | null {
  if (!isolated || typeof SharedArrayBuffer !== 'function') return null;
  const buffer = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
  const view = new Int32Array(buffer);
  return {
    buffer,
    raise(id: number): void {
      // Ids only grow, so the flag only ever moves forward.
      if (Atomics.load(view, 0) < id) Atomics.store(view, 0, id);
    },
  };
}
