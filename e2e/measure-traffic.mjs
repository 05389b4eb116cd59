// Measures the Traffic view on a large access log, beside `robots audit` on
// the same file: a generated Combined log (default 100 MB, realistic
// crawler and browser agents, a few hundred distinct paths), audited by the
// release CLI (`--json`, best of three) and by the page in headless Chromium
// on the release build (the log opened with the view's file input, until
// the rows show; best of three). Not a test: it prints a table.
//
//   trunk build --release && cargo build --release -p robots-cli \
//     && node e2e/measure-traffic.mjs [--mb 100]
//
// Reported: the CLI's time, the page's time and their ratio (the goal:
// within 3×), both rows' counts (they must agree), and the main thread's
// longest task from the file's opening until the rows show, by the Long
// Tasks API (tasks over 50 ms; the goal: none).
import { execFileSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, startServer } from './lib.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const argv = process.argv.slice(2);
const MB = argv.includes('--mb') ? Number(argv[argv.indexOf('--mb') + 1]) : 100;
const TARGET = process.env.CARGO_TARGET_DIR || join(homedir(), '.cache', 'robots-tester', 'target');
const CLI = join(TARGET, 'release', 'robots');
const ROBOTS = 'User-agent: *\nDisallow: /private\nDisallow: /search\n\nUser-agent: GPTBot\nDisallow: /\n';

const AGENTS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.2; +https://openai.com/gptbot',
  'Mozilla/5.0 (compatible; ClaudeBot/1.0; +claudebot@anthropic.com)',
  'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
];
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

async function writeLog(path, bytes) {
  const out = createWriteStream(path);
  let written = 0;
  let i = 0;
  const t0 = Date.UTC(2026, 9, 1) / 1000;
  while (written < bytes) {
    let chunk = '';
    for (let k = 0; k < 2000; k++, i++) {
      const d = new Date((t0 + i * 7) * 1000);
      const p = (n) => String(n).padStart(2, '0');
      const time = `${p(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} +0000`;
      const path = ['/private/', '/search?q=', '/blog/', '/shop/item/'][i % 4] + (i % 397);
      chunk += `198.51.100.${i % 250} - - [${time}] "GET ${path} HTTP/1.1" 200 ${1000 + (i % 9000)} "https://example.com/" "${AGENTS[i % AGENTS.length]}"\n`;
    }
    written += Buffer.byteLength(chunk);
    if (!out.write(chunk)) await new Promise((ok) => out.once('drain', ok));
  }
  await new Promise((ok) => out.end(ok));
}

const rowsOf = (crawlers) =>
  Object.fromEntries(crawlers.map((c) => [c.token, [c.requests, c.disallowed, c.verified, c.forged]]));

function cli(log, robots) {
  let best = Infinity;
  let doc;
  for (let k = 0; k < 3; k++) {
    const start = performance.now();
    let out;
    try {
      out = execFileSync(CLI, ['audit', log, '--robots', robots, '--ranges', join(robots, '..', 'none'), '--json'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        maxBuffer: 1 << 26,
      });
    } catch (e) {
      out = e.stdout;
    }
    best = Math.min(best, performance.now() - start);
    doc = JSON.parse(out);
  }
  return { ms: best, rows: rowsOf(doc.crawlers) };
}

const WATCH_LONG_TASKS = () => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, dur: e.duration });
  }).observe({ type: 'longtask', buffered: true });
};

async function pageRun(context, url, log) {
  const page = await context.newPage();
  await page.addInitScript(WATCH_LONG_TASKS);
  await page.goto(url);
  const ta = page.getByTestId('robots-input');
  await ta.waitFor({ timeout: 30_000 });
  await ta.fill(ROBOTS);
  await page.getByTestId('traffic').locator('summary').click();
  await page.getByTestId('traffic-input').waitFor();
  // The lists' answer (none deployed here) first.
  await page.locator('.traffic-lists li').first().waitFor({ timeout: 30_000 });
  const from = await page.evaluate(() => performance.now());
  await page.getByTestId('traffic-input').setInputFiles(log);
  await page.getByTestId('traffic-row').first().waitFor({ timeout: 600_000 });
  const { ms, tasks, rows } = await page.evaluate((from) => {
    const ms = performance.now() - from;
    const tasks = window.__longTasks.filter((t) => t.start >= from);
    const rows = Object.fromEntries(
      [...document.querySelectorAll('[data-testid=traffic-row]')].map((e) => [
        e.dataset.token,
        ['requests', 'disallowed', 'verified', 'forged'].map((f) => Number(e.dataset[f])),
      ]),
    );
    return { ms, tasks, rows };
  }, from);
  await page.close();
  return { ms, longest: Math.max(0, ...tasks.map((t) => t.dur)), over50: tasks.length, rows };
}

const dir = await mkdtemp(join(tmpdir(), 'robots-measure-traffic-'));
try {
  const log = join(dir, 'access.log');
  const robots = join(dir, 'robots.txt');
  await writeFile(robots, ROBOTS);
  await writeLog(log, MB * 1e6);
  const size = (await stat(log)).size;
  console.log(`log: ${(size / 1e6).toFixed(1)} MB`);
  const c = cli(log, robots);
  console.log(`robots audit (release, best of 3): ${c.ms.toFixed(0)} ms`);
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    let best;
    for (let k = 0; k < 3; k++) {
      const r = await pageRun(browser.context, server.url, log);
      console.log(`page run ${k + 1}: ${r.ms.toFixed(0)} ms, long tasks ${r.over50}, longest ${r.longest.toFixed(0)} ms`);
      if (!best || r.ms < best.ms) best = r;
    }
    const same = JSON.stringify(best.rows) === JSON.stringify(c.rows);
    console.log(`page (best of 3): ${best.ms.toFixed(0)} ms = ${(best.ms / c.ms).toFixed(2)}× the CLI`);
    console.log(`main-thread tasks over 50 ms during the audit: ${best.over50} (longest ${best.longest.toFixed(0)} ms)`);
    console.log(`rows agree with robots audit --json: ${same}`);
    if (!same) console.log('cli', c.rows, '\npage', best.rows);
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
