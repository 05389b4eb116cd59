// Bulk lists in the page (issue: 10,000 URLs × crawlers): a real clipboard
// paste of 10,000 URLs with exact totals, a grid that renders only what is on
// screen, scrolling to the last row and explaining it, keyboard navigation
// across the whole list, every filter and sort, search, CSV/JSON export, lists
// opened from files (CSV crawl export, sitemap) and the 100,000 limit.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { settled, testSession } from './page.mjs';
import { inTurn } from './fixtures/urls.mjs';

const shared = testSession();
/** A fresh tester page; `lists` ({ urls, agents }): with ROBOTS and these URLs and crawlers typed in. */
async function open(t, lists = null) {
  const tester = await shared.open(t);
  if (lists) await tester.scenario({ robots: ROBOTS, ...lists });
  return tester;
}

// Googlebot: only /nogoogle/ blocked; Googlebot-Image follows Googlebot;
// everyone else (*): /private/ blocked but /private/public/ allowed;
// GPTBot: everything blocked. /both/ is blocked for Googlebot and for *.
const ROBOTS = `User-agent: *
Disallow: /private/
Allow: /private/public/
Disallow: /both/

User-agent: Googlebot
Disallow: /nogoogle/
Disallow: /both/

User-agent: GPTBot
Disallow: /
`;

/** n URLs, five kinds in turn; the fifth cannot be tested (a space in the host). */
const list = (n) => inTurn(n, ['private', 'public', 'nogoogle', 'open', 'badHost']);

describe('bulk lists', () => {
  test('a 10,000-URL paste: exact totals, a grid the size of the viewport, the last row explained, keys across the list', async (t) => {
    const tester = await open(t);
    const { page } = tester;
    await tester.setRobots(ROBOTS);
    const urls = list(10_000);
    await tester.paste(urls.join('\n'));
    assert.equal(
      await settled(() => page.getByTestId('url-count').innerText(), '10,000 URLs (2,000 not testable)'),
      '10,000 URLs (2,000 not testable)',
    );
    // By construction: 2,000 URLs of each kind.
    assert.deepEqual(await tester.totals(), {
      Googlebot: [6000, 2000],
      'Googlebot-Image': [6000, 2000],
      Bingbot: [6000, 2000],
      GPTBot: [0, 8000],
    });
    // Only what is on screen is in the DOM.
    const cells = await page.getByTestId('result-cell').count();
    assert.ok(cells > 0 && cells <= 200, `${cells} cells rendered for 40,000`);
    const grid = page.getByRole('grid');
    assert.equal(await grid.getAttribute('aria-rowcount'), '10002');

    // Scroll to the end: the last row is rendered, with its aria-rowindex.
    await page.locator('.grid-scroll').evaluate((el) => (el.scrollTop = el.scrollHeight));
    const last = urls[urls.length - 1]; // the 10,000th: the fifth kind, not testable
    const lastTestable = urls[urls.length - 2];
    const lastCell = tester.cell(lastTestable, 'Bingbot');
    await lastCell.waitFor({ timeout: 5_000 });
    assert.equal(await lastCell.locator('xpath=..').getAttribute('aria-rowindex'), '10001');
    await lastCell.click();
    assert.equal(await page.getByTestId('trace-token').innerText(), 'Bingbot');
    assert.equal(await page.getByTestId('trace-path').innerText(), '/open/p9998?q=9998');
    assert.match(await page.getByTestId('trace-verdict').innerText(), /Allowed/);
    assert.equal(await tester.cell(last, 'GPTBot').getAttribute('data-verdict'), 'invalid');

    // Keyboard: Ctrl+Home to the very first cell, PageDown, Ctrl+End to the last.
    await page.keyboard.press('Control+Home');
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        return [el.dataset.url, el.dataset.agent, el.getAttribute('aria-selected')];
      });
    assert.deepEqual(await settled(focused, [urls[0], 'Googlebot', 'true']), [urls[0], 'Googlebot', 'true']);
    await page.keyboard.press('PageDown');
    assert.deepEqual(await settled(focused, [urls[10], 'Googlebot', 'true']), [urls[10], 'Googlebot', 'true']);
    await page.keyboard.press('Control+End');
    assert.deepEqual(await settled(focused, [last, 'GPTBot', 'true']), [last, 'GPTBot', 'true']);
    await page.keyboard.press('ArrowUp');
    assert.deepEqual(await settled(focused, [lastTestable, 'GPTBot', 'true']), [lastTestable, 'GPTBot', 'true']);
    assert.equal(
      await settled(() => page.getByTestId('announcer').innerText(), `Blocked: ${lastTestable} for GPTBot (line 11)`),
      `Blocked: ${lastTestable} for GPTBot (line 11)`,
    );
    assert.equal(await page.locator('[data-testid="result-cell"][tabindex="0"]').count(), 1);

    // An edit with the list present re-checks the whole list.
    await tester.robots.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\nUser-agent: Bingbot\nDisallow: /\n');
    const after = { Googlebot: [6000, 2000], 'Googlebot-Image': [6000, 2000], Bingbot: [0, 8000], GPTBot: [0, 8000] };
    assert.deepEqual(await settled(() => tester.totals(), after), after);
    assert.deepEqual(tester.errors, []);
  });

  test('a long paste into part of the list: the selection replaced, Windows line ends made plain, the caret after it', async (t) => {
    const tester = await open(t);
    const { page } = tester;
    await tester.setRobots(ROBOTS);
    const box = tester.urls;
    await box.fill('https://www.example.com/first\nhttps://www.example.com/REPLACED\nhttps://www.example.com/last');
    // Over 256 KiB, with CRLF line ends (a list copied from a Windows program).
    const pasted = list(10_000).filter((u) => !u.startsWith('//'));
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(tester.url).origin });
    await page.evaluate((t) => navigator.clipboard.writeText(t), pasted.join('\r\n'));
    await box.evaluate((el) => {
      el.focus();
      const start = el.value.indexOf('https://www.example.com/REPLACED');
      el.setSelectionRange(start, start + 'https://www.example.com/REPLACED'.length);
    });
    await page.keyboard.press('ControlOrMeta+V');
    await page.keyboard.type('?typed');
    const expected = ['https://www.example.com/first', ...pasted, 'https://www.example.com/last'];
    expected[pasted.length] += '?typed';
    const seen = await box.inputValue();
    const want = expected.join('\n');
    if (seen !== want) {
      let i = 0;
      while (seen[i] === want[i]) i++;
      assert.fail(`the box differs at ${i} of ${want.length}: ${JSON.stringify(seen.slice(i - 40, i + 40))} for ${JSON.stringify(want.slice(i - 40, i + 40))}`);
    }
    const count = `${(pasted.length + 2).toLocaleString('en')} URLs`;
    assert.equal(await settled(() => page.getByTestId('url-count').innerText(), count), count);
    assert.deepEqual(tester.errors, []);
  });

  test('filters, counts, sort and search', async (t) => {
    const tester = await open(t, { urls: ['/private/a', '/open', '/nogoogle/x', '/private/public/x', '/both/x', 'http://a b/'], agents: ['Googlebot', 'Bingbot'] });
    const { page } = tester;
    const filter = page.getByTestId('url-filter');
    // (The other parsers' count comes once changes pause.)
    const options = [
      'All URLs (6)',
      'Blocked by any crawler (3)',
      'Allowed by all crawlers (2)',
      'Crawlers disagree (2)',
      'Cannot be tested (1)',
      'Other parsers disagree (1)',
    ];
    assert.deepEqual(await settled(() => filter.locator('option').allInnerTexts(), options), options);
    const expect = {
      all: ['/private/a', '/open', '/nogoogle/x', '/private/public/x', '/both/x', 'http://a b/'],
      blocked: ['/private/a', '/nogoogle/x', '/both/x'],
      allowed: ['/open', '/private/public/x'],
      disagree: ['/private/a', '/nogoogle/x'],
      untestable: ['http://a b/'],
      // urllib reads `Disallow: /private/` first for Bingbot.
      readers: ['/private/public/x'],
    };
    for (const [key, want] of Object.entries(expect)) {
      await filter.selectOption(key);
      assert.deepEqual(await settled(() => tester.shownUrls(), want), want, key);
    }
    // Totals stay over the whole list whatever the filter.
    assert.deepEqual(await tester.totals(), { Googlebot: [3, 2], Bingbot: [3, 2] });
    assert.match(await page.getByTestId('grid-size').innerText(), /6 URLs × 2 crawlers · 1 shown/);

    await filter.selectOption('all');
    const sort = page.getByTestId('url-sort');
    await sort.selectOption('url');
    const az = ['/both/x', '/nogoogle/x', '/open', '/private/a', '/private/public/x', 'http://a b/'];
    assert.deepEqual(await settled(() => tester.shownUrls(), az), az);
    await sort.selectOption('verdict');
    const byVerdict = ['/both/x', '/private/a', '/nogoogle/x', '/open', '/private/public/x', 'http://a b/'];
    assert.deepEqual(await settled(() => tester.shownUrls(), byVerdict), byVerdict);
    // Filter and sort together, then search (case-insensitive).
    await filter.selectOption('blocked');
    await sort.selectOption('url');
    const blockedAz = ['/both/x', '/nogoogle/x', '/private/a'];
    assert.deepEqual(await settled(() => tester.shownUrls(), blockedAz), blockedAz);
    await page.getByTestId('url-search').fill('PRIVATE');
    assert.deepEqual(await settled(() => tester.shownUrls(), ['/private/a']), ['/private/a']);
    await filter.selectOption('allowed');
    assert.deepEqual(await settled(() => tester.shownUrls(), ['/private/public/x']), ['/private/public/x']);
    await page.getByTestId('url-search').fill('nothing like it');
    await page.getByTestId('grid-no-match').waitFor();
    assert.deepEqual(tester.errors, []);
  });

  test('export: CSV and JSON of the rows shown, made in the page', async (t) => {
    const ua = 'Mozilla/5.0 (compatible; Bingbot/2.0; +http://www.bing.com/bingbot.htm)';
    const urls = ['/private/a', 'https://www.example.com/both/x?a,b', 'mailto:x@example.com'];
    const tester = await open(t, { urls, agents: ['Googlebot', ua] });
    const { page } = tester;
    const save = async (id) => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(id).click()]);
      return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
    };
    const csv = await save('export-csv');
    assert.equal(csv.name, 'robots-results.csv');
    assert.equal(
      csv.text,
      [
        'url,crawler,token,verdict,line,rule,reason',
        '/private/a,Googlebot,Googlebot,allowed,0,,no_matching_rule',
        `/private/a,${ua},Bingbot,disallowed,2,Disallow: /private/,longest_match`,
        '"https://www.example.com/both/x?a,b",Googlebot,Googlebot,disallowed,8,Disallow: /both/,longest_match',
        `"https://www.example.com/both/x?a,b",${ua},Bingbot,disallowed,4,Disallow: /both/,longest_match`,
        'mailto:x@example.com,Googlebot,Googlebot,invalid,0,,invalid_url',
        `mailto:x@example.com,${ua},Bingbot,invalid,0,,invalid_url`,
        '',
      ].join('\r\n'),
    );
    // Only the rows shown: the blocked filter leaves two records per crawler.
    await page.getByTestId('url-filter').selectOption('blocked');
    const json = await save('export-json');
    const records = JSON.parse(json.text);
    assert.deepEqual(
      records.map((r) => [r.url, r.token, r.verdict, r.line, r.reason]),
      [
        ['/private/a', 'Googlebot', 'allowed', 0, 'no_matching_rule'],
        ['/private/a', 'Bingbot', 'disallowed', 2, 'longest_match'],
        ['https://www.example.com/both/x?a,b', 'Googlebot', 'disallowed', 8, 'longest_match'],
        ['https://www.example.com/both/x?a,b', 'Bingbot', 'disallowed', 4, 'longest_match'],
      ],
    );
    assert.equal(records[2].path, '/both/x?a,b');
    assert.deepEqual(tester.errors, []);
  });

  test('lists opened from files: a CSV crawl export, a sitemap, and one over the 100,000 limit', async (t) => {
    const tester = await open(t);
    const { page } = tester;
    await tester.setRobots(ROBOTS);
    const file = page.getByTestId('urls-file');
    const count = () => page.getByTestId('url-count').innerText();

    await file.setInputFiles({
      name: 'crawl.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Address,Status Code,Title\nhttps://www.example.com/a,200,"A, page"\nhttps://www.example.com/private/b,200,B\n'),
    });
    assert.equal(await settled(count, '2 URLs'), '2 URLs');
    assert.equal(await tester.urls.inputValue(), 'https://www.example.com/a\nhttps://www.example.com/private/b');
    assert.equal(
      await page.getByTestId('urls-opened').innerText(),
      '2 URLs from the “Address” column of the CSV file crawl.csv.',
    );

    const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://www.example.com/?a=1&amp;b=2</loc></url>
  <url><loc>https://www.example.com/nogoogle/x</loc></url>
  <url><loc>https://www.example.com/open</loc></url>
</urlset>`;
    await file.setInputFiles({ name: 'sitemap.xml', mimeType: 'application/xml', buffer: Buffer.from(sitemap) });
    assert.equal(await settled(count, '3 URLs'), '3 URLs');
    assert.equal(await tester.verdict('https://www.example.com/nogoogle/x', 'Googlebot'), 'disallowed');
    assert.equal(await tester.urls.inputValue(), 'https://www.example.com/?a=1&b=2\nhttps://www.example.com/nogoogle/x\nhttps://www.example.com/open');

    // 100,001 URLs: the last one is kept in the box but not tested, and the page says so.
    const big = Array.from({ length: 100_001 }, (_, i) => `/p${i}`).join('\n');
    await file.setInputFiles({ name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.from(big) });
    const limit = page.getByTestId('url-limit');
    await limit.waitFor({ timeout: 15_000 });
    assert.equal(
      await limit.innerText(),
      '✖ This list has 100,001 URLs: only the first 100,000 (up to line 100,000) are tested. The other 1 stay in the box but are not tested.',
    );
    assert.equal(await count(), '100,000 URLs');
    const totals = await tester.totals({ timeout: 30_000 });
    for (const [agent, t] of Object.entries(totals)) {
      assert.ok(Array.isArray(t), `${agent} final`);
      assert.equal(t[0] + t[1], 100_000, agent);
    }
    assert.equal((await tester.urls.inputValue()).split('\n').length, 100_001, 'nothing is dropped from the box');
    assert.deepEqual(tester.errors, []);
  });
});
