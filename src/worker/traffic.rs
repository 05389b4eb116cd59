//! The Traffic view's audit, in the worker: the same reading, judging and
//! verification as `robots audit` (`robots_audit`), fed the log files'
//! bytes chunk by chunk as the worker streams them
//! (`src/bin/robots-worker.rs`, gzip through the browser's
//! `DecompressionStream`). Each request is judged by the edited file and,
//! in compare mode, by the "before" file too; the counts go back to the
//! page as a [`TrafficReport`], which the worker lays out
//! (`super::render::traffic`): the report never crosses the wire as data.

use robots::registry::{Purpose, CRAWLERS};
use robots_audit::ranges::Lists;
use robots_audit::signature::{normalize_origin, Directories};
use robots_audit::tally::{Stats, Tally, Version};
use robots_audit::Reader;

use super::files::Files;

/// The audit's counts, as `robots audit --json` gives them, for the
/// Traffic view to show.
#[derive(Clone, Debug, Default)]
pub struct TrafficReport {
    /// Lines read, requests (for any host), lines skipped (unreadable),
    /// requests of registry crawlers.
    pub lines: u64,
    pub requests: u64,
    pub skipped: u64,
    pub crawler_requests: u64,
    /// The person stopped the audit: the counts so far.
    pub stopped: bool,
    /// The log that could not be read (not a log, or damaged gzip), if one
    /// could not.
    pub failed: Option<String>,
    /// One row per registry crawler seen, grouped by purpose.
    pub rows: Vec<TrafficRow>,
    /// Crawler requests per day (days since 1970) and purpose (in
    /// [`TrafficReport::purposes`]' order).
    pub days: Vec<(i64, Vec<u64>)>,
    /// The purposes' codes (`search`, `ai-training`, …), in the registry's
    /// order.
    pub purposes: Vec<String>,
    /// The address lists used: file name, `creationTime` as written, more
    /// than 30 days old.
    pub lists: Vec<(String, String, bool)>,
    /// The signature agents claimed (Web Bot Auth), as `robots audit
    /// --json` lists them under `signed`.
    pub signed: Vec<SignedRow>,
    /// The signature agents' key directories read: origin, keys.
    pub directories: Vec<(String, u64)>,
}

/// One signature agent's requests (Web Bot Auth).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SignedRow {
    /// The origin its `Signature-Agent` header names.
    pub agent: String,
    /// `requests, verified, invalid, unknown_key, unsigned, disallowed`,
    /// as `robots audit --json` names them ([`SIGNED_COUNTS`]).
    pub counts: [u64; 6],
}

/// The names of [`SignedRow::counts`].
pub const SIGNED_COUNTS: [&str; 6] = [
    "requests",
    "verified",
    "invalid",
    "unknown_key",
    "unsigned",
    "disallowed",
];

/// One crawler's counts.
#[derive(Clone, Debug, Default)]
pub struct TrafficRow {
    /// Its product token, as the registry spells it.
    pub token: String,
    /// Its purpose's code.
    pub purpose: String,
    /// Its counts, by the names `robots audit --json` gives them
    /// (`robots_audit::tally::Stats`, read by field, never by position).
    pub counts: Stats,
    /// In compare mode, the "before" file's counts.
    pub before: Option<Stats>,
    /// The most disallowed targets: (target, requests, deciding line).
    pub top: Vec<(String, u64, u32)>,
}

/// The versions an audit judges by: the edited file's, and in compare
/// mode the "before" file's (one version each: the page has no times).
pub fn versions(files: &Files) -> (Vec<Version>, Option<Vec<Version>>) {
    let one = |robots: &robots::RobotsTxt| {
        vec![Version {
            robots: robots.clone(),
            from: None,
        }]
    };
    (
        one(&files.now.parsed.robots),
        files.before.as_ref().map(|b| one(&b.parsed.robots)),
    )
}

/// The address lists: those the page sent (the person's) over those the
/// site deployed with the page.
pub fn lists<'a>(
    deployed: impl IntoIterator<Item = (&'a str, &'a [u8])>,
    sent: &[(&str, &[u8])],
) -> Lists {
    let mut lists = Lists::default();
    for (name, bytes) in deployed {
        if !sent.iter().any(|(n, _)| *n == name) {
            lists.add(name, bytes);
        }
    }
    for (name, bytes) in sent {
        lists.add(name, bytes);
    }
    lists
}

/// The signature agents' key directories the person opened beside the
/// lists (as `robots ranges update` saves them: `<host>.json` is the
/// directory of `https://<host>`), and what each gave.
#[derive(Default)]
pub struct Keys {
    pub directories: Directories,
    /// (origin, keys taken).
    pub read: Vec<(String, u64)>,
}

/// The key directories among the files the page sent: each `.json` that is
/// not an address list's name and reads as a key directory.
pub fn directories(sent: &[(&str, &[u8])]) -> Keys {
    let mut keys = Keys::default();
    for (name, bytes) in sent {
        if Lists::names().any(|n| n == *name) {
            continue;
        }
        let Some(host) = name.strip_suffix(".json").filter(|h| !h.is_empty()) else {
            continue;
        };
        let origin = format!("https://{host}");
        if let Ok(n) = keys.directories.add(&origin, bytes) {
            keys.read.push((normalize_origin(&origin), n as u64));
        }
    }
    keys.read.sort();
    keys
}

/// One audit under way: the logs read into a tally per file judged by.
pub struct Audit<'a> {
    reader: Reader,
    now: Tally<'a>,
    before: Option<Tally<'a>>,
    lists: &'a Lists,
    keys: Option<&'a Keys>,
}

impl<'a> Audit<'a> {
    pub fn new(now: &'a [Version], before: Option<&'a [Version]>, lists: &'a Lists) -> Self {
        Audit {
            reader: Reader::new(None),
            now: Tally::new(now, lists, None, None),
            before: before.map(|b| Tally::new(b, lists, None, None)),
            lists,
            keys: None,
        }
    }

    /// Judges the signed requests by these key directories.
    pub fn with_directories(mut self, keys: &'a Keys) -> Self {
        self.now = self.now.with_directories(&keys.directories);
        self.before = self.before.map(|b| b.with_directories(&keys.directories));
        self.keys = Some(keys);
        self
    }

    /// Starts the log `name`.
    pub fn start(&mut self, name: &str) {
        self.reader.start(name);
    }

    /// Reads the next bytes of the log.
    pub fn push(&mut self, chunk: &[u8]) {
        match &mut self.before {
            Some(b) => self.reader.push(chunk, &mut (&mut self.now, b)),
            None => self.reader.push(chunk, &mut self.now),
        }
    }

    /// Ends the log.
    pub fn finish(&mut self) {
        match &mut self.before {
            Some(b) => self.reader.finish(&mut (&mut self.now, b)),
            None => self.reader.finish(&mut self.now),
        }
    }

    /// The counts so far; `today` (seconds since 1970) dates the lists.
    pub fn report(&self, today: i64, stopped: bool, failed: Option<String>) -> TrafficReport {
        let t = &self.now;
        let rows = robots_audit::seen(t)
            .into_iter()
            .map(|(i, s)| TrafficRow {
                token: CRAWLERS[i].token.to_string(),
                purpose: CRAWLERS[i].purpose.code().to_string(),
                counts: s.clone(),
                before: self.before.as_ref().map(|b| b.stats[i].clone()),
                top: robots_audit::top(s)
                    .into_iter()
                    .map(|t| {
                        (
                            String::from_utf8_lossy(t.path).into_owned(),
                            t.count,
                            t.line,
                        )
                    })
                    .collect(),
            })
            .collect();
        TrafficReport {
            lines: t.lines,
            requests: t.requests,
            skipped: t.skipped,
            crawler_requests: t.crawler_requests,
            stopped,
            failed,
            rows,
            days: t.days.iter().map(|(d, c)| (*d, c.to_vec())).collect(),
            purposes: Purpose::ALL.iter().map(|p| p.code().to_string()).collect(),
            lists: lists_of(self.lists, today),
            signed: t
                .signed_agents()
                .into_iter()
                .map(|a| SignedRow {
                    agent: a.agent.clone(),
                    counts: [
                        a.requests,
                        a.verified,
                        a.invalid,
                        a.unknown_key,
                        a.unsigned,
                        a.disallowed,
                    ],
                })
                .collect(),
            directories: self.keys.map(|k| k.read.clone()).unwrap_or_default(),
        }
    }
}

/// The lists' names, dates and whether each is stale.
pub fn lists_of(lists: &Lists, today: i64) -> Vec<(String, String, bool)> {
    lists
        .sorted()
        .into_iter()
        .map(|l| {
            let stale = l.stale_days(today).is_some();
            (
                l.name.clone(),
                l.created_text.clone().unwrap_or_default(),
                stale,
            )
        })
        .collect()
}
