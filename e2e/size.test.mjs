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
