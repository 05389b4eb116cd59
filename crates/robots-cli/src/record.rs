//! The JSON objects of `--json` output, one per line (serde).

use robots::json::{rule_kind, Usage as UsageJson};
use serde::Serialize;

use crate::checker::{Agent, Explanation};
use crate::fetch::FetchReport;

/// What a record is about: a URL, and a crawler as given with the token
/// it checks as (the first fields of `check --json` and `diff --json`).
#[derive(Debug, Serialize)]
pub struct Asked<'a> {
    pub url: &'a str,
    pub agent: &'a str,
    pub token: &'a str,
}

impl<'a> Asked<'a> {
    pub fn new(url: &'a str, agent: &'a Agent) -> Self {
        Asked {
            url,
            agent: &agent.input,
            token: &agent.token,
        }
    }
}

/// One (URL, agent) check: a line of `check --json`, and the `before` and
/// `after` of `diff --json`.
#[derive(Debug, Serialize)]
pub struct CheckRecord<'a> {
    #[serde(flatten)]
    pub asked: Asked<'a>,
    /// The path tested, as the crawler requests it.
    pub path: &'a str,
    pub allowed: bool,
    /// Google's `matching_line()` (0 = none).
    pub line: u32,
    /// `Reason::code()`, or `allow_all` / `disallow_all` when the fetch
    /// result replaced the rules.
    pub reason: &'static str,
    /// The decisive rule's kind: `allow` or `disallow`.
    pub rule: Option<&'static str>,
    /// Its normalised pattern.
    pub pattern: Option<&'a str>,
    /// Its value as written.
    pub written: Option<&'a str>,
    pub priority: Option<u32>,
    /// `GroupChoice::code()` (`null` when the fetch result replaced the rules).
    pub groups: Option<&'static str>,
    pub group_lines: &'a [u32],
    pub explanation: &'a str,
    /// One key per label of the AI-use vocabulary (`train-ai`, `search`):
    /// `allow`, `disallow` or `unknown`; `null` when the URL may not be
    /// crawled (the engine's JSON of them, as the npm package's).
    pub usage: Option<UsageJson<'a>>,
    /// The deciding `Content-Usage` lines (`[]` when none matched): the
    /// first ten (`robots::aipref::USAGE_LINES`).
    pub usage_lines: &'a [u32],
    /// How many more lines decided with them (absent when none).
    #[serde(skip_serializing_if = "is_zero")]
    pub usage_lines_more: usize,
    /// How the robots.txt was fetched, when it was given as a URL.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fetch: Option<&'a FetchReport>,
}

impl<'a> CheckRecord<'a> {
    pub fn new(
        url: &'a str,
        agent: &'a Agent,
        path: &'a str,
        e: &'a Explanation,
        fetch: Option<&'a FetchReport>,
    ) -> Self {
        let d = e.decisive.as_ref();
        CheckRecord {
            asked: Asked::new(url, agent),
            path,
            allowed: e.allowed,
            line: e.line,
            reason: e.reason,
            rule: d.map(|d| rule_kind(d.kind)),
            pattern: d.map(|d| d.pattern.as_str()),
            written: d.map(|d| d.written.as_str()),
            priority: d.map(|d| d.priority),
            groups: e.groups,
            group_lines: &e.group_lines,
            explanation: &e.sentence,
            usage: e.usage.as_ref().map(UsageJson),
            usage_lines: e.usage.as_ref().map_or(&[], |u| &u.lines),
            usage_lines_more: e.usage.as_ref().map_or(0, |u| u.more_lines),
            fetch,
        }
    }
}

/// One line of `diff --json`.
#[derive(Debug, Serialize)]
pub struct DiffRecord<'a> {
    #[serde(flatten)]
    pub asked: Asked<'a>,
    /// `Change::code()`: `newly-blocked`, `newly-allowed`, `line-changed`
    /// or `unchanged`.
    pub change: &'static str,
    pub before: CheckRecord<'a>,
    pub after: CheckRecord<'a>,
}

/// One line of `test --json`.
#[derive(Debug, Serialize)]
pub struct TestRecord<'a> {
    /// The expectation's line in EXPECTATIONS_FILE.
    pub expectation_line: u32,
    /// `allowed` or `disallowed`.
    pub expected: &'static str,
    pub actual: &'static str,
    pub pass: bool,
    /// The deciding line of the robots.txt (0 = none).
    pub line: u32,
    /// The deciding rule as written (`Disallow: /x`), if any.
    pub rule: Option<String>,
    pub reason: &'static str,
    pub sentence: &'a str,
    pub agent: &'a str,
    pub token: &'a str,
    pub url: &'a str,
    pub path: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fetch: Option<&'a FetchReport>,
}

/// For `skip_serializing_if`: a count of nothing more.
pub fn is_zero(n: &usize) -> bool {
    *n == 0
}

/// `allowed` or `disallowed`.
pub fn verdict_name(allowed: bool) -> &'static str {
    if allowed {
        "allowed"
    } else {
        "disallowed"
    }
}

/// Writes `value` as one line of JSON.
pub fn write_line(out: &mut dyn std::io::Write, value: &impl Serialize) -> std::io::Result<()> {
    serde_json::to_writer(&mut *out, value)?;
    out.write_all(b"\n")
}
