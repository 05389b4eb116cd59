// The Traffic view (issue 46): access logs opened in the page are read by
// the checking worker (streamed, gzip through DecompressionStream) against
// the file in the editor and the crawlers' address lists, and each
// crawler's row says what `robots audit --json` says on the same files and
// lists: requests, disallowed, verified, forged, and what the edge answered
// (refused, payment_required, disallowed_served). The logs hold a Combined
// log (virtual hosts, IPv6, IPv4-mapped IPv6, forged addresses, unreadable
// lines), JSON lines and a gzipped Combined log; addresses come from the
// documentation ranges only.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { robotsCli } from './lib.mjs';
import { settled, startSession } from './page.mjs';

const ROBOTS = 'User-agent: *\nDisallow: /private\n\nUser-agent: GPTBot\nDisallow: /\n';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const GPTBOT = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.2; +https://openai.com/gptbot';
const BINGBOT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0';

const T0 = Date.UTC(2026, 10, 1) / 1000;
const clf = (t) => {
  const d = new Date(t * 1000);
  const mon = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][d.getUTCMonth()];
  const p = (n) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}/${mon}/${d.getUTCFullYear()}:${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} +0000`;
};
const line = (t, ip, target, agent, vhost = '', status = 200) =>
  `${vhost}${ip} - - [${clf(t)}] "GET ${target} HTTP/1.1" ${status} 512 "-" "${agent}"\n`;

// What each file holds: known answers, checked against the CLI below.
const COMBINED =
  line(T0, '192.0.2.10', '/page', GOOGLEBOT, 'example.com:443 ', 403) + // allowed, verified, refused
  line(T0 + 60, '203.0.113.200', '/private/x', GOOGLEBOT) + // disallowed, forged
  'this is not a log line\n' +
  line(T0 + 120, '::ffff:192.0.2.11', '/robots.txt', GOOGLEBOT, '', 403) + // robots fetch, verified (mapped): not a refusal
  line(T0 + 180, '2001:db8:1::5', '/private/y?q=1', GOOGLEBOT) + // disallowed, verified (IPv6)
  line(T0 + 240, '192.0.2.50', '/private/x', PERSON) + // a person
  '[broken\n';
const JSONL = [
  { ip: '198.51.100.1', host: 'example.com', path: '/a', user_agent: GPTBOT, time: '2026-11-02T10:00:00Z', status: 200 },
  { ip: '192.0.2.99', host: 'example.com', path: '/b', user_agent: GPTBOT, time: '2026-11-02T11:00:00Z', status: 200 },
  { ip: '2001:db8:9::1', host: 'example.com', path: '/c', user_agent: GPTBOT, time: '2026-11-02T12:00:00Z', status: 403 },
  // Allowed, verified, and the edge asks for payment.
  { ip: '192.0.2.10', host: 'example.com', path: '/shop', user_agent: GOOGLEBOT, time: '2026-11-02T13:00:00Z', status: 402 },
]
  .map((o) => JSON.stringify(o))
  .join('\n') + '\n{"not": "a request"}\n';
const GZIPPED = gzipSync(
  Buffer.from(
    Array.from({ length: 200 }, (_, i) =>
      line(T0 + 86400 * 2 + i, i % 2 ? '203.0.113.5' : '2001:db8:1::9', `/private/z${i % 3}`, i % 4 ? BINGBOT : GOOGLEBOT),
    ).join(''),
  ),
);
const LISTS = {
  'common-crawlers.json': {
    creationTime: '2026-11-20T00:00:00.000000',
    prefixes: [{ ipv4Prefix: '192.0.2.0/25' }, { ipv6Prefix: '2001:db8:1::/48' }],
  },
  'gptbot.json': { creationTime: '2026-11-21T00:00:00Z', prefixes: [{ ipv4Prefix: '198.51.100.0/24' }] },
};

// 1: a verified crawler fetched a disallowed URL; the report is printed.
const robots = (...args) => robotsCli(args, { exitOk: [1], stderr: 'ignore' });

const FIELDS = ['requests', 'disallowed', 'verified', 'forged', 'refused', 'payment_required', 'disallowed_served'];
// The row's data attributes, in FIELDS' order.
const HOOKS = ['requests', 'disallowed', 'verified', 'forged', 'refused', 'payment', 'served'];
let session;
let dir;
let expected; // token → FIELDS, from the CLI
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'robots-traffic-'));
  await writeFile(join(dir, 'robots.txt'), ROBOTS);
  await writeFile(join(dir, 'a.log'), COMBINED);
  await writeFile(join(dir, 'b.jsonl'), JSONL);
  await writeFile(join(dir, 'c.log.gz'), GZIPPED);
  for (const [name, list] of Object.entries(LISTS)) await writeFile(join(dir, name), JSON.stringify(list));
  const doc = JSON.parse(
    robots('audit', ...['a.log', 'b.jsonl', 'c.log.gz'].map((f) => join(dir, f)), '--robots', join(dir, 'robots.txt'), '--ranges', dir, '--json'),
  );
  expected = Object.fromEntries(doc.crawlers.map((c) => [c.token, FIELDS.map((f) => c[f])]));
  // The files are there to show these: forged and IPv6-verified Googlebot,
  // GPTBot disallowed everywhere, Bingbot without a list.
  // What the edge answered: Googlebot refused once and asked to pay once
  // where the file allows, and served the 52 disallowed requests; GPTBot's
  // disallowed 403 is no refusal, its two 200s were served.
  assert.deepEqual(expected.Googlebot, [55, 52, 54, 1, 1, 1, 52]);
  assert.deepEqual(expected.GPTBot, [3, 3, 1, 2, 0, 0, 2]);
  assert.deepEqual(expected.Bingbot, [150, 150, 0, 0, 0, 0, 150]);
  session = await startSession();
});
after(async () => {
  await session?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const rows = (page) =>
  page.getByTestId('traffic-row').evaluateAll(
    (els, hooks) => Object.fromEntries(els.map((e) => [e.dataset.token, hooks.map((f) => Number(e.dataset[f]))])),
    HOOKS,
  );

describe('the Traffic view', () => {
  test('logs in three formats give the rows robots audit gives, and a path shows its deciding line', async (t) => {
    const tester = await session.open();
    t.after(() => tester.close());
    const { page } = tester;
    const requests = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await tester.setRobots(ROBOTS);
    // Nothing of the view is made before it is opened, and nothing fetched.
    assert.equal(await page.getByTestId('traffic-input').count(), 0);
    assert.ok(!requests.some((p) => p.includes('ranges/')), requests.join(' '));
    await page.getByTestId('traffic').locator('summary').click();
    // Opening the view asks for the lists deployed with the page (none here).
    await settled(() => requests.some((p) => p.endsWith('/ranges/index.txt')), true);
    await page.getByTestId('traffic-ranges').setInputFiles(
      Object.entries(LISTS).map(([name, list]) => ({ name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(list)) })),
    );
    await settled(() => page.locator('.traffic-lists li').count(), 2);
    await page.getByTestId('traffic-input').setInputFiles([
      { name: 'a.log', mimeType: 'text/plain', buffer: Buffer.from(COMBINED) },
      { name: 'b.jsonl', mimeType: 'application/json', buffer: Buffer.from(JSONL) },
      { name: 'c.log.gz', mimeType: 'application/gzip', buffer: GZIPPED },
    ]);
    await settled(() => rows(page), expected, { timeout: 15_000 });
    // Grouped by purpose: search (Googlebot, Bingbot) before AI training (GPTBot).
    const order = await page.getByTestId('traffic-row').evaluateAll((els) => els.map((e) => e.dataset.token));
    assert.deepEqual(order, ['Googlebot', 'Bingbot', 'GPTBot']);
    // The chart has a bar a day (three days of crawler requests).
    assert.ok((await page.locator('.traffic-chart rect').count()) >= 3);
    // A crawler opens its top disallowed paths; one shows its line (2).
    const googlebot = page.locator('[data-testid=traffic-row][data-token=Googlebot]');
    await googlebot.locator('summary').click();
    await googlebot.locator('.traffic-top li button').first().click();
    assert.equal((await tester.selectedRobots()).trim(), 'Disallow: /private');
    // The lists are kept for the next visit.
    const kept = await page.evaluate(() => localStorage.getItem('robots-tester.ranges'));
    assert.deepEqual(kept.split('\n').sort(), Object.keys(LISTS).sort());
    // Compare mode judges by both files: the "before" file blocked nothing.
    await page.getByTestId('compare-toggle').click();
    await page.getByTestId('before-input').fill('User-agent: *\nAllow: /\n');
    await page.getByTestId('traffic-input').setInputFiles([{ name: 'a.log', mimeType: 'text/plain', buffer: Buffer.from(COMBINED) }]);
    // Requests, robots.txt, allowed, disallowed, grace, verified, forged,
    // unverified, refused, payment required, disallowed served; then the
    // "before" file's disallowed.
    await settled(
      () => page.locator('[data-testid=traffic-row][data-token=Googlebot] td.num').allInnerTexts(),
      ['4', '1', '1', '2', '0', '3', '1', '0', '1', '0', '2', '0'],
    );
  });

  // Issue 53: lists opened, then at once a log, with no wait between them
  // (and the other orders, and an edit in between): every log opened is
  // read, whatever comes first, and its rows are the CLI's. Repeated, each
  // time on a fresh page of the same browser: the race it guards against
  // (the lists' own refresh replacing the log's audit) lost the rows in two
  // runs of three.
  test('lists, logs and edits in any order, with no wait: the opened log is read and its rows show', async (t) => {
    // 3,000 requests: Googlebot from a listed and an unlisted address,
    // GPTBot, Bingbot and people, on allowed and disallowed paths.
    const agents = [GOOGLEBOT, GPTBOT, BINGBOT, PERSON];
    const ips = ['192.0.2.10', '203.0.113.7', '198.51.100.4', '2001:db8:1::5'];
    const big = Array.from({ length: 3000 }, (_, i) =>
      line(T0 + i * 7, ips[i % 4], i % 3 ? `/private/p${i % 50}` : `/page${i % 70}`, agents[(i >> 2) % 4]),
    ).join('');
    await writeFile(join(dir, 'big.log'), big);
    const edited = 'User-agent: *\nDisallow: /page\n';
    await writeFile(join(dir, 'edited.txt'), edited);
    const audit = (robotsFile) =>
      Object.fromEntries(
        JSON.parse(robots('audit', join(dir, 'big.log'), '--robots', join(dir, robotsFile), '--ranges', dir, '--json')).crawlers.map(
          (c) => [c.token, FIELDS.map((f) => c[f])],
        ),
      );
    const want = audit('robots.txt');
    const wantEdited = audit('edited.txt');
    // Three in four requests are crawlers'.
    assert.ok(Object.values(want).reduce((n, c) => n + c[0], 0) >= 2250, JSON.stringify(want));
    assert.notDeepEqual(want, wantEdited);
    const listFiles = Object.entries(LISTS).map(([name, list]) => ({
      name,
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(list)),
    }));
    const logFiles = [{ name: 'big.log', mimeType: 'text/plain', buffer: Buffer.from(big) }];
    const orders = [
      ['lists then the log', ['lists', 'log'], want],
      ['lists then the log', ['lists', 'log'], want],
      ['lists then the log', ['lists', 'log'], want],
      ['the log then lists', ['log', 'lists'], want],
      ['lists, the log, then an edit', ['lists', 'log', 'edit'], wantEdited],
      ['the log, an edit, then lists', ['log', 'edit', 'lists'], wantEdited],
    ];
    for (const [name, steps, expected] of orders) {
      const tester = await session.open();
      t.after(() => tester.close());
      const { page } = tester;
      await tester.setRobots(ROBOTS);
      await page.getByTestId('traffic').locator('summary').click();
      // No wait between the steps: each is sent as the previous returns.
      const ranges = page.getByTestId('traffic-ranges');
      const logs = page.getByTestId('traffic-input');
      for (const step of steps) {
        if (step === 'lists') await ranges.setInputFiles(listFiles);
        else if (step === 'log') await logs.setInputFiles(logFiles);
        else await tester.robots.fill(edited);
      }
      assert.deepEqual(await settled(() => rows(page), expected, { timeout: 30_000 }), expected, name);
      // The lists opened are the ones the report names.
      assert.equal(await page.locator('.traffic-lists li').count(), 2, name);
      assert.deepEqual(tester.errors, [], name);
    }
  });
});

// Issue 59: crawlers that sign (Web Bot Auth). The requests are signed here
// with Node's own Ed25519 (OpenSSL), apart from the Rust verifier, and the
// signature base written out as RFC 9421 says; the key directories are
// opened beside the address lists, and the page's signed agents are the
// CLI's.
describe('the Traffic view with signed requests', () => {
  const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
  const CHATGPT = 'https://chatgpt.com';
  const GOOGLE = 'https://agent.bot.goog';
  const agentKey = () => {
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const { x } = publicKey.export({ format: 'jwk' });
    // RFC 7638: the SHA-256 of the required members, in lexical order.
    const keyid = createHash('sha256').update(`{"crv":"Ed25519","kty":"OKP","x":"${x}"}`).digest('base64url');
    return { x, keyid, privateKey };
  };
  const signed = (key, origin, created) => {
    const agent = `"${origin}"`;
    const nonce = randomBytes(16).toString('base64url');
    const params = `("@authority" "signature-agent");created=${created};expires=${created + 3600};keyid="${key.keyid}";alg="ed25519";nonce="${nonce}";tag="web-bot-auth"`;
    const base = `"@authority": www.example.com\n"signature-agent": ${agent}\n"@signature-params": ${params}`;
    const signature = sign(null, Buffer.from(base), key.privateKey).toString('base64');
    return { 'User-Agent': [BROWSER], 'Signature-Agent': [agent], 'Signature-Input': [`sig1=${params}`], Signature: [`sig1=:${signature}:`] };
  };
  // Caddy's JSON log.
  const caddy = (ts, uri, headers) =>
    JSON.stringify({ ts, request: { remote_ip: '192.0.2.7', method: 'GET', host: 'www.example.com', uri, tls: {}, headers }, status: 200 });
  const directory = (...keys) => JSON.stringify({ keys: keys.map((k) => ({ kty: 'OKP', crv: 'Ed25519', x: k.x })) });

  test('each status of two agents, with a key rotation, as robots audit counts them', async (t) => {
    const [old, renewed, google] = [agentKey(), agentKey(), agentKey()];
    const DAY = 86400;
    const log =
      [
        caddy(T0 + 10, '/private/a', signed(old, CHATGPT, T0)), // verified, disallowed
        caddy(T0 + DAY + 10, '/page', signed(renewed, CHATGPT, T0 + DAY)), // verified: the new key
        caddy(T0 + DAY + 10, '/page', signed(old, CHATGPT, T0)), // invalid: replayed after its window
        caddy(T0 + 20, '/page', signed(google, GOOGLE, T0)), // verified
        caddy(T0 + 30, '/private/b', signed(old, GOOGLE, T0)), // unknown_key: ChatGPT's key, Google claimed
        caddy(T0 + 40, '/page', { 'User-Agent': [BROWSER], 'Signature-Agent': [`"${CHATGPT}"`] }), // unsigned
        caddy(T0 + 50, '/page', { 'User-Agent': [BROWSER] }), // no signature headers
      ].join('\n') + '\n';
    const directories = {
      'chatgpt.com.json': directory(old, renewed),
      'agent.bot.goog.json': directory(google),
    };
    const sdir = await mkdtemp(join(tmpdir(), 'robots-signed-'));
    t.after(() => rm(sdir, { recursive: true, force: true }));
    await writeFile(join(sdir, 'robots.txt'), ROBOTS);
    await writeFile(join(sdir, 'signed.jsonl'), log);
    await mkdir(join(sdir, 'signature-agents'));
    for (const [name, body] of Object.entries(directories)) await writeFile(join(sdir, 'signature-agents', name), body);
    const doc = JSON.parse(
      robotsCli(['audit', join(sdir, 'signed.jsonl'), '--robots', join(sdir, 'robots.txt'), '--ranges', sdir, '--json'], { stderr: 'ignore' }),
    );
    const COUNTS = ['requests', 'verified', 'invalid', 'unknown_key', 'unsigned', 'disallowed'];
    const want = Object.fromEntries(doc.signed.map((s) => [s.agent, COUNTS.map((c) => s[c])]));
    assert.deepEqual(want, {
      [CHATGPT]: [4, 2, 1, 0, 1, 1],
      [GOOGLE]: [2, 1, 0, 1, 0, 1],
    });
    const wantSigned = Object.fromEntries(doc.crawlers.map((c) => [c.token, c.signed]));
    assert.deepEqual(wantSigned, { 'ChatGPT-User': 2, 'Google-Agent': 1 });

    const tester = await session.open();
    t.after(() => tester.close());
    const { page } = tester;
    await tester.setRobots(ROBOTS);
    await page.getByTestId('traffic').locator('summary').click();
    await page.getByTestId('traffic-ranges').setInputFiles(
      Object.entries(directories).map(([name, body]) => ({ name, mimeType: 'application/json', buffer: Buffer.from(body) })),
    );
    await settled(
      () => page.locator('.traffic-lists li').allInnerTexts().then((l) => l.filter((x) => x.startsWith('Key directory'))),
      ['Key directory of https://agent.bot.goog: one key', 'Key directory of https://chatgpt.com: 2 keys'],
    );
    await page.getByTestId('traffic-input').setInputFiles([{ name: 'signed.jsonl', mimeType: 'application/json', buffer: Buffer.from(log) }]);
    const HOOKS = ['requests', 'verified', 'invalid', 'unknownKey', 'unsigned', 'disallowed'];
    const signedRows = () =>
      page
        .getByTestId('traffic-signed-row')
        .evaluateAll((els, hooks) => Object.fromEntries(els.map((e) => [e.dataset.agent, hooks.map((h) => Number(e.dataset[h]))])), HOOKS);
    assert.deepEqual(await settled(signedRows, want, { timeout: 15_000 }), want);
    const crawlerSigned = () =>
      page.getByTestId('traffic-row').evaluateAll((els) => Object.fromEntries(els.map((e) => [e.dataset.token, Number(e.dataset.signed)])));
    assert.deepEqual(await settled(crawlerSigned, wantSigned), wantSigned);
    // What a signature proves is said beside the table.
    assert.match(await page.locator('.traffic-signed + .hint').innerText(), /proves who sent a request, not that it obeyed/);
    assert.deepEqual(tester.errors, []);
  });
});
