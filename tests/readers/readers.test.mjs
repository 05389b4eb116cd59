// Differential test: `robots check --reader NAME` against the real libraries
// (CPython's urllib.robotparser, Protego and npm robots-parser), on files
// generated where the parsers part ways plus real robots.txt files.
//
// Environment: ROBOTS_BIN (the robots binary), ORACLE_PYTHON (a Python with
// protego installed), RFC9309_ROBOTPARSER (CPython's RFC 9309
// Lib/urllib/robotparser.py, the oracle of urllib-rfc9309), READERS_CORPUS (a
// folder of real robots.txt files; optional), READERS_CORPUS_FILES (how many
// of them to use; default 400).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { urlsFromRules } from './rule-urls.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const BIN = process.env.ROBOTS_BIN;
const PYTHON = process.env.ORACLE_PYTHON || 'python3';
const ROBOTS_URL = 'https://example.com/robots.txt';
const READERS = (process.env.READERS_ONLY || 'urllib,protego,robots-parser,urllib-rfc9309').split(',');

// A small deterministic generator (mulberry32).
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (r, xs) => xs[Math.floor(r() * xs.length)];

const AGENT_VALUES = [
  '*', 'Googlebot', 'googlebot', 'Googlebot-News', 'google', 'Googlebot/2.1', 'GPTBot', 'gpt',
  'bot', 'mybot', 'Bingbot', 'Googlebot Image', 'Mozilla/5.0 (compatible; Googlebot/2.1)', 'goo*bot',
  '', 'ÜberBot', '*bot', 'İbot', 'ΣBOT', '\u212Abot', 'bot%20x', 'bot x',
];
const PATTERNS = [
  '/', '/a', '/a/', '/a/b', '/a/b/c', '/ab', '/a*', '/a*b', '/*.pdf', '/*.pdf$', '/a$', '/a/$',
  '/a$/b', '/a/*/c$', '/%7Ea', '/~a', '/a%2Fb', '/a%2fb', '/ü', '/%C3%BC', '/%c3%bc', '/a?b=c',
  '/a?', '/a;b', '/a/index.html', '/a/index.htm', '*', '', '/a b', 'http://example.com/a',
  '//a', '/a%3Fb', '/a=b', '/a%3Db', '*a', 'a', '/A', '/a$b', '/a%24', '/%E9', '/robots.txt',
  '/a/*', '/*?', '/*?b=', '/a**b', '/%2A', '/a%', '/a:b', '/a[1]', '/a|b', "/a'b",
];
const KEYS = {
  ua: ['User-agent', 'user-agent', 'USER-AGENT', 'User-Agent', 'Useragent', 'User agent', 'user-agents'],
  allow: ['Allow', 'allow', 'ALLOW', 'Allowed', 'allow '],
  disallow: ['Disallow', 'disallow', 'DISALLOW', 'Dissallow', 'Disalow', 'Disallowed', 'Dis-allow'],
  other: ['Crawl-delay: 5', 'Crawl-delay: 0.5', 'Sitemap: https://example.com/s.xml', 'Host: example.com',
    'Noindex: /a', 'Request-rate: 1/5', 'Clean-param: ref /a', '# comment', 'Foo bar', ':', 'Visit-time: 0100-0200'],
};
const URL_PATHS = [
  '/', '/a', '/a/', '/a/b', '/a/bx', '/a/b/c', '/ab', '/a.pdf', '/b/x.pdf', '/x.pdfx', '/a%2Fb', '/a/b?x',
  '/a?b=c', '/a?b=cd', '/a;b', '/ü', '/%c3%bc', '/%C3%BC', '/a/index.html', '/a/index.htm', '/A', '/robots.txt',
  '/a$', '/a%24', '/a$/b', '/a/x/c', '/a/x/c/d', '/~a', '/%7ea', '/%7Ea', '/a%3Fb', '/a=b', '/a%3Db', '/a b',
  '/a%20b', '/a/../a/b', '/a/./b', '/http://example.com/a', '/a#frag', '/a:b', '/a[1]', "/a'b", '/ba', '/%E9',
];
const UA_INPUTS = [
  'Googlebot', 'googlebot', 'Googlebot-News', 'Googlebot-Image', 'GPTBot', 'Bingbot', 'bot', 'mybot',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'Googlebot/2.1', 'ÜberBot',
  'i\u0307bot', 'σbot', 'kbot', 'bot x',
];
const ODD_URLS = [
  'http://[::1]/a', 'http://[x/a', 'https://user@example.com/a', 'https://example.com/a?b=c#d', 'HTTPS://example.com/a',
  'https://example.com./a', 'example.com/a', 'ftp://example.com/a', 'https:example.com/a', 'http:/a', '//example.com/a',
  'https://example.com\\a\\b', 'https://example.com/a%zz', 'https://example.com/%', 'https://exa mple.com/a', '?q=1',
];

function line(r, eol) {
  const kind = r();
  if (kind < 0.25) return `${pick(r, KEYS.ua)}${pick(r, [': ', ':', ' ', ' : '])}${pick(r, AGENT_VALUES)}`;
  if (kind < 0.45) return `${pick(r, KEYS.disallow)}${pick(r, [': ', ':', ' '])}${pick(r, PATTERNS)}${r() < 0.1 ? ' # note' : ''}`;
  if (kind < 0.65) return `${pick(r, KEYS.allow)}${pick(r, [': ', ':', ' '])}${pick(r, PATTERNS)}`;
  if (kind < 0.78) return '';
  if (kind < 0.8) return '   ';
  return pick(r, KEYS.other);
}

function generated(count) {
  const files = [];
  for (let i = 0; i < count; i++) {
    const r = rng(1000 + i);
    const eol = pick(r, ['\n', '\n', '\n', '\r\n', '\r']);
    const lines = [`${pick(r, KEYS.ua)}: ${pick(r, AGENT_VALUES)}`];
    const n = 3 + Math.floor(r() * 14);
    for (let j = 0; j < n; j++) lines.push(line(r, eol));
    let text = lines.join(eol) + (r() < 0.8 ? eol : '');
    let body = Buffer.from(text, 'utf8');
    if (r() < 0.05) body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), body]);
    if (r() < 0.05) body = Buffer.concat([body, Buffer.from('Disallow: /\xff\xfe', 'latin1')]);
    const urls = [];
    for (let k = 0; k < 14; k++) {
      const p = pick(r, URL_PATHS);
      const form = r();
      if (form < 0.7) urls.push(`https://example.com${p}`);
      else if (form < 0.8) urls.push(p);
      else if (form < 0.85) urls.push(`http://example.com${p}`);
      else if (form < 0.9) urls.push(`https://EXAMPLE.com${p}`);
      else if (form < 0.95) urls.push(`https://other.example${p}`);
      else if (form < 0.97) urls.push(`https://example.com:443${p}`);
      else urls.push(pick(r, ODD_URLS));
    }
    const agents = [];
    for (let k = 0; k < 4; k++) agents.push(pick(r, UA_INPUTS));
    files.push({ name: `generated-${i}`, body, agents: [...new Set(agents)], urls: [...new Set(urls)] });
  }
  return files;
}

// Files that combine rule kinds within one group, where the readers' ways of
// ranking rules meet: `$` patterns beside `index.html` allows, misspelt keys
// beside wildcards, and several groups of one agent (in different cases)
// that merge. The first are written out: the cases that once parted ways.
const COMBINED_FIXED = [
  'User-agent: *\nDisallow: /$\nallow: /index.html\n',
  'User-agent: *\nDissallow: /$\nallow: /index.html\n',
  'User-agent: *\nallow: /index.html\nDisallow: /$\n',
  'User-agent: *\nDisallow: /a/$\nAllow: /a/index.html\nDisallow: /*$\n',
  'User-agent: bot\nDisallow: /a\n\nUser-agent: Bot\nAllow: /a/*\nUser-agent: *\nDisallow: /\nUser-agent: bot\nDisallow: /a/$\n',
];
const COMBINED = {
  agents: ['*', '*', 'bot', 'Bot', 'BOT', 'mybot', 'Googlebot', 'googlebot', 'Googlebot-News', ''],
  dollar: ['/$', '/a/$', '/a$', '/*$', '/a/*$', '/*.html$', '/index.html$', '/a/index.html$', '/$$', '/a$*', '/*/$', '/a/%24'],
  index: ['/index.html', '/a/index.html', '/index.htm', '/a/', '/a/index.html$', '/%61/index.html', '/*/index.html', '/'],
  wild: ['/*', '/a*', '/*.pdf', '/a/*/b', '/*.html', '/**', '*', '/a/**$', '/*x*b'],
  disallow: ['Disallow', 'disallow', 'Dissallow', 'Disalow', 'DISALLOW', 'Disallow '],
  allow: ['Allow', 'allow', 'ALLOW', 'Allowed'],
  ua: ['User-agent', 'user-agent', 'Useragent', 'User agent', 'USER-AGENT'],
  urls: ['/', '/$', '/%24', '/a', '/a/', '/a/$', '/a/%24', '/index.html', '/a/index.html', '/index.htm',
    '/a/b', '/a/x/b', '/x.pdf', '/a/x.html', '/a/index.html$', '/xab', '/a$', '/A/', '/?', '/index.html?x'],
  callers: ['bot', 'MyBot/1.0', 'Googlebot', 'Googlebot-News', 'Googlebot-Image', 'SomeOtherBot'],
};

function combined(count) {
  const files = COMBINED_FIXED.map((text, i) => ({ name: `combined-fixed-${i}`, text }));
  for (let i = 0; i < count; i++) {
    const r = rng(5000 + i);
    const lines = [];
    const groups = 1 + Math.floor(r() * 4);
    for (let g = 0; g < groups; g++) {
      const agents = 1 + Math.floor(r() * 2);
      for (let k = 0; k < agents; k++) {
        const key = r() < 0.85 ? 'User-agent' : pick(r, COMBINED.ua);
        lines.push(`${key}: ${pick(r, COMBINED.agents)}`);
      }
      const rules = 1 + Math.floor(r() * 5);
      for (let k = 0; k < rules; k++) {
        const kind = r();
        if (kind < 0.35) lines.push(`${pick(r, COMBINED.disallow)}: ${pick(r, COMBINED.dollar)}`);
        else if (kind < 0.6) lines.push(`${pick(r, COMBINED.allow)}: ${pick(r, COMBINED.index)}`);
        else if (kind < 0.85) lines.push(`${pick(r, r() < 0.5 ? COMBINED.disallow : COMBINED.allow)}: ${pick(r, COMBINED.wild)}`);
        else if (kind < 0.92) lines.push('');
        else lines.push(pick(r, ['Crawl-delay: 1', 'Sitemap: https://example.com/s.xml', '# note', 'Disallow:']));
      }
    }
    files.push({ name: `combined-${i}`, text: lines.join('\n') + '\n' });
  }
  return files.map((f) => ({
    name: f.name,
    body: Buffer.from(f.text, 'utf8'),
    agents: COMBINED.callers,
    urls: COMBINED.urls.map((p) => `https://example.com${p}`),
  }));
}

function realFiles() {
  const dir = process.env.READERS_CORPUS;
  if (!dir || !fs.existsSync(dir)) return [];
  const want = Number(process.env.READERS_CORPUS_FILES || 400);
  const names = fs.readdirSync(dir).filter((n) => fs.statSync(path.join(dir, n)).isFile()).sort();
  const step = Math.max(1, Math.floor(names.length / want));
  const chosen = names.filter((_, i) => i % step === 0).slice(0, want);
  return chosen.map((name) => {
    const body = fs.readFileSync(path.join(dir, name));
    return {
      name: `real-${name}`,
      real: true,
      body,
      agents: ['Googlebot', 'Bingbot', 'GPTBot', 'Googlebot-Image'],
      urls: urlsFromRules(body.toString('utf8'), 12),
    };
  });
}

const files = [
  ...generated(Number(process.env.READERS_GENERATED_FILES || 300)),
  ...combined(Number(process.env.READERS_COMBINED_FILES || 200)),
  ...realFiles(),
];
const checksOf = (f) => f.urls.flatMap((u) => f.agents.map((a) => [a, u]));

function oracles() {
  const job = JSON.stringify({
    robotsUrl: ROBOTS_URL,
    files: files.map((f) => ({ body: f.body.toString('base64'), checks: checksOf(f) })),
  });
  const opts = { input: job, maxBuffer: 1 << 30, encoding: 'utf8' };
  const py = JSON.parse(execFileSync(PYTHON, [path.join(here, 'oracle.py')], opts));
  const js = JSON.parse(execFileSync(process.execPath, [path.join(here, 'oracle.mjs')], opts));
  return { ...py, ...js };
}

function ours(reader, tmp) {
  return files.map((f, i) => {
    const body = path.join(tmp, `robots-${i}.txt`);
    const list = path.join(tmp, `urls-${i}.txt`);
    fs.writeFileSync(body, f.body);
    fs.writeFileSync(list, f.urls.join('\n') + '\n');
    const args = ['check', body, '--urls', list, ...f.agents.flatMap((a) => ['--agent', a])];
    if (reader === 'google') args.push('--raw');
    else args.push('--reader', reader, '--robots-url', ROBOTS_URL);
    const out = execFileSync(BIN, args, { encoding: 'utf8', maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'ignore'] });
    return out.split('\n').filter(Boolean).map((l) => {
      const [verdict, line] = l.split('\t');
      return { verdict, line: Number(line) };
    });
  });
}

const asWord = (answer) =>
  answer === true ? 'ALLOWED' : answer === false ? 'DISALLOWED' : answer === null ? 'UNANSWERED' : 'ERROR';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'readers-'));
const truth = oracles();
const google = ours('google', tmp);
console.log(`# ${files.length} files (${files.filter((f) => f.real).length} real), ${files.reduce((n, f) => n + checksOf(f).length, 0)} checks per reader`);

// CPython's RFC 9309 module is not in this repository (scripts/test-readers).
const unavailable = (reader) =>
  reader === 'urllib-rfc9309' && !process.env.RFC9309_ROBOTPARSER
    ? "CPython's RFC 9309 robotparser.py is not available (RFC9309_ROBOTPARSER)"
    : false;

for (const reader of READERS) {
  test(`${reader} reads every check as the real library does`, { skip: unavailable(reader) }, () => {
    assert.ok(truth[reader], `no oracle answers for ${reader} (is RFC9309_ROBOTPARSER set?)`);
    const mine = ours(reader, tmp);
    let checks = 0;
    let before = 0;
    let after = 0;
    const filesBefore = new Set();
    const filesAfter = new Set();
    const realStats = { checks: 0, before: 0, files: new Set(), after: 0, filesCount: 0 };
    const examples = [];
    files.forEach((f, i) => {
      const cs = checksOf(f);
      if (f.real) realStats.filesCount++;
      cs.forEach(([agent, url], j) => {
        const t = truth[reader][i][j];
        const answer = reader === 'robots-parser' ? t[0] : t;
        let want = asWord(answer);
        if (typeof answer === 'string') want = 'UNANSWERED';
        const got = mine[i][j];
        const g = google[i][j];
        checks++;
        if (g.verdict !== want) {
          before++;
          filesBefore.add(f.name);
        }
        let wrong = got.verdict !== want;
        if (reader === 'robots-parser' && want !== 'UNANSWERED' && got.line !== t[1]) wrong = true;
        if (wrong) {
          after++;
          filesAfter.add(f.name);
          if (examples.length < 15) {
            examples.push(`${f.name} agent=${JSON.stringify(agent)} url=${JSON.stringify(url)}: library ${want}${reader === 'robots-parser' ? ` line ${t[1]}` : ''}, ours ${got.verdict} line ${got.line}\n${f.body.toString('utf8')}\n---`);
          }
        }
        if (f.real) {
          realStats.checks++;
          if (g.verdict !== want) {
            realStats.before++;
            realStats.files.add(f.name);
          }
          if (wrong) realStats.after++;
        }
      });
    });
    const pct = (n, d) => (d ? ((100 * n) / d).toFixed(1) : '0.0');
    console.log(`# ${reader}: ${checks} checks on ${files.length} files; Google vs the library: ` +
      `${before} checks (${pct(before, checks)}%) in ${filesBefore.size} files; ours vs the library: ` +
      `${after} checks in ${filesAfter.size} files`);
    console.log(`# ${reader}, real files only: ${realStats.checks} checks on ${realStats.filesCount} files; ` +
      `Google vs the library: ${realStats.before} checks (${pct(realStats.before, realStats.checks)}%) in ` +
      `${realStats.files.size} files; ours vs the library: ${realStats.after}`);
    assert.equal(after, 0, `${after} disagreements with the real ${reader}:\n${examples.join('\n')}`);
  });
}
