// The page's start under 4× CPU throttling: the longest main-thread task,
// the tasks over 50 ms, their blocking time, and when the first paint and
// the working app came. A first visit each run (a fresh browser profile:
// no service worker, no cached code). Not a test: it prints a table.
//
//   node e2e/measure-start.mjs [--runs N] [--rate R] [--viewport WxH] [PATH...]
//     defaults: 3 runs, rate 4, the page and '?embed=1&readonly=1'
//
// How: a Chromium trace (CDP `Tracing`, category devtools.timeline) while
// the page loads with `Emulation.setCPUThrottlingRate` set; every
// top-level task (`RunTask`) of the page's renderer main thread from the
// navigation until the app is working (its editor, `robots-input`, is
// visible) and 1.5 s more, so what mounts after the first paint counts too.
// "first paint" is the paint timing entry `first-contentful-paint`; "app" is
// when the editor of the running app first showed (a requestAnimationFrame
// poll, so up to a frame late).
//
// Beside them, the machine's floor: a bare page (the page's <head>, its
// style sheets, a heading and a paragraph; no script) loaded the same way,
// whose longest task is the browser's own navigation and first layout.
import { launchBrowser, startServer } from './lib.mjs';

const argv = process.argv.slice(2);
const opt = (name, def) => {
  const i = argv.indexOf(name);
  if (i < 0) return def;
  const v = Number(argv[i + 1]);
  argv.splice(i, 2);
  return v;
};
const RUNS = opt('--runs', 3);
// --viewport WxH (default: the browser's, 1280x720), e.g. 390x900 for a phone.
const VIEWPORT = (() => {
  const i = argv.indexOf('--viewport');
  if (i < 0) return null;
  const [width, height] = argv[i + 1].split('x').map(Number);
  argv.splice(i, 2);
  return { width, height };
})();
const RATE = opt('--rate', 4);
const PATHS = argv.length ? argv : ['', '?embed=1&readonly=1'];
const SETTLE_MS = 1_500;

/** Polls (every frame) until the running app's editor is visible; stamps it. */
const WATCH = () => {
  const look = () => {
    const ta = document.querySelector('[data-testid="robots-input"]');
    if (ta && ta.offsetParent !== null) {
      window.__appAt = performance.now();
      return;
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
};

/** A page with the app's <head> (no script) and a heading and a paragraph. */
async function bareHtml(url) {
  const html = await (await fetch(url)).text();
  const head = html.slice(0, html.indexOf('<body')).replace(/<script[^>]*><\/script>/g, '');
  return `${head}<body><div class="app"><header class="top"><div><h1>robots.txt tester</h1><p class="tagline">Test URLs against a robots.txt file, in your browser.</p></div></header><main class="layout"><section class="panel"><p>User-agent: *<br>Disallow: /private/</p></section></main></div>`;
}

async function once(url, bare = null) {
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    if (VIEWPORT) await page.setViewportSize(VIEWPORT);
    await page.addInitScript(WATCH);
    if (bare) await page.route(url, (route) => route.fulfill({ body: bare, contentType: 'text/html' }));
    const cdp = await browser.context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const done = new Promise((ok) => cdp.once('Tracing.tracingComplete', ok));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await cdp.send('Tracing.start', {
      traceConfig: {
        includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', '__metadata'],
      },
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'load' });
    if (!bare) await page.waitForFunction(() => window.__appAt !== undefined, null, { timeout: 60_000, polling: 100 });
    await page.waitForTimeout(SETTLE_MS);
    const marks = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      app: window.__appAt,
      apps: document.querySelectorAll('.app').length,
    }));
    await cdp.send('Tracing.end');
    await done;

    // The renderer main threads; the page's is the one with the most tasks.
    const mains = new Set(
      events
        .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
        .map((e) => `${e.pid}:${e.tid}`),
    );
    const tasks = new Map();
    for (const e of events) {
      const key = `${e.pid}:${e.tid}`;
      if (e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && mains.has(key)) {
        if (!tasks.has(key)) tasks.set(key, []);
        tasks.get(key).push({ ts: e.ts, dur: (e.dur ?? 0) / 1000 });
      }
    }
    const list = [...tasks.values()].sort((a, b) => b.length - a.length)[0] ?? [];
    // Navigation start in trace time: the page's own navigationStart mark.
    const nav = events.find((e) => e.name === 'navigationStart' && mains.has(`${e.pid}:${e.tid}`))?.ts ?? list[0]?.ts ?? 0;
    const inWindow = list.filter((t) => t.ts >= nav);
    const longest = inWindow.reduce((m, t) => Math.max(m, t.dur), 0);
    const long = inWindow.filter((t) => t.dur > 50);
    const blocking = long.reduce((s, t) => s + t.dur - 50, 0);
    // What each of the longest tasks was, by the work inside it: 'layout'
    // (style, layout and paint: the browser laying out the page), 'script'
    // (the app's code, the glue module, the wasm's start), 'parse' (the
    // HTML), or 'browser' (none of these: committing the navigation).
    const KIND = {
      UpdateLayoutTree: 'layout',
      Layout: 'layout',
      Paint: 'layout',
      PrePaint: 'layout',
      ParseHTML: 'parse',
      EvaluateScript: 'script',
      FunctionCall: 'script',
      TimerFire: 'script',
      'v8.evaluateModule': 'script',
      'v8.compileModule': 'script',
    };
    const children = events.filter((e) => e.ph === 'X' && KIND[e.name] && mains.has(`${e.pid}:${e.tid}`));
    const kindOf = (t) => {
      const start = t.ts;
      const end = t.ts + t.dur * 1000;
      const sums = {};
      for (const e of children) {
        if (e.ts >= start && e.ts < end) sums[KIND[e.name]] = (sums[KIND[e.name]] ?? 0) + (e.dur ?? 0);
      }
      const best = Object.entries(sums).sort((a, b) => b[1] - a[1])[0];
      return best && best[1] / 1000 > t.dur / 4 ? best[0] : 'browser';
    };
    const top = [...inWindow]
      .sort((a, b) => b.dur - a.dur)
      .slice(0, 3)
      .map((t) => `${Math.round(t.dur)}@${Math.round((t.ts - nav) / 1000)} ${kindOf(t)}`);
    return { longest, over50: long.length, blocking, fcp: marks.fcp, app: marks.app, apps: marks.apps, top };
  } finally {
    await browser.close();
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (n) => (n == null ? '–' : String(Math.round(n))).padStart(8);

const server = await startServer();
try {
  console.log(`CPU throttling ${RATE}×, ${RUNS} runs per page, a fresh profile each run; times in ms`);
  console.log(`${'page'.padEnd(22)}${'run'.padStart(4)}${'longest'.padStart(8)}${'>50ms'.padStart(8)}${'blocking'.padStart(9)}${'paint'.padStart(8)}${'app'.padStart(8)}  top tasks (ms@ms after navigation, what)`);
  for (const path of PATHS) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await once(server.url + path);
      if (r.apps !== 1) throw new Error(`${path || '/'}: ${r.apps} .app elements after start, expected 1`);
      runs.push(r);
      console.log(`${(path || '/').padEnd(22)}${String(i + 1).padStart(4)}${ms(r.longest)}${String(r.over50).padStart(8)}${ms(r.blocking).padStart(9)}${ms(r.fcp)}${ms(r.app)}  ${r.top.join(' ')}`);
    }
    const m = (k) => median(runs.map((r) => r[k]));
    console.log(`${(path || '/').padEnd(22)}${'med'.padStart(4)}${ms(m('longest'))}${String(m('over50')).padStart(8)}${ms(m('blocking')).padStart(9)}${ms(m('fcp'))}${ms(m('app'))}`);
  }
  const bare = await bareHtml(server.url);
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await once(`${server.url}bare-page`, bare);
    runs.push(r);
    console.log(`${'bare page, no script'.padEnd(22)}${String(i + 1).padStart(4)}${ms(r.longest)}${String(r.over50).padStart(8)}${ms(r.blocking).padStart(9)}${ms(r.fcp)}${'–'.padStart(8)}  ${r.top.join(' ')}`);
  }
  console.log(`${'bare page, no script'.padEnd(22)}${'med'.padStart(4)}${ms(median(runs.map((r) => r.longest)))}`);
} finally {
  await server.close();
}
