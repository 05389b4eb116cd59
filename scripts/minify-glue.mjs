// trunk post_build hook (Trunk.toml, the first of three): minifies the
// wasm-bindgen glue (robots-tester-<hash>.js) with terser — trunk's own
// minification (`minify = "on_release"`) covers the style sheets and
// index.html but not the glue — and updates the glue's subresource-integrity
// hash in index.html to match; then the loader, public/boot.js. Some 2 KB
// brotli of the first render.
//
//   TRUNK_STAGING_DIR  the build's files, before trunk moves them to dist/
//   TRUNK_PROFILE      "release" or "debug": debug builds are left readable
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { minify } from 'terser';

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
const { code } = await minify(before.toString('utf8'), {
  module: true,
  ecma: 2020,
  compress: { passes: 2 },
  mangle: true,
  format: { comments: false },
});
const indexPath = join(staging, 'index.html');
const index = await readFile(indexPath, 'utf8');
const old = sri(before);
if (!index.includes(old)) {
  console.error(`minify-glue: index.html does not carry ${glue[0]}'s integrity hash`);
  process.exit(1);
}
await writeFile(path, code);
await writeFile(indexPath, index.split(old).join(sri(Buffer.from(code))));
console.log(`minify-glue: ${glue[0]} ${before.length} → ${Buffer.byteLength(code)} bytes`);

// The loader (public/boot.js, copied as is, loaded without an integrity
// hash) is part of the first render too.
const bootPath = join(staging, 'boot.js');
const boot = await readFile(bootPath, 'utf8');
const small = (await minify(boot, { module: true, ecma: 2020, compress: { passes: 2 }, mangle: true, format: { comments: false } })).code;
await writeFile(bootPath, small);
console.log(`minify-glue: boot.js ${Buffer.byteLength(boot)} → ${Buffer.byteLength(small)} bytes`);
