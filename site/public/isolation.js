// Imported by the service worker (vite.config.ts, workbox.importScripts) before Workbox's own code. GitHub
// Pages sends no Cross-Origin-Opener-Policy or -Embedder-Policy header, so every response this worker
// serves gets them here: once it controls the page (from the second visit on) the page is cross-origin
// isolated, SharedArrayBuffer exists, and a search is stopped by its flag instead of killing its worker.
// Listeners run in the order they were added, so this one wraps respondWith before Workbox calls it.
const ISOLATION = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };

function isolated(response) {
  // Opaque and error responses cannot be rebuilt (and a cross-origin one is none of ours).
  if (!response || response.status === 0 || response.type === 'opaque' || response.type === 'opaqueredirect')
    return response;
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(ISOLATION)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

self.addEventListener('fetch', (event) => {
  const respondWith = event.respondWith.bind(event);
  event.respondWith = (answer) => respondWith(Promise.resolve(answer).then(isolated));
});
