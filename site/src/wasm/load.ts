// The one place that loads the wasm module, for the page and for the search worker.
// `?url` makes Vite emit ply.wasm as an asset with a URL relative to the importing chunk.
import type { PlyModule } from 'ply-engine';
import { nextTask } from '../next-task';
import wasmUrl from './generated/ply.wasm?url';

/** Streaming where the server sends application/wasm, else from the whole file. */
export function compileWasm(): Promise<WebAssembly.Module> {
  const whole = (): Promise<WebAssembly.Module> =>
    fetch(wasmUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`${wasmUrl}: HTTP ${response.status}`);
        return response.arrayBuffer();
      })
      .then((bytes) => WebAssembly.compile(bytes));
  return typeof WebAssembly.compileStreaming === 'function'
    ? WebAssembly.compileStreaming(fetch(wasmUrl)).catch(whole)
    : whole();
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
