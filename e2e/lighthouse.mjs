// Lighthouse scores for the built dist/, served the way docs/hosting.md
// recommends: brotli, hashed files immutable, the rest no-cache.
//
//   node e2e/lighthouse.mjs [mobile|desktop]
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
  res.writeHead(200, headers).end(br ? brotliCompressSync(body) : body);
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const url = `http://127.0.0.1:${server.address().port}/`;

const out = await mkdtemp(join(tmpdir(), 'robots-tester-lighthouse-'));
try {
  const preset = process.argv[2] === 'desktop' ? ['--preset=desktop'] : [];
  await promisify(execFile)(
    'npx',
    [
      '--yes',
      'lighthouse@12.8.2',
      url,
      ...preset,
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
  for (const [id, category] of Object.entries(report.categories)) {
    console.log(`${id.padEnd(16)} ${Math.round(category.score * 100)}`);
  }
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']) {
    console.log(`${id.padEnd(26)} ${report.audits[id].displayValue}`);
  }
} finally {
  server.close();
  await rm(out, { recursive: true, force: true });
}
