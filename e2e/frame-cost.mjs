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
import { blockScripts, flag, pasteTimed, readyToPaste, startTrace, variantsArg, withClipboardBrowser, workloadArg } from './measure.mjs';

const { text } = workloadArg('bigFile', 2);
const APP = flag('--app');
await withClipboardBrowser(async ({ server, context }) => {
  for (const [name, code] of variantsArg()) {
    const page = await context.newPage();
    if (!APP) await blockScripts(page);
    await page.goto(server.url);
    if (APP) {
      await page.getByTestId('robots-input').waitFor({ timeout: 30_000 });
      await page.waitForTimeout(1500);
    }
    if (code) await page.evaluate(code);
    const sel = (await page.locator('#robots-input').count()) ? '#robots-input' : 'textarea';
    await readyToPaste(page, sel, text);
    const pasted = await pasteTimed(page, { frame: false });
    await page.waitForTimeout(2000);
    const cdp = await context.newCDPSession(page);
    await page.evaluate(() => {
      window.__stop = false;
      const f = () => !window.__stop && requestAnimationFrame(f);
      f();
    });
    const stop = await startTrace(cdp, 'devtools.timeline,blink,cc,renderer');
    await page.waitForTimeout(2500);
    const events = await stop();
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
});
