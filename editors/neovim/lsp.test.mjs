// `robots lsp` in a real client: Neovim's built-in LSP client, headless
// (editors/neovim/test.lua), on robots.txt files with known answers.
// Run by scripts/test-lsp (which installs Neovim and builds `robots`):
//
//   ROBOTS_BIN=path/to/robots node --test editors/neovim/lsp.test.mjs
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const here = new URL('.', import.meta.url).pathname;

// Each case: a file named robots.txt in its own folder, what to ask, and
// (in the tests below) what the editor must receive.
const CASES = [
  {
    name: 'typo',
    text: 'User-agent: *\nDissallow: /private\nAllow: /private/open\n\nUser-agent: GPTBot\nDisallow: /\nCrawl-delay: 5\n',
    hover: [[4, 2], [1, 12], [6, 1]],
    fix_line: 1,
    check: ['Googlebot', 'https://example.com/private/x'],
  },
  {
    name: 'ai-dutch',
    locale: 'nl',
    text: 'User-agent: *\nDisallow: /cart\n\nUser-agent: GPTBot\nAllow: /\nContent-Usage: train-ai=n\n',
    hover: [[5, 3]],
  },
  {
    name: 'complete',
    text: 'User-agent: \nContent-Usage: \nDis\n',
    completion: [[0, 12], [1, 15], [2, 3]],
  },
  {
    name: 'bom-crlf',
    text: '\ufeffUser-agent: *\r\nDisallow /😀\r\n',
    fix_line: 1,
  },
];

let got;
before(() => {
  const dir = mkdtempSync(join(tmpdir(), 'robots-nvim-'));
  try {
    const cases = CASES.map((c) => {
      mkdirSync(join(dir, c.name));
      const path = join(dir, c.name, 'robots.txt');
      writeFileSync(path, c.text);
      return { ...c, path };
    });
    writeFileSync(join(dir, 'cases.json'), JSON.stringify(cases));
    const out = join(dir, 'out.json');
    try {
      execFileSync('nvim', ['--headless', '-u', 'NONE', '-i', 'NONE', '-n', '-c', `luafile ${join(here, 'test.lua')}`], {
        env: { ...process.env, LSP_CASES: join(dir, 'cases.json'), LSP_OUT: out },
        timeout: 120_000,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    } finally {
      got = JSON.parse(readFileSync(out, 'utf8'));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  assert.equal(got.error, undefined, `Neovim: ${got.error}`);
});

const result = (name) => got.results.find((r) => r.name === name);
const codes = (diagnostics) => diagnostics.map((d) => [d.code, d.range.start.line]);

test('Neovim receives every lint with its code and line', () => {
  assert.ok(got.nvim.major > 0 || got.nvim.minor >= 7, JSON.stringify(got.nvim));
  assert.deepEqual(codes(result('typo').diagnostics), [
    ['accepted_typo', 1],
    ['unsupported_key', 6],
  ]);
  const typo = result('typo').diagnostics[0];
  assert.equal(typo.severity, 2);
  assert.match(typo.message, /'Dissallow' is a typo/);
  // An AI lint, in the locale's language.
  const ai = result('ai-dutch').diagnostics;
  assert.deepEqual(codes(ai).filter(([c]) => c === 'group_replaces_star'), [['group_replaces_star', 3]]);
  assert.ok(ai.every((d) => !/^[A-Z].* is /.test(d.message)), JSON.stringify(ai));
});

test('positions are UTF-16 after a byte-order mark, with CRLF line ends', () => {
  const d = result('bom-crlf').diagnostics.find((x) => x.code === 'missing_colon');
  assert.deepEqual(d.range, { start: { line: 1, character: 0 }, end: { line: 1, character: 12 } });
  assert.equal(result('bom-crlf').fixed_line, 'Disallow: /😀');
  assert.deepEqual(codes(result('bom-crlf').after_fix).filter(([c]) => c === 'missing_colon'), []);
});

test('hover names the crawlers of a group, what a rule matches and why a key is ignored', () => {
  const [agent, rule, ignored] = result('typo').hovers;
  assert.match(agent, /Crawlers this group names:\nGPTBot \(OpenAI\): AI training/);
  assert.match(rule, /Matches every URL whose path starts with `\/private`\./);
  assert.match(rule, /Where `Allow: \/private\/open` \(line 3\) also matches, that longer rule wins\./);
  assert.match(ignored, /Googlebot adjusts its crawl rate/);
  const [usage] = result('ai-dutch').hovers;
  assert.match(usage, /AI-gebruiksvoorkeuren voor elke URL die deze groep mag crawlen:/);
});

test('completion offers registry tokens, vocabulary labels and keys', () => {
  const [tokens, labels, keys] = result('complete').completions;
  for (const t of ['Googlebot', 'GPTBot', 'ClaudeBot', 'Applebot-Extended']) assert.ok(tokens.includes(t), t);
  assert.deepEqual(labels, ['train-ai', 'search']);
  assert.ok(keys.includes('Disallow') && keys.includes('User-agent'), keys.join());
});

test('the typo fix is a workspace edit Neovim applies, and the file is linted again', () => {
  const r = result('typo');
  assert.equal(r.actions[0], "Write 'Disallow' as Google spells it");
  assert.equal(r.fixed_line, 'Disallow: /private');
  assert.deepEqual(codes(r.after_fix), [['unsupported_key', 6]]);
});

test('robots.checkUrl answers with the deciding line', () => {
  const { check } = result('typo');
  assert.equal(check.allowed, false);
  assert.equal(check.line, 2);
  assert.match(check.message, /^Googlebot may not fetch https:\/\/example\.com\/private\/x; line 2 decides: /);
});
