// Permalinks (issue 5): Share copies a link whose fragment holds the whole
// state; opening it elsewhere restores the same verdicts and selection. A
// garbage, truncated, oversized or future-version fragment shows a message
// and keeps the saved draft.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { deflateSync } from 'node:zlib';
import { HOSTILE, fragment } from './fixtures/permalink.mjs';
import { launchBrowser, screenshot } from './lib.mjs';
import { TesterPage, settled, testSession } from './page.mjs';
import { DRAFT_KEY, encodeDraft, savedRobots } from './draft.mjs';


/** Everything the grid shows: one entry per cell, and which is selected. */
async function grid(page) {
  return page.getByTestId('result-cell').evaluateAll((cells) =>
    cells.map((c) => ({
      url: c.dataset.url,
      agent: c.dataset.agent,
      verdict: c.dataset.verdict,
      line: c.dataset.line ?? null,
      selected: c.getAttribute('aria-selected'),
    })),
  );
}

const shared = testSession();

/** A new page of the shared browser, on `path`, with `draft` saved (or none). */
const openWithDraft = (t, { draft = null, path = '' } = {}) =>
  shared.open(t, {
    path,
    storage: draft === null ? {} : { [DRAFT_KEY]: encodeDraft({ robots: draft, urls: '/x', agents: ['Googlebot'] }) },
  });

test('Share copies a link that restores the same verdicts and selection elsewhere', async (t) => {
  await shared.session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shared.session.origin });
  const tester = await openWithDraft(t);
  const { page } = tester;
  await tester.setRobots(
    'User-agent: Googlebot\nDisallow: /private/\nAllow: /private/press/\n\nUser-agent: *\nDisallow: /tmp/\nDisallow: /*.pdf$\n',
  );
  await tester.setUrls(
    'https://example.com/private/x.html',
    'https://example.com/private/press/kit.html',
    '/tmp/file',
    '/docs/a.pdf',
  );
  await tester.setAgents('Googlebot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)');
  await tester.select('/docs/a.pdf', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)');
  const before = await grid(page);
  assert.equal(before.length, 8);
  assert.equal(before.filter((c) => c.selected === 'true').length, 1);
  const robots = await tester.robots.inputValue();
  const urls = await tester.urls.inputValue();
  const trace = await page.getByTestId('trace-verdict').innerText();

  await page.getByRole('button', { name: 'Share' }).click();
  const shareUrl = page.getByTestId('share-url');
  await shareUrl.waitFor({ state: 'visible' });
  const link = await shareUrl.inputValue();
  assert.match(link, new RegExp(`^${shared.session.url.replace(/[.]/g, '\\.')}#s=1\\.[A-Za-z0-9_-]+$`));
  assert.match(await page.getByTestId('share-status').innerText(), /Link copied/);
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
  await screenshot(page, 'permalink-shared');

  // Another person: a fresh profile, no draft.
  const other = await launchBrowser();
  t.after(other.close);
  const requests = [];
  other.context.on('request', (r) => requests.push(r.url()));
  const page2 = other.context.pages()[0];
  const tester2 = new TesterPage(page2, shared.session.url);
  await page2.goto(link);
  await tester2.ready();
  assert.deepEqual(await grid(page2), before);
  assert.equal(await tester2.robots.inputValue(), robots);
  assert.equal(await tester2.urls.inputValue(), urls);
  assert.equal(await page2.getByTestId('trace-verdict').innerText(), trace);
  assert.equal(await page2.getByTestId('link-error').count(), 0);
  const payload = link.split('#')[1];
  assert.deepEqual(
    requests.filter((u) => u.includes(payload.slice(4, 40))),
    [],
    'the fragment is never part of a request',
  );

  // Opening the link did not write a draft; the first edit does, and drops
  // the fragment so that a reload shows the edit.
  assert.equal(await savedRobots(page2), null);
  await tester2.setRobots('User-agent: *\nDisallow: /edited\n');
  assert.equal(await settled(() => savedRobots(page2), 'User-agent: *\nDisallow: /edited\n'), 'User-agent: *\nDisallow: /edited\n');
  assert.equal(new URL(page2.url()).hash, '');
  await page2.reload();
  await tester2.ready();
  assert.equal(await tester2.robots.inputValue(), 'User-agent: *\nDisallow: /edited\n');
  assert.deepEqual([...tester.errors, ...tester2.errors], []);
});

test('the documented format opens, and the page reads it like any link', async (t) => {
  const state = {
    robots: 'User-agent: *\nDisallow: /\n',
    urls: '/a\n/b',
    agents: ['Googlebot', 'GPTBot'],
    selected: [1, 1],
  };
  const tester = await openWithDraft(t, { draft: 'User-agent: *\nAllow: /\n', path: fragment(state) });
  assert.equal(await tester.robots.inputValue(), state.robots);
  const cells = await grid(tester.page);
  assert.deepEqual(
    cells.map((c) => [c.url, c.agent, c.verdict, c.selected]),
    [
      ['/a', 'Googlebot', 'disallowed', 'false'],
      ['/a', 'GPTBot', 'disallowed', 'false'],
      ['/b', 'Googlebot', 'disallowed', 'false'],
      ['/b', 'GPTBot', 'disallowed', 'true'],
    ],
  );
  // The draft is untouched until an edit.
  assert.equal(await savedRobots(tester.page), 'User-agent: *\nAllow: /\n');
});

const DRAFT = 'User-agent: *\nDisallow: /my-saved-draft/\n';
const other = { robots: 'User-agent: *\nAllow: /\n', urls: '/x', agents: ['Bingbot'] };
const BAD = [
  ['a garbage', '#s=garbage', /no format version/],
  ['a garbage payload', '#s=1.<script>alert(1)</script>', /characters that a tester link never has/],
  ['a truncated', fragment(other).slice(0, -12), /incomplete or damaged/],
  ['a future-version', fragment(other, 2), /newer version of the tester \(link format 2/],
  ['a newer-options', fragment({ ...other, options: [[99, 'on']] }), /newer version of the tester \(it uses settings/],
  ['a garbled-payload', `#s=1.${deflateSync(Buffer.from('{"robots":"x"}')).toString('base64url')}`, /does not hold a tester state/],
  ['an oversized', `#s=1.${'A'.repeat(1024 * 1024)}`, /too long/],
  ['a zip-bomb', `#s=1.${deflateSync(Buffer.alloc(3 * 1024 * 1024, 32)).toString('base64url')}`, /more than 2 MiB/],
];

for (const [name, frag, message] of BAD) {
  test(`${name} fragment shows a message and keeps the draft`, async (t) => {
    const tester = await openWithDraft(t, { draft: DRAFT, path: frag });
    const { page } = tester;
    const notice = page.getByTestId('link-error');
    await notice.waitFor({ state: 'visible' });
    const text = await notice.innerText();
    assert.match(text, /^This link could not be opened: /);
    assert.match(text, message);
    assert.match(text, /Your saved draft is shown instead; it has not been changed\./);
    assert.equal(await tester.robots.inputValue(), DRAFT);
    await new Promise((ok) => setTimeout(ok, 600)); // longer than the draft's save delay
    assert.equal(await savedRobots(page), DRAFT);
    if (name === 'a truncated') await screenshot(page, 'permalink-truncated');

    await page.getByRole('button', { name: 'Dismiss' }).click();
    assert.equal(await notice.count(), 0);
    assert.deepEqual(tester.errors, []);
  });
}

test('a bad link pasted into an open page shows the message and changes nothing', async (t) => {
  const tester = await openWithDraft(t, { draft: DRAFT });
  const { page } = tester;
  await page.evaluate((h) => {
    location.hash = h;
  }, fragment(other, 3));
  await page.getByTestId('link-error').waitFor({ state: 'visible' });
  assert.match(await page.getByTestId('link-error').innerText(), /link format 3/);
  assert.equal(await tester.robots.inputValue(), DRAFT);

  // A good one opens (the page reloads itself to start from it).
  await Promise.all([
    page.waitForEvent('load'),
    page.evaluate((h) => {
      location.hash = h;
    }, fragment(other)),
  ]);
  await tester.ready();
  assert.equal(await tester.robots.inputValue(), other.robots);
  assert.equal(await page.getByTestId('link-error').count(), 0);
  assert.equal(await savedRobots(page), DRAFT);
});

// Hostile links (issue 32): a link's size bounds its bytes, and the page's
// limits bound the state it opens, so a short link cannot make the page do
// unbounded work. Each crafted link opens, shows its first results and
// names what was cut. How long each takes beside a plain link is measured,
// not tested here: `node e2e/measure-link-host.mjs --hostile` (a timed
// assertion would only say how busy the machine was).
/** Opens `frag` in a new page; ms until the first result cell (and `notice`, if given) shows. */
async function timeToAnswer(t, frag, notice) {
  const { context, url } = shared.session;
  const page = await context.newPage();
  t.after(() => page.close());
  const tester = new TesterPage(page, url);
  const start = Date.now();
  await page.goto(url + frag);
  await page.getByTestId('result-cell').first().waitFor({ state: 'visible', timeout: 60_000 });
  if (notice) await page.getByTestId(notice).waitFor({ state: 'visible', timeout: 60_000 });
  return { ms: Date.now() - start, tester };
}

for (const [name, state, cut, { maxChars = Infinity, plain: baseline = other } = {}] of HOSTILE) {
  test(`a link of ${name} opens and says what was cut`, { timeout: 180_000 }, async (t) => {
    const crafted = fragment(state);
    assert.ok(crafted.length <= maxChars, `${crafted.length} characters`);
    // Warm: the page and its files are in the browser's cache for both.
    await timeToAnswer(t, fragment(other));
    const plain = await timeToAnswer(t, fragment(baseline));
    const hostile = await timeToAnswer(t, crafted, 'link-cut');
    const text = await hostile.tester.page.getByTestId('link-cut').innerText();
    assert.match(text, /^This link held more than the tester opens, so it was opened without: /);
    assert.match(text, cut);
    t.diagnostic(`plain ${plain.ms} ms, ${name} ${hostile.ms} ms, ${crafted.length} characters`);
    // The state is within the page's limits.
    const { page } = hostile.tester;
    const columns = await page.getByTestId('result-cell').evaluateAll((cells) => new Set(cells.map((c) => c.dataset.agent)).size);
    assert.ok(columns <= 100, `${columns} crawler columns`);
    assert.deepEqual(hostile.tester.errors, []);
  });
}

// Issue 42, item 9: a URL whose host is 50,000 characters long is refused
// with the reason (its time beside a plain link: measure-link-host.mjs).
test('a link with a 50,000-character host opens and says the host is too long', { timeout: 180_000 }, async (t) => {
  const host = `${'a'.repeat(50_000)}.com`;
  const crafted = fragment({ ...other, urls: `https://${host}/a\n${other.urls}` });
  await timeToAnswer(t, fragment(other));
  const plain = await timeToAnswer(t, fragment(other));
  const hostile = await timeToAnswer(t, crafted);
  const error = hostile.tester.page.getByTestId('url-error').first();
  await error.waitFor({ state: 'visible' });
  assert.match(await error.innerText(), /the host 'a{40}…' is longer than DNS allows \(253 bytes, 63 per label/);
  // The line is quoted as its first 100 characters, not whole.
  assert.ok((await error.innerText()).length < 400, 'the error quotes the line cut');
  assert.match(await error.innerText(), /“https:\/\/a{92}…”/);
  t.diagnostic(`plain ${plain.ms} ms, 50,000-character host ${hostile.ms} ms`);
  assert.deepEqual(hostile.tester.errors, []);
});

// Issue 53: a host of 50,000 distinct characters. The browser lays a text
// out whole however little of it shows (seconds for 50,000 distinct
// characters, each time the page shows it): the grid's row, the trace and
// the grid's announcement show the URL's first 200 characters; the URL
// list keeps it whole.
test('a link with a host of 50,000 distinct characters shows the URL cut in the grid and the trace, whole in the list', { timeout: 180_000 }, async (t) => {
  const host = Array.from({ length: 50_000 }, (_, i) => String.fromCodePoint(0x4e00 + i + (0x4e00 + i >= 0xd800 ? 0x800 : 0))).join('');
  const url = `https://${host}/a`;
  const { tester } = await timeToAnswer(t, fragment({ ...other, urls: `${url}\n/x` }));
  const { page } = tester;
  // The list holds what the link gave, whole.
  assert.equal((await page.getByTestId('urls-input').inputValue()).split('\n')[0], url);
  // The row says it cannot be tested, and quotes the URL's start, cut.
  const row = page.locator('th.url-cell .url').first();
  const shown = await row.innerText();
  assert.ok(url.startsWith(shown.replace(/…$/, '')) && shown.endsWith('…'), `the row's URL is the list's, cut: ${shown.slice(0, 30)}`);
  assert.equal([...shown].length, 201, 'the row shows 200 characters and an ellipsis');
  assert.ok((await row.getAttribute('title')).length <= 201 * 2, 'its title is cut too');
  // The trace of that URL's cell: the reason quotes it cut.
  await page.getByTestId('result-cell').first().click();
  const reason = await page.getByTestId('reason').innerText();
  assert.match(reason, /https:\/\/一丁/);
  assert.ok([...reason].length < 600, `the trace quotes the URL cut (${[...reason].length} characters)`);
  const announced = await page.getByTestId('announcer').innerText();
  assert.ok([...announced].length < 600, `the announcement quotes the URL cut (${[...announced].length} characters)`);
  // Nothing on the page lays the whole host out but the list.
  const whole = await page.evaluate((h) => {
    const out = [];
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n; (n = walk.nextNode()); ) if (n.data.includes(h)) out.push(n.parentElement.outerHTML.slice(0, 80));
    return out;
  }, host.slice(0, 1000));
  assert.deepEqual(whole, [], 'no text of the page holds the whole host');
  assert.deepEqual(tester.errors, []);
});

test('Save gives a link\'s file name as a .txt name', async (t) => {
  const bytes = 'User-agent: *\nDisallow: /x\n';
  const tester = await openWithDraft(t, {
    path: fragment({ urls: '/x', agents: ['Googlebot'], options: [[6, 'index.html'], [7, bytes]] }),
  });
  const { page } = tester;
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('robots-save').click()]);
  assert.equal(download.suggestedFilename(), 'index.html.txt');
  assert.deepEqual(tester.errors, []);
});
