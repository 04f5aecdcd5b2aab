// The one place that loads the wasm module, for the page and for the search worker.
// `?url` makes Vite emit ply.wasm as an asset with a URL relative to the importing chunk.
import type { PlyModule, PlyModuleOptions } from 'ply-engine';
import { nextTask } from '../next-task';
import { memoryMaximumMb, type Resources } from './resources';
import wasmUrl from './generated/ply.wasm?url';
// The threaded module's three files are assets, not bundled: each worker of its pool imports the glue by
// its URL, so the glue must be the file Emscripten wrote, at a URL the pool's workers can load.
import threadsGlueUrl from './generated/ply-threads.mjs?url';
import threadsWasmUrl from './generated/ply-threads.wasm?url';
import threadsWorkerUrl from './generated/ply-threads.worker.js?url&no-inline';

/**
 * The module's bytes as they download. The page starts the download at once and hands the stream to the
 * search worker, which compiles it: the download does not wait for the worker to start.
 */
export function downloadWasm(): ReadableStream<Uint8Array> {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  fetch(wasmUrl)
    .then((response) => {
      if (!response.ok || !response.body) throw new Error(`${wasmUrl}: HTTP ${response.status}`);
      return response.body.pipeTo(writable);
    })
    .catch((err: unknown) => writable.abort(err).catch(() => {}));
  return readable;
}

/**
 * Compiles the module from `bytes` (downloadWasm's stream) if given, else from its own download; streaming
 * where the server sends application/wasm, else from the whole file. A failed stream falls back to a download.
 */
export function compileWasm(bytes?: ReadableStream<Uint8Array>): Promise<WebAssembly.Module> {
  const whole = (): Promise<WebAssembly.Module> =>
    fetch(wasmUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`${wasmUrl}: HTTP ${response.status}`);
        return response.arrayBuffer();
      })
      .then((bytes) => WebAssembly.compile(bytes));
  if (typeof WebAssembly.compileStreaming !== 'function') return whole();
  const downloaded = (): Promise<WebAssembly.Module> => WebAssembly.compileStreaming(fetch(wasmUrl)).catch(whole);
  if (!bytes) return downloaded();
  const given = new Response(bytes, { headers: { 'Content-Type': 'application/wasm' } });
  return WebAssembly.compileStreaming(given).catch(downloaded);
}

/**
 * Instantiates the compiled module and runs its start. The page passes the module the search worker
 * compiled (engine.ts), so its main thread does no compiling. Emscripten's JavaScript glue is a chunk of
 * its own, loaded while the module compiles: the page's first script is smaller. The glue's set-up, the
 * instantiation and the module's start (its constructors, Embind's registrations) each run in a task of
 * their own: in one promise chain they were one long task on the page's main thread.
 */
export async function loadPly(compiled: Promise<WebAssembly.Module> = compileWasm()): Promise<PlyModule> {
  const [{ default: createPly }, module] = await Promise.all([import('ply-engine'), compiled]);
  return new Promise<PlyModule>((resolve, reject) => {
    createPly({
      locateFile: () => wasmUrl,
      instantiateWasm(imports, receive) {
        nextTask()
          .then(() => WebAssembly.instantiate(module, imports))
          .then(async (instance) => {
            await nextTask();
            receive(instance, module);
          })
          .catch(reject);
        return {};
      },
    }).then(resolve, reject);
  });
}

/** The threaded module's memory starts at the 64 MB its build asks for. */
const THREADS_INITIAL_MB = 64;
const PAGE_BYTES = 65536;
/** A threaded module not started by then is given up (the single-threaded one is used). */
const THREADS_START_MS = 20000;

/**
 * The threaded module (ply-threads.mjs), for the search worker where threadsPossible(): its pool holds
 * `threads - 1` workers, made before the promise resolves, and its memory is shared, its maximum sized for
 * the table (memoryMaximumMb). Rejects where the browser refuses the memory or a worker (the caller then
 * uses the single-threaded module).
 */
export async function loadPlyThreads(resources: Resources): Promise<PlyModule> {
  // Emscripten 3.1.6's threaded module never starts with an empty pool.
  if (resources.threads < 2) throw new Error('the threaded module needs two threads or more');
  const glue = new URL(threadsGlueUrl, import.meta.url).href;
  const wasm = new URL(threadsWasmUrl, import.meta.url).href;
  const worker = new URL(threadsWorkerUrl, import.meta.url).href;
  const [{ default: createPly }, module] = await Promise.all([
    import(/* @vite-ignore */ glue) as Promise<{ default: (options?: PlyModuleOptions) => Promise<PlyModule> }>,
    WebAssembly.compileStreaming(fetch(wasm)).catch(() =>
      fetch(wasm)
        .then((r) => r.arrayBuffer())
        .then((bytes) => WebAssembly.compile(bytes)),
    ),
  ]);
  const wasmMemory = new WebAssembly.Memory({
    initial: (THREADS_INITIAL_MB << 20) / PAGE_BYTES,
    maximum: (memoryMaximumMb(resources) << 20) / PAGE_BYTES,
    shared: true,
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new Promise<PlyModule>((resolve, reject) => {
    // A pool worker that cannot load (a header, a refused worker) leaves the module waiting for ever.
    timer = setTimeout(() => reject(new Error('the threaded module did not start')), THREADS_START_MS);
    createPly({
      plyThreadPool: resources.threads - 1,
      wasmMemory,
      mainScriptUrlOrBlob: glue,
      locateFile: (file) => (file.endsWith('.worker.js') ? worker : wasm),
      instantiateWasm(imports, receive) {
        WebAssembly.instantiate(module, imports)
          .then((instance) => receive(instance, module))
          .catch(reject);
        return {};
      },
    }).then(resolve, reject);
  }).finally(() => clearTimeout(timer));
}
