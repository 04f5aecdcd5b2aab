/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, type Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const generated = fileURLToPath(new URL('./src/wasm/generated/ply.mjs', import.meta.url));

/**
 * The games' data files: the files the engine declares for the page, which its build copies under
 * src/wasm/generated/data/ (src/wasm/data.ts imports each as a URL). They are emitted into a folder of their
 * own, assets/data/, so the service worker knows them by where they are, whatever their names and kinds.
 */
const DATA_SOURCE = 'src/wasm/generated/data/';
const DATA_ASSETS = 'assets/data/';

/** Where an emitted asset goes: a data file under DATA_ASSETS, anything else where Vite puts it by default. */
function assetFileNames(asset: Rollup.PreRenderedAsset): string {
  const data = asset.originalFileNames.some((file) => file.startsWith(DATA_SOURCE));
  return `${data ? DATA_ASSETS : 'assets/'}[name]-[hash][extname]`;
}

// Cross-origin isolation (SharedArrayBuffer, for the search worker's stop flag: src/engine/stop-flag.ts). The
// published site gets the same headers from its service worker (public/isolation.js).
const isolation = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };

export default defineConfig({
  // A game's page module may read a file of the repository's engine/ folder (?raw).
  server: { headers: isolation, fs: { allow: ['.', '../engine'] } },
  preview: { headers: isolation },
  // Relative URLs everywhere: dist/ must work from / and from any sub-path (GitHub Pages project sites).
  base: './',
  resolve: {
    // Types come from wasm/ply.d.ts through tsconfig "paths"; the code from the wasm build's output.
    alias: { 'ply-engine': generated },
  },
  // The data files are the worker's (it fetches them); the page's own bundle names its assets alike.
  worker: { format: 'es', rollupOptions: { output: { assetFileNames } } },
  // Source maps only on request (PLY_SOURCEMAP=1): the published site does not ship its sources twice.
  build: {
    target: 'es2022',
    sourcemap: process.env.PLY_SOURCEMAP === '1',
    rollupOptions: { output: { assetFileNames } },
  },
  plugins: [
    VitePWA({
      registerType: 'autoUpdate',
      // A file, not an inline script: the Content-Security-Policy (index.html) allows no inline script.
      injectRegister: 'script',
      filename: 'sw.js',
      includeAssets: ['icon.svg', 'apple-touch-icon.png', 'favicon.ico'],
      manifest: {
        name: 'Ply',
        short_name: 'Ply',
        description: 'Classic board games against a strong computer, offline.',
        start_url: './',
        scope: './',
        display: 'standalone',
        background_color: '#15191c',
        theme_color: '#15191c',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,mjs,css,html,wasm,png,svg,ico,webmanifest}'],
        // The data files, whatever their kind, are kept as they are fetched (runtimeCaching), not precached.
        globIgnores: [`${DATA_ASSETS}**`],
        // The engine's .wasm is larger than Workbox's 2 MiB default, and the page is useless offline without it.
        maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
        cleanupOutdatedCaches: true,
        // Runs before Workbox's own code: adds the isolation headers to every response the worker serves.
        importScripts: ['isolation.js'],
        // The games' data files (src/wasm/data.ts, in DATA_ASSETS) are not precached: a game's are fetched when
        // its strong level first needs them, and kept from then on. Their names carry their content's hash, so
        // a kept file is never stale; a new version is a new name, and the old one ages out.
        runtimeCaching: [
          {
            urlPattern: new RegExp(`/${DATA_ASSETS}[^/]+$`),
            handler: 'CacheFirst',
            options: { cacheName: 'ply-data', expiration: { maxEntries: 16 } },
          },
        ],
      },
    }),
  ],
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
  },
});
