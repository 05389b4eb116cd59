// Paint before the wasm (issue 19): the first screen of the example is in
// the HTML the server sends (rendered by the build from the same
// components), so it shows without JavaScript; a permalink or another saved
// draft never shows the example first; and the running app takes the
// markup over without leaving a second copy or moving anything, adopting
// the copy's editor (its text, the largest paint, is not painted again).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fragment } from './fixtures/permalink.mjs';
import { DRAFT_KEY, encodeDraft } from './draft.mjs';
import { launchBrowser } from './lib.mjs';
import { TesterPage, settled, testSession } from './page.mjs';

const shared = testSession();

/** What the grid shows, cell by cell: URL, crawler and the verdict's words. */
const cells = (page) =>
  page.locator('[data-testid="result-cell"]').evaluateAll((els) =>
    els.filter((c) => c.checkVisibility()).map((c) => `${c.dataset.url} | ${c.dataset.agent} | ${c.innerText.trim()}`),
  );

/**
 * Installed before any of the page's scripts: notes, in every frame before
 * it is painted, whether any of the build's prerendered markup is rendered,
 * and records layout shifts.
 */
const WATCH = () => {
  window.__prerenderSeen = 0;
  window.__shifts = 0;
  const look = () => {
    for (const el of document.querySelectorAll('[data-prerendered]')) {
      if (el.checkVisibility()) window.__prerenderSeen++;
    }
    if (!window.__stopWatch) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
  // The copy's editor, to tell whether the app adopted it.
  document.addEventListener('DOMContentLoaded', () => {
    window.__copyEditor = document.querySelector('[data-prerendered] textarea');
  });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

test('without JavaScript the page shows the example: its verdicts and the deciding line', async (t) => {
  const page = await shared.session.context.newPage();
  t.after(() => page.close());
  const cdp = await shared.session.context.newCDPSession(page);
  await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
  await page.goto(shared.session.url);
  // (The test's own evaluate still runs: only the page's scripts are off.)
  assert.equal(await page.evaluate(() => document.documentElement.className), '', "the page's scripts did not run");
  const shown = await cells(page);
  assert.equal(shown.length, 16, 'the example: 4 URLs × 4 crawlers');

  // What the running app shows for the example, once its checks are in
  // (the other parsers' marks come from the checking worker).
  const app = await shared.open(t);
  const expected = await settled(() => cells(app.page), shown);
  assert.deepEqual(shown, expected, 'the same verdicts, as text, as the running app');
  const line = await app.decisiveLine();
  assert.ok(line > 0, 'the app highlights a deciding line');
  const decisive = page.getByTestId('decisive-line');
  assert.ok(await decisive.isVisible(), 'the deciding line is highlighted');
  assert.equal(Number(await decisive.getAttribute('data-line')), line);
  const text = await page.locator('textarea#robots-input').inputValue();
  const robots = await app.robots.inputValue();
  assert.equal(text, robots, 'the editor holds the example file');
  const body = await page.locator('body').innerText();
  assert.match(body, /robots\.txt tester/, 'the header');
  assert.match(body, /needs JavaScript and WebAssembly/, 'the <noscript> message beside it');
  assert.equal(await page.getByTestId('robots-input').count(), 0, 'no running app');
});

test('with JavaScript the copy is painted in pieces, top to bottom, and is whole even if the app never starts', async (t) => {
  // A profile of its own: no service worker (which an earlier test's page
  // installed) to hand the app's code over.
  const browser = await launchBrowser();
  t.after(() => browser.close());
  const page = await browser.context.newPage();
  // The app's code never arrives: what shows is the build's copy alone.
  await page.route(/robots-tester-[0-9a-f]+(_bg\.wasm|\.js)$/, (route) => route.abort());
  await page.addInitScript(() => {
    // Per frame: how many of the copy's panels are shown, and shifts.
    window.__frames = [];
    window.__shifts = 0;
    const look = () => {
      const copy = document.querySelector('[data-prerendered="page"]');
      if (copy) window.__frames.push([...copy.querySelectorAll('section.panel')].filter((s) => s.checkVisibility()).length);
      if (window.__frames.length < 600) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__shifts += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(shared.session.url);
  const shown = await settled(() => cells(page).then((c) => c.length), 16);
  assert.equal(shown, 16, 'every verdict of the example shows: 4 URLs × 4 crawlers');
  assert.ok(await page.getByTestId('decisive-line').isVisible(), 'the deciding line is highlighted');
  assert.ok(await page.getByTestId('trace').isVisible(), 'the trace shows');
  const frames = await page.evaluate(() => window.__frames.filter((n, i, all) => i === 0 || n !== all[i - 1]));
  assert.ok(frames.length >= 3, `painted in steps, not at once: panels shown per frame ${frames}`);
  for (let i = 1; i < frames.length; i++) assert.ok(frames[i] > frames[i - 1], `panels only come, never go: ${frames}`);
  const shifts = await page.evaluate(() => window.__shifts);
  assert.ok(shifts <= 0.02, `layout shift ${shifts} at most 0.02`);
});

// Issue 53: fetched sooner, the app's code came before the copy's editor
// painted on a fast server, and Lighthouse counted it as what the largest
// paint waited for (LCP 2.4 s).
test("the app's glue and wasm are fetched once the copy has painted whole", async (t) => {
  const browser = await launchBrowser();
  t.after(() => browser.close());
  const page = await browser.context.newPage();
  await page.addInitScript(() => {
    // When the copy's last piece showed (performance.now()).
    window.__lastPiece = null;
    const look = () => {
      const copy = document.querySelector('[data-prerendered="page"]');
      if (copy && !copy.querySelector('[data-fp-piece]')) window.__lastPiece = performance.now();
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto(shared.session.url);
  const tester = new TesterPage(page, shared.session.url);
  await tester.ready();
  const { lastPiece, fetched } = await page.evaluate(() => ({
    lastPiece: window.__lastPiece,
    fetched: performance
      .getEntriesByType('resource')
      .filter((r) => /robots-tester-[0-9a-f]+(_bg\.wasm|\.js)$/.test(r.name))
      .map((r) => [r.name.split('/').pop(), r.startTime]),
  }));
  assert.ok(lastPiece !== null, 'the copy showed whole');
  assert.equal(fetched.length, 2, `the glue and the wasm, each fetched once: ${JSON.stringify(fetched)}`);
  for (const [name, at] of fetched) assert.ok(at >= lastPiece, `${name} fetched at ${at} ms, before the copy was whole (${lastPiece} ms)`);
  // Their preload links are in the page, with their integrity, turned on.
  const links = await page.locator('link[data-rel]').evaluateAll((ls) => ls.map((l) => [l.rel, l.dataset.rel, !!l.integrity]));
  assert.deepEqual(links.map(([rel, want, sri]) => rel === want && sri), [true, true], JSON.stringify(links));
  assert.deepEqual(tester.errors, []);
});

test('the app takes the markup over: one page, nothing moved, every hook works', async (t) => {
  const page = await shared.session.context.newPage();
  t.after(() => page.close());
  await page.addInitScript(WATCH);
  const tester = new TesterPage(page, shared.session.url);
  await page.goto(shared.session.url);
  await tester.ready();
  const seen = await page.evaluate(() => window.__prerenderSeen);
  assert.ok(seen > 0, 'the prerendered example was painted before the app started');
  assert.equal(await page.locator('.app').count(), 1, 'one .app');
  assert.equal(await page.locator('table.grid').count(), 1, 'one grid');
  assert.equal(await page.locator('[data-prerendered]').count(), 0, 'the prerendered markup is gone');
  assert.equal(await page.getByTestId('trace').count(), 1, 'one trace');
  // The copy's editor, its text the largest paint, is the app's: adopted,
  // not painted again.
  assert.ok(
    await page.evaluate(() => window.__copyEditor instanceof HTMLTextAreaElement && window.__copyEditor === document.querySelector('[data-testid="robots-input"]')),
    "the app's editor is the copy's textarea",
  );
  // The hooks of the running app.
  const check = await tester.check('https://www.example.com/nogooglebot/page.html', 'Googlebot');
  assert.equal(check.verdict, 'disallowed');
  assert.ok(check.line > 0);
  await tester.setRobots('User-agent: *\nDisallow: /\n');
  assert.equal(await tester.verdict('https://www.example.com/', 'Bingbot'), 'disallowed');
  await page.waitForTimeout(300);
  const shifts = await page.evaluate(() => window.__shifts);
  assert.ok(shifts <= 0.02, `layout shift ${shifts} at most 0.02`);
  assert.deepEqual(tester.errors, []);
});

/** Opens `path` in a new page with `draft` saved, watching what is painted. */
async function openWatched(t, path, draft) {
  const page = await shared.session.context.newPage();
  t.after(() => page.close());
  const tester = new TesterPage(page, shared.session.url);
  if (draft !== undefined) {
    await page.goto(shared.session.url);
    await tester.ready();
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [DRAFT_KEY, draft]);
    await page.goto('about:blank');
  }
  await page.addInitScript(WATCH);
  await page.goto(shared.session.url + path);
  await tester.ready();
  const seen = await page.evaluate(() => window.__prerenderSeen);
  return { tester, page, seen };
}

const OTHER = { robots: 'User-agent: *\nDisallow: /private/\n', urls: 'https://a.test/private/x', agents: ['Googlebot'] };

test('a permalink opens to its own state: the example never shows first', async (t) => {
  const { tester, page, seen } = await openWatched(t, fragment(OTHER));
  assert.equal(seen, 0, 'no frame painted the example');
  assert.equal(await tester.verdict('https://a.test/private/x', 'Googlebot'), 'disallowed');
  assert.equal(await page.getByTestId('result-cell').count(), 1);
  assert.equal(await page.locator('.app').count(), 1);
  // The served page was marked for the neutral shell before its first paint.
  assert.ok(await page.evaluate(() => document.documentElement.classList.contains('fp-shell')));
  assert.deepEqual(tester.errors, []);
});

test('another saved draft, another language or another embed: no example first', async (t) => {
  const draft = await openWatched(t, '', encodeDraft(OTHER));
  assert.equal(draft.seen, 0, 'a saved draft: no frame painted the example');
  assert.equal(await draft.tester.verdict('https://a.test/private/x', 'Googlebot'), 'disallowed');

  const lang = await openWatched(t, '?lang=nl');
  assert.equal(lang.seen, 0, 'Dutch: no frame painted the English example');

  const embed = await openWatched(t, '?embed=1&panels=robots,results');
  assert.equal(embed.seen, 0, 'an embed of other panels: no frame painted the page');
  assert.equal(await embed.page.locator('.app').count(), 1);
});

test('the read-only embed of the example is painted before the app starts, then taken over', async (t) => {
  const { tester, page, seen } = await openWatched(t, '?embed=1&readonly=1');
  assert.ok(seen > 0, 'the prerendered embed was painted');
  assert.equal(await page.locator('.app').count(), 1);
  assert.equal(await page.locator('[data-prerendered]').count(), 0);
  assert.equal(await tester.verdict('https://www.example.com/nogooglebot/page.html', 'Googlebot'), 'disallowed');
  const shifts = await page.evaluate(() => window.__shifts);
  assert.ok(shifts <= 0.02, `layout shift ${shifts} at most 0.02`);
  assert.deepEqual(tester.errors, []);
});
