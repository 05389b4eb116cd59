//! The command line, declared with clap: `robots SUBCOMMAND --help` is
//! generated from these definitions.

use std::time::Duration;

use clap::{Args, Parser, Subcommand};
use clap_complete::Shell;

use crate::lang::Lang;
use crate::mode::Mode;

const EXIT_CODES: &str = "\
Exit codes:
  0  ok
  1  lint found errors; diff, drift: some verdict changed; test: some expectation failed
  2  bad arguments (test: also an unreadable expectation line)
  3  a file could not be read
  4  some URL could not be checked (reported on stderr; the others are still checked)
  5  fetch: the fetch result replaces the rules (allow all or disallow all)

ROBOTS_FILE is a path, `-` for standard input, or an http:// or https:// URL,
fetched the way Google fetches robots.txt (redirects, status codes, 500 KiB).";

#[derive(Debug, Parser)]
#[command(
    name = "robots",
    version,
    about = "Check URLs against a robots.txt exactly as Google reads it",
    after_help = EXIT_CODES,
    subcommand_required = true,
    arg_required_else_help = true
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Check URLs for crawlers: one line per (URL, agent), in input order
    #[command(
        long_about = "Check URLs for crawlers. Prints one line per (URL, agent), URL-major, \
agents in the order given:\n\n  ALLOWED|DISALLOWED <tab> line <tab> agent <tab> URL\n\n\
where line is the line Google's matching_line() reports (0 = none). --json prints one JSON \
object per line instead, with the whole explanation."
    )]
    #[command(
        after_help = "Exit codes: 0 ok; 2 bad arguments; 3 a file could not be read; \
4 some URL could not be checked (reported on stderr, the others are checked)."
    )]
    Check(CheckArgs),
    /// List the file's per-line diagnostics: line <tab> severity <tab> code <tab> message
    #[command(
        after_help = "Exit codes: 0 no errors (warnings allowed); 1 errors found; \
2 bad arguments; 3 the file could not be read."
    )]
    Lint(LintArgs),
    /// Compare two robots.txt files: the (URL, agent) checks whose verdict or line differ
    #[command(
        long_about = "Compare two robots.txt files. Prints one line per (URL, agent) whose \
verdict or reported line differs, in input order:\n\n  BEFORE_VERDICT <tab> before_line <tab> \
AFTER_VERDICT <tab> after_line <tab> agent <tab> URL\n\nThe last line on stderr sums it up \
per agent. Exit status as diff(1): 0 no verdict changed, 1 some verdict changed (a changed \
line alone exits 0)."
    )]
    #[command(
        after_help = "Exit codes: 0 no verdict changed; 1 some verdict changed; \
2 bad arguments; 3 a file could not be read; 4 some URL could not be checked."
    )]
    Diff(DiffArgs),
    /// Check an expectations file (`allowed|disallowed AGENT URL` per line) against a robots.txt
    #[command(
        long_about = "Check an expectations file against a robots.txt. Each line of \
EXPECTATIONS_FILE reads `allowed|disallowed AGENT URL` (quote an agent that contains spaces; \
`#` after a space starts a comment). Prints each failure with the deciding line and why, \
then `N passed, N failed`."
    )]
    #[command(
        after_help = "Exit codes: 0 all passed; 1 some failed; 2 bad arguments or \
an unreadable expectation line (each one reported); 3 a file could not be read."
    )]
    Test(TestArgs),
    /// Fetch a robots.txt as Google does and print its body (the outcome goes to stderr)
    #[command(
        long_about = "Fetch a robots.txt as Google does: up to 5 redirects, then the status \
decides (2xx rules apply; 4xx except 429 everything allowed; 429, 5xx and network errors \
everything disallowed). Prints the body exactly as received, up to Google's 500 KiB, or \
saves it with -o; the outcome goes to stderr.",
        after_help = "Exit codes: 0 a body was fetched and its rules apply; 2 bad arguments; \
3 the output could not be written; 5 the outcome replaces the rules (allow all or disallow \
all; nothing is printed or saved)."
    )]
    Fetch(FetchArgs),
    /// Read the file for every crawler of the registry, grouped by purpose (search, AI
    /// training, AI search, …)
    #[command(
        long_about = "Read the file for every crawler of the registry, at each URL (default: \
the site root /). Prints a table grouped by purpose: the verdict, the deciding line, the agent \
whose group applied (the crawler's own, a family's such as Googlebot, or *), the AI-use \
preferences (Content-Usage) and the group's Content-Signal values. --json prints one object \
per crawler and URL instead.",
        after_help = "Exit codes: 0 ok; 2 bad arguments; 3 the file could not be read; \
4 some URL could not be checked (reported on stderr, the others are checked)."
    )]
    Policy(PolicyArgs),
    /// Which crawlers in access logs obeyed robots.txt, and which were really their owners'
    #[command(
        long_about = "Read access logs (Common/Combined, W3C extended, JSON lines; .gz too; - for \
standard input) and count, per crawler of the registry, its requests, robots.txt fetches, the \
requests the robots.txt version in force allowed or disallowed (or disallowed within 24 hours \
of a change: grace), and whether its addresses are in the lists its owner publishes (verified, \
forged, unverified). Text: a table grouped by purpose; --json one document; --csv one row per \
crawler. See docs/audit.md.",
        after_help = "Exit codes: 0 ok; 1 a verified crawler fetched a disallowed URL; \
2 bad arguments; 3 a file could not be read."
    )]
    Audit(AuditArgs),
    /// Crawler address lists: `robots ranges update` downloads the lists owners publish
    #[command(subcommand)]
    Ranges(RangesCommand),
    /// Serve the Language Server Protocol on standard input and output, for editors
    /// (diagnostics, hover, completion, quick fixes; see docs/editors.md)
    Lsp(LspArgs),
    /// Serve the Model Context Protocol on standard input and output, for AI agents
    /// (tools: check, lint, policy, explain, fetch, verify_ip; see docs/mcp.md)
    #[cfg(feature = "mcp")]
    #[command(
        long_about = "Serve the Model Context Protocol on standard input and output, for AI \
agents and their clients (Claude Desktop, VS Code, Cursor, Zed; see docs/mcp.md). Tools: check \
(the same results as check --json), lint, policy, explain (the trace in a language), fetch \
(as Google fetches robots.txt) and verify_ip (an address against the crawler's published \
lists, as audit verifies it). Nothing is fetched but the URL a call names."
    )]
    Mcp(McpArgs),
    /// Check the URLs of a site's sitemaps against its robots.txt: which ones it blocks, by line
    #[command(
        long_about = "Fetch URL's /robots.txt as Google does, then every sitemap its Sitemap: \
lines name (XML urlsets, sitemap indexes one level deep, gzip, plain text; each at most \
50,000 URLs and 50 MB uncompressed), and check every URL for each crawler with Google's \
reading. Prints, per crawler, the blocked URLs grouped by the deciding line; URLs on another \
host are counted apart. --json prints one document instead.",
        after_help = "Exit codes: 0 no sitemap URL is blocked; 1 some are; 2 bad arguments; \
3 the robots.txt could not be used (its fetch result replaces the rules, or the output could \
not be written); 4 none is blocked but some sitemap or entry could not be read."
    )]
    Site(SiteArgs),
    /// Compare the repository's robots.txt with the one the site serves, by verdict: which
    /// crawlers get another answer, and why (an edge's managed block, a line on one side only,
    /// the served status, the order)
    #[command(
        long_about = "Compare SOURCE (the repository's robots.txt: a path or -) with the robots.txt \
the site at URL serves (fetched as `robots fetch` does), by verdict, not by text: for every crawler \
(each --agent; by default every crawler of the registry, --purpose narrowing them) at every path \
(/, each --url, and every rule path of either file with its * and final $ dropped), each file read \
as Google reads it. A verdict that differs is a change, with the deciding line on each side and its \
cause: managed (the served line is in an edge's managed block, such as Cloudflare's), served_only or \
source_only (a line on one side only), served_status (the served file answered 4xx, 5xx or nothing, \
and Google's reading of that status replaces it) or order. The file is fetched a second time with a \
cache-busting query: other bytes mean the edge serves a stale copy. Text: grouped by purpose, one \
sentence per cause. --json prints one document. See docs/drift.md.",
        after_help = "Exit codes: 0 no verdict differs; 1 some verdict differs; 2 bad arguments; \
3 SOURCE could not be read, or the output could not be written; 4 the served robots.txt could not \
be fetched at all (no answer: its changes are still printed, read as Google reads an unreachable file)."
    )]
    Drift(DriftArgs),
    /// Print a shell completion script (e.g. `robots completions bash > /etc/bash_completion.d/robots`)
    Completions {
        /// The shell to complete for
        shell: Shell,
    },
}

#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The robots.txt: a path, `-` for standard input, or an http(s):// URL
    #[arg(value_name = "ROBOTS_FILE")]
    pub robots: String,
    #[command(flatten)]
    pub checks: ChecksArgs,
    /// One JSON object per line, with the explanation
    #[arg(long)]
    pub json: bool,
    /// Add a column with the AI-use preferences of each check (Content-Usage):
    /// `train-ai=allow|disallow|unknown,search=…`, or `-` where the URL may not be crawled
    #[arg(long)]
    pub usage: bool,
    /// Read the file as this library does: google (the default), urllib (CPython's
    /// urllib.robotparser, Python 3.8–3.12 and 3.13 before its RFC 9309 update),
    /// urllib-rfc9309 (the same module after that update), protego (Protego 0.7.0) or
    /// robots-parser (npm 3.0.1). Agent and URL are handed to it as the library's API takes
    /// them; VERDICT is UNANSWERED where the library answers nothing
    #[arg(long, value_name = "READER", default_value = "google",
          value_parser = ["google", "urllib", "urllib-rfc9309", "protego", "robots-parser"])]
    pub reader: String,
    /// For --reader robots-parser: where the file is served (it answers only URLs of that
    /// origin). Default: ROBOTS_FILE when it is a URL, otherwise each URL's own site
    #[arg(long, value_name = "URL")]
    pub robots_url: Option<String>,
    #[command(flatten)]
    pub net: NetArgs,
}

#[derive(Debug, Args)]
pub struct LspArgs {
    /// Talk over standard input and output (the only transport; accepted because
    /// clients such as vscode-languageclient pass it)
    #[arg(long)]
    pub stdio: bool,
}

#[cfg(feature = "mcp")]
#[derive(Debug, Args)]
pub struct McpArgs {
    /// The directory of crawler address lists verify_ip reads (default: where `robots
    /// ranges update` saves them)
    #[arg(long, value_name = "DIR")]
    pub ranges: Option<std::path::PathBuf>,
}

#[derive(Debug, Args)]
pub struct PolicyArgs {
    /// The robots.txt: a path, `-` for standard input, or an http(s):// URL
    #[arg(value_name = "ROBOTS_FILE")]
    pub robots: String,
    /// A URL or path to read the file for; repeat for several (default: /)
    #[arg(
        short = 'u',
        long = "url",
        value_name = "URL",
        allow_hyphen_values = true
    )]
    pub url: Vec<String>,
    /// One JSON object per crawler and URL
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub lang: LangArgs,
    #[command(flatten)]
    pub net: NetArgs,
}

#[derive(Debug, Args)]
pub struct LintArgs {
    /// The robots.txt: a path, `-` for standard input, or an http(s):// URL
    #[arg(value_name = "ROBOTS_FILE")]
    pub robots: String,
    #[command(flatten)]
    pub mode: ModeArgs,
    #[command(flatten)]
    pub lang: LangArgs,
    /// Also list the lines that urllib (before and after its RFC 9309 update), Protego or
    /// robots-parser read differently from Google: line <tab> info <tab> READER:CODE <tab>
    /// why, with an example check
    #[arg(long)]
    pub readers: bool,
    /// Print the fixes as a unified diff instead of the diagnostics (the `*` group's
    /// Content-Signal and Content-Usage lines copied into each group that loses them,
    /// `signal_not_inherited`); the file is not changed. Exit 1 when there is a fix
    #[arg(long, conflicts_with_all = ["readers", "format"])]
    pub fix_preview: bool,
    #[command(flatten)]
    pub net: NetArgs,
    #[command(flatten)]
    pub format: FormatArgs,
}

#[derive(Debug, Args)]
pub struct DiffArgs {
    /// The robots.txt before: a path, `-` for standard input, or an http(s):// URL
    #[arg(value_name = "BEFORE")]
    pub before: String,
    /// The robots.txt after: a path, `-` for standard input, or an http(s):// URL
    #[arg(value_name = "AFTER")]
    pub after: String,
    #[command(flatten)]
    pub checks: ChecksArgs,
    /// One JSON object per line, with both explanations
    #[arg(long)]
    pub json: bool,
    /// Print unchanged checks too
    #[arg(long)]
    pub all: bool,
    #[command(flatten)]
    pub net: NetArgs,
}

#[derive(Debug, Args)]
pub struct TestArgs {
    /// The robots.txt: a path, `-` for standard input, or an http(s):// URL
    #[arg(value_name = "ROBOTS_FILE")]
    pub robots: String,
    /// The expectations: a path or `-` for standard input
    #[arg(value_name = "EXPECTATIONS_FILE")]
    pub expectations: String,
    #[command(flatten)]
    pub mode: ModeArgs,
    #[command(flatten)]
    pub lang: LangArgs,
    /// One JSON object per expectation (the summary goes to stderr)
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub net: NetArgs,
    #[command(flatten)]
    pub format: FormatArgs,
}

#[derive(Debug, Args)]
pub struct FetchArgs {
    /// The robots.txt URL (http:// or https://)
    pub url: String,
    /// Save the body to FILE instead of printing it
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    pub output: Option<String>,
    #[command(flatten)]
    pub lang: LangArgs,
    #[command(flatten)]
    pub net: NetArgs,
}

#[derive(Debug, Args)]
pub struct AuditArgs {
    /// Access logs: paths (`.gz` read transparently) or `-` for standard input
    #[arg(value_name = "LOG", required = true)]
    pub logs: Vec<String>,
    /// The robots.txt, optionally with the instant it took effect
    /// (FILE@2026-11-01T00:00:00Z); repeat for the versions of a file
    #[arg(long = "robots", value_name = "ROBOTS_FILE[@TIME]", required = true)]
    pub robots: Vec<String>,
    /// The directory of crawler address lists (default: where `robots ranges update` saves them)
    #[arg(long, value_name = "DIR")]
    pub ranges: Option<std::path::PathBuf>,
    /// Count only requests for this host (when the log names hosts)
    #[arg(long, value_name = "HOST")]
    pub host: Option<String>,
    /// The logs' format (auto: detected per file from its first line)
    #[arg(long, value_name = "FORMAT", default_value = "auto",
          value_parser = ["auto", "combined", "common", "w3c", "json"])]
    pub log_format: String,
    /// Also accept an address whose reverse DNS name is under the crawler's documented
    /// domains and resolves back to it (one lookup per address, 5 s each, at most 60 s in all)
    #[arg(long)]
    pub rdns: bool,
    /// One JSON document
    #[arg(long, conflicts_with = "csv")]
    pub json: bool,
    /// One CSV row per crawler
    #[arg(long)]
    pub csv: bool,
    #[command(flatten)]
    pub lang: LangArgs,
}

#[derive(Debug, Subcommand)]
pub enum RangesCommand {
    /// Download every crawler address list owners publish into DIR, each under its URL's
    /// last path segment
    #[command(
        after_help = "Exit codes: 0 every list saved; 3 the directory cannot be written; \
4 some list could not be downloaded (the others are saved)."
    )]
    Update(RangesUpdateArgs),
}

#[derive(Debug, Args)]
pub struct RangesUpdateArgs {
    /// Where to save the lists (default: the user's cache directory)
    #[arg(long, value_name = "DIR")]
    pub dir: Option<std::path::PathBuf>,
    #[command(flatten)]
    pub lang: LangArgs,
    #[command(flatten)]
    pub net: NetArgs,
}

/// `--purpose`'s values, in the order `--help` lists them: the crawler
/// registry's purpose codes ([`robots::registry::Purpose::code`]).
const PURPOSES: [&str; 6] = [
    "search",
    "ai-training",
    "ai-search",
    "ai-user",
    "ai-control",
    "other",
];

#[derive(Debug, Args)]
pub struct SiteArgs {
    /// The site (its /robots.txt is read): http:// or https://
    pub url: String,
    /// A crawler to check for; repeat for several (default: Googlebot)
    #[arg(
        short = 'a',
        long = "agent",
        value_name = "AGENT",
        allow_hyphen_values = true
    )]
    pub agents: Vec<String>,
    /// Add the registry's crawlers of this purpose; repeat for several
    #[arg(long, value_name = "PURPOSE",
          value_parser = PURPOSES)]
    pub purpose: Vec<String>,
    /// Read at most this many sitemap URLs in all (the rest is said to be cut)
    #[arg(long, value_name = "N", default_value = "1000000")]
    pub max_urls: usize,
    /// Read at most this many sitemaps in all (the rest is said to be cut)
    #[arg(long, value_name = "N", default_value = "1000")]
    pub max_sitemaps: usize,
    /// Stop the whole run after this many seconds (at most 86400); what was not read is said
    #[arg(long, value_name = "SECS", default_value = "600", value_parser = seconds)]
    pub deadline: Duration,
    /// Also read the site's /llms.txt (and /llms-full.txt) and check its links for the AI
    /// search and AI user crawlers
    #[arg(long)]
    pub llms: bool,
    /// One JSON document: robots, sitemaps, agents
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub lang: LangArgs,
    #[command(flatten)]
    pub net: NetArgs,
}

#[derive(Debug, Args)]
pub struct DriftArgs {
    /// The repository's robots.txt: a path, or `-` for standard input
    #[arg(value_name = "SOURCE")]
    pub source: String,
    /// The site, or its robots.txt URL (http:// or https://)
    #[arg(value_name = "URL")]
    pub url: String,
    /// A crawler to compare for; repeat for several (default: every crawler of the registry)
    #[arg(
        short = 'a',
        long = "agent",
        value_name = "AGENT",
        allow_hyphen_values = true
    )]
    pub agents: Vec<String>,
    /// Only the registry's crawlers of this purpose (with --agent: add them); repeat for several
    #[arg(long, value_name = "PURPOSE",
          value_parser = PURPOSES)]
    pub purpose: Vec<String>,
    /// A URL or path to compare at too (/ and every rule path of either file always are);
    /// repeat for several
    #[arg(
        short = 'u',
        long = "url",
        value_name = "URL",
        allow_hyphen_values = true
    )]
    pub urls: Vec<String>,
    /// One JSON document: source, served, identical, stale, managed, changes
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub lang: LangArgs,
    #[command(flatten)]
    pub net: NetArgs,
}

/// What `check` and `diff` check: every agent at every URL, in a mode,
/// explained in a language.
#[derive(Debug, Args)]
pub struct ChecksArgs {
    #[command(flatten)]
    pub agents: AgentArgs,
    #[command(flatten)]
    pub urls: UrlArgs,
    #[command(flatten)]
    pub mode: ModeArgs,
    #[command(flatten)]
    pub lang: LangArgs,
}

#[derive(Debug, Args)]
pub struct AgentArgs {
    /// A crawler: a product token (Googlebot) or a full user-agent string; repeat for several
    #[arg(
        short = 'a',
        long = "agent",
        value_name = "AGENT",
        required = true,
        allow_hyphen_values = true
    )]
    pub agents: Vec<String>,
}

#[derive(Debug, Args)]
#[group(required = true, multiple = false)]
pub struct UrlArgs {
    /// A URL or path to check; repeat for several
    #[arg(
        short = 'u',
        long = "url",
        value_name = "URL",
        allow_hyphen_values = true
    )]
    pub url: Vec<String>,
    /// A file with one URL per line (`-` for standard input), read as a stream
    #[arg(long = "urls", value_name = "FILE")]
    pub urls: Option<String>,
}

#[derive(Debug, Args)]
pub struct LangArgs {
    /// The language of the explanations and diagnostics: en (the default), hi, nl or ko,
    /// worded as the web page words them
    #[arg(long, value_enum, value_name = "LANG", default_value = "en")]
    pub lang: Lang,
}

#[derive(Debug, Args)]
pub struct ModeArgs {
    /// Pass agent and URL to the matcher exactly as Google's library takes them (no token
    /// derivation, no URL normalisation, no size limit, no crawler families)
    #[arg(long)]
    pub raw: bool,
}

impl ModeArgs {
    pub fn mode(&self) -> Mode {
        if self.raw {
            Mode::Raw
        } else {
            Mode::Tester
        }
    }
}

/// `--format`: the text lines, or one SARIF 2.1.0 log for code scanning.
#[derive(Debug, Args)]
pub struct FormatArgs {
    /// text (the default) or sarif: one SARIF 2.1.0 log on stdout, for code scanning
    /// (the exit status is unchanged)
    #[arg(long, value_name = "FORMAT", default_value = "text", value_parser = ["text", "sarif"])]
    pub format: String,
}

impl FormatArgs {
    pub fn sarif(&self) -> bool {
        self.format == "sarif"
    }
}

/// Limits for fetching an http(s):// ROBOTS_FILE.
#[derive(Clone, Copy, Debug, Args)]
pub struct NetArgs {
    /// When ROBOTS_FILE is a URL: seconds to wait for each connection (at most 86400)
    #[arg(long, value_name = "SECS", default_value = "10", value_parser = seconds)]
    pub connect_timeout: Duration,
    /// When ROBOTS_FILE is a URL: seconds for the whole fetch, redirects and body included
    /// (at most 86400)
    #[arg(long, value_name = "SECS", default_value = "30", value_parser = seconds)]
    pub timeout: Duration,
    /// Let fetches reach loopback, private and link-local addresses other than the URL given
    /// (without it, only the origin given may be one; redirects and sitemaps elsewhere are refused)
    #[arg(long)]
    pub allow_private: bool,
}

/// The longest timeout taken: a day. Longer ones would overflow the
/// clock's deadline arithmetic (`1e19` seconds), and mean no timeout anyway.
pub const MAX_TIMEOUT_SECS: u64 = 86_400;

fn seconds(s: &str) -> Result<Duration, String> {
    let secs: f64 = s
        .parse()
        .map_err(|_| format!("'{s}' is not a number of seconds"))?;
    if secs.is_finite() && secs > MAX_TIMEOUT_SECS as f64 {
        return Err(format!(
            "'{s}' seconds is too long: at most {MAX_TIMEOUT_SECS} (a day)"
        ));
    }
    match Duration::try_from_secs_f64(secs) {
        Ok(d) if !d.is_zero() => Ok(d),
        _ => Err(format!("'{s}' is not a positive number of seconds")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn the_definitions_are_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn purposes_are_the_registrys() {
        let mut codes: Vec<&str> = robots::registry::Purpose::ALL.map(|p| p.code()).into();
        let mut ours = PURPOSES.to_vec();
        codes.sort_unstable();
        ours.sort_unstable();
        assert_eq!(ours, codes);
        // Each is accepted by the commands that filter by purpose.
        for p in PURPOSES {
            for cmd in [
                &["robots", "site", "https://e.com/"][..],
                &["robots", "drift", "r.txt", "https://e.com/"],
            ] {
                let args = [cmd, &["--purpose", p]].concat();
                assert!(Cli::try_parse_from(args).is_ok(), "{cmd:?} --purpose {p}");
            }
        }
    }

    #[test]
    fn seconds_must_be_positive() {
        assert_eq!(seconds("1.5"), Ok(Duration::from_millis(1500)));
        assert!(seconds("0").is_err());
        assert!(seconds("-1").is_err());
        assert!(seconds("soon").is_err());
        assert!(seconds("inf").is_err());
        assert_eq!(seconds("86400"), Ok(Duration::from_secs(86_400)));
        for long in ["86400.5", "1e19", "1e300"] {
            let e = seconds(long).unwrap_err();
            assert!(e.contains("is too long: at most 86400"), "{long}: {e}");
        }
    }
}
