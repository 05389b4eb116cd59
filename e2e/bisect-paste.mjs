// Bisects the browser's own cost of a paste over the editor's text: loads the
// prerendered page (dist/index.html) with every script blocked (no app, no
// wasm: the markup and its style sheets alone), applies each variant (a
// snippet run in the page: remove an element, a style property, an
// attribute), then times a real clipboard paste over the selected example
// text (Ctrl+A, Ctrl+V; --empty: Ctrl+A, Delete, Ctrl+V) until the next
// frame. Not a test: it prints one line per variant.
//
//   node e2e/bisect-paste.mjs [--shape manyGroups] [--mb 0.2] [--empty]
//     [--variants '{"base": "", "no details": "document.querySelector(\"details\").remove()"}']
//
// This found issue 31's cause: any closed <details> in the document (a
// `content-visibility: hidden` lock) made the replace superlinear (0.3 MB:
// some 7 s with it, 0.5 s without).
import { blockScripts, flag, pasteTimed, readyToPaste, variantsArg, withClipboardBrowser, workloadArg } from './measure.mjs';

const { text } = workloadArg('manyGroups', 0.2);
const EMPTY = flag('--empty');
await withClipboardBrowser(async ({ server, context }) => {
  for (const [name, code] of variantsArg()) {
    const page = await context.newPage();
    await blockScripts(page);
    await page.goto(server.url);
    if (code) await page.evaluate(code);
    const sel = (await page.locator('#robots-input').count()) ? '#robots-input' : 'textarea';
    await readyToPaste(page, sel, text, { empty: EMPTY, pauseMs: 300 });
    const ms = await pasteTimed(page);
    const len = await page.locator(sel).evaluate((t) => t.value.length);
    console.log(`${name.padEnd(20)} ${String(ms).padStart(7)} ms  (value ${len}/${text.length})`);
    await page.close();
  }
});
