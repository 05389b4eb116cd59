// trunk post_build hook (Trunk.toml): puts the page's first screen, rendered
// natively from the same components (examples/prerender.rs), into the staged
// index.html, so the first paint needs no WebAssembly. The running app takes
// that markup over in the task that mounts it (`mount` in src/lib.rs).
//
//   TRUNK_STAGING_DIR  the build's files, before trunk moves them to dist/
//
// It writes (the markup's rules are src/model/first_paint.rs):
// - into index.html's <body>: the example's page and, in a <template>, its
//   read-only embed (`?embed=1&readonly=1`), each in a `data-prerendered`
//   element, as examples/prerender.rs wrote them;
// - first-paint.css: their styles, which copy shows, and the running app's
//   hidden host while it mounts;
// - into boot.js (the loader, which runs before the first paint and decides
//   which copy shows, or none): the example's saved draft's hash;
// - in index.html's <head>: the preload links of the app's glue and wasm
//   turned off until boot.js turns them on, once the first screen painted.
// Without JavaScript the page's markup shows (and the <noscript> message).
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) {
  console.error('prerender: TRUNK_STAGING_DIR is not set (run me as a trunk post_build hook)');
  process.exit(1);
}
const root = new URL('..', import.meta.url).pathname;
const out = await mkdtemp(join(tmpdir(), 'robots-tester-prerender-'));
let page, embed, draft, css;
try {
  // Natively, in the dev profile: the same compiled dependencies as
  // `cargo test`, and a second or two once they are built.
  // (Its stderr, Leptos's debug notes about reading signals outside a
  // reactive context, which rendering to HTML does, is shown on failure.)
  try {
    execFileSync('cargo', ['run', '--quiet', '--locked', '--offline', '--example', 'prerender', '--', out], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (err) {
    console.error(err.stderr?.toString() ?? err);
    throw new Error('prerender: `cargo run --example prerender` failed');
  }
  page = await readFile(join(out, 'page.html'), 'utf8');
  embed = await readFile(join(out, 'embed.html'), 'utf8');
  draft = await readFile(join(out, 'draft.txt'), 'utf8');
  css = await readFile(join(out, 'first-paint.css'), 'utf8');
} finally {
  await rm(out, { recursive: true, force: true });
}

// The pieces each copy is painted in, one frame each: the part before the
// first piece, then each piece in its copy's order (each is marked with its
// place, `data-fp-piece="N"`; boot.js shows the lowest first,
// first-paint.css hides them until then; without JavaScript all show). Painting a copy at once was one task of 150-250 ms under 4× CPU,
// most of it style and layout. Each is a panel (or the grid in its panel)
// after the one before, below or beside it, so showing one moves nothing
// already shown (the footer comes last). The page must have every piece;
// the embed has those of its panels.
const PIECES = [
  /<section [^>]*class="panel editor-panel/,
  /<section [^>]*class="panel urls-panel/,
  /<section [^>]*class="panel agents-panel/,
  // A narrow screen's one-line answer: once the panels before it show, it
  // comes stuck to the bottom of the view (shown first, it would move there).
  /<p [^>]*class="verdict-strip/,
  // From 1024 px wide the answer is above the grid, a box of fixed height;
  // narrower it follows the grid, below the first screen.
  /<section [^>]*class="panel trace-panel/,
  /<section [^>]*class="panel results-panel/,
  // The grid's table after its panel's head and tools (table layout is
  // the longest of the copy's).
  /<div class="grid-scroll"/,
  // Last: the footer, below them all, would move down as each came.
  /<footer[^>]*class="bottom/,
];
// The embed stacks the answer after the grid (style/main.css, `order`),
// though the markup has it before: painted in the page's order, the grid
// would push the answer down as it came. So the embed paints the grid first.
const [editor, urls, agents, strip, trace, results, grid, footer] = PIECES;
const EMBED_PIECES = [editor, urls, agents, results, grid, strip, trace, footer];
function inPieces(markup, name, required, pieces) {
  let out = markup;
  for (const [place, start] of pieces.entries()) {
    const m = out.match(start);
    if (!m) {
      if (!required) continue;
      console.error(`prerender: the ${name} has no ${start} to paint as a piece`);
      process.exit(1);
    }
    const tag = m.index + m[0].indexOf(' ', 1);
    out = `${out.slice(0, tag)} data-fp-piece="${place}"${out.slice(tag)}`;
  }
  return out;
}
page = inPieces(page, 'page', true, PIECES);
embed = inPieces(embed, 'embed', false, EMBED_PIECES);

// The embed's copy is a template (inert: no duplicate ids or hooks on the
// page, nothing shown without JavaScript); boot.js puts it in place.
const markup = page + `<template data-prerendered="embed">${embed}</template>`;

// The loader decides which copy shows before the first paint; it needs to
// tell the example's draft from another.
const bootPath = join(staging, 'boot.js');
const boot = await readFile(bootPath, 'utf8');
const placeholder = /(["'])@example-draft\1/g;
if (!placeholder.test(boot)) {
  console.error("prerender: boot.js has no '@example-draft' to fill in");
  process.exit(1);
}
await writeFile(bootPath, boot.replace(placeholder, JSON.stringify(draft)));

const indexPath = join(staging, 'index.html');
const index = await readFile(indexPath, 'utf8');
const body = index.match(/<body[^>]*>/);
if (!body || index.includes('data-prerendered')) {
  console.error('prerender: index.html has no <body> or is prerendered already');
  process.exit(1);
}
const at = body.index + body[0].length;
// The preload links trunk wrote for the app's glue and wasm wait (their
// `rel` as `data-rel`, their integrity kept): boot.js turns them on once
// the first screen has painted.
let waiting = 0;
const head = index
  .slice(0, at)
  .replace(/<link\b[^>]*>/g, (tag) => tag.replace(/\srel=(["']?)(modulepreload|preload)\1(?=[\s>])/, (_, q, rel) => (waiting++, ` data-rel=${q}${rel}${q}`)));
if (waiting !== 2) {
  console.error(`prerender: expected the glue's and the wasm's preload links, found ${waiting}`);
  process.exit(1);
}
await writeFile(indexPath, head + markup + index.slice(at));
await writeFile(join(staging, 'first-paint.css'), css);
console.log(`prerender: ${Buffer.byteLength(markup)} bytes of markup (page ${Buffer.byteLength(page)}, embed ${Buffer.byteLength(embed)})`);
