import { describe, expect, it } from 'vitest';
import type { DataFile, PlyModule } from 'ply-engine';
import { loadGameData } from '../src/wasm/data';

const WEIGHTS: DataFile = { name: 'weights', file: 'reversi/weights/pattern8.weights', bytes: 3, hash: '0' };
const BOOK: DataFile = { name: 'book', file: 'reversi/weights/book.bin', bytes: 3, hash: '0' };

/** A module declaring `files` for reversi, which refuses what `refuse` says, and keeps what it was handed. */
function fakeModule(files: DataFile[], refuse: (name: string) => string = () => '') {
  const handed: { game: string; name: string; bytes: number[] }[] = [];
  const ply = {
    dataFiles: (game: string) => (game === 'reversi' ? files : []),
    loadData: (game: string, name: string, bytes: Uint8Array) => {
      handed.push({ game, name, bytes: Array.from(bytes) });
      return refuse(name);
    },
  } as unknown as PlyModule;
  return { ply, handed };
}

describe('loadGameData', () => {
  it("hands the module each file of the game's as downloaded, from the URL the site emitted for it", async () => {
    const { ply, handed } = fakeModule([WEIGHTS]);
    const urls: (string | undefined)[] = [];
    const refusals = await loadGameData(ply, 'reversi', async (url) => {
      urls.push(url);
      return new Uint8Array([1, 2, 3]);
    });
    expect(refusals).toEqual([]);
    expect(handed).toEqual([{ game: 'reversi', name: 'weights', bytes: [1, 2, 3] }]);
    expect(urls).toHaveLength(1);
    expect(urls[0]).toMatch(/pattern8\.weights$/);
  });

  it('reports a file the module refuses, with its reason', async () => {
    const { ply } = fakeModule([WEIGHTS], () => 'its hash differs');
    const refusals = await loadGameData(ply, 'reversi', async () => new Uint8Array(3));
    expect(refusals).toEqual([{ game: 'reversi', name: 'weights', kind: 'refused', reason: 'its hash differs' }]);
  });

  it('reports a file that cannot be downloaded as unavailable, and still loads the others', async () => {
    const { ply, handed } = fakeModule([BOOK, WEIGHTS]);
    const refusals = await loadGameData(ply, 'reversi', async (url, file) => {
      if (file === BOOK.file) throw new Error(`${file}: HTTP 404`);
      expect(url).toBeDefined();
      return new Uint8Array(3);
    });
    expect(refusals).toEqual([
      { game: 'reversi', name: 'book', kind: 'unavailable', reason: 'reversi/weights/book.bin: HTTP 404' },
    ]);
    expect(handed.map((h) => h.name)).toEqual(['weights']);
  });

  it('unpacks a gzipped file before handing it to the module, and refuses one that does not unpack', async () => {
    const EGDB: DataFile = { name: 'egdb', file: 'reversi/egdb/tables.pack.gz', bytes: 4, hash: '0' };
    const { ply, handed } = fakeModule([EGDB]);
    const packed = new Blob([new Uint8Array([7, 7, 7, 9])]).stream().pipeThrough(new CompressionStream('gzip'));
    const gz = new Uint8Array(await new Response(packed).arrayBuffer());
    expect(await loadGameData(ply, 'reversi', async () => gz)).toEqual([]);
    expect(handed).toEqual([{ game: 'reversi', name: 'egdb', bytes: [7, 7, 7, 9] }]);
    expect(await loadGameData(ply, 'reversi', async () => new Uint8Array([1, 2, 3]))).toEqual([
      {
        game: 'reversi',
        name: 'egdb',
        kind: 'refused',
        reason: 'reversi/egdb/tables.pack.gz: damaged (it does not unpack)',
      },
    ]);
  });

  it('fetches nothing for a game without data files', async () => {
    const { ply } = fakeModule([WEIGHTS]);
    expect(await loadGameData(ply, 'draughts', () => Promise.reject(new Error('fetched')))).toEqual([]);
  });
});
