// No draft is lost without a way back (issue 42, item 7): opening a link
// and editing, another tab's save, a file opened or dropped each keep the
// draft they replace one step back, with "Undo: restore your previous
// draft"; another tab's save is said; a draft holding more than a link
// opens is read back whole; the first version's draft (another deployment's
// on the same origin) is left alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fragment } from './fixtures/permalink.mjs';
import { settled, testSession } from './page.mjs';
import { DRAFT_KEY, encodeDraft, savedRobots } from './draft.mjs';

const UNDO = 'Undo: restore your previous draft';

const shared = testSession();

/** A new page on `path`, with `draft` (a draft string) and `extra` entries saved, or none. */
const openWithDraft = (t, { draft = null, path = '', extra = {} } = {}) =>
  shared.open(t, { path, storage: { ...(draft === null ? {} : { [DRAFT_KEY]: draft }), ...extra } });

/** Another page on the same profile (another tab), not clearing anything. */
const anotherTab = (t) => shared.open(t, { fresh: false });

const draftOf = (robots) => encodeDraft({ robots, urls: '/x', agents: ['Googlebot'] });
const MINE = 'User-agent: *\nDisallow: /my-own-draft/\n';

/** Waits for the save after an edit, then clicks Undo and waits for `robots` in the editor. */
async function undo(tester, robots) {
  const notice = tester.page.getByTestId('draft-replaced');
  await notice.waitFor({ state: 'visible', timeout: 5_000 });
  await notice.getByRole('button', { name: UNDO }).click();
  assert.equal(await settled(() => tester.robots.inputValue(), robots), robots);
  await notice.waitFor({ state: 'detached', timeout: 5_000 });
}

test('editing a link that was opened keeps the saved draft one step back, and Undo restores it', async (t) => {
  const linked = { robots: 'User-agent: *\nDisallow: /linked/\n', urls: '/a', agents: ['Googlebot'] };
  const tester = await openWithDraft(t, { draft: draftOf(MINE), path: fragment(linked) });
  const { page } = tester;
  assert.equal(await tester.robots.inputValue(), linked.robots);
  const edited = 'User-agent: *\nDisallow: /linked/edited/\n';
  await tester.setRobots(edited);
  assert.equal(await settled(() => savedRobots(page), edited), edited);
  await undo(tester, MINE);
  // Restored, and saved again: a reload shows it.
  assert.equal(await settled(() => savedRobots(page), MINE), MINE);
  await page.reload();
  await tester.ready();
  assert.equal(await tester.robots.inputValue(), MINE);
  assert.deepEqual(tester.errors, []);
});

test("another tab's save is said, and writing over it here keeps it one step back", async (t) => {
  const first = await openWithDraft(t, { draft: draftOf(MINE) });
  const second = await anotherTab(t);
  assert.equal(await second.robots.inputValue(), MINE);
  const theirs = 'User-agent: *\nDisallow: /second-tab/\n';
  await second.setRobots(theirs);
  assert.equal(await settled(() => savedRobots(second.page), theirs), theirs);
  // The first tab hears of it.
  const said = first.page.getByTestId('draft-other-tab');
  await said.waitFor({ state: 'visible', timeout: 5_000 });
  assert.match(await said.innerText(), /Your draft was changed in another tab/);
  // It edits anyway: the other tab's draft is kept one step back.
  const mine = 'User-agent: *\nDisallow: /first-tab/\n';
  await first.setRobots(mine);
  assert.equal(await settled(() => savedRobots(first.page), mine), mine);
  await undo(first, theirs);
  // Or shows the other tab's draft at once.
  await second.setRobots('User-agent: *\nDisallow: /second-tab/again/\n');
  const again = first.page.getByTestId('draft-other-tab');
  await again.waitFor({ state: 'visible', timeout: 5_000 });
  await again.getByRole('button', { name: "Show the other tab's draft" }).click();
  assert.equal(
    await settled(() => first.robots.inputValue(), 'User-agent: *\nDisallow: /second-tab/again/\n'),
    'User-agent: *\nDisallow: /second-tab/again/\n',
  );
  assert.deepEqual([...first.errors, ...second.errors], []);
});

test('a file dropped on the editor keeps the text it replaces one step back', async (t) => {
  const tester = await openWithDraft(t, { draft: draftOf(MINE) });
  await tester.robots.evaluate((ta) => {
    const data = new DataTransfer();
    data.items.add(new File(['User-agent: *\nDisallow: /dropped/\n'], 'dropped.txt', { type: 'text/plain' }));
    for (const type of ['dragenter', 'dragover', 'drop']) {
      ta.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }));
    }
  });
  assert.equal(
    await settled(() => tester.robots.inputValue(), 'User-agent: *\nDisallow: /dropped/\n'),
    'User-agent: *\nDisallow: /dropped/\n',
  );
  await undo(tester, MINE);
  assert.deepEqual(tester.errors, []);
});

test('a draft holding more than a link opens is read back whole', async (t) => {
  const agents = Array.from({ length: 120 }, (_, i) => `Bot${i}`);
  const tester = await openWithDraft(t, { draft: encodeDraft({ robots: MINE, urls: '/a', agents }) });
  // A link keeps 100 crawlers; the person's own draft keeps all of them.
  assert.equal(await tester.page.getByTestId('agent-chip').count(), 120);
  assert.equal(await tester.page.getByTestId('link-cut').count(), 0);
  assert.deepEqual(tester.errors, []);
});

test("the first version's draft, another deployment's, is left alone", async (t) => {
  const old = 'an old deployment draft';
  const tester = await openWithDraft(t, { draft: draftOf(MINE), extra: { 'robots-tester.draft.v1': old } });
  assert.equal(await tester.robots.inputValue(), MINE);
  await tester.setRobots('User-agent: *\nDisallow: /edited/\n');
  assert.equal(await settled(() => savedRobots(tester.page), 'User-agent: *\nDisallow: /edited/\n'), 'User-agent: *\nDisallow: /edited/\n');
  assert.equal(await tester.page.evaluate(() => localStorage.getItem('robots-tester.draft.v1')), old);
  assert.deepEqual(tester.errors, []);
});
