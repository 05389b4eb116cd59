// Starts the app and its service worker.
//
// The page's Content-Security-Policy allows no inline script, so instead of
// trunk's inline loader index.html carries
//   <script type="module" src="…/boot.js" data-js="…/robots-tester-HASH.js"
//           data-wasm="…/robots-tester-HASH_bg.wasm"></script>
// (Trunk.toml's `pattern_script`), and this file does what the inline loader
// would: import wasm-bindgen's JS glue and instantiate the wasm, which runs
// `main` and mounts the app.
//
// Then it registers the service worker (sw.js, next to this file, so its
// scope is the folder the app is served from, also under a sub-path) and
// tells the app when a new deployment is waiting:
//   window event "robots-tester:update-available"  (app shows "Reload")
//   window event "robots-tester:update-apply"      (app asks to switch)
// Switching activates the waiting worker and reloads once it controls the
// page; the draft is saved on `pagehide`, so the reload loses nothing.

const tag = document.querySelector('script[data-js][data-wasm]');
const { default: init } = await import(tag.dataset.js);
await init({ module_or_path: tag.dataset.wasm });

if ('serviceWorker' in navigator) {
  registerWorker().catch((err) => console.warn('service worker not registered:', err));
}

async function registerWorker() {
  const reg = await navigator.serviceWorker.register(new URL('sw.js', import.meta.url));
  let announced = false;
  const announce = () => {
    // Only an update: the first install has no controller to replace.
    if (announced || !reg.waiting || !navigator.serviceWorker.controller) return;
    announced = true;
    window.dispatchEvent(new CustomEvent('robots-tester:update-available'));
  };
  const watch = (worker) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') announce();
    });
  };
  announce();
  watch(reg.installing);
  reg.addEventListener('updatefound', () => watch(reg.installing));

  let reloading = false;
  window.addEventListener('robots-tester:update-apply', () => {
    if (!reg.waiting) {
      location.reload();
      return;
    }
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (reloading) return;
      reloading = true;
      location.reload();
    });
    reg.waiting.postMessage({ type: 'skip-waiting' });
  });

  // Browsers look for a new sw.js on every navigation; a tab that stays open
  // also looks when it comes back into view, at most once an hour.
  let checked = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - checked > 3_600_000) {
      checked = Date.now();
      reg.update().catch(() => {});
    }
  });
}
