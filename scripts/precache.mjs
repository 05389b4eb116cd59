// trunk post_build hook (Trunk.toml): writes the service worker's precache
// list and build hash into the staged sw.js, from the files trunk staged for
// this build, so the list can never go stale or be maintained by hand.
//
//   TRUNK_STAGING_DIR  the build's files, before trunk moves them to dist/
//
// Every staged file is listed, except sw.js itself; index.html is listed as
// "./" (the address the page is opened at; see sw.js). The hash covers every
// listed file's path and bytes, so any change to the build gives a new cache
// name and a new sw.js (the worker's own code is hashed too), which is how browsers notice a new deployment.
// The checking worker's files (named without a hash) are among them.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) {
  console.error('precache: TRUNK_STAGING_DIR is not set (run me as a trunk post_build hook)');
  process.exit(1);
}
const SW = 'sw.js';
const START = '// @precache-start';
const END = '// @precache-end';

async function files(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await files(path)));
    else if (entry.isFile()) out.push(path);
  }
  return out;
}

const listed = (await files(staging))
  .map((path) => ({ path, name: relative(staging, path).split(sep).join('/') }))
  .filter(({ name }) => name !== SW)
  .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

const swPath = join(staging, SW);
const sw = await readFile(swPath, 'utf8');

const hash = createHash('sha256');
hash.update(sw); // a change to the worker's code is a new build too
for (const { path, name } of listed) {
  hash.update(name + '\0');
  hash.update(await readFile(path));
  hash.update('\0');
}
const build = hash.digest('hex').slice(0, 16);
const urls = listed.map(({ name }) => (name === 'index.html' ? './' : encodeURI(name)));
if (!urls.includes('./')) {
  console.error('precache: index.html is not among the staged files');
  process.exit(1);
}
// The checking worker (started when a long list is first checked) must work
// offline too: its loader, glue and wasm are in the list like the rest.
const missing = ['checking-worker.js', 'robots-worker.js', 'robots-worker_bg.wasm'].filter((f) => !urls.includes(f));
if (missing.length) {
  console.error(`precache: the checking worker's ${missing.join(', ')} are not among the staged files`);
  process.exit(1);
}

// The page names its build when it loads files later (the checking
// worker's, the language files), so that the service worker answers them
// from the cache of the build the tab runs (see sw.js): written into the
// staged index.html, after the hash (which it would otherwise change).
const indexPath = join(staging, 'index.html');
const index = await readFile(indexPath, 'utf8');
const meta = `<meta name="robots-tester-build" content="${build}">`;
if (!index.includes('</head>')) {
  console.error('precache: index.html has no </head>');
  process.exit(1);
}
await writeFile(indexPath, index.replace('</head>', `${meta}</head>`));

const start = sw.indexOf(START);
const end = sw.indexOf(END);
if (start < 0 || end < start) {
  console.error(`precache: ${SW} lacks the ${START} … ${END} markers`);
  process.exit(1);
}
const block =
  `${START} (written by scripts/precache.mjs)\n` +
  `const BUILD = ${JSON.stringify(build)};\n` +
  `const PRECACHE = ${JSON.stringify(urls, null, 2)};\n`;
await writeFile(swPath, sw.slice(0, start) + block + sw.slice(end));
console.log(`precache: ${urls.length} files, build ${build}`);
