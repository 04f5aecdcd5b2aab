// Chess's network in the page's module, which carries none compiled in: the module takes the file the page
// hands it, and refuses a damaged one with its reason, keeping what it had. (That the network scores every
// position as natively is the bench's: its "chess searches, network" lines are part of the signature
// scripts/test.sh compares, native against wasm.)
//   node --test tests/wasm/
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, test } from 'node:test';
import { loadPly, repoDir } from './load-ply.mjs';

let ply;
let file;
before(async () => {
  ply = await loadPly();
  const [network] = ply.dataFiles('chess');
  assert.equal(network.name, 'network');
  file = new Uint8Array(fs.readFileSync(path.join(repoDir, 'engine', network.file)));
  assert.equal(network.bytes, file.length);
});

test('the module takes the network file the page hands it', () => {
  assert.equal(ply.loadData('chess', 'network', file), '');
});

test('a truncated or altered network file is refused with its reason', () => {
  assert.match(ply.loadData('chess', 'network', file.subarray(0, file.length - 1)), /net256\.nnue: \d+ bytes, expected \d+ \(truncated\)/);
  const altered = file.slice();
  altered[5000] ^= 1;
  assert.match(ply.loadData('chess', 'network', altered), /its hash differs/);
});
