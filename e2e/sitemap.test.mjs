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
