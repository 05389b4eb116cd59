// Measures the "Crawlers by purpose" view on a hostile file (issue 53): the
// 496 KB file of 99,097 `Content-Signal` keys (`contentSignals` in
// e2e/fixtures/workloads.mjs, the file of scripts/measure-hostile) pasted
// as a person does it (the real clipboard: Ctrl+A, Ctrl+V over the example)
// with the view open, from the Ctrl+V keydown until the view shows its rows
// for the new file (every crawler of the registry, which read it otherwise
// than the example), then until the page settles (the end of its last
// frame over 100 ms, once 3 s have passed with none), and the longest frame
// over all of it (the longest gap between two animation frames, and the
// longest task the main thread reported). Beside it, the same paste into a
// bare <textarea> (the browser's own floor): until the page answers (a
// frame within 100 ms of being asked: lib.mjs's INSTALL_ANSWERED), and its
// longest frame. Not a test: it prints the figures.
//
//   trunk build --release && node e2e/measure-policy.mjs [--runs 3]
//     [--shape contentSignals] [--mb 0.496] [--open-after] [--profile] [--top 25]
//
// --open-after: paste first, wait until the page answers, then open the
// view (timed from the click on its summary).
// --profile: also a sampling profile of the app's main thread in the first
// run (paste until the rows show), its functions with the most self time.
// Goal (issue 53): as fast as `robots policy` on the same file, and no
// long frame: the view is made in the checking worker.
import { INSTALL_ANSWERED, percentile, pasteAnswered } from './lib.mjs';
import { arg, bareTextarea, flag, loadAverage, openFresh, readyToPaste, withClipboardBrowser, workloadArg } from './measure.mjs';

const RUNS = Number(arg('--runs', 3));
const TOP = Number(arg('--top', 25));
const PROFILE = flag('--profile');
const OPEN_AFTER = flag('--open-after');
const { shape: SHAPE, mb: MB, text } = workloadArg('contentSignals', 0.496);
const INPUT = '[data-testid="robots-input"]';

/**
 * In the page: watches frames from now on. `window.__frames.stop()` returns
 * `{ longestFrame, longestTask }` in ms since the watch began.
 */
const WATCH_FRAMES = () => {
  let last = performance.now();
  let longest = 0;
  let on = true;
  // The end of the latest frame longer than 100 ms (or the watch's start).
  let lastLong = last;
  const tick = (now) => {
    longest = Math.max(longest, now - last);
    if (now - last > 100) lastLong = now;
    last = now;
    if (on) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  let longestTask = 0;
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) longestTask = Math.max(longestTask, e.duration);
  });
  observer.observe({ type: 'longtask' });
  window.__frames = {
    // Resolves to the end of the latest long frame once `ms` have passed
    // with none.
    quiet: (ms) =>
      new Promise((ok) => {
        const wait = () => {
          // A frame under way for over 100 ms is a long one (its tick may
          // come after this timer).
          const now = performance.now();
          if (now - last > 100) lastLong = now;
          if (now - lastLong >= ms) ok(lastLong);
          else setTimeout(wait, 50);
        };
        wait();
      }),
    stop: () => {
      on = false;
      for (const e of observer.takeRecords()) longestTask = Math.max(longestTask, e.duration);
      observer.disconnect();
      return { longestFrame: Math.max(longest, performance.now() - last), longestTask };
    },
  };
};

/**
 * In the page: notes what the view's rows say now (each row's crawler,
 * verdict, whose group it follows and its line), and resolves
 * `window.__rows` to the time (performance.now()) at which `count` rows
 * say something else (checked at every frame and every 20 ms, whichever
 * comes first). The view patches its rows in place, so a row's element
 * may stay: what it says tells the new file's rows from the example's.
 */
const ARM_ROWS = (count) => {
  const says = () =>
    [...document.querySelectorAll('[data-testid="policy-row"]')].map((r) =>
      [r.dataset.token, r.dataset.verdict, r.dataset.follows, r.dataset.line].join(' '),
    );
  const before = says().join('\n');
  window.__rows = new Promise((resolve) => {
    const check = () => {
      const now = says();
      if (now.length === count && now.join('\n') !== before) {
        clearInterval(timer);
        resolve(performance.now());
        return true;
      }
      return false;
    };
    const timer = setInterval(check, 20);
    const frame = () => check() || requestAnimationFrame(frame);
    requestAnimationFrame(frame);
  });
};

/** A sampling profile's functions with the most self time, printed. */
function printProfile(profile, title) {
  const self = new Map();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  profile.samples.forEach((id, i) => {
    const n = byId.get(id);
    const name = `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}`;
    self.set(name, (self.get(name) || 0) + (profile.timeDeltas[i] || 0) / 1000);
  });
  console.log(title);
  for (const [n, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${n}`);
}

/** The view open, with its rows for the example; the number of rows. */
async function openView(page) {
  await page.getByTestId('policy').locator('summary').click();
  await page.getByTestId('policy-row').first().waitFor({ timeout: 60_000 });
  return page.getByTestId('policy-row').count();
}

/**
 * One run in the app: the paste (view open, or `OPEN_AFTER`), until the
 * view's rows for the new file show. `{ shown, longestFrame, longestTask }`
 * in ms.
 */
async function appRun(page, cdp) {
  await page.bringToFront();
  const count = OPEN_AFTER ? null : await openView(page);
  await readyToPaste(page, INPUT, text, { pauseMs: 500 });
  await page.evaluate(INSTALL_ANSWERED);
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  let start, shownAt, rows;
  if (OPEN_AFTER) {
    await page.keyboard.press('Control+V');
    await page.evaluate(() => window.__whenAnswered());
    // The view's rows for the example were never made: any rows are the file's.
    await page.evaluate(WATCH_FRAMES);
    start = await page.evaluate(() => performance.now());
    await page.getByTestId('policy').locator('summary').click();
    await page.getByTestId('policy-row').first().waitFor({ timeout: 120_000 });
    shownAt = await page.evaluate(() => performance.now());
    rows = await page.getByTestId('policy-row').count();
  } else {
    await page.evaluate(ARM_ROWS, count);
    await page.evaluate(WATCH_FRAMES);
    await page.evaluate(() => {
      window.__pasteStart = new Promise((ok) => {
        const down = (e) => {
          if (e.key.toLowerCase() !== 'v') return;
          document.removeEventListener('keydown', down, { capture: true });
          ok(e.timeStamp);
        };
        document.addEventListener('keydown', down, { capture: true });
      });
    });
    await page.keyboard.press('Control+V');
    shownAt = await page.evaluate(() => window.__rows);
    start = await page.evaluate(() => window.__pasteStart);
    rows = count;
  }
  // Then until the page settles (the rest of the paste's work: the
  // results, the trace): the end of its last frame over 100 ms, once 3 s
  // have passed with none; the longest frame over all of it.
  const settled = Math.max(shownAt, await page.evaluate(() => window.__frames.quiet(3000))) - start;
  const frames = await page.evaluate(() => window.__frames.stop());
  if (cdp) printProfile((await cdp.send('Profiler.stop')).profile, 'app, paste until the rows show: self time by function (main thread)');
  // The paste was kept whole (the page's own count of its bytes).
  const bytes = await page.getByTestId('line-count').getAttribute('data-bytes');
  if (Number(bytes) < text.length) console.log(`! the editor holds ${bytes} bytes of ${text.length}`);
  return { shown: shownAt - start, settled, rows, ...frames };
}

/** The same paste into a bare textarea: until it answers, and its longest frame. */
async function bareRun(page) {
  await page.evaluate(WATCH_FRAMES);
  const { answered } = await pasteAnswered(page, 'textarea', text);
  const frames = await page.evaluate(() => window.__frames.stop());
  return { shown: answered, ...frames };
}

await withClipboardBrowser(async ({ server, context }) => {
  const app = [];
  const bare = [];
  for (let i = 0; i < RUNS; i++) {
    const page = await context.newPage();
    page.on('crash', () => console.log('! the page crashed'));
    page.on('pageerror', (e) => console.log(`! page error: ${e.message}`));
    await openFresh(page, server.url);
    const example = await page.getByTestId('robots-input').inputValue();
    const cdp = PROFILE && i === 0 ? await context.newCDPSession(page) : null;
    app.push(await appRun(page, cdp));
    await page.close();
    const b = await bareTextarea(context, server.origin, example);
    bare.push(await bareRun(b));
    await b.close();
  }
  const f = (runs, key) => {
    const xs = runs.map((r) => r[key]);
    return `${Math.round(percentile(xs, 50))} ms (${xs.map(Math.round).join(', ')})`;
  };
  console.log(
    `${SHAPE} ${MB} MB (${text.length} bytes), ${OPEN_AFTER ? 'pasted, then the view opened' : 'pasted with the view open'}: ` +
      `until its ${app[0].rows} rows show (median of ${RUNS}, then each run)`,
  );
  console.log(`  app:  ${f(app, 'shown')}; until its last frame over 100 ms ${f(app, 'settled')};`);
  console.log(`        longest frame ${f(app, 'longestFrame')}; longest task ${f(app, 'longestTask')}`);
  console.log(`  bare: ${f(bare, 'shown')} (until it answers); longest frame ${f(bare, 'longestFrame')}; longest task ${f(bare, 'longestTask')}`);
  console.log(loadAverage());
});
