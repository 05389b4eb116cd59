// Measures the next key typed right after a big paste (issue 53): a real
// clipboard paste (Ctrl+A, Ctrl+V over the example) of one long line, then
// a key typed as soon as the paste's first frame has come, with no wait
// for the page to answer; from that key's keydown until the page answers
// (a frame within 100 ms of being asked: lib.mjs's INSTALL_ANSWERED). The
// same into a bare <textarea> (the browser's own floor), in the same run.
// Not a test: it prints the figures.
//
//   trunk build --release && node e2e/measure-paste-key.mjs [--runs 3] [--mb 1]
//     [--shape hugeLine] [--open-line] [--empty] [--answered] [--profile] [--top 25]
//
// Goal (issue 53): next key ≤ 2 × bare + 200 ms.
// --profile: also a sampling profile of the app's first run (paste and
// key), its functions with the most self time (a build that keeps names,
// wasm-opt -g, shows Rust's).
import { percentile } from './lib.mjs';
import { INSTALL_ANSWERED } from './lib.mjs';
import { arg, bareTextarea, flag, loadAverage, openFresh, readyToPaste, withClipboardBrowser, workloadArg } from './measure.mjs';

const RUNS = Number(arg('--runs', 3));
const TOP = Number(arg('--top', 25));
const PROFILE = flag('--profile');
const workload = workloadArg('hugeLine', 1);
// --open-line: the paste ends on its long line (no line end after it), so
// the key lengthens that line.
const OPEN_LINE = flag('--open-line');
// --empty: into an emptied editor (Ctrl+A, Delete, a pause, Ctrl+V), as
// measure-files.mjs's `empty` kind.
const EMPTY = flag('--empty');
// --answered: the key once the page has answered the paste (as
// measure-files.mjs types it), rather than at its first frame.
const ANSWERED = flag('--answered');
const { shape: SHAPE, mb: MB } = workload;
const text = OPEN_LINE ? workload.text.slice(0, workload.text.lastIndexOf('\nDisallow: /private')) : workload.text;

/**
 * In the page, before the paste: `window.__firstFrame` resolves at the first
 * frame after the paste's input event, `window.__key` to the next key's time
 * from its keydown until the page answers. Armed at once, so nothing runs
 * in the page between the first frame and the key.
 */
const ARM = (sel) => {
  const el = document.querySelector(sel);
  window.__firstFrame = new Promise((ok) => {
    el.addEventListener('input', () => requestAnimationFrame(() => ok(performance.now())), { once: true });
  });
  window.__key = window.__firstFrame.then(
    () =>
      new Promise((resolve) => {
        let start = null;
        document.addEventListener('keydown', (e) => e.target === el && (start = e.timeStamp), { capture: true, once: true });
        el.addEventListener('input', () => window.__whenAnswered().then((at) => resolve(at - start)), { once: true });
      }),
  );
};

/** One paste and the key after it; the key's time in ms. */
async function once(page, sel, cdp) {
  await page.bringToFront();
  await readyToPaste(page, sel, text, { empty: EMPTY, pauseMs: 500 });
  await page.evaluate(INSTALL_ANSWERED);
  await page.evaluate(ARM, sel);
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await page.keyboard.press('Control+V');
  await page.evaluate(() => window.__firstFrame);
  if (ANSWERED) await page.evaluate(() => window.__whenAnswered());
  await page.keyboard.type('z');
  const key = await page.evaluate(() => window.__key);
  if (cdp) {
    const { profile } = await cdp.send('Profiler.stop');
    const self = new Map();
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const dt = profile.timeDeltas;
    profile.samples.forEach((id, i) => {
      const n = byId.get(id);
      const name = `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}`;
      self.set(name, (self.get(name) || 0) + (dt[i] || 0) / 1000);
    });
    console.log('app, paste and key: self time by function');
    for (const [n, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${n}`);
  }
  return key;
}

await withClipboardBrowser(async ({ server, context }) => {
  const app = [];
  const bare = [];
  for (let i = 0; i < RUNS; i++) {
    const page = await context.newPage();
    await openFresh(page, server.url);
    const example = await page.getByTestId('robots-input').inputValue();
    const cdp = PROFILE && i === 0 ? await context.newCDPSession(page) : null;
    app.push(await once(page, '[data-testid="robots-input"]', cdp));
    // The paste was kept whole (the page's own count of its bytes).
    const bytes = await page.getByTestId('line-count').getAttribute('data-bytes');
    if (Number(bytes) < text.length) console.log(`! the editor holds ${bytes} bytes of ${text.length}`);
    await page.close();
    const b = await bareTextarea(context, server.origin, example);
    bare.push(await once(b, 'textarea', null));
    await b.close();
  }
  const f = (xs) => `${Math.round(percentile(xs, 50))} ms (${xs.map(Math.round).join(', ')})`;
  console.log(`${SHAPE} ${MB} MB${OPEN_LINE ? ' (ending on its long line)' : ''}${EMPTY ? ', into an emptied editor' : ''}, next key right after the paste's ${ANSWERED ? 'answer' : 'first frame'}`);
  console.log(`  app:  ${f(app)}`);
  console.log(`  bare: ${f(bare)}`);
  const goal = 2 * percentile(bare, 50) + 200;
  console.log(`  goal: ≤ ${Math.round(goal)} ms (2 × bare + 200): ${percentile(app, 50) <= goal ? 'met' : 'not met'}`);
  console.log(loadAverage());
});
