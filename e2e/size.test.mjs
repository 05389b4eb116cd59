// The first visit's transfer size (issue 5): reported on every test run, and
// held to the budget: 250 KB brotli for the first render. docs/performance.md ("Size") says
// where it stands and what it is made of.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { measure, table, totals } from './measure-size.mjs';

const BUDGET_BROTLI = 250_000; // bytes, first render: the budget, and the ceiling

test('first render stays within the 250 KB budget', async (t) => {
  const rows = await measure();
  for (const line of table(rows).split('\n')) t.diagnostic(line);
  const first = rows.filter((r) => r.firstRender).map((r) => r.file);
  for (const pattern of [/^index\.html$/, /^boot\.js$/, /_bg\.wasm$/, /^[^/]+-[0-9a-f]{1,16}\.js$/, /\.css$/, /^manifest\.webmanifest$/]) {
    assert.ok(first.some((f) => pattern.test(f)), `${pattern} is part of the first render: ${first}`);
  }
  const { brotli, gzip } = totals(rows, true);
  t.diagnostic(`first render: ${brotli} bytes brotli, ${BUDGET_BROTLI - brotli} under the ${BUDGET_BROTLI}-byte budget`);
  assert.ok(brotli <= BUDGET_BROTLI, `first render is ${brotli} bytes brotli (${gzip} gzip), over the ${BUDGET_BROTLI}-byte budget`);
});

// The build renames what the wasm imports from its glue and what the glue
// reads from the wasm to one or two letters (scripts/wasm-names.mjs, run by
// scripts/minify-glue.mjs): no hashed name is left, and index.html's
// integrity hashes must be those of the files as rewritten (a mismatch makes
// the browser drop the preloaded wasm and fetch it twice).
test('the wasm and its glue agree on their short names, and the integrity hashes match the files', async () => {
  const { readFile, readdir } = await import('node:fs/promises');
  const { createHash } = await import('node:crypto');
  const { join } = await import('node:path');
  const { DIST } = await import('./lib.mjs');
  const html = await readFile(join(DIST, 'index.html'), 'utf8');
  const files = await readdir(DIST);
  const pairs = [
    [files.find((f) => /^robots-tester-[0-9a-f]+\.js$/.test(f)), files.find((f) => /^robots-tester-[0-9a-f]+_bg\.wasm$/.test(f))],
    ['robots-worker.js', 'robots-worker_bg.wasm'],
  ];
  for (const [js, wasm] of pairs) {
    assert.ok(js && wasm, `built glue and wasm: ${files}`);
    const glue = await readFile(join(DIST, js), 'utf8');
    const bytes = await readFile(join(DIST, wasm));
    const module = new WebAssembly.Module(bytes);
    const imports = WebAssembly.Module.imports(module);
    assert.ok(imports.length > 40, `${wasm} imports ${imports.length} functions`);
    for (const { module: from, name } of imports) {
      assert.equal(from, 'a', `${wasm} imports ${name} from ${from}`);
      assert.match(name, /^[a-zA-Z]{1,2}$/, `${wasm} imports a long name`);
    }
    assert.doesNotMatch(glue, /__wbg_\w+_[0-9a-f]{16}/, `${js} still names a hashed import`);
    // (That the glue provides every import, the page and its checking
    // worker starting at all shows: the other tests.)
    assert.match(glue, /\{__proto__:\s*[\w$]+,\s*"?a"?:\s*[\w$]+\s*\}/, `${js} hands the wasm its imports under "a"`);
    const exported = new Set(WebAssembly.Module.exports(module).map((e) => e.name));
    for (const name of ['memory', '__wbindgen_start', '__wbindgen_malloc']) {
      assert.ok(!exported.has(name), `${wasm} still exports ${name} by its long name`);
    }
    if (js.startsWith('robots-tester-')) {
      for (const [file, body] of [[js, Buffer.from(glue)], [wasm, bytes]]) {
        const sri = 'sha384-' + createHash('sha384').update(body).digest('base64');
        assert.ok(html.includes(`integrity=${sri}`) || html.includes(`integrity="${sri}"`), `index.html carries ${file}'s integrity hash`);
      }
    }
  }
});
