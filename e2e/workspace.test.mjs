// The answer beside the question (issue 48). On 1366 × 768, 1440 × 900 and
// 1920 × 1080 a first visit shows, without scrolling, the editor, the URL
// and crawler inputs, a verdict cell and the selected cell's verdict and
// reason; a key typed at the end of the deciding line changes the verdict
// with all of them still in view, the page not scrolled and nothing moved.
// A run of edits shifts nothing (layout shift under 0.1); the answer stays
// in view as the page scrolls the grid. On a phone the one-line verdict
// strip is in view while editing.
// Screenshot of the first visit at 1440 × 900: e2e/artifacts/workspace.png
// (docs/screenshot.png, README's, with SCREENSHOTS=docs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFile, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ARTIFACTS, whollyVisible } from './lib.mjs';
import { TesterPage, settled, testSession } from './page.mjs';

const shared = testSession();
const HOOKS = ['robots-input', 'urls-input', 'agent-input', 'result-cell', 'trace-verdict', 'reason'];

/** Opens the example, fresh (no draft), in a window of `width` × `height`. */
async function openAt(t, width, height) {
  const page = await shared.session.context.newPage();
  t.after(() => page.close());
  await page.setViewportSize({ width, height });
  const tester = new TesterPage(page, shared.session.url);
  await page.goto(shared.session.url);
  await tester.ready();
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await tester.ready();
  await settled(() => page.getByTestId('result-cell').count(), 16);
  return tester;
}

/**
 * The hooks of `hooks` none of whose elements is wholly visible where it
 * is (`whollyVisible`, e2e/lib.mjs: inside the window and every box that
 * clips it, and under nothing). Also the page's scroll position and where
 * the editor, the inputs, the answer and the grid are.
 */
async function look(page, hooks) {
  const unseen = [];
  for (const h of hooks) {
    const seen = await whollyVisible(page.getByTestId(h), { scroll: false });
    if (!seen.includes(null)) unseen.push(h);
  }
  return {
    unseen,
    ...(await page.evaluate(() => {
      const box = (s) => {
        const r = document.querySelector(s).getBoundingClientRect();
        return [r.left, r.top, r.width, r.height].map(Math.round).join(',');
      };
      return {
        scrollY: window.scrollY,
        boxes: ['#robots-input', '#urls-input', '#agent-input', '.trace-panel', '.results-panel'].map(box),
      };
    })),
  };
}

/** Puts the caret at the end of the deciding line and types `key`. */
async function typeAtDecidingLine(tester, key) {
  const line = await tester.decisiveLine();
  assert.ok(line > 0, 'a line decides the selected cell');
  await tester.robots.evaluate((ta, line) => {
    const end = ta.value.split('\n').slice(0, line).join('\n').length;
    ta.focus();
    ta.setSelectionRange(end, end);
  }, line);
  await tester.page.keyboard.type(key);
}

const selected = (page) => page.locator('[data-testid="result-cell"][aria-selected="true"]').getAttribute('data-verdict');

for (const [width, height] of [
  [1366, 768],
  [1440, 900],
  [1920, 1080],
]) {
  test(`at ${width} × ${height} the editor, the inputs, the grid and the answer are in one view, and stay while editing`, async (t) => {
    const tester = await openAt(t, width, height);
    const { page } = tester;
    const first = await look(page, HOOKS);
    assert.deepEqual(first.unseen, [], 'everything in view on a first visit');
    assert.equal(first.scrollY, 0);
    if (width === 1440) {
      await mkdir(ARTIFACTS, { recursive: true });
      const file = `${ARTIFACTS}/workspace.png`;
      await page.screenshot({ path: file });
      if (process.env.SCREENSHOTS === 'docs') await copyFile(file, fileURLToPath(new URL('../docs/screenshot.png', import.meta.url)));
    }

    // The example's selected cell: /nogooglebot/page.html for Googlebot,
    // blocked by `Disallow: /nogooglebot/`; one more character and the
    // rule no longer matches.
    assert.equal(await selected(page), 'disallowed');
    await typeAtDecidingLine(tester, 'x');
    assert.equal(await settled(() => selected(page), 'allowed'), 'allowed', 'the verdict changed');
    await page.getByTestId('trace-change').waitFor();
    const after = await look(page, [...HOOKS, 'trace-change']);
    assert.deepEqual(after.unseen, [], 'everything still in view');
    assert.equal(after.scrollY, first.scrollY, 'the page did not scroll');
    assert.deepEqual(after.boxes, first.boxes, 'the editor, the inputs, the answer and the grid did not move');

    if (width === 1366) {
      // The keys between the editor, the grid and the answer.
      const focused = async (key) => {
        await page.keyboard.press(key);
        return page.evaluate(() => document.activeElement.dataset.testid || document.activeElement.id);
      };
      assert.equal(await focused('Alt+2'), 'result-cell');
      assert.equal(await focused('Alt+3'), 'trace');
      assert.equal(await focused('Alt+1'), 'robots-input');
      assert.equal((await look(page, [])).scrollY, 0);
    }
    assert.deepEqual(tester.errors, []);
  });
}

test('a run of edits moves nothing (layout shift under 0.1), and the answer stays in view as the grid scrolls', async (t) => {
  const tester = await openAt(t, 1440, 900);
  const { page } = tester;
  // Every layout shift from here on, those right after a key too (which
  // CLS leaves out), so the sum says what the edits moved.
  await page.evaluate(() => {
    window.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__shift += e.value;
    }).observe({ type: 'layout-shift' });
  });
  for (let i = 0; i < 5; i++) {
    await typeAtDecidingLine(tester, 'x');
    assert.equal(await settled(() => selected(page), 'allowed'), 'allowed');
    await page.keyboard.press('Backspace');
    assert.equal(await settled(() => selected(page), 'disallowed'), 'disallowed');
  }
  await page.waitForTimeout(300);
  const shift = await page.evaluate(() => window.__shift);
  assert.ok(shift < 0.1, `layout shift through ten edits: ${shift}`);
  assert.equal((await look(page, [])).scrollY, 0, 'typing never scrolled the page');

  // A long list: the grid is taller than the window; the page scrolled to
  // the grid's last row and the grid scrolled to its end, the selected
  // cell's verdict and reason are still in view.
  const urls = Array.from({ length: 80 }, (_, i) => `https://www.example.com/page/${i}`);
  await tester.setUrls('https://www.example.com/nogooglebot/page.html', ...urls);
  await tester.select('https://www.example.com/nogooglebot/page.html', 'Googlebot');
  await page.getByTestId('trace-verdict').waitFor();
  await page.evaluate(() => {
    document.querySelector('.grid-scroll').scrollTop = 1e6;
    document.querySelector('.results-panel').scrollIntoView({ block: 'end' });
  });
  const scrolled = await look(page, ['trace-verdict', 'reason']);
  assert.ok(scrolled.scrollY > 0, 'the page scrolled');
  assert.deepEqual(scrolled.unseen, [], 'the answer is in view');
  assert.deepEqual(tester.errors, []);
});

test('on a phone the verdict strip is in view while editing', async (t) => {
  const tester = await openAt(t, 390, 844);
  const { page } = tester;
  await typeAtDecidingLine(tester, 'x');
  const strip = page.getByTestId('verdict-strip');
  assert.equal(await settled(() => selected(page), 'allowed'), 'allowed', 'the verdict changed');
  assert.match(await strip.innerText(), /Allowed.*Googlebot/s);
  assert.deepEqual((await look(page, ['verdict-strip', 'robots-input'])).unseen, [], 'the strip and the editor are in view');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'robots-input', 'still editing');
  assert.deepEqual(tester.errors, []);
});
