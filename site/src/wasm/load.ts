// The one place that loads the wasm module, for the page and for the search worker.
// `?url` makes Vite emit ply.wasm as an asset with a URL relative to the importing chunk.
import createPly, { type PlyModule } from 'ply-engine';
import wasmUrl from './generated/ply.wasm?url';

export function loadPly(): Promise<PlyModule> {
  return createPly({ locateFile: () => wasmUrl });
}
