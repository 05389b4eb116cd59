// Measures input-to-updated-DOM latency of the tester in headless Chromium:
// 50 keystrokes into the robots.txt editor, for
//   (a) a realistic file (≈ 80 lines, several groups, wildcards) and
//   (b) a 500 KiB file (≈ 15,000 rules),
// each with 100 URLs × 5 crawlers. Not a test: it prints a table.
//
//   node e2e/measure-latency.mjs            # against dist/ (build it first;
//                                           # use `trunk build --release` for real figures)
//   node e2e/measure-latency.mjs --keys 100 # more keystrokes
//
// How: a capture-phase keydown listener stamps each key with the event's own
// timeStamp (when the browser received it). A MutationObserver on <main>
// notes when the DOM last changed; its callback runs at the end of the
// microtasks of the task that changed it, i.e. once the app's input handler
// and every reactive update it queued (Leptos runs them as microtasks) are
// done. "DOM" is that time minus the key's timeStamp, read in the next task.
// "frame" waits one more animation frame and task: an upper bound on when
// the result is on screen. Each keystroke is checked to have changed the DOM
// (the editor's byte count, data-bytes).
import { launchBrowser, startServer } from './lib.mjs';
import { arg, loadAverage, typeKeys } from './measure.mjs';
import { REALISTIC, bigFile } from './fixtures/workloads.mjs';

const KEYS = Number(arg('--keys', 50)) || 50;
const PAUSE_MS = 40;

function urls() {
  const out = [];
  const paths = [
    (i) => `/product/${i}-blue-shirt.html`,
    (i) => `/category-${i * 37}/shoes?color=red`,
    (i) => `/category-${i * 37}/sale/item-${i}`,
    (i) => `/blog/${2000 + (i % 25)}/${i * 5 + 4}/post`,
    (i) => `/search?q=item+${i}`,
    (i) => `/account/orders/${i}`,
    (i) => `/assets/app-${i}.js`,
    (i) => `/products/${i}?sort=price&sessionid=abc${i}`,
    (i) => `/a/archive-${i * 5 + 3}/page`,
    (i) => `/help/article-${i}`,
  ];
  for (let i = 0; i < 100; i++) out.push(`https://www.example-shop.com${paths[i % paths.length](i)}`);
  return out.join('\n');
}

const AGENTS = [
  'Googlebot',
  'Bingbot',
  'GPTBot',
  'Googlebot-Image',
  'Mozilla/5.0 (compatible; ClaudeBot/1.0; +claudebot@anthropic.com)',
];

// ---- measurement -----------------------------------------------------------

const INSTRUMENT = () => {
  const ta = document.querySelector('[data-testid="robots-input"]');
  const count = document.querySelector('[data-testid="line-count"]');
  const lat = (window.__lat = { samples: [], pending: null, lastMutation: 0 });
  new MutationObserver(() => {
    lat.lastMutation = performance.now();
  }).observe(document.querySelector('main'), {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
  document.addEventListener(
    'keydown',
    (e) => {
      if (e.target === ta) lat.pending = { start: e.timeStamp, before: count.dataset.bytes };
    },
    { capture: true },
  );
  ta.addEventListener('input', () => {
    const p = lat.pending;
    if (!p) return;
    lat.pending = null;
    const ch = new MessageChannel();
    ch.port1.onmessage = () => {
      // The last DOM change made while handling this keystroke (its
      // MutationObserver callback ran at the end of the handler's microtasks).
      const dom = lat.lastMutation - p.start;
      const updated = count.dataset.bytes !== p.before && lat.lastMutation > p.start;
      requestAnimationFrame(() =>
        setTimeout(() => {
          lat.samples.push({ dom, frame: performance.now() - p.start, updated });
        }, 0),
      );
    };
    ch.port2.postMessage(0);
  });
};

function percentile(values, p) {
  const s = [...values].sort((a, b) => a - b);
  const i = Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1));
  return s[i];
}

async function measure(context, url, name, robots) {
  const page = await context.newPage();
  await page.goto(url);
  const ta = page.getByTestId('robots-input');
  await ta.waitFor({ timeout: 30_000 });
  // The workload, set as a person would paste it.
  await ta.evaluate((el, value) => {
    el.value = value;
    el.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
  }, robots);
  await page.getByTestId('urls-input').fill(urls());
  const remove = page.getByRole('button', { name: /^Remove / });
  while ((await remove.count()) > 0) await remove.first().click();
  for (const a of AGENTS) {
    await page.getByTestId('agent-input').fill(a);
    await page.getByTestId('agent-input').press('Enter');
  }
  const cells = await page.getByTestId('result-cell').count();
  // Select a cell so the trace and highlights are live too.
  await page.getByTestId('result-cell').nth(7).click();

  await page.evaluate(INSTRUMENT);
  await ta.focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('Disallow: /');
  await page.waitForTimeout(300);
  await page.evaluate(() => (window.__lat.samples = []));
  await typeKeys(page, KEYS, PAUSE_MS);
  await page.waitForTimeout(300);
  const samples = await page.evaluate(() => window.__lat.samples);
  const bytes = await page.getByTestId('line-count').innerText();
  await page.close();
  const dom = samples.map((s) => s.dom);
  const frame = samples.map((s) => s.frame);
  return {
    name,
    file: bytes,
    cells,
    keys: samples.length,
    notUpdated: samples.filter((s) => !s.updated).length,
    p50: percentile(dom, 50),
    p95: percentile(dom, 95),
    max: Math.max(...dom),
    frameP50: percentile(frame, 50),
    frameP95: percentile(frame, 95),
  };
}

/**
 * The browser's own share: the same keystrokes into a bare <textarea> (no
 * app, same size and font) holding the same text, from keydown to the end of
 * the input event.
 */
async function measureBare(context, name, robots) {
  const page = await context.newPage();
  await page.setContent('<textarea wrap="off" spellcheck="false"></textarea>');
  const ta = page.locator('textarea');
  await ta.evaluate((el, value) => {
    Object.assign(el.style, {
      width: '600px',
      height: '416px',
      font: '14px/20px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
      whiteSpace: 'pre',
    });
    el.value = value;
    window.__bare = [];
    let k;
    document.addEventListener('keydown', (e) => (k = { start: e.timeStamp }), { capture: true });
    el.addEventListener('input', () => window.__bare.push(performance.now() - k.start));
  }, robots);
  await ta.focus();
  await page.keyboard.press('Control+End');
  await typeKeys(page, KEYS, PAUSE_MS);
  const dom = await page.evaluate(() => window.__bare);
  await page.close();
  return { name, file: 'same text, no app', cells: 0, keys: dom.length, notUpdated: 0,
    p50: percentile(dom, 50), p95: percentile(dom, 95), max: Math.max(...dom), frameP50: NaN, frameP95: NaN };
}

const server = await startServer();
const browser = await launchBrowser();
try {
  const rows = [];
  rows.push(await measure(browser.context, server.url, '(a) realistic', REALISTIC));
  rows.push(await measure(browser.context, server.url, '(b) 500 KiB', bigFile()));
  rows.push(await measureBare(browser.context, '(b0) textarea', bigFile()));
  const f = (n) => (Number.isNaN(n) ? '–' : n.toFixed(1)).padStart(7);
  console.log(
    `\nInput-to-updated-DOM latency, ${KEYS} keystrokes each, headless Chromium (ms)\n` +
      '| workload       | file                       | cells | p50 DOM | p95 DOM | max DOM | p50 frame | p95 frame |\n' +
      '|----------------|----------------------------|-------|---------|---------|---------|-----------|-----------|',
  );
  for (const r of rows) {
    console.log(
      `| ${r.name.padEnd(14)} | ${r.file.padEnd(26)} | ${String(r.cells).padStart(5)} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.max)} | ${f(r.frameP50)}   | ${f(r.frameP95)}   |`,
    );
    if (r.keys !== KEYS || r.notUpdated) {
      console.log(`  ! ${r.name}: ${r.keys}/${KEYS} keystrokes measured, ${r.notUpdated} without a DOM update`);
    }
  }
  console.log(
    '\nGoals: p95 DOM < 16 ms for (a), < 100 ms for (b). (b0) is the floor: Chromium editing a bare\n' +
      'textarea holding the same 500 KiB, before any app code runs. ' +
      loadAverage(),
  );
} finally {
  await browser.close();
  await server.close();
}
