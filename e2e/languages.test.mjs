// The page in English, Hindi, Dutch and Korean (issue 12). What the page
// shows is asserted against the message files (i18n/*.ftl, formatted by
// @fluent/bundle, Fluent's reference implementation), never against English:
// the worked example's trace, a tie-break, a diagnostic and a permalink
// error read in each language; <html lang> and the title follow; the menu,
// the browser's preference and lang= choose; a choice re-renders the page
// without losing its state; every language works offline after the first
// visit; axe finds nothing in light and dark mode; the hooks are the same in
// every language. Screenshots: e2e/artifacts/lang-<code>.png (and
// docs/lang-<code>.png with SCREENSHOTS=docs).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFile, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { axeAudit, launchBrowser, screenshot, startServer } from './lib.mjs';
import { settled } from './page.mjs';

const LANGS = ['en', 'hi', 'nl', 'ko'];
const ftl = (code) => fileURLToPath(new URL(`../i18n/${code}.ftl`, import.meta.url));

/** The message file of `code`, as Fluent reads it. */
async function bundle(code) {
  const b = new FluentBundle(code, { useIsolating: false });
  const errors = b.addResource(new FluentResource(await readFile(ftl(code), 'utf8')));
  assert.deepEqual(errors, [], `${code}.ftl reads as Fluent`);
  return {
    /** The message `key` formatted with `args` (numbers as numbers). */
    t(key, args = {}) {
      const m = b.getMessage(key);
      assert.ok(m?.value, `${code}.ftl has ${key}`);
      const errs = [];
      const out = b.formatPattern(m.value, args, errs);
      assert.deepEqual(errs, [], `${code}.ftl ${key} formats`);
      return out;
    },
  };
}

/** A message with one variable standing for an element: its text parts. */
const around = (msg, mark = '\u{E000}') => msg.split(mark);

let server;
let browser;
const messages = {};
before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  for (const code of LANGS) messages[code] = await bundle(code);
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens the page with `query` (e.g. '?lang=ko') and fresh storage. */
async function open(t, query = '', hash = '') {
  const page = await browser.context.newPage();
  t.after(() => page.close());
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(server.url);
  await page.evaluate(() => localStorage.clear());
  await page.goto(server.url + query + hash);
  await page.getByTestId('robots-input').waitFor({ state: 'visible', timeout: 30_000 });
  t.after(() => assert.deepEqual(errors, []));
  return page;
}

const text = (page, testid) => page.getByTestId(testid).first().innerText();

describe('each language', () => {
  for (const code of LANGS) {
    test(`${code}: html lang, title, menu`, async (t) => {
      const m = messages[code];
      const page = await open(t, `?lang=${code}`);
      assert.equal(await page.evaluate(() => document.documentElement.lang), code);
      assert.equal(await page.title(), m.t('page-title'));
      assert.equal(await page.getByTestId('lang-select').inputValue(), code);
      assert.equal(
        await page.locator('meta[name=description]').getAttribute('content'),
        m.t('page-description'),
      );
    });
  }
});

describe('what each language explains', () => {
  for (const code of LANGS) {
    test(`${code}: the worked example's trace, a tie-break and a diagnostic`, async (t) => {
      const m = messages[code];
      const page = await open(t, `?lang=${code}`);
      // The worked example selects Googlebot on /nogooglebot/page.html:
      // blocked by line 2, the only rule that matches.
      const reason = page.getByTestId('reason');
      assert.equal(await reason.getAttribute('data-code'), 'longest_match');
      const only = m.t('reason-only-rule', { rule: 'Disallow: /nogooglebot/', bytes: m.t('size-bytes', { count: 13 }) });
      // Its rule as code, without the catalogue's backticks.
      assert.equal(await reason.innerText(), only.replaceAll('`', ''));
      assert.equal(await reason.locator('code').innerText(), 'Disallow: /nogooglebot/');
      assert.ok((await page.getByTestId('trace-verdict').innerText()).includes(m.t('verdict-blocked')));
      assert.ok((await page.getByTestId('trace').innerText()).includes(m.t('trace-heading')));

      // A tie: Allow and Disallow of the same length; Allow wins.
      await page.getByTestId('robots-input').fill('User-agent: *\nDisallow: /page\nAllow: /page\nCrawl-delay: 5\n');
      await page.getByTestId('urls-input').fill('https://example.com/page');
      await page.locator('[data-testid="result-cell"][data-url="https://example.com/page"][data-agent="Googlebot"]').click();
      await settled(() => reason.getAttribute('data-code'), 'tie_allow_wins');
      assert.equal(await reason.innerText(), m.t('reason-tie', { length: 5, rule: 'Allow: /page', other: 'Disallow: /page' }).replaceAll('`', ''));
      assert.deepEqual(await reason.locator('code').allInnerTexts(), ['Allow: /page', 'Disallow: /page']);

      // A diagnostic: Crawl-delay, which Google does not support.
      const diag = page.locator('[data-testid="diagnostic"][data-code="unsupported_key"]');
      assert.equal(await diag.getAttribute('data-line'), '4');
      assert.equal(await diag.locator('.msg').innerText(), m.t('diag-unsupported-crawl-delay', { key: 'Crawl-delay' }));
      assert.equal(await diag.locator('.where').innerText(), m.t('diag-line', { line: 4 }));
    });

    test(`${code}: a permalink that cannot be opened`, async (t) => {
      const m = messages[code];
      // Characters a tester link never has.
      const page = await open(t, `?lang=${code}`, '#s=1.@@@@');
      const notice = page.getByTestId('link-error');
      await notice.waitFor();
      const said = await notice.locator('p').first().innerText();
      assert.equal(said, `${m.t('link-error', { reason: m.t('link-reason-not-base64') })} ${m.t('link-instead-draft')}`);
      // The same in an embed, which shows the example instead.
      const embed = await open(t, `?embed=1&lang=${code}`, '#s=1.@@@@');
      const inEmbed = await embed.getByTestId('link-error').locator('p').first().innerText();
      assert.equal(inEmbed, `${m.t('link-error', { reason: m.t('link-reason-not-base64') })} ${m.t('link-instead-example')}`);
      assert.equal(await embed.evaluate(() => document.documentElement.lang), code);
    });
  }
});

describe('choosing the language', () => {
  test('the menu re-renders the page in place, keeps its state, and is remembered', async (t) => {
    const page = await open(t);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    const robots = 'User-agent: *\nDisallow: /private/\n';
    await page.getByTestId('robots-input').fill(robots);
    await page.getByTestId('urls-input').fill('https://example.com/private/a');
    await page.getByTestId('lang-select').selectOption('nl');
    await settled(() => page.evaluate(() => document.documentElement.lang), 'nl');
    assert.equal(await page.title(), messages.nl.t('page-title'));
    // Same state, same hooks: the file, the URL, the verdict.
    assert.equal(await page.getByTestId('robots-input').inputValue(), robots);
    assert.equal(await page.getByTestId('urls-input').inputValue(), 'https://example.com/private/a');
    const cell = page.locator('[data-testid="result-cell"][data-url="https://example.com/private/a"]').first();
    assert.equal(await cell.getAttribute('data-verdict'), 'disallowed');
    // Remembered: a reload (no lang= in the URL) stays in Dutch.
    await page.reload();
    await page.getByTestId('robots-input').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'nl');
    assert.equal(await page.getByTestId('lang-select').inputValue(), 'nl');
    // lang= in the URL wins over the remembered choice.
    await page.goto(server.url + '?lang=ko');
    await page.getByTestId('robots-input').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ko');
  });

  test('typing and switching languages at once, at every pace: nothing of the page before runs on, the text is kept', async (t) => {
    // A keystroke starts the page's checks after a pause; a language chosen
    // in that pause replaces the page. Its tasks must not wake on the state
    // that went with it (a disposed signal panics, and the page stops). A
    // slowed processor and a range of pauses cover the orders a busy
    // machine gives them.
    const page = await open(t);
    const errors = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const cdp = await page.context().newCDPSession(page);
    t.after(() => cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => {}));
    await page.getByTestId('lang-select').waitFor();
    const robots = page.getByTestId('robots-input');
    await robots.fill('User-agent: *\nDisallow: /x');
    await page.getByTestId('urls-input').fill('https://example.com/xxxxxxxxxxxxxxx');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    let typed = 'User-agent: *\nDisallow: /x';
    for (let pause = 0; pause <= 120; pause += 20) {
      for (const lang of ['nl', 'en']) {
        await robots.press('End');
        await page.keyboard.type('x');
        typed += 'x';
        if (pause) await page.waitForTimeout(pause);
        await page.getByTestId('lang-select').selectOption(lang);
        await settled(() => page.evaluate(() => document.documentElement.lang), lang, { timeout: 30_000 });
        assert.deepEqual(errors, [], `after a pause of ${pause} ms, then ${lang}`);
      }
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // The page still works: the text is all there, and an edit is checked.
    assert.equal(await robots.inputValue(), typed);
    const cell = page.locator('[data-testid="result-cell"][data-url="https://example.com/xxxxxxxxxxxxxxx"]').first();
    await settled(() => cell.getAttribute('data-verdict'), 'disallowed');
    await robots.fill('User-agent: *\nDisallow: /y');
    await settled(() => cell.getAttribute('data-verdict'), 'allowed');
    assert.deepEqual(errors, []);
  });

  test("a first visit follows the browser's preferred languages", async (t) => {
    const own = await launchBrowser({ locale: 'ko-KR' });
    t.after(() => own.close());
    const page = await own.context.newPage();
    await page.goto(server.url);
    await page.getByTestId('robots-input').waitFor({ timeout: 30_000 });
    await settled(() => page.evaluate(() => document.documentElement.lang), 'ko');
    assert.equal(await page.title(), messages.ko.t('page-title'));
  });

  test('every language works offline after the first visit', async (t) => {
    const own = await startServer();
    const b = await launchBrowser();
    t.after(async () => {
      await b.close();
      await own.close();
    });
    const page = await b.context.newPage();
    await page.goto(own.url);
    await page.getByTestId('robots-input').waitFor({ timeout: 30_000 });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
      }
    });
    await own.close();
    await b.context.setOffline(true);
    for (const code of ['hi', 'nl', 'ko']) {
      await page.getByTestId('lang-select').selectOption(code);
      await settled(() => page.evaluate(() => document.documentElement.lang), code);
      assert.equal(await page.title(), messages[code].t('page-title'));
    }
    await page.goto(own.url + '?lang=hi');
    await page.getByTestId('robots-input').waitFor();
    assert.equal(await page.title(), messages.hi.t('page-title'));
  });

  test('the hooks are the same in every language', async (t) => {
    const hooks = {};
    for (const code of LANGS) {
      const page = await open(t, `?lang=${code}`);
      await page.getByTestId('robots-input').fill('Disallow: /early\nUser-agent: *\nCrawl-delay: 5\nDisallow: /private\n');
      await page.getByTestId('urls-input').fill('https://example.com/private/x\nmailto:x@example.com');
      await page.locator('[data-testid="result-cell"][data-url="https://example.com/private/x"]').first().click();
      // The other parsers' rows come from the checking worker: wait for them
      // in every language before reading the hooks.
      await page.getByTestId('reader-line').first().waitFor();
      hooks[code] = await page.evaluate(() =>
        [...document.querySelectorAll('*')]
          .flatMap((el) =>
            [...el.attributes]
              .filter((a) => a.name.startsWith('data-') && a.name !== 'data-theme')
              .map((a) => `${el.tagName} ${a.name}=${a.name === 'data-testid' || a.name === 'data-verdict' || a.name === 'data-code' ? a.value : ''}`),
          )
          .sort(),
      );
      await page.close();
    }
    for (const code of LANGS.slice(1)) assert.deepEqual(hooks[code], hooks.en, `${code}'s hooks`);
  });
});

describe('accessibility and screenshots in each language', () => {
  for (const code of LANGS) {
    for (const scheme of ['light', 'dark']) {
      test(`${code}, ${scheme}: axe finds no violations`, async (t) => {
        const page = await open(t, `?lang=${code}`);
        await page.emulateMedia({ colorScheme: scheme });
        await settled(() => page.evaluate(() => document.documentElement.dataset.theme), scheme);
        // Every panel in use: an error, a warning, a selection.
        await page.getByTestId('robots-input').fill('Disallow: /early\nUser-agent: *\nCrawl-delay: 5\nDisallow: /private\nAllow: /private/ok\n');
        await page.getByTestId('urls-input').fill('https://example.com/private/x\nhttps://example.com/private/ok\nmailto:x@example.com');
        await page.locator('[data-testid="result-cell"][data-url="https://example.com/private/x"]').first().click();
        const { violations, passes } = await axeAudit(page);
        assert.ok(passes.includes('color-contrast'), 'contrast was checked');
        assert.ok(passes.includes('html-lang-valid'), 'the language was checked');
        if (scheme === 'light') {
          const file = await screenshot(page, `lang-${code}`);
          if (process.env.SCREENSHOTS === 'docs') {
            await copyFile(file, fileURLToPath(new URL(`../docs/lang-${code}.png`, import.meta.url)));
          }
        }
        assert.deepEqual(violations, []);
      });
    }
  }
});
