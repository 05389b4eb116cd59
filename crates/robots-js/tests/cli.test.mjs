// One source of truth: the package's verdict objects carry the same codes,
// sentences and values as `robots check --json` for the same inputs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RobotsTxt } from 'robotstxt-wasm';

const cli = process.env.ROBOTS_CLI;

const FILES = [
  'User-agent: *\nDisallow: /*.htm\nAllow: /page\n',
  [
    'Sitemap: https://example.com/sitemap.xml',
    'User-agent: Googlebot',
    'User-agent: Bingbot',
    'Disallow: /private',
    'Allow: /private/ok',
    'Disallow: /dir/',
    'Allow: /dir/index.html',
    'Disallow: /tie',
    'Allow: /tie',
    'Disallow:',
    '',
    'User-agent: *',
    'Disallow: /',
    'Allow: /$',
    '',
    'User-agent: AdsBot-Google',
    'Disallow: /ads',
    '',
  ].join('\n'),
  'useragent: googlebot\ndissallow /a b\nallow: /a b/c\n\nuser-agent: Googlebot-News\n',
];
const AGENTS = [
  'Googlebot',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Googlebot-Image/1.0',
  'Googlebot-News',
  'bingbot/2.0',
  'AdsBot-Google-Mobile',
  'GPTBot',
];
const URLS = [
  'https://example.com/',
  'https://example.com/page.htm',
  'https://example.com/private/x',
  'https://example.com/private/ok?x=1',
  'https://example.com/dir/',
  'https://example.com/tie',
  'https://example.com/a b/c',
  'https://example.com/a%20b',
  '/ads/x',
  'http://example.com/x/../private',
];

function viaCli(body, raw) {
  const dir = mkdtempSync(join(tmpdir(), 'robots-js-cli-'));
  const path = join(dir, 'robots.txt');
  writeFileSync(path, body);
  const args = ['check', path, '--json'];
  for (const a of AGENTS) args.push('-a', a);
  for (const u of URLS) args.push('-u', u);
  if (raw) args.push('--raw');
  const out = execFileSync(cli, args, { encoding: 'utf8' });
  return out
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l));
}

test('the CLI under comparison is present', () => {
  assert.ok(cli, 'ROBOTS_CLI names the robots binary (scripts/test-js sets it)');
});

for (const raw of [false, true]) {
  for (const [i, body] of FILES.entries()) {
    test(`file ${i + 1}, ${raw ? 'raw' : 'tester'} mode: verdicts equal robots check --json`, () => {
      const records = viaCli(body, raw);
      assert.equal(records.length, URLS.length * AGENTS.length);
      const robots = RobotsTxt.parse(body);
      let k = 0;
      for (const url of URLS) {
        for (const agent of AGENTS) {
          const rec = records[k++];
          assert.equal(rec.url, url);
          assert.equal(rec.agent, agent);
          const v = robots.check(agent, url, { raw });
          const ours = {
            token: v.token,
            path: v.path,
            allowed: v.allowed,
            line: v.line,
            reason: v.reason.code,
            rule: v.rule ? v.rule.kind : null,
            pattern: v.rule ? v.rule.pattern : null,
            written: v.rule ? v.rule.written : null,
            priority: v.rule ? v.rule.priority : null,
            groups: v.groups.code,
            group_lines: v.groups.agent_lines,
            explanation: v.reason.sentence,
          };
          const theirs = Object.fromEntries(Object.keys(ours).map((key) => [key, rec[key]]));
          assert.deepEqual(ours, theirs, `${agent} ${url}`);
        }
      }
      robots.free();
    });
  }
}
