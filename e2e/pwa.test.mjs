// The installed, offline app (issue 5): the service worker controls the page
// and precaches every built file, the manifest is valid and installable, a
// reload works offline and still checks URLs, a new deployment is offered
// with a Reload button that keeps the draft, and a build for a sub-path works
// there, service worker scope included.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { DIST, ROOT, launchBrowser, screenshot, startServer, toolEnv } from './lib.mjs';
import { TesterPage, controlled, settled, testSession } from './page.mjs';
import { fragment } from './fixtures/permalink.mjs';
import { savedRobots } from './draft.mjs';

/** Every file of a build, as paths relative to its root ('a/b.png'). */
async function filesOf(root) {
  const out = [];
  for (const entry of await readdir(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = relative(root, join(entry.parentPath ?? entry.path, entry.name)).split(sep).join('/');
    if (!path.startsWith('.')) out.push(path);
  }
  return out.sort();
}

/** The app's caches: { name: [request URLs] }. */
async function cachesOf(page) {
  return page.evaluate(async () => {
    const out = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      out[name] = (await cache.keys()).map((r) => r.url).sort();
    }
    return out;
  });
}

/** The names of the app's caches for the scope `url`, sorted. */
async function cacheNames(page, url) {
  return Object.keys(await cachesOf(page))
    .filter((n) => n.startsWith(`robots-tester ${url} `))
    .sort();
}

/** Opens `url` in a fresh browser; the caller closes `browser`. */
async function openIn(browser, url) {
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  const tester = new TesterPage(page, url);
  await page.goto(url);
  await tester.ready();
  return tester;
}

/**
 * A server of its own (`options`: startServer's) and a browser of its own:
 * runs `body(own, b)`, then closes both.
 */
async function withOwn(options, body) {
  const own = await startServer(options);
  const b = await launchBrowser();
  try {
    return await body(own, b);
  } finally {
    await b.close();
    await own.close();
  }
}

/** A copy of dist/ in a temporary folder (`name` in its name) for `body(root)` to change; removed after. */
async function withCopyOfDist(name, body) {
  const root = await mkdtemp(join(tmpdir(), `robots-tester-${name}-`));
  try {
    await cp(DIST, root, { recursive: true });
    return await body(root);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/**
 * Deploys "the next version" over the build in `root`: another build hash in
 * sw.js (so another worker) and a page marked `<meta name="e2e-version"
 * content="next">`. Returns the old build's hash.
 */
async function deployNext(root) {
  const sw = await readFile(join(root, 'sw.js'), 'utf8');
  const [, build] = sw.match(/const BUILD = "([0-9a-f]+)";/);
  await writeFile(join(root, 'sw.js'), sw.replace(`const BUILD = "${build}";`, `const BUILD = "${build}-next";`));
  const html = await readFile(join(root, 'index.html'), 'utf8');
  await writeFile(join(root, 'index.html'), html.replace('<title>', '<meta name="e2e-version" content="next"><title>'));
  return build;
}

/** How many pages of the next version `page` shows (0 or 1). */
const nextVersion = (page) => page.locator('meta[name=e2e-version]').count();

const shared = testSession();

test('the service worker controls the page and precaches every built file', async (t) => {
  const server = shared.session;
  const tester = await shared.open(t, { fresh: false });
  const { page } = tester;
  await controlled(page);
  const sw = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    return { script: navigator.serviceWorker.controller.scriptURL, scope: reg.scope };
  });
  assert.deepEqual(sw, { script: `${server.url}sw.js`, scope: server.url });

  // One cache, named after the scope and the build, holding every file of
  // dist/ but the worker itself (index.html as the page's address).
  const built = await filesOf(DIST);
  const expected = built
    .filter((f) => f !== 'sw.js')
    .map((f) => server.url + (f === 'index.html' ? '' : f))
    .sort();
  for (const f of ['index.html', 'boot.js', 'manifest.webmanifest', 'icons/maskable-512.png']) {
    assert.ok(built.includes(f), `${f} is built`);
  }
  for (const ext of ['.wasm', '.js', '.css']) {
    assert.ok(
      built.some((f) => new RegExp(`-[0-9a-f]{1,16}(_bg)?\\${ext}$`).test(f)),
      `a hashed ${ext} file is built`,
    );
  }
  const all = await cachesOf(page);
  const mine = Object.keys(all).filter((n) => n.startsWith(`robots-tester ${server.url} `));
  assert.equal(mine.length, 1, `one cache for this scope: ${Object.keys(all)}`);
  const build = (await readFile(join(DIST, 'sw.js'), 'utf8')).match(/const BUILD = "([0-9a-f]{16})";/)?.[1];
  assert.ok(build, 'sw.js holds a build hash');
  assert.equal(mine[0], `robots-tester ${server.url} ${build}`);
  assert.deepEqual(all[mine[0]], expected);
  assert.deepEqual(tester.errors, []);
});

test('the manifest is valid, installable, and its icons resolve', async (t) => {
  const server = shared.session;
  const tester = await shared.open(t, { fresh: false });
  const { page } = tester;
  await controlled(page);
  const cdp = await server.context.newCDPSession(page);
  const { url, errors, data } = await cdp.send('Page.getAppManifest');
  assert.equal(url, `${server.url}manifest.webmanifest`);
  assert.deepEqual(errors, [], 'Chromium reports no manifest errors');
  const manifest = JSON.parse(data);
  assert.equal(manifest.name, 'robots.txt tester');
  assert.ok(manifest.short_name && manifest.short_name.length <= 12, 'a short name for launchers');
  assert.equal(manifest.display, 'standalone');
  // Relative, so the same manifest works under any sub-path.
  assert.equal(manifest.start_url, './');
  assert.equal(manifest.scope, './');
  assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/);
  assert.match(manifest.background_color, /^#[0-9a-f]{6}$/);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors, [], 'Chromium would install it');

  const pngs = manifest.icons.filter((i) => i.type === 'image/png');
  const has = (size, purpose) => pngs.some((i) => i.sizes === size && i.purpose === purpose);
  assert.ok(has('192x192', 'any') && has('512x512', 'any') && has('512x512', 'maskable'), JSON.stringify(pngs));
  for (const icon of pngs) {
    const got = await page.evaluate(async (src) => {
      const res = await fetch(new URL(src, document.querySelector('link[rel=manifest]').href));
      const bitmap = await createImageBitmap(await res.blob());
      return { ok: res.ok, type: res.headers.get('content-type'), size: `${bitmap.width}x${bitmap.height}` };
    }, icon.src);
    assert.deepEqual(got, { ok: true, type: 'image/png', size: icon.sizes }, icon.src);
  }
  assert.deepEqual(tester.errors, []);
});

test('offline, a reload renders the app and it checks a URL', async () => {
  await withOwn({}, async (own, b) => {
    const tester = await openIn(b, own.url);
    await controlled(tester.page);
    await own.close();
    await b.context.setOffline(true);
    await tester.page.reload();
    await tester.ready();
    await tester.scenario({
      robots: 'User-agent: *\nDisallow: /private/\nAllow: /private/ok\n',
      url: 'https://example.com/private/secret.html',
      agent: 'Googlebot',
    });
    const seen = await tester.check('https://example.com/private/secret.html', 'Googlebot');
    assert.deepEqual([seen.verdict, seen.line], ['disallowed', 2]);
    await screenshot(tester.page, 'pwa-offline');

    // A new visit (another query, as an embed would use) also works offline.
    const embed = await b.context.newPage();
    await embed.goto(`${own.url}?embed=1`);
    await embed.getByTestId('robots-input').waitFor({ timeout: 30_000 });
    assert.deepEqual(tester.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e)), []);
  });
});

test('a new deployment is offered, and Reload switches to it keeping the draft', async () => {
  await withCopyOfDist('deploy', (root) => withOwn({ root }, async (own, b) => {
    const tester = await openIn(b, own.url);
    const { page } = tester;
    await controlled(page);
    const draft = 'User-agent: *\nDisallow: /draft-survives-the-update/\n';
    await tester.setRobots(draft);
    assert.equal(await settled(() => savedRobots(page), draft), draft);

    // Deploy "the next version": another page and so another worker.
    const build = await deployNext(root);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());

    const banner = page.getByTestId('update-banner');
    await banner.waitFor({ state: 'visible', timeout: 20_000 });
    assert.match(await banner.innerText(), /A new version is available/);
    await screenshot(page, 'pwa-update-offered');
    // Nothing reloaded by itself: the text is still there, in the old page.
    assert.equal(await tester.robots.inputValue(), draft);
    assert.equal(await nextVersion(page), 0);

    // A plain reload, and a new language (the page mounted again): the new
    // version still waits, and the banner says so again.
    await page.reload();
    await tester.ready();
    assert.equal(await nextVersion(page), 0, 'a reload keeps the old version');
    await banner.waitFor({ state: 'visible', timeout: 20_000 });
    await page.getByTestId('lang-select').selectOption('nl');
    await settled(() => page.evaluate(() => document.documentElement.lang), 'nl');
    await banner.waitFor({ state: 'visible', timeout: 20_000 });
    await page.getByTestId('lang-select').selectOption('en');
    await settled(() => page.evaluate(() => document.documentElement.lang), 'en');
    assert.equal(await tester.robots.inputValue(), draft);

    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
    await tester.ready();
    assert.equal(await nextVersion(page), 1, 'the new page is shown');
    assert.equal(await tester.robots.inputValue(), draft, 'the draft survived');
    await controlled(page);
    // Once no tab runs the old build, its cache goes.
    const next = [`robots-tester ${own.url} ${build}-next`];
    assert.deepEqual(await settled(() => cacheNames(page, own.url), next), next, 'the old cache is gone');
    assert.equal(await page.getByTestId('update-banner').count(), 0);
    assert.deepEqual(tester.errors, []);
  }));
});

test("a waiting build's cache outlives the old build's pruning: after activation the tab runs the new build only", async () => {
  await withCopyOfDist('waiting', (root) => withOwn({ root }, async (own, b) => {
    const tester = await openIn(b, own.url);
    const { page } = tester;
    await controlled(page);
    // The next build is deployed, installed, and waits.
    const build = await deployNext(root);
    const oldCache = `robots-tester ${own.url} ${build}`;
    const newCache = `robots-tester ${own.url} ${build}-next`;
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
    await page.getByTestId('update-banner').waitFor({ state: 'visible', timeout: 20_000 });
    const state = () =>
      page.evaluate(async () => {
        const r = await navigator.serviceWorker.getRegistration();
        return { waiting: Boolean(r.waiting), active: Boolean(r.active) };
      });
    assert.deepEqual(await state(), { waiting: true, active: true });

    // A plain reload: the old build's worker serves it (the new one still
    // waits) and prunes; the waiting build's cache must survive it.
    await page.reload();
    await tester.ready();
    assert.equal(await nextVersion(page), 0, 'still the old build');
    assert.deepEqual(await state(), { waiting: true, active: true });
    const names = () => cacheNames(page, own.url);
    // Long enough for the old worker's pruning after the navigation.
    await page.waitForTimeout(1_000);
    assert.deepEqual(await names(), [oldCache, newCache].sort(), "the waiting build's cache is kept");
    const cached = await cachesOf(page);
    assert.ok(cached[newCache].includes(own.url), "the waiting build's page is in its cache");

    // Activation (what the banner's Reload does): the new build's own page,
    // and only its own, also offline.
    await Promise.all([
      page.waitForEvent('load'),
      page.evaluate(() => window.dispatchEvent(new Event('robots-tester:update-apply'))),
    ]);
    await tester.ready();
    assert.equal(await nextVersion(page), 1, 'the new page is shown');
    await controlled(page);
    assert.deepEqual(await settled(names, [newCache]), [newCache], 'the old cache goes once no tab runs it');
    await own.close();
    await b.context.setOffline(true);
    await page.reload();
    await tester.ready();
    assert.equal(await nextVersion(page), 1, 'offline: still the new page');
    await b.context.setOffline(false);
    assert.deepEqual(tester.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_REFUSED/.test(e)), []);
  }));
});

test('a build for /some/sub/path/ works there, offline too', { timeout: 15 * 60_000 }, async () => {
  const prefix = '/some/sub/path/';
  const out = await mkdtemp(join(tmpdir(), 'robots-tester-subpath-'));
  try {
    // The command docs/hosting.md gives for sub-path hosting, with the tools and
    // compiled dependencies scripts/setup.sh sets up.
    await promisify(execFile)('trunk', ['build', '--release', '--public-url', prefix, '--dist', out], {
      cwd: ROOT,
      env: toolEnv(),
      maxBuffer: 64 * 1024 * 1024,
    }).catch((err) => {
      throw new Error(`trunk build failed: ${String(err.stdout).slice(-2000)}${String(err.stderr).slice(-2000)}`);
    });
    await withOwn({ root: out, prefix }, async (own, b) => {
      const requests = [];
      b.context.on('request', (r) => requests.push(r.url()));
      const tester = await openIn(b, own.url);
      await controlled(tester.page);
      const scope = await tester.page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).scope);
      assert.equal(scope, own.url);
      const outside = requests.filter((u) => !u.startsWith(own.url));
      assert.deepEqual(outside, [], 'everything is requested under the sub-path');

      await own.close();
      await b.context.setOffline(true);
      await tester.page.reload();
      await tester.ready();
      await tester.scenario({ robots: 'User-agent: *\nDisallow: /\n', url: '/anything', agent: 'Bingbot' });
      assert.equal(await tester.verdict('/anything', 'Bingbot'), 'disallowed');
    });
  } finally {
    await rm(out, { recursive: true, force: true });
  }
});

// A checking worker that reads every request as another build's would: its
// kind is one this build does not know.
const FOREIGN_WORKER = `const early = [];
self.onmessage = (event) => early.push(event);
importScripts('./robots-worker.js' + self.location.search);
wasm_bindgen({ module_or_path: './robots-worker_bg.wasm' + self.location.search }).then(() => {
  const handle = self.onmessage;
  self.onmessage = (event) => {
    const bytes = new Uint8Array(event.data);
    new DataView(bytes.buffer).setUint32(4, 99, true);
    handle({ data: bytes });
  };
  for (const event of early) self.onmessage(event);
});
`;

/** 3,000 URLs × 2 crawlers: more cells than the page checks at once, so the checking worker checks them. */
const LONG = {
  robots: 'User-agent: *\nDisallow: /private/\n',
  urls: Array.from({ length: 3_000 }, (_, i) => (i % 2 ? `/private/${i}` : `/open/${i}`)).join('\n'),
  agents: ['Googlebot', 'Bingbot'],
};

/** Waits until the whole list is checked; how many cells say "disallowed". */
async function checked(page) {
  await page.getByTestId('result-cell').first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.getByTestId('check-progress').waitFor({ state: 'detached', timeout: 30_000 });
  return page.getByTestId('url-filter').evaluate((s) => [...s.options].map((o) => o.textContent));
}

test('a checking worker that cannot read the page\'s requests is reported, and the page checks by itself', async () => {
  await withCopyOfDist('foreign', async (root) => {
    await writeFile(join(root, 'checking-worker.js'), FOREIGN_WORKER);
    await withOwn({ root }, async (own, b) => {
      const tester = await openIn(b, own.url + fragment(LONG));
      const { page } = tester;
      await page.getByTestId('worker-error').waitFor({ state: 'visible', timeout: 30_000 });
      assert.match(await page.getByTestId('worker-error').innerText(), /belongs to another version of the tester/);
      const counts = await checked(page);
      assert.ok(counts.some((c) => /1,500/.test(c)), counts.join(' | '));
      assert.equal(await tester.verdict('/private/1', 'Bingbot'), 'disallowed');
      assert.deepEqual(tester.errors, []);
    });
  });
});

test('after an update in another tab, an open tab keeps loading its own build\'s files', async () => {
  await withCopyOfDist('two-tabs', (root) => withOwn({ root }, async (own, b) => {
    const old = await openIn(b, own.url);
    await controlled(old.page);
    // The next version: another worker and its own Dutch messages.
    const build = await deployNext(root);
    const nl = await readFile(join(root, 'i18n', 'nl.ftl'), 'utf8');
    assert.match(nl, /^grid-results-heading = Resultaten$/m);
    await writeFile(join(root, 'i18n', 'nl.ftl'), nl.replace(/^grid-results-heading = .*$/m, 'grid-results-heading = NEXT-BUILD'));

    // Another tab takes the update.
    const next = new TesterPage(await b.context.newPage(), own.url);
    await next.page.goto(own.url);
    await next.ready();
    await next.page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
    await next.page.getByTestId('update-banner').waitFor({ state: 'visible', timeout: 20_000 });
    await Promise.all([next.page.waitForEvent('load'), next.page.getByRole('button', { name: 'Reload' }).click()]);
    await next.ready();
    assert.equal(await nextVersion(next.page), 1, 'the other tab runs the next version');

    // The open tab, now served by the next version's worker, still gets its
    // own build's language file.
    const { page } = old;
    await page.bringToFront();
    assert.equal(await page.evaluate(() => document.visibilityState), 'visible');
    assert.equal(await nextVersion(page), 0);
    await page.getByTestId('lang-select').selectOption('nl');
    await page.getByText('Resultaten', { exact: true }).first().waitFor({ state: 'visible', timeout: 20_000 });
    assert.equal(await page.getByText('NEXT-BUILD').count(), 0, "the next version's messages");

    // Once the old tab is gone, the old build's cache goes too.
    await page.close();
    await next.page.bringToFront();
    await next.page.reload();
    await next.ready();
    const only = [`robots-tester ${own.url} ${build}-next`];
    assert.deepEqual(await settled(() => cacheNames(next.page, own.url), only), only);
    assert.deepEqual([...old.errors, ...next.errors], []);
  }));
});
