// The package's API over the engine's wasm bindings. Every entry point
// (node.mjs, bundler.mjs, web.mjs) re-exports this module once the wasm is
// instantiated. Types: index.d.ts.
import { Robots as Engine, inputBuffer, wasmMemory } from './robotstxt_wasm.js';

let ready = false;

/** Called by the entry points once the wasm module is instantiated. */
export function markReady() {
  ready = true;
}

function engineReady() {
  if (!ready) {
    throw new Error(
      "robotstxt-wasm: the WebAssembly module is not initialised yet: `await init()` from 'robotstxt-wasm/web' first",
    );
  }
}

const encoder = new TextEncoder();

// The fast path's input: the URL is written as UTF-8 straight into a buffer
// in the module's memory (one `encodeInto`, into a view made once), and the
// check is passed its length alone: no string crosses, nothing is allocated
// per call.
let memory = null;
let input = null;
let inputAt = 0;
let inputSize = 0;

// Writes `text` into the input buffer; returns its length in bytes.
function writeInput(text) {
  // UTF-8 takes at most 3 bytes per UTF-16 unit, so the text always fits.
  if (text.length * 3 > inputSize) {
    inputSize = Math.max(text.length * 3, 2 * inputSize, 1024);
    inputAt = inputBuffer(inputSize);
    input = null;
  }
  // A view of memory that has grown since is detached (empty).
  if (input === null || input.byteLength === 0) {
    if (memory === null) memory = wasmMemory();
    input = new Uint8Array(memory.buffer, inputAt, inputSize);
  }
  return encoder.encodeInto(text, input).written;
}

function bytesOf(body) {
  if (typeof body === 'string') return encoder.encode(body);
  if (body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  if (ArrayBuffer.isView(body)) return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  if (body === null || body === undefined) return new Uint8Array(0);
  throw new TypeError('RobotsTxt.parse: the body must be a string, a Uint8Array or an ArrayBuffer');
}

function agentsOf(agents) {
  if (typeof agents === 'string') return [agents];
  if (Array.isArray(agents) && agents.every((a) => typeof a === 'string')) return agents;
  throw new TypeError('agents: a string or an array of strings');
}

function urlOf(url) {
  if (typeof url === 'string') return url;
  if (url instanceof URL) return url.href;
  throw new TypeError('url: a string or a URL');
}

// The key of a selection: mode, then the agents (one agent is the common case
// and is not serialised).
function keyOf(list, raw) {
  if (list.length === 1) return (raw ? 'r' : 't') + list[0];
  return (raw ? 'R' : 'T') + JSON.stringify(list);
}

const PRIVATE = Symbol('RobotsTxt');

/**
 * For robots-parser.mjs: the fast path for a path the WHATWG URL parser has
 * already normalised (tester-mode agents, no URL parsing in the engine); it
 * returns `line * 2 + allowed`.
 */
export const allowedPath = Symbol('allowedPath');

const explain = Symbol('explain');
const RAW = Object.freeze({ raw: true });
const INSPECT = Symbol.for('nodejs.util.inspect.custom');

/**
 * What `RobotsTxt#check` returns: `allowed` and `line` at once (the fast
 * path), the explanation (`mode`, `url`, `token`, `tokens`, `path`,
 * `reason`, `rule`, `groups`, `candidates`, `usage`, `usage_lines`) when one of its fields is first
 * read, worked out again by the engine for the same agents, URL and mode.
 * `JSON.stringify` and `toJSON()` give the whole verdict as a plain object,
 * its fields in the engine's order (that of `robots check --json`).
 */
class Verdict {
  // What the check was asked, until the explanation is worked out.
  #robots;
  #agents;
  #url;
  #raw;
  #full = null;

  constructor(allowed, line, robots, agents, url, raw) {
    this.allowed = allowed;
    this.line = line;
    this.#robots = robots;
    this.#agents = agents;
    this.#url = url;
    this.#raw = raw;
  }

  #explained() {
    if (this.#full === null) {
      this.#full = this.#robots[explain](this.#agents, this.#url, this.#raw);
      this.#robots = null;
      this.#agents = null;
    }
    return this.#full;
  }

  // The explanation's fields, each a getter that works it out first.
  static {
    for (const field of [
      'mode', 'url', 'token', 'tokens', 'path', 'reason', 'rule', 'groups', 'candidates', 'usage', 'usage_lines',
    ]) {
      Object.defineProperty(Verdict.prototype, field, {
        get() {
          return this.#explained()[field];
        },
        configurable: true,
      });
    }
  }

  /** The whole verdict as a plain object (what `check()` returned before it was lazy). */
  toJSON() {
    return this.#explained();
  }

  [INSPECT](depth, options, inspect) {
    return inspect(this.toJSON(), options);
  }
}

/**
 * A parsed robots.txt, read as Google reads it. Parse once, check many
 * times. The wasm memory it holds is released by `free()`, or by the
 * garbage collector (a FinalizationRegistry) when it is no longer reachable.
 */
export class RobotsTxt {
  #engine;
  #selected = null;
  // The last agents argument and mode, to skip the key for a repeated string.
  #lastAgents = null;
  #lastRaw = false;

  constructor(engine, key) {
    if (key !== PRIVATE) throw new TypeError('use RobotsTxt.parse(body)');
    this.#engine = engine;
  }

  /**
   * Parses a robots.txt: a string (encoded as UTF-8) or its bytes. Never
   * fails. `options.lang` (`'en'`, the default, `'hi'`, `'nl'` or `'ko'`)
   * words its sentences: verdicts' reasons and diagnostics.
   */
  static parse(body, options) {
    engineReady();
    const engine = new Engine(bytesOf(body));
    const lang = options && options.lang;
    if (lang !== undefined && lang !== 'en') {
      try {
        engine.setLang(String(lang));
      } catch (e) {
        engine.free();
        throw new RangeError(e.message);
      }
    }
    return new RobotsTxt(engine, PRIVATE);
  }

  #live() {
    if (this.#engine === null) throw new Error('RobotsTxt: used after free()');
    return this.#engine;
  }

  #select(agents, options) {
    const engine = this.#live();
    const raw = Boolean(options && options.raw);
    // A repeated string, or the same frozen array, needs no new key.
    if (agents === this.#lastAgents && raw === this.#lastRaw && (typeof agents === 'string' || Object.isFrozen(agents))) {
      return engine;
    }
    this.#lastAgents = null;
    const list = agentsOf(agents);
    const key = keyOf(list, raw);
    if (key !== this.#selected) {
      this.#selected = null;
      engine.select(list, raw);
      this.#selected = key;
    }
    this.#lastAgents = agents;
    this.#lastRaw = raw;
    return engine;
  }

  /**
   * The verdict for `url` and why (throws on an unusable agent or URL in
   * tester mode). `allowed` and `line` come from the fast path; the rest of
   * the explanation is worked out when one of its fields is first read.
   */
  check(agents, url, options) {
    const href = urlOf(url);
    const raw = Boolean(options && options.raw);
    const n = this.#allowed(agents, href, options);
    // The agents as they were at this call: a later change to the array must
    // not change this verdict's explanation.
    const kept = typeof agents === 'string' || Object.isFrozen(agents) ? agents : Object.freeze(agents.slice());
    return new Verdict(n % 2 === 1, Math.floor(n / 2), this, kept, href, raw);
  }

  // The full explanation, as the engine's JSON (for Verdict).
  [explain](agents, url, raw) {
    return JSON.parse(this.#select(agents, raw ? RAW : undefined).check(url));
  }

  // `line * 2 + allowed` for `href` (a string): the URL through the input
  // buffer; when the engine has no answer, the string call, which throws
  // the engine's error.
  #allowed(agents, href, options) {
    const engine = this.#select(agents, options);
    const n = engine.allowedInput(writeInput(href));
    return n >= 0 ? n : engine.allowed(href);
  }

  /** The fast path: `{ allowed, line }` only. */
  allowed(agents, url, options) {
    const n = this.#allowed(agents, urlOf(url), options);
    return { allowed: n % 2 === 1, line: Math.floor(n / 2) };
  }

  /** The fast path's verdict alone. */
  isAllowed(agents, url, options) {
    return this.#allowed(agents, urlOf(url), options) % 2 === 1;
  }

  // `line * 2 + allowed` (a number, so the hot path allocates nothing).
  [allowedPath](agents, path) {
    const n = this.#select(agents).allowedPathInput(writeInput(path));
    if (n === 0xffffffff) throw new Error('agent: no crawler selected');
    return n;
  }

  /** Which groups apply to the agent(s), and why. */
  groups(agents, options) {
    return JSON.parse(this.#select(agents, options).groups());
  }

  /** Every line of the file: kind, group, key, value and diagnostics. */
  lines(options) {
    return JSON.parse(this.#live().lines(Boolean(options && options.raw)));
  }

  /** The sitemap lines. */
  sitemaps(options) {
    return JSON.parse(this.#live().sitemaps(Boolean(options && options.raw)));
  }

  /** Where Google's 500 KiB limit cut the file, or null. */
  truncation() {
    return JSON.parse(this.#live().truncation());
  }

  /** Releases the wasm memory now; the object cannot be used afterwards. */
  free() {
    if (this.#engine !== null) {
      this.#engine.free();
      this.#engine = null;
      this.#selected = null;
      this.#lastAgents = null;
    }
  }
}

/** The product token tester mode derives from a user-agent string. */
export function deriveToken(input) {
  engineReady();
  if (typeof input !== 'string') throw new TypeError('deriveToken: a string');
  return JSON.parse(Engine.deriveToken(input));
}

/** A typed URL as tester mode normalises it: `{ path, origin }`. */
export function normaliseUrl(input) {
  engineReady();
  return JSON.parse(Engine.normaliseUrl(urlOf(input)));
}

/** The crawler registry: token, owner, purpose, what blocking it does, its owner's page and when it was read. */
export function crawlers() {
  engineReady();
  return JSON.parse(Engine.crawlers());
}
