// What each frame costs after a big paste: pastes a workload through the
// real clipboard over the selected example text (Ctrl+A, Ctrl+V), waits 2 s,
// then keeps frames coming (a requestAnimationFrame loop) for 2.5 s under a
// performance trace and prints, per frame, the renderer main thread's time
// in BeginMainFrame and in the two steps a focused textarea adds to every
// frame: WidgetBase::UpdateSelectionBounds and
// WidgetBase::UpdateTextInputStateInternal (the caret's bounds and the
// text-input state for the IME, which Chromium computes from the whole
// text). Not a test.
//
//   node e2e/frame-cost.mjs [--shape bigFile] [--mb 2] [--app]
//     [--variants '{"base": "", "no gutter": "document.querySelector(\".gutter\").remove()"}']
//
// Without --app the page is the prerendered one with every script blocked
// (as e2e/bisect-paste.mjs); --app: the app. Each variant (a snippet run in
// the page before the paste) gets a fresh page.
import { launchBrowser, startServer } from './lib.mjs';
import * as workloads from './fixtures/workloads.mjs';

const argv = process.argv.slice(2);
const arg = (name, dflt) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : dflt);
const SHAPE = arg('--shape', 'bigFile');
const MB = Number(arg('--mb', 2));
const APP = argv.includes('--app');
const variants = JSON.parse(arg('--variants', '{"base":""}'));
const text = workloads[SHAPE](Math.round(MB * 1e6));
const server = await startServer();
const browser = await launchBrowser();
try {
  const { context } = browser;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
  for (const [name, code] of Object.entries(variants)) {
    const page = await context.newPage();
    if (!APP) await page.route(/\.(js|wasm)(\?.*)?$/, (r) => r.abort());
    await page.goto(server.url);
    if (APP) {
      await page.getByTestId('robots-input').waitFor({ timeout: 30_000 });
      await page.waitForTimeout(1500);
    }
    if (code) await page.evaluate(code);
    const sel = (await page.locator('#robots-input').count()) ? '#robots-input' : 'textarea';
    await page.evaluate((t) => navigator.clipboard.writeText(t), text);
    await page.focus(sel);
    await page.keyboard.press('Control+A');
    const t0 = Date.now();
    await page.keyboard.press('Control+V');
    const pasted = Date.now() - t0;
    await page.waitForTimeout(2000);
    const cdp = await context.newCDPSession(page);
    await page.evaluate(() => {
      window.__stop = false;
      const f = () => !window.__stop && requestAnimationFrame(f);
      f();
    });
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const traced = new Promise((ok) => cdp.once('Tracing.tracingComplete', ok));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,blink,cc,renderer', transferMode: 'ReportEvents' });
    await page.waitForTimeout(2500);
    await cdp.send('Tracing.end');
    await traced;
    await page.evaluate(() => (window.__stop = true));
    const sum = (n) => events.filter((e) => e.name === n && e.ph === 'X').reduce((a, e) => a + e.dur / 1000, 0);
    const frames = events.filter((e) => e.name === 'ProxyMain::BeginMainFrame' && e.ph === 'X').length || 1;
    const per = (n) => (sum(n) / frames).toFixed(1).padStart(6);
    console.log(
      `${name.padEnd(22)} paste ${String(pasted).padStart(6)} ms; ${String(frames).padStart(3)} frames, each: ` +
        `${per('ProxyMain::BeginMainFrame')} ms, of which selection bounds ${per('WidgetBase::UpdateSelectionBounds')} ms, ` +
        `text-input state ${per('WidgetBase::UpdateTextInputStateInternal')} ms`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
