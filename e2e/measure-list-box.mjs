// What a box holding a long URL list costs each keystroke typed elsewhere,
// by the kind of box: a bare page (no app, no script but the watcher) with
// the file's box (a textarea holding a realistic file) and, beside it, the
// list in a textarea, a read-only textarea, a <pre> or a <pre
// contenteditable="plaintext-only">, or no list at all. Keys are typed at the
// end of the file's box, one every 60 ms; keydown → next frame (+ a task),
// p50 / p95. Not a test: it prints a table. The list is set with `value`
// (or the text), not pasted: what is measured is the typing after it.
//
//   node e2e/measure-list-box.mjs [--urls 100000] [--keys 30]
import { WATCH_KEYS, launchBrowser, percentile, startServer } from './lib.mjs';
import { realistic100, shopUrls } from './fixtures/workloads.mjs';

const argv = process.argv.slice(2);
const arg = (name, dflt) => (argv.includes(name) ? Number(argv[argv.indexOf(name) + 1]) : dflt);
const N = arg('--urls', 100_000);
const KEYS = arg('--keys', 30);

const BOX = 'style="width:600px;height:200px;overflow:auto"';
const BOXES = {
  'no list': '',
  textarea: `<textarea id="list" wrap="off" spellcheck="false" ${BOX}></textarea>`,
  'read-only textarea': `<textarea id="list" readonly wrap="off" spellcheck="false" ${BOX}></textarea>`,
  '<pre>': `<pre id="list" ${BOX}></pre>`,
  '<pre contenteditable>': `<pre id="list" contenteditable="plaintext-only" spellcheck="false" ${BOX}></pre>`,
};

const server = await startServer();
const browser = await launchBrowser();
try {
  const urls = shopUrls(N).join('\n');
  console.log(`Keystrokes in a file's box beside ${N.toLocaleString('en')} URLs in another box, ${KEYS} keys each`);
  console.log('| the list in | keystroke → next frame, p50 | p95 |');
  console.log('|---|---:|---:|');
  for (const [name, box] of Object.entries(BOXES)) {
    const page = await browser.context.newPage();
    await page.goto(`${server.origin}/bare-page`);
    await page.setContent(
      `<textarea id="robots" wrap="off" spellcheck="false" style="width:600px;height:400px"></textarea>${box}`,
    );
    await page.evaluate((text) => {
      const list = document.querySelector('#list');
      if (list?.tagName === 'TEXTAREA') list.value = text;
      else if (list) list.textContent = text;
    }, urls);
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
    console.log(`| ${name} | ${Math.round(percentile(lat, 50))} ms | ${Math.round(percentile(lat, 95))} ms |`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
