// The games' data files (ply.d.ts: DataFile) for the search worker. The engine's build copies each file a game
// declares for the page (cmake/data_files.cmake: PAGE) into ./generated/data/, under its path below engine/;
// Vite emits each as an asset whose name carries its content's hash, at a URL relative to the worker's chunk
// (vite.config.ts: base './'), so a fork served from any sub-path finds it and a new version of a file is a new
// URL. The service worker keeps each one once fetched (vite.config.ts: runtimeCaching), for offline play.
// Nothing here runs at page load: the worker loads a game's files when its strong level, hints or review
// first need them.
import type { PlyModule } from 'ply-engine';

const GENERATED = './generated/data/';

/**
 * The emitted URL of each data file, by its path under engine/ ('reversi/weights/pattern8.weights',
 * 'draughts/egdb/egdb4.pack.gz'): the module's dataFiles() name them so.
 */
const URLS: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('./generated/data/**', { query: '?url', import: 'default', eager: true }),
  ).map(([path, url]) => [path.slice(GENERATED.length), url]),
);

/**
 * A data file the game goes without: `unavailable` when it could not be downloaded (offline before its first
 * use), `refused` when the module would not take it (damaged, truncated, another version). The game's strong
 * level then plays its hand-written evaluation.
 */
export interface DataRefusal {
  game: string;
  name: string;
  kind: 'unavailable' | 'refused';
  reason: string;
}

async function download(url: string | undefined, file: string): Promise<Uint8Array> {
  if (url === undefined) throw new Error(`${file} is not part of this site`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** A file stored gzipped ('.gz': draughts' endgame databases) unpacked by the browser as it arrives. */
async function unpacked(bytes: Uint8Array, file: string): Promise<Uint8Array> {
  if (!file.endsWith('.gz')) return bytes;
  const stream = new Blob([new Uint8Array(bytes)]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Downloads the game's data files and hands each to the module; what it had to go without. */
export async function loadGameData(
  ply: PlyModule,
  game: string,
  fetchFile: (url: string | undefined, file: string) => Promise<Uint8Array> = download,
): Promise<DataRefusal[]> {
  const refusals: DataRefusal[] = [];
  for (const { name, file } of ply.dataFiles(game)) {
    let bytes: Uint8Array;
    try {
      bytes = await fetchFile(URLS[file], file);
    } catch (err) {
      refusals.push({ game, name, kind: 'unavailable', reason: err instanceof Error ? err.message : String(err) });
      continue;
    }
    try {
      bytes = await unpacked(bytes, file);
    } catch {
      refusals.push({ game, name, kind: 'refused', reason: `${file}: damaged (it does not unpack)` });
      continue;
    }
    const reason = ply.loadData(game, name, bytes);
    if (reason) refusals.push({ game, name, kind: 'refused', reason });
  }
  return refusals;
}
