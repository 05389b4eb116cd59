// Lighthouse scores for the built dist/, served the way docs/hosting.md
// recommends: brotli, hashed files immutable, the rest no-cache.
//
//   node e2e/lighthouse.mjs [mobile|desktop] [--runs N] [--tasks] [PATH...]
//     defaults: mobile, 3 runs, the page and '?embed=1&readonly=1'
//     --tasks: also each run's long tasks (Lighthouse's `long-tasks` audit:
//     the script they are attributed to, start and duration in simulated ms)
//     and the LCP element (its selector, and the phases of its time)
//
// Prints every run and the median per page: performance, total blocking
// time, largest and first contentful paint, layout shift, speed index (and
// the accessibility and best-practices scores).
//
// Lighthouse is not a dependency of the project: this runs
// `npx --yes lighthouse@12.8.2` (the last release for Node 20), which fetches
// it into npm's cache on first use, with Debian's Chromium.
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync } from 'node:zlib';
import { CHROMIUM, DIST } from './lib.mjs';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};
const HASHED = /-[0-9a-f]{1,16}(_bg)?\.(js|wasm|css)$/;

// Each file compressed once, when first asked for, as a static server
// serves precompressed `.br` files: compressing the wasm on every request
// (a second or more at brotli's best) delays its response, which Lighthouse
// then counts as the server's time.
const BROTLI = new Map();
const compressed = (file, body) => {
  if (!BROTLI.has(file)) BROTLI.set(file, brotliCompressSync(body));
  return BROTLI.get(file);
};

const server = createServer(async (req, res) => {
  let file = normalize(join(DIST, decodeURIComponent(new URL(req.url, 'http://x').pathname)));
  if (file !== DIST && !file.startsWith(DIST + sep)) return res.writeHead(403).end();
  if ((await stat(file).catch(() => null))?.isDirectory()) file = join(file, 'index.html');
  const body = await readFile(file).catch(() => null);
  if (!body) return res.writeHead(404).end();
  const headers = {
    'content-type': MIME[extname(file)] ?? 'application/octet-stream',
    'cache-control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  const br = extname(file) !== '.png' && /\bbr\b/.test(req.headers['accept-encoding'] ?? '');
  if (br) headers['content-encoding'] = 'br';
  res.writeHead(200, headers).end(br ? compressed(file, body) : body);
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const url = `http://127.0.0.1:${server.address().port}/`;

const argv = process.argv.slice(2);
const runsAt = argv.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(argv.splice(runsAt, 2)[1]) : 3;
const desktop = argv.includes('desktop');
const TASKS = argv.includes('--tasks');
// Relative to the served root: '/' (or '/?embed=1') means '' ('?embed=1').
const PATHS = argv.filter((a) => a !== 'desktop' && a !== 'mobile' && a !== '--tasks').map((a) => a.replace(/^\/+/, ''));
if (!PATHS.length) PATHS.push('', '?embed=1&readonly=1');

/** One Lighthouse run on `path`: the categories' scores and the metrics. */
async function run(path) {
  const out = await mkdtemp(join(tmpdir(), 'robots-tester-lighthouse-'));
  try {
    await promisify(execFile)(
      'npx',
      [
        '--yes',
        'lighthouse@12.8.2',
        url + path,
        ...(desktop ? ['--preset=desktop'] : []),
        `--chrome-path=${CHROMIUM}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        '--only-categories=performance,accessibility,best-practices',
        '--output=json',
        `--output-path=${join(out, 'report.json')}`,
        '--quiet',
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(await readFile(join(out, 'report.json'), 'utf8'));
    const score = (id) => Math.round(report.categories[id].score * 100);
    const value = (id) => report.audits[id].numericValue;
    const tasks = (report.audits['long-tasks']?.details?.items ?? []).map(
      (t) => `${String(t.url).replace(url, '/').replace(/-[0-9a-f]{16}/, '')} @${Math.round(t.startTime)} ${Math.round(t.duration)} ms`,
    );
    // The LCP element, as Lighthouse names it (its selector), and the phases
    // of its time.
    const lcpItems = report.audits['largest-contentful-paint-element']?.details?.items ?? [];
    const node = lcpItems[0]?.items?.[0]?.node;
    const phases = (lcpItems[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)}`).join(', ');
    const lcpElement = node ? `${node.snippet} ${node.selector} “${String(node.nodeLabel ?? "").slice(0, 60)}”${phases ? ` (${phases})` : ''}` : 'none';
    return {
      tasks,
      lcpElement,
      performance: score('performance'),
      accessibility: score('accessibility'),
      practices: score('best-practices'),
      tbt: value('total-blocking-time'),
      lcp: value('largest-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      fcp: value('first-contentful-paint'),
      si: value('speed-index'),
    };
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const row = (label, r) =>
  `${label.padEnd(28)}${String(r.performance).padStart(5)}${String(Math.round(r.tbt)).padStart(7)}` +
  `${(r.lcp / 1000).toFixed(2).padStart(7)}${r.cls.toFixed(3).padStart(7)}${(r.fcp / 1000).toFixed(2).padStart(7)}` +
  `${(r.si / 1000).toFixed(2).padStart(7)}${String(r.accessibility).padStart(6)}${String(r.practices).padStart(5)}`;

try {
  console.log(`Lighthouse 12.8.2, ${desktop ? 'desktop' : 'mobile'}, ${RUNS} runs per page (TBT in ms; LCP, FCP, SI in s)`);
  console.log(`${'page / run'.padEnd(28)}${'perf'.padStart(5)}${'TBT'.padStart(7)}${'LCP'.padStart(7)}${'CLS'.padStart(7)}${'FCP'.padStart(7)}${'SI'.padStart(7)}${'a11y'.padStart(6)}${'bp'.padStart(5)}`);
  for (const path of PATHS) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await run(path));
      console.log(row(`${path || '/'} #${i + 1}`, runs[i]));
      if (TASKS) console.log(`    long tasks: ${runs[i].tasks.join(', ') || 'none'}`);
      if (TASKS) console.log(`    LCP element: ${runs[i].lcpElement}`);
    }
    const keys = Object.keys(runs[0]).filter((k) => k !== 'tasks' && k !== 'lcpElement');
    const med = Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))]));
    console.log(row(`${path || '/'} median`, med));
  }
} finally {
  server.close();
}
