// Embed mode (issue 5): a documentation page on another origin embeds the
// tester with the snippet of docs/embedding.md; the frame follows the height the
// tester posts, a message of the same shape from another origin is ignored,
// the embed is compact, themed, optionally readonly, starts from the
// fragment, and leaves the reader's draft alone.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fragment } from './fixtures/permalink.mjs';
import { launchBrowser, screenshot, startServer } from './lib.mjs';
import { DRAFT_KEY, encodeDraft } from './draft.mjs';

const embeddingDoc = await readFile(new URL('../docs/embedding.md', import.meta.url), 'utf8');
const SNIPPET = embeddingDoc.match(/<!-- embed-snippet: start[^>]*-->\s*```html\n([\s\S]*?)```\s*<!-- embed-snippet: end -->/)?.[1];
const HOST = await readFile(new URL('./fixtures/host.html', import.meta.url), 'utf8');
const OTHER = await readFile(new URL('./fixtures/other.html', import.meta.url), 'utf8');

const STATE = {
  robots: 'User-agent: *\nDisallow: /private/\n',
  urls: 'https://example.com/private/a\nhttps://example.com/public/b',
  agents: ['Googlebot'],
  selected: [0, 0],
};
const FRAGMENT = fragment(STATE);

/** Serves `html` as the index page of a fresh origin. */
async function serveHtml(files) {
  const root = await mkdtemp(join(tmpdir(), 'robots-tester-host-'));
  for (const [name, html] of Object.entries(files)) await writeFile(join(root, name), html);
  const server = await startServer({ root });
  return {
    ...server,
    close: async () => {
      await server.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

let app;
let other;
let browser;
before(async () => {
  app = await startServer();
  other = await serveHtml({ 'index.html': OTHER });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await other?.close();
  await app?.close();
});

/** A host page on its own origin embedding `src` with the documented snippet. */
async function hostPage(t, src) {
  assert.ok(SNIPPET, 'docs/embedding.md has the embed snippet between its markers');
  const snippet = SNIPPET.replace(/src="[^"]*"/, `src="${src.replaceAll('&', '&amp;')}"`);
  assert.notEqual(snippet, SNIPPET, 'the snippet has a src to fill in');
  const host = await serveHtml({
    'index.html': HOST.replace('{{SNIPPET}}', snippet).replace('{{OTHER}}', other.url),
  });
  t.after(host.close);
  assert.notEqual(new URL(host.url).port, new URL(app.url).port);
  const page = await browser.context.newPage();
  t.after(() => page.close());
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  // Every height the host ever gives the frame, from the first one on.
  await page.addInitScript(() => {
    window.__heights = [];
    new MutationObserver(() => {
      const h = document.getElementById('robots-tester')?.style.height;
      if (h && window.__heights.at(-1) !== h) window.__heights.push(h);
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['style'] });
  });
  await page.goto(host.url);
  const frame = page.frameLocator('#robots-tester');
  await frame.getByTestId('robots-input').waitFor({ state: 'visible', timeout: 30_000 });
  return { page, frame, errors, host };
}

/** The embedded document's own height, as the tester measures it. */
function contentHeight(page) {
  return page
    .frame({ url: (u) => u.href.startsWith(app.url) })
    .evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
}

/** Polls until the frame's height equals its content's height; returns both. */
async function fitted(page) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const frameHeight = await page.locator('#robots-tester').evaluate((f) => f.getBoundingClientRect().height);
    const content = await contentHeight(page);
    if (frameHeight === content || Date.now() > deadline) return { frameHeight, content };
    await new Promise((ok) => setTimeout(ok, 50));
  }
}

test('a page on another origin embeds the tester and sizes the frame from its messages', async (t) => {
  const { page, frame, errors } = await hostPage(t, `${app.url}?embed=1&theme=dark&panels=robots,urls,results,trace${FRAGMENT}`);

  // The state came from the fragment; the grid shows its verdicts.
  assert.equal(await frame.getByTestId('robots-input').inputValue(), STATE.robots);
  const verdict = (url) =>
    frame.locator(`[data-testid=result-cell][data-url="${url}"][data-agent=Googlebot]`).getAttribute('data-verdict');
  assert.equal(await verdict('https://example.com/private/a'), 'disallowed');
  assert.equal(await verdict('https://example.com/public/b'), 'allowed');

  // Compact and themed: no page header or footer, dark colours.
  assert.equal(await frame.getByRole('heading', { name: 'robots.txt tester' }).isVisible(), false);
  assert.equal(await frame.locator('footer').isVisible(), false);
  assert.equal(await frame.locator('html').getAttribute('data-theme'), 'dark');

  let size = await fitted(page);
  assert.equal(size.frameHeight, size.content, 'the frame is as tall as the content');
  assert.notEqual(size.frameHeight, 640, 'the height came from the tester, not the snippet');

  // More content: the frame grows with it.
  const before = size.content;
  await frame.getByTestId('urls-input').fill(
    Array.from({ length: 12 }, (_, i) => `https://example.com/private/page-${i}`).join('\n'),
  );
  size = await fitted(page);
  assert.ok(size.content > before, `content grew (${before} → ${size.content})`);
  assert.equal(size.frameHeight, size.content, 'the frame followed');
  await screenshot(page, 'embed-host');

  // The third-origin widget has been posting { height: 3 } all along, and a
  // message from the host's own window is no better: both are ignored.
  await page.evaluate(() => window.postMessage({ type: 'robots-tester:height', height: 5 }, '*'));
  await new Promise((ok) => setTimeout(ok, 300));
  const heights = await page.evaluate(() => window.__heights);
  assert.ok(heights.length >= 2, `the frame was resized: ${heights}`);
  for (const bad of ['3px', '5px']) assert.ok(!heights.includes(bad), `${bad} never applied: ${heights}`);
  assert.equal((await fitted(page)).frameHeight, size.content);
  assert.deepEqual(errors, []);
});

test('readonly=1 keeps the inputs from being edited; cells can still be explained', async (t) => {
  const { frame } = await hostPage(t, `${app.url}?embed=1&readonly=1&theme=light&panels=robots,urls,crawlers,results,trace${FRAGMENT}`);
  assert.equal(await frame.getByTestId('robots-input').getAttribute('readonly'), '');
  assert.equal(await frame.getByTestId('urls-input').getAttribute('readonly'), '');
  assert.equal(await frame.getByTestId('robots-input').isEditable(), false);
  assert.equal(await frame.getByTestId('agent-input').isVisible(), false);
  assert.equal(await frame.locator('.chip-remove').count(), 1);
  assert.equal(await frame.locator('.chip-remove').isVisible(), false);
  assert.equal(await frame.locator('html').getAttribute('data-theme'), 'light');
  const cell = frame.locator('[data-testid=result-cell][data-url="https://example.com/public/b"]');
  await cell.click();
  assert.equal(await cell.getAttribute('aria-selected'), 'true');
  assert.match(await frame.getByTestId('trace-verdict').innerText(), /Allowed/);
});

test("an embed neither shows nor changes the reader's own draft", async (t) => {
  const page = await browser.context.newPage();
  t.after(() => page.close());
  await page.goto(app.url);
  await page.getByTestId('robots-input').waitFor();
  const draft = encodeDraft({ robots: 'User-agent: *\nDisallow: /my-draft/\n' });
  await page.evaluate(([k, d]) => localStorage.setItem(k, d), [DRAFT_KEY, draft]);

  // Without a fragment an embed shows the example, not the draft.
  const { frame } = await hostPage(t, `${app.url}?embed=1`);
  assert.match(await frame.getByTestId('robots-input').inputValue(), /^User-agent: Googlebot\nDisallow: \/nogooglebot\//);
  await frame.getByTestId('robots-input').fill('User-agent: *\nDisallow: /typed-in-the-embed/\n');
  await new Promise((ok) => setTimeout(ok, 600)); // longer than the draft's save delay
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), DRAFT_KEY), draft);
});

test('a saved draft this version cannot read is said, kept, and never written over', async (t) => {
  const page = await browser.context.newPage();
  const clear = () => page.evaluate((k) => localStorage.removeItem(k), DRAFT_KEY).catch(() => {});
  t.after(async () => {
    await clear();
    await page.close();
  });
  await page.goto(app.url);
  await page.getByTestId('robots-input').waitFor();
  // A newer version's draft (an option this version does not know), then a
  // damaged one: neither is shown, the page says so, and edits do not
  // replace it.
  const newer = encodeDraft({ robots: 'User-agent: *\nDisallow: /mine/\n' }).slice(0, -1) + '\u0001\u0063\u0002on';
  for (const [stored, said] of [
    [newer, /made by a newer version of the tester/],
    ['{"version":1}', /cannot be read/],
  ]) {
    await page.evaluate(([k, d]) => localStorage.setItem(k, d), [DRAFT_KEY, stored]);
    await page.reload();
    const kept = page.getByTestId('draft-kept');
    await kept.waitFor();
    assert.match(await kept.innerText(), said);
    assert.match(await page.getByTestId('robots-input').inputValue(), /^User-agent: Googlebot\nDisallow: \/nogooglebot\//);
    await page.getByTestId('robots-input').fill('User-agent: *\nDisallow: /typed/\n');
    await new Promise((ok) => setTimeout(ok, 600)); // longer than the draft's save delay
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), DRAFT_KEY), stored);
  }
});
