// What a box holding a long URL list costs each keystroke typed elsewhere,
// by the kind of box and how the list got into it: a bare page (no app, no
// script but the watcher) with the file's box (a textarea holding a
// realistic file) and, beside it, the list in a textarea, a <pre> or a <pre
// contenteditable="plaintext-only">, or no list at all. The list is either
// set by the page (`value`, the text) or pasted through the real clipboard
// (Ctrl+V): Chromium's autofill keeps what the user put into a field and, on
// every caret move and change, goes over the fields of the changed field's
// form (fields in no form are one form). The app's URL box is a textarea
// with `contain: content` in a form of its own, and a long paste goes in as
// a value (setRangeText, as `platform::clipboard::paste_long` does): the
// last rows. Keys are typed at
// the end of the file's box, one every 60 ms; keydown → next frame (+ a
// task), p50 / p95. Not a test: it prints a table.
//
//   node e2e/measure-list-box.mjs [--urls 100000] [--keys 30]
import { WATCH_KEYS, launchBrowser, pasteMeasured, percentile, startServer } from './lib.mjs';
import { realistic100, shopUrls } from './fixtures/workloads.mjs';

const argv = process.argv.slice(2);
const arg = (name, dflt) => (argv.includes(name) ? Number(argv[argv.indexOf(name) + 1]) : dflt);
const N = arg('--urls', 100_000);
const KEYS = arg('--keys', 30);

const BOX = 'style="width:600px;height:200px;overflow:auto"';
const AREA = `<textarea id="list" wrap="off" spellcheck="false" ${BOX}></textarea>`;
// [name, markup, how the list gets in]
const ROWS = [
  ['no list', '', 'set'],
  ['a textarea', AREA, 'set'],
  ['a textarea', AREA, 'pasted'],
  ['a read-only textarea', `<textarea id="list" readonly wrap="off" spellcheck="false" ${BOX}></textarea>`, 'set'],
  ['a `<pre>`', `<pre id="list" ${BOX}></pre>`, 'set'],
  ['a `<pre contenteditable>`', `<pre id="list" contenteditable="plaintext-only" spellcheck="false" ${BOX}></pre>`, 'pasted'],
  ['a textarea in a form of its own', `<form>${AREA}</form>`, 'pasted'],
  ['a textarea in a form of its own', `<form>${AREA}</form>`, 'pasted as a value'],
  [
    'a textarea with `contain: content` in a form of its own (the app)',
    `<form><textarea id="list" wrap="off" spellcheck="false" style="width:600px;height:200px;overflow:auto;contain:content"></textarea></form>`,
    'pasted as a value',
  ],
];

/** In the page: a paste into #list made as a value change, as the app makes a long one. */
const PASTE_AS_VALUE = () => {
  const list = document.querySelector('#list');
  list.addEventListener('paste', (e) => {
    e.preventDefault();
    const text = e.clipboardData.getData('text/plain').replace(/\r\n?/g, '\n');
    list.setRangeText(text, list.selectionStart, list.selectionEnd, 'end');
    list.dispatchEvent(new Event('input', { bubbles: true }));
  });
};

const server = await startServer();
const browser = await launchBrowser();
try {
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
  const urls = shopUrls(N).join('\n');
  console.log(`Keystrokes in a file's box beside ${N.toLocaleString('en')} URLs in another box, ${KEYS} keys each`);
  console.log('| the list in | how it got there | keystroke → next frame, p50 | p95 |');
  console.log('|---|---|---:|---:|');
  for (const [name, box, how] of ROWS) {
    const page = await browser.context.newPage();
    await page.goto(`${server.origin}/bare-page`);
    await page.setContent(
      `<textarea id="robots" wrap="off" spellcheck="false" style="width:600px;height:400px"></textarea>${box}`,
    );
    if (how === 'set') {
      await page.evaluate((text) => {
        const list = document.querySelector('#list');
        if (list?.tagName === 'TEXTAREA') list.value = text;
        else if (list) list.textContent = text;
      }, urls);
    } else {
      if (how === 'pasted as a value') await page.evaluate(PASTE_AS_VALUE);
      await pasteMeasured(page, '#list', urls, 300);
    }
    await page.locator('#robots').fill(realistic100());
    await page.evaluate(WATCH_KEYS, '#robots');
    await page.locator('#robots').click();
    await page.keyboard.press('Control+End');
    await page.waitForTimeout(500);
    await page.evaluate(() => (window.__lat.length = 0));
    for (let i = 0; i < KEYS; i++) {
      await page.keyboard.type('x');
      await page.waitForTimeout(60);
    }
    await page.waitForTimeout(300);
    const lat = await page.evaluate(() => [...window.__lat]);
    const shown = how === 'set' && !box ? '–' : how === 'set' ? 'set by the page' : how;
    console.log(`| ${name} | ${shown} | ${Math.round(percentile(lat, 50))} ms | ${Math.round(percentile(lat, 95))} ms |`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
