// The package's entry points, as a user imports them from the installed .tgz.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const node = process.execPath;
const run = (code, type = '--input-type=module') =>
  execFileSync(node, [type, '-e', code], { encoding: 'utf8', cwd: process.cwd() }).trim();

test('Node: import works with no flags and no init call', () => {
  const out = run(
    "import { RobotsTxt } from 'robotstxt-wasm'; const r = RobotsTxt.parse('User-agent: *\\nDisallow: /x\\n'); const v = r.check('Googlebot', 'https://example.com/x'); console.log(v.allowed, v.line, v.reason.code);",
  );
  assert.equal(out, 'false 2 longest_match');
});

test('the web entry refuses work before init() and works after it', async () => {
  const web = await import('robotstxt-wasm/web');
  assert.equal(typeof web.init, 'function');
  const out = run(
    "import { RobotsTxt } from 'robotstxt-wasm/web'; try { RobotsTxt.parse(''); } catch (e) { console.log(e.message); }",
  );
  assert.match(out, /not initialised yet: `await init\(\)` from 'robotstxt-wasm\/web' first/);
  // In Node, init() takes the wasm bytes (a browser fetches the .wasm itself).
  const after = run(
    "import { readFileSync } from 'node:fs'; import { createRequire } from 'node:module'; import { init, RobotsTxt } from 'robotstxt-wasm/web'; const bytes = readFileSync(createRequire(import.meta.url).resolve('robotstxt-wasm/robotstxt_wasm_bg.wasm')); await init(bytes); console.log(RobotsTxt.parse('User-agent: *\\nAllow: /\\n').isAllowed('a', '/'));",
  );
  assert.equal(after, 'true');
});

test('the bundler entry instantiates with a top-level await (conditions: default)', () => {
  const pkg = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('robotstxt-wasm/package.json'), 'utf8'));
  assert.equal(pkg.exports['.'].node, './node.mjs');
  assert.equal(pkg.exports['.'].default, './bundler.mjs');
  assert.equal(pkg.exports['./robots-parser'].default, './robots-parser.bundler.mjs');
  const source = readFileSync(createRequire(import.meta.url).resolve('robotstxt-wasm/package.json').replace(/package\.json$/, 'bundler.mjs'), 'utf8');
  assert.match(source, /^await init\(\{ module_or_path: new URL\('\.\/robotstxt_wasm_bg\.wasm', import\.meta\.url\) \}\);$/m);
});

test('the drop-in entry can be required from CommonJS (Node >= 20.19)', () => {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major === 20 && minor < 19) return;
  const out = run(
    "const robotsParser = require('robotstxt-wasm/robots-parser').default; const r = robotsParser('https://example.com/robots.txt', 'User-agent: *\\nDisallow: /x'); console.log(r.isAllowed('https://example.com/x', 'Googlebot'));",
    '--input-type=commonjs',
  );
  assert.equal(out, 'false');
});

test('the package ships its types, README and licence', () => {
  const require = createRequire(import.meta.url);
  const dir = require.resolve('robotstxt-wasm/package.json').replace(/package\.json$/, '');
  for (const file of ['index.d.ts', 'web.d.ts', 'robots-parser.d.ts', 'README.md', 'LICENSE']) {
    assert.ok(readFileSync(dir + file, 'utf8').length > 100, file);
  }
  const types = readFileSync(`${dir}index.d.ts`, 'utf8');
  for (const name of ['Verdict', 'Reason', 'Rule', 'Groups', 'Line', 'Diagnostic', 'RobotsTxt']) {
    assert.match(types, new RegExp(`(interface|class) ${name}\\b`), name);
  }
});
