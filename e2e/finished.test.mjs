// The workspace, finished (issue 54): at 1366 × 768, 1440 × 900 and
// 1920 × 1080, in each of the four languages (Hindi and Korean are wider;
// all but English in dark mode), nothing a person needs is clipped, covered
// or half-rendered. One geometry check holds each point (`whollyVisible`,
// e2e/lib.mjs: its edges hit it with elementFromPoint once in view):
// - every crawler chip is whole (they wrap), and with the selected cell
//   and its pin buttons on the first screen;
// - the grid shows the default four crawlers without scrolling sideways,
//   its URL column beside the cells, every cell and total whole; the
//   editor takes no more width than the example's lines need;
// - the answer is sticky only while its grid is on screen: the sections
//   below the grid, and the rows of "Crawlers by purpose", are never under it;
// - the reason shows its rule as code (no backticks) and is whole; while
//   some of the answer is below its box's fold, a line at the bottom says so;
// - no word is broken across lines (the crawler table's verdicts, the
//   grid's totals and cells, the chips);
// - the AI-use preferences every crawler shares are said once, above the
//   tables, not in every row.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { brokenWords, whollyVisible } from './lib.mjs';
import { settled, TesterPage, testSession } from './page.mjs';

const shared = testSession();
const SIZES = [
  [1366, 768],
  [1440, 900],
  [1920, 1080],
];
const LANGS = ['en', 'nl', 'hi', 'ko'];

/** Opens the example, fresh, at `width` × `height` in `lang`. */
async function openAt(t, lang, width, height) {
  const page = await shared.session.context.newPage();
  t.after(() => page.close());
  await page.emulateMedia({ colorScheme: lang === 'en' ? 'light' : 'dark' });
  await page.setViewportSize({ width, height });
  const tester = new TesterPage(page, shared.session.url);
  await page.goto(shared.session.url);
  await tester.ready();
  await page.evaluate(() => localStorage.clear());
  await page.goto(shared.session.url + (lang === 'en' ? '' : `?lang=${lang}`));
  await tester.ready();
  await page.waitForFunction((lang) => document.documentElement.lang === lang, lang);
  await settled(() => page.getByTestId('result-cell').count(), 16);
  await page.getByTestId('trace-readers').waitFor({ state: 'attached' });
  return tester;
}

/** The entries of `whollyVisible` that are not null, with their index. */
const faults = (seen) => seen.map((f, i) => f && `#${i}: ${f}`).filter(Boolean);

for (const lang of LANGS) {
  for (const [width, height] of SIZES) {
    test(`${lang} at ${width} × ${height}: nothing clipped, nothing covered, nothing half-rendered`, async (t) => {
      const tester = await openAt(t, lang, width, height);
      const { page } = tester;
      const id = (h) => page.getByTestId(h);

      // On the first screen, as it is: the reason, with its rule as code.
      assert.deepEqual(faults(await whollyVisible(id('reason'), { scroll: false })), [], 'the reason is whole');
      assert.equal(await page.locator('[data-testid="reason"] code').first().innerText(), 'Disallow: /nogooglebot/');
      assert.doesNotMatch(await id('reason').innerText(), /`/, 'no backticks');
      // And the cell it explains, with the pin buttons and the chips
      // (which wrap in no more than two rows, leaving the grid its room).
      const selected = page.locator('[data-testid="result-cell"][aria-selected="true"]');
      for (const what of [selected, id('expect-allowed'), id('expect-blocked'), id('agent-chip')]) {
        assert.deepEqual(faults(await whollyVisible(what, { scroll: false })), [], 'on the first screen, whole');
      }
      assert.equal(await page.evaluate(() => window.scrollY), 0);

      // The chips: each whole, none of their words broken.
      assert.equal(await id('agent-chip').count(), 4);
      assert.deepEqual(faults(await whollyVisible(id('agent-chip'))), [], 'every chip is whole');
      assert.deepEqual(await brokenWords(id('agent-chip')), []);

      // The grid: four crawlers without sideways scrolling; its URL column
      // beside the cells (not laid over them); every cell and total whole.
      const grid = await page.evaluate(() => {
        const box = document.querySelector('.grid-scroll');
        const url = document.querySelector('.grid tbody th.url-cell').getBoundingClientRect();
        const cell = document.querySelector('[data-testid="result-cell"]').getBoundingClientRect();
        const editor = document.querySelector('.editors').getBoundingClientRect();
        const ta = document.querySelector('#robots-input');
        return {
          sideways: box.scrollWidth - box.clientWidth,
          page: document.documentElement.scrollWidth - innerWidth,
          url: [url.left, url.right, url.width],
          cellLeft: cell.left,
          editor: editor.width / innerWidth,
          lines: ta.scrollWidth - ta.clientWidth,
        };
      });
      assert.equal(grid.sideways, 0, 'the grid does not scroll sideways');
      assert.ok(grid.page <= 0, 'nor does the page');
      assert.ok(grid.url[2] >= 160, `the URL column is ${grid.url[2]} px wide`);
      assert.ok(grid.url[1] <= grid.cellLeft + 0.5, 'the URLs are beside the cells');
      assert.ok(grid.editor <= 0.4, `the editor takes ${Math.round(grid.editor * 100)} % of the width`);
      assert.equal(grid.lines, 0, "the example's lines fit the editor");
      for (const hook of ['result-cell', 'agent-total']) {
        assert.deepEqual(faults(await whollyVisible(id(hook))), [], `every ${hook} is whole`);
      }
      // (A URL longer than its column ends in an ellipsis; the whole URL is
      // its tooltip, and the answer's.)
      assert.deepEqual(faults(await whollyVisible(page.locator('.grid tbody th.url-cell'), { text: false })), [], 'every URL is in its column');
      const titled = await page.locator('.grid tbody .url').evaluateAll((us) => us.every((u) => u.title === u.textContent));
      assert.equal(titled, true);
      assert.deepEqual(faults(await whollyVisible(page.locator('.grid thead th.agent-col'))), [], 'every crawler name is whole');
      assert.deepEqual(await brokenWords(page.locator('.grid thead, [data-testid="result-cell"]')), []);

      // The answer's box: what is below its fold has a line that says so,
      // until the box is scrolled to its end.
      await page.evaluate(() => window.scrollTo(0, 0));
      const trace = page.locator('.trace-panel');
      const folded = await trace.evaluate((p) => p.scrollHeight > p.clientHeight + 1);
      assert.equal(folded, true, 'the example has more to its answer than its box shows');
      assert.deepEqual(faults(await whollyVisible(id('trace-more'), { scroll: false })), [], 'the line to the rest is shown');
      await trace.hover();
      for (let i = 0; i < 60 && !(await trace.evaluate((p) => p.scrollTop + p.clientHeight >= p.scrollHeight - 1)); i++) {
        await page.mouse.wheel(0, 120);
      }
      assert.equal(await trace.evaluate((p) => p.scrollTop + p.clientHeight >= p.scrollHeight - 1), true, 'it scrolls to the end');
      assert.equal(await settled(() => id('trace-more').isVisible(), false), false, 'at the end, no such line');
      await trace.evaluate((p) => (p.scrollTop = 0));
      assert.equal(await settled(() => id('trace-more').isVisible(), true), true, 'back at the top, the line again');
      assert.equal(await page.evaluate(() => window.scrollY), 0, 'the wheel scrolled the box, not the page');

      // Below the grid: each section's title, and the crawler table's rows
      // at the top of the window, are never under the answer.
      await id('policy').locator('summary').click();
      await id('policy-row').first().waitFor({ timeout: 15_000 });
      assert.deepEqual(faults(await whollyVisible(page.locator('.views summary').filter({ visible: true }), { scroll: 'start' })), [], 'the views are not covered');
      const rows = id('policy-row');
      assert.deepEqual(faults(await whollyVisible(rows.first(), { scroll: 'start' })), [], 'the first crawler row is not covered');
      const top = await page.evaluate(() =>
        [...document.querySelectorAll('[data-testid="policy-row"]')].map((r) => r.getBoundingClientRect()).filter((r) => r.top >= 0 && r.bottom <= innerHeight).length,
      );
      assert.ok(top >= 4, `${top} rows in view`);
      const inView = await whollyVisible(page.locator('[data-testid="policy-row"]').filter({ visible: true }), { scroll: false });
      const shownRows = inView.filter((f) => f === null).length;
      assert.ok(shownRows >= top, `${shownRows} of the ${top} rows in view are wholly visible: ${faults(inView).slice(0, 3)}`);

      // The crawler table: no word broken (its verdicts above all), and the
      // preferences every crawler shares said once.
      assert.deepEqual(await brokenWords(page.locator('[data-testid="policy"] table')), []);
      assert.equal(await id('policy-usage-all').count(), 1);
      assert.deepEqual(faults(await whollyVisible(id('policy-usage-all'))), []);
      assert.equal(await id('policy-usage').count(), 0, 'no column of the same preferences');
      assert.deepEqual(tester.errors, []);
    });
  }
}

test('while the grid is on screen the answer stays in view above it, and leaves with it', async (t) => {
  const tester = await openAt(t, 'en', 1366, 768);
  const { page } = tester;
  const urls = Array.from({ length: 80 }, (_, i) => `https://www.example.com/page/${i}`);
  await tester.setUrls('https://www.example.com/nogooglebot/page.html', ...urls);
  await tester.select('https://www.example.com/nogooglebot/page.html', 'Googlebot');
  // The grid's box and the answer fit the window together: the page
  // scrolled to the grid's end shows the answer whole, and the grid's
  // header rows and cells in view are not under it.
  await page.locator('.results-panel').evaluate((p) => p.scrollIntoView({ block: 'end' }));
  assert.deepEqual(faults(await whollyVisible(page.getByTestId('reason'), { scroll: false })), []);
  assert.deepEqual(faults(await whollyVisible(page.locator('.grid thead th.agent-col'), { scroll: false })), []);
  // Scrolled on past the grid, the answer goes with it: the first view's
  // title at the top of the window is whole.
  assert.deepEqual(faults(await whollyVisible(page.locator('.views summary').first(), { scroll: 'start' })), []);
  assert.deepEqual(tester.errors, []);
});
