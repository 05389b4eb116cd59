// The "Sitemap URLs" summary (issue 47): a gzip-compressed sitemap opened
// from a file is inflated by the browser and read by the checking worker;
// above the grid, per crawler, how many of its URLs the file blocks and by
// which line, each line a link to it in the editor.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { settled, testSession } from './page.mjs';

const shared = testSession();

// Line 2 blocks /search for everyone but Googlebot, whose group (line 5)
// blocks /private; GPTBot is blocked everywhere by line 8.
const ROBOTS = `User-agent: *
Disallow: /search

User-agent: Googlebot
Disallow: /private

User-agent: GPTBot
Disallow: /
`;

const SITEMAP = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://www.example.com/</loc></url>
  <url><loc>https://www.example.com/search?q=1</loc></url>
  <url><loc>https://www.example.com/private/a</loc></url>
  <url><loc>https://www.example.com/private/b</loc></url>
</urlset>`;

test('a gzip sitemap opened: blocked URLs per crawler by deciding line, each line a link to the editor', async (t) => {
  const tester = await shared.open(t);
  const { page } = tester;
  await tester.setRobots(ROBOTS);
  // A gzip file whose name says nothing of it: told by its first bytes.
  await page
    .getByTestId('urls-file')
    .setInputFiles({ name: 'sitemap-1', mimeType: 'application/octet-stream', buffer: gzipSync(SITEMAP) });
  const count = () => page.getByTestId('url-count').innerText();
  assert.equal(await settled(count, '4 URLs'), '4 URLs');
  const summary = page.getByTestId('sitemap-summary');
  await summary.waitFor();
  assert.match(await summary.innerText(), /Sitemap URLs/);
  const lines = async () =>
    page.getByTestId('sitemap-line').evaluateAll((els) =>
      els.map((e) => [e.dataset.agent, Number(e.dataset.line), Number(e.dataset.count), e.innerText]),
    );
  const want = [
    ['Googlebot', 5, 2, 'line 5 `Disallow: /private` blocks 2 sitemap URLs'],
    ['Bingbot', 2, 1, 'line 2 `Disallow: /search` blocks 1 sitemap URL'],
    ['GPTBot', 8, 4, 'line 8 `Disallow: /` blocks 4 sitemap URLs'],
  ];
  const mine = async () => (await lines()).filter((l) => want.some((w) => w[0] === l[0]));
  assert.deepEqual(await settled(mine, want), want);
  assert.match(await summary.innerText(), /GPTBot: 4 of 4 sitemap URLs blocked/);
  // The URLs are in the grid, with its filters.
  assert.equal(await tester.verdict('https://www.example.com/private/a', 'Googlebot'), 'disallowed');
  // A line jumps to the editor.
  await page.locator('[data-testid="sitemap-line"][data-agent="Googlebot"]').click();
  assert.equal(await tester.selectedRobots(), 'Disallow: /private');
  // A list that is not a sitemap has no summary.
  await page
    .getByTestId('urls-file')
    .setInputFiles({ name: 'crawl.csv', mimeType: 'text/csv', buffer: Buffer.from('url\nhttps://www.example.com/search\n') });
  assert.equal(await settled(count, '1 URL'), '1 URL');
  assert.equal(await summary.count(), 0);
  assert.deepEqual(tester.errors, []);
});

// Issue 53: a robots.txt governs its own scheme, host and port. A sitemap
// of 425 URLs, 25 of them on another host, opened through `urls-file` with
// the site's robots.txt in the editor (no site given): the site is the one
// of the file's own Sitemap: line, the other host's URLs are not counted
// but listed apart, and every count is the one `robots site` gives on the
// same files, served here on 127.0.0.1.
test('a sitemap with URLs on another host: only the site\'s count, the others listed apart, as robots site says', async (t) => {
  const { createServer } = await import('node:http');
  const { execFile } = await import('node:child_process');
  const { ROOT, toolEnv } = await import('./lib.mjs');
  const files = {};
  const server = createServer((req, res) => {
    const body = files[new URL(req.url, 'http://x').pathname];
    if (body === undefined) res.writeHead(404).end();
    else res.writeHead(200, { 'content-type': 'text/plain' }).end(body);
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  t.after(() => server.close());
  const site = `http://127.0.0.1:${server.address().port}`;
  const robots = `Sitemap: ${site}/sitemap.xml

User-agent: *
Disallow: /search
Allow: /search/about

User-agent: Googlebot
Disallow: /private
Disallow: /*.pdf$

User-agent: GPTBot
Allow: /blog/
Disallow: /
`;
  const paths = (i) => ['/private/a$', '/docs/f$.pdf', '/search?q=$', '/blog/post-$', '/shop/item-$', '/$'][i % 6].replace('$', i);
  const locs = [
    ...Array.from({ length: 400 }, (_, i) => `${site}${paths(i)}`),
    // The other host's URLs would be blocked by the same lines.
    ...Array.from({ length: 25 }, (_, i) => `https://cdn.example.net${paths(i)}`),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${locs.map((l) => `  <url><loc>${l.replace(/&/g, '&amp;')}</loc></url>`).join('\n')}
</urlset>`;
  files['/robots.txt'] = robots;
  files['/sitemap.xml'] = xml;
  // robots site, asynchronously: this process serves the files meanwhile.
  const out = await new Promise((ok, fail) =>
    execFile(
      'cargo',
      ['run', '-q', '--locked', '-p', 'robots-cli', '--', 'site', `${site}/`, '--agent', 'Googlebot', '--agent', 'GPTBot', '--json'],
      { cwd: ROOT, env: toolEnv(), maxBuffer: 1 << 26 },
      (err, stdout) => (stdout ? ok(stdout) : fail(err)),
    ),
  );
  const cli = JSON.parse(out);
  const want = [];
  const tallies = {};
  for (const a of cli.agents) {
    // The CLI counts its blocked URLs per deciding line (and lists only
    // the first of each in `urls`).
    for (const l of a.lines) want.push([a.agent, l.line, l.count]);
    tallies[a.agent] = [a.blocked, a.checked, a.other_host];
  }
  // What the files are there to show: each crawler's lines block URLs of
  // the other host too, which are not counted.
  assert.deepEqual(tallies.Googlebot.slice(1), [400, 25]);
  assert.ok(want.length >= 3, JSON.stringify(want));

  const tester = await shared.open(t);
  const { page } = tester;
  await tester.setRobots(robots);
  await page.getByTestId('urls-file').setInputFiles({ name: 'sitemap.xml', mimeType: 'application/xml', buffer: Buffer.from(xml) });
  const shown = async () =>
    (
      await page.getByTestId('sitemap-line').evaluateAll((els) =>
        els.map((e) => [e.dataset.agent, Number(e.dataset.line), Number(e.dataset.count)]),
      )
    ).filter((l) => l[0] in tallies);
  const sort = (l) => [...l].sort((a, b) => (a[0] + a[1]).localeCompare(b[0] + b[1]));
  assert.deepEqual(sort(await settled(async () => sort(await shown()), sort(want), { timeout: 20_000 })), sort(want));
  const summary = page.getByTestId('sitemap-summary');
  const text = await summary.innerText();
  for (const [agent, [blocked, checked]] of Object.entries(tallies)) {
    assert.ok(text.includes(`${agent}: ${blocked} of ${checked} sitemap URLs blocked`), text);
  }
  // Where the site came from, and the other host's URLs, listed apart.
  assert.equal(
    await page.getByTestId('sitemap-origin').innerText(),
    `Counted on ${site}, the site of this file's Sitemap: lines.`,
  );
  const other = page.getByTestId('sitemap-other-host');
  assert.equal(await other.getAttribute('data-count'), '25');
  assert.match(await other.locator('summary').innerText(), new RegExp(`^25 sitemap URLs are on another host than ${site}`));
  await other.locator('summary').click();
  assert.equal(await other.locator('li').first().innerText(), locs[400]);
  // A site given decides instead: the other host's URLs are now the ones
  // counted.
  await page.getByTestId('site-input').fill('https://cdn.example.net/');
  await settled(() => other.getAttribute('data-count'), '400', { timeout: 10_000 });
  assert.match(await page.getByTestId('sitemap-origin').innerText(), /^Counted on https:\/\/cdn\.example\.net, the site given\.$/);
  assert.deepEqual(tester.errors, []);
});
