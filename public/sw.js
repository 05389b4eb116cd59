// The service worker: makes the tester work offline and installable.
//
// On install it caches every file of the build (the list below is written by
// scripts/precache.mjs, a trunk post_build hook, from the files trunk staged:
// index.html, the hashed wasm/js/css, icons, manifest…), under a cache name
// that includes the build's hash. Requests are answered from that cache
// first; navigations inside the app's folder get the cached page.
//
// A new deployment changes this file (new hash, new list), so the browser
// installs the new worker next to the old one. The first install takes over
// at once; an update waits until the page asks for it ("Reload" in the app,
// see boot.js), so an open page never runs against half-replaced files.
// Only this app's caches for this scope are ever deleted: several
// deployments can share one origin under different paths.

// @precache-start (replaced at build time)
const BUILD = 'unbuilt';
const PRECACHE = ['./'];
// @precache-end

const SCOPE = new URL('./', self.location).href;
const PREFIX = `robots-tester ${SCOPE} `;
const CACHE = PREFIX + BUILD;
const SHELL = SCOPE; // the page itself is cached as "./"
// trunk's hashed names: name-0123456789abcdef.css, …_bg.wasm (the hash is
// a u64 in hex without leading zeros: sometimes fewer than 16 digits)
const HASHED = /-[0-9a-f]{1,16}(_bg)?\.(js|wasm|css)$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // Hashed files never change, so the copies the page just loaded (in
      // the HTTP cache) will do; the others are revalidated with the server
      // so that they match this build.
      await cache.addAll(
        PRECACHE.map((p) => new Request(new URL(p, SCOPE), { cache: HASHED.test(p) ? 'default' : 'no-cache' })),
      );
      if (!self.registration.active) await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // The app is one page: its folder and its index.html, whatever the query.
    const path = url.origin + url.pathname;
    if (path === SCOPE || path === SCOPE + 'index.html') {
      event.respondWith(fromCache(SHELL, request));
    }
    return;
  }
  event.respondWith(fromCache(request, request));
});

// The cached response for `key`, else the network's answer to `request`.
async function fromCache(key, request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(key);
  return hit || fetch(request);
}
