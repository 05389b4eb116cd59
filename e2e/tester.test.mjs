// What a person sees when using the tester, in headless Chromium: spec
// behaviours (every row of SPEC.md §5.5's precedence table and more), checked
// by typing the file, the URL and the crawler and reading the cell's verdict,
// the highlighted line and the reason; then live updates, keyboard use, the
// saved draft, dark mode and an axe audit. Screenshots go to e2e/artifacts/.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { axeAudit, screenshot } from './lib.mjs';
import { settled, testSession } from './page.mjs';

const shared = testSession();
/** Opens a fresh tester page, closed after the test. */
const open = (t, options) => shared.open(t, options);
const shot = (tester, name) => screenshot(tester.page, name);

// ---------------------------------------------------------------------------
// SPEC.md §5.5: every row of the precedence table.
// ---------------------------------------------------------------------------

const longest = (win, winBytes, lose, loseBytes) =>
  `\`${win}\` (${winBytes} ${winBytes === 1 ? 'byte' : 'bytes'}) is longer than \`${lose}\` (${loseBytes} ${
    loseBytes === 1 ? 'byte' : 'bytes'
  }): the longest match wins`;
const tie = (n, allow, disallow) =>
  `Equal length (${n}): \`${allow}\` and \`${disallow}\` tie, and Google uses the least restrictive rule, so Allow wins`;

const PRECEDENCE = [
  {
    row: 'allow: /p vs disallow: / for /page → allowed (2 > 1)',
    robots: 'User-agent: *\nAllow: /p\nDisallow: /\n',
    url: 'https://example.com/page',
    verdict: 'allowed',
    line: 2,
    reason: longest('Allow: /p', 2, 'Disallow: /', 1),
  },
  {
    row: 'allow: /folder vs disallow: /folder for /folder/page → allowed (tie)',
    robots: 'User-agent: *\nAllow: /folder\nDisallow: /folder\n',
    url: 'https://example.com/folder/page',
    verdict: 'allowed',
    line: 2,
    reason: tie(7, 'Allow: /folder', 'Disallow: /folder'),
  },
  {
    row: 'allow: /page vs disallow: /*.htm for /page.htm → disallowed (longer)',
    robots: 'User-agent: *\nAllow: /page\nDisallow: /*.htm\n',
    url: 'https://example.com/page.htm',
    verdict: 'disallowed',
    line: 3,
    reason: longest('Disallow: /*.htm', 6, 'Allow: /page', 5),
  },
  {
    row: 'allow: /page vs disallow: /*.ph for /page.php5 → allowed (tie, 5 = 5)',
    robots: 'User-agent: *\nAllow: /page\nDisallow: /*.ph\n',
    url: 'https://example.com/page.php5',
    verdict: 'allowed',
    line: 2,
    reason: tie(5, 'Allow: /page', 'Disallow: /*.ph'),
  },
  {
    row: 'allow: /$ vs disallow: / for / → allowed (2 > 1)',
    robots: 'User-agent: *\nAllow: /$\nDisallow: /\n',
    url: 'https://example.com/',
    verdict: 'allowed',
    line: 2,
    reason: longest('Allow: /$', 2, 'Disallow: /', 1),
  },
  {
    row: 'allow: /$ vs disallow: / for /page.htm → disallowed (/$ does not match)',
    robots: 'User-agent: *\nAllow: /$\nDisallow: /\n',
    url: 'https://example.com/page.htm',
    verdict: 'disallowed',
    line: 3,
    reason: '`Disallow: /` (1 byte) is the only rule that matches',
  },
  {
    row: 'allow: /example vs disallow: /example* for /example.htm → disallowed (9 > 8)',
    robots: 'User-agent: *\nAllow: /example\nDisallow: /example*\n',
    url: 'https://example.com/example.htm',
    verdict: 'disallowed',
    line: 3,
    reason: longest('Disallow: /example*', 9, 'Allow: /example', 8),
  },
  {
    row: 'allow: /exam* vs disallow: /examp* → disallowed (7 > 6)',
    robots: 'User-agent: *\nAllow: /exam*\nDisallow: /examp*\n',
    url: 'https://example.com/example',
    verdict: 'disallowed',
    line: 3,
    reason: longest('Disallow: /examp*', 7, 'Allow: /exam*', 6),
  },
  {
    row: 'allow: /examp* vs disallow: /examp* → allowed (tie)',
    robots: 'User-agent: *\nAllow: /examp*\nDisallow: /examp*\n',
    url: 'https://example.com/example',
    verdict: 'allowed',
    line: 2,
    reason: tie(7, 'Allow: /examp*', 'Disallow: /examp*'),
  },
];

/**
 * One spec case, as a person checks it: the file, the URL and the crawler
 * (default Googlebot) typed in; the cell's verdict and deciding line, the
 * reason (if given), and what the trace's parts say (`trace`: by test id,
 * the part's data-code and its text, equal or matching).
 */
async function checkCase(t, { robots, url, agent = 'Googlebot', verdict, line, reason, trace = {} }) {
  const tester = await open(t);
  await tester.scenario({ robots, url, agent });
  const seen = await tester.check(url, agent);
  assert.deepEqual(seen, { verdict, line, reason: reason ?? seen.reason });
  for (const [testid, { code, text }] of Object.entries(trace)) {
    const part = tester.page.getByTestId(testid);
    if (code) assert.equal(await part.getAttribute('data-code'), code);
    if (text instanceof RegExp) assert.match(await part.innerText(), text);
    else assert.equal(await part.innerText(), text);
  }
  assert.deepEqual(tester.errors, []);
}

describe('SPEC §5.5 precedence table, as a person sees it', () => {
  for (const c of PRECEDENCE) test(c.row, (t) => checkCase(t, c));
});

// ---------------------------------------------------------------------------
// More behaviours from SPEC.md §3, §4, §5, §6, §1.
// ---------------------------------------------------------------------------

const BEYOND = [
  {
    name: '§3.7: a group naming the crawler but holding no rules allows everything',
    robots: 'User-agent: *\nDisallow: /\nUser-agent: Googlebot\n',
    url: '/anything',
    verdict: 'allowed',
    line: null,
    reason:
      'The group for Googlebot has no rules, so everything is allowed (the * group is not used once a group names the crawler)',
  },
  {
    name: '§3.5: every group naming the crawler is merged, wherever it stands',
    robots: 'User-agent: googlebot\nDisallow: /a\n\nUser-agent: bingbot\nDisallow: /b\n\nUser-agent: Googlebot\nDisallow: /c\n',
    url: 'https://example.com/c/1',
    verdict: 'disallowed',
    line: 8,
    trace: { 'trace-group': { code: 'specific_merged', text: /2 groups name Googlebot \(lines 1 and 7\)/ } },
  },
  {
    name: '§5.7: Allow: …/index.html also allows the directory (Google-specific)',
    robots: 'User-agent: *\nAllow: /allowed-slash/index.html\nDisallow: /\n',
    url: 'https://example.com/allowed-slash/',
    verdict: 'allowed',
    line: 2,
    reason:
      '`Allow: /allowed-slash/index.html` also allows its directory: Google treats index.html as the directory, so it matches as `/allowed-slash/$` (16 bytes), which is longer than `Disallow: /` (1 byte)',
  },
  {
    name: '§4.4: Googlebot-Image falls back to the Googlebot group (crawler family)',
    robots: 'User-agent: Googlebot\nDisallow: /photos/\n\nUser-agent: *\nAllow: /\n',
    url: 'https://example.com/photos/cat.jpg',
    agent: 'Googlebot-Image',
    verdict: 'disallowed',
    line: 2,
    trace: { 'trace-group': { code: 'family_fallback', text: /follows the group for Googlebot \(line 1\)/ } },
  },
  {
    name: '§4.4: AdsBot-Google ignores the * group',
    robots: 'User-agent: *\nDisallow: /\n',
    url: '/landing',
    agent: 'AdsBot-Google',
    verdict: 'allowed',
    line: null,
    reason: 'No group names AdsBot-Google, and AdsBot-Google ignores the * group, so everything is allowed',
  },
  {
    name: '§6.4: a typed URL is tested as a browser requests it, and the tested path is shown',
    robots: 'User-agent: *\nDisallow: /a%20b\n',
    url: 'https://Example.com/x/../a b#frag',
    verdict: 'disallowed',
    line: 2,
    trace: { 'trace-path': { text: '/a%20b' } },
  },
];

describe('spec behaviours, as a person sees them', () => {
  for (const c of BEYOND) test(c.name, (t) => checkCase(t, c));
});

describe('spec behaviours beyond the precedence table', () => {
  test('§3.6: a group naming the crawler replaces the * group, even when none of its rules match', async (t) => {
    const tester = await open(t);
    const robots = 'User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\nDisallow: /private\n';
    await tester.setRobots(robots);
    await tester.setUrls('https://example.com/public');
    await tester.setAgents('Googlebot', 'Bingbot');
    assert.deepEqual(await tester.check('https://example.com/public', 'Googlebot'), {
      verdict: 'allowed',
      line: null,
      reason:
        'No rule in the group for Googlebot matches /public, so it is allowed (the * group is not consulted)',
    });
    assert.deepEqual(await tester.check('https://example.com/public', 'Bingbot'), {
      verdict: 'disallowed',
      line: 2,
      reason: '`Disallow: /` (1 byte) is the only rule that matches',
    });
    assert.match(await tester.page.getByTestId('trace-group').innerText(), /No group names Bingbot, so the \* group \(line 1\) applies/);
  });

  test('§4.3: a pasted user-agent string is reduced to its product token, which is shown', async (t) => {
    const tester = await open(t);
    const ua = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    await tester.scenario({ robots: 'User-agent: Googlebot\nDisallow: /x\n', url: '/x/y', agent: ua });
    const chip = tester.page.getByTestId('agent-chip');
    assert.equal(await chip.getAttribute('data-agent'), ua);
    assert.match(await chip.innerText(), /^Googlebot/);
    const seen = await tester.check('/x/y', ua);
    assert.equal(seen.verdict, 'disallowed');
    assert.equal(seen.line, 2);
    assert.equal(await tester.page.getByTestId('trace-token').innerText(), 'Googlebot');
  });

  test('§4.3: an agent with no product token is an error on the input, not a silent mismatch', async (t) => {
    const tester = await open(t);
    await tester.setAgents();
    await tester.addAgent('1234/5.0');
    const error = tester.page.getByTestId('agent-error');
    assert.match(await error.innerText(), /no product token found/);
    assert.equal(await tester.agentInput.getAttribute('aria-invalid'), 'true');
    assert.equal(await tester.page.getByTestId('agent-chip').count(), 0);
  });

  test('§6: a URL that cannot be tested says why on its line', async (t) => {
    const tester = await open(t);
    await tester.setUrls('/ok', 'mailto:someone@example.com');
    const error = tester.page.getByTestId('url-error');
    assert.equal(await error.getAttribute('data-line'), '2');
    assert.match(await error.innerText(), /robots\.txt applies to http, https and ftp URLs, not 'mailto:'/);
    assert.equal(await tester.urls.getAttribute('aria-invalid'), 'true');
    assert.match(await tester.page.getByTestId('url-count').innerText(), /2 URLs \(1 not testable\)/);
  });

  test('§2.5 and §9: typos still work, unsupported keys are flagged; clicking a diagnostic selects its line', async (t) => {
    const tester = await open(t);
    await tester.scenario({
      robots: 'User-agent: *\nDissallow: /x\nCrawl-delay: 10\nDisallow /y\n',
      url: '/x',
      agent: 'Googlebot',
    });
    const seen = await tester.check('/x', 'Googlebot');
    assert.equal(seen.verdict, 'disallowed');
    assert.equal(seen.line, 2);
    const diags = tester.diagnostics();
    const lines = await diags.evaluateAll((els) => els.map((e) => [e.dataset.line, e.dataset.code]));
    assert.deepEqual(lines, [
      ['2', 'accepted_typo'],
      ['3', 'unsupported_key'],
      ['4', 'missing_colon'],
    ]);
    assert.match(await diags.nth(1).innerText(), /Warning[\s\S]*Line 3[\s\S]*not supported by Google/);

    await diags.nth(1).click();
    const selection = await tester.robots.evaluate((ta) => [
      document.activeElement === ta,
      ta.value.slice(ta.selectionStart, ta.selectionEnd),
    ]);
    assert.deepEqual(selection, [true, 'Crawl-delay: 10']);
  });

  test('§1.5: only the first 500 KiB count, and the page says so', async (t) => {
    const tester = await open(t);
    const filler = 'Disallow: /filler-that-takes-space\n'.repeat(15_000); // 525,000 bytes
    const robots = `User-agent: *\n${filler}Disallow: /late\n`;
    await tester.scenario({ robots, url: '/late', agent: 'Googlebot' });
    const seen = await tester.check('/late', 'Googlebot');
    assert.equal(seen.verdict, 'allowed', 'a rule past 500 KiB is ignored');
    const notice = tester.page.getByTestId('size-limit');
    assert.match(await notice.innerText(), /Google reads only the first 512,000 bytes \(500 KiB\)/);
    const ignored = Number(await tester.page.getByTestId('ignored-lines').getAttribute('data-line'));
    assert.ok(ignored > 14_000 && ignored < 15_000, `ignored from line ${ignored}`);
    const diag = tester.page.locator('[data-testid="diagnostic"][data-code="past_size_limit"]');
    assert.equal(Number(await diag.getAttribute('data-line')), ignored);
  });
});

// ---------------------------------------------------------------------------
// The page itself.
// ---------------------------------------------------------------------------

describe('using the page', () => {
  test('a first visit explains a worked example at once', async (t) => {
    const tester = await open(t);
    assert.match(await tester.robots.inputValue(), /^User-agent: Googlebot\nDisallow: \/nogooglebot\//);
    assert.equal(await tester.page.getByTestId('result-cell').count(), 16);
    assert.equal(await tester.decisiveLine(), 2);
    assert.equal(await tester.reason(), '`Disallow: /nogooglebot/` (13 bytes) is the only rule that matches');
    const selected = tester.page.locator('[data-testid="result-cell"][aria-selected="true"]');
    assert.equal(await selected.getAttribute('data-verdict'), 'disallowed');
    assert.match(await tester.page.getByTestId('agent-total').first().innerText(), /3\sallowed · ✕\s1\sblocked/);
    await shot(tester, 'first-visit');
    assert.deepEqual(tester.errors, []);
  });

  test('results follow every keystroke, with no button to press', async (t) => {
    const tester = await open(t);
    await tester.scenario({ robots: 'User-agent: *\nAllow: /\n', url: '/private/x', agent: 'Googlebot' });
    const verdict = () => tester.verdict('/private/x', 'Googlebot');
    assert.equal(await verdict(), 'allowed');
    await tester.robots.focus();
    await tester.page.keyboard.press('Control+End');
    const seen = [];
    for (const ch of 'Disallow: /pr') {
      await tester.page.keyboard.type(ch);
      seen.push(await verdict());
    }
    // "Disallow: /" ties with "Allow: /" (allowed); "/p" is longer (blocked).
    assert.deepEqual(seen.slice(-3), ['allowed', 'disallowed', 'disallowed']);
    await tester.select('/private/x', 'Googlebot');
    assert.equal(await tester.decisiveLine(), 3);
    assert.equal(await tester.reason(), longest('Disallow: /pr', 3, 'Allow: /', 1));
  });

  test('the grid is keyboard-operable: one tab stop, arrow keys move, the trace and live region follow', async (t) => {
    const tester = await open(t);
    await tester.scenario({ robots: 'User-agent: *\nDisallow: /b\n', url: '/a', agent: 'Googlebot' });
    await tester.setUrls('/a', '/b');
    await tester.addAgent('Bingbot');
    const tabStops = tester.page.locator('[data-testid="result-cell"][tabindex="0"]');
    assert.equal(await tabStops.count(), 1);

    await tester.cell('/a', 'Googlebot').focus();
    const active = () =>
      tester.page.evaluate(() => {
        const el = document.activeElement;
        return [el.dataset.url, el.dataset.agent, el.getAttribute('aria-selected'), el.tabIndex];
      });
    await tester.page.keyboard.press('ArrowRight');
    assert.deepEqual(await active(), ['/a', 'Bingbot', 'true', 0]);
    await tester.page.keyboard.press('ArrowDown');
    assert.deepEqual(await active(), ['/b', 'Bingbot', 'true', 0]);
    assert.equal(await tester.page.getByTestId('trace-token').innerText(), 'Bingbot');
    assert.equal(await tester.decisiveLine(), 2);
    assert.equal(
      await settled(() => tester.page.getByTestId('announcer').innerText(), 'Blocked: /b for Bingbot (line 2)'),
      'Blocked: /b for Bingbot (line 2)',
    );
    await tester.page.keyboard.press('Home');
    assert.deepEqual(await active(), ['/b', 'Googlebot', 'true', 0]);
    await tester.page.keyboard.press('ArrowUp');
    await tester.page.keyboard.press('Enter');
    assert.deepEqual(await active(), ['/a', 'Googlebot', 'true', 0]);
    assert.equal(await tabStops.count(), 1);
    assert.equal(await tester.reason(), 'No rule in the * group matches /a, so it is allowed');
  });

  test('line numbers and highlights stay on their lines when the editor scrolls', async (t) => {
    const tester = await open(t);
    const lines = ['User-agent: *'];
    for (let i = 2; i <= 3000; i++) lines.push(`Disallow: /section-${i}/`);
    await tester.scenario({ robots: lines.join('\n'), url: '/section-2500/page', agent: 'Googlebot' });
    await tester.select('/section-2500/page', 'Googlebot');
    assert.equal(await tester.decisiveLine(), 2500);
    // Selecting the cell scrolled the decisive line into view.
    const geometry = () =>
      tester.page.evaluate(() => {
        const ta = document.querySelector('[data-testid="robots-input"]');
        const bar = document.querySelector('[data-testid="decisive-line"]').getBoundingClientRect();
        const num = [...document.querySelectorAll('.ln')].find((l) => l.querySelector('.ln-num').textContent === '2500');
        const box = ta.getBoundingClientRect();
        // Where line 2500's text is drawn: padding-top 8 px, 20 px per line.
        const textTop = box.top + 8 + 2499 * 20 - ta.scrollTop;
        return {
          inView: textTop >= box.top && textTop + 20 <= box.bottom,
          bar: Math.round(bar.top - textTop),
          number: num ? Math.round(num.getBoundingClientRect().top - textTop) : null,
          role: num?.querySelector('.ln-role').textContent,
          rendered: document.querySelectorAll('.ln').length,
        };
      });
    const before = await geometry();
    assert.deepEqual({ ...before, rendered: before.rendered < 80 }, {
      inView: true,
      bar: 0,
      number: 0,
      role: '▶',
      rendered: true,
    });
    await tester.robots.evaluate((ta) => {
      ta.scrollTop -= 137;
      ta.dispatchEvent(new Event('scroll'));
    });
    const after = await geometry();
    assert.equal(after.bar, 0, 'the highlight moved with the text');
    assert.equal(after.number, 0, 'the line number moved with the text');
  });

  test('Tab moves focus out of the editor instead of typing a tab', async (t) => {
    const tester = await open(t);
    await tester.setRobots('User-agent: *');
    await tester.robots.focus();
    await tester.page.keyboard.press('Tab');
    assert.notEqual(await tester.focused(), 'robots-input');
    assert.equal(await tester.robots.inputValue(), 'User-agent: *');
  });

  test('the draft is saved on every change and restored after a reload', async (t) => {
    const tester = await open(t);
    await tester.scenario({ robots: 'User-agent: *\nDisallow: /draft\n', url: '/draft/1', agent: 'GPTBot' });
    await tester.page.reload();
    await tester.ready();
    assert.equal(await tester.robots.inputValue(), 'User-agent: *\nDisallow: /draft\n');
    assert.equal(await tester.urls.inputValue(), '/draft/1');
    assert.equal(await tester.verdict('/draft/1', 'GPTBot'), 'disallowed');
    assert.equal(await tester.decisiveLine(), 2);
  });

  test('dark mode follows the system, and the toggle overrides it across reloads', async (t) => {
    const tester = await open(t);
    const { page } = tester;
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.emulateMedia({ colorScheme: 'dark' });
    assert.equal(await settled(theme, 'dark'), 'dark');
    assert.equal(await background(), 'rgb(13, 17, 23)');
    const toggle = page.getByTestId('theme-toggle');
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
    await shot(tester, 'dark');

    await toggle.click();
    assert.equal(await theme(), 'light');
    assert.equal(await background(), 'rgb(255, 255, 255)');
    await page.reload();
    await tester.ready();
    assert.equal(await theme(), 'light', 'the choice is kept');
    assert.equal(await page.getByTestId('theme-toggle').getAttribute('aria-pressed'), 'false');
    await page.getByTestId('theme-toggle').click();
    assert.equal(await theme(), 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
  });

  test('a 10 MB paste stays editable; only the first 500 KiB is parsed', async (t) => {
    const tester = await open(t);
    const { page } = tester;
    const started = Date.now();
    await tester.robots.evaluate((ta) => {
      const line = 'Disallow: /some/long/path/segment/that/repeats\n'; // 47 bytes
      ta.value = 'User-agent: *\n' + line.repeat(Math.ceil(10_485_760 / line.length));
      ta.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await page.getByTestId('size-limit').waitFor();
    const pasteMs = Date.now() - started;
    await tester.robots.focus();
    await page.keyboard.press('Control+Home');
    await page.keyboard.type('# ');
    const count = await page.getByTestId('line-count').innerText();
    assert.match(count, /^223,\d{3} lines · 10\.0 MiB$/);
    assert.ok((await tester.robots.inputValue()).startsWith('# User-agent: *\n'));
    t.diagnostic(`paste handled in ${pasteMs} ms`);
    // Too big for localStorage: the page says the draft is not saved.
    await page.getByTestId('draft-not-saved').waitFor({ timeout: 10_000 });
    assert.deepEqual(tester.errors, []);
  });

  test('user text is shown as text, never as markup', async (t) => {
    const tester = await open(t);
    const evil = '/<img src=x onerror="window.pwned=1">';
    await tester.scenario({ robots: 'User-agent: *\nDisallow: /<b>\n', url: evil, agent: 'Googlebot' });
    await tester.select(evil, 'Googlebot');
    assert.equal(await tester.page.locator('main img, main b').count(), 0);
    assert.equal(await tester.page.evaluate(() => window.pwned), undefined);
    assert.match(await tester.trace.innerText(), /<img src=x/);
  });

  test('works at 320 px wide without page-level horizontal scrolling', async (t) => {
    const tester = await open(t);
    await tester.page.setViewportSize({ width: 320, height: 800 });
    const overflow = await tester.page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(overflow <= 320, `page is ${overflow} px wide`);
    await shot(tester, 'narrow-320');
  });

  test('no network requests after the page has loaded', async (t) => {
    const tester = await open(t);
    const requests = [];
    tester.page.on('request', (r) => requests.push(r.url()));
    await tester.scenario({ robots: 'User-agent: *\nDisallow: /\nSitemap: https://example.com/s.xml', url: 'https://example.com/', agent: 'Googlebot' });
    await tester.openPresets();
    // The first preset is the search crawlers', Bingbot among them.
    await tester.page.getByTestId('preset-add-all').first().click();
    await tester.select('https://example.com/', 'Bingbot');
    assert.deepEqual(requests, []);
  });
});

describe('accessibility', () => {
  for (const scheme of ['light', 'dark']) {
    test(`axe finds no violations in ${scheme} mode`, async (t) => {
      const tester = await open(t);
      const { page } = tester;
      await page.emulateMedia({ colorScheme: scheme });
      await settled(() => page.evaluate(() => document.documentElement.dataset.theme), scheme);
      // A page with every panel in use: an error, a warning, a selection.
      await tester.setRobots('Disallow: /early\nUser-agent: *\nCrawl-delay: 5\nDisallow: /private\nAllow: /private/ok\n');
      await tester.setUrls('https://example.com/private/x', 'https://example.com/private/ok', 'mailto:x@example.com');
      await tester.select('https://example.com/private/x', 'Googlebot');
      await tester.openPresets();
      const { violations, passes } = await axeAudit(page);
      assert.ok(passes.includes('color-contrast'), 'contrast was checked');
      assert.ok(passes.includes('label'), 'labels were checked');
      await shot(tester, `axe-${scheme}`);
      assert.deepEqual(violations, []);
      await page.emulateMedia({ colorScheme: 'light' });
    });
  }
});
