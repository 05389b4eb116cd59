// Expectations in the page: results pinned as facts that must stay true,
// checked on every keystroke; the header counts the failing ones, the grid
// flags their cells, the panel lists them. Kept in the draft and in
// permalinks; exported to and imported from the file `robots test` reads.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { axeAudit } from './lib.mjs';
import { fragment } from './fixtures/permalink.mjs';
import { TesterPage, testSession } from './page.mjs';


const shared = testSession();
/** A fresh tester page; `lists` ({ urls, agents }): with ROBOTS and these URLs and crawlers typed in. */
async function open(t, lists = null) {
  const tester = await shared.open(t);
  if (lists) await tester.scenario({ robots: ROBOTS, ...lists });
  return tester;
}

// GPTBot is kept out of everything; Googlebot only out of /checkout, until a
// rule typed below blocks /products/ too.
const ROBOTS = 'User-agent: GPTBot\nDisallow: /\n\nUser-agent: Googlebot\nDisallow: /checkout\n';
const PRODUCTS = 'https://www.example.com/products/a';

const pinned = [
  { agent: 'Googlebot', url: PRODUCTS, expected: 'allowed', status: 'pass', actual: 'Allowed' },
  { agent: 'GPTBot', url: PRODUCTS, expected: 'disallowed', status: 'pass', actual: 'Blocked' },
];
const broken = [{ ...pinned[0], status: 'fail', actual: 'Blocked' }, pinned[1]];

test('pinned results are checked on every keystroke, kept on reload and in a shared link', async (t) => {
  const tester = await open(t, { urls: [PRODUCTS, 'https://www.example.com/checkout'], agents: ['Googlebot', 'GPTBot'] });
  const { page } = tester;
  assert.equal(await tester.failing(), null, 'no count without expectations');

  await tester.pin(PRODUCTS, 'Googlebot', true);
  await tester.pin(PRODUCTS, 'GPTBot', false);
  assert.deepEqual(await tester.expectations(), pinned);
  assert.deepEqual(await tester.failing(), { count: 0, text: '✓ All 2 expectations pass' });
  assert.equal(await tester.cell(PRODUCTS, 'Googlebot').getAttribute('data-expect'), 'pass');
  assert.equal(await page.getByTestId('expectations-summary').innerText(), 'All 2 expectations pass');

  // Type a rule into Googlebot's group: "Disallow: " (empty) blocks nothing,
  // "Disallow: /" blocks everything, on that very keystroke.
  await tester.robots.focus();
  await page.keyboard.press('Control+End');
  const seen = [];
  for (const ch of 'Disallow: /pr') {
    await page.keyboard.type(ch);
    const cell = tester.cell(PRODUCTS, 'Googlebot');
    seen.push([
      ch,
      (await tester.failing()).count,
      await cell.getAttribute('data-expect'),
      (await tester.expectations())[0].status,
    ]);
  }
  assert.deepEqual(seen.slice(-4), [
    [' ', 0, 'pass', 'pass'],
    ['/', 1, 'fail', 'fail'],
    ['p', 1, 'fail', 'fail'],
    ['r', 1, 'fail', 'fail'],
  ]);
  const cell = tester.cell(PRODUCTS, 'Googlebot');
  assert.match(await cell.innerText(), /Blocked ⚠ expected allowed/);
  assert.deepEqual(await tester.failing(), { count: 1, text: '✕ 1 expectation failing' });
  assert.deepEqual(await tester.expectations(), broken);
  const row = page.getByTestId('expectation').first();
  assert.match(await row.innerText(), /Fail/);
  assert.match(await row.innerText(), /line 6: Disallow: \/pr/);
  // The deciding line is one click away in the editor.
  await row.getByTestId('expect-line').click();
  assert.equal(await tester.selectedRobots(), 'Disallow: /pr');

  // Accessible with a failing expectation everywhere it shows, and no
  // page-level horizontal scrolling at 320 px.
  await page.getByText('Import an expectations file').click();
  const { violations } = await axeAudit(page, { include: ['.top', '.trace-panel', '.expectations-panel', '[data-expect]'] });
  assert.deepEqual(violations, []);
  await page.setViewportSize({ width: 320, height: 800 });
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 320);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Reload: kept in the draft.
  await page.reload();
  await tester.ready();
  assert.deepEqual(await tester.expectations(), broken);
  assert.deepEqual(await tester.failing(), { count: 1, text: '✕ 1 expectation failing' });
  assert.equal(await tester.cell(PRODUCTS, 'Googlebot').getAttribute('data-expect'), 'fail');

  // Share, then open the link in a page without that draft.
  await shared.session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(shared.session.url).origin });
  await page.getByTestId('share').click();
  const share = page.getByTestId('share-url');
  await share.waitFor();
  const link = await share.inputValue();
  // Another page, with the draft gone: what it shows comes from the link.
  await page.evaluate(() => localStorage.clear());
  const other = new TesterPage(await shared.session.context.newPage(), shared.session.url);
  t.after(() => other.close());
  await other.page.goto(link);
  await other.ready();
  assert.equal(await other.page.getByTestId('link-error').count(), 0);
  assert.deepEqual(await other.expectations(), broken);
  assert.deepEqual(await other.failing(), { count: 1, text: '✕ 1 expectation failing' });
  assert.deepEqual(tester.errors, []);
  assert.deepEqual(other.errors, []);
});

test('export, then import the same set; a bad line is named and nothing is imported', async (t) => {
  const tester = await open(t, { urls: [PRODUCTS], agents: ['Googlebot', 'GPTBot'] });
  const { page } = tester;
  await tester.pin(PRODUCTS, 'Googlebot', true);
  await tester.pin(PRODUCTS, 'GPTBot', false);
  // Pinning the same cell again replaces its expectation.
  await tester.pin(PRODUCTS, 'Googlebot', false);
  await tester.pin(PRODUCTS, 'Googlebot', true);
  assert.deepEqual(await tester.expectations(), pinned);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('expect-export').click()]);
  assert.equal(download.suggestedFilename(), 'robots-expectations.txt');
  const text = await readFile(await download.path(), 'utf8');
  const lines = text.split('\n').filter((l) => l && !l.startsWith('#'));
  assert.deepEqual(lines, [`allowed     Googlebot  ${PRODUCTS}`, `disallowed  GPTBot     ${PRODUCTS}`]);

  // Remove both from the panel: the header count goes.
  const remove = page.getByTestId('expectation-remove');
  while ((await remove.count()) > 0) await remove.first().click();
  assert.deepEqual(await tester.expectations(), []);
  assert.equal(await tester.failing(), null);
  assert.equal(await tester.cell(PRODUCTS, 'Googlebot').getAttribute('data-expect'), null);

  // Pasting the exported file brings the same set back.
  await page.getByText('Import an expectations file').click();
  const input = page.getByTestId('expect-import-text');
  await tester.paste(text, input);
  await page.getByTestId('expect-import').click();
  assert.equal(await page.getByTestId('expect-imported').innerText(), 'Imported 2 expectations.');
  assert.deepEqual(await tester.expectations(), pinned);

  // A pasted file with bad lines: each is named, nothing changes.
  await input.fill('allowed Googlebot /ok\nalowed Googlebot /\ndisallowed 1234 /x\n');
  await page.getByTestId('expect-import').click();
  assert.deepEqual(await page.getByTestId('expect-import-error').allInnerTexts(), [
    "✖ line 2: unknown verdict 'alowed': a line starts with 'allowed' or 'disallowed'",
  ]);
  await input.fill('allowed Googlebot /ok\ndisallowed 1234 /x\n');
  await page.getByTestId('expect-import').click();
  const errors = await page.getByTestId('expect-import-error').allInnerTexts();
  assert.equal(errors.length, 1);
  assert.match(errors[0], /^✖ line 2: crawler “1234”: /);
  assert.deepEqual(await tester.expectations(), pinned, 'nothing was imported');

  // Crawlers and URLs that are not in the grid are checked all the same.
  await input.fill(
    '# not in the lists above\ndisallowed  Bingbot  /checkout\nallowed  "Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)"  https://www.example.com/blog\ndisallowed  Googlebot-Image  /checkout?a=1\n',
  );
  await page.getByTestId('expect-import').click();
  assert.equal(await page.getByTestId('expect-imported').innerText(), 'Imported 3 expectations.');
  assert.deepEqual(await tester.expectations(), [
    { agent: 'Bingbot', url: '/checkout', expected: 'disallowed', status: 'fail', actual: 'Allowed' },
    {
      agent: 'Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)',
      url: 'https://www.example.com/blog',
      expected: 'allowed',
      status: 'fail',
      actual: 'Blocked',
    },
    // Googlebot-Image follows Googlebot's group.
    { agent: 'Googlebot-Image', url: '/checkout?a=1', expected: 'disallowed', status: 'pass', actual: 'Blocked' },
  ]);
  assert.deepEqual(await tester.failing(), { count: 2, text: '✕ 2 expectations failing' });
  const gpt = page.getByTestId('expectation').nth(1);
  assert.match(await gpt.innerText(), /token GPTBot/);
  assert.match(await gpt.innerText(), /line 2: Disallow: \//);
  // A simulated fetch result decides them as it decides the grid.
  await page.getByTestId('status-select').selectOption('404');
  assert.deepEqual((await tester.expectations()).map((e) => e.status), ['fail', 'pass', 'fail']);
  assert.deepEqual(tester.errors, []);
});

test('a pasted file of thousands of lines keeps the first 1,000 and lists 200 bad lines with a count of the rest', async (t) => {
  const tester = await open(t);
  const { page } = tester;
  await page.getByText('Import an expectations file').click();
  const input = page.getByTestId('expect-import-text');
  const good = Array.from({ length: 3_000 }, (_, i) => `allowed Googlebot /p${i}`).join('\n');
  await tester.paste(good, input);
  await page.getByTestId('expect-import').click();
  assert.equal(
    await page.getByTestId('expect-imported').innerText(),
    'Imported 1,000 expectations. Only the first 1,000 are kept: 2,000 more were left out.',
  );
  assert.equal(await page.getByTestId('expectation').count(), 1_000);

  const bad = Array.from({ length: 500 }, (_, i) => `maybe Googlebot /p${i}`).join('\n');
  await tester.paste(bad, input);
  await page.getByTestId('expect-import').click();
  const errors = await page.getByTestId('expect-import-error').allInnerTexts();
  assert.equal(errors.length, 201);
  assert.match(errors[0], /^✖ line 1: unknown verdict 'maybe'/);
  assert.equal(errors[200], '✖ … and 300 more lines that cannot be read');
  assert.equal(await page.getByTestId('expectation').count(), 1_000, 'nothing was imported');
});

test('keyboard only: select a cell with the arrow keys, Tab to the pin buttons, pin, then remove it in the panel', async (t) => {
  const tester = await open(t, { urls: ['/checkout', '/products/'], agents: ['Googlebot', 'GPTBot'] });
  const { page } = tester;
  await tester.cell('/checkout', 'Googlebot').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  // The answer comes before the grid (the workspace's order): Alt+3 goes
  // to it, and Tab from there reaches its pin buttons.
  await page.keyboard.press('Alt+Digit3');
  for (let i = 0; i < 20 && (await tester.focused()) !== 'expect-allowed'; i++) await page.keyboard.press('Tab');
  assert.equal(await tester.focused(), 'expect-allowed');
  await page.keyboard.press('Enter');
  assert.deepEqual(await tester.expectations(), [
    { agent: 'Googlebot', url: '/products/', expected: 'allowed', status: 'pass', actual: 'Allowed' },
  ]);
  assert.equal(await tester.cell('/products/', 'Googlebot').getAttribute('data-expect'), 'pass');
  // Pinning it again the other way replaces it.
  await page.keyboard.press('Tab');
  assert.equal(await tester.focused(), 'expect-blocked');
  await page.keyboard.press('Space');
  assert.deepEqual(await tester.expectations(), [
    { agent: 'Googlebot', url: '/products/', expected: 'disallowed', status: 'fail', actual: 'Allowed' },
  ]);
  assert.equal(await tester.cell('/products/', 'Googlebot').getAttribute('data-expect'), 'fail');
  // On to the panel's Remove button; removing it moves focus to the heading.
  for (let i = 0; i < 60 && (await tester.focused()) !== 'expectation-remove'; i++) await page.keyboard.press('Tab');
  assert.equal(await tester.focused(), 'expectation-remove');
  await page.keyboard.press('Enter');
  assert.deepEqual(await tester.expectations(), []);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'expectations-heading');
  assert.deepEqual(tester.errors, []);
});

test('a link made elsewhere carries expectations as option 4, one line of the file each', async (t) => {
  const tester = await open(t);
  const { page } = tester;
  const link = fragment({
    robots: ROBOTS,
    urls: '/checkout',
    agents: ['Googlebot'],
    options: [
      [4, 'disallowed  Googlebot  /checkout'],
      [4, 'allowed  "Mozilla/5.0 (compatible; GPTBot/1.2)"  "/a b"'],
    ],
  });
  await tester.openLink(link);
  assert.deepEqual(await tester.expectations(), [
    { agent: 'Googlebot', url: '/checkout', expected: 'disallowed', status: 'pass', actual: 'Blocked' },
    { agent: 'Mozilla/5.0 (compatible; GPTBot/1.2)', url: '/a b', expected: 'allowed', status: 'fail', actual: 'Blocked' },
  ]);
  assert.deepEqual(await tester.failing(), { count: 1, text: '✕ 1 expectation failing' });
  // A bad expectation makes a damaged link: the message, and the draft stays.
  await tester.openLink(fragment({ robots: ROBOTS, options: [[4, 'maybe Googlebot /']] }));
  await page.getByTestId('link-error').waitFor();
  assert.deepEqual(tester.errors, []);
});
