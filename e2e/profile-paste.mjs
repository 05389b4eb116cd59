// Profiles a real clipboard paste (and a few keystrokes after it) into the
// editor with Chromium's sampling profiler, and prints the functions with
// the most time, self and total. Use a build that keeps function names
// (wasm-opt -g) to see Rust names. Not a test.
//
//   node e2e/profile-paste.mjs [--shape manyGroups] [--mb 0.5] [--keys 5] [--top 30] [--out profile.cpuprofile] [--bare] [--empty] [--url /x/page]
//
// The paste goes over the selected example text (Ctrl+A, Ctrl+V; the bare
// textarea holds the same example), as people paste; --empty: into an
// emptied editor (Ctrl+A, Delete, Ctrl+V).
//
// Also records a performance trace and prints the renderer main thread's
// time by event (style, layout, paint, script), which the sampling profiler
// lumps together as "(program)". --bare: the same into a bare <textarea>.
import { writeFile } from 'node:fs/promises';
import {
  arg,
  bareTextarea,
  flag,
  mainThreads,
  nextFrame,
  openFresh,
  pasteTimed,
  readyToPaste,
  startTrace,
  withClipboardBrowser,
  workloadArg,
} from './measure.mjs';

const { shape: SHAPE, mb: MB, text } = workloadArg('manyGroups', 0.5);
const KEYS = Number(arg('--keys', 5));
const TOP = Number(arg('--top', 30));
const OUT = arg('--out', null);
const BARE = flag('--bare');
const EMPTY = flag('--empty');
// --url PATH: test this URL (first row, first crawler selected) instead of the example's.
const URL_ = arg('--url', null);

await withClipboardBrowser(async ({ server, context }) => {
  let page;
  let sel;
  if (BARE) {
    const app = await context.newPage();
    await app.goto(server.url);
    const example = await app.getByTestId('robots-input').inputValue();
    await app.close();
    page = await bareTextarea(context, server.origin, example);
    sel = 'textarea';
  } else {
    page = await context.newPage();
    await openFresh(page, server.url);
    sel = '[data-testid="robots-input"]';
    if (URL_) {
      await page.getByTestId('urls-input').fill(URL_);
      await page.locator('[data-testid="result-cell"]').first().click();
    }
  }
  await readyToPaste(page, sel, text, { empty: EMPTY, pauseMs: 500 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  const stopTrace = await startTrace(cdp, 'devtools.timeline,disabled-by-default-devtools.timeline,blink,v8.execute');
  const pasted = await pasteTimed(page);
  await page.keyboard.press('Control+End');
  const t1 = Date.now();
  for (let i = 0; i < KEYS; i++) {
    await page.keyboard.type('z');
    await nextFrame(page);
  }
  const typed = Date.now() - t1;
  const { profile } = await cdp.send('Profiler.stop');
  const events = await stopTrace();
  // Renderer main thread: time by event name (outermost events of a name).
  const main = mainThreads(events);
  const byEvent = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || !main.has(`${e.pid}:${e.tid}`) || !e.dur) continue;
    byEvent.set(e.name, (byEvent.get(e.name) || 0) + e.dur / 1000);
  }
  if (OUT) await writeFile(OUT, JSON.stringify(profile));
  // Self time per node from the samples; total time by walking the tree.
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) || 0) + (profile.timeDeltas[i] || 0) / 1000));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
  const name = (n) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}`;
  const selfBy = new Map();
  const totalBy = new Map();
  for (const [id, ms] of self) {
    const n = byId.get(id);
    selfBy.set(name(n), (selfBy.get(name(n)) || 0) + ms);
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const k = name(byId.get(cur));
      if (seen.has(k)) continue;
      seen.add(k);
      totalBy.set(k, (totalBy.get(k) || 0) + ms);
    }
  }
  const top = (m) => [...m].sort((a, b) => b[1] - a[1]).slice(0, TOP);
  console.log(`${SHAPE} ${MB} MB (${text.length} bytes): paste → frame ${pasted} ms; ${KEYS} keys ${typed} ms`);
  console.log('\n== renderer main thread by trace event (ms, nested events counted in each)');
  for (const [k, v] of top(byEvent).slice(0, 25)) console.log(`${v.toFixed(0).padStart(8)}  ${k}`);
  console.log('\n== self time (ms)');
  for (const [k, v] of top(selfBy)) console.log(`${v.toFixed(0).padStart(8)}  ${k}`);
  console.log('\n== total time (ms)');
  for (const [k, v] of top(totalBy)) console.log(`${v.toFixed(0).padStart(8)}  ${k}`);
});
