// What a first visit transfers, compressed as a static host would serve it:
// raw, gzip (level 9) and brotli (quality 11) bytes per file, and totals.
//
//   node e2e/measure-size.mjs [DIST]      (default: dist/, after `trunk build --release`)
//
// "first render" is what the page loads before it can show anything:
// index.html and the files it loads (loader, JS glue, wasm, CSS, favicon,
// manifest). "installed" adds what the service worker then caches
// (sw.js itself, the icons): fetched once, in the background.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { DIST } from './lib.mjs';

/** { file, raw, gzip, brotli, firstRender } for every file of `dist`. */
export async function measure(dist = DIST) {
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  // Built pages name their files `{public_url}name`, relative ones `name`.
  const base = html.match(/src=["']?([^"'\s>]*)boot\.js/)?.[1] ?? '/';
  const referenced = new Set(['index.html']);
  const add = (url) => {
    if (/^[a-z]+:/i.test(url)) return; // data: or another origin: none expected
    referenced.add(url.startsWith(base) ? url.slice(base.length) : url.replace(/^\.\//, ''));
  };
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const attr = (name) => tag.match(new RegExp(`\\s${name}=["']?([^"'\\s>]+)`))?.[1];
    if (tag.startsWith('<script')) {
      for (const name of ['src', 'data-js', 'data-wasm']) if (attr(name)) add(attr(name));
    } else if (/^(stylesheet|modulepreload|preload|icon|manifest)$/.test(attr('rel') ?? '')) {
      // Not apple-touch-icon: fetched only when a person adds the page to
      // an iOS home screen.
      add(attr('href'));
    }
  }
  const out = [];
  for (const entry of await readdir(dist, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = relative(dist, join(entry.parentPath ?? entry.path, entry.name)).split(sep).join('/');
    if (file.startsWith('.')) continue;
    const body = await readFile(join(dist, file));
    out.push({
      file,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      brotli: brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }).length,
      firstRender: referenced.has(file),
    });
  }
  return out.sort((a, b) => b.firstRender - a.firstRender || b.raw - a.raw);
}

export function totals(rows, firstRenderOnly) {
  const sum = { raw: 0, gzip: 0, brotli: 0 };
  for (const r of rows) {
    if (firstRenderOnly && !r.firstRender) continue;
    for (const k of Object.keys(sum)) sum[k] += r[k];
  }
  return sum;
}

export function table(rows) {
  const kb = (n) => (n / 1000).toFixed(1).padStart(7);
  const lines = [`${'file'.padEnd(44)}${'raw KB'.padStart(8)}${'gzip KB'.padStart(8)}${'br KB'.padStart(8)}`];
  for (const r of rows) {
    lines.push(`${(r.firstRender ? '' : '+ ') + r.file}`.padEnd(44) + kb(r.raw) + ' ' + kb(r.gzip) + ' ' + kb(r.brotli));
  }
  for (const [label, only] of [
    ['first render', true],
    ['installed (+ service worker, icons)', false],
  ]) {
    const t = totals(rows, only);
    lines.push(`${('total, ' + label).padEnd(44)}${kb(t.raw)} ${kb(t.gzip)} ${kb(t.brotli)}`);
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await measure(process.argv[2] ?? DIST);
  console.log(table(rows));
}
