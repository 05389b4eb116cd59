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
import { launchBrowser, startServer } from './lib.mjs';
import * as workloads from './fixtures/workloads.mjs';

const argv = process.argv.slice(2);
const arg = (name, dflt) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : dflt);
const SHAPE = arg('--shape', 'manyGroups');
const MB = Number(arg('--mb', 0.2));
const EMPTY = argv.includes('--empty');
const variants = JSON.parse(arg('--variants', '{"base":""}'));
const text = workloads[SHAPE](Math.round(MB * 1e6));
const server = await startServer();
const browser = await launchBrowser();
try {
  const { context } = browser;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
  for (const [name, code] of Object.entries(variants)) {
    const page = await context.newPage();
    await page.route(/\.(js|wasm)(\?.*)?$/, (r) => r.abort());
    await page.goto(server.url);
    if (code) await page.evaluate(code);
    await page.evaluate((t) => navigator.clipboard.writeText(t), text);
    const sel = (await page.locator('#robots-input').count()) ? '#robots-input' : 'textarea';
    await page.focus(sel);
    await page.keyboard.press('Control+A');
    if (EMPTY) await page.keyboard.press('Delete');
    await page.waitForTimeout(300);
    const t0 = Date.now();
    await page.keyboard.press('Control+V');
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 0))));
    const ms = Date.now() - t0;
    const len = await page.locator(sel).evaluate((t) => t.value.length);
    console.log(`${name.padEnd(20)} ${String(ms).padStart(7)} ms  (value ${len}/${text.length})`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
