// The tester's extras, as a person sees them: the site a robots.txt is for
// and a warning on every URL outside it (SPEC §7), a simulated fetch result
// that replaces the rules (SPEC §8), and a product token set by hand on a
// crawler chip (SPEC §4.3); all three kept in permalinks and embeds, and
// axe-clean with everything shown.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { axeAudit, screenshot } from './lib.mjs';
import { fragment } from './fixtures/permalink.mjs';
import { settled, testSession, TesterPage } from './page.mjs';

const shared = testSession();

/**
 * Opens a fresh tester page; after the test it is closed, and must have
 * logged no errors. `lists` ({ urls, agents }): with ROBOTS and these URLs
 * and crawlers typed in.
 */
async function open(t, lists = null) {
  const tester = await shared.open(t);
  t.after(() => assert.deepEqual(tester.errors, []));
  if (lists) await tester.scenario({ robots: ROBOTS, ...lists });
  return tester;
}

const ROBOTS = 'User-agent: Googlebot\nDisallow: /private/\n\nUser-agent: *\nDisallow: /tmp/\n';

/** The scope warning in the row of `url`, or null. */
async function rowWarning(tester, url) {
  const row = tester.page.locator('tr', { has: tester.cell(url, 'Googlebot') });
  const w = row.getByTestId('scope-warning');
  return (await w.count()) === 0 ? null : w.innerText();
}

/** Every cell's verdict, in grid order. */
const verdicts = (page) =>
  page.getByTestId('result-cell').evaluateAll((cells) => cells.map((c) => c.dataset.verdict));

describe('site scope (SPEC §7)', () => {
  test('URLs on another host, scheme or port get a warning; the same origin and bare paths do not', async (t) => {
    const tester = await open(t);
    const { page } = tester;
    await tester.setRobots(ROBOTS);
    const urls = [
      'https://example.com/private/a',
      '/private/b',
      'https://www.example.com/private/c',
      'http://example.com/private/d',
      'https://example.com:8443/private/e',
      'https://example.com:443/private/f',
    ];
    await tester.setUrls(...urls);
    await tester.setAgents('Googlebot');
    assert.equal(await page.getByTestId('scope-warning').count(), 0, 'no site given: no warnings');

    await page.getByLabel('Site or robots.txt URL').fill('https://example.com/robots.txt');
    await settled(() => page.getByTestId('scope-warning').count(), 3);
    const got = {};
    for (const u of urls) got[u] = await rowWarning(tester, u);
    assert.equal(got['https://example.com/private/a'], null);
    assert.equal(got['/private/b'], null);
    assert.equal(got['https://example.com:443/private/f'], null);
    assert.match(got['https://www.example.com/private/c'], /does not apply to https:\/\/www\.example\.com .*shown anyway/);
    assert.match(got['http://example.com/private/d'], /does not apply to http:\/\/example\.com /);
    assert.match(got['https://example.com:8443/private/e'], /does not apply to https:\/\/example\.com:8443 /);
    // The rules still decide: the warning does not change the verdict.
    assert.equal(await tester.verdict('https://www.example.com/private/c', 'Googlebot'), 'disallowed');

    // The trace says it too, for the selected URL only.
    await tester.select('https://www.example.com/private/c', 'Googlebot');
    assert.match(await tester.trace.getByTestId('scope-warning').innerText(), /www\.example\.com/);
    await tester.select('/private/b', 'Googlebot');
    assert.equal(await tester.trace.getByTestId('scope-warning').count(), 0);

    // Another site: now the www. URL is the one in scope.
    await page.getByLabel('Site or robots.txt URL').fill('https://www.example.com');
    await settled(() => rowWarning(tester, 'https://www.example.com/private/c'), null);
    assert.notEqual(await rowWarning(tester, 'https://example.com/private/a'), null);
  });

  test('a robots.txt in a subdirectory is never used, and says so', async (t) => {
    const tester = await open(t);
    const { page } = tester;
    await page.getByLabel('Site or robots.txt URL').fill('https://example.com/folder/robots.txt');
    const note = await page.getByTestId('site-note').innerText();
    assert.match(note, /subdirectory \(\/folder\/robots\.txt\) is never used/);
    assert.match(await page.getByTestId('site-origin').innerText(), /https:\/\/example\.com/);
    await page.getByLabel('Site or robots.txt URL').fill('/robots.txt');
    assert.match(await page.getByTestId('site-error').innerText(), /site's address/);
    assert.equal(await page.getByLabel('Site or robots.txt URL').getAttribute('aria-invalid'), 'true');
  });
});

describe('fetch result simulation (SPEC §8)', () => {
  test('404 allows everything, 503 blocks everything, 200 brings the rules back', async (t) => {
    const tester = await open(t, { urls: ['https://example.com/private/a', 'https://example.com/tmp/b', 'https://example.com/ok'], agents: ['Googlebot', 'Bingbot'] });
    const { page } = tester;
    const rules = ['disallowed', 'allowed', 'allowed', 'disallowed', 'allowed', 'allowed'];
    assert.deepEqual(await verdicts(page), rules);
    await tester.select('https://example.com/private/a', 'Googlebot');
    assert.equal(await tester.decisiveLine(), 2);

    const select = page.getByTestId('status-select');
    await select.selectOption('404');
    await settled(() => verdicts(page), Array(6).fill('allowed'));
    assert.deepEqual(await verdicts(page), Array(6).fill('allowed'));
    const reason = page.getByTestId('reason');
    assert.match(await reason.innerText(), /^4xx \(including 401 and 403\): there is no valid robots\.txt, so everything is allowed/);
    assert.equal(await tester.decisiveLine(), null, 'no rule line is highlighted');
    assert.match(await page.getByTestId('status-banner').first().innerText(), /404 Not Found.*rules are not in effect/);
    assert.match(await page.getByTestId('status-effect').innerText(), /not in effect/);
    assert.match(await tester.cell('https://example.com/private/a', 'Googlebot').innerText(), /status 404/);

    await select.selectOption('503');
    await settled(() => verdicts(page), Array(6).fill('disallowed'));
    assert.deepEqual(await verdicts(page), Array(6).fill('disallowed'));
    assert.match(await reason.innerText(), /^5xx: the site is treated as fully disallowed/);
    assert.equal(await tester.decisiveLine(), null);
    assert.match(await page.getByTestId('trace-verdict').innerText(), /Blocked/);

    await select.selectOption('network');
    assert.match(await reason.innerText(), /network errors/);
    await select.selectOption('redirects');
    assert.match(await reason.innerText(), /more than 5 redirects/);

    await select.selectOption('');
    await settled(() => verdicts(page), rules);
    assert.deepEqual(await verdicts(page), rules);
    assert.equal(await tester.decisiveLine(), 2);
    assert.equal(await page.getByTestId('status-banner').count(), 0);

    // Keyboard: the select is reachable and changes with the arrow keys.
    await select.focus();
    await page.keyboard.press('ArrowDown');
    await settled(() => select.inputValue(), '3xx');
    assert.deepEqual(await verdicts(page), rules, 'a followed redirect still uses the rules');
  });
});

describe('token override (SPEC §4.3)', () => {
  test('setting the token on a chip changes the verdict; invalid tokens are refused', async (t) => {
    const tester = await open(t);
    const { page } = tester;
    await tester.setRobots('User-agent: Googlebot-Image\nDisallow: /\n\nUser-agent: Googlebot\nAllow: /\n');
    await tester.setUrls('https://example.com/photo.jpg');
    await tester.setAgents('Googlebot-Image');
    const url = 'https://example.com/photo.jpg';
    assert.equal(await tester.verdict(url, 'Googlebot-Image'), 'disallowed');

    const chip = page.getByTestId('agent-chip');
    await page.getByRole('button', { name: 'Edit token for Googlebot-Image' }).click();
    const field = page.getByLabel('Token used for Googlebot-Image');
    assert.equal(await tester.focused(), 'token-input');
    assert.equal(await field.inputValue(), 'Googlebot-Image');

    await field.fill('Googlebot/2.1');
    await field.press('Enter');
    assert.match(await page.getByTestId('token-error').innerText(), /only letters, '-' and '_'/);
    assert.equal(await field.getAttribute('aria-invalid'), 'true');
    assert.equal(await tester.verdict(url, 'Googlebot-Image'), 'disallowed');

    await field.fill('Googlebot');
    await field.press('Enter');
    await settled(() => tester.verdict(url, 'Googlebot-Image'), 'allowed');
    assert.equal(await tester.verdict(url, 'Googlebot-Image'), 'allowed');
    assert.equal(await field.count(), 0, 'the field closes');
    assert.equal(await tester.focused(), 'token-edit', 'focus returns to the button');
    // The chip shows the token in use and what was typed.
    assert.equal(await chip.getByTestId('chip-token').innerText(), 'Googlebot');
    assert.match(await chip.innerText(), /from Googlebot-Image/);
    assert.match(await chip.innerText(), /set by you/);
    await tester.select(url, 'Googlebot-Image');
    assert.equal(await page.getByTestId('trace-token').innerText(), 'Googlebot');
    assert.match(await tester.trace.innerText(), /set by you for “Googlebot-Image” \(derived: Googlebot-Image\)/);

    // Escape cancels; an empty token goes back to the derived one.
    await page.getByTestId('token-edit').press('Enter');
    await page.getByTestId('token-input').fill('Bingbot');
    await page.getByTestId('token-input').press('Escape');
    assert.equal(await chip.getByTestId('chip-token').innerText(), 'Googlebot');
    await page.getByTestId('token-edit').click();
    await page.getByTestId('token-input').fill('');
    await page.getByTestId('token-input').press('Enter');
    await settled(() => tester.verdict(url, 'Googlebot-Image'), 'disallowed');
    assert.equal(await chip.getByTestId('chip-token').innerText(), 'Googlebot-Image');
    assert.equal(await chip.getByTestId('chip-set').count(), 0);
  });
});

describe('persistence', () => {
  test('a permalink (and its embed) keeps the site, the fetch result and the tokens; so does the draft', async (t) => {
    await shared.session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shared.session.origin });
    const tester = await open(t, { urls: ['https://www.example.com/private/a', '/tmp/b'], agents: ['Googlebot-Image', 'Bingbot'] });
    const { page } = tester;
    await page.getByLabel('Site or robots.txt URL').fill('https://example.com');
    await page.getByTestId('token-edit').first().click();
    await page.getByTestId('token-input').fill('Bingbot');
    await page.getByTestId('token-input').press('Enter');
    await page.getByTestId('status-select').selectOption('429');
    await settled(() => verdicts(page), Array(4).fill('disallowed'));

    await page.getByTestId('share').click();
    const shareUrl = page.getByTestId('share-url');
    await shareUrl.waitFor({ state: 'visible' });
    const link = await shareUrl.inputValue();
    assert.match(link, /#s=1\./, 'still permalink format 1');

    const check = async (p) => {
      await settled(() => verdicts(p), Array(4).fill('disallowed'));
      assert.deepEqual(await verdicts(p), Array(4).fill('disallowed'));
      assert.equal(await p.getByTestId('status-select').inputValue(), '429');
      assert.equal(await p.getByTestId('scope-warning').count() >= 1, true);
      assert.equal(await p.getByTestId('agent-chip').first().getByTestId('chip-token').innerText(), 'Bingbot');
      assert.match(await p.getByTestId('reason').innerText(), /429 Too Many Requests/);
    };
    // The draft: a reload keeps everything.
    await page.waitForTimeout(400);
    await page.reload();
    await tester.ready();
    await check(page);
    assert.equal(await page.getByLabel('Site or robots.txt URL').inputValue(), 'https://example.com');

    // The link, in a new page without the draft.
    const page2 = await shared.session.context.newPage();
    t.after(() => page2.close());
    const other = new TesterPage(page2, shared.session.url);
    await page2.goto(link);
    await other.ready();
    await check(page2);
    assert.equal(await page2.getByLabel('Site or robots.txt URL').inputValue(), 'https://example.com');
    assert.equal(await page2.getByTestId('link-error').count(), 0);

    // The embed of the same link, readonly.
    const page3 = await shared.session.context.newPage();
    t.after(() => page3.close());
    await page3.goto(link.replace('#', '?embed=1&readonly=1&panels=robots,urls,crawlers,site,results,trace#'));
    await new TesterPage(page3, shared.session.url).ready();
    await check(page3);
    assert.equal(await page3.getByTestId('status-select').isDisabled(), true);
    assert.equal(await page3.getByTestId('token-edit').count(), 0);
    assert.deepEqual(other.errors, []);
  });
});

test('a link made by hand with options 1-3 of format 1 opens with them', async (t) => {
  const tester = await open(t);
  const { page } = tester;
  const frag = fragment({
    robots: ROBOTS,
    urls: 'https://www.example.com/private/a\n/x',
    agents: ['Googlebot-Image'],
    selected: [0, 0],
    options: [
      [1, 'https://example.com'],
      [2, '404'],
      [3, 'Bingbot Googlebot-Image'],
    ],
  });
  await tester.openLink(frag);
  assert.equal(await page.getByTestId('link-error').count(), 0);
  assert.equal(await page.getByTestId('status-select').inputValue(), '404');
  assert.deepEqual(await verdicts(page), ['allowed', 'allowed']);
  assert.equal(await page.getByTestId('chip-token').innerText(), 'Bingbot');
  const row = (url) => page.locator('tr', { has: tester.cell(url, 'Googlebot-Image') });
  assert.equal(await row('https://www.example.com/private/a').getByTestId('scope-warning').count(), 1);
  assert.equal(await row('/x').getByTestId('scope-warning').count(), 0);
});

describe('accessibility and layout', () => {
  for (const scheme of ['light', 'dark']) {
    test(`axe finds no violations with every extra shown (${scheme})`, async (t) => {
      const tester = await open(t);
      const { page } = tester;
      await page.emulateMedia({ colorScheme: scheme });
      await settled(() => page.evaluate(() => document.documentElement.dataset.theme), scheme);
      await tester.scenario({
        robots: ROBOTS,
        urls: ['https://www.example.com/private/a', '/tmp/b'],
        agents: ['Googlebot-Image', 'Bingbot'],
      });
      await page.getByLabel('Site or robots.txt URL').fill('https://example.com/folder/robots.txt');
      await page.getByTestId('status-select').selectOption('503');
      await tester.select('https://www.example.com/private/a', 'Googlebot-Image');
      await page.getByTestId('token-edit').first().click();
      await page.getByTestId('token-input').fill('1');
      await page.getByTestId('token-input').press('Enter');
      await page.getByTestId('token-error').waitFor();
      const { violations, passes } = await axeAudit(page);
      assert.ok(passes.includes('color-contrast'), 'contrast was checked');
      await screenshot(page, `extras-${scheme}`);
      assert.deepEqual(violations, []);

      // 320 px: no page-level horizontal scrolling with everything open.
      await page.setViewportSize({ width: 320, height: 800 });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 320, `page is ${width} px wide`);
      await screenshot(page, `extras-${scheme}-320`);
    });
  }
});
