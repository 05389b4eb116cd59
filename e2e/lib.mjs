// Shared harness for the end-to-end tests: serves dist/ on 127.0.0.1 (a free
// port), drives Debian's Chromium through playwright-core with a fresh
// profile, and records console and page errors so tests can assert there are
// none. Build dist/ first (`trunk build --release`, done by scripts/test).
// Also: axe audits, the timed pastes and keys the measurement scripts share,
// and the `robots` command for tests that compare the page with it.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtemp, readFile, rm, stat, mkdir } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
// E2E_DIST: test another build (default: dist/).
export const DIST = process.env.E2E_DIST ? resolve(process.env.E2E_DIST) : join(ROOT, 'dist');
export const ARTIFACTS = join(ROOT, 'e2e', 'artifacts');
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// Exactly the flags ../shared/TOOLCHAIN.md documents for these machines.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.ftl': 'text/plain; charset=utf-8',
};

/**
 * Serves `root` (default dist/) on 127.0.0.1 at a free port, under the path
 * `prefix` (default '/'; e.g. '/some/sub/path/' as a project-pages host
 * would; anything outside it is a 404). Returns { url, origin, close }; `url`
 * is the origin plus `prefix`, so it ends with '/'.
 */
export async function startServer({ root = DIST, prefix = '/' } = {}) {
  await stat(join(root, 'index.html')).catch(() => {
    throw new Error(`${root}/index.html is missing: run \`trunk build --release\` first`);
  });
  const server = createServer(async (req, res) => {
    try {
      const full = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      if (!full.startsWith(prefix)) throw new Error('outside the prefix');
      const path = full.slice(prefix.length - 1);
      let file = normalize(join(root, path));
      if (file !== root && !file.startsWith(root + sep)) {
        res.writeHead(403).end();
        return;
      }
      if ((await stat(file).catch(() => null))?.isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      res.writeHead(200, {
        'content-type': MIME[extname(file)] || 'application/octet-stream',
        'cache-control': 'no-cache',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise((ok, fail) => server.once('error', fail).listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

/**
 * Launches headless Chromium with a fresh profile in a temporary folder
 * (`locale`: the browser's preferred language, e.g. 'nl-NL').
 * Returns { context, close }.
 */
export async function launchBrowser({ locale } = {}) {
  const profile = await mkdtemp(join(tmpdir(), 'robots-tester-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    ...(locale ? { locale } : {}),
  });
  return {
    context,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Starts a server and a browser, opens the app and waits until it has
 * rendered. Returns { page, url, context, server, errors, close }:
 * `errors` collects console errors and uncaught page errors as strings.
 * Call `close()` when done (e.g. `t.after(app.close)`).
 */
export async function openApp({ path = '' } = {}) {
  const server = await startServer();
  let browser;
  try {
    browser = await launchBrowser();
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    const errors = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
    });
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    await page.goto(server.url + path);
    await page.getByTestId('robots-input').waitFor({ state: 'visible', timeout: 30_000 });
    return {
      page,
      url: server.url,
      context: browser.context,
      server,
      errors,
      close: async () => {
        await browser.close();
        await server.close();
      },
    };
  } catch (err) {
    await browser?.close();
    await server.close();
    throw err;
  }
}

/**
 * Runs axe in `page` on `include` (selectors; default: the whole document).
 * axe is loaded through the DevTools protocol: the page's CSP refuses inline
 * scripts, so addScriptTag() would be refused. Returns `{ violations,
 * passes }`: each violation's rule, impact and first three nodes (target and
 * failure summary), and the ids of the rules that passed.
 */
export async function axeAudit(page, { include = null } = {}) {
  await page.evaluate(await readFile(join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8'));
  return page.evaluate(async (include) => {
    const r = await window.axe.run(include ? { include: include.map((s) => [s]) } : document);
    return {
      violations: r.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary}`),
      })),
      passes: r.passes.map((p) => p.id),
    };
  }, include);
}

/** Saves a full-page screenshot as e2e/artifacts/NAME.png and returns its path. */
export async function screenshot(page, name) {
  await mkdir(ARTIFACTS, { recursive: true });
  const file = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * The one geometry check of what a person sees (issue 54): whether each
 * element of `locator` is wholly visible. Each is first scrolled into view
 * (`scroll`: scrollIntoView's `block`, or false to leave the page as it is);
 * then the points just inside the middles of its edges, inside its corners
 * (past a rounded corner's curve) and its centre, for each of its boxes, hit it or something inside it with
 * `document.elementFromPoint`: outside the window, under a box that hides
 * its overflow and under something laid over it (a sticky box, text), a
 * point hits something else. And (`text`) none of its text may be cut where
 * it cannot be scrolled to (outside a box inside it that hides its overflow).
 * Resolves to one entry per element: null when wholly visible, or what is
 * wrong ("x,y hits tag.class" or "text cut in tag.class").
 */
export function whollyVisible(locator, { scroll = 'nearest', text = true } = {}) {
  return locator.evaluateAll((els, [scroll, text]) => {
    const name = (el) =>
      el ? `${el.tagName.toLowerCase()}${el.dataset?.testid ? `[${el.dataset.testid}]` : ''}${el.classList?.length ? `.${[...el.classList].join('.')}` : ''}` : 'nothing';
    // Text of `el` (not what only screen readers read) outside its box,
    // where `el` hides its overflow: cut off, or cut short by an ellipsis.
    const cut = (el) => {
      const css = getComputedStyle(el);
      if (![css.overflowX, css.overflowY].some((o) => o === 'hidden' || o === 'clip')) return false;
      const box = el.getBoundingClientRect();
      const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let n = walk.nextNode(); n; n = walk.nextNode()) {
        if (!n.data.trim() || n.parentElement.closest('.visually-hidden, [aria-hidden="true"]')) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        for (const b of range.getClientRects()) {
          if (b.left < box.left - 1 || b.right > box.right + 1 || b.top < box.top - 1 || b.bottom > box.bottom + 1) return n.data.trim();
        }
      }
      return false;
    };
    return els.map((el) => {
      if (scroll) el.scrollIntoView({ block: scroll, inline: 'nearest' });
      const boxes = [...el.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (!boxes.length) return `${name(el)} has no box`;
      // A rounded corner is not the element's: its point is inside the curve.
      const css = getComputedStyle(el);
      const radius = Math.max(...['TopLeft', 'TopRight', 'BottomLeft', 'BottomRight'].map((c) => parseFloat(css[`border${c}Radius`]) || 0));
      for (const r of boxes) {
        // 2 px in: a box laid out at a fraction of a pixel is hit where it is
        // painted, up to a pixel off.
        const e = 2;
        const k = e + 0.3 * Math.min(radius, r.width / 2, r.height / 2);
        const [cx, cy] = [(r.left + r.right) / 2, (r.top + r.bottom) / 2];
        for (const [x, y] of [
          [r.left + k, r.top + k], [cx, r.top + e], [r.right - k, r.top + k],
          [r.left + e, cy], [cx, cy], [r.right - e, cy],
          [r.left + k, r.bottom - k], [cx, r.bottom - e], [r.right - k, r.bottom - k],
        ]) {
          const hit = document.elementFromPoint(x, y);
          if (!hit || !(hit === el || el.contains(hit))) return `${Math.round(x)},${Math.round(y)} of ${name(el)} hits ${name(hit)}`;
        }
      }
      // (What only screen readers read is left out: it is clipped away.)
      for (const e of text ? [el, ...el.querySelectorAll('*')] : []) {
        const what = e.getClientRects().length && !e.closest('.visually-hidden') && getComputedStyle(e).clipPath === 'none' && cut(e);
        if (what) return `text cut in ${name(e)}: "${what}"`;
      }
      return null;
    });
  }, [scroll, text]);
}

/**
 * The words broken across lines in the text of `locator`'s elements (a
 * word: a run of letters between spaces and hyphens; code, URLs and what
 * screen readers skip left out): each word whose boxes are on more than
 * one line.
 */
export function brokenWords(locator) {
  return locator.evaluateAll((els) => {
    const out = [];
    for (const el of els) {
      const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let n = walk.nextNode(); n; n = walk.nextNode()) {
        if (n.parentElement.closest('code, .url, [aria-hidden="true"], .visually-hidden')) continue;
        for (const m of n.data.matchAll(/[^\s\-\u2010·]+/g)) {
          const range = document.createRange();
          range.setStart(n, m.index);
          range.setEnd(n, m.index + m[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom)));
          if (lines.size > 1) out.push(m[0]);
        }
      }
    }
    return out;
  });
}

/**
 * Polls `locator`'s visible text until it equals `expected` or `timeout` ms
 * pass, and returns the last text seen, for `assert.equal` to report.
 */
export async function textWhenSettled(locator, expected, { timeout = 5_000 } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const text = await locator.innerText();
    if (text === expected || Date.now() > deadline) return text;
    await new Promise((ok) => setTimeout(ok, 50));
  }
}

/**
 * Run in the page (`page.evaluate(WATCH_KEYS, selector)`): stamps every key
 * typed into `selector` and pushes onto `window.__lat` the time from its
 * keydown to the next frame (+ a task).
 */
export const WATCH_KEYS = (selector) => {
  const ta = document.querySelector(selector);
  const lat = (window.__lat = []);
  let start = null;
  document.addEventListener('keydown', (e) => e.target === ta && (start = e.timeStamp), { capture: true });
  ta.addEventListener('input', () => {
    const s = start;
    requestAnimationFrame(() => setTimeout(() => lat.push(performance.now() - s), 0));
  });
};

/** The `p`th percentile of `values` (nearest rank). */
export function percentile(values, p) {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
}

/**
 * In the page: installs `window.__whenAnswered()`, which from the moment it
 * is called asks for frames one after another (each a requestAnimationFrame,
 * then a task, so the frame's own work is in it) until one comes within
 * 100 ms of being asked: the page answers. It resolves to that moment's
 * `performance.now()`. No window: it waits as long as it takes.
 */
export const INSTALL_ANSWERED = () => {
  window.__whenAnswered = () =>
    new Promise((resolve) => {
      const probe = () => {
        const asked = performance.now();
        requestAnimationFrame(() =>
          setTimeout(() => {
            const now = performance.now();
            if (now - asked <= 100) resolve(now);
            else probe();
          }, 0),
        );
      };
      probe();
    });
};

/**
 * In the page (after `INSTALL_ANSWERED`): stamps the next Ctrl+V on
 * `selector` and, from its input event on, waits until the page answers.
 * `window.__paste` resolves to `{ start, input, answered }`: the keydown's
 * timeStamp, and the times from it to the input event and to the page
 * answering.
 */
export const ARM_ANSWER = (selector) => {
  const el = document.querySelector(selector);
  window.__paste = new Promise((resolve) => {
    let start = null;
    const down = (e) => {
      if (e.target === el && e.key.toLowerCase() === 'v') start = e.timeStamp;
    };
    document.addEventListener('keydown', down, { capture: true });
    el.addEventListener(
      'input',
      () => {
        const input = performance.now();
        window.__inputAt = input;
        document.removeEventListener('keydown', down, { capture: true });
        window.__whenAnswered().then((at) => resolve({ start, input: input - start, answered: at - start }));
      },
      { once: true },
    );
  });
};

/**
 * Gets a paste ready as a person makes it: `text` written to the clipboard,
 * `selector` focused and all its text selected (`empty`: then deleted), and
 * `pauseMs` to settle.
 */
export async function readyToPaste(page, selector, text, { empty = false, pauseMs = 0 } = {}) {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.focus(selector);
  await page.keyboard.press('Control+A');
  if (empty) await page.keyboard.press('Delete');
  if (pauseMs) await page.waitForTimeout(pauseMs);
}

/**
 * Pastes `text` into `selector` as a person does, through the real clipboard
 * (the context needs the clipboard permissions): Ctrl+A, then (`empty`)
 * Delete and `pauseMs` to settle, or (default) straight over the selected
 * old text; Ctrl+V. Resolves to `{ start, input, answered }` (`ARM_ANSWER`):
 * paste → the page answers, however long it takes.
 */
export async function pasteAnswered(page, selector, text, { empty = false, pauseMs = 500 } = {}) {
  // The page in front: a page behind another gets no animation frames.
  await page.bringToFront();
  await readyToPaste(page, selector, text, { empty, pauseMs });
  await page.evaluate(INSTALL_ANSWERED);
  await page.evaluate(ARM_ANSWER, selector);
  await page.keyboard.press('Control+V');
  return page.evaluate(() => window.__paste);
}

/**
 * The next keystroke: types `key` into the focused `selector` and resolves to
 * the time from its keydown until the page answers (`INSTALL_ANSWERED`).
 */
export async function keyAnswered(page, selector, key) {
  await page.evaluate(INSTALL_ANSWERED);
  await page.evaluate((sel) => {
    const el = document.querySelector(sel);
    window.__key = new Promise((resolve) => {
      let start = null;
      const down = (e) => e.target === el && (start = e.timeStamp);
      document.addEventListener('keydown', down, { capture: true, once: true });
      el.addEventListener('input', () => window.__whenAnswered().then((at) => resolve(at - start)), { once: true });
    });
  }, selector);
  await page.keyboard.type(key);
  return page.evaluate(() => window.__key);
}

/**
 * The environment for the project's tools: node_modules/.bin and cargo's
 * bin folder on PATH, and the target folder scripts/setup.sh sets up
 * (unless CARGO_TARGET_DIR names one).
 */
export function toolEnv() {
  return {
    ...process.env,
    PATH: [join(ROOT, 'scripts', 'bin'), join(ROOT, 'node_modules', '.bin'), join(homedir(), '.cargo', 'bin'), process.env.PATH].join(':'),
    CARGO_TARGET_DIR: process.env.CARGO_TARGET_DIR || join(homedir(), '.cache', 'robots-tester', 'target'),
  };
}

/**
 * Runs the `robots` command with `args` (cargo builds it the first time) and
 * returns what it prints. An exit status in `exitOk` (e.g. 1: `lint` found
 * errors) still returns the output; any other failure throws. `stderr`:
 * 'inherit' (default) or 'ignore'.
 */
export function robotsCli(args, { exitOk = [], stderr = 'inherit' } = {}) {
  try {
    return execFileSync('cargo', ['run', '-q', '--locked', '-p', 'robots-cli', '--', ...args], {
      cwd: ROOT,
      env: toolEnv(),
      encoding: 'utf8',
      maxBuffer: 1 << 28,
      stdio: ['ignore', 'pipe', stderr],
    });
  } catch (e) {
    if (exitOk.includes(e.status) && typeof e.stdout === 'string') return e.stdout;
    throw e;
  }
}
