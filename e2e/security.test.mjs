// Security (issue 5): the built page carries the strict CSP and no inline
// script or style; a whole visit — first load, service worker, typing
// markup into every input, sharing and opening a link, embed mode, a reload
// — causes no CSP violation, runs none of the markup (no dialog), shows it as
// text, and requests nothing from any origin but the page's own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DIST, launchBrowser, screenshot, startServer } from './lib.mjs';
import { TesterPage } from './page.mjs';

const CSP =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'";
const SCRIPT = '<script>alert(1)</script>';
const IMG = '<img src=x onerror=alert(1)>';

test('the built page has the CSP and no inline script, handler or style', async () => {
  const html = await readFile(join(DIST, 'index.html'), 'utf8');
  const meta = html.match(/<meta[^>]*http-equiv="?Content-Security-Policy"?[^>]*>/i)?.[0];
  assert.ok(meta, 'a CSP meta tag');
  assert.ok(meta.includes(`content="${CSP}"`), meta);
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  assert.equal(scripts.length, 1, 'one script: the external loader');
  for (const [, attrs, body] of scripts) {
    assert.match(attrs, /\bsrc=/, 'external');
    assert.equal(body.trim(), '', 'no inline code');
  }
  assert.doesNotMatch(html, /\son[a-z]+=/i, 'no inline event handlers');
  assert.doesNotMatch(html, /\sstyle=/i, 'no style attributes');
  assert.doesNotMatch(html, /<style\b/i, 'no style elements');
});

test('a whole visit: no CSP violation, markup stays text, nothing runs, no other origin', async (t) => {
  const server = await startServer();
  t.after(server.close);
  const browser = await launchBrowser();
  t.after(browser.close);
  const { context } = browser;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });

  const requests = [];
  context.on('request', (r) => requests.push(r.url()));
  const dialogs = [];
  const messages = [];
  const watch = (page) => {
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      d.dismiss().catch(() => {});
    });
    page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
    page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  };
  // Injected by the browser, outside the page's CSP: records violations.
  await context.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const violations = async (page) => page.evaluate(() => window.__violations);

  const page = context.pages()[0];
  watch(page);
  const tester = new TesterPage(page, server.url);
  await page.goto(server.url);
  await tester.ready();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  const robots = `User-agent: ${SCRIPT}\nDisallow: /${IMG}\n# ${SCRIPT} ${IMG}\nUser-agent: *\nDisallow: /x\n`;
  const urls = [`https://example.com/${SCRIPT}`, `/${IMG}`, `https://example.com/x"><img src=x onerror=alert(1)>`];
  await tester.setRobots(robots);
  await tester.setUrls(...urls);
  await tester.setAgents('Googlebot');
  for (const agent of [SCRIPT, IMG, `Mozilla/5.0 (compatible; ${IMG})`]) await tester.addAgent(agent);
  for (const cell of await page.getByTestId('result-cell').all()) await cell.click();

  // Shown as text: in the editor, the grid, the chips and the trace.
  assert.equal(await tester.robots.inputValue(), robots);
  const text = await page.locator('body').innerText();
  assert.ok(text.includes(`https://example.com/${SCRIPT}`), 'the URL is shown as written');
  assert.ok(text.includes(`/${IMG}`), 'the path is shown as written');
  assert.ok(text.includes(IMG), 'the agent is shown as written');
  assert.equal(await page.locator('body img').count(), 0, 'no <img> was created');
  assert.equal(await page.locator('script').count(), 1, 'only the loader script exists');
  await screenshot(page, 'security-markup-as-text');

  // Shared and opened again, the same markup stays text.
  await page.getByRole('button', { name: 'Share' }).click();
  const link = await page.getByTestId('share-url').inputValue();
  const opened = await context.newPage();
  watch(opened);
  await opened.goto(link);
  await new TesterPage(opened, server.url).ready();
  assert.equal(await new TesterPage(opened, server.url).robots.inputValue(), robots);
  assert.equal(await opened.locator('body img').count(), 0);

  // In embed mode too, and after a reload from the service worker.
  const embed = await context.newPage();
  watch(embed);
  await embed.goto(`${server.url}?embed=1&theme=dark&readonly=1${link.slice(link.indexOf('#'))}`);
  await new TesterPage(embed, server.url).ready();
  assert.equal(await embed.locator('body img').count(), 0);
  await page.reload();
  await tester.ready();
  assert.equal(await tester.robots.inputValue(), robots, 'the draft survived, as text');

  await new Promise((ok) => setTimeout(ok, 300));
  assert.deepEqual(dialogs, [], 'nothing ran');
  for (const p of [page, opened, embed]) assert.deepEqual(await violations(p), [], 'no CSP violation');
  assert.deepEqual(
    messages.filter((m) => /Content Security Policy|Refused to/i.test(m)),
    [],
    'no CSP message in the console',
  );
  assert.deepEqual(
    messages.filter((m) => /^(error|pageerror)/.test(m)),
    [],
    'no errors in the console',
  );
  const foreign = requests.filter((u) => new URL(u).origin !== server.origin);
  assert.deepEqual(foreign, [], 'every request went to the page’s own origin');
  assert.ok(requests.some((u) => u.endsWith('.wasm')), 'requests were recorded');
});
