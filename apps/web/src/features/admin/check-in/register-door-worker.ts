/**
 * The door's service worker (public/door-sw.js, decision 0042), registered from the door's screen
 * only (the shop's first load carries none of it): it keeps the back office's page and the files
 * it loaded, so /admin/check-in opens again after a reload without a connection. The files this
 * page has loaded already are put in its cache at once (the worker sees the later ones itself),
 * and the app's manifest is linked, so the door can be installed on a phone's home screen.
 */
export const doorCache = 'jegy-door-v1';

export function registerDoorWorker(): void {
  if (!('serviceWorker' in navigator) || typeof caches === 'undefined') return;
  if (!document.querySelector('link[rel="manifest"]')) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/door.webmanifest';
    document.head.append(link);
  }
  navigator.serviceWorker
    .register('/door-sw.js', { scope: '/admin/' })
    .then(async () => {
      const files = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
        .map((url) => url.pathname);
      const cache = await caches.open(doorCache);
      await cache.addAll([...new Set([...files, '/favicon.svg', '/door.webmanifest'])]);
      // The page itself, as the worker will answer it offline.
      const page = await fetch(location.pathname, { credentials: 'same-origin' });
      if (page.ok) await cache.put('/admin/', page);
    })
    .catch(() => {
      // No worker (a private window, http): the door works online, and from its list offline
      // until the page is reloaded.
    });
}
