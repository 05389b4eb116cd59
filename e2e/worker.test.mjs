// The checking worker (issue 19: heavy work off the main thread): a long
// list pasted is checked by the worker, and its totals and filter counts are
// the `robots` command's; a newer edit wins over the check under way; the
// worker works offline, from the service worker's cache.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { robotsCli } from './lib.mjs';
import { inTurn } from './fixtures/urls.mjs';
import { TesterPage, controlled, settled, testSession } from './page.mjs';

const shared = testSession();

const ROBOTS = `User-agent: *
Disallow: /private/
Allow: /private/public/
Disallow: /*.pdf$

User-agent: Googlebot
Disallow: /nogoogle/

User-agent: GPTBot
Disallow: /
Allow: /open/
`;
const AGENTS = ['Googlebot', 'Bingbot', 'GPTBot'];

/** n URLs, seven kinds in turn; the last cannot be tested (a space in the host). */
const list = (n) => inTurn(n, ['private', 'public', 'nogoogle', 'open', 'pdf', 'pdfDownload', 'badHost']);

/** What `robots check` says: per URL, the verdict of each agent (invalid URLs are left out). */
async function cli(robots, urls) {
  const dir = await mkdtemp(join(tmpdir(), 'robots-worker-'));
  try {
    await writeFile(join(dir, 'robots.txt'), robots);
    await writeFile(join(dir, 'urls.txt'), urls.join('\n'));
    const args = ['check', ...AGENTS.flatMap((a) => ['--agent', a]), '--urls', join(dir, 'urls.txt'), join(dir, 'robots.txt')];
    // It exits with 4 when some URL cannot be tested; the output stands.
    const out = robotsCli(args, { exitOk: [4], stderr: 'ignore' });
    const byUrl = new Map();
    for (const line of out.trim().split('\n')) {
      const [verdict, , agent, url] = line.split('\t');
      if (!byUrl.has(url)) byUrl.set(url, {});
      byUrl.get(url)[agent] = verdict === 'ALLOWED';
    }
    return byUrl;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Totals per agent and the filter counts, from the command's verdicts. */
function expected(byUrl, n) {
  const totals = Object.fromEntries(AGENTS.map((a) => [a, [0, 0]]));
  const counts = { all: n, blocked: 0, allowed: 0, disagree: 0, untestable: n - byUrl.size };
  for (const verdicts of byUrl.values()) {
    for (const a of AGENTS) totals[a][verdicts[a] ? 0 : 1]++;
    const allowed = AGENTS.filter((a) => verdicts[a]).length;
    if (allowed < AGENTS.length) counts.blocked++;
    if (allowed === AGENTS.length) counts.allowed++;
    if (allowed > 0 && allowed < AGENTS.length) counts.disagree++;
  }
  return { totals, counts };
}

/** The filter's options as { key: count }. */
async function filterCounts(page) {
  const options = await page
    .getByTestId('url-filter')
    .locator('option')
    .evaluateAll((els) => els.map((o) => [o.value, o.textContent]));
  return Object.fromEntries(options.map(([k, text]) => [k, Number(text.match(/\(([\d,]+)\)/)[1].replace(/,/g, ''))]));
}

/** Whether the page runs the checking worker (started with the page: it
 * reads the selected cell with the other parsers, and checks long lists). */
const hasWorker = (page) => page.workers().some((w) => new URL(w.url()).pathname.endsWith('/checking-worker.js'));

/** ROBOTS with Bingbot disallowed everywhere: other totals. */
const EDITED = `${ROBOTS}\nUser-agent: Bingbot\nDisallow: /\n`;

/**
 * Gives `tester` ROBOTS and AGENTS and pastes `n` URLs into its list: what
 * the command line expects of them with each of `files`.
 */
async function pasteList(tester, n, files = [ROBOTS]) {
  await tester.setRobots(ROBOTS);
  await tester.setAgents(...AGENTS);
  const urls = list(n);
  const wants = [];
  for (const file of files) wants.push(expected(await cli(file, urls), urls.length));
  await tester.paste(urls.join('\n'));
  return wants;
}

describe('the checking worker', () => {
  test('a long list pasted: totals and filter counts are the command line\'s', async (t) => {
    const tester = await shared.open(t);
    const { page } = tester;
    const [want] = await pasteList(tester, 7_000);
    assert.deepEqual(await tester.totals({ timeout: 30_000 }), want.totals);
    // 7,000 rows × 3 crawlers is past what the page checks itself.
    assert.ok(hasWorker(page), 'the worker checked the list');
    // Google's filters (the other parsers' count is e2e/readers.test.mjs's,
    // against `robots check --reader`).
    const google = () => filterCounts(page).then(({ readers, ...rest }) => rest);
    assert.deepEqual(await settled(google, want.counts), want.counts);
    // The filters use the worker's results: "Crawlers disagree" shows rows
    // with both verdicts.
    await page.getByTestId('url-filter').selectOption('disagree');
    await page.getByTestId('result-cell').first().waitFor();
    const shown = await tester.shownUrls();
    assert.ok(shown.length > 5);
    for (const url of shown) {
      const verdicts = await Promise.all(AGENTS.map((a) => tester.cell(url, a).getAttribute('data-verdict')));
      assert.ok(verdicts.includes('allowed') && verdicts.includes('disallowed'), `${url}: ${verdicts}`);
    }
    assert.deepEqual(tester.errors, []);
  });

  test('a newer edit wins over the check under way', async (t) => {
    const tester = await shared.open(t);
    const { page } = tester;
    const [old, want] = await pasteList(tester, 70_000, [ROBOTS, EDITED]);
    assert.notDeepEqual(old.totals, want.totals);
    // While the pasted list is being checked, the file changes.
    await page.getByTestId('check-progress').waitFor({ timeout: 10_000 });
    await tester.setRobots(EDITED);
    // Every total shown from now on: never the older file's.
    await page.evaluate(() => {
      const seen = (window.__seen = []);
      const watch = () => {
        const t = [...document.querySelectorAll('[data-testid="total"]')];
        if (t.every((e) => e.dataset.state === 'final')) {
          seen.push(t.map((e) => `${e.dataset.agent}:${e.dataset.allowed}:${e.dataset.blocked}`).join(' '));
        }
        requestAnimationFrame(watch);
      };
      watch();
    });
    assert.deepEqual(await tester.totals({ timeout: 60_000 }), want.totals);
    const format = (totals) => AGENTS.map((a) => `${a}:${totals[a][0]}:${totals[a][1]}`).join(' ');
    const seen = new Set(await page.evaluate(() => window.__seen));
    assert.ok(!seen.has(format(old.totals)), 'the older file\'s totals never showed after the edit');
    assert.ok(seen.has(format(want.totals)));
    assert.deepEqual(tester.errors, []);
  });
});

describe('a new language', () => {
  test("the worker's answers reach the page mounted in the new language", async (t) => {
    const tester = await shared.open(t);
    const { page } = tester;
    const [old, want] = await pasteList(tester, 7_000, [ROBOTS, EDITED]);
    assert.notDeepEqual(old.totals, want.totals);
    assert.deepEqual(await tester.totals({ timeout: 30_000 }), old.totals);
    assert.ok(hasWorker(page), 'the worker checked the list');
    // The page is mounted again in Dutch; the worker started by the first
    // page answers the second one.
    await page.getByTestId('lang-select').selectOption('nl');
    await settled(() => page.evaluate(() => document.documentElement.lang), 'nl');
    assert.deepEqual(await tester.totals({ timeout: 30_000 }), old.totals);
    await tester.setRobots(EDITED);
    assert.deepEqual(await tester.totals({ timeout: 30_000 }), want.totals);
    assert.deepEqual(tester.errors, []);
  });
});

describe('offline', () => {
  // A browser of its own: going offline must not touch the other tests'.
  const own = testSession();

  test('the worker checks a long list with the network gone', async () => {
    const { context, url } = own.session;
    const page = await context.newPage();
    const tester = new TesterPage(page, url);
    await page.goto(url);
    await tester.ready();
    // The service worker has cached the build (the worker's files with it).
    await controlled(page);
    const cached = await page.evaluate(async () => {
      const names = [];
      for (const key of await caches.keys()) {
        for (const req of await (await caches.open(key)).keys()) names.push(new URL(req.url).pathname);
      }
      return names;
    });
    for (const f of ['/checking-worker.js', '/robots-worker.js', '/robots-worker_bg.wasm']) {
      assert.ok(cached.includes(f), `${f} is precached`);
    }
    await context.setOffline(true);
    await page.reload();
    await tester.ready();
    const [want] = await pasteList(tester, 7_000);
    assert.deepEqual(await tester.totals({ timeout: 30_000 }), want.totals);
    assert.deepEqual(tester.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e)), []);
    await context.setOffline(false);
  });
});

describe('a worker that fails', () => {
  const own = testSession();

  test('an export says so at once instead of waiting for it', async () => {
    const { context, url } = own.session;
    const page = await context.newPage();
    // The checking worker fails as soon as it starts, as a crash would: its
    // script is not JavaScript.
    await page.addInitScript(() => {
      const Real = window.Worker;
      window.Worker = function (_url, options) {
        return new Real('/manifest.webmanifest', options);
      };
    });
    const tester = new TesterPage(page, url);
    await page.goto(url);
    await tester.ready();
    await tester.setRobots(ROBOTS);
    // The page checks on its own thread.
    await tester.setUrls('/private/x', '/open/y');
    await tester.setAgents('GPTBot');
    assert.equal(await settled(() => tester.cell('/open/y', 'GPTBot').getAttribute('data-verdict'), 'allowed'), 'allowed');
    // Export once the worker has failed (its script fails as it loads; a
    // request sent before that was already answered when it failed).
    await page.waitForTimeout(500);
    await page.getByTestId('export-csv').click();
    const error = page.locator('.grid-tools ~ .error[role="alert"]');
    await error.waitFor({ timeout: 3_000 });
    assert.match(await error.innerText(), /Web Worker/);
    assert.equal(await page.getByTestId('export-csv').isDisabled(), false);
    assert.deepEqual(tester.errors.filter((e) => !/SyntaxError|Unexpected token/.test(e)), []);
  });
});
