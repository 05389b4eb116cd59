// Measures opening a link whose URL has a 50,000-character host (issue 42,
// item 9) beside the same link with a plain host. Not a test: it prints the
// figures.
//
//   node e2e/measure-link-host.mjs            # against dist/ (build it first
//                                             # with `trunk build --release`)
//   node e2e/measure-link-host.mjs --runs 5   # more runs (the median is printed)
//   node e2e/measure-link-host.mjs --hostile  # the crafted links of
//                                             # e2e/permalink.test.mjs instead
//                                             # (issue 32, 42: goal, within 3 s
//                                             # of a plain link)
//
// For each link the page is opened from about:blank and timed until it
// shows its first result and answers (a frame within 100 ms of being
// asked: lib.mjs's INSTALL_ANSWERED).
import { HOSTILE, fragment } from './fixtures/permalink.mjs';
import { INSTALL_ANSWERED, launchBrowser, percentile, startServer } from './lib.mjs';

const argv = process.argv.slice(2);
const RUNS = Number(argv[argv.indexOf('--runs') + 1]) || 3;
// --trace: also trace one opening of the long-host link and print the
// main thread's time by trace event, the largest first.
const TRACE = argv.includes('--trace');
// --profile: also a sampling profile (CDP Profiler) of one opening of each
// hostile link, its functions with the most self time (a build that keeps
// names, wasm-opt -g, shows Rust's).
const PROFILE = argv.includes('--profile');
// --only NAME,NAME: only these links (and the plain one).
const ONLY = argv.includes('--only') ? argv[argv.indexOf('--only') + 1].split(',') : null;

const robots = 'User-agent: *\nDisallow: /private/\nAllow: /private/press/\n\nUser-agent: GPTBot\nDisallow: /\n';
const base = { robots, agents: ['Googlebot', 'GPTBot'], selected: null };
const HOST = `${'a'.repeat(50_000)}.com`;
// 50,000 distinct characters (issue 53): each one a code point of its own
// (from U+4E00 on, past the surrogates), the worst case of an IDNA encoding.
const DISTINCT = Array.from({ length: 50_000 }, (_, i) => String.fromCodePoint(0x4e00 + i + (0x4e00 + i >= 0xd800 ? 0x800 : 0))).join('');
const HOST_LINKS = {
  plain: fragment({ ...base, urls: 'https://example.com/a\n/private/x\n/b' }),
  'long host': fragment({ ...base, urls: `https://${HOST}/a\n/private/x\n/b` }),
  'long site': fragment({ ...base, urls: '/a\n/private/x\n/b', options: [[1, `https://${HOST}/robots.txt`]] }),
  'dotted host': fragment({ ...base, urls: `https://${'a.'.repeat(25_000)}com/a\n/private/x\n/b` }),
  'distinct host': fragment({ ...base, urls: `https://${DISTINCT}/a\n/private/x\n/b` }),
  'unicode host': fragment({ ...base, urls: `https://${'ü'.repeat(50_000)}/a\n/private/x\n/b` }),
  'long expected': fragment({ ...base, urls: '/a\n/private/x\n/b', options: [[4, `allowed Googlebot https://${HOST}/a`]] }),
};
// --hostile: the test's crafted links, each beside its plain link (the same
// small state, or the longest list the page takes for the 680,000 URLs).
const OTHER = { robots: 'User-agent: *\nAllow: /\n', urls: '/x', agents: ['Bingbot'] };
const HOSTILE_LINKS = { plain: fragment(OTHER) };
const BASELINE = {};
for (const [name, state, , { plain } = {}] of HOSTILE) {
  HOSTILE_LINKS[name] = fragment(state);
  if (plain) {
    HOSTILE_LINKS[`plain for ${name}`] = fragment(plain);
    BASELINE[name] = `plain for ${name}`;
  }
}
const LINKS = argv.includes('--hostile') ? HOSTILE_LINKS : HOST_LINKS;

const server = await startServer();
const browser = await launchBrowser();
try {
  const rows = [];
  for (const [name, frag] of Object.entries(LINKS)) {
    if (ONLY && name !== 'plain' && !ONLY.some((o) => name === o || name === `plain for ${o}`)) continue;
    const opens = [];
    for (let i = 0; i < RUNS; i++) {
      const page = await browser.context.newPage();
      await page.goto(server.url);
      await page.getByTestId('robots-input').waitFor({ state: 'visible', timeout: 60_000 });
      await page.evaluate(() => localStorage.clear());
      await page.goto('about:blank');
      const cdp = TRACE && name !== 'plain' && i === 0 ? await page.context().newCDPSession(page) : null;
      const events = [];
      let traced;
      if (cdp) {
        cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
        traced = new Promise((ok) => cdp.once('Tracing.tracingComplete', ok));
        await cdp.send('Tracing.start', { categories: 'devtools.timeline,blink,v8', transferMode: 'ReportEvents' });
      }
      const prof = PROFILE && name !== 'plain' && i === 0 ? await page.context().newCDPSession(page) : null;
      if (prof) {
        await prof.send('Profiler.enable');
        await prof.send('Profiler.setSamplingInterval', { interval: 500 });
        await prof.send('Profiler.start');
      }
      const opened = Date.now();
      await page.goto(server.url + frag);
      if (i === 0 && name !== 'plain') console.log(`${name}: loaded`);
      await page.getByTestId('robots-input').waitFor({ state: 'visible', timeout: 60_000 });
      await page.getByTestId('result-cell').first().waitFor({ state: 'visible', timeout: 60_000 });
      await page.evaluate(INSTALL_ANSWERED);
      await page.evaluate(() => window.__whenAnswered());
      opens.push(Date.now() - opened);
      if (prof) {
        const { profile } = await prof.send('Profiler.stop');
        const self = new Map();
        const byId = new Map(profile.nodes.map((n) => [n.id, n]));
        profile.samples.forEach((id, k) => {
          const f = byId.get(id).callFrame;
          const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}`;
          self.set(key, (self.get(key) || 0) + (profile.timeDeltas[k] || 0) / 1000);
        });
        console.log(`${name}: self time by function`);
        for (const [n, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${n}`);
      }
      if (cdp) {
        await cdp.send('Tracing.end');
        await traced;
        const by = new Map();
        for (const e of events) if (e.ph === 'X' && e.dur) by.set(e.name, (by.get(e.name) || 0) + e.dur / 1000);
        const top = [...by].sort((a, b) => b[1] - a[1]).slice(0, 25);
        for (const [n, ms] of top) console.log(`  ${ms.toFixed(0).padStart(7)} ms  ${n}`);
      }
      await page.close();
    }
    rows.push({ name, opens });
  }
  for (const r of rows) {
    console.log(`${r.name.padEnd(10)} opened and answering: median ${percentile(r.opens, 50)} ms (${r.opens.join(', ')})`);
  }
  const byName = new Map(rows.map((r) => [r.name, r]));
  for (const h of rows) {
    if (h.name.startsWith('plain')) continue;
    const plain = byName.get(BASELINE[h.name] || 'plain');
    if (!plain) continue;
    console.log(`difference (${h.name} − ${plain.name}): ${percentile(h.opens, 50) - percentile(plain.opens, 50)} ms (goal: within 3,000 ms)`);
  }
} finally {
  await browser.close();
  await server.close();
}
