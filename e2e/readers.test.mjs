// Other readers in the page (issue 16): how CPython's urllib.robotparser
// (before and after its RFC 9309 update), Protego and robots-parser read
// the same check. The trace's "Read by other
// parsers" rows for a file where urllib's first match and Google's longest
// match part ways (verdicts, reasons, the line link, compare mode), and the
// grid's mark and filter on a 1,000-URL list against `robots check --reader`.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { axeAudit } from './lib.mjs';
import { settled, testSession } from './page.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const shared = testSession();

const FIRST_MATCH = 'User-agent: *\nDisallow: /a\nAllow: /a/b\n';
/** The readers in the order of their rows and of the grid mark's names. */
const READER_NAMES = ['urllib', 'protego', 'robots-parser', 'urllib-rfc9309'];
const URL_AB = 'https://example.com/a/b';

/** Text as a person reads it: runs of white space as one space. */
const words = (text) => text.replace(/\s+/g, ' ').trim();

/** The trace's reader rows: { reader: [verdict words, reason, data-verdict, data-code] }. */
async function readerRows(page) {
  return page.getByTestId('reader-row').evaluateAll((rows) =>
    Object.fromEntries(
      rows.map((r) => [
        r.dataset.reader,
        [
          r.querySelector('[data-testid="reader-verdict"]').innerText.replace(/\s+/g, ' ').trim(),
          r.querySelector('[data-testid="reader-reason"]').innerText.replace(/\s+/g, ' ').trim(),
          r.dataset.verdict,
          r.dataset.code,
        ],
      ]),
    ),
  );
}

/** The robots CLI, built if needed (the workspace's own binary). */
function robotsCli() {
  execFileSync('cargo', ['build', '-q', '--locked', '-p', 'robots-cli'], { cwd: ROOT, stdio: 'inherit' });
  const target = process.env.CARGO_TARGET_DIR || join(ROOT, 'target');
  return join(target, 'debug', 'robots');
}

describe('other readers', () => {
  test('urllib reads the first match where Google reads the longest: both readings, the reason, the line, compare mode', async (t) => {
    const tester = await shared.open(t);
    const { page } = tester;
    await tester.scenario({ robots: FIRST_MATCH, url: URL_AB, agent: 'Googlebot' });
    await tester.select(URL_AB, 'Googlebot');
    // Google: allowed by the longer Allow.
    assert.match(await page.getByTestId('trace-verdict').innerText(), /Allowed/);
    const want = {
      urllib: [
        '✕ Blocked ≠ differs from Google',
        'line 2 Disallow: /a — reads the first matching rule: line 2 `Disallow: /a` comes before the longer `Allow: /a/b` (line 3)',
        'disallowed',
        'first_match',
      ],
      protego: ['✓ Allowed', 'line 3 Allow: /a/b — reads it as Google does', 'allowed', 'same_verdict'],
      'robots-parser': ['✓ Allowed', 'line 3 Allow: /a/b — reads it as Google does', 'allowed', 'same_verdict'],
      'urllib-rfc9309': ['✓ Allowed', 'line 3 Allow: /a/b — reads it as Google does', 'allowed', 'same_verdict'],
    };
    assert.deepEqual(await settled(() => readerRows(page), want), want);
    assert.equal(
      await page.getByTestId('trace-readers').getByRole('heading').innerText(),
      'Read by other parsers',
    );

    // The line link shows urllib's deciding line in the editor.
    await page.locator('[data-testid="reader-row"][data-reader="urllib"] [data-testid="reader-line"]').click();
    assert.equal(await settled(() => tester.selectedRobots(), 'Disallow: /a'), 'Disallow: /a');

    // The grid marks the cell, in words for screen readers too.
    const cell = tester.cell(URL_AB, 'Googlebot');
    assert.equal(await settled(() => cell.getAttribute('data-readers-differ'), 'urllib'), 'urllib');
    assert.equal(
      words(await cell.getByTestId('readers-mark').innerText()),
      '≠ Other parsers disagree: Python urllib.robotparser (3.8–3.12)',
    );
    const filter = page.getByTestId('url-filter');
    assert.equal(await filter.locator('option[value="readers"]').innerText(), 'Other parsers disagree (1)');

    // Accessible, mark included.
    const { violations } = await axeAudit(page, { include: ['.trace-panel', '[data-readers-differ]', '[data-testid="url-filter"]'] });
    assert.deepEqual(violations, []);

    // Compare mode: the edit puts the Allow first, so urllib now agrees.
    await page.getByTestId('compare-toggle').click();
    await tester.setRobots('User-agent: *\nAllow: /a/b\nDisallow: /a\n');
    await tester.select(URL_AB, 'Googlebot');
    // (The marks come once the whole list is read by the other readers.)
    assert.equal(await settled(() => cell.getAttribute('data-readers-differ-before'), 'urllib'), 'urllib');
    assert.equal(await cell.getAttribute('data-readers-differ'), null);
    assert.equal(
      words(await cell.getByTestId('readers-mark').innerText()),
      '≠ Before the edit, other parsers disagreed: Python urllib.robotparser (3.8–3.12)',
    );
    const side = async (id) => words(await page.getByTestId(id).getByTestId('side-readers').innerText());
    assert.equal(await side('trace-before'), 'Other parsers that disagree: Python urllib.robotparser (3.8–3.12)');
    assert.equal(await side('trace-after'), 'Other parsers agree with Google.');
    const urllib = page.locator('[data-testid="reader-row"][data-reader="urllib"]');
    assert.equal(await urllib.getAttribute('data-changed'), 'true');
    assert.equal(words(await urllib.getByTestId('reader-verdict').innerText()), '✓ Allowed changed by the edit');
    assert.deepEqual(tester.errors, []);
  });

  test('the RFC 9309 urllib matches a group name as a substring of the crawler: its row, its line, the grid mark', async (t) => {
    const tester = await shared.open(t);
    const { page } = tester;
    const url = 'https://example.com/a';
    await tester.scenario({ robots: 'User-agent: bot\nDisallow: /a\n\nUser-agent: *\nAllow: /\n', url, agent: 'MyBot/1.0' });
    await tester.select(url, 'MyBot/1.0');
    assert.match(await page.getByTestId('trace-verdict').innerText(), /Allowed/);
    const row = page.locator('[data-testid="reader-row"][data-reader="urllib-rfc9309"]');
    const seen = () =>
      row.evaluate((r) => [
        r.querySelector('[data-testid="reader-verdict"]').innerText.replace(/\s+/g, ' ').trim(),
        r.querySelector('[data-testid="reader-reason"]').innerText.replace(/\s+/g, ' ').trim(),
        r.dataset.code,
        r.dataset.line,
        r.dataset.differs,
      ]);
    const want = [
      '✕ Blocked ≠ differs from Google',
      'line 2 Disallow: /a — matches `User-agent: bot` (line 1) as a substring of `MyBot/1.0`',
      'agent_substring',
      '2',
      'true',
    ];
    assert.deepEqual(await settled(seen, want), want);
    assert.equal(await row.locator('th').innerText(), 'Python urllib.robotparser (RFC 9309)');
    // The line link shows the deciding line in the editor.
    await row.getByTestId('reader-line').click();
    assert.equal(await settled(() => tester.selectedRobots(), 'Disallow: /a'), 'Disallow: /a');
    // The grid names both urllib readings (the older one matches the same way).
    const cell = tester.cell(url, 'MyBot/1.0');
    const both = 'urllib urllib-rfc9309';
    assert.equal(await settled(() => cell.getAttribute('data-readers-differ'), both), both);
    assert.equal(
      words(await cell.getByTestId('readers-mark').innerText()),
      '≠ Other parsers disagree: Python urllib.robotparser (3.8–3.12), Python urllib.robotparser (RFC 9309)',
    );
    assert.deepEqual(tester.errors, []);
  });

  test('on 1,000 URLs the grid marks and the filter count the rows the CLI reads differently', async (t) => {
    const robots = [
      'User-agent: *',
      'Disallow: /a',
      'Allow: /a/b',
      'Disallow: /*.pdf$',
      'Allow: /p/index.html',
      'Disallow: /p/',
      '',
      'User-agent: Googlebot',
      'Crawl-delay: 5',
      'User-agent: badbot',
      'Disallow: /g/',
      '',
    ].join('\n');
    const kinds = [
      (i) => `/a/x${i}`,
      (i) => `/a/b/${i}`,
      (i) => `/f${i}.pdf`,
      (i) => `/f${i}.pdf?x`,
      () => '/p/',
      (i) => `/p/x${i}`,
      (i) => `/g/${i}`,
      (i) => `/open/${i}`,
      (i) => `/a%2fb/${i}`,
      () => '/robots.txt',
    ];
    // Repeated paths get a query, so every URL is its own row.
    const urls = Array.from({ length: 1000 }, (_, i) => `https://example.com${kinds[i % kinds.length](i)}`).map(
      (u, i) => (u.endsWith('/') || u.endsWith('robots.txt') ? `${u}?n=${i}` : u),
    );
    // 5,000 cells: more than the page checks at once, so the whole list is
    // checked in slices between frames, as large lists are.
    const agents = ['Googlebot', 'SomeBot', 'Googlebot-Image', 'Bingbot', 'badbot'];

    // The CLI: Google's reading (tester mode, as the page) and each reader's.
    const dir = mkdtempSync(join(tmpdir(), 'readers-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(join(dir, 'robots.txt'), robots);
    writeFileSync(join(dir, 'urls.txt'), urls.join('\n') + '\n');
    const cli = robotsCli();
    const run = (...extra) =>
      execFileSync(cli, ['check', join(dir, 'robots.txt'), '--urls', join(dir, 'urls.txt'), ...agents.flatMap((a) => ['-a', a]), ...extra], {
        encoding: 'utf8',
      })
        .trim()
        .split('\n')
        .map((l) => l.split('\t'));
    const google = run();
    assert.equal(google.length, 5000);
    const verdictOf = (word) => ({ ALLOWED: 'allowed', DISALLOWED: 'disallowed' })[word] ?? 'none';
    // (url, agent) → names of the readers that differ from Google.
    const differ = new Map(google.map(([, , agent, url]) => [`${url} ${agent}`, []]));
    for (const reader of READER_NAMES) {
      const lines = run('--reader', reader);
      assert.equal(lines.length, 5000);
      lines.forEach(([word, , agent, url], i) => {
        assert.deepEqual([agent, url], [google[i][2], google[i][3]]);
        if (verdictOf(word) !== verdictOf(google[i][0])) differ.get(`${url} ${agent}`).push(reader);
      });
    }
    const rowsDiffering = new Set(
      [...differ].filter(([, names]) => names.length > 0).map(([key]) => key.slice(0, key.lastIndexOf(' '))),
    );
    // The file is built so that every reader parts ways somewhere, not everywhere.
    for (const reader of READER_NAMES) {
      assert.ok([...differ.values()].some((n) => n.includes(reader)), reader);
    }
    assert.ok(rowsDiffering.size > 100 && rowsDiffering.size < 1000, `${rowsDiffering.size} rows differ`);
    const byReader = READER_NAMES.map(
      (r) => `${r} ${[...differ.values()].filter((n) => n.includes(r)).length}`,
    );
    t.diagnostic(`CLI: ${rowsDiffering.size} of 1,000 rows read differently (cells per reader: ${byReader.join(', ')})`);

    const tester = await shared.open(t);
    const { page } = tester;
    await tester.setRobots(robots);
    await tester.setAgents(...agents);
    await tester.paste(urls.join('\n'));
    assert.deepEqual(Object.keys(await tester.totals()).sort(), [...agents].sort());

    // The filter's count is the CLI's number of rows.
    const option = page.locator('[data-testid="url-filter"] option[value="readers"]');
    const label = `Other parsers disagree (${rowsDiffering.size})`;
    assert.equal(await settled(() => option.innerText(), label), label);

    /** The rendered cells: [url, agent, data-readers-differ, mark text]. */
    const rendered = () =>
      page.getByTestId('result-cell').evaluateAll((cells) =>
        cells.map((c) => [
          c.dataset.url,
          c.dataset.agent,
          c.dataset.readersDiffer ?? '',
          (c.querySelector('[data-testid="readers-mark"]')?.innerText ?? '').replace(/\s+/g, ' ').trim(),
        ]),
      );
    const label_of = {
      urllib: 'Python urllib.robotparser (3.8–3.12)',
      protego: 'Protego (Scrapy)',
      'robots-parser': 'robots-parser (npm)',
      'urllib-rfc9309': 'Python urllib.robotparser (RFC 9309)',
    };
    const expectMarks = async (where) => {
      const cells = await rendered();
      assert.ok(cells.length >= 20, `${cells.length} cells rendered (${where})`);
      for (const [url, agent, mark, text] of cells) {
        const names = differ.get(`${url} ${agent}`);
        assert.equal(mark, names.join(' '), `${where}: ${url} ${agent}`);
        assert.equal(
          text,
          names.length ? `≠ Other parsers disagree: ${names.map((n) => label_of[n]).join(', ')}` : '',
          `${where}: ${url} ${agent}`,
        );
      }
      return cells;
    };
    // Every rendered cell's mark is the CLI's, at the top and at the end.
    await expectMarks('top');
    await page.locator('.grid-scroll').evaluate((el) => (el.scrollTop = el.scrollHeight));
    await tester.cell(urls[999], 'SomeBot').waitFor();
    await expectMarks('end');

    // Filtered: only rows the CLI reads differently, each with a mark.
    await page.getByTestId('url-filter').selectOption('readers');
    await page.locator('.grid-scroll').evaluate((el) => (el.scrollTop = 0));
    const firstDiffering = urls.find((u) => rowsDiffering.has(u));
    await tester.cell(firstDiffering, 'Googlebot').waitFor();
    const shown = await tester.shownUrls();
    assert.ok(shown.length > 10, `${shown.length} rows shown`);
    assert.deepEqual(shown, urls.filter((u) => rowsDiffering.has(u)).slice(0, shown.length));
    const cells = await expectMarks('filtered');
    for (const url of shown) {
      assert.ok(cells.some(([u, , mark]) => u === url && mark !== ''), `${url} has a mark`);
    }
    assert.match(await page.getByTestId('grid-size').innerText(), new RegExp(`· ${rowsDiffering.size} shown`));
    assert.deepEqual(tester.errors, []);
  });
});
