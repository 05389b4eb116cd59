// Real files in the page (issue 11): a robots.txt opened (Open…) or dropped
// on the editor is read as its exact bytes, as Google reads them (BOM, CR
// and CRLF line ends, bytes that are not UTF-8, NUL, the 500 KiB limit),
// while the editor shows its text; Save gives the bytes back unchanged; the
// first edit switches to the text and says so.
//
// The expected verdicts, deciding lines and diagnostics come from the
// `robots` command run on the same bytes (`robots check --raw --json` and
// `robots lint --raw`; raw and tester mode agree on this file: tokens as
// typed, bare paths, far below 500 KiB), built with cargo if needed.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser, robotsCli } from './lib.mjs';
import { TesterPage, settled, startSession } from './page.mjs';

// A BOM, CRLF line ends, a lone CR (line 7) and a byte that is not UTF-8
// (0xE9, Latin-1 "é", line 3).
const FILE = Buffer.concat([
  Buffer.from([0xef, 0xbb, 0xbf]),
  Buffer.from('# shop\r\nUser-agent: *\r\nDisallow: /caf', 'latin1'),
  Buffer.from([0xe9]),
  Buffer.from('\r\nAllow: /cafe\r\nDisallow: /private/\r\n\r\nUser-agent: Googlebot\rDisallow: /nogoogle/\n', 'latin1'),
]);
const URLS = ['/caf%E9', '/cafe', '/private/x', '/nogoogle/a'];
const AGENTS = ['Googlebot', 'Bingbot'];

// `lint` exits with 1 when it finds errors; its output is still the list.
const robots = (...args) => robotsCli(args, { exitOk: [1] });

let session;
let cli; // what `robots` says about FILE
let dir;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'robots-files-'));
  const path = join(dir, 'robots.txt');
  await writeFile(path, FILE);
  const check = robots('check', path, '--raw', '--json', ...AGENTS.flatMap((a) => ['--agent', a]), ...URLS.flatMap((u) => ['--url', u]));
  const verdicts = {};
  for (const line of check.trim().split('\n')) {
    const r = JSON.parse(line);
    verdicts[`${r.url} ${r.agent}`] = { verdict: r.allowed ? 'allowed' : 'disallowed', line: r.line || null };
  }
  // "LINE<tab>severity<tab>code<tab>message" per diagnostic.
  const diagnostics = robots('lint', path, '--raw')
    .trim()
    .split('\n')
    .map((l) => l.split('\t'))
    .map(([line, , code]) => `${line} ${code}`);
  cli = { verdicts, diagnostics };
  // What the file is there to show: the byte decides, the BOM is skipped.
  assert.deepEqual(verdicts['/caf%E9 Bingbot'], { verdict: 'disallowed', line: 3 });
  assert.ok(diagnostics.includes('1 bom_skipped') && diagnostics.includes('3 non_utf8'), diagnostics.join(', '));
  session = await startSession();
});
after(async () => {
  await session?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function open(t) {
  const tester = await session.open();
  t.after(() => tester.close());
  await tester.setUrls(...URLS);
  await tester.setAgents(...AGENTS);
  return tester;
}

/** Verdict and deciding line of every cell, as the page shows them. */
async function verdicts(tester) {
  const out = {};
  for (const url of URLS) {
    for (const agent of AGENTS) {
      await tester.select(url, agent);
      out[`${url} ${agent}`] = { verdict: await tester.verdict(url, agent), line: await tester.decisiveLine() };
    }
  }
  return out;
}

/** "LINE code" for every diagnostic listed. */
function diagnostics(tester) {
  return tester.diagnostics().evaluateAll((els) => els.map((e) => `${e.dataset.line} ${e.dataset.code}`));
}

async function save(page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('robots-save').click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

describe('robots.txt files', () => {
  test('an opened file is read as its bytes, saved back unchanged, and read as text after the first edit', async (t) => {
    const tester = await open(t);
    const { page } = tester;
    await page.getByTestId('robots-file').setInputFiles({ name: 'robots.txt', mimeType: 'text/plain', buffer: FILE });
    const opened = page.getByTestId('robots-opened');
    assert.equal(
      await settled(() => opened.innerText(), `robots.txt: ${FILE.length} bytes, read as bytes`),
      `robots.txt: ${FILE.length} bytes, read as bytes`,
    );
    // The editor shows the text: no BOM, LF line ends, U+FFFD for the byte.
    assert.equal(
      await tester.robots.inputValue(),
      '# shop\nUser-agent: *\nDisallow: /caf\uFFFD\nAllow: /cafe\nDisallow: /private/\n\nUser-agent: Googlebot\nDisallow: /nogoogle/\n',
    );
    assert.equal(await page.getByTestId('line-count').getAttribute('data-bytes'), String(FILE.length));
    assert.deepEqual(await verdicts(tester), cli.verdicts);
    // The AI-use lint (group_replaces_star) comes from the checking worker.
    const want = [...cli.diagnostics].sort();
    assert.deepEqual(await settled(async () => (await diagnostics(tester)).sort(), want), want);
    const bad = page.locator('[data-testid="diagnostic"][data-code="non_utf8"]');
    assert.equal(await bad.getAttribute('data-line'), '3');
    assert.match(await bad.innerText(), /byte 0xE9 is not UTF-8; shown as �/);
    // Save: the very bytes opened.
    const saved = await save(page);
    assert.equal(saved.name, 'robots.txt');
    assert.ok(saved.bytes.equals(FILE), 'the saved file is byte-identical');
    assert.equal(await page.getByTestId('robots-edited').count(), 0);

    // The first edit: the text counts now, and the page says what it lost.
    await tester.robots.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('# edited\n');
    const edited = page.getByTestId('robots-edited');
    await edited.waitFor();
    const notice = await edited.innerText();
    assert.match(notice, /now come from the text/);
    assert.match(notice, /byte-order mark/);
    assert.match(notice, /CR line ends are now LF/);
    assert.match(notice, /not UTF-8 are now �/);
    assert.match(await opened.innerText(), /edited: read as text/);
    // Disallow: /caf� is /caf%EF%BF%BD now: /caf%E9 is allowed for Bingbot.
    assert.equal(await settled(() => tester.verdict('/caf%E9', 'Bingbot'), 'allowed'), 'allowed');
    assert.deepEqual(await settled(() => diagnostics(tester), []), []);
    const text = await tester.robots.inputValue();
    assert.equal(Number(await page.getByTestId('line-count').getAttribute('data-bytes')), Buffer.byteLength(text));
    assert.equal((await save(page)).bytes.toString('utf8'), text);
    assert.deepEqual(tester.errors, []);
  });

  test('a reload and the Share link read the unedited file as the same bytes', async (t) => {
    const tester = await open(t);
    const { page } = tester;
    await page.getByTestId('robots-file').setInputFiles({ name: 'shop.txt', mimeType: 'text/plain', buffer: FILE });
    const status = `shop.txt: ${FILE.length} bytes, read as bytes`;
    assert.equal(await settled(() => page.getByTestId('robots-opened').innerText(), status), status);
    /** What a person sees of the file: verdicts, lines, diagnostics (the
     * worker's AI-use lint among them, once it came), text, size. */
    const want = [...cli.diagnostics].sort();
    const seen = async (tp) => ({
      lints: await settled(async () => (await diagnostics(tp)).sort(), want),
      opened: await tp.page.getByTestId('robots-opened').innerText(),
      text: await tp.robots.inputValue(),
      bytes: await tp.page.getByTestId('line-count').getAttribute('data-bytes'),
      verdicts: await verdicts(tp),
      diagnostics: (await diagnostics(tp)).sort(),
    });
    const first = await seen(tester);
    assert.deepEqual(first.verdicts, cli.verdicts);
    assert.deepEqual(first.diagnostics, [...cli.diagnostics].sort());

    // A reload starts from the draft: the same bytes, so the same page.
    await page.reload();
    await tester.ready();
    assert.equal(await settled(() => page.getByTestId('robots-opened').innerText(), status), status);
    assert.deepEqual(await seen(tester), first);
    assert.ok((await save(page)).bytes.equals(FILE), 'Save still gives the bytes opened');

    // The Share link, opened by another person (a fresh profile, no draft).
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(session.url).origin });
    await page.getByTestId('share').click();
    const shared = page.getByTestId('share-url');
    await shared.waitFor({ state: 'visible' });
    const link = await shared.inputValue();
    assert.match(link, /#s=1\./);
    const other = await launchBrowser();
    t.after(other.close);
    const page2 = other.context.pages()[0];
    const tester2 = new TesterPage(page2, session.url);
    await page2.goto(link);
    await tester2.ready();
    assert.equal(await page2.getByTestId('link-error').count(), 0);
    assert.deepEqual(await seen(tester2), first);
    assert.deepEqual([...tester.errors, ...tester2.errors], []);
  });

  test('a file dropped on the editor opens', async (t) => {
    const tester = await open(t);
    const { page } = tester;
    await tester.robots.evaluate((ta, bytes) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], 'dropped.txt', { type: 'text/plain' }));
      for (const type of ['dragenter', 'dragover', 'drop']) {
        ta.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }));
      }
    }, [...FILE]);
    assert.equal(
      await settled(() => page.getByTestId('robots-opened').innerText(), `dropped.txt: ${FILE.length} bytes, read as bytes`),
      `dropped.txt: ${FILE.length} bytes, read as bytes`,
    );
    assert.deepEqual(await verdicts(tester), cli.verdicts);
    const saved = await save(page);
    assert.equal(saved.name, 'dropped.txt');
    assert.ok(saved.bytes.equals(FILE));
    assert.deepEqual(tester.errors, []);
  });

  test('a file over 500 KiB and a file with a NUL byte', async (t) => {
    const tester = await open(t);
    const { page } = tester;
    const input = page.getByTestId('robots-file');
    // The NUL ends line 2 for Google: Disallow: /p, not /p-not-this.
    const nul = Buffer.from('User-agent: *\nDisallow: /p\0-not-this\n', 'latin1');
    await input.setInputFiles({ name: 'nul.txt', mimeType: 'text/plain', buffer: nul });
    await settled(() => page.getByTestId('robots-opened').innerText(), `nul.txt: ${nul.length} bytes, read as bytes`);
    assert.equal(await tester.robots.inputValue(), nul.toString('latin1'));
    assert.deepEqual(await settled(() => diagnostics(tester), ['2 nul_byte']), ['2 nul_byte']);
    assert.equal(await settled(() => tester.verdict('/private/x', 'Bingbot'), 'disallowed'), 'disallowed');

    // 600,000 bytes: the rules past 512,000 are ignored, and the page says so.
    const rule = 'Disallow: /private/\r\n';
    const big = Buffer.from('User-agent: *\r\n' + '# filler line of a big file\r\n'.repeat(21_000) + rule.repeat(2_000), 'latin1');
    assert.ok(big.length > 600_000);
    await input.setInputFiles({ name: 'big.txt', mimeType: 'text/plain', buffer: big });
    const limit = page.getByTestId('size-limit');
    await limit.waitFor();
    assert.match(await limit.innerText(), new RegExp(`This file is ${big.length.toLocaleString('en')} bytes`));
    assert.equal(await settled(() => tester.verdict('/private/x', 'Bingbot'), 'allowed'), 'allowed');
    assert.equal(await tester.robots.evaluate((ta) => ta.value.length), big.length - 21_000 - 2_000 - 1);
    assert.deepEqual(tester.errors, []);
  });
});
