// Measures the key typed after opening a link that carries many product
// tokens (issue 42, item 4), beside the same key on a plain link. Not a
// test: it prints the figures.
//
//   node e2e/measure-link-tokens.mjs          # against dist/ (build it first
//                                             # with `trunk build --release`)
//   node e2e/measure-link-tokens.mjs --keys 7 # more keys (the median is printed)
//
// The hostile link: 250,000 product tokens, each for another crawler, and
// 1,000 expectations (some 740 KB of fragment). The plain link: the same
// file, URLs, crawlers and expectations without the tokens. For each, the
// page is opened, left until it answers (a frame within 100 ms of being
// asked), then keys are typed at the end of the robots.txt editor, each
// timed from its keydown until the page answers again (lib.mjs's
// keyAnswered: no observation window).
import { fragment } from './fixtures/permalink.mjs';
import { INSTALL_ANSWERED, keyAnswered, launchBrowser, percentile, startServer } from './lib.mjs';

const argv = process.argv.slice(2);
const KEYS = Number(argv[argv.indexOf('--keys') + 1]) || 5;

const robots = 'User-agent: *\nDisallow: /private/\nAllow: /private/press/\n\nUser-agent: GPTBot\nDisallow: /\n';
const expectations = Array.from({ length: 1_000 }, (_, i) => [4, `allowed Bot${i} /p${i}`]);
const base = { robots, urls: '/a\n/private/x\n/b', agents: ['Googlebot', 'GPTBot'], selected: null };
const tokens = Array.from({ length: 250_000 }, (_, i) => [3, `T ${i.toString(36)}`]);
const LINKS = {
  plain: fragment({ ...base, options: expectations }),
  'many tokens': fragment({ ...base, options: [...tokens, ...expectations] }),
};

const server = await startServer();
const browser = await launchBrowser();
try {
  const rows = [];
  for (const [name, frag] of Object.entries(LINKS)) {
    const page = await browser.context.newPage();
    await page.goto(server.url);
    await page.getByTestId('robots-input').waitFor({ state: 'visible', timeout: 60_000 });
    await page.evaluate(() => localStorage.clear());
    await page.goto('about:blank');
    const opened = Date.now();
    await page.goto(server.url + frag);
    await page.getByTestId('robots-input').waitFor({ state: 'visible', timeout: 60_000 });
    await page.evaluate(INSTALL_ANSWERED);
    await page.evaluate(() => window.__whenAnswered());
    const open = Date.now() - opened;
    const cut = await page.getByTestId('link-cut').count() ? await page.getByTestId('link-cut').innerText() : '';
    await page.bringToFront();
    await page.focus('[data-testid="robots-input"]');
    await page.keyboard.press('Control+End');
    const keys = [];
    for (let i = 0; i < KEYS; i++) {
      keys.push(await keyAnswered(page, '[data-testid="robots-input"]', 'x'));
      await page.waitForTimeout(400); // past the draft's save and the debounced parse
    }
    rows.push({ name, fragmentKB: Math.round(frag.length / 1024), open, keys, cut });
    await page.close();
  }
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(12)} fragment ${String(r.fragmentKB).padStart(4)} KB  opened and answering in ${r.open} ms  ` +
        `key → answered: median ${percentile(r.keys, 50).toFixed(0)} ms (${r.keys.map((k) => k.toFixed(0)).join(', ')})`,
    );
    if (r.cut) console.log(`${''.padEnd(12)} notice: ${r.cut}`);
  }
  const [plain, hostile] = rows;
  const gap = percentile(hostile.keys, 50) - percentile(plain.keys, 50);
  console.log(`difference (many tokens − plain): ${gap.toFixed(0)} ms (goal: within 500 ms)`);
} finally {
  await browser.close();
  await server.close();
}
