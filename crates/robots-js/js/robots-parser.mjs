// robots-parser's interface (robotsParser(url, contents) and its six
// methods), answered with Google's reading by this package's engine.
// Differences from robots-parser 3.0.1: docs/javascript.md.
import { RobotsTxt, allowedPath } from './api.mjs';

// An absolute URL as the WHATWG URL parser reads it (lower-cased host,
// punycode, default port dropped, path and query percent-encoded and dot
// segments resolved, as a browser requests it), or null.
function parse(url, base) {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

// The path and query a crawler requests for a parsed URL. `search` is ''
// for an empty query, but the request keeps its '?' (`/a?` is not `/a`).
function requestPath(u) {
  if (u.search !== '') return u.pathname + u.search;
  const hash = u.href.indexOf('#');
  const href = hash === -1 ? u.href : u.href.slice(0, hash);
  return href.endsWith('?') ? `${u.pathname}?` : u.pathname;
}

function originOf(url) {
  const u = parse(url);
  return u === null ? null : `${u.protocol}//${u.host}`;
}

// URLs whose path and query the WHATWG URL parser leaves exactly as written
// (no character it encodes, no dot segment, no %2e, no fragment): for
// these the path is the text after the origin, and parsing can be skipped.
const PLAIN = /^[A-Za-z0-9\-._~!$&()*+,;=:@/?%]*$/;
const ENCODED_DOT = /%2e/i;

// No user-agent: only the * group applies.
const NO_AGENTS = Object.freeze([]);

// A path resolves against any base; this one is never contacted.
const BASE = 'http://robots.invalid';

function isPath(url) {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//');
}

class Robots {
  #robots;
  // The robots.txt's origin; 'relative' for a robots.txt given as a path
  // (then only paths are checked); null when its URL is unusable.
  #origin;

  constructor(url, contents) {
    this.#robots = RobotsTxt.parse(contents ?? '');
    if (typeof url !== 'string') this.#origin = null;
    else if (isPath(url)) this.#origin = 'relative';
    else this.#origin = originOf(url);
  }

  // The path and query a crawler requests for `url`, or null when this
  // robots.txt does not govern it.
  #pathOf(url) {
    if (this.#origin === null || typeof url !== 'string') return null;
    if (this.#origin === 'relative') {
      if (!isPath(url)) return null;
      const u = parse(url, BASE);
      return u === null ? null : requestPath(u);
    }
    const origin = this.#origin;
    if (url.length > origin.length && url.charCodeAt(origin.length) === 47 && url.startsWith(origin)) {
      const rest = url.slice(origin.length);
      if (
        PLAIN.test(rest) &&
        !rest.includes('/.') &&
        (!rest.includes('%') || !ENCODED_DOT.test(rest))
      ) {
        return rest;
      }
    }
    const u = parse(url);
    if (u === null || `${u.protocol}//${u.host}` !== origin) return null;
    return requestPath(u);
  }

  // The crawler tokens for a user-agent string: its product token as tester
  // mode derives it; none (only the * group applies) when there is none.
  #agents(ua) {
    if (typeof ua !== 'string' || ua.trim() === '') return NO_AGENTS;
    return ua;
  }

  // `line * 2 + allowed`, or undefined when the URL is out of scope or
  // unusable.
  #verdict(url, ua) {
    const path = this.#pathOf(url);
    if (path === null) return undefined;
    try {
      return this.#robots[allowedPath](this.#agents(ua), path);
    } catch {
      // A user-agent string without a product token names no group.
      return this.#robots[allowedPath](NO_AGENTS, path);
    }
  }

  isAllowed(url, ua) {
    const v = this.#verdict(url, ua);
    return v === undefined ? undefined : (v & 1) === 1;
  }

  isDisallowed(url, ua) {
    const v = this.#verdict(url, ua);
    return v === undefined ? undefined : (v & 1) === 0;
  }

  // -1 when no rule decides, and (as robots-parser 3.0.1 does) for a URL
  // this robots.txt does not govern.
  getMatchingLineNumber(url, ua) {
    const v = this.#verdict(url, ua);
    return v === undefined || v < 2 ? -1 : v >>> 1;
  }

  // Google ignores Crawl-delay. This is the value of the last numeric
  // Crawl-delay line in the group(s) Google's group choice picks for `ua`; a
  // Crawl-delay line belongs to the group it stands in (it does not end it).
  getCrawlDelay(ua) {
    let choice;
    try {
      choice = this.#robots.groups(this.#agents(ua));
    } catch {
      choice = this.#robots.groups(NO_AGENTS);
    }
    const chosen = new Set(choice.groups);
    let group = null;
    let delay;
    for (const line of this.#robots.lines()) {
      if (line.group !== null) group = line.group;
      if (line.kind === 'unsupported' && line.key.toLowerCase() === 'crawl-delay' && chosen.has(group)) {
        const value = line.value.trim() === '' ? NaN : Number(line.value);
        if (Number.isFinite(value)) delay = value;
      }
    }
    return delay;
  }

  getSitemaps() {
    return this.#robots.sitemaps().map((s) => s.url);
  }

  // Google ignores Host (a Yandex directive); this is the value of the last
  // `host:` line, as written, or null.
  getPreferredHost() {
    let host = null;
    for (const line of this.#robots.lines()) {
      if (line.kind === 'unsupported' && line.key.toLowerCase() === 'host') host = line.value;
    }
    return host;
  }
}

/** robots-parser's factory: `robotsParser(robotsTxtUrl, contents)`. */
export default function robotsParser(url, contents) {
  return new Robots(url, contents);
}
