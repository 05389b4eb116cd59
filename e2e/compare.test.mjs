// Compare mode (issue: what a robots.txt change does, URL by URL): a second,
// "before" file beside the edited one; cells, totals, the line diff and the
// trace say what the edit changes; permalinks and embeds carry both files.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { settled, startSession } from './page.mjs';
import { screenshot } from './lib.mjs';

let session;
before(async () => {
  session = await startSession();
});
after(async () => session?.close());

async function open(t, options) {
  const tester = await session.open(options);
  t.after(() => tester.close());
  return tester;
}

const BEFORE = 'User-agent: *\nDisallow: /private/\n';
// Adds a rule for everyone (line 3) and a group for Bingbot (lines 5-6).
const AFTER = 'User-agent: *\nDisallow: /private/\nDisallow: /drafts/\n\nUser-agent: Bingbot\nAllow: /\n';

/** Compare mode with BEFORE as the "before" file and AFTER typed as the edit. */
async function compare(tester, { before = BEFORE, after = AFTER, urls, agents }) {
  await tester.setRobots(before);
  await tester.setUrls(...urls);
  await tester.setAgents(...agents);
  await tester.page.getByTestId('compare-toggle').click();
  assert.equal(await tester.page.getByTestId('compare-toggle').getAttribute('aria-pressed'), 'true');
  // The "before" file starts as a copy of the current one.
  assert.equal(await tester.page.getByTestId('before-input').inputValue(), before);
  await tester.setRobots(after);
}

const cellState = (tester, url, agent) =>
  tester.cell(url, agent).evaluate((c) => [c.dataset.beforeVerdict, c.dataset.verdict, c.dataset.change]);

describe('compare mode', () => {
  test('an edit that newly blocks a URL for one crawler and not another', async (t) => {
    const tester = await open(t);
    const { page } = tester;
    await compare(tester, { urls: ['/drafts/x', '/private/y', '/open'], agents: ['Googlebot', 'Bingbot'] });
    assert.deepEqual(await cellState(tester, '/drafts/x', 'Googlebot'), ['allowed', 'disallowed', 'newly-blocked']);
    // Bingbot has its own group now: still allowed, decided by another line.
    assert.deepEqual(await cellState(tester, '/drafts/x', 'Bingbot'), ['allowed', 'allowed', 'line-changed']);
    assert.deepEqual(await cellState(tester, '/private/y', 'Bingbot'), ['disallowed', 'allowed', 'newly-allowed']);
    assert.deepEqual(await cellState(tester, '/open', 'Googlebot'), ['allowed', 'allowed', 'unchanged']);
    assert.match(await tester.cell('/drafts/x', 'Googlebot').innerText(), /newly blocked \(was allowed\)/);
    // Totals per crawler count the flips over the whole list.
    const flips = await page
      .getByTestId('flips')
      .evaluateAll((els) => els.map((e) => [Number(e.dataset.newlyBlocked), Number(e.dataset.newlyAllowed)]));
    assert.deepEqual(flips, [
      [1, 0],
      [0, 1],
    ]);
    // The line diff: each changed stretch with the verdicts it flips.
    const hunks = await page
      .getByTestId('diff-hunk')
      .evaluateAll((els) => els.map((e) => [e.dataset.kind, Number(e.dataset.flips)]));
    assert.deepEqual(hunks, [['added', 2]]);
    assert.match(await page.getByTestId('diff-hunk').innerText(), /lines 3–6 added after the edit · flips 2 tested verdicts/);
    await screenshot(page, 'compare-mode');
    assert.deepEqual(tester.errors, []);
  });

  test('a reordering changes only the reported line; "changed only" shows just what changed', async (t) => {
    const tester = await open(t);
    const { page } = tester;
    await compare(tester, {
      before: 'User-agent: *\nDisallow: /x\nAllow: /y\n',
      after: 'User-agent: *\nAllow: /y\nDisallow: /x\n',
      urls: ['/x', '/y', '/z'],
      agents: ['Googlebot'],
    });
    assert.deepEqual(await cellState(tester, '/x', 'Googlebot'), ['disallowed', 'disallowed', 'line-changed']);
    assert.equal(await tester.cell('/x', 'Googlebot').getAttribute('data-line'), '3');
    assert.deepEqual(await cellState(tester, '/z', 'Googlebot'), ['allowed', 'allowed', 'unchanged']);
    const flips = page.getByTestId('flips');
    assert.deepEqual([await flips.getAttribute('data-newly-blocked'), await flips.getAttribute('data-newly-allowed')], ['0', '0']);

    await page.getByTestId('changed-only').check();
    assert.deepEqual(await settled(() => tester.shownUrls(), ['/x', '/y']), ['/x', '/y']);
    // Works with the other filters: blocked by any crawler and changed.
    await page.getByTestId('url-filter').selectOption('blocked');
    assert.deepEqual(await settled(() => tester.shownUrls(), ['/x']), ['/x']);
    await page.getByTestId('url-filter').selectOption('all');
    await page.getByTestId('changed-only').uncheck();
    assert.deepEqual(await settled(() => tester.shownUrls(), ['/x', '/y', '/z']), ['/x', '/y', '/z']);

    // Leaving compare mode keeps the edited file.
    await page.getByTestId('compare-toggle').click();
    assert.equal(await page.getByTestId('before-input').count(), 0);
    assert.equal(await tester.robots.inputValue(), 'User-agent: *\nAllow: /y\nDisallow: /x\n');
    assert.equal(await tester.cell('/x', 'Googlebot').getAttribute('data-change'), null);
    assert.deepEqual(tester.errors, []);
  });

  test('the trace shows both decisions side by side and the edit that made them differ', async (t) => {
    const tester = await open(t);
    const { page } = tester;
    await compare(tester, { urls: ['/drafts/x'], agents: ['Googlebot'] });
    await tester.select('/drafts/x', 'Googlebot');
    const before = page.getByTestId('trace-before');
    const afterSide = page.getByTestId('trace-after');
    assert.equal(await before.getAttribute('data-verdict'), 'allowed');
    assert.equal(await afterSide.getAttribute('data-verdict'), 'disallowed');
    assert.equal(await afterSide.getAttribute('data-line'), '3');
    assert.match(await before.innerText(), /No rule decides/);
    assert.match(await afterSide.innerText(), /Line 3: Disallow: \/drafts\//);
    const change = page.getByTestId('trace-change');
    assert.equal(await change.getAttribute('data-change'), 'newly-blocked');
    assert.match(await change.innerText(), /newly blocked — Caused by the edit: lines 3–6 added after the edit\./);
    assert.deepEqual(tester.errors, []);
  });

  test('leaving compare mode drops the "before" file from the worker\'s checks too', async (t) => {
    const tester = await open(t);
    const { page } = tester;
    // urllib reads the first matching rule: it differs from Google on /a/b,
    // so the worker answers each check with its marks.
    const file = 'User-agent: *\nDisallow: /a\nAllow: /a/b\nDisallow: /drafts/\n';
    await compare(tester, { before: 'User-agent: *\nDisallow: /a\nAllow: /a/b\n', after: file, urls: ['/drafts/x', '/a/b'], agents: ['Googlebot'] });
    const marked = () => tester.cell('/a/b', 'Googlebot').getAttribute('data-readers-differ');
    assert.equal(await settled(marked, 'urllib'), 'urllib');
    assert.equal(await cellState(tester, '/drafts/x', 'Googlebot').then((s) => s[2]), 'newly-blocked');
    await page.getByTestId('compare-toggle').click();
    assert.equal(await page.getByTestId('compare-toggle').getAttribute('aria-pressed'), 'false');
    assert.deepEqual(await cellState(tester, '/drafts/x', 'Googlebot'), [undefined, 'disallowed', undefined]);
    // An edit after leaving compare mode that only the worker can mark:
    // urllib reads the first matching rule (Disallow: /drafts/), Google the
    // longest (Allow: /drafts/x). Once its mark shows, the worker has
    // checked the edit, and its answer brought no "before" file back: the
    // cell says no change.
    const draftsMarked = () => tester.cell('/drafts/x', 'Googlebot').getAttribute('data-readers-differ');
    assert.equal(await draftsMarked(), null);
    await tester.setRobots(`${file}Allow: /drafts/x\n`);
    assert.equal(await settled(draftsMarked, 'urllib'), 'urllib');
    assert.deepEqual(await cellState(tester, '/drafts/x', 'Googlebot'), [undefined, 'allowed', undefined]);
    await tester.select('/drafts/x', 'Googlebot');
    // The other parsers' rows: this file's only, none marked as changed
    // (against the "before" file, each would be: it allowed /drafts/x).
    const rows = page.locator('[data-testid="reader-row"][data-reader="urllib"]');
    await rows.first().waitFor();
    assert.equal(await page.getByTestId('trace-before').count(), 0);
    assert.equal(await page.locator('[data-testid="trace-readers"] [data-changed]').count(), 0);
    assert.deepEqual(tester.errors, []);
  });

  test('permalinks and embeds carry both files', async (t) => {
    const tester = await open(t);
    const { page } = tester;
    await compare(tester, { urls: ['/drafts/x', '/open'], agents: ['Googlebot'] });
    await page.getByTestId('share').click();
    const link = await page.getByTestId('share-url').inputValue();
    assert.match(link, /#s=1\./);
    // Share offers the embed code, with the panels to show.
    await page.getByText('Embed in a page…').click();
    const snippet = page.getByTestId('embed-snippet');
    assert.match(await snippet.inputValue(), /\?embed=1&amp;readonly=1&amp;panels=robots,before,results,trace#s=1\./);
    await page.locator('[data-testid="embed-panel"][value="trace"]').uncheck();
    await page.locator('[data-testid="embed-panel"][value="urls"]').check();
    assert.match(await snippet.inputValue(), /panels=robots,before,urls,results#s=1\./);

    const fresh = await open(t);
    await fresh.page.goto(link);
    await fresh.ready();
    assert.equal(await fresh.page.getByTestId('before-input').inputValue(), BEFORE);
    assert.equal(await fresh.robots.inputValue(), AFTER);
    assert.equal(await fresh.page.getByTestId('compare-toggle').getAttribute('aria-pressed'), 'true');
    assert.deepEqual(await cellState(fresh, '/drafts/x', 'Googlebot'), ['allowed', 'disallowed', 'newly-blocked']);

    // An embed of the same state: the default shows the two files, the
    // results and the trace, not the inputs.
    const hash = new URL(link).hash;
    const embed = await open(t);
    await embed.page.goto(`${embed.url}?embed=1&readonly=1${hash}`);
    await embed.ready();
    assert.equal(await embed.page.getByTestId('before-input').inputValue(), BEFORE);
    assert.equal(await embed.page.getByTestId('urls-input').count(), 0);
    assert.equal(await embed.page.getByTestId('compare-toggle').count(), 0, 'read-only: no toggle');
    assert.deepEqual(await cellState(embed, '/drafts/x', 'Googlebot'), ['allowed', 'disallowed', 'newly-blocked']);
    // panels= chooses: only the results.
    const only = await open(t);
    await only.page.goto(`${only.url}?embed=1&panels=results${hash}`);
    await only.page.getByTestId('result-cell').first().waitFor();
    assert.equal(await only.page.getByTestId('robots-input').count(), 0);
    assert.equal(await only.page.getByTestId('before-input').count(), 0);
    assert.equal(await only.page.getByTestId('trace').count(), 0);
    assert.deepEqual(await cellState(only, '/drafts/x', 'Googlebot'), ['allowed', 'disallowed', 'newly-blocked']);
    assert.deepEqual([...tester.errors, ...fresh.errors, ...embed.errors, ...only.errors], []);
  });
});
