// The browser entries in Chromium: `robotstxt-wasm/web` with an explicit
// init() from a plain <script type="module">, and the bundler entry (its
// top-level await) mapped by an import map, both served from the installed
// package. Needs playwright-core and Chromium (ROBOTS_PLAYWRIGHT names the
// playwright-core folder; scripts/test-js sets it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';

const playwright = process.env.ROBOTS_PLAYWRIGHT;
const CHROMIUM = process.env.ROBOTS_CHROMIUM || '/usr/bin/chromium';
const TYPES = { '.html': 'text/html', '.mjs': 'text/javascript', '.js': 'text/javascript', '.wasm': 'application/wasm' };

const PAGES = {
  '/web.html': `<!doctype html><script type="module">
import { init, RobotsTxt } from './node_modules/robotstxt-wasm/web.mjs';
import robotsParser from './node_modules/robotstxt-wasm/robots-parser.web.mjs';
let before;
try { RobotsTxt.parse(''); } catch (e) { before = e.message; }
await init();
const v = RobotsTxt.parse('User-agent: *\\nDisallow: /x\\n').check('Googlebot', location.origin + '/x/y');
const p = robotsParser(location.origin + '/robots.txt', 'User-agent: *\\nDisallow: /x');
window.result = { before, allowed: v.allowed, line: v.line, code: v.reason.code, dropIn: p.isAllowed(location.origin + '/x', 'Googlebot') };
</script>`,
  '/bundler.html': `<!doctype html>
<script type="importmap">{ "imports": { "robotstxt-wasm": "./node_modules/robotstxt-wasm/bundler.mjs" } }</script>
<script type="module">
import { RobotsTxt } from 'robotstxt-wasm';
const v = RobotsTxt.parse('User-agent: *\\nAllow: /dir/index.html\\nDisallow: /dir/\\n').check('Googlebot', '/dir/');
window.result = { allowed: v.allowed, line: v.line, code: v.reason.code };
</script>`,
};

function serve() {
  const root = process.cwd();
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (PAGES[path]) {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(PAGES[path]);
      return;
    }
    const file = normalize(join(root, path));
    try {
      if (!file.startsWith(root)) throw new Error('outside');
      const body = readFileSync(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] || 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

test('in Chromium: the web entry after init(), and the bundler entry by itself', { skip: !playwright && 'ROBOTS_PLAYWRIGHT not set' }, async () => {
  const { chromium } = await import(join(playwright, 'index.mjs'));
  const server = await serve();
  const origin = `http://127.0.0.1:${server.address().port}`;
  const profile = mkdtempSync(join(tmpdir(), 'robotstxt-wasm-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${origin}/web.html`);
    await page.waitForFunction(() => window.result !== undefined, null, { timeout: 20000 });
    const web = await page.evaluate(() => window.result);
    assert.match(web.before, /not initialised yet/);
    assert.deepEqual({ ...web, before: undefined }, { before: undefined, allowed: false, line: 2, code: 'longest_match', dropIn: false });
    await page.goto(`${origin}/bundler.html`);
    await page.waitForFunction(() => window.result !== undefined, null, { timeout: 20000 });
    assert.deepEqual(await page.evaluate(() => window.result), { allowed: true, line: 2, code: 'index_html_directory' });
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    server.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
