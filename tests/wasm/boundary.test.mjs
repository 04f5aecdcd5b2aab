// The module's boundary under abuse: every call that takes input, made 100,000 times with bad input, is
// rejected as it should be (an Error thrown, or the error string or null the method returns) and leaves the
// module as good as new; so do 100,000 progress callbacks and stop checks that throw, and a heap filled
// with prepared sessions. Built without exception support, an exception that passed through the engine's
// C++ frames once left the wasm stack pointer behind: a few thousand such calls corrupted the module
// ("memory access out of bounds", "Aborted()", a hang, createSession returning null).
// The calls run in a worker thread (boundary-abuse.mjs), which is stopped if a case hangs.
//   node --test tests/wasm/
import assert from 'node:assert/strict';
import { Worker } from 'node:worker_threads';
import { after, before, describe, test } from 'node:test';
import { CASES, ROUNDS } from './boundary-abuse.mjs';

// Far more than a case takes (seconds), far less than forever.
const CASE_TIMEOUT_MS = 180_000;

let worker;
let dead = null; // why the worker can run no more cases
let pending = null; // {resolve} of the case running
before(async () => {
  worker = new Worker(new URL('./boundary-abuse.mjs', import.meta.url));
  const ready = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  worker.on('error', (error) => {
    dead = `the worker failed: ${error.stack ?? error}`;
    pending?.resolve({ ok: false, error: dead });
  });
  worker.on('exit', (code) => {
    dead ??= `the worker exited (${code})`;
    pending?.resolve({ ok: false, error: dead });
  });
  await ready;
});
after(async () => {
  await worker?.terminate();
});

function run(name) {
  if (dead) return Promise.resolve({ ok: false, error: `not run: ${dead}` });
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      dead = `'${name}' hung for ${CASE_TIMEOUT_MS / 1000} s (the module is corrupt)`;
      resolve({ ok: false, error: dead });
      worker.terminate();
    }, CASE_TIMEOUT_MS);
    pending = {
      resolve: (reply) => {
        clearTimeout(timer);
        pending = null;
        resolve(reply);
      },
    };
    worker.once('message', (reply) => pending?.resolve(reply));
    worker.postMessage(name);
  });
}

describe(`${ROUNDS.toLocaleString('en')} rejected calls of each kind, a full heap, and the module after them`, () => {
  for (const [name] of CASES) {
    test(name, async () => {
      const reply = await run(name);
      if (!reply.ok) assert.fail(reply.error);
    });
  }
});
