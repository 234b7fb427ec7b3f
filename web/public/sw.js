// The service worker: keeps every file of the build in a cache so the app starts with the
// network off. The build (vite.config.ts, plugin catapult-precache) fills in BUILD, a hash of
// the build's files, and FILES, every file of the build; an unbuilt copy precaches nothing.
const BUILD = '__BUILD__';
const FILES = ['__FILES__'];
const PREFIX = 'catapult-';
const CACHE = PREFIX + BUILD;

/** The absolute URL of a file of the build (paths are relative to this worker's folder). */
const urlOf = (file) => new URL(file, self.registration.scope).href;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const files = FILES.filter((file) => file !== '__FILES__');
      const cache = await caches.open(CACHE);
      // A fresh copy of each file, not the browser's HTTP cache, so the build is consistent.
      await cache.addAll(files.map((file) => new Request(urlOf(file), { cache: 'reload' })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

// Cache first for the app's own files; anything else (or a file the build lacks) goes to the
// network. A page navigation that misses (say ./?game=3) gets the app's start page.
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const hit = await cache.match(request, { ignoreSearch: request.mode === 'navigate' });
      if (hit) return hit;
      try {
        return await fetch(request);
      } catch (error) {
        if (request.mode === 'navigate') {
          const start = await cache.match(urlOf('./'));
          if (start) return start;
        }
        throw error;
      }
    })(),
  );
});
