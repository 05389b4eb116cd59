// Types of robotstxt-wasm. The codes, sentences and field names are the
// engine's, the same ones `robots check --json` prints.

/** Why the verdict is what it is (`Reason::code()`). */
export type ReasonCode =
  | 'longest_match'
  | 'tie_allow_wins'
  | 'index_html_directory'
  | 'empty_rule'
  | 'no_matching_rule'
  | 'no_group';

/** Why these groups apply (`GroupChoice::code()`). */
export type GroupCode =
  | 'specific'
  | 'specific_merged'
  | 'specific_without_rules'
  | 'family_fallback'
  | 'global_fallback'
  | 'global_merged'
  | 'ignores_global'
  | 'no_group';

export type LineKindCode =
  | 'user_agent'
  | 'allow'
  | 'disallow'
  | 'sitemap'
  | 'unsupported'
  | 'content_usage'
  | 'content_signal'
  | 'license'
  | 'unknown'
  | 'comment'
  | 'empty'
  | 'invalid';

export type DiagnosticCode =
  | 'accepted_typo'
  | 'key_by_prefix'
  | 'missing_colon'
  | 'line_too_long'
  | 'nul_byte'
  | 'rule_outside_group'
  | 'unsupported_key'
  | 'unknown_key'
  | 'no_leading_slash'
  | 'empty_rule'
  | 'user_agent_cut'
  | 'user_agent_no_token'
  | 'sitemap_not_absolute'
  | 'not_a_directive'
  | 'non_utf8'
  | 'bom_skipped'
  | 'stray_bom'
  | 'past_size_limit'
  | 'preference_line'
  | 'usage_outside_group'
  | 'usage_splits_group'
  | 'usage_no_effect'
  | 'usage_unparsed'
  | 'group_replaces_star'
  | 'signal_outside_group'
  | 'token_retired'
  | 'license_not_absolute'
  | 'path_not_encoded'
  | 'managed_block'
  | 'signal_not_inherited';

/** An allow or disallow rule that matched the path. */
export interface Rule {
  /** Its line in the file (1-based). */
  line: number;
  kind: 'allow' | 'disallow';
  /** The value as written (trimmed, comment removed). */
  written: string;
  /** The normalised pattern that matched (for an index.html rewrite, the `…/$` pattern). */
  pattern: string;
  /** Its priority: the byte length of `pattern`. */
  priority: number;
  /** Google-specific: matched only as the `…/$` rewrite of an `Allow: …/index.htm…` rule. */
  via_index_html: boolean;
  /** The group (index into the file's groups) it belongs to. */
  group: number;
}

export interface Reason {
  code: ReasonCode;
  /** One plain sentence that says why (`Verdict::sentence()`), in English unless `RobotsTxt.parse` was given a `lang`. */
  sentence: string;
  /** The rule the decisive one beat, or the disallow that tied; null when there is none. */
  other: Rule | null;
}

/** How a crawler family changed the group choice (tester mode only). */
export interface FamilyUse {
  code: 'fell_back_to' | 'ignores_global';
  /** The token whose group the crawler obeys instead (`fell_back_to`). */
  token: string | null;
  /** Where the crawler's owner documents this behaviour. */
  source: string;
}

/** Which groups applied, and why. */
export interface Groups {
  code: GroupCode;
  kind: 'specific' | 'global' | 'none';
  /** The crawler tokens the groups were matched against. */
  tokens: string[];
  /** Indices of the chosen groups, in file order. */
  groups: number[];
  /** Line numbers of the user-agent lines that selected them. */
  agent_lines: number[];
  /** The token the chosen groups name (`*` for the global group). */
  matched_token: string | null;
  /** Number of allow/disallow rules in the chosen groups. */
  rule_count: number;
  family: FamilyUse | null;
}

/**
 * The verdict for one (agents, URL) check, with its explanation. `allowed`
 * and `line` are there at once; the other fields are worked out when one of
 * them is first read.
 */
export interface Verdict {
  readonly allowed: boolean;
  /** The line Google's `matching_line()` reports; 0 = none. */
  readonly line: number;
  readonly mode: 'tester' | 'raw';
  /** The URL as given. */
  readonly url: string;
  /** The first crawler token ('' when none was given). */
  readonly token: string;
  readonly tokens: string[];
  /** The path tested, as the crawler requests it. */
  readonly path: string;
  readonly reason: Reason;
  /** The deciding rule (the one on `line`), or null. */
  readonly rule: Rule | null;
  readonly groups: Groups;
  /** Every matching rule of the chosen groups, best first. */
  readonly candidates: Rule[];
  /** The AI-use preferences of the file's `Content-Usage` lines for this URL; null when it may not be crawled. */
  readonly usage: Usage | null;
  /** The deciding `Content-Usage` lines ([] when none matched). */
  readonly usage_lines: number[];
  /** The whole verdict as a plain object (also what `JSON.stringify` writes). */
  toJSON(): VerdictFields;
}

/** The fields of a verdict as plain data (`Verdict#toJSON()`). */
export type VerdictFields = Omit<Verdict, 'toJSON'>;

export interface Diagnostic {
  code: DiagnosticCode;
  severity: 'info' | 'warning' | 'error';
  /** The engine's message, in English unless `RobotsTxt.parse` was given a `lang`. */
  message: string;
}

/** One line of the file as Google's parser reads it. */
export interface Line {
  /** 1-based, as Google counts lines (CR, LF and CRLF end lines). */
  number: number;
  /** Byte offset of the line's first byte in the input. */
  start: number;
  /** Byte offset one past the line's last byte (line ending excluded). */
  end: number;
  kind: LineKindCode;
  /** The group the line belongs to (user-agent and rule lines), or null. */
  group: number | null;
  /** The key as written, for directives. */
  key: string;
  /** The value as Google uses it (for allow/disallow: normalised, percent-encoded). */
  value: string;
  diagnostics: Diagnostic[];
}

export interface Sitemap {
  line: number;
  url: string;
}

export interface Truncation {
  /** 512000: Google reads only the first 500 KiB. */
  limit: number;
  /** The file's size in bytes. */
  total: number;
  /** The line the cut falls in. */
  line: number;
}

/** A language of the sentences: English (the default), Hindi, Dutch, Korean. */
export type Lang = 'en' | 'hi' | 'nl' | 'ko';

export interface ParseOptions {
  /**
   * The language of the verdicts' `reason.sentence` and the diagnostics'
   * `message`, worded by the project's catalogues (the web page's). Codes,
   * fields and errors are the same in every language. Default `'en'`.
   */
  lang?: Lang;
}

export interface CheckOptions {
  /**
   * Raw mode: agents and URL go to the matcher exactly as Google's library
   * takes them (no token derivation, no URL normalisation, no size limit,
   * no crawler families). Default false: tester mode.
   */
  raw?: boolean;
}

/**
 * One crawler or several: product tokens or full user-agent strings (tester
 * mode derives the token). Several are matched together as Google's library
 * does; an empty array names no crawler (only the `*` group applies).
 */
export type Agents = string | readonly string[];

export declare class RobotsTxt {
  private constructor();
  /** Parses a robots.txt (a string is encoded as UTF-8). Never fails. */
  /** Parses a robots.txt; `options.lang` words its sentences. Throws a RangeError for another language. */
  static parse(body: string | Uint8Array | ArrayBuffer | ArrayBufferView, options?: ParseOptions): RobotsTxt;
  /** The verdict and why. Throws an Error (`agent: …` / `URL: …`) for unusable input in tester mode. */
  check(agents: Agents, url: string | URL, options?: CheckOptions): Verdict;
  /** The fast path: verdict and line only. */
  allowed(agents: Agents, url: string | URL, options?: CheckOptions): { allowed: boolean; line: number };
  /** The fast path's verdict alone. */
  isAllowed(agents: Agents, url: string | URL, options?: CheckOptions): boolean;
  /** Which groups apply to the agent(s), and why. */
  groups(agents: Agents, options?: CheckOptions): Groups;
  /** Every line: kind, group, key, value, diagnostics. */
  lines(options?: CheckOptions): Line[];
  sitemaps(options?: CheckOptions): Sitemap[];
  /** Where Google's 500 KiB limit cut the file (tester mode), or null. */
  truncation(): Truncation | null;
  /** Releases the wasm memory now (otherwise a FinalizationRegistry does when it is collected). */
  free(): void;
}

export interface DerivedToken {
  /** The input, trimmed. */
  input: string;
  token: string;
  source: 'as_typed' | 'known_crawler' | 'compatible_product' | 'first_product' | 'truncated';
}

/** The product token tester mode derives from a user-agent string (throws `agent: …`). */
export declare function deriveToken(input: string): DerivedToken;

/** A typed URL as tester mode normalises it (throws `URL: …`). */
export declare function normaliseUrl(input: string | URL): { path: string; origin: string | null };

/** One preference: `allow` (y), `disallow` (n) or `unknown`. */
export type Pref = 'allow' | 'disallow' | 'unknown';

/** Usage preferences, one per label of the AI preferences vocabulary. */
export interface Usage {
  'train-ai': Pref;
  search: Pref;
}

export type Purpose = 'search' | 'ai-training' | 'ai-search' | 'ai-user' | 'ai-control' | 'other';

/** A crawler of the registry. */
export interface Crawler {
  token: string;
  owner: string;
  purpose: Purpose;
  /** What blocking it does, in one sentence. */
  blocking: string;
  /** Its owner's documentation page. */
  docs: string;
  /** When that page was read (YYYY-MM-DD). */
  checked: string;
  /** Tokens whose group it obeys when no group names it (then `*`). */
  falls_back_to: string[];
  /** It ignores the `*` group. */
  ignores_global: boolean;
}

/** The crawler registry. */
export declare function crawlers(): Crawler[];
