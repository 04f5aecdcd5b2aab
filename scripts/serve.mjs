#!/usr/bin/env node
// A dependency-free static file server for the built site (site/dist).
//
//   node scripts/serve.mjs [root] [--port N] [--host H] [--prefix /ply/]
//
// `prefix` serves the site under a sub-path, as GitHub Pages does (/<repo>/); everything outside it is
// a 404, so an absolute URL in the build shows up as a broken page instead of passing by accident.
// The end-to-end tests import startServer() from here.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

// Cross-origin isolation: with these the page may use SharedArrayBuffer, which the search worker's stop
// flag needs (site/src/engine/stop-flag.ts). Everything the site loads is its own, so require-corp costs nothing.
export const ISOLATION_HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

export function mimeType(file) {
  return MIME_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

function normalizePrefix(prefix) {
  const trimmed = prefix.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

// The file a URL path names under root, or null when it would leave root.
function resolveFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

async function handle(root, prefix, isolate, req, res) {
  const send = (status, body, headers = {}) => {
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'Method Not Allowed\n', { Allow: 'GET, HEAD' });

  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  if (`${pathname}/` === prefix) return send(301, '', { Location: prefix });
  if (!pathname.startsWith(prefix)) return send(404, 'Not Found\n');

  let file = resolveFile(root, pathname.slice(prefix.length));
  if (!file) return send(403, 'Forbidden\n');
  let info = await stat(file).catch(() => null);
  if (info?.isDirectory()) {
    if (!pathname.endsWith('/')) return send(301, '', { Location: `${pathname}/` });
    file = path.join(file, 'index.html');
    info = await stat(file).catch(() => null);
  }
  if (!info?.isFile()) return send(404, 'Not Found\n');

  res.writeHead(200, {
    'Content-Type': mimeType(file),
    'Content-Length': info.size,
    // Always revalidate: the service worker, not the HTTP cache, is what keeps the site offline.
    'Cache-Control': 'no-cache',
    ...(isolate ? ISOLATION_HEADERS : {}),
  });
  if (req.method === 'HEAD') return res.end();
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}

/**
 * Serves `root` under `prefix` on host:port (port 0 picks a free one), cross-origin isolated unless
 * `isolate` is false (then the page cancels a search by terminating its worker).
 * Resolves to { server, url } once listening; url ends with the prefix.
 */
export function startServer({ root, port = 8080, host = '127.0.0.1', prefix = '/', isolate = true }) {
  const absRoot = path.resolve(root);
  const base = normalizePrefix(prefix);
  const server = http.createServer((req, res) => {
    handle(absRoot, base, isolate, req, res).catch((err) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`Internal Server Error\n${err}\n`);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const { port: actual } = server.address();
      const shownHost = host.includes(':') ? `[${host}]` : host;
      resolve({ server, url: `http://${shownHost}:${actual}${base}` });
    });
  });
}

function parseArgs(argv) {
  const options = {
    root: 'site/dist',
    port: Number(process.env.PORT ?? 8080),
    host: process.env.HOST ?? '127.0.0.1',
    prefix: '/',
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) throw new Error(`${arg} needs a value`);
      return argv[++i];
    };
    if (arg === '--port') options.port = Number(value());
    else if (arg === '--host') options.host = value();
    else if (arg === '--prefix') options.prefix = value();
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else options.root = arg;
  }
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535) {
    throw new Error(`bad port: ${options.port}`);
  }
  return options;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (err) {
    console.error(
      `serve.mjs: ${err.message}\nusage: node scripts/serve.mjs [root] [--port N] [--host H] [--prefix /sub/]`,
    );
    process.exit(2);
  }
  const info = await stat(options.root).catch(() => null);
  if (!info?.isDirectory()) {
    console.error(`serve.mjs: ${options.root} is not a directory (build the site first)`);
    process.exit(1);
  }
  startServer(options).then(
    ({ url }) => {
      const urls = [url.replace('//127.0.0.1:', '//localhost:')];
      // Listening on every interface: name the addresses a phone on the same network can open.
      if (options.host === '0.0.0.0' || options.host === '::') {
        const { port } = new URL(url);
        urls[0] = url.replace(/\/\/[^/]+\//, `//localhost:${port}/`);
        for (const nets of Object.values(networkInterfaces())) {
          for (const net of nets ?? []) {
            if (net.family === 'IPv4' && !net.internal)
              urls.push(url.replace(/\/\/[^/]+\//, `//${net.address}:${port}/`));
          }
        }
      }
      console.log(
        `\n  Ply is served at  ${urls.join('\n                    ')}\n  (serving ${path.resolve(options.root)}; Ctrl+C stops)\n`,
      );
    },
    (err) => {
      const hint = err.code === 'EADDRINUSE' ? ` (choose another port: PORT=${options.port + 1})` : '';
      console.error(`serve.mjs: cannot listen on ${options.host}:${options.port}: ${err.message}${hint}`);
      process.exit(1);
    },
  );
}
