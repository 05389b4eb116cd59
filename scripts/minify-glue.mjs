// trunk post_build hook (Trunk.toml, the first of three): minifies the
// wasm-bindgen glue (robots-tester-<hash>.js) with terser — trunk's own
// minification (`minify = "on_release"`) covers the style sheets and
// index.html but not the glue — and updates the glue's subresource-integrity
// hash in index.html to match; then the loader, public/boot.js. Some 2 KB
// brotli of the first render.
//
// Before minifying, the glue loses what the optimized wasm no longer has.
// wasm-opt's `--remove-exports` (index.html) drops the byte-stream classes
// that leptos' server-function support exports and this client-only app
// never uses; their JS classes and the imports only they needed go here
// too. The build fails if the glue still calls an export the wasm lacks or
// misses an import it needs.
//
// Then the names the glue and the wasm share (wasm-bindgen's hashed import
// names, the exports the glue calls) become one or two letters in both
// (scripts/wasm-names.mjs), and the wasm's integrity hash in index.html is
// updated as the glue's is.
//
//   TRUNK_STAGING_DIR  the build's files, before trunk moves them to dist/
//   TRUNK_PROFILE      "release" or "debug": debug builds are left readable
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { minify } from 'terser';
import { shortenNames } from './wasm-names.mjs';

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) {
  console.error('minify-glue: TRUNK_STAGING_DIR is not set (run me as a trunk post_build hook)');
  process.exit(1);
}
if (process.env.TRUNK_PROFILE !== 'release') {
  console.log('minify-glue: not a release build, left as is');
  process.exit(0);
}
const sri = (bytes) => 'sha384-' + createHash('sha384').update(bytes).digest('base64');
const glue = (await readdir(staging)).filter((f) => /^robots-tester-[0-9a-f]+\.js$/.test(f));
if (glue.length !== 1) {
  console.error(`minify-glue: expected one wasm-bindgen glue file, found ${glue.length}`);
  process.exit(1);
}
const path = join(staging, glue[0]);
const before = await readFile(path);
const wasmPath = join(staging, glue[0].replace(/\.js$/, '_bg.wasm'));
const wasmBytes = await readFile(wasmPath);
const wasmModule = new WebAssembly.Module(wasmBytes);
const pruned = prune(before.toString('utf8'), wasmModule);
const short = shorten(pruned, wasmBytes, wasmModule);
const { code } = await minify(short.js, {
  module: true,
  ecma: 2020,
  compress: { passes: 2 },
  mangle: true,
  format: { comments: false },
});
const indexPath = join(staging, 'index.html');
const index = await readFile(indexPath, 'utf8');
const old = sri(before);
const oldWasm = sri(wasmBytes);
for (const [file, hash] of [[glue[0], old], [wasmPath, oldWasm]]) {
  if (!index.includes(hash)) {
    console.error(`minify-glue: index.html does not carry ${file}'s integrity hash`);
    process.exit(1);
  }
}
await writeFile(path, code);
await writeFile(wasmPath, short.wasm);
await writeFile(indexPath, index.split(old).join(sri(Buffer.from(code))).split(oldWasm).join(sri(short.wasm)));
console.log(`minify-glue: ${glue[0]} ${before.length} → ${Buffer.byteLength(code)} bytes`);
console.log(`minify-glue: ${short.imports} imports and ${short.exports} exports renamed; wasm ${wasmBytes.length} → ${short.wasm.length} bytes`);

/**
 * The glue and the wasm with short names for the imports and for the
 * exports the glue uses (scripts/wasm-names.mjs, which checks that they
 * still agree).
 */
function shorten(js, wasm, module) {
  const mods = [...new Set(WebAssembly.Module.imports(module).map((i) => i.module))].filter((m) => m.endsWith('_bg.js'));
  if (mods.length !== 1) {
    console.error(`minify-glue: expected one wasm-bindgen import module, found ${mods.join(', ') || 'none'}`);
    process.exit(1);
  }
  try {
    return shortenNames(wasm, js, mods[0]);
  } catch (e) {
    console.error(`minify-glue: ${e.message}`);
    process.exit(1);
  }
}

/**
 * The glue without the classes whose wasm exports are gone and without the
 * imports the wasm no longer asks for. Relies on wasm-bindgen's layout (one
 * top-level item per block, four-space indents), pinned in Trunk.toml, and
 * checks the result against the wasm.
 */
function prune(js, module) {
  const exports = new Set(WebAssembly.Module.exports(module).map((e) => e.name));
  const imports = new Set(WebAssembly.Module.imports(module).map((i) => i.name));
  const lines = js.split('\n');
  const out = [];
  const goneClasses = new Set();
  for (let i = 0; i < lines.length; i++) {
    const cls = lines[i].match(/^export class (\w+) \{$/);
    if (cls) {
      let end = i;
      while (lines[end] !== '}') end++;
      const body = lines.slice(i, end + 1).join('\n');
      const calls = [...body.matchAll(/\bwasm\.(\w+)\(/g)].map((m) => m[1]);
      if (calls.length && calls.every((c) => !exports.has(c))) {
        goneClasses.add(cls[1]);
        i = end;
        continue;
      }
    }
    const imp = lines[i].match(/^        (__wbg\w+): function\(/);
    if (imp && !imports.has(imp[1])) {
      while (!/^        \},?$/.test(lines[i])) i++;
      continue;
    }
    const fin = lines[i].match(/^const (\w+)Finalization = /);
    if ((fin && goneClasses.has(fin[1])) || [...goneClasses].some((c) => lines[i].startsWith(`if (Symbol.dispose) ${c}.`))) {
      if (fin) i += 2;
      continue;
    }
    out.push(lines[i]);
  }
  const result = out.join('\n');
  const called = new Set([...result.matchAll(/\bwasm\.(\w+)\b/g)].map((m) => m[1]));
  const missing = [...called].filter((c) => !exports.has(c));
  const provided = new Set([...result.matchAll(/^        (__wbg\w+): /gm)].map((m) => m[1]));
  const unprovided = [...imports].filter((n) => n.startsWith('__wbg') && !provided.has(n));
  if (missing.length || unprovided.length) {
    console.error(`minify-glue: glue and wasm disagree (calls ${missing.join(', ') || 'none'} missing; imports ${unprovided.join(', ') || 'none'} unprovided)`);
    process.exit(1);
  }
  console.log(`minify-glue: left out ${goneClasses.size} unused classes and ${lines.length - out.length} lines`);
  return result;
}

// The checking worker's glue and wasm (not part of the first render; trunk
// has minified that glue) get the same short names. They carry no integrity
// hash; scripts/precache.mjs, after this, hashes them as they are now.
{
  const js = join(staging, 'robots-worker.js');
  const wasm = join(staging, 'robots-worker_bg.wasm');
  const [glueText, wasmBytes] = await Promise.all([readFile(js, 'utf8'), readFile(wasm)]);
  const short = shorten(glueText, wasmBytes, new WebAssembly.Module(wasmBytes));
  await writeFile(js, short.js);
  await writeFile(wasm, short.wasm);
  console.log(`minify-glue: robots-worker: ${short.imports} imports and ${short.exports} exports renamed; glue ${Buffer.byteLength(glueText)} → ${Buffer.byteLength(short.js)} bytes, wasm ${wasmBytes.length} → ${short.wasm.length} bytes`);
}

// The loader (public/boot.js, copied as is, loaded without an integrity
// hash) is part of the first render too.
const bootPath = join(staging, 'boot.js');
const boot = await readFile(bootPath, 'utf8');
const small = (await minify(boot, { module: true, ecma: 2020, compress: { passes: 2 }, mangle: true, format: { comments: false } })).code;
await writeFile(bootPath, small);
console.log(`minify-glue: boot.js ${Buffer.byteLength(boot)} → ${Buffer.byteLength(small)} bytes`);
