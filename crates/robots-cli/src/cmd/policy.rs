//! `robots policy`: the file read for every crawler of the registry
//! (`robots::registry`), at each URL, grouped by purpose.

use std::io::Write;

use robots::aipref::{Signals, Usage};
use robots::registry::{self, Crawler, PolicyRow, Purpose, CRAWLERS};
use robots::status::Effect;
use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};

use crate::args::PolicyArgs;
use crate::checker::{self, usage_cell, verdict_token};
use crate::fetch::FetchReport;
use crate::lang::say;
use crate::mode::Mode;
use crate::record::{self, verdict_name};
use crate::source::{self, Robots, Rules};
use crate::{exit, Failure, Io};
use robots::json::Usage as UsageJson;

/// One line of `policy --json`.
#[derive(Serialize)]
struct PolicyRecord<'a> {
    token: &'static str,
    owner: &'static str,
    purpose: &'static str,
    url: &'a str,
    /// The path checked, as the crawler requests it.
    path: &'a str,
    allowed: bool,
    verdict: &'static str,
    /// Google's `matching_line()` (0 = none).
    line: u32,
    /// The agent named by the group that applied (`null`: no group).
    follows: Option<&'a str>,
    usage: Option<UsageJson<'a>>,
    usage_lines: &'a [u32],
    /// How many more lines decided with `usage_lines` (absent when none).
    #[serde(skip_serializing_if = "record::is_zero")]
    usage_lines_more: usize,
    /// The applying groups' `Content-Signal` values, as written.
    signals: Option<SignalsJson<'a>>,
    /// The file's `License` URLs (Really Simple Licensing), as written:
    /// global lines, the same on every row (`[]` when none).
    licenses: &'a [&'a str],
    /// What blocking the crawler does, in `--lang`.
    blocking: String,
    docs: &'static str,
    checked: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    fetch: Option<&'a FetchReport>,
}

/// `Content-Signal` values as a JSON object, in the order written.
struct SignalsJson<'a>(&'a Signals);

impl Serialize for SignalsJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in self.0 {
            map.serialize_entry(k, v)?;
        }
        map.end()
    }
}

/// Every crawler's row for `path`: from the file, or from a fetch result
/// that replaced it (then no group applies).
fn rows(robots: &Robots, path: &str) -> Vec<PolicyRow> {
    match &robots.rules {
        Rules::File(file) => registry::policy(file, path.as_bytes()),
        Rules::Replaced { effect, .. } => {
            let allowed = *effect == Effect::AllowAll;
            CRAWLERS
                .iter()
                .map(|c| PolicyRow {
                    crawler: c,
                    allowed,
                    line: 0,
                    follows: None,
                    usage: allowed.then(|| Usage {
                        prefs: [robots::aipref::Pref::Unknown; 2],
                        lines: Vec::new(),
                        more_lines: 0,
                    }),
                    signals: None,
                })
                .collect()
        }
    }
}

fn purpose_rank(c: &Crawler) -> usize {
    Purpose::ALL
        .iter()
        .position(|p| *p == c.purpose)
        .unwrap_or(Purpose::ALL.len())
}

fn signals_cell(signals: Option<&Signals>) -> String {
    match signals {
        None => "-".to_string(),
        Some(s) => s
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join(", "),
    }
}

/// The text table of one URL: a heading, then one row per crawler,
/// grouped by purpose, columns padded to their widest cell.
fn table(out: &mut dyn Write, url: &str, path: &str, rows: &[PolicyRow]) -> std::io::Result<()> {
    if url == path {
        writeln!(out, "{url}")?;
    } else {
        writeln!(out, "{url} (path {path})")?;
    }
    let mut order: Vec<&PolicyRow> = rows.iter().collect();
    order.sort_by_key(|r| purpose_rank(r.crawler));
    let header = [
        "PURPOSE", "CRAWLER", "OWNER", "VERDICT", "LINE", "FOLLOWS", "USAGE", "SIGNALS",
    ];
    let cells: Vec<[String; 8]> = order
        .iter()
        .map(|r| {
            [
                r.crawler.purpose.code().to_string(),
                r.crawler.token.to_string(),
                r.crawler.owner.to_string(),
                verdict_token(r.allowed).to_string(),
                r.line.to_string(),
                r.follows.clone().unwrap_or_else(|| "-".to_string()),
                usage_cell(r.usage.as_ref()),
                signals_cell(r.signals.as_deref()),
            ]
        })
        .collect();
    // Line numbers right-aligned.
    crate::table::write(out, header, &cells, |column| column == 4)
}

pub fn run(args: &PolicyArgs, io: &mut Io) -> Result<u8, Failure> {
    let robots = source::load(&args.robots, Mode::Tester, &args.net, args.lang.lang.0, io)?;
    let urls: Vec<String> = if args.url.is_empty() {
        vec!["/".to_string()]
    } else {
        args.url.clone()
    };
    // A fetch result that replaces the file leaves no License line either.
    let licenses: Vec<&str> = match &robots.rules {
        Rules::File(file) => file.licenses(),
        Rules::Replaced { .. } => Vec::new(),
    };
    let mut unchecked = false;
    let mut first = true;
    for url in &urls {
        let path = match checker::path(url, Mode::Tester) {
            Ok(p) => p,
            Err(msg) => {
                io.note(format_args!("{}", say(args.lang.lang.0, &msg)));
                unchecked = true;
                continue;
            }
        };
        let rows = rows(&robots, &path);
        if args.json {
            for r in &rows {
                let c = r.crawler;
                let rec = PolicyRecord {
                    token: c.token,
                    owner: c.owner,
                    purpose: c.purpose.code(),
                    url,
                    path: &path,
                    allowed: r.allowed,
                    verdict: verdict_name(r.allowed),
                    line: r.line,
                    follows: r.follows.as_deref(),
                    usage: r.usage.as_ref().map(UsageJson),
                    usage_lines: r.usage.as_ref().map_or(&[], |u| &u.lines),
                    usage_lines_more: r.usage.as_ref().map_or(0, |u| u.more_lines),
                    signals: r.signals.as_deref().map(SignalsJson),
                    licenses: &licenses,
                    blocking: c.blocking().render(args.lang.lang.0),
                    docs: c.docs,
                    checked: c.checked,
                    fetch: robots.fetch.as_ref(),
                };
                record::write_line(io.stdout, &rec).map_err(Failure::write)?;
            }
        } else {
            if !first {
                writeln!(io.stdout).map_err(Failure::write)?;
            }
            table(io.stdout, url, &path, &rows).map_err(Failure::write)?;
            for l in &licenses {
                writeln!(io.stdout, "License: {l}").map_err(Failure::write)?;
            }
        }
        first = false;
    }
    Ok(if unchecked { exit::UNCHECKED } else { exit::OK })
}
