/*
 * The door's service worker (decision 0042), scope /admin/: the back office opens again after a
 * reload without a connection. A page is asked of the network first and kept; without an answer
 * the kept page is served (the app is one page). The built files (/assets/, hashed, never
 * changing) are served from the cache first and kept as they are fetched. The API is never
 * touched: the door keeps its own list and admissions.
 */
const cacheName = 'jegy-door-v1';
const shell = '/admin/';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('jegy-door-') && name !== cacheName)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

async function page(request) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(shell, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(shell);
    if (kept) return kept;
    throw error;
  }
}

async function file(request) {
  const cache = await caches.open(cacheName);
  const kept = await cache.match(request, { ignoreSearch: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request));
    return;
  }
  if (
    url.pathname.startsWith('/assets/') ||
    url.pathname === '/favicon.svg' ||
    url.pathname === '/door.webmanifest'
  ) {
    event.respondWith(file(request));
  }
});
