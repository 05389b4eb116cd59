// Shared code of the measurement scripts (e2e/measure-bulk.mjs,
// measure-files.mjs, measure-latency.mjs, bisect-paste.mjs, frame-cost.mjs, profile-paste.mjs):
// their command-line arguments, a browser that may use the clipboard, the
// app opened with no saved draft, the bare textarea they compare with, a
// paste timed to the next frame, and a Chromium trace. Not a test.
import { loadavg } from 'node:os';
import { launchBrowser, startServer } from './lib.mjs';
import * as workloads from './fixtures/workloads.mjs';

export { readyToPaste } from './lib.mjs';

const argv = process.argv.slice(2);
/** The value after `name` on the command line, or `dflt`. */
export const arg = (name, dflt) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : dflt);
/** Whether `name` is on the command line. */
export const flag = (name) => argv.includes(name);

/**
 * The workload `--shape NAME --mb N` name (e2e/fixtures/workloads.mjs;
 * defaults `shape` and `mb`): `{ shape, mb, text }`.
 */
export function workloadArg(shape, mb) {
  const name = arg('--shape', shape);
  const size = Number(arg('--mb', mb));
  return { shape: name, mb: size, text: workloads[name](Math.round(size * 1e6)) };
}

/**
 * The page variants `--variants '{"name": "snippet run in the page"}'`
 * names, as [name, snippet] pairs; by default one, "base", that changes nothing.
 */
export const variantsArg = () => Object.entries(JSON.parse(arg('--variants', '{"base":""}')));

/**
 * Serves dist/ to a fresh browser that may use the clipboard, runs
 * `body({ server, context })`, then closes both.
 */
export async function withClipboardBrowser(body) {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
    return await body({ server, context: browser.context });
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Opens the app at `url` in `page` with no saved draft: the example text in the editor. */
export async function openFresh(page, url) {
  const input = page.getByTestId('robots-input');
  await page.goto(url);
  await input.waitFor({ timeout: 30_000 });
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await input.waitFor({ timeout: 30_000 });
}

/**
 * A new page of `context` on the app's origin (the clipboard needs a secure
 * context) with no app: a bare <textarea> as big as the editor, holding
 * `text`. Its selector is 'textarea'.
 */
export async function bareTextarea(context, origin, text = '') {
  const page = await context.newPage();
  await page.goto(`${origin}/bare-textarea`);
  await page.setContent(
    '<textarea wrap="off" spellcheck="false" style="width:600px;height:416px;font:14px/20px monospace"></textarea>',
  );
  if (text) await page.locator('textarea').evaluate((ta, v) => (ta.value = v), text);
  return page;
}

/** The prerendered page alone: every script and wasm file of `page` is refused. */
export const blockScripts = (page) => page.route(/\.(js|wasm)(\?.*)?$/, (r) => r.abort());

/** Resolves at the next frame of `page` (a requestAnimationFrame, then a task). */
export const nextFrame = (page) =>
  page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 0))));

/** Ctrl+V: ms until the next frame (`frame: false`: until the key is pressed). */
export async function pasteTimed(page, { frame = true } = {}) {
  const t0 = Date.now();
  await page.keyboard.press('Control+V');
  if (frame) await nextFrame(page);
  return Date.now() - t0;
}

/** Types `count` keys of a URL-like text into the focused box, `gap` ms apart. */
export async function typeKeys(page, count, gap) {
  const text = 'category-7/shoes-and-boots?color=red&size=42-extra';
  for (let i = 0; i < count; i++) {
    await page.keyboard.type(text[i % text.length]);
    await page.waitForTimeout(gap);
  }
}

/**
 * With lib.mjs's WATCH_KEYS installed: types `count` keys (`typeKeys`), then
 * waits `settle` ms; their latencies, keydown → next frame.
 */
export async function keyLatencies(page, count, gap, settle) {
  await page.evaluate(() => (window.__lat.length = 0));
  await typeKeys(page, count, gap);
  await page.waitForTimeout(settle);
  return page.evaluate(() => [...window.__lat]);
}

/**
 * Starts a Chromium trace of `categories` on `cdp` (a CDP session); resolves
 * to `stop()`, which ends it and resolves to its events.
 */
export async function startTrace(cdp, categories) {
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((ok) => cdp.once('Tracing.tracingComplete', ok));
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  return async () => {
    await cdp.send('Tracing.end');
    await done;
    return events;
  };
}

/** The renderer main threads of a trace's `events`, as 'pid:tid' strings. */
export const mainThreads = (events) =>
  new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));

/** The machine's load average, a line for the end of a report. */
export const loadAverage = () => `Load average: ${loadavg().map((l) => l.toFixed(1)).join(' ')}`;
