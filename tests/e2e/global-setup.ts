import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// The same dependency-free server that scripts/serve.sh uses, here under a sub-path as on GitHub Pages.
import { startServer } from '../../scripts/serve.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = path.resolve(process.env.PLY_SITE_DIST ?? path.join(here, '../../site/dist'));
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${root}/index.html is missing: build the site first (cd site && npm run build)`);
  }
  // A site built without the engine would fail every spec for a reason far from its cause.
  const wasm = fs
    .readdirSync(root, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.wasm'));
  if (wasm.length === 0) {
    throw new Error(`${root} has no .wasm module: build the wasm preset, then the site`);
  }
  const { server, url } = await startServer({ root, port: 0, host: '127.0.0.1', prefix: '/ply/' });
  process.env.PLY_BASE_URL = url;
  console.log(`[e2e] serving ${root} at ${url}`);
  return () => new Promise((resolve) => server.close(() => resolve()));
}
