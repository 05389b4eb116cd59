//! What `robots audit` prints: a table grouped by purpose (text), one JSON
//! document (`--json`), or one CSV row per crawler (`--csv`); notes about
//! the address lists on standard error.

use std::io::{self, Write};
use std::path::Path;

use robots::message::audit as msg;
use robots::registry::CRAWLERS;
use serde::Serialize;

use crate::lang::Lang;
use crate::Io;
use robots_audit::ranges::Lists;
use robots_audit::tally::{Stats, Tally};

/// A list older than this is flagged.
pub const STALE_DAYS: i64 = 30;

pub struct Audit<'a> {
    pub tally: &'a Tally<'a>,
    pub lists: &'a Lists,
    pub dir: Option<&'a Path>,
    pub now: i64,
}

#[derive(Serialize)]
struct Document<'a> {
    summary: Summary,
    crawlers: Vec<CrawlerJson<'a>>,
    unknown: Vec<UnknownJson<'a>>,
    ranges: Vec<ListJson<'a>>,
}

#[derive(Serialize)]
struct Summary {
    lines: u64,
    requests: u64,
    skipped: u64,
    crawler_requests: u64,
    first: Option<String>,
    last: Option<String>,
}

#[derive(Serialize)]
struct CrawlerJson<'a> {
    token: &'static str,
    owner: &'static str,
    purpose: &'static str,
    requests: u64,
    robots_fetches: u64,
    allowed: u64,
    disallowed: u64,
    grace: u64,
    verified: u64,
    forged: u64,
    unverified: u64,
    disallowed_verified: u64,
    top_disallowed: Vec<PathJson<'a>>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    ignores_robots: bool,
}

#[derive(Serialize)]
struct PathJson<'a> {
    path: std::borrow::Cow<'a, str>,
    count: u64,
    line: u32,
}

#[derive(Serialize)]
struct UnknownJson<'a> {
    agent: &'a str,
    requests: u64,
}

#[derive(Serialize)]
struct ListJson<'a> {
    file: &'a str,
    creation_time: Option<&'a str>,
    prefixes: usize,
    stale: bool,
}

/// An instant as RFC 3339 UTC (`2026-11-01T00:00:00Z`).
pub fn rfc3339(t: i64) -> String {
    chrono::DateTime::from_timestamp(t, 0)
        .map(|d| d.to_rfc3339_opts(chrono::SecondsFormat::Secs, true))
        .unwrap_or_else(|| t.to_string())
}

fn top(stats: &Stats) -> Vec<PathJson<'_>> {
    robots_audit::top(stats)
        .into_iter()
        .map(|(p, count, line)| PathJson {
            path: String::from_utf8_lossy(p),
            count,
            line,
        })
        .collect()
}

fn ignores_robots(token: &str) -> bool {
    robots::verify::for_token(token).is_some_and(|v| v.ignores_robots)
}

impl Audit<'_> {
    /// The crawlers seen, grouped by purpose (registry order within).
    fn seen(&self) -> Vec<(usize, &Stats)> {
        robots_audit::seen(self.tally)
    }

    fn unknown(&self) -> Vec<(&str, u64)> {
        let mut v: Vec<(&str, u64)> = self
            .tally
            .unknown
            .iter()
            .map(|(k, n)| (k.as_str(), *n))
            .collect();
        v.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(b.0)));
        v
    }

    fn stale(&self, created: Option<i64>) -> Option<i64> {
        let days = (self.now - created?) / 86_400;
        (days > STALE_DAYS).then_some(days)
    }

    /// On standard error: each list's creation time (stale ones flagged),
    /// or that there are none.
    pub fn notes(&self, io: &mut Io, lang: Lang) {
        let lang = lang.0;
        if self.lists.by_name.is_empty() {
            let dir = self
                .dir
                .map_or_else(|| "-".to_string(), |d| d.display().to_string());
            io.note(format_args!("{}", msg::no_lists(&dir).render(lang)));
        }
        for l in self.lists.sorted() {
            let m = match (&l.created_text, self.stale(l.created)) {
                (None, _) => msg::list_undated(&l.name),
                (Some(date), Some(days)) => msg::list_stale(&l.name, date, days as u64),
                (Some(date), None) => msg::list(&l.name, date),
            };
            io.note(format_args!("{}", m.render(lang)));
        }
        for (name, why) in &self.lists.unreadable {
            io.note(format_args!(
                "{}",
                msg::list_unreadable(name, why).render(lang)
            ));
        }
    }

    pub fn json(&self, out: &mut dyn Write) -> io::Result<()> {
        let t = self.tally;
        let doc = Document {
            summary: Summary {
                lines: t.lines,
                requests: t.requests,
                skipped: t.skipped,
                crawler_requests: t.crawler_requests,
                first: t.first.map(rfc3339),
                last: t.last.map(rfc3339),
            },
            crawlers: self
                .seen()
                .into_iter()
                .map(|(i, s)| {
                    let c = &CRAWLERS[i];
                    CrawlerJson {
                        token: c.token,
                        owner: c.owner,
                        purpose: c.purpose.code(),
                        requests: s.requests,
                        robots_fetches: s.robots_fetches,
                        allowed: s.allowed,
                        disallowed: s.disallowed,
                        grace: s.grace,
                        verified: s.verified,
                        forged: s.forged,
                        unverified: s.unverified,
                        disallowed_verified: s.disallowed_verified,
                        top_disallowed: top(s),
                        ignores_robots: ignores_robots(c.token),
                    }
                })
                .collect(),
            unknown: self
                .unknown()
                .into_iter()
                .map(|(agent, requests)| UnknownJson { agent, requests })
                .collect(),
            ranges: self
                .lists
                .sorted()
                .into_iter()
                .map(|l| ListJson {
                    file: &l.name,
                    creation_time: l.created_text.as_deref(),
                    prefixes: l.prefixes,
                    stale: self.stale(l.created).is_some(),
                })
                .collect(),
        };
        serde_json::to_writer_pretty(&mut *out, &doc)?;
        writeln!(out)
    }

    pub fn csv(&self, out: &mut dyn Write) -> io::Result<()> {
        let mut w = csv::Writer::from_writer(out);
        let header = ["token", "owner", "purpose"]
            .into_iter()
            .chain(Stats::COUNTS)
            .chain(["ignores_robots"]);
        w.write_record(header)?;
        for (i, s) in self.seen() {
            let c = &CRAWLERS[i];
            let n = s.counts().map(|n| n.to_string());
            let mut row = vec![
                c.token.to_string(),
                c.owner.to_string(),
                c.purpose.code().to_string(),
            ];
            row.extend(n);
            row.push(ignores_robots(c.token).to_string());
            w.write_record(&row)?;
        }
        w.flush()
    }

    pub fn text(&self, out: &mut dyn Write, lang: Lang) -> io::Result<()> {
        let lang = lang.0;
        let t = self.tally;
        let header = [
            "PURPOSE",
            "CRAWLER",
            "OWNER",
            "REQUESTS",
            "ROBOTS.TXT",
            "ALLOWED",
            "DISALLOWED",
            "GRACE",
            "VERIFIED",
            "FORGED",
            "UNVERIFIED",
        ];
        let seen = self.seen();
        let rows: Vec<[String; 11]> = seen
            .iter()
            .map(|(i, s)| {
                let c = &CRAWLERS[*i];
                [
                    c.purpose.code().to_string(),
                    c.token.to_string(),
                    c.owner.to_string(),
                    s.requests.to_string(),
                    s.robots_fetches.to_string(),
                    s.allowed.to_string(),
                    s.disallowed.to_string(),
                    s.grace.to_string(),
                    s.verified.to_string(),
                    s.forged.to_string(),
                    s.unverified.to_string(),
                ]
            })
            .collect();
        if rows.is_empty() {
            writeln!(out, "{}", msg::no_crawler().render(lang))?;
        } else {
            // The purpose, crawler and owner left-aligned; the counts right.
            crate::table::write(out, header, &rows, |column| column >= 3)?;
        }
        for (i, s) in &seen {
            let token = CRAWLERS[*i].token;
            let top = top(s);
            if !top.is_empty() {
                writeln!(out)?;
                writeln!(out, "{}", msg::top(token).render(lang))?;
                for p in top {
                    writeln!(
                        out,
                        "  {:>8}  {:>5}  {}",
                        p.count,
                        p.line,
                        crate::table::fit(&p.path)
                    )?;
                }
            }
            if ignores_robots(token) {
                writeln!(out, "{}", msg::ignores_robots(token).render(lang))?;
            }
            if s.disallowed_verified > 0 {
                writeln!(
                    out,
                    "{}",
                    msg::verified_disallowed(token, s.disallowed_verified).render(lang)
                )?;
            }
        }
        let unknown = self.unknown();
        if !unknown.is_empty() {
            writeln!(out)?;
            writeln!(out, "{}", msg::unknown().render(lang))?;
            for (agent, n) in unknown.iter().take(20) {
                writeln!(out, "  {n:>8}  {}", crate::table::fit(agent))?;
            }
        }
        writeln!(out)?;
        if seen.iter().any(|(_, s)| s.forged > 0) {
            writeln!(out, "{}", msg::forged_note().render(lang))?;
        }
        writeln!(
            out,
            "{}",
            msg::summary(t.lines, t.requests, t.crawler_requests, t.skipped).render(lang)
        )?;
        if let (Some(f), Some(l)) = (t.first, t.last) {
            writeln!(
                out,
                "{}",
                msg::period(&rfc3339(f), &rfc3339(l)).render(lang)
            )?;
        }
        Ok(())
    }
}
