// robots-parser's interface, answered with Google's reading.

export interface Robot {
  /** undefined when the URL is not governed by this robots.txt (another origin, or unusable). */
  isAllowed(url: string, ua?: string): boolean | undefined;
  isDisallowed(url: string, ua?: string): boolean | undefined;
  /** The deciding line (1-based); -1 when no rule decides or the URL is not governed by this robots.txt. */
  getMatchingLineNumber(url: string, ua?: string): number;
  /** Google ignores Crawl-delay: the last numeric value in the group(s) Google would choose. */
  getCrawlDelay(ua?: string): number | undefined;
  getSitemaps(): string[];
  /** Google ignores Host: the last `host:` value as written, or null. */
  getPreferredHost(): string | null;
}

export default function robotsParser(
  url: string | null | undefined,
  robotstxt: string | Uint8Array | null | undefined,
): Robot;
