// Measures the first key typed right after a big paste (issue 42, item 8),
// in the robots.txt editor and in a bare <textarea> on the same page with no
// app. Not a test: it prints the figures.
//
//   node e2e/measure-paste-key.mjs            # against dist/ (build it first
//                                             # with `trunk build --release`)
//   node e2e/measure-paste-key.mjs --runs 3   # more runs (the median is printed)
//   node e2e/measure-paste-key.mjs --after 200  # the key 200 ms after the first frame
//
// How, for each text: a real clipboard paste over the old text (the
// clipboard written, Ctrl+A, Ctrl+V), then, at the first frame after the
// paste, one key typed at once, timed from its keydown until the page
// answers (lib.mjs's keyAnswered). Texts: one 1 MB line, and 2 MB of 67,000
// short lines.
import { keyAnswered, launchBrowser, percentile, startServer } from './lib.mjs';

const argv = process.argv.slice(2);
const RUNS = Number(argv[argv.indexOf('--runs') + 1]) || 1;
// --after MS: type the key this long after the first frame instead of at
// once (to look for whatever runs later: the debounced parse, its hand-over).
const AFTER = argv.includes('--after') ? Number(argv[argv.indexOf('--after') + 1]) : 0;
const TEXTS = {
  '1 MB line': `User-agent: *\nDisallow: /${'a'.repeat(1_000_000)}\n`,
  '2 MB, 67,000 lines': Array.from({ length: 67_000 }, (_, i) => `Disallow: /p${i}/x-${'y'.repeat(12)}`).join('\n'),
};

const server = await startServer();
const browser = await launchBrowser();
try {
  const { context } = browser;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
  for (const [name, text] of Object.entries(TEXTS)) {
    for (const bare of [true, false]) {
      const keys = [];
      const pastes = [];
      for (let i = 0; i < RUNS; i++) {
        const page = await context.newPage();
        if (bare) await page.route(/\.(js|wasm)(\?.*)?$/, (r) => r.abort());
        await page.goto(server.url);
        let sel = '[data-testid="robots-input"]';
        if (bare) {
          await page.evaluate(() => {
            document.body.innerHTML = '<textarea id="bare" rows="20" cols="80"></textarea>';
            document.getElementById('bare').value = 'User-agent: *\nDisallow: /private/\n';
          });
          sel = '#bare';
        } else {
          await page.locator(sel).waitFor({ state: 'visible', timeout: 60_000 });
          await page.waitForTimeout(500);
        }
        await page.evaluate((t) => navigator.clipboard.writeText(t), text);
        await page.focus(sel);
        await page.keyboard.press('Control+A');
        const t0 = Date.now();
        await page.keyboard.press('Control+V');
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
        pastes.push(Date.now() - t0);
        if (AFTER) await page.waitForTimeout(AFTER);
        keys.push(await keyAnswered(page, sel, 'x'));
        const len = await page.locator(sel).evaluate((el) => el.value.length);
        if (len < text.length) console.log(`  (${name}: ${len} characters in the box, of ${text.length})`);
        await page.close();
      }
      console.log(
        `${name.padEnd(20)} ${(bare ? 'bare textarea' : 'editor').padEnd(14)} paste → first frame ${percentile(pastes, 50)} ms; ` +
          `first key → answered ${percentile(keys, 50).toFixed(0)} ms (${keys.map((k) => k.toFixed(0)).join(', ')})`,
      );
    }
  }
} finally {
  await browser.close();
  await server.close();
}
