// The TypeScript declarations describe the whole API: a strict compile of a
// file that uses every entry point and field, and rejects misuse.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

function compile(source) {
  const dir = mkdtempSync(join(process.cwd(), '.types-'));
  writeFileSync(join(dir, 'use.ts'), source);
  const args = [tsc, '--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022', join(dir, 'use.ts')];
  return spawnSync(process.execPath, args, { encoding: 'utf8', cwd: process.cwd() });
}

test('a strict TypeScript program using the whole API compiles', () => {
  const r = compile(`
import { RobotsTxt, deriveToken, normaliseUrl, type Verdict, type Reason, type Rule, type Groups, type Line } from 'robotstxt-wasm';
import { init, initSync } from 'robotstxt-wasm/web';
import robotsParser from 'robotstxt-wasm/robots-parser';

const robots: RobotsTxt = RobotsTxt.parse(new Uint8Array([10]));
const v: Verdict = robots.check(['Googlebot-Image', 'Googlebot'], 'https://example.com/a', { raw: true });
const allowed: boolean = v.allowed;
const line: number = v.line;
const reason: Reason = v.reason;
const code: 'longest_match' | 'tie_allow_wins' | 'index_html_directory' | 'empty_rule' | 'no_matching_rule' | 'no_group' = reason.code;
const sentence: string = reason.sentence;
const rule: Rule | null = v.rule;
const kind: 'allow' | 'disallow' | undefined = rule?.kind;
const priority: number | undefined = rule?.priority;
const groups: Groups = v.groups;
const agentLines: number[] = groups.agent_lines;
const lines: Line[] = robots.lines({ raw: false });
const severity: 'info' | 'warning' | 'error' | undefined = lines[0]?.diagnostics[0]?.severity;
const sitemaps: { line: number; url: string }[] = robots.sitemaps();
const fast: { allowed: boolean; line: number } = robots.allowed('Googlebot', new URL('https://example.com/'));
const token: string = deriveToken('Googlebot/2.1').token;
const origin: string | null = normaliseUrl('/x').origin;
robots.free();
const p: Promise<void> = init();
initSync(new Uint8Array());
const r = robotsParser('https://example.com/robots.txt', 'User-agent: *');
const a: boolean | undefined = r.isAllowed('https://example.com/', 'Googlebot');
const n: number = r.getMatchingLineNumber('https://example.com/');
const d: number | undefined = r.getCrawlDelay();
const s: string[] = r.getSitemaps();
const h: string | null = r.getPreferredHost();
console.log(allowed, line, code, sentence, kind, priority, agentLines, severity, sitemaps, fast, token, origin, p, a, n, d, s, h);
`);
  assert.equal(r.status, 0, r.stdout + r.stderr);
});

test('misuse is a type error', () => {
  const r = compile(`
import { RobotsTxt } from 'robotstxt-wasm';
const robots = RobotsTxt.parse('');
const v = robots.check('Googlebot', '/');
const wrong: string = v.allowed;
const missing = v.rule.line;
const bad = v.reason.code === 'longest';
robots.check(42, '/');
new RobotsTxt();
console.log(wrong, missing, bad);
`);
  assert.notEqual(r.status, 0);
  for (const m of ["Type 'boolean' is not assignable to type 'string'", "'v.rule' is possibly 'null'", 'have no overlap', "Argument of type 'number'", 'private']) {
    assert.ok(r.stdout.includes(m), `${m}\n${r.stdout}`);
  }
});
