//! Other readers: how three widely used libraries read the same file.
//!
//! Google's reading ([`crate::RobotsTxt`]) stays the default and exact.
//! Beside it, each [`Reader`] here follows one library at one version:
//!
//! * [`Reader::Urllib`]: CPython's `urllib.robotparser` before its RFC 9309
//!   rewrite (Python 3.8–3.12 and 3.13 releases before the update; checked
//!   against 3.11);
//! * [`Reader::UrllibRfc9309`]: CPython's `urllib.robotparser` as rewritten
//!   to follow RFC 9309 (python/cpython gh-138907: Python 3.14 and later,
//!   and 3.13 releases after the update);
//! * [`Reader::Protego`]: Protego 0.7.0 (Scrapy's default parser);
//! * [`Reader::RobotsParser`]: the npm package `robots-parser` 3.0.1
//!   (Lighthouse's SEO audit).
//!
//! They are written from each library's documentation, its published tests
//! and its observable behaviour (none of their code is copied), and
//! `scripts/test-readers` checks them against the real libraries.
//!
//! For every check a reader gives a [`Reading`]: the verdict (or none: a
//! library may answer nothing), the line that decided (0 where no rule
//! did), and, against Google's [`crate::Verdict`], a stable code and one
//! sentence saying why it differs ([`Readers::compare`]).
//!
//! ```
//! use robots::readers::{Reader, Readers};
//! use robots::RobotsTxt;
//!
//! let body = b"User-agent: *\nDisallow: /a\nAllow: /a/b\n";
//! let google = RobotsTxt::parse(body);
//! let readers = Readers::parse(body);
//! let rows = readers.compare(&google, "Googlebot", "https://example.com/a/b", None);
//! let urllib = &rows[0];
//! assert_eq!(urllib.reader, Reader::Urllib);
//! assert_eq!(urllib.reading.allowed(), Some(false));
//! assert_eq!(urllib.reading.line, 2);
//! assert!(urllib.differs);
//! assert_eq!(urllib.code, "first_match");
//! assert_eq!(
//!     urllib.sentence,
//!     "reads the first matching rule: line 2 `Disallow: /a` comes before the longer `Allow: /a/b` (line 3)"
//! );
//! ```

use std::collections::BTreeSet;

// Lighthouse's robots.txt audit: the lines it rejects.
mod lighthouse;
mod protego;
pub(crate) mod py;
mod reading;
mod robots_parser;
mod runs;
mod text;
mod urllib;
mod urllib_rfc9309;

pub use lighthouse::{lighthouse_errors, LighthouseError, LighthouseReason, LIGHTHOUSE_VERSION};
pub use protego::Protego;
pub use reading::{Reading, Verdict3, Why};
pub use robots_parser::RobotsParser;
pub use urllib::Urllib;
pub use urllib_rfc9309::UrllibRfc9309;

/// A reading of robots.txt: Google's, or one of the other libraries'.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Reader {
    Google,
    Urllib,
    Protego,
    RobotsParser,
    UrllibRfc9309,
}

impl Reader {
    /// Every reader, Google first.
    pub const ALL: [Reader; 5] = [
        Reader::Google,
        Reader::Urllib,
        Reader::Protego,
        Reader::RobotsParser,
        Reader::UrllibRfc9309,
    ];
    /// The readers other than Google.
    pub const OTHERS: [Reader; 4] = [
        Reader::Urllib,
        Reader::Protego,
        Reader::RobotsParser,
        Reader::UrllibRfc9309,
    ];

    /// The stable name used by the CLI (`--reader`) and the page:
    /// `google`, `urllib`, `protego`, `robots-parser`, `urllib-rfc9309`.
    pub fn name(self) -> &'static str {
        match self {
            Reader::Google => "google",
            Reader::Urllib => "urllib",
            Reader::Protego => "protego",
            Reader::RobotsParser => "robots-parser",
            Reader::UrllibRfc9309 => "urllib-rfc9309",
        }
    }

    /// The library and version it follows.
    pub fn library(self) -> &'static str {
        match self {
            Reader::Google => "Google's robots.txt parser (google/robotstxt)",
            Reader::Urllib => "CPython urllib.robotparser (Python 3.8–3.12, 3.13 before RFC 9309)",
            Reader::Protego => "Protego 0.7.0",
            Reader::RobotsParser => "robots-parser 3.0.1 (npm)",
            Reader::UrllibRfc9309 => {
                "CPython urllib.robotparser (RFC 9309: main, 3.13 after the update)"
            }
        }
    }

    pub fn from_name(name: &str) -> Option<Reader> {
        Reader::ALL.into_iter().find(|r| r.name() == name)
    }

    /// Its bit in a [`ReaderSet`] (none for Google).
    fn bit(self) -> u8 {
        Reader::OTHERS
            .iter()
            .position(|&r| r == self)
            .map_or(0, |i| 1 << i)
    }
}

/// A set of the other readers ([`Reader::OTHERS`]), a bit each in that
/// order (urllib 1, protego 2, robots-parser 4, urllib-rfc9309 8): which
/// of them read a check differently from Google ([`Readers::differing`]),
/// small enough to keep beside every cell of a grid.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ReaderSet(u8);

impl ReaderSet {
    pub const EMPTY: ReaderSet = ReaderSet(0);

    /// The set as bits (see the type's doc).
    pub fn bits(self) -> u8 {
        self.0
    }

    /// The set of `bits`; bits of no reader are dropped.
    pub fn from_bits(bits: u8) -> ReaderSet {
        ReaderSet(bits & ((1 << Reader::OTHERS.len()) - 1))
    }

    /// The set with `reader` too (Google is never in one).
    pub fn with(self, reader: Reader) -> ReaderSet {
        ReaderSet(self.0 | reader.bit())
    }

    pub fn contains(self, reader: Reader) -> bool {
        reader.bit() != 0 && self.0 & reader.bit() != 0
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The readers in the set, in [`Reader::OTHERS`] order.
    pub fn iter(self) -> impl Iterator<Item = Reader> {
        Reader::OTHERS
            .into_iter()
            .filter(move |&r| self.contains(r))
    }
}

/// One reader's answer beside Google's, explained.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Compared {
    pub reader: Reader,
    pub reading: Reading,
    /// The verdict is not Google's (or the library answers nothing).
    pub differs: bool,
    /// A stable snake_case code: `same_verdict` when the verdict is
    /// Google's, otherwise why it is not (see [`DIFFERENCE_CODES`]).
    pub code: &'static str,
    /// One sentence: why it differs, or that it reads the check as Google
    /// (English: [`Why::english`] of `why`).
    pub sentence: String,
    /// The same as data, for wording it in another language.
    pub why: Why,
    /// The line the difference is about: the line that ended a group for
    /// `directive_ends_group`, else Google's or the reader's deciding line,
    /// else the group's first user-agent line (0: none).
    pub at: u32,
}

/// Every code [`Compared::code`] can take.
pub const DIFFERENCE_CODES: &[&str] = &[
    "same_verdict",
    "first_match",
    "no_wildcards",
    "blank_line_ends_group",
    "agent_substring",
    "first_group_only",
    "url_quoting",
    "library_error",
    "longest_agent",
    "directive_ends_group",
    "exact_agent",
    "out_of_origin",
    "robots_txt_allowed",
    "index_html",
    "dollar_literal",
    "key_spelling",
    "byte_order_mark",
    "agent_without_rules",
    "absolute_url_rule",
    "longest_match_length",
    "dollar_inside",
    "other",
];

/// The file parsed once by each of the other readers.
#[derive(Clone, Debug)]
pub struct Readers {
    pub urllib: Urllib,
    pub protego: Protego,
    pub robots_parser: RobotsParser,
    pub urllib_rfc9309: UrllibRfc9309,
    /// The body starts with a byte-order mark.
    bom: bool,
}

impl Readers {
    /// Parses `body` (decoded as UTF-8 with replacement, as the libraries
    /// are handed text) by each reader.
    pub fn parse(body: &[u8]) -> Readers {
        let text = String::from_utf8_lossy(body);
        Readers {
            urllib: Urllib::parse(&text),
            protego: Protego::parse(&text),
            robots_parser: RobotsParser::parse(&text),
            urllib_rfc9309: UrllibRfc9309::parse(&text),
            bom: body.starts_with(b"\xEF\xBB\xBF"),
        }
    }

    /// One reader's reading of (agent, URL), both given as that library's
    /// API takes them. `robots_url` is where robots-parser is told the file
    /// lives; `None` takes it to be the checked URL's own site.
    ///
    /// # Panics
    /// For [`Reader::Google`], which is read by [`crate::RobotsTxt`].
    pub fn check(
        &self,
        reader: Reader,
        agent: &str,
        url: &str,
        robots_url: Option<&str>,
    ) -> Reading {
        match reader {
            Reader::Urllib => self.urllib.check(agent, url),
            Reader::Protego => self.protego.check(url, agent),
            Reader::RobotsParser => self.robots_parser.check(robots_url, url, agent),
            Reader::UrllibRfc9309 => self.urllib_rfc9309.check(agent, url),
            Reader::Google => panic!("Google's reading is RobotsTxt's"),
        }
    }

    /// Each other reader's reading beside Google's raw check of (agent,
    /// URL): verdict, deciding line, and why it differs.
    pub fn compare(
        &self,
        google: &crate::RobotsTxt,
        agent: &str,
        url: &str,
        robots_url: Option<&str>,
    ) -> Vec<Compared> {
        let token = crate::agent::extract_token(agent.as_bytes());
        let token = String::from_utf8_lossy(token);
        let verdict = google.check_raw(&[&token], url);
        Reader::OTHERS
            .iter()
            .map(|&r| self.explain(r, &verdict, agent, url, robots_url))
            .collect()
    }

    /// The other readers whose verdict for (agent, URL) is not
    /// `google_allowed` (Google's verdict for the same check), or that
    /// answer nothing: the page's mark on a grid cell.
    pub fn differing(
        &self,
        google_allowed: bool,
        agent: &str,
        url: &str,
        robots_url: Option<&str>,
    ) -> ReaderSet {
        Reader::OTHERS
            .into_iter()
            .filter(|&r| self.check(r, agent, url, robots_url).allowed() != Some(google_allowed))
            .fold(ReaderSet::EMPTY, ReaderSet::with)
    }

    /// One reader's reading of (agent, URL) beside Google's `google`
    /// verdict for the same check.
    pub fn explain(
        &self,
        reader: Reader,
        google: &crate::Verdict,
        agent: &str,
        url: &str,
        robots_url: Option<&str>,
    ) -> Compared {
        let reading = self.check(reader, agent, url, robots_url);
        let differs = reading.allowed() != Some(google.allowed);
        let why = if !differs {
            if reading.line == google.line {
                Why::SameAsGoogle
            } else if reading.line == 0 {
                Why::SameNoRule
            } else {
                Why::SameOtherLine {
                    line: reading.line,
                    rule: reading.rule.clone(),
                }
            }
        } else {
            match reader {
                Reader::Urllib => self.urllib.why(google, &reading, agent, self.bom),
                Reader::Protego => self.protego.why(google, &reading, agent, self.bom),
                Reader::RobotsParser => self
                    .robots_parser
                    .why(google, &reading, agent, url, robots_url),
                Reader::UrllibRfc9309 => self.urllib_rfc9309.why(google, &reading, agent, self.bom),
                Reader::Google => unreachable!("Google agrees with itself"),
            }
        };
        let (code, sentence) = (why.code(), why.english());
        let splits: &[(u32, String)] = match reader {
            Reader::Urllib => &self.urllib.splits,
            Reader::Protego => &self.protego.splits,
            Reader::RobotsParser => &self.robots_parser.splits,
            Reader::UrllibRfc9309 => &self.urllib_rfc9309.splits,
            Reader::Google => &[],
        };
        let split = (code == "directive_ends_group")
            .then(|| reading::find_split(splits, google).map(|s| s.0))
            .flatten();
        let at = [
            split.unwrap_or(0),
            google.line,
            reading.line,
            google.groups.agent_lines.first().copied().unwrap_or(0),
            reading.group_line,
        ]
        .into_iter()
        .find(|&l| l != 0)
        .unwrap_or(0);
        Compared {
            reader,
            reading,
            differs,
            code,
            sentence,
            why,
            at,
        }
    }
}

/// A line that some reader reads differently from Google, with one check
/// that shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineDifference {
    /// As [`Compared::at`].
    pub line: u32,
    pub reader: Reader,
    /// As [`Compared::code`].
    pub code: &'static str,
    pub sentence: String,
    /// The sentence as data (as [`Compared::why`]).
    pub why: Why,
    /// The example check.
    pub agent: String,
    pub url: String,
    pub google_allowed: bool,
    pub reading: Verdict3,
}

/// The agents and URLs the file itself suggests: every crawler it names
/// (and one it does not), and every rule's pattern made concrete (`*` as
/// `x`, no final `$`), alone and with `x` added.
pub fn probes(google: &crate::RobotsTxt) -> (Vec<String>, Vec<String>) {
    // The first 30 distinct tokens (ASCII case-insensitively): the search
    // stops there, so a file of many groups costs one pass, not one search
    // of the list per agent.
    let mut agents: Vec<String> = Vec::new();
    let mut seen: BTreeSet<String> = BTreeSet::new();
    'groups: for g in google.groups() {
        for a in &g.agents {
            if agents.len() == 30 {
                break 'groups;
            }
            if !a.global && !a.token.is_empty() && seen.insert(a.token.to_ascii_lowercase()) {
                agents.push(a.token.clone());
            }
        }
    }
    agents.push("SomeOtherBot".to_string());
    let mut urls: Vec<String> = vec!["https://example.com/".to_string()];
    let mut listed: BTreeSet<String> = urls.iter().cloned().collect();
    for r in google.rules() {
        let mut p = r.written.trim_end_matches('$').replace('*', "x");
        if p.is_empty() {
            continue;
        }
        if !p.starts_with('/') {
            p.insert(0, '/');
        }
        for candidate in [p.clone(), format!("{p}x")] {
            let url = format!("https://example.com{candidate}");
            if !url.contains(['\r', '\n']) && listed.insert(url.clone()) {
                urls.push(url);
            }
        }
        if urls.len() >= 300 {
            break;
        }
    }
    (agents, urls)
}

/// The lines some reader reads differently from Google, found by checking
/// the file's own [`probes`]; one entry per (line, reader, code), in line
/// order.
pub fn line_differences(google: &crate::RobotsTxt, readers: &Readers) -> Vec<LineDifference> {
    let (agents, urls) = probes(google);
    // Each agent's groups are chosen once, not once per URL.
    let views: Vec<crate::AgentView> = agents.iter().map(|a| google.agent_raw(&[a])).collect();
    let mut out: Vec<LineDifference> = Vec::new();
    let mut found: BTreeSet<(u32, Reader, &'static str)> = BTreeSet::new();
    for url in &urls {
        let path = crate::url::path_params_query_bytes(url.as_bytes());
        for (agent, view) in agents.iter().zip(&views) {
            let verdict = view.verdict(&path);
            for reader in Reader::OTHERS {
                let c = readers.explain(reader, &verdict, agent, url, None);
                if !c.differs {
                    continue;
                }
                let line = c.at;
                if !found.insert((line, reader, c.code)) {
                    continue;
                }
                out.push(LineDifference {
                    line,
                    reader,
                    code: c.code,
                    sentence: c.sentence,
                    why: c.why,
                    agent: agent.clone(),
                    url: url.clone(),
                    google_allowed: verdict.allowed,
                    reading: c.reading.verdict,
                });
            }
        }
    }
    crate::heapsort(&mut out, |a, b| {
        (a.line, a.reader as u8) < (b.line, b.reader as u8)
    });
    out
}
