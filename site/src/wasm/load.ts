// The one place that loads the wasm module, for the page and for the search worker.
// `?url` makes Vite emit ply.wasm as an asset with a URL relative to the importing chunk.
import type { PlyModule } from 'ply-engine';
import { nextTask } from '../next-task';
import wasmUrl from './generated/ply.wasm?url';

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
