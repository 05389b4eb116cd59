//! What `robots audit` prints: a table grouped by purpose (text), one JSON
//! document (`--json`), or one CSV row per crawler (`--csv`); notes about
//! the address lists on standard error.

use std::io::{self, Write};
use std::path::Path;

use crate::lang::audit as msg;
use robots::registry::CRAWLERS;
use serde::Serialize;

use crate::lang::{say, Lang};
use crate::Io;
use robots_audit::ranges::Lists;
use robots_audit::tally::{self, SignedAgent, Stats, Tally, SIGNED_COUNTS};

pub struct Audit<'a> {
    pub tally: &'a Tally<'a>,
    pub lists: &'a Lists,
    pub keys: &'a super::keys::Keys,
    pub dir: Option<&'a Path>,
    pub now: i64,
}

#[derive(Serialize)]
struct Document<'a> {
    summary: Summary,
    crawlers: Vec<CrawlerJson<'a>>,
    unknown: Vec<UnknownJson>,
    ranges: Vec<ListJson<'a>>,
    /// The requests that named one signature agent, by what their
    /// signatures say (Web Bot Auth).
    signed: Vec<&'a SignedAgent>,
}

#[derive(Serialize)]
struct Summary {
    lines: u64,
    requests: u64,
    skipped: u64,
    crawler_requests: u64,
    first: Option<String>,
    last: Option<String>,
    /// Requests `--rdns` could not check (its budget ran out).
    #[serde(skip_serializing_if = "is_zero")]
    rdns_unchecked: u64,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
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
    refused: u64,
    payment_required: u64,
    disallowed_served: u64,
    /// Requests with a verified signature of an origin the registry maps
    /// to this crawler.
    signed: u64,
    top_disallowed: Vec<PathJson<'a>>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    ignores_robots: bool,
}

#[derive(Serialize)]
struct PathJson<'a> {
    path: std::borrow::Cow<'a, str>,
    count: u64,
    /// Of `count`, from the owner's own addresses.
    verified: u64,
    line: u32,
}

#[derive(Serialize)]
struct UnknownJson {
    agent: String,
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
        .map(|t| PathJson {
            path: String::from_utf8_lossy(t.path),
            count: t.count,
            verified: t.verified,
            line: t.line,
        })
        .collect()
}

/// The sentences for requests the file allows and the edge refused: one
/// per kind of address (verified, forged, unverified) with any.
fn edge_refused(i: usize, s: &Stats, lang: robots::message::Lang) -> Vec<robots::message::Message> {
    let c = &CRAWLERS[i];
    let mut out = Vec::new();
    for (class, counts) in s.edge.iter().enumerate() {
        let count: u64 = counts.iter().sum();
        if count == 0 {
            continue;
        }
        let status = tally::REFUSALS
            .iter()
            .zip(counts)
            .filter(|(_, n)| **n > 0)
            .map(|(code, _)| code.to_string())
            .collect::<Vec<_>>()
            .join(", ");
        let shown = lang.number(i64::try_from(count).unwrap_or(i64::MAX));
        out.push(match class {
            0 => msg::edge_refused_verified(c.token, count, &shown, &status, c.owner),
            1 => msg::edge_refused_forged(c.token, count, &shown, &status, c.owner),
            _ => msg::edge_refused_unverified(c.token, count, &shown, &status),
        });
    }
    out
}

/// Rows of `N` cells for the table writer.
fn fixed<const N: usize>(rows: Vec<Vec<String>>) -> Vec<[String; N]> {
    rows.into_iter().filter_map(|r| r.try_into().ok()).collect()
}

fn ignores_robots(token: &str) -> bool {
    robots::verify::for_token(token).is_some_and(|v| v.ignores_robots)
}

impl Audit<'_> {
    /// The crawlers seen, grouped by purpose (registry order within).
    fn seen(&self) -> Vec<(usize, &Stats)> {
        robots_audit::seen(self.tally)
    }

    fn unknown(&self) -> Vec<(String, u64)> {
        self.tally.unknown()
    }

    /// On standard error: each list's creation time (stale ones flagged),
    /// or that there are none.
    pub fn notes(&self, io: &mut Io, lang: Lang) {
        let lang = lang.0;
        if self.lists.by_name.is_empty() {
            let dir = self
                .dir
                .map_or_else(|| "-".to_string(), |d| d.display().to_string());
            io.note(format_args!("{}", say(lang, &msg::no_lists(&dir))));
        }
        for l in self.lists.sorted() {
            let m = match (&l.created_text, l.stale_days(self.now)) {
                (None, _) => msg::list_undated(&l.name),
                (Some(date), Some(days)) => msg::list_stale(&l.name, date, days as u64),
                (Some(date), None) => msg::list(&l.name, date),
            };
            io.note(format_args!("{}", say(lang, &m)));
        }
        for (name, why) in &self.lists.unreadable {
            io.note(format_args!(
                "{}",
                say(lang, &msg::list_unreadable(name, why))
            ));
        }
        for (origin, count) in &self.keys.read {
            let m = msg::directory(origin, *count as u64);
            io.note(format_args!("{}", say(lang, &m)));
        }
        for (name, why) in &self.keys.unreadable {
            let m = msg::directory_unreadable(name, why);
            io.note(format_args!("{}", say(lang, &m)));
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
                rdns_unchecked: t.rdns_unchecked,
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
                        refused: s.refused,
                        payment_required: s.payment_required,
                        disallowed_served: s.disallowed_served,
                        signed: s.signed,
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
                    stale: l.stale_days(self.now).is_some(),
                })
                .collect(),
            signed: t.signed_agents(),
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
            "REFUSED",
            "PAYMENT",
            "SERVED",
        ];
        let seen = self.seen();
        // The SIGNED column only when some request was signed.
        let any_signed = seen.iter().any(|(_, s)| s.signed > 0);
        let rows: Vec<Vec<String>> = seen
            .iter()
            .map(|(i, s)| {
                let c = &CRAWLERS[*i];
                let mut row = vec![
                    c.purpose.code().to_string(),
                    c.token.to_string(),
                    c.owner.to_string(),
                ];
                // Every count but the verified disallowed requests (a
                // sentence below says them).
                let counts = Stats::COUNTS.iter().zip(s.counts());
                row.extend(
                    counts
                        .filter(|(name, _)| **name != "disallowed_verified")
                        .map(|(_, n)| n.to_string()),
                );
                if any_signed {
                    row.push(s.signed.to_string());
                }
                row
            })
            .collect();
        if rows.is_empty() {
            writeln!(out, "{}", say(lang, &msg::no_crawler()))?;
        } else {
            // The purpose, crawler and owner left-aligned; the counts right.
            let right = |column| column >= 3;
            if any_signed {
                let mut with: [&str; 15] = [""; 15];
                with[..14].copy_from_slice(&header);
                with[14] = "SIGNED";
                crate::table::write(out, with, &fixed::<15>(rows), right)?;
            } else {
                crate::table::write(out, header, &fixed::<14>(rows), right)?;
            }
        }
        for (i, s) in &seen {
            let token = CRAWLERS[*i].token;
            let top = top(s);
            if !top.is_empty() {
                writeln!(out)?;
                writeln!(out, "{}", say(lang, &msg::top(token)))?;
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
                writeln!(out, "{}", say(lang, &msg::ignores_robots(token)))?;
            }
            if s.disallowed_verified > 0 {
                writeln!(
                    out,
                    "{}",
                    say(
                        lang,
                        &msg::verified_disallowed(token, s.disallowed_verified)
                    )
                )?;
            }
            for m in edge_refused(*i, s, lang) {
                writeln!(out, "{}", say(lang, &m))?;
            }
        }
        let signed = t.signed_agents();
        if !signed.is_empty() {
            writeln!(out)?;
            writeln!(out, "{}", say(lang, &msg::signed()))?;
            let names = SignedAgent::count_names().map(str::to_ascii_uppercase);
            let mut header = ["AGENT"; 1 + SIGNED_COUNTS];
            for (h, name) in header[1..].iter_mut().zip(&names) {
                *h = name;
            }
            let rows: Vec<Vec<String>> = signed
                .iter()
                .map(|a| {
                    let mut row = vec![crate::table::fit(&a.agent).to_string()];
                    row.extend(a.counts().map(|n| n.to_string()));
                    row
                })
                .collect();
            crate::table::write(out, header, &fixed(rows), |column| column >= 1)?;
            writeln!(out, "{}", say(lang, &msg::signed_note()))?;
        }
        let unknown = self.unknown();
        if !unknown.is_empty() {
            writeln!(out)?;
            writeln!(out, "{}", say(lang, &msg::unknown()))?;
            for (agent, n) in unknown.iter().take(20) {
                writeln!(out, "  {n:>8}  {}", crate::table::fit(agent))?;
            }
        }
        writeln!(out)?;
        if seen.iter().any(|(_, s)| s.forged > 0) {
            writeln!(out, "{}", say(lang, &msg::forged_note()))?;
        }
        writeln!(
            out,
            "{}",
            say(
                lang,
                &msg::summary(t.lines, t.requests, t.crawler_requests, t.skipped)
            )
        )?;
        if let (Some(f), Some(l)) = (t.first, t.last) {
            writeln!(out, "{}", say(lang, &msg::period(&rfc3339(f), &rfc3339(l))))?;
        }
        Ok(())
    }
}
