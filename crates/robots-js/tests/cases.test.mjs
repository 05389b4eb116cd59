// Every row of the engine's spec tables (crates/robots/tests/google_behaviour.rs,
// exported by ROBOTS_EXPORT_CASES), replayed through the package in raw mode:
// the verdict, Google's matching line and the reason must be the same.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { RobotsTxt } from 'robotstxt-wasm';

const file = process.env.ROBOTS_CASES;
const rows = file
  ? readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l))
  : [];

test('the exported spec tables are present', () => {
  assert.ok(file, 'ROBOTS_CASES names the exported rows (scripts/test-js sets it)');
  assert.ok(rows.length >= 100, `${rows.length} rows`);
});

test('every spec-table row: same verdict, line and reason as the engine', async (t) => {
  for (const [i, row] of rows.entries()) {
    await t.test(`${row.name} #${i}`, () => {
      const robots = RobotsTxt.parse(new Uint8Array(row.body));
      const v = robots.check(row.agents, row.url, { raw: true });
      const want = { allowed: row.allowed, line: row.line, reason: row.reason };
      assert.deepEqual({ allowed: v.allowed, line: v.line, reason: v.reason.code }, want);
      assert.deepEqual(robots.allowed(row.agents, row.url, { raw: true }), {
        allowed: row.allowed,
        line: row.line,
      });
      robots.free();
    });
  }
});
