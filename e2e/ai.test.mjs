// AI crawlers in the page (issue 33): the "Crawlers by purpose" view of the
// edited file (every crawler of the engine's registry, its verdict and whose
// group it follows, for the site root or a chosen URL; a row opens its
// trace), the trace's usage preferences (Content-Usage) and the one-click
// intents, whose lines show in the editor and their effect in the grid.
// Screenshot: e2e/artifacts/ai-crawlers.png (and docs/ with SCREENSHOTS=docs).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ARTIFACTS } from './lib.mjs';
import { settled, testSession } from './page.mjs';

const shared = testSession();

// GPTBot has a group of its own (which replaces `*`'s); Applebot follows
// Googlebot's group, as no group names it.
// A License line (RSL) at the end: global, it changes no verdict.
const FILE = 'User-agent: *\nDisallow: /checkout/\n\nUser-agent: GPTBot\nAllow: /\n\nUser-agent: Googlebot\nDisallow: /\nLicense: https://example.com/rsl.xml\n';
const ROOT = 'https://example.com/';
const CART = 'https://example.com/checkout/cart';

/** The view's rows: { token: [purpose, verdict, follows] }. */
const policyRows = (page) =>
  page.getByTestId('policy-row').evaluateAll((rows) =>
    Object.fromEntries(rows.map((r) => [r.dataset.token, [r.dataset.purpose, r.dataset.verdict, r.dataset.follows]])),
  );

/** Opens the view and waits for its rows. */
async function openView(page) {
  await page.getByTestId('policy').locator('summary').click();
  await page.getByTestId('policy-row').first().waitFor({ timeout: 15_000 });
}

/** The usage preferences shown in the trace: { label: pref }. */
const prefs = (page) =>
  page.getByTestId('usage-pref').evaluateAll((rows) => Object.fromEntries(rows.map((r) => [r.dataset.label, r.dataset.pref])));

describe('AI crawlers', () => {
  test('crawlers by purpose: verdicts, whose group each follows, a chosen URL, a row opens its trace', async (t) => {
    const tester = await shared.open(t);
    const { page } = tester;
    await tester.setRobots(FILE);
    await tester.setUrls(ROOT, CART);
    await tester.setAgents('Googlebot');
    await openView(page);
    const want = {
      Googlebot: ['search', 'disallowed', 'Googlebot'],
      Applebot: ['search', 'disallowed', 'Googlebot'],
      Bingbot: ['search', 'allowed', '*'],
      GPTBot: ['ai-training', 'allowed', 'GPTBot'],
      ClaudeBot: ['ai-training', 'allowed', '*'],
      'OAI-SearchBot': ['ai-search', 'allowed', '*'],
      ExaSearchBot: ['ai-search', 'allowed', '*'],
      'ChatGPT-User': ['ai-user', 'allowed', '*'],
      'Google-Extended': ['ai-control', 'allowed', '*'],
      'AdsBot-Google': ['other', 'allowed', ''],
    };
    const pick = (rows) => Object.fromEntries(Object.keys(want).map((k) => [k, rows[k]]));
    assert.deepEqual(await settled(async () => pick(await policyRows(page)), want), want);
    // Grouped by purpose: each table holds its purpose's rows only.
    const tables = await page.getByTestId('policy').locator('table').evaluateAll((ts) =>
      ts.map((t) => [t.dataset.purpose, [...t.querySelectorAll('[data-testid="policy-row"]')].every((r) => r.dataset.purpose === t.dataset.purpose)]),
    );
    assert.deepEqual(tables.map((t) => t[0]), ['search', 'ai-search', 'ai-user', 'ai-training', 'ai-control', 'other']);
    assert.ok(tables.every((t) => t[1]));
    const count = await page.getByTestId('policy-row').count();
    assert.ok(count >= 44, `${count} crawlers`);
    // The file's License line, shown once for every crawler.
    assert.equal(await page.getByTestId('policy-license').innerText(), 'https://example.com/rsl.xml');

    // The presets are the same registry, by purpose, with the end-of-2026
    // crawlers: the same tokens as the view's rows, no second list.
    const viewTokens = Object.keys(await policyRows(page)).sort();
    await tester.openPresets();
    const duck = page.locator('#preset-list li', { has: page.locator('[data-token="DuckAssistBot"]') });
    await duck.waitFor({ timeout: 15_000 });
    assert.match(await duck.innerText(), /DuckDuckGo — Pages are not used as sources of DuckAssist's AI answers/);
    const presetTokens = await page.locator('#preset-list button[data-token]').evaluateAll((bs) => bs.map((b) => b.dataset.token));
    assert.deepEqual([...presetTokens].sort(), viewTokens);
    const presetPurposes = await page.locator('#preset-list .preset').evaluateAll((ps) => ps.map((p) => p.dataset.purpose));
    assert.deepEqual(presetPurposes, ['search', 'ai-search', 'ai-user', 'ai-training', 'ai-control', 'other']);

    await page.getByTestId('policy').screenshot({ path: `${ARTIFACTS}/ai-crawlers.png` });
    if (process.env.SCREENSHOTS === 'docs') {
      await copyFile(`${ARTIFACTS}/ai-crawlers.png`, fileURLToPath(new URL('../docs/ai-crawlers.png', import.meta.url)));
    }

    // The cart: `*` keeps ClaudeBot out; GPTBot's own group lets it in.
    await page.getByTestId('policy-url').selectOption({ label: CART });
    const cart = async () => {
      const rows = await policyRows(page);
      return [rows.ClaudeBot?.[1], rows.GPTBot?.[1], rows.Applebot?.[1]];
    };
    assert.deepEqual(await settled(cart, ['disallowed', 'allowed', 'disallowed']), ['disallowed', 'allowed', 'disallowed']);

    // A row opens its trace: Applebot becomes a column, the cart its row.
    await page.locator('[data-testid="policy-row"][data-token="Applebot"]').click();
    assert.equal(await settled(() => page.getByTestId('trace-token').innerText(), 'Applebot'), 'Applebot');
    assert.match(await page.getByTestId('trace-verdict').innerText(), /Blocked/);
    assert.match(await page.getByTestId('trace-verdict').innerText(), /checkout\/cart/);
    assert.equal(await tester.verdict(CART, 'Applebot'), 'disallowed');
    assert.deepEqual(tester.errors, []);
  });

  test('the trace shows the usage preferences of the cell, and that they do not apply where it may not crawl', async (t) => {
    const tester = await shared.open(t);
    const { page } = tester;
    await tester.setRobots('User-agent: *\nDisallow: /never/\nContent-Usage: train-ai=n\nContent-Usage: /ai-ok/ train-ai=y\n');
    await tester.setUrls('https://example.com/test', 'https://example.com/never/test', 'https://example.com/ai-ok/test');
    await tester.setAgents('ExampleBot');
    await tester.select('https://example.com/test', 'ExampleBot');
    const want = { 'train-ai': 'disallow', search: 'unknown' };
    assert.deepEqual(await settled(() => prefs(page), want), want);
    assert.equal(await page.getByTestId('usage-line').getAttribute('data-line'), '3');
    assert.match(await page.getByTestId('usage').innerText(), /Content-Usage: train-ai=n/);
    await tester.select('https://example.com/ai-ok/test', 'ExampleBot');
    const ok = { 'train-ai': 'allow', search: 'unknown' };
    assert.deepEqual(await settled(() => prefs(page), ok), ok);
    await tester.select('https://example.com/never/test', 'ExampleBot');
    await page.getByTestId('usage-none').waitFor();
    assert.match(await page.getByTestId('usage').innerText(), /may not crawl this URL, so AI-use preferences do not apply/);
    assert.equal(await page.getByTestId('usage-pref').count(), 0);
  });

  test('the diagnostics list the AI-use lints robots lint lists, in the page\'s words', async (t) => {
    const tester = await shared.open(t);
    const { page } = tester;
    await tester.setRobots(
      'User-agent: *\nDisallow: /checkout/\nContent-Usage: /checkout/ train-ai=n\nContent-Usage: train-ai=maybe\n\nUser-agent: GPTBot\nAllow: /\n',
    );
    // What `robots lint` prints for this file (line and code).
    const want = ['3 preference_line', '3 usage_no_effect', '4 preference_line', '4 usage_unparsed', '6 group_replaces_star', '6 signal_not_inherited'];
    const listed = () => tester.diagnostics().evaluateAll((els) => els.map((e) => `${e.dataset.line} ${e.dataset.code}`));
    assert.deepEqual(await settled(listed, want, { timeout: 15_000 }), want);
    const text = (code) => page.locator(`[data-testid="diagnostic"][data-code="${code}"]`).innerText();
    assert.match(await text('group_replaces_star'), /replaces the \* group for GPTBot: it is not kept out of \/checkout\//);
    assert.match(await text('usage_unparsed'), /'train-ai' takes y or n, not maybe/);
    assert.match(await text('usage_no_effect'), /may not crawl '\/checkout\/'/);
    // Fixed, they go.
    await tester.setRobots('User-agent: *\nDisallow: /checkout/\n\nUser-agent: GPTBot\nDisallow: /checkout/\n');
    assert.deepEqual(await settled(listed, [], { timeout: 15_000 }), []);
    assert.deepEqual(tester.errors, []);
  });

  test("a named group that loses the * group's AI lines: the lint, the fix beside it, undone by the browser", async (t) => {
    const tester = await shared.open(t);
    const { page } = tester;
    const start = 'User-agent: *\nContent-Signal: search=yes, ai-train=no\nAllow: /\n\nUser-agent: GPTBot\nDisallow: /private/\n';
    await tester.setRobots(start);
    const lint = page.locator('[data-testid="diagnostic"][data-code="signal_not_inherited"]');
    await lint.waitFor({ timeout: 15_000 });
    assert.equal(await lint.getAttribute('data-line'), '5');
    assert.match(
      await lint.innerText(),
      /GPTBot reads this group instead of the \* group, so it loses its Content-Signal: search=yes, ai-train=no/,
    );
    // One button, beside this diagnostic only.
    const fix = page.getByTestId('diagnostic-fix');
    assert.equal(await fix.count(), 1);
    assert.equal(await fix.getAttribute('data-line'), '5');
    assert.equal(await fix.innerText(), "Copy the * group's AI lines into this group");
    await fix.click();
    const fixed = 'User-agent: *\nContent-Signal: search=yes, ai-train=no\nAllow: /\n\nUser-agent: GPTBot\nContent-Signal: search=yes, ai-train=no\nDisallow: /private/\n';
    const text = () => tester.robots.inputValue();
    assert.equal(await settled(text, fixed), fixed);
    // Fixed, the lint and its button go.
    assert.equal(await settled(() => lint.count(), 0, { timeout: 15_000 }), 0);
    assert.equal(await page.getByTestId('diagnostic-fix').count(), 0);
    // The browser's undo takes it back, and the lint returns.
    await tester.robots.focus();
    await page.keyboard.press('ControlOrMeta+Z');
    assert.equal(await settled(text, start), start);
    await lint.waitFor({ timeout: 15_000 });
    assert.deepEqual(tester.errors, []);
  });

  test('each intent writes its lines into the editor and the grid shows the effect', async (t) => {
    const tester = await shared.open(t);
    const { page } = tester;
    const start = 'User-agent: *\nDisallow: /checkout/\n\nUser-agent: GPTBot\nAllow: /\n';
    await tester.setRobots(start);
    await tester.setUrls(ROOT);
    await tester.setAgents('Googlebot', 'OAI-SearchBot');
    await openView(page);
    const text = () => tester.robots.inputValue();

    // Block training: a GPTBot column comes (none was there), blocked;
    // search and AI search stay allowed. GPTBot's own group is kept, as
    // comments.
    await page.getByTestId('intent-block-training').click();
    await settled(async () => (await text()).includes('Disallow: /\n') || null, true);
    assert.match(await text(), /# User-agent: GPTBot\n# Allow: \/\n/);
    assert.match(await text(), /User-agent: ClaudeBot\n/);
    assert.equal(await settled(() => tester.verdict(ROOT, 'GPTBot'), 'disallowed'), 'disallowed');
    assert.equal(await tester.verdict(ROOT, 'Googlebot'), 'allowed');
    assert.equal(await tester.verdict(ROOT, 'OAI-SearchBot'), 'allowed');
    // The browser's undo takes it back.
    await tester.robots.focus();
    await page.keyboard.press('ControlOrMeta+Z');
    assert.equal(await settled(text, start), start);
    assert.equal(await settled(() => tester.verdict(ROOT, 'GPTBot'), 'allowed'), 'allowed');

    // Block every AI crawler: AI search too; search stays.
    await page.getByTestId('intent-block-ai').click();
    assert.equal(await settled(() => tester.verdict(ROOT, 'OAI-SearchBot'), 'disallowed'), 'disallowed');
    assert.equal(await tester.verdict(ROOT, 'GPTBot'), 'disallowed');
    assert.equal(await tester.verdict(ROOT, 'Googlebot'), 'allowed');
    const rows = await settled(async () => (await policyRows(page))['ChatGPT-User']?.[1], 'disallowed');
    assert.equal(rows, 'disallowed');

    // Allow everything but train-ai=n: every group gets the line; the grid
    // allows, and the trace says train-ai is not allowed.
    await tester.setRobots(start);
    await page.getByTestId('intent-no-train').click();
    const noTrain = 'User-agent: *\nDisallow: /checkout/\nContent-Usage: train-ai=n\n\nUser-agent: GPTBot\nAllow: /\nContent-Usage: train-ai=n\n';
    assert.equal(await settled(text, noTrain), noTrain);
    await tester.select(ROOT, 'Googlebot');
    assert.equal(await tester.verdict(ROOT, 'Googlebot'), 'allowed');
    const want = { 'train-ai': 'disallow', search: 'unknown' };
    assert.deepEqual(await settled(() => prefs(page), want), want);
    assert.deepEqual(tester.errors, []);
  });
});
