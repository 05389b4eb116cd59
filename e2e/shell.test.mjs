import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, screenshot, textWhenSettled } from './lib.mjs';

test('typing into the robots.txt editor updates the visible line count', async (t) => {
  const app = await openApp();
  t.after(app.close);
  const { page } = app;

  assert.ok(await page.getByRole('heading', { name: 'robots.txt tester' }).isVisible(), 'heading shown');
  const input = page.getByLabel('robots.txt', { exact: true });
  assert.equal(await input.getAttribute('data-testid'), 'robots-input', 'the textarea is the labelled control');

  const count = page.getByTestId('line-count');
  // A first visit shows Google's sample file.
  assert.match(await input.inputValue(), /^User-agent: Googlebot\nDisallow: \/nogooglebot\//);

  await input.fill('');
  assert.equal(await textWhenSettled(count, '1 line · 0 bytes'), '1 line · 0 bytes');
  await input.pressSequentially('User-agent: *\nDisallow: /private/\nAllow: /private/ok', { delay: 5 });
  assert.equal(await textWhenSettled(count, '3 lines · 52 bytes'), '3 lines · 52 bytes');
  assert.ok(await count.isVisible(), 'the count is visible');

  await screenshot(page, 'shell-typed');

  await input.fill('User-agent: *');
  assert.equal(await textWhenSettled(count, '1 line · 13 bytes'), '1 line · 13 bytes');

  assert.deepEqual(app.errors, [], 'no console or page errors');
});
