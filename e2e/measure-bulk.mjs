// Measures the page with a 10,000-URL list, in headless Chromium on the
// release build: a realistic 100-rule file, 10 crawlers, and the list pasted
// as a person does it (the real clipboard: permissions granted, the list
// written to it, Ctrl+V into the URLs box). Not a test: it prints a table.
//
//   trunk build --release && node e2e/measure-bulk.mjs [--urls 10000] [--keys 50]
//
// Reported:
// - paste → next frame: how long the page is frozen by the paste (from the
//   Ctrl+V keydown's timeStamp to the first animation frame after the
//   paste's input event, plus a task), and the same paste into a bare
//   <textarea> with no app (the browser's own floor);
// - paste → totals final: until every crawler's total (data-testid="total")
//   says data-state="final" with the expected number of URLs;
// - 50 keystrokes in the robots.txt editor with the list present:
//   keydown → next frame, p50 / p95;
// - the main thread's longest task from the paste until every total is
//   final, by the Long Tasks API (a PerformanceObserver registered before
//   the page's scripts; it sees tasks over 50 ms) and by a Chromium trace
//   (every task: the renderer main thread's RunTask events), beside the
//   same for the bare textarea's paste;
// - keystrokes while the list is being checked: one key every 150 ms (more
//   than the 100 ms pause after which the page re-checks the whole list),
//   so each key lands while the checking worker checks the list again;
//   p50 / p95, and how many keys found the check under way;
// - the JS heap after a garbage collection (V8's used size) and the wasm
//   instance's linear memory;
// - grid cells in the DOM.
import { WATCH_KEYS, pasteAnswered, percentile } from './lib.mjs';
import { arg, keyLatencies, loadAverage, mainThreads, openFresh, startTrace, withClipboardBrowser } from './measure.mjs';
import { AGENTS_10, realistic100, shopUrls } from './fixtures/workloads.mjs';

const N = Number(arg('--urls', 10_000));
const KEYS = Number(arg('--keys', 50));


// Empties the box first, as a person replacing a list does. (Pasting over a
// selection instead costs Chromium about a second more for 10,000 lines,
// app or not.)
const paste = (page, selector, text) => pasteAnswered(page, selector, text, { empty: true });

/** Before the page's scripts: keeps the wasm instance's memory in sight. */
const WATCH_WASM = () => {
  for (const name of ['instantiate', 'instantiateStreaming']) {
    const original = WebAssembly[name];
    WebAssembly[name] = async (...args) => {
      const result = await original.apply(WebAssembly, args);
      window.__wasmMemory = (result.instance ?? result).exports?.memory;
      return result;
    };
  }
};

/** Before the page's scripts: every long task (> 50 ms) the browser reports. */
const WATCH_LONG_TASKS = () => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, dur: e.duration });
  }).observe({ type: 'longtask', buffered: true });
};

/** The long tasks that started at or after `from` (performance.now() time) and before `to`. */
async function longTasks(page, from, to = Infinity) {
  const { all, inputAt } = await page.evaluate(() => ({ all: window.__longTasks, inputAt: window.__inputAt }));
  const tasks = all.filter((t) => t.start >= from - 1 && t.start < to);
  // The paste's own task: the one the input event ran in (the browser's
  // paste, then the page's input handler). The API coarsens its times, so a
  // task ending up to 2 ms before the input event's stamp is still its own.
  const rest = tasks.filter((t) => !(t.start <= inputAt && inputAt <= t.start + t.dur + 2));
  return {
    count: tasks.length,
    longest: Math.max(0, ...tasks.map((t) => t.dur)),
    paste: Math.max(0, ...tasks.filter((t) => !rest.includes(t)).map((t) => t.dur)),
    rest: { count: rest.length, longest: Math.max(0, ...rest.map((t) => t.dur)) },
  };
}

/**
 * Traces the renderer while `run` runs; returns run's result and the
 * longest main-thread task (ms) and how many were over 50 ms.
 */
async function traced(page, run) {
  const cdp = await page.context().newCDPSession(page);
  const stop = await startTrace(cdp, 'devtools.timeline,disabled-by-default-devtools.timeline');
  const result = await run();
  const events = await stop();
  await cdp.detach();
  // The page's own renderer main thread: the one that ran its paste.
  let best = { longest: 0, over50: 0 };
  for (const main of mainThreads(events)) {
    const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && `${e.pid}:${e.tid}` === main);
    const durs = tasks.map((e) => (e.dur || 0) / 1000);
    const longest = Math.max(0, ...durs);
    if (longest > best.longest) best = { longest, over50: durs.filter((d) => d > 50).length };
  }
  return { result, trace: best };
}

async function heapMB(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const h = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  const wasm = await page.evaluate(() => window.__wasmMemory?.buffer.byteLength ?? 0);
  return { used: h.usedSize / 1e6, wasm: wasm / 1e6 };
}

async function measureApp(context, url, urls) {
  const page = await context.newPage();
  await page.addInitScript(WATCH_WASM);
  await page.addInitScript(WATCH_LONG_TASKS);
  page.on('crash', () => console.log('! the page crashed'));
  page.on('pageerror', (e) => console.log('! page error:', e.message));
  await openFresh(page, url);
  const ta = page.getByTestId('robots-input');
  await ta.evaluate((el, value) => {
    el.value = value;
    el.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
  }, realistic100());
  const remove = page.getByRole('button', { name: /^Remove / });
  while ((await remove.count()) > 0) await remove.first().click();
  for (const a of AGENTS_10) {
    await page.getByTestId('agent-input').fill(a);
    await page.getByTestId('agent-input').press('Enter');
  }
  const testable = urls.length;
  // Totals final: watched from inside the page, every frame.
  await page.evaluate((want) => {
    window.__totals = new Promise((resolve) => {
      const check = () => {
        const t = [...document.querySelectorAll('[data-testid="total"]')];
        const done =
          t.length > 0 &&
          t.every(
            (e) => e.dataset.state === 'final' && Number(e.dataset.allowed) + Number(e.dataset.blocked) === want,
          );
        if (done) resolve(performance.now());
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
  }, testable);
  const { result, trace } = await traced(page, async () => {
    const p = await paste(page, '[data-testid="urls-input"]', urls.join('\n'));
    return { p, totalsAt: await page.evaluate(() => window.__totals) };
  });
  const { p, totalsAt } = result;
  const long = await longTasks(page, p.start, totalsAt);
  const totals = totalsAt - p.start;
  const fromInput = totalsAt - (await page.evaluate(() => window.__inputAt));
  const cells = await page.getByTestId('result-cell').count();
  const heap = await heapMB(page);

  // Keystrokes in the editor with the list present.
  await page.evaluate(WATCH_KEYS, '[data-testid="robots-input"]');
  // Click into the editor, as a person does (the mouse then rests there).
  await ta.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('\nDisallow: /');
  await page.waitForTimeout(500);
  const keys = await typeKeys(page, 40);

  // Keystrokes while the whole list is being checked: one every 150 ms, so
  // that a check starts after each (and is abandoned by the next).
  await page.waitForTimeout(1000);
  await page.evaluate(() => {
    window.__busy = 0;
    document.addEventListener(
      'keydown',
      () => document.querySelector('[data-testid="check-progress"]') && window.__busy++,
      { capture: true },
    );
  });
  const slowFrom = await page.evaluate(() => performance.now());
  const slowKeys = await typeKeys(page, 150);
  const whileChecking = { lat: slowKeys, busy: await page.evaluate(() => window.__busy) };
  const slowLong = await longTasks(page, slowFrom);
  await page.waitForTimeout(3000);
  // Still consistent after the edits.
  const final = await page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="total"]')].every((e) => e.dataset.state === 'final'),
  );
  await page.close();
  return { paste: p, totals, fromInput, cells, heap, keys, whileChecking, slowLong, final, long, trace };
}

/** `KEYS` keystrokes into the focused box, `gap` ms apart: their latencies. */
const typeKeys = (page, gap) => keyLatencies(page, KEYS, gap, 300);

async function measureBare(context, origin, urls) {
  const page = await context.newPage();
  await page.addInitScript(WATCH_LONG_TASKS);
  // Same origin as the app (the clipboard needs a secure context), no app:
  // a box for the file and one for the list, as the app has.
  await page.goto(`${origin}/bare-textarea`);
  await page.setContent(
    '<textarea id="robots" wrap="off" spellcheck="false" style="width:600px;height:400px"></textarea>' +
      '<textarea id="list" wrap="off" spellcheck="false" style="width:600px;height:200px"></textarea>',
  );
  await page.evaluate(WATCH_LONG_TASKS);
  const { result: p, trace } = await traced(page, async () => {
    const p = await paste(page, '#list', urls.join('\n'));
    await page.waitForTimeout(1000);
    return p;
  });
  const long = await longTasks(page, p.start);
  // Keystrokes in the file's box with the list in the other, as in the app.
  await page.locator('#robots').fill(realistic100());
  await page.evaluate(WATCH_KEYS, '#robots');
  await page.locator('#robots').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('\nDisallow: /');
  const keys = await typeKeys(page, 40);
  const slowKeys = await typeKeys(page, 150);
  await page.close();
  return { ...p, long, trace, keys, slowKeys };
}

await withClipboardBrowser(async ({ server, context }) => {
  const urls = shopUrls(N);
  const app = await measureApp(context, server.url, urls);
  const bare = await measureBare(context, server.origin, urls);
  const f = (n) => n.toFixed(0).padStart(6);
  console.log(`\n${N.toLocaleString('en')} URLs × ${AGENTS_10.length} crawlers, realistic 100-rule file, release build, headless Chromium`);
  console.log('| measure | app | bare textarea | goal |');
  console.log('|---|---:|---:|---|');
  console.log(`| paste (Ctrl+V) → the page answers | ${f(app.paste.answered)} ms | ${f(bare.answered)} ms | |`);
  console.log(`| paste → input event (the browser's paste) | ${f(app.paste.input)} ms | ${f(bare.input)} ms | |`);
  console.log(`| paste → every total final | ${f(app.totals)} ms | – | < 1,000 ms |`);
  console.log(`| input event → every total final (the app's share) | ${f(app.fromInput)} ms | – | |`);
  console.log(`| keystroke → next frame, p50 (${app.keys.length} keys) | ${f(percentile(app.keys, 50))} ms | ${f(percentile(bare.keys, 50))} ms | |`);
  console.log(`| keystroke → next frame, p95 | ${f(percentile(app.keys, 95))} ms | ${f(percentile(bare.keys, 95))} ms | < 50 ms |`);
  const wc = app.whileChecking;
  console.log(
    `| keystroke every 150 ms, the list re-checked (${wc.busy}/${KEYS} keys during a check): p50 | ${f(percentile(wc.lat, 50))} ms | ${f(percentile(bare.slowKeys, 50))} ms | |`,
  );
  console.log(`| keystroke every 150 ms, the list re-checked: p95 | ${f(percentile(wc.lat, 95))} ms | ${f(percentile(bare.slowKeys, 95))} ms | < 50 ms |`);
  console.log(
    `| longest main-thread task, paste → totals final (trace; tasks > 50 ms) | ${f(app.trace.longest)} ms (${app.trace.over50}) | ${f(bare.trace.longest)} ms (${bare.trace.over50}) | < 50 ms |`,
  );
  console.log(
    `| long tasks, paste → totals final (Long Tasks API: count, longest) | ${app.long.count}, ${f(app.long.longest)} ms | ${bare.long.count}, ${f(bare.long.longest)} ms | 0 |`,
  );
  console.log(`| the paste's own task (the browser's paste + the input handler) | ${f(app.long.paste)} ms | ${f(bare.long.paste)} ms | |`);
  console.log(
    `| long tasks after the paste's own, until totals final (count, longest) | ${app.long.rest.count}, ${f(app.long.rest.longest)} ms | ${bare.long.rest.count}, ${f(bare.long.rest.longest)} ms | 0 |`,
  );
  console.log(`| long tasks while typing every 150 ms (count, longest) | ${app.slowLong.count}, ${f(app.slowLong.longest)} ms | – | 0 |`);
  console.log(`| JS heap after GC + the wasm memory | ${app.heap.used.toFixed(1)} MB + ${app.heap.wasm.toFixed(1)} MB | – | < 100 MB |`);
  console.log(`| grid cells in the DOM | ${app.cells} | – | a few hundred at most |`);
  if (!app.final) console.log('  ! totals were not final after the keystrokes');
  if (app.keys.length !== KEYS) console.log(`  ! ${app.keys.length}/${KEYS} keystrokes measured`);
  console.log(loadAverage());
});
