// A page object for the tester: what a person does (type the file, the URLs,
// add crawlers, select a result) and what they see (a cell's verdict, the
// highlighted line, the reason), through the stable data-testids of issue 4.
// Builds on lib.mjs (server, browser); one browser per test file, a fresh page
// and fresh storage per test.
import { after, before } from 'node:test';
import { launchBrowser, startServer } from './lib.mjs';

/** Starts a server and a browser shared by the tests of one file. */
export async function startSession() {
  const server = await startServer();
  let browser;
  try {
    browser = await launchBrowser();
  } catch (err) {
    await server.close();
    throw err;
  }
  return {
    url: server.url,
    origin: server.origin,
    context: browser.context,
    /**
     * Opens the app in a new page; `fresh` clears the saved draft first.
     * `storage` ({ key: value }): the storage is cleared and holds just
     * these, then `path` opens as a new document (as a link is opened).
     */
    async open({ fresh = true, path = '', storage = null } = {}) {
      const page = await browser.context.newPage();
      const tester = new TesterPage(page, server.url);
      await page.goto(server.url + (storage ? '' : path));
      await tester.ready();
      if (storage) {
        await page.evaluate((entries) => {
          localStorage.clear();
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        }, storage);
        if (path) {
          await tester.openLink(path);
        } else {
          await page.reload();
          await tester.ready();
        }
      } else if (fresh) {
        await page.evaluate(() => localStorage.clear());
        await page.reload();
        await tester.ready();
      }
      return tester;
    },
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * One session for all the tests of a file (started before them, closed after
 * them): `shared.session` is the session, and `shared.open(t)` opens a fresh
 * tester page that is closed when test `t` ends.
 */
export function testSession() {
  const shared = {
    session: null,
    async open(t, options) {
      const tester = await shared.session.open(options);
      t.after(() => tester.close());
      return tester;
    },
  };
  before(async () => {
    shared.session = await startSession();
  });
  after(async () => shared.session?.close());
  return shared;
}

/** CSS attribute value, quoted. */
const q = (s) => JSON.stringify(String(s));

export class TesterPage {
  constructor(page, url) {
    this.page = page;
    this.url = url;
    /** Console errors and uncaught exceptions, as strings. */
    this.errors = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') this.errors.push(`console: ${msg.text()}`);
    });
    page.on('pageerror', (err) => this.errors.push(`pageerror: ${err.message}`));
    // The checking worker's too: a panic there (its own console) would
    // otherwise go unseen while the page shows stale results.
    const watch = (worker) =>
      worker.on('console', (msg) => {
        if (msg.type() === 'error') this.errors.push(`worker console: ${msg.text()}`);
      });
    page.workers().forEach(watch);
    page.on('worker', watch);
  }

  async ready() {
    await this.page.getByTestId('robots-input').waitFor({ state: 'visible', timeout: 30_000 });
  }

  /**
   * Opens `path` (e.g. a link's fragment) as a new document, as a link that
   * is followed, and waits for the app.
   */
  async openLink(path) {
    await this.page.goto('about:blank');
    await this.page.goto(this.url + path);
    await this.ready();
  }

  /** The text selected in the robots.txt editor. */
  async selectedRobots() {
    return this.robots.evaluate((ta) => ta.value.slice(ta.selectionStart, ta.selectionEnd));
  }

  get robots() {
    return this.page.getByTestId('robots-input');
  }
  get urls() {
    return this.page.getByTestId('urls-input');
  }
  get agentInput() {
    return this.page.getByTestId('agent-input');
  }
  get trace() {
    return this.page.getByTestId('trace');
  }

  /** Replaces the robots.txt text (as a paste would). */
  async setRobots(text) {
    if (text.length < 50_000) {
      await this.robots.fill(text);
      return;
    }
    // Playwright's fill() is very slow on huge values; a paste sets the
    // value and fires one input event, which is what this does.
    await this.robots.evaluate((ta, value) => {
      ta.focus();
      ta.value = value;
      ta.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
    }, text);
  }

  /**
   * Pastes `text` into `locator` (default: the URLs box) as a person does:
   * through the real clipboard (permissions granted), replacing what the box
   * held (Ctrl+A, Ctrl+V).
   */
  async paste(text, locator = this.urls) {
    const origin = new URL(this.url).origin;
    await this.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await this.page.evaluate((t) => navigator.clipboard.writeText(t), text);
    await locator.focus();
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.press('ControlOrMeta+V');
  }

  /** The totals row: { token: [allowed, blocked] } once every total is final. */
  async totals({ timeout = 15_000 } = {}) {
    const deadline = Date.now() + timeout;
    for (;;) {
      const seen = await this.page.getByTestId('total').evaluateAll((els) =>
        els.map((e) => [e.dataset.agent, e.dataset.state, Number(e.dataset.allowed), Number(e.dataset.blocked)]),
      );
      if ((seen.length && seen.every((t) => t[1] === 'final')) || Date.now() > deadline) {
        return Object.fromEntries(seen.map(([agent, state, a, b]) => [agent, state === 'final' ? [a, b] : state]));
      }
      await new Promise((ok) => setTimeout(ok, 50));
    }
  }

  /** The URLs of the rendered rows, top to bottom. */
  async shownUrls() {
    return this.page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="result-cell"][data-col="0"]')].map((c) => c.dataset.url),
    );
  }

  /** Replaces the URLs, one per line. */
  async setUrls(...urls) {
    await this.urls.fill(urls.join('\n'));
  }

  /** Removes every crawler, then adds each of `agents` by typing it and pressing Enter. */
  async setAgents(...agents) {
    const remove = this.page.getByRole('button', { name: /^Remove / });
    while ((await remove.count()) > 0) await remove.first().click();
    for (const a of agents) await this.addAgent(a);
  }

  async addAgent(agent) {
    await this.agentInput.fill(agent);
    await this.agentInput.press('Enter');
  }

  /** The whole scenario of one check: the file, the URL (or `urls`), the crawler (or `agents`). */
  async scenario({ robots, url, agent, urls = [url], agents = [agent] }) {
    await this.setRobots(robots);
    await this.setUrls(...urls);
    await this.setAgents(...agents);
  }

  cell(url, agent) {
    return this.page.locator(
      `[data-testid="result-cell"][data-url=${q(url)}][data-agent=${q(agent)}]`,
    );
  }

  async verdict(url, agent) {
    return this.cell(url, agent).getAttribute('data-verdict');
  }

  /**
   * Opens the crawler presets; on a wide screen the strip of inputs is
   * opened to the full inputs first (its compact form folds them away).
   */
  async openPresets() {
    const summary = this.page.getByText('Presets: every crawler of the registry, by purpose');
    if (!(await summary.isVisible())) await this.page.locator('.inputs-toggle input').check();
    await summary.click();
  }

  /** Clicks the cell, so the trace and the editor explain it. */
  async select(url, agent) {
    await this.cell(url, agent).click();
  }

  async decisiveLine() {
    const el = this.page.getByTestId('decisive-line');
    if ((await el.count()) === 0) return null;
    return Number(await el.getAttribute('data-line'));
  }

  /**
   * The reason as the catalogues write it: each rule it shows as code (a
   * `<code>` element) between backticks, which the page never shows.
   */
  async reason() {
    return this.page
      .getByTestId('reason')
      .evaluate((el) => [...el.childNodes].map((n) => (n.nodeName === 'CODE' ? `\`${n.textContent}\`` : n.textContent)).join(''));
  }

  /** What a person reads for one check: verdict, highlighted line, reason. */
  async check(url, agent) {
    await this.select(url, agent);
    return {
      verdict: await this.verdict(url, agent),
      line: await this.decisiveLine(),
      reason: await this.reason(),
    };
  }

  diagnostics() {
    return this.page.getByTestId('diagnostic');
  }

  /** Selects the cell, then pins its result: "Must be allowed" or "Must be blocked" under Why. */
  async pin(url, agent, allowed) {
    await this.select(url, agent);
    await this.page.getByTestId(allowed ? 'expect-allowed' : 'expect-blocked').click();
  }

  /** The Expectations panel's rows: { agent, url, expected, status, actual }. */
  async expectations() {
    return this.page.getByTestId('expectation').evaluateAll((rows) =>
      rows.map((r) => ({
        agent: r.dataset.agent,
        url: r.dataset.url,
        expected: r.dataset.expected,
        status: r.dataset.status,
        actual: r.querySelector('[data-testid="expect-actual"]').textContent,
      })),
    );
  }

  /** The header's count: { count, text }, or null when it is not shown. */
  async failing() {
    const el = this.page.getByTestId('expectations-failing');
    if ((await el.count()) === 0) return null;
    return { count: Number(await el.getAttribute('data-count')), text: await el.innerText() };
  }

  /** The element that has focus: its data-testid, or its tag name. */
  async focused() {
    return this.page.evaluate(() => {
      const el = document.activeElement;
      return el?.getAttribute('data-testid') ?? el?.tagName.toLowerCase() ?? null;
    });
  }

  async close() {
    await this.page.close();
  }
}

/** Waits until the service worker controls `page` (it has cached the build). */
export async function controlled(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
    }
  });
}

/**
 * Polls `read()` until it returns `expected` (compared as JSON) or `timeout`
 * ms pass; returns the last value, for assert to report.
 */
export async function settled(read, expected, { timeout = 5_000 } = {}) {
  const want = JSON.stringify(expected);
  const deadline = Date.now() + timeout;
  for (;;) {
    const got = await read();
    if (JSON.stringify(got) === want || Date.now() > deadline) return got;
    await new Promise((ok) => setTimeout(ok, 25));
  }
}
