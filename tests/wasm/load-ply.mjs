// Loads the Emscripten ES6 build (build/wasm/ply.mjs + ply.wasm) in Node, or its threaded twin
// (ply-threads.mjs + .wasm + .worker.js: loadPly(dir, {threads: pool})).
//
// Emscripten 3.1.6's ES6 output still reaches for CommonJS globals when it runs under Node (`__dirname` to find
// the .wasm, `require('fs')`/`require('path')` for its file helpers), and those do not exist in an ES module.
// We define them before importing, and hand over the .wasm bytes so the loader never has to find the file.
// A current Emscripten needs none of this; the extra options are harmless there.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoDir = path.resolve(here, '../..');
export const wasmBuildDir = path.resolve(process.env.PLY_WASM_DIR ?? path.join(repoDir, 'build/wasm'));

/**
 * The module, from `dir`. With `threadPool` (a number of workers), the threaded module with a pool that
 * large: its workers keep Node running until stopThreads(ply).
 */
export async function loadPly(dir = wasmBuildDir, { threadPool } = {}) {
  const name = threadPool === undefined ? 'ply' : 'ply-threads';
  const script = path.join(dir, `${name}.mjs`);
  const binary = path.join(dir, `${name}.wasm`);
  for (const file of [script, binary]) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the wasm preset first`);
  }
  globalThis.__dirname ??= dir;
  globalThis.__filename ??= script;
  globalThis.require ??= createRequire(script);
  const { default: createPly } = await import(pathToFileURL(script).href);
  return createPly({
    wasmBinary: fs.readFileSync(binary),
    locateFile: (file) => path.join(dir, file),
    ...(threadPool === undefined ? {} : { plyThreadPool: threadPool }),
  });
}

/** Ends the threaded module's pool, whose workers would keep Node running. */
export function stopThreads(ply) {
  ply.PThread.terminateAllThreads();
}

/**
 * A level of the session's ladder (Session.levels()) for search(): by its name ('greedy', 'max'), or by its
 * number on the five-level ladder before it (the page's levels and old saves: 5 is full strength).
 */
export function level(session, which) {
  const levels = session.levels();
  if (which === 'max') return levels.length;
  const i =
    typeof which === 'number' ? levels.findIndex((l) => l.legacy === which) : levels.findIndex((l) => l.name === which);
  if (i < 0) throw new Error(`no level ${which} in ${levels.map((l) => l.name)}`);
  return i + 1;
}

/** The legal moves' input texts, as play() takes them: ['d3', 'c4', …]. */
export const inputs = (session) => session.legalMoves().map((m) => m.input);

/** The moves played, as written: ['e4', 'e5', 'Nf3', …]. */
export const written = (session) => session.history().map((m) => m.written);
