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
//
// One tab, one build. Once a tab has switched to a new build, the browser
// hands every other tab of this scope to the new worker too, while they
// still run the old build's page. So:
// - the page asks for the files it loads later (the checking worker's, the
//   language files) with its build in the query (`?build=<hash>`, from the
//   <meta name="robots-tester-build"> that scripts/precache.mjs writes into
//   index.html), and they are answered from that build's cache;
// - a build's cache is deleted only once no tab opened with it is left
//   (which build each tab was opened with is noted when its page is
//   served, or, for the tabs the first install claims, then);
// - only the first install claims the open tabs: an update never takes
//   over a tab it did not serve;
// - a worker deletes only the caches of builds installed before its own
//   (each install notes when it happened, before it fills its cache): the
//   old build's worker, still active while a new one waits, never deletes
//   the waiting build's cache, which would leave the new worker with the
//   old build's page once it takes over;
// - a build's page (and its other files without a hash in their names) is
//   answered only from that build's cache, else from the network, never
//   from another build's cache: only a hashed file, the same bytes under
//   the same name in every build, may come from another build's cache.

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

// Whether this worker is the scope's first (nothing to replace).
let first = false;

// When each build of this scope was installed: a cache of small responses,
// one per build (milliseconds since 1970). A build with none (from a worker
// before builds were noted) counts as the oldest.
const BUILDS = `robots-tester-builds ${SCOPE}`;
const buildKey = (build) => new URL(`.robots-tester-build/${encodeURIComponent(build)}`, SCOPE).href;

async function installedAt(build) {
  const noted = await caches.match(buildKey(build), { cacheName: BUILDS });
  return noted ? Number(await noted.text()) || 0 : 0;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      // Noted first, so that an older worker pruning meanwhile keeps it.
      await (await caches.open(BUILDS)).put(buildKey(BUILD), new Response(String(Date.now())));
      const cache = await caches.open(CACHE);
      // Hashed files never change, so the copies the page just loaded (in
      // the HTTP cache) will do; the others are revalidated with the server
      // so that they match this build.
      await cache.addAll(
        PRECACHE.map((p) => new Request(new URL(p, SCOPE), { cache: HASHED.test(p) ? 'default' : 'no-cache' })),
      );
      if (!self.registration.active) {
        first = true;
        await self.skipWaiting();
      }
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The tabs open before the first install came from the network, as
      // this build: they are taken over. An update takes over nothing.
      if (first) {
        await self.clients.claim();
        for (const c of await self.clients.matchAll({ type: 'window' })) await noteTab(c.id);
      }
      await prune();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'skip-waiting') self.skipWaiting();
});

// Which build each open tab runs: a cache of small responses, one per tab
// (the worker itself may be stopped and started again between requests).
const TABS = `robots-tester-tabs ${SCOPE}`;
const tabKey = (id) => new URL(`.robots-tester-tab/${encodeURIComponent(id)}`, SCOPE).href;

async function noteTab(id) {
  if (!id) return;
  const tabs = await caches.open(TABS);
  await tabs.put(tabKey(id), new Response(BUILD));
}

// Whether an older build's cache may be left to delete: pruning is tried
// again on later requests (a page that reloads is still open while its next
// page is requested, and goes only after).
let due = true;

// Deletes the caches of builds installed before this one that no open tab
// runs, and what is noted of tabs that are gone. A newer build's cache is
// never deleted here (its own worker deletes this one's, once it runs). A
// tab nothing is noted of was opened by a worker from before tabs were
// noted: its build is not known, and it does not keep a cache. Sets `due`.
async function prune() {
  const tabs = await caches.open(TABS);
  const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const live = new Set(open.map((c) => tabKey(c.id)));
  const used = new Set([BUILD]);
  for (const c of open) {
    const noted = await tabs.match(tabKey(c.id));
    if (noted) used.add(await noted.text());
  }
  for (const request of await tabs.keys()) {
    if (!live.has(request.url)) await tabs.delete(request);
  }
  const mine = await installedAt(BUILD);
  const builds = await caches.open(BUILDS);
  due = used.size > 1;
  for (const key of await caches.keys()) {
    if (!key.startsWith(PREFIX)) continue;
    const build = key.slice(PREFIX.length);
    if (used.has(build)) continue;
    if ((await installedAt(build)) < mine) {
      await caches.delete(key);
      await builds.delete(buildKey(build));
    }
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // The app is one page: its folder and its index.html, whatever the query.
    const path = url.origin + url.pathname;
    if (path === SCOPE || path === SCOPE + 'index.html') {
      event.respondWith(fromCache(SHELL, request, BUILD));
      // The new tab runs this build; tabs that are gone free their builds.
      event.waitUntil(noteTab(event.resultingClientId).then(prune));
    }
    return;
  }
  // A file the page loads later names the page's build.
  const build = url.searchParams.get('build');
  url.searchParams.delete('build');
  event.respondWith(fromCache(url.href, request, build));
  if (due) event.waitUntil(prune());
});

// The cached response for `key` in `build`'s cache (this build's if it is
// not there), else, for a hashed file only, in any of this scope's caches
// (the same bytes in every build), else the network's answer to `request`.
// Never another build's page or unhashed file: one tab, one build.
async function fromCache(key, request, build) {
  const own = build && build !== BUILD && (await caches.has(PREFIX + build)) ? PREFIX + build : CACHE;
  let hit = await caches.match(key, { cacheName: own });
  if (!hit && HASHED.test(new URL(key).pathname)) {
    for (const name of await caches.keys()) {
      if (!name.startsWith(PREFIX)) continue;
      hit = await caches.match(key, { cacheName: name });
      if (hit) break;
    }
  }
  return hit || fetch(request);
}
