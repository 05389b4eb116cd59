// Starts the app and its service worker, and decides, before the first
// paint, which first screen shows.
//
// The page's Content-Security-Policy allows no inline script, so instead of
// trunk's inline loader index.html carries, in <head>,
//   <script src="…/boot.js" data-js="…/robots-tester-HASH.js"
//           data-wasm="…/robots-tester-HASH_bg.wasm"></script>
// (Trunk.toml's `pattern_script`): a classic script, so it blocks the first
// paint until it has run (it is small, and fetched beside the style sheets,
// which block it anyway).
//
// First screen: the build put the example's first screen into <body>
// (scripts/prerender.mjs), a copy for the page and, in a <template>, one for
// the read-only embed (`?embed=1&readonly=1`). It is what the app will show only for the
// page with no fragment, no other query, no saved draft but the example's,
// in English; or for exactly that embed. This script marks <html> with
// `fp-page`, `fp-embed` or `fp-shell` (first-paint.css shows the one copy,
// or none: a neutral, empty shell rather than the example's verdicts for
// another file), and once the body is parsed removes the copies not shown
// (and puts the embed's in place).
// The app replaces the one shown in the task that mounts it (src/lib.rs).
// It mirrors what the app starts from: model::links::Start,
// model::page_mode::PageMode::from_query, platform::language::initial.
//
// Then it does what trunk's inline loader would: imports wasm-bindgen's JS
// glue and instantiates the wasm, which runs `main` and mounts the app.
//
// Then it registers the service worker (sw.js, next to this file, so its
// scope is the folder the app is served from, also under a sub-path) and
// tells the app when a new deployment is waiting:
//   window event "robots-tester:update-available"  (app shows "Reload")
//   window event "robots-tester:update-apply"      (app asks to switch)
// Switching activates the waiting worker and reloads once it controls the
// page; the draft is saved on `pagehide`, so the reload loses nothing.
(() => {
  // The FNV-1a hash of the example's saved draft, written here by the build
  // (scripts/prerender.mjs): a draft with this hash is the example.
  const EXAMPLE_DRAFT = '@example-draft';
  const fnv = (text) => {
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
    return `${text.length}.${h}`;
  };
  const tag = document.currentScript;
  const root = document.documentElement;

  /** Which first screen shows: 'page', 'embed' or 'shell'. */
  function firstScreen() {
    const params = {};
    for (const pair of location.search.slice(1).split('&')) {
      if (!pair) continue;
      const i = pair.indexOf('=');
      params[i < 0 ? pair : pair.slice(0, i)] = i < 0 ? '' : pair.slice(i + 1);
    }
    const on = (v) => v === '1' || v === 'true';
    const code = (c) => {
      const primary = String(c ?? '').split(/[-_]/)[0].trim().toLowerCase();
      return ['en', 'hi', 'nl', 'ko'].includes(primary) ? primary : null;
    };
    const lang =
      code(params.lang) ||
      code(localStorage.getItem('robots-tester.lang')) ||
      [...(navigator.languages ?? []), navigator.language].map(code).find(Boolean) ||
      'en';
    const keys = Object.keys(params)
      .filter((k) => k !== 'lang')
      .sort()
      .join();
    if (location.hash.length > 1 || lang !== 'en') return 'shell';
    if (keys === '') {
      // This deployment's draft (model::draft_key): one per folder.
      const folder = location.pathname.slice(0, location.pathname.lastIndexOf('/') + 1);
      const key = folder === '/' || folder === '' ? 'robots-tester.draft.v2' : `robots-tester.draft.v2:${folder}`;
      const saved = localStorage.getItem(key);
      return saved === null || fnv(saved) === EXAMPLE_DRAFT ? 'page' : 'shell';
    }
    return keys === 'embed,readonly' && on(params.embed) && on(params.readonly) ? 'embed' : 'shell';
  }

  let shown = 'shell';
  try {
    shown = firstScreen();
  } catch {
    // No storage (blocked): the app decides; show nothing misleading.
  }
  root.classList.add(`fp-${shown}`);
  if (shown === 'embed') {
    // What the app sets for embeds (platform::embed::mark_document).
    root.setAttribute('data-embed', '');
    root.setAttribute('data-readonly', '');
  }

  // The copy's pieces (scripts/prerender.mjs) show one per frame, in their
  // copy's order (the lowest place first), so no frame lays out the whole
  // copy at once; `done` once the frame of the last has come.
  function showPieces(done) {
    let next;
    for (const el of document.querySelectorAll('[data-fp-piece]')) {
      if (!next || +el.dataset.fpPiece < +next.dataset.fpPiece) next = el;
    }
    requestAnimationFrame(() => {
      if (!next) return setTimeout(done, 0);
      next.removeAttribute('data-fp-piece');
      showPieces(done);
    });
  }

  async function start() {
    for (const el of document.querySelectorAll('[data-prerendered]')) {
      if (el.dataset.prerendered !== shown) el.remove();
      // The embed's copy comes in a template, inert until shown.
      else if (el instanceof HTMLTemplateElement) el.replaceWith(el.content);
    }
    // The app's glue and wasm are fetched once the first screen has painted
    // whole: the build turned their preload links off (`data-rel`, see
    // scripts/prerender.mjs), which now start them. Fetched sooner, they
    // came before the copy's editor painted on a fast server, which
    // Lighthouse then counts as something the largest paint waited for.
    await new Promise((done) => {
      // A hidden page paints nothing (and gets no frames): at once.
      if (document.visibilityState === 'hidden') done();
      else document.addEventListener('visibilitychange', done, { once: true });
      showPieces(done);
    });
    for (const link of document.querySelectorAll('link[data-rel]')) link.rel = link.dataset.rel;
    const { default: init } = await import(tag.dataset.js);
    await init({ module_or_path: tag.dataset.wasm });
    if ('serviceWorker' in navigator) {
      registerWorker().catch((err) => console.warn('service worker not registered:', err));
    }
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();

  // The keys between the page's three parts, wherever the focus is (the
  // footer names them, docs/using.md): Alt+1 the editor, Alt+2 the grid's
  // active cell, Alt+3 the answer. By the key's code, the same on every
  // keyboard layout (on a Mac, Option+1 would type a character).
  const parts = {
    Digit1: '#robots-input',
    Digit2: '.grid [data-testid=result-cell][tabindex="0"]',
    Digit3: '#trace',
  };
  addEventListener('keydown', (e) => {
    const el = e.altKey && !e.ctrlKey && !e.metaKey && !e.shiftKey && parts[e.code] && document.querySelector(parts[e.code]);
    if (el) {
      e.preventDefault();
      el.focus();
    }
  });

  async function registerWorker() {
    const reg = await navigator.serviceWorker.register(new URL('sw.js', tag.src));
    let announced = false;
    const announce = () => {
      // Only an update: the first install has no controller to replace.
      if (announced || !reg.waiting || !navigator.serviceWorker.controller) return;
      announced = true;
      // For a page mounted after this (still starting, or a new language).
      document.documentElement.setAttribute('data-update-waiting', '');
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
})();
