// robots-parser's interface (robotsParser(url, contents) and its six
// methods), answered with Google's reading by this package's engine.
// Differences from robots-parser 3.0.1: docs/javascript.md.
import { RobotsTxt } from './api.mjs';

// Scheme, host and port of an absolute URL as the WHATWG URL parser reads
// it (lower-cased host, punycode, default port dropped), or null.
function originOf(url) {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}`;
  } catch {
    return null;
  }
}

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

  // Whether `url` is governed by this robots.txt.
  #inScope(url) {
    if (this.#origin === null || typeof url !== 'string') return false;
    if (this.#origin === 'relative') return isPath(url);
    return originOf(url) === this.#origin;
  }

  // The crawler tokens for a user-agent string: its product token as tester
  // mode derives it; none (only the * group applies) when there is none.
  #agents(ua) {
    if (typeof ua !== 'string' || ua.trim() === '') return [];
    return [ua];
  }

  // { allowed, line } or undefined when the URL is out of scope or unusable.
  #verdict(url, ua) {
    if (!this.#inScope(url)) return undefined;
    try {
      return this.#robots.allowed(this.#agents(ua), url);
    } catch (error) {
      // A user-agent string without a product token names no group.
      if (String(error && error.message).startsWith('agent:')) {
        try {
          return this.#robots.allowed([], url);
        } catch {
          return undefined;
        }
      }
      return undefined;
    }
  }

  isAllowed(url, ua) {
    return this.#verdict(url, ua)?.allowed;
  }

  isDisallowed(url, ua) {
    const v = this.#verdict(url, ua);
    return v === undefined ? undefined : !v.allowed;
  }

  // -1 when no rule decides, and (as robots-parser 3.0.1 does) for a URL
  // this robots.txt does not govern.
  getMatchingLineNumber(url, ua) {
    const v = this.#verdict(url, ua);
    return v === undefined || v.line === 0 ? -1 : v.line;
  }

  // Google ignores Crawl-delay. This is the value of the last numeric
  // Crawl-delay line in the group(s) Google's group choice picks for `ua`; a
  // Crawl-delay line belongs to the group it stands in (it does not end it).
  getCrawlDelay(ua) {
    let choice;
    try {
      choice = this.#robots.groups(this.#agents(ua));
    } catch {
      choice = this.#robots.groups([]);
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
