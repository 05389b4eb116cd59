// `robots mcp` driven by the official TypeScript SDK's client over stdio
// (@modelcontextprotocol/sdk, StdioClientTransport): initialize, list the
// tools, call each one, and compare every answer with what the command line
// prints on the same input (`robots check --json`, `robots lint`, `robots
// policy --json`, `robots fetch`, `robots audit --json`). Bad arguments are
// tool errors, and the next call still works; a 3 MB robots_txt is answered.
//
//   ROBOTS_BIN=path/to/robots node --test crates/robots-cli/tests/mcp/client.test.mjs
//
// Fetches go only to a server of this test on 127.0.0.1.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const BIN = process.env.ROBOTS_BIN;
if (!BIN) throw new Error('set ROBOTS_BIN to the robots binary (scripts/test-mcp does)');

const ROBOTS = [
  'User-agent: *',
  'Disallow: /private',
  '',
  'User-agent: Googlebot',
  'Disallow: /folder',
  'Allow: /folder',
  'Disallow: /nogoogle',
  'Crawl-delay: 10',
  'Disalow: /typo',
  '',
  'User-agent: GPTBot',
  'Disallow: /',
  '',
].join('\n');

const URLS = [
  'https://example.com/folder/page',
  'https://example.com/private/x',
  'https://example.com/nogoogle',
  '/',
];
const AGENTS = ['Googlebot', 'Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)', 'SomeBot'];

let dir;
let file;
let client;
let server;
let origin;
const served = [];

/** `robots ARGS…`: its status, standard output and standard error. */
function cli(args, input) {
  const r = spawnSync(BIN, args, { input, encoding: 'utf8', maxBuffer: 64 << 20 });
  assert.equal(r.error, undefined);
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** `cli` without blocking this process (whose server it may fetch from). */
function cliAsync(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(BIN, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Each JSON line of standard output. */
const lines = (stdout) => stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l));

/** A `check --json` line with the MCP result's `user_agent`. */
const withUserAgent = (r) => ({ ...r, user_agent: r.agent });

/** The notes on standard error, without `robots: `. */
const notes = (stderr) =>
  stderr
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => l.replace(/^robots: /, ''));

async function call(name, args) {
  return client.callTool({ name, arguments: args });
}

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'robots-mcp-'));
  file = join(dir, 'robots.txt');
  writeFileSync(file, ROBOTS);
  // Googlebot's list, as `robots ranges update` saves it.
  writeFileSync(
    join(dir, 'common-crawlers.json'),
    JSON.stringify({
      creationTime: '2026-11-01T00:00:00.000000',
      prefixes: [{ ipv4Prefix: '192.0.2.0/24' }, { ipv6Prefix: '2001:db8:1::/48' }],
    }),
  );
  server = createServer((req, res) => {
    served.push(req.url);
    if (req.url === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(ROBOTS);
    } else if (req.url === '/moved/robots.txt') {
      res.writeHead(301, { location: '/robots.txt' });
      res.end();
    } else if (req.url === '/down/robots.txt') {
      res.writeHead(503);
      res.end('down');
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  origin = `http://127.0.0.1:${server.address().port}`;
  client = new Client({ name: 'robots-mcp-test', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({ command: BIN, args: ['mcp', '--ranges', dir], stderr: 'pipe' }),
  );
});

after(async () => {
  await client?.close();
  await new Promise((ok) => server?.close(ok) ?? ok());
  rmSync(dir, { recursive: true, force: true });
});

test('initialize names the server and lists six tools, each with its schemas', async () => {
  assert.equal(client.getServerVersion().name, 'robots');
  const { tools } = await client.listTools();
  assert.deepEqual(
    tools.map((t) => t.name).sort(),
    ['check', 'explain', 'fetch', 'lint', 'policy', 'verify_ip'],
  );
  for (const t of tools) {
    assert.ok(t.description.length > 40, t.name);
    assert.equal(t.inputSchema.type, 'object', t.name);
    assert.equal(t.outputSchema.type, 'object', t.name);
  }
  const check = tools.find((t) => t.name === 'check');
  assert.deepEqual(check.inputSchema.required.sort(), ['urls', 'user_agents']);
  assert.equal(check.inputSchema.properties.urls.type, 'array');
  for (const k of ['url', 'user_agent', 'token', 'allowed', 'line', 'rule', 'reason', 'explanation']) {
    assert.ok(check.outputSchema.$defs.CheckResult.properties[k], k);
  }
});

test('check answers what `robots check --json` prints, one result per URL × user agent', async () => {
  const r = await call('check', { robots_txt: ROBOTS, urls: URLS, user_agents: AGENTS });
  assert.equal(r.isError, false);
  const args = ['check', file, '--json', ...AGENTS.flatMap((a) => ['--agent', a]), ...URLS.flatMap((u) => ['--url', u])];
  const c = cli(args);
  assert.equal(c.code, 0, c.stderr);
  const expected = lines(c.stdout).map(withUserAgent);
  assert.equal(expected.length, URLS.length * AGENTS.length);
  assert.deepEqual(r.structuredContent.results, expected);
  assert.deepEqual(r.structuredContent.notes, []);
  // Google's tie-break: Allow: /folder and Disallow: /folder are equally long.
  const tie = r.structuredContent.results[0];
  assert.equal(tie.allowed, true);
  assert.equal(tie.line, 6);
  assert.equal(tie.reason, 'tie_allow_wins');
  assert.match(tie.explanation, /least restrictive rule, so Allow wins/);
  // The text is the command's text lines.
  const text = cli(args.filter((a) => a !== '--json')).stdout.trim();
  assert.equal(r.content[0].text, text);
});

test('check words the explanations in lang, and the codes stay', async () => {
  const [en, ko] = await Promise.all(
    ['en', 'ko'].map((lang) => call('check', { robots_txt: ROBOTS, urls: URLS, user_agents: ['Googlebot'], lang })),
  );
  const c = cli(['check', file, '--json', '--lang', 'ko', '--agent', 'Googlebot', ...URLS.flatMap((u) => ['--url', u])]);
  assert.deepEqual(ko.structuredContent.results, lines(c.stdout).map(withUserAgent));
  for (const [a, b] of en.structuredContent.results.map((r, i) => [r, ko.structuredContent.results[i]])) {
    assert.equal(a.reason, b.reason);
    assert.equal(a.line, b.line);
    assert.notEqual(a.explanation, b.explanation);
  }
});

test('lint answers the lines and codes of `robots lint`', async () => {
  const r = await call('lint', { robots_txt: ROBOTS });
  assert.equal(r.isError, false);
  const c = cli(['lint', file]);
  const expected = c.stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => {
      const [line, severity, code, ...message] = l.split('\t');
      return { line: Number(line), severity, code, message: message.join('\t') };
    });
  assert.ok(expected.length >= 2);
  assert.deepEqual(r.structuredContent.diagnostics, expected);
  assert.ok(expected.some((d) => d.line === 8), 'Crawl-delay is reported');
  assert.equal(r.content[0].text, c.stdout.trim());
  const clean = await call('lint', { robots_txt: 'User-agent: *\nDisallow: /x\n' });
  assert.deepEqual(clean.structuredContent.diagnostics, []);
  assert.equal(clean.content[0].text, 'No diagnostics.');
});

test('policy answers `robots policy --json`, one row per crawler', async () => {
  for (const url of [undefined, 'https://example.com/nogoogle']) {
    const r = await call('policy', url ? { robots_txt: ROBOTS, url } : { robots_txt: ROBOTS });
    assert.equal(r.isError, false);
    const c = cli(['policy', file, '--json', ...(url ? ['--url', url] : [])]);
    assert.equal(c.code, 0, c.stderr);
    assert.deepEqual(r.structuredContent.crawlers, lines(c.stdout));
    const gpt = r.structuredContent.crawlers.find((x) => x.token === 'GPTBot');
    assert.equal(gpt.allowed, false);
    assert.equal(gpt.line, 12);
  }
});

test('explain gives the check and the trace, step by step, in a language', async () => {
  const args = { robots_txt: ROBOTS, url: URLS[0], user_agent: 'Googlebot' };
  const r = await call('explain', args);
  assert.equal(r.isError, false);
  const check = await call('check', { robots_txt: ROBOTS, urls: [URLS[0]], user_agents: ['Googlebot'] });
  const { trace, lang, notes: n, ...result } = r.structuredContent;
  assert.deepEqual(result, check.structuredContent.results[0]);
  assert.equal(lang, 'en');
  assert.deepEqual(n, []);
  assert.deepEqual(
    trace.map((s) => s.step),
    ['token', 'path', 'group', 'rule', 'rule', 'decision'],
  );
  assert.match(trace[2].text, /The group at line 4 names Googlebot/);
  assert.deepEqual(trace.filter((s) => s.step === 'rule').map((s) => [s.line, s.text]), [
    [6, 'Line 6: Allow: /folder (7 bytes): decides'],
    [5, 'Line 5: Disallow: /folder (7 bytes): ties; allow wins'],
  ]);
  assert.equal(trace.at(-1).line, 6);
  assert.equal(trace.at(-1).text, result.explanation);
  // The same user agent in Korean: the same steps and lines, other words.
  const other = { ...args, url: URLS[1], user_agent: 'SomeBot/1.0' };
  const [en, ko] = await Promise.all(['en', 'ko'].map((l) => call('explain', { ...other, lang: l })));
  const [a, b] = [en.structuredContent.trace, ko.structuredContent.trace];
  assert.deepEqual(a.map((s) => [s.step, s.line]), [
    ['token', null],
    ['path', null],
    ['group', 1],
    ['rule', 2],
    ['decision', 2],
  ]);
  assert.deepEqual(b.map((s) => [s.step, s.line]), a.map((s) => [s.step, s.line]));
  assert.equal(a[0].text, 'The crawler token is SomeBot, from “SomeBot/1.0”.');
  assert.match(b[0].text, /SomeBot/);
  assert.notEqual(a[0].text, b[0].text);
  assert.equal(ko.structuredContent.lang, 'ko');
  assert.equal(ko.content[0].text.split('\n').length, 6);
});

test('fetch and robots_url go as `robots fetch` goes, to the URL named only', async () => {
  served.length = 0;
  const url = `${origin}/moved/robots.txt`;
  const r = await call('fetch', { url });
  assert.equal(r.isError, false);
  const c = await cliAsync(['fetch', url]);
  assert.equal(c.code, 0, c.stderr);
  const s = r.structuredContent;
  assert.equal(s.body, c.stdout);
  assert.equal(s.status, 200);
  assert.equal(s.redirects, 1);
  assert.equal(s.outcome, 'rules');
  assert.equal(s.bytes, Buffer.byteLength(ROBOTS));
  assert.deepEqual(s.notes, notes(c.stderr));
  assert.equal(s.notes.at(-1), s.note);
  assert.equal(r.content[0].text, s.note);
  assert.deepEqual(served, ['/moved/robots.txt', '/robots.txt', '/moved/robots.txt', '/robots.txt']);

  const down = await call('fetch', { url: `${origin}/down/robots.txt` });
  assert.equal(down.structuredContent.status, 503);
  assert.equal(down.structuredContent.outcome, 'disallow_all');
  assert.equal(down.structuredContent.body, null);
  assert.match(down.structuredContent.explanation, /disallow/i);

  // explain: when the fetch result replaces the rules, it is the one step.
  const replaced = await call('explain', { robots_url: `${origin}/down/robots.txt`, url: '/', user_agent: 'Googlebot' });
  assert.equal(replaced.structuredContent.reason, 'disallow_all');
  assert.equal(replaced.structuredContent.fetch.status, 503);
  assert.deepEqual(replaced.structuredContent.trace, [
    { step: 'fetch', line: null, text: replaced.structuredContent.explanation },
  ]);

  // check with robots_url: the fetch object and verdicts of `check URL --json`.
  for (const robotsUrl of [url, `${origin}/down/robots.txt`]) {
    const viaUrl = await call('check', { robots_url: robotsUrl, urls: URLS, user_agents: ['Googlebot'] });
    const cc = await cliAsync(['check', robotsUrl, '--json', '--agent', 'Googlebot', ...URLS.flatMap((u) => ['--url', u])]);
    assert.deepEqual(viaUrl.structuredContent.results, lines(cc.stdout).map(withUserAgent));
    assert.deepEqual(viaUrl.structuredContent.notes, notes(cc.stderr));
  }
});

test('verify_ip answers by the rule `robots audit` counts with', async () => {
  const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
  const cases = [
    ['192.0.2.9', googlebot, 'verified'],
    ['::ffff:192.0.2.10', googlebot, 'verified'],
    ['2001:db8:1::7', googlebot, 'verified'],
    ['198.51.100.1', googlebot, 'forged'],
    ['192.0.2.9', 'Mozilla/5.0 (compatible; bingbot/2.0)', 'unverified'],
    ['192.0.2.9', 'Mozilla/5.0 (compatible; SomeBot/1.0)', 'unverified'],
  ];
  for (const [ip, ua, status] of cases) {
    const r = await call('verify_ip', { ip, user_agent: ua });
    assert.equal(r.isError, false);
    const s = r.structuredContent;
    assert.equal(s.status, status, `${ip} ${ua}`);
    if (status === 'verified' || status === 'forged') {
      assert.equal(s.token, 'Googlebot');
      assert.equal(s.list, 'common-crawlers.json');
      assert.equal(s.list_date, '2026-11-01T00:00:00.000000');
    }
    // The same request in a log, audited with the same lists.
    const log = join(dir, 'access.log');
    writeFileSync(log, `${ip} - - [01/Dec/2026:10:00:00 +0000] "GET /a HTTP/1.1" 200 5 "-" "${ua}"\n`);
    const a = cli(['audit', log, '--robots', file, '--ranges', dir, '--json']);
    const row = JSON.parse(a.stdout).crawlers.find((c) => c.token.toLowerCase() === (s.token ?? '').toLowerCase());
    if (row) {
      assert.equal(row[status], 1, `audit counts ${ip} ${ua} as ${status}`);
    } else {
      assert.equal(status, 'unverified');
    }
  }
  const none = await call('verify_ip', { ip: '192.0.2.9', user_agent: 'Mozilla/5.0 (compatible; bingbot/2.0)' });
  assert.equal(none.structuredContent.why, 'no_list_saved');
  assert.match(none.content[0].text, /bingbot/);
});

test('bad arguments are tool errors, and the next call still works', async () => {
  const good = { robots_txt: ROBOTS, urls: [URLS[0]], user_agents: ['Googlebot'] };
  const bad = [
    ['check', { robots_txt: ROBOTS, user_agents: ['Googlebot'] }, /missing field `urls`/],
    ['check', { ...good, urls: 'https://example.com/' }, /expected a sequence/],
    ['check', { ...good, robots_url: `${origin}/robots.txt` }, /one of the two/],
    ['check', { urls: good.urls, user_agents: good.user_agents }, /one of the two/],
    ['check', { ...good, urls: [] }, /urls is empty/],
    ['check', { ...good, user_agents: [''] }, /./],
    ['check', { urls: good.urls, user_agents: good.user_agents, robots_url: file }, /not an http/],
    ['check', { ...good, lang: 'fr' }, /unknown variant/],
    ['check', { ...good, urls: Array(101).fill('/'), user_agents: Array(100).fill('a') }, /at most 10000/],
    ['explain', { robots_txt: ROBOTS, url: 'http://[::1/', user_agent: 'Googlebot' }, /./],
    ['lint', { robots_txt: 42 }, /invalid type/],
    ['verify_ip', { ip: 'not an address', user_agent: 'Googlebot' }, /not an IPv4 or IPv6 address/],
    ['fetch', { url: 'file:///etc/passwd' }, /not an http/],
  ];
  for (const [name, args, message] of bad) {
    const r = await call(name, args);
    assert.equal(r.isError, true, `${name} ${JSON.stringify(args).slice(0, 80)}`);
    assert.match(r.content[0].text, message);
    const next = await call('check', good);
    assert.equal(next.isError, false);
    assert.equal(next.structuredContent.results[0].line, 6);
  }
});

test('a 3 MB robots_txt is cut as the command cuts it, and answered', async () => {
  const big = `${ROBOTS}\n${'Disallow: /x\n'.repeat(240_000)}User-agent: *\nDisallow: /late\n`;
  assert.ok(big.length > 3_000_000);
  const bigFile = join(dir, 'big.txt');
  writeFileSync(bigFile, big);
  const urls = ['https://example.com/late', 'https://example.com/x'];
  const r = await call('check', { robots_txt: big, urls, user_agents: ['Googlebot'] });
  assert.equal(r.isError, false);
  const c = cli(['check', bigFile, '--json', '--agent', 'Googlebot', ...urls.flatMap((u) => ['--url', u])]);
  const expected = lines(c.stdout).map(withUserAgent);
  assert.deepEqual(r.structuredContent.results, expected);
  assert.equal(expected[0].allowed, true, 'the line past 500 KiB is not read');
  // The truncation note, with the file named as standard input.
  assert.equal(r.structuredContent.notes.length, 1);
  assert.match(r.structuredContent.notes[0], /Google reads only the first 512000/);
  const lint = await call('lint', { robots_txt: big });
  assert.equal(lint.isError, false);
  const then = await call('lint', { robots_txt: 'Disalow: /x\n' });
  assert.equal(then.structuredContent.diagnostics.length > 0, true);
});
