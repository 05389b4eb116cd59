// Fits the screen it is on (issue 19): on a phone (390 × 900) every verdict
// of the worked example is in view without scrolling sideways; the editor is
// as tall as a short file (within a cap, with its highlights and line numbers
// aligned; below 1024 px wide); `?embed=1&readonly=1` of the example in an 800 px frame is at
// most 900 px tall, as the height it posts says, leaves out what its reader
// cannot use and stays keyboard- and screen-reader-usable (axe).
// Screenshots: e2e/artifacts/phone.png and embed.png (and docs/ with
// SCREENSHOTS=docs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fragment } from './fixtures/permalink.mjs';
import { ARTIFACTS, axeAudit, screenshot, startServer } from './lib.mjs';
import { settled, testSession } from './page.mjs';

const shared = testSession();
const AXE = fileURLToPath(new URL('../node_modules/axe-core/axe.min.js', import.meta.url));
const DOC = await readFile(new URL('../docs/embedding.md', import.meta.url), 'utf8');
const SNIPPET = DOC.match(/<!-- embed-snippet: start[^>]*-->\s*```html\n([\s\S]*?)```/)?.[1];
const HOST = await readFile(new URL('./fixtures/host.html', import.meta.url), 'utf8');
// The grid's fixed row height, which its virtual scrolling counts on.
const ROW_H = Number((await readFile(new URL('../src/model/view.rs', import.meta.url), 'utf8')).match(/ROW_H: i32 = (\d+);/)[1]);

/** Copies an artifact to docs/ when SCREENSHOTS=docs. */
async function toDocs(file, name) {
  if (process.env.SCREENSHOTS === 'docs') await copyFile(file, fileURLToPath(new URL(`../docs/${name}`, import.meta.url)));
}

/** Where the example's cells, row headers and the page's panels are, and how wide things are. */
function layout(page) {
  return page.evaluate(() => {
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    const grid = document.querySelector('.grid-scroll');
    return {
      scrollX: window.scrollX,
      innerWidth: window.innerWidth,
      innerHeight: window.innerHeight,
      scrollWidth: document.documentElement.scrollWidth,
      gridSideways: grid.scrollWidth - grid.clientWidth,
      cells: [...document.querySelectorAll('[data-testid=result-cell]')].map((c) => ({
        key: `${c.dataset.url} ${c.dataset.agent}`,
        verdict: c.dataset.verdict,
        cell: box(c),
        word: box(c.querySelector('.word')),
      })),
      rows: [...document.querySelectorAll('.grid tbody tr:not(.spacer)')].map((r) => r.getBoundingClientRect().height),
      urls: [...document.querySelectorAll('.grid tbody th .url')].map((u) => ({
        text: u.textContent,
        title: u.title,
        box: box(u),
        row: box(u.closest('tr')),
      })),
      wide: [...document.querySelectorAll('header, .panel, footer, textarea, input, select, button')]
        .filter((el) => el.getClientRects().length && box(el).right > window.innerWidth + 0.5)
        .map((el) => el.dataset.testid || el.className || el.tagName),
    };
  });
}

const inside = (b, w, h) => b.left >= 0 && b.right <= w + 0.5 && b.top >= 0 && b.bottom <= h + 0.5;

test('at 390 × 900 every verdict of the example is in view without scrolling sideways', async (t) => {
  const tester = await shared.open(t);
  const { page } = tester;
  await page.setViewportSize({ width: 390, height: 900 });
  const cells = page.getByTestId('result-cell');
  assert.equal(await settled(() => cells.count(), 16), 16, 'the example: 4 URLs × 4 crawlers');
  // Down to the grid, never sideways.
  await page.evaluate(() => window.scrollBy(0, document.querySelector('.grid').getBoundingClientRect().top - 8));
  const seen = await layout(page);
  assert.equal(seen.scrollX, 0);
  assert.ok(seen.scrollWidth <= seen.innerWidth, `the page is ${seen.scrollWidth} px wide in ${seen.innerWidth}`);
  assert.equal(seen.gridSideways, 0, 'the grid does not scroll sideways either');
  assert.deepEqual(seen.wide, [], 'nothing on the page is wider than the screen');
  assert.equal(seen.cells.length, 16);
  assert.deepEqual(seen.rows, [ROW_H, ROW_H, ROW_H, ROW_H], 'the rows keep their fixed height');
  for (const c of seen.cells) {
    assert.match(c.verdict, /^(allowed|disallowed)$/, c.key);
    assert.ok(inside(c.cell, seen.innerWidth, seen.innerHeight), `${c.key}: cell ${JSON.stringify(c.cell)} in view`);
    // Its word is shown whole, inside the cell.
    assert.ok(c.word.left >= c.cell.left && c.word.right <= c.cell.right + 0.5, `${c.key}: the word fits its cell`);
    assert.ok(c.word.bottom <= c.cell.bottom + 0.5 && c.word.right > c.word.left, `${c.key}: the word is shown`);
  }
  // Each URL is shown in its row, whole in the text (and the tooltip) that
  // screen readers read, inside the screen.
  const urls = (await page.getByTestId('urls-input').inputValue()).split('\n');
  assert.deepEqual(seen.urls.map((u) => u.text), urls);
  for (const u of seen.urls) {
    assert.equal(u.title, u.text);
    assert.ok(u.box.top >= u.row.top && u.box.bottom <= u.row.bottom + 0.5, `${u.text} is in its row`);
    assert.ok(u.box.left >= 0 && u.box.right <= seen.innerWidth && u.box.right > u.box.left + 40, `${u.text} is shown`);
  }
  // The screen reader's view of a row: its URL is the row header of its cells.
  const row = page.getByRole('row', { name: new RegExp(`^${urls[1].replaceAll('.', '\\.')}`) });
  assert.equal(await row.getByRole('gridcell').count(), 4);

  // The keys still move the active cell, and nothing scrolls sideways.
  await page.locator('[data-testid=result-cell][tabindex="0"]').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  const focused = await page.evaluate(() => [document.activeElement.dataset.row, document.activeElement.dataset.col]);
  assert.deepEqual(focused, ['2', '1']);
  assert.equal(await page.evaluate(() => window.scrollX), 0);

  await toDocs(await screenshot(page, 'phone'), 'phone.png');

  // Laid out for a phone, screen readers find nothing wrong either.
  const { violations, passes } = await axeAudit(page);
  assert.ok(passes.includes('color-contrast'), 'contrast was checked');
  assert.deepEqual(violations, []);
  assert.deepEqual(tester.errors, []);
});

test("at 390 px, compare mode's cells keep the fixed row height and say what changed", async (t) => {
  const tester = await shared.open(t);
  const { page } = tester;
  await page.setViewportSize({ width: 390, height: 900 });
  await tester.setRobots('User-agent: *\nDisallow: /private/\n');
  await page.getByTestId('compare-toggle').click();
  await tester.setRobots('User-agent: *\nDisallow: /private/\nDisallow: /nogooglebot/\n');
  const cell = tester.cell('https://www.example.com/nogooglebot/page.html', 'Bingbot');
  assert.equal(await settled(() => cell.getAttribute('data-change'), 'newly-blocked'), 'newly-blocked');
  const seen = await layout(page);
  assert.deepEqual(seen.rows, [ROW_H, ROW_H, ROW_H, ROW_H]);
  assert.ok(seen.scrollWidth <= seen.innerWidth);
  // The change is shown inside the cell; its line is still read out.
  const shown = await cell.evaluate((c) => {
    const [box, change] = [c.getBoundingClientRect(), c.querySelector('.change').getBoundingClientRect()];
    return change.top >= box.top && change.bottom <= box.bottom + 0.5 && change.height > 0;
  });
  assert.equal(shown, true);
  assert.match(await cell.evaluate((c) => c.textContent), /Blocked.*line 3.*newly blocked/i);
  assert.deepEqual(tester.errors, []);
});

/** The decisive line's highlight and its line number, side by side: their tops. */
function alignment(page) {
  return page.evaluate(() => {
    const hl = document.querySelector('[data-testid=decisive-line]');
    const n = Number(hl.dataset.line);
    const ln = [...document.querySelectorAll('.gutter .ln')].find((l) => l.querySelector('.ln-num').textContent === String(n));
    const ta = document.querySelector('[data-testid=robots-input]');
    return {
      line: n,
      highlight: hl.getBoundingClientRect().top,
      number: ln?.getBoundingClientRect().top,
      height: ta.getBoundingClientRect().height,
      scrolls: ta.scrollHeight > ta.clientHeight,
    };
  });
}

test('the editor is as tall as a short file, and scrolls beyond its cap with the highlights aligned', async (t) => {
  const tester = await shared.open(t);
  const { page } = tester;
  // Below 1024 px wide (from there the editor fills the workspace's column
  // at the window's height: e2e/workspace.test.mjs).
  await page.setViewportSize({ width: 900, height: 900 });
  // The example's 8 lines: all in view, no taller than they need.
  let seen = await alignment(page);
  assert.equal(seen.scrolls, false, 'all 8 lines are shown');
  assert.ok(seen.height <= 8 * 20 + 16 + 2 + 17, `the editor is ${seen.height} px tall for 8 lines`);
  assert.equal(seen.highlight, seen.number, 'the highlight is on its line number');

  // 60 lines: capped at 20 lines' height, scrolled to the decisive line 56.
  const lines = Array.from({ length: 60 }, (_, i) => `Disallow: /p${i + 1}/`);
  lines[0] = 'User-agent: *';
  await tester.scenario({ robots: lines.join('\n'), url: 'https://example.com/p56/x', agent: 'Googlebot' });
  await tester.select('https://example.com/p56/x', 'Googlebot');
  assert.equal(await tester.decisiveLine(), 56);
  await settled(async () => {
    const a = await alignment(page);
    return a.line === 56 && a.highlight === a.number;
  }, true);
  seen = await alignment(page);
  assert.equal(seen.scrolls, true, 'a long file scrolls');
  assert.ok(seen.height >= 400 && seen.height <= 420, `the cap: ${seen.height} px`);
  assert.equal(seen.highlight, seen.number, 'scrolled, the highlight is still on its line number');
  assert.deepEqual(tester.errors, []);
});

/** Serves a documentation page with the documented snippet, framing `src`. */
async function host(t, src, cells = 16) {
  assert.ok(SNIPPET, 'docs/embedding.md has the snippet');
  const root = await mkdtemp(join(tmpdir(), 'robots-tester-fit-'));
  const snippet = SNIPPET.replace(/src="[^"]*"/, `src="${src.replaceAll('&', '&amp;')}"`);
  await writeFile(join(root, 'index.html'), HOST.replace('{{SNIPPET}}', snippet).replace('{{OTHER}}', 'about:blank'));
  const server = await startServer({ root });
  t.after(async () => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  });
  const page = await shared.session.context.newPage();
  t.after(() => page.close());
  // 800 px for the frame, besides the host's body margins.
  await page.setViewportSize({ width: 816, height: 900 });
  await page.addInitScript(() => {
    window.__posted = [];
    window.addEventListener('message', (e) => e.data?.type === 'robots-tester:height' && window.__posted.push(e.data.height));
  });
  await page.goto(server.url);
  const frame = await (await page.locator('#robots-tester').elementHandle()).contentFrame();
  await frame.getByTestId('robots-input').waitFor({ state: 'visible', timeout: 30_000 });
  await settled(() => frame.getByTestId('result-cell').count(), cells);
  // The frame follows the last height posted; the content's own height.
  const sizes = async () => ({
    frame: await page.locator('#robots-tester').evaluate((f) => f.getBoundingClientRect().height),
    posted: await page.evaluate(() => window.__posted.at(-1)),
    content: await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height)),
  });
  let size;
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
    size = await sizes();
    if (size.frame === size.content && size.posted === size.content) break;
    await new Promise((ok) => setTimeout(ok, 50));
  }
  return { page, frame, size };
}

test('?embed=1&readonly=1 of the example in an 800 px frame: at most 900 px tall, nothing unusable, axe clean', async (t) => {
  const { page, frame, size } = await host(t, `${shared.session.url}?embed=1&readonly=1`);
  assert.equal(await page.locator('#robots-tester').evaluate((f) => f.getBoundingClientRect().width), 800);
  t.diagnostic(`embed height: content ${size.content} px, posted ${size.posted} px`);
  assert.equal(size.posted, size.content, 'the posted height is the content height');
  assert.equal(size.frame, size.content, 'the frame follows it');
  assert.ok(size.content <= 900, `${size.content} px tall`);
  assert.equal(await frame.evaluate(() => document.documentElement.scrollHeight), size.content, 'nothing hidden below');

  // Left out: the list's tools for 4 URLs and the empty Expectations panel.
  for (const id of ['url-filter', 'url-sort', 'url-search', 'export-csv', 'expectations']) {
    assert.equal(await frame.getByTestId(id).isVisible(), false, `${id} is left out`);
  }
  // The editor shows the 8 lines without scrolling.
  const editor = await frame.getByTestId('robots-input').evaluate((ta) => [ta.scrollHeight, ta.clientHeight]);
  assert.ok(editor[0] <= editor[1], `the file fits its editor: ${editor}`);

  // As a reader first sees it.
  await mkdir(ARTIFACTS, { recursive: true });
  const file = join(ARTIFACTS, 'embed.png');
  await page.locator('#robots-tester').screenshot({ path: file });
  await toDocs(file, 'embed.png');

  // Keyboard: the active cell takes the focus, the keys move it, the trace follows.
  await frame.locator('[data-testid=result-cell][tabindex="0"]').focus();
  await page.keyboard.press('ArrowUp');
  const active = frame.locator('[data-testid=result-cell][aria-selected=true]');
  assert.equal(await active.getAttribute('data-url'), 'https://www.example.com/');
  assert.equal(await active.evaluate((c) => c === document.activeElement), true);
  assert.match(await frame.getByTestId('trace-verdict').innerText(), /Allowed/);

  // Screen readers: axe finds nothing (contrast included), run as a reader
  // meets the embed: in the documentation page, into its frame (whose level-one
  // heading is the host's).
  const axe = await readFile(AXE, 'utf8');
  // (The frame is on another origin: axe's own messages must reach it.)
  const load = `${axe}; window.axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] });`;
  await frame.evaluate(load);
  await page.evaluate(load);
  const result = await page.evaluate(async () => {
    const r = await window.axe.run(document, { iframes: true });
    return { violations: r.violations, passes: r.passes.map((p) => [p.id, p.nodes.map((n) => n.target)]) };
  });
  const framed = (id) => result.passes.find(([p]) => p === id)?.[1].some((t) => t.length > 1);
  assert.ok(framed('color-contrast'), 'contrast was checked inside the frame');
  assert.ok(framed('aria-required-children') || framed('aria-allowed-role'), 'the grid was checked');
  // The tester's own: in its frame, or about the page as a whole (the host
  // page of the fixture is not the tester's to fix).
  const violations = result.violations
    .map((v) => ({ id: v.id, nodes: v.nodes.filter((n) => n.target.length > 1).map((n) => n.target.join(' ')) }))
    .filter((v) => v.nodes.length || v.id.startsWith('page-'));
  assert.deepEqual(violations, []);

});

test('an embed of a longer list keeps its tools; a read-only one with expectations keeps their panel', async (t) => {
  const urls = Array.from({ length: 12 }, (_, i) => `https://example.com/p${i}`).join('\n');
  const state = {
    robots: 'User-agent: *\nDisallow: /p1\n',
    urls,
    agents: ['Googlebot'],
    selected: [0, 0],
    options: [[4, 'allowed Googlebot https://example.com/p0']],
  };
  const { frame } = await host(t, `${shared.session.url}?embed=1&readonly=1${fragment(state)}`, 12);
  for (const id of ['url-filter', 'url-sort', 'url-search', 'export-csv', 'expectations']) {
    assert.equal(await frame.getByTestId(id).isVisible(), true, `${id} is shown`);
  }
  assert.equal(await frame.getByTestId('expectation').count(), 1);
});
