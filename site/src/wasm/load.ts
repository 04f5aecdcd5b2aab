// The one place that loads the wasm module, for the page and for the search worker.
// `?url` makes Vite emit ply.wasm as an asset with a URL relative to the importing chunk.
import createPly, { type PlyModule } from 'ply-engine';
import { nextTask } from '../next-task';
import wasmUrl from './generated/ply.wasm?url';

/** Streaming where the server sends application/wasm, else from the whole file. */
function compile(): Promise<WebAssembly.Module> {
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
 * The compile's end, the instantiation and the module's start (its constructors, Embind's registrations)
 * each run in a task of their own: in one promise chain they were one long task on the page's main thread.
 */
export function loadPly(): Promise<PlyModule> {
  return new Promise<PlyModule>((resolve, reject) => {
    createPly({
      locateFile: () => wasmUrl,
      instantiateWasm(imports, receive) {
        compile()
          .then(async (module) => {
            await nextTask();
            const instance = await WebAssembly.instantiate(module, imports);
            await nextTask();
            receive(instance, module);
          })
          .catch(reject);
        return {};
      },
    }).then(resolve, reject);
  });
}
