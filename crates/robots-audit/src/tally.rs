//! The counts of an audit: each request is given to a crawler of the
//! registry by its User-Agent's product tokens, judged by the robots.txt
//! version in force at its time, and its address checked against the
//! owner's published lists. Memory stays bounded whatever the log holds:
//! every table has a budget of entries and bytes (see [`crate::heavy`] and
//! docs/security.md), and the work per line is linear in its length.

use std::collections::{BTreeMap, HashMap};
use std::net::IpAddr;
use std::sync::OnceLock;

use robots::registry::{Crawler, Purpose, CRAWLERS};
use robots::{AgentView, RobotsTxt};

use super::heavy::{Cache, Heavy};
use super::logs::{bare_address, Request};
use super::ranges::{canonical, List, Lists};
use super::signature::{self, Directories, Status};

/// RFC 9309 §2.4: a crawler may use a cached robots.txt for 24 hours.
pub const GRACE_SECS: i64 = 24 * 60 * 60;
/// Counters of each crawler's disallowed paths (one summary for its
/// verified requests, one for the others): a path making more than
/// 1/(`MAX_PATHS` + 1) of either's requests is always listed.
pub const MAX_PATHS: usize = 256;
/// Entries of each cache before it is emptied.
const CACHE: usize = 1 << 16;
/// Bytes of each cache (its keys and values) before it is emptied.
pub const CACHE_BYTES: usize = 8 << 20;
/// Counters of the unknown bots (the rest are counted under `(other)`).
pub const MAX_UNKNOWN: usize = 1024;
/// The longest unknown bot name kept (a longer one is cut, and ends `…`).
pub const MAX_UNKNOWN_NAME: usize = 256;
/// Days counted for the requests-per-day chart; when more are seen, the
/// half with the fewest requests is dropped.
pub const MAX_DAYS: usize = 3660;
/// Seconds in a day.
const DAY: i64 = 24 * 60 * 60;
/// Refusals told apart by status (`Stats::edge`).
pub const REFUSALS: [u16; 5] = [401, 402, 403, 429, 451];
/// Signature agents (origins claimed in `Signature-Agent`) counted apart;
/// the requests of any others are counted under `(other)`.
pub const MAX_SIGNED_AGENTS: usize = 64;
/// The longest origin kept (a longer one is counted under `(other)`).
pub const MAX_SIGNED_AGENT_NAME: usize = 256;

/// The requests that named one signature agent (`Signature-Agent`), by
/// what their signatures say: serialised as `robots audit --json` has
/// them (its `signed` array).
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct SignedAgent {
    /// The origin claimed (`https://chatgpt.com`), or `(other)`.
    pub agent: String,
    pub requests: u64,
    pub verified: u64,
    pub invalid: u64,
    pub unknown_key: u64,
    pub unsigned: u64,
    /// Requests the file disallows, judged for the crawler the registry
    /// maps the origin to (else the one the User-Agent names; else none).
    pub disallowed: u64,
}

impl SignedAgent {
    /// The counts by status, as `robots audit --json` names them.
    pub fn count(&self, status: Status) -> u64 {
        match status {
            Status::Verified => self.verified,
            Status::Invalid => self.invalid,
            Status::UnknownKey => self.unknown_key,
            Status::Unsigned => self.unsigned,
        }
    }

    /// The names of [`SignedAgent::counts`], as `robots audit --json`
    /// names them: the requests, one per [`Status`], the disallowed.
    pub fn count_names() -> [&'static str; SIGNED_COUNTS] {
        let [verified, invalid, unknown_key, unsigned] = Status::ALL.map(Status::code);
        [
            "requests",
            verified,
            invalid,
            unknown_key,
            unsigned,
            "disallowed",
        ]
    }

    /// The counts, in the order of [`SignedAgent::count_names`].
    pub fn counts(&self) -> [u64; SIGNED_COUNTS] {
        let [verified, invalid, unknown_key, unsigned] = Status::ALL.map(|s| self.count(s));
        [
            self.requests,
            verified,
            invalid,
            unknown_key,
            unsigned,
            self.disallowed,
        ]
    }
}

/// How many counts [`SignedAgent::counts`] gives.
pub const SIGNED_COUNTS: usize = 2 + Status::ALL.len();

/// One robots.txt version and the instant it took effect (`None`: from
/// the beginning).
pub struct Version {
    pub robots: RobotsTxt,
    pub from: Option<i64>,
}

impl Version {
    /// `body`, read as Google reads it (the first 500 KiB), in force from
    /// the beginning.
    pub fn from_start(body: &[u8]) -> Version {
        Version {
            robots: robots::tester::parse(body),
            from: None,
        }
    }
}

/// What one User-Agent is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Class {
    Person,
    /// A crawler of the registry: its index in [`CRAWLERS`].
    Crawler(usize),
    /// Another bot: its product token.
    Unknown(String),
}

/// The counts of one crawler.
#[derive(Clone, Debug, Default)]
pub struct Stats {
    pub requests: u64,
    pub robots_fetches: u64,
    pub allowed: u64,
    pub disallowed: u64,
    pub grace: u64,
    pub verified: u64,
    pub forged: u64,
    pub unverified: u64,
    pub disallowed_verified: u64,
    /// Requests the file allows that were answered 401, 403, 429 or 451.
    pub refused: u64,
    /// Requests the file allows that were answered 402.
    pub payment_required: u64,
    /// Requests the file disallows that were answered 2xx.
    pub disallowed_served: u64,
    /// Requests the file allows that were answered one of [`REFUSALS`]:
    /// `edge[verified as usize][i]` for `REFUSALS[i]`.
    pub edge: [[u64; REFUSALS.len()]; 3],
    /// Requests carrying a Web Bot Auth signature that verified under the
    /// key directory of an origin the registry maps to this crawler
    /// (`robots::registry::SIGNATURE_AGENTS`).
    pub signed: u64,
    /// The disallowed paths most requested.
    pub paths: Paths,
}

/// A crawler's most requested disallowed paths: its verified requests
/// apart from the others, so that forged lines cannot push out what the
/// real crawler fetched. Each path's value is its deciding line.
#[derive(Clone, Debug)]
pub struct Paths {
    pub verified: Heavy<u32>,
    pub other: Heavy<u32>,
}

impl Default for Paths {
    fn default() -> Self {
        Paths {
            verified: Heavy::new(MAX_PATHS),
            other: Heavy::new(MAX_PATHS),
        }
    }
}

/// How many counts [`Stats::counts`] gives.
pub const COUNTS: usize = 12;

impl Stats {
    /// The names of [`Stats::counts`], as `robots audit --json` and `--csv`
    /// have them.
    pub const COUNTS: [&'static str; COUNTS] = [
        "requests",
        "robots_fetches",
        "allowed",
        "disallowed",
        "grace",
        "verified",
        "forged",
        "unverified",
        "disallowed_verified",
        "refused",
        "payment_required",
        "disallowed_served",
    ];

    /// The counts, in the order of [`Stats::COUNTS`].
    pub fn counts(&self) -> [u64; COUNTS] {
        [
            self.requests,
            self.robots_fetches,
            self.allowed,
            self.disallowed,
            self.grace,
            self.verified,
            self.forged,
            self.unverified,
            self.disallowed_verified,
            self.refused,
            self.payment_required,
            self.disallowed_served,
        ]
    }
}

/// Whether an address is its owner's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verified {
    Verified = 0,
    Forged = 1,
    Unverified = 2,
}

/// Asks reverse DNS (forward-confirmed) whether an address has a name under
/// one of the suffixes; `None` when it could not be asked (its budget ran
/// out): the request is then unverified, unless a list has it.
pub type Rdns = dyn FnMut(IpAddr, &[&str]) -> Option<bool>;

/// A judgement's key: the version and the crawler (two bytes each, big
/// endian), then the request target; looked up from a reused buffer, so
/// that a lookup allocates nothing.
type Judged = Box<[u8]>;

pub struct Tally<'a> {
    versions: &'a [Version],
    /// `views[v][c]`: crawler `c`'s reading of version `v`.
    views: Vec<Vec<AgentView<'a>>>,
    /// `same[v][c]`: the first crawler whose reading of version `v` chooses
    /// the same groups as `c`'s (their verdicts are the same): a path is
    /// judged once per version and distinct choice of groups, not once per
    /// crawler (with only a `*` group, once per version).
    same: Vec<Vec<u16>>,
    /// User agents classified (not found in the cache).
    pub classified: u64,
    /// Paths judged by the engine (not found in the cache).
    pub judgements: u64,
    rdns: Option<Box<Rdns>>,
    host: Option<Vec<u8>>,
    classes: Cache<Box<[u8]>, Class>,
    judged: Cache<Judged, (bool, u32)>,
    judged_key: Vec<u8>,
    /// Per crawler: the address lists present for it.
    present: Vec<Vec<&'a super::ranges::List>>,
    checked_ips: Cache<(u16, IpAddr), Verified>,
    pub stats: Vec<Stats>,
    /// The unknown bots most seen, by product token (cut to
    /// [`MAX_UNKNOWN_NAME`] bytes); [`Tally::unknown`] lists them.
    pub unknown_bots: Heavy<()>,
    /// Requests whose address reverse DNS could not check (its budget ran
    /// out), counted as unverified.
    pub rdns_unchecked: u64,
    pub lines: u64,
    pub requests: u64,
    pub skipped: u64,
    pub crawler_requests: u64,
    pub first: Option<i64>,
    pub last: Option<i64>,
    /// Crawler requests per day (days since 1970, UTC) and purpose (in
    /// `Purpose::ALL`'s order), for requests with a time.
    pub days: BTreeMap<i64, [u64; PURPOSES]>,
    /// The signature agents' key directories (none: every signature's key
    /// is unknown).
    directories: Option<&'a Directories>,
    /// The signature agents claimed, in the order first seen (at most
    /// [`MAX_SIGNED_AGENTS`], then `(other)`); [`Tally::signed_agents`]
    /// sorts them.
    pub signed: Vec<SignedAgent>,
}

/// How many purposes the registry has.
pub const PURPOSES: usize = Purpose::ALL.len();

impl<'a> Tally<'a> {
    /// `versions` sorted by `from` (at most the first has none).
    pub fn new(
        versions: &'a [Version],
        lists: &'a Lists,
        host: Option<&str>,
        rdns: Option<Box<Rdns>>,
    ) -> Self {
        let views: Vec<Vec<AgentView<'a>>> = versions
            .iter()
            .map(|v| {
                CRAWLERS
                    .iter()
                    .map(|c| robots::tester::view(&v.robots, c.token))
                    .collect()
            })
            .collect();
        let same = views
            .iter()
            .map(|vs: &Vec<AgentView<'_>>| {
                let key = |view: &AgentView<'_>| {
                    let choice = view.choice();
                    (choice.kind != robots::GroupKind::None).then(|| {
                        let mut g = choice.groups.clone();
                        g.sort_unstable();
                        g
                    })
                };
                let mut first: HashMap<Option<Vec<u32>>, u16> = HashMap::new();
                vs.iter()
                    .enumerate()
                    .map(|(c, view)| *first.entry(key(view)).or_insert(c as u16))
                    .collect()
            })
            .collect();
        Tally {
            versions,
            views,
            same,
            classified: 0,
            judgements: 0,
            rdns,
            host: host.map(|h| h.trim().to_ascii_lowercase().into_bytes()),
            classes: Cache::new(CACHE, CACHE_BYTES, |k, c| {
                k.len()
                    + 32
                    + match c {
                        Class::Unknown(t) => t.len(),
                        _ => 0,
                    }
            }),
            judged: Cache::new(CACHE, CACHE_BYTES, |k, _| k.len() + 32),
            judged_key: Vec::new(),
            present: CRAWLERS.iter().map(|c| lists_for(lists, c)).collect(),
            checked_ips: Cache::new(CACHE, CACHE_BYTES, |_, _| 48),
            stats: vec![Stats::default(); CRAWLERS.len()],
            unknown_bots: Heavy::new(MAX_UNKNOWN),
            rdns_unchecked: 0,
            lines: 0,
            requests: 0,
            skipped: 0,
            crawler_requests: 0,
            first: None,
            last: None,
            days: BTreeMap::new(),
            directories: None,
            signed: Vec::new(),
        }
    }

    /// Judges the signed requests (Web Bot Auth) by these key directories.
    pub fn with_directories(mut self, directories: &'a Directories) -> Self {
        self.directories = Some(directories);
        self
    }

    /// The signature agents claimed, most requests first (then by origin),
    /// `(other)` last.
    pub fn signed_agents(&self) -> Vec<&SignedAgent> {
        let mut v: Vec<&SignedAgent> = self.signed.iter().collect();
        v.sort_by(|a, b| {
            (a.agent == OTHER)
                .cmp(&(b.agent == OTHER))
                .then_with(|| b.requests.cmp(&a.requests))
                .then_with(|| a.agent.cmp(&b.agent))
        });
        v
    }

    /// The row of the signature agent `origin` (or of `(other)` once the
    /// table is full).
    fn signed_row(&mut self, origin: &str) -> &mut SignedAgent {
        let at = self.signed.iter().position(|s| s.agent == origin);
        let at = match at {
            Some(i) => i,
            None if self.signed.len() < MAX_SIGNED_AGENTS
                && origin.len() <= MAX_SIGNED_AGENT_NAME =>
            {
                self.signed.push(SignedAgent {
                    agent: origin.to_owned(),
                    ..SignedAgent::default()
                });
                self.signed.len() - 1
            }
            None => match self.signed.iter().position(|s| s.agent == OTHER) {
                Some(i) => i,
                None => {
                    self.signed.push(SignedAgent {
                        agent: OTHER.to_owned(),
                        ..SignedAgent::default()
                    });
                    self.signed.len() - 1
                }
            },
        };
        &mut self.signed[at]
    }

    /// A line that is not a request (unreadable, or for another host).
    pub fn skip(&mut self) {
        self.lines += 1;
        self.skipped += 1;
    }

    pub fn add(&mut self, r: &Request) {
        self.lines += 1;
        if let (Some(want), Some(host)) = (&self.host, &r.host) {
            if !host.eq_ignore_ascii_case(want) {
                self.skipped += 1;
                return;
            }
        }
        self.requests += 1;
        if let Some(t) = r.time {
            self.first = Some(self.first.map_or(t, |f| f.min(t)));
            self.last = Some(self.last.map_or(t, |l| l.max(t)));
        }
        // A signed request is judged at its own time; a verified signature
        // of an origin the registry knows names its crawler.
        let judged = r.signed.as_deref().and_then(|signed| {
            let none = Directories::default();
            signature::judge(signed, r.time, self.directories.unwrap_or(&none))
        });
        let signer = judged.as_ref().and_then(|j| crawler_of_origin(&j.origin));
        let by_signature = signer.filter(|_| {
            judged
                .as_ref()
                .is_some_and(|j| j.status == Status::Verified)
        });
        let by_agent = self.crawler_of_agent(&r.agent, by_signature.is_none());
        let c = by_agent.or(by_signature);
        if let Some(j) = &judged {
            // Judged for the crawler the origin maps to, else the one the
            // User-Agent names.
            let disallowed = match signer.or(c) {
                Some(judge_as) if !is_robots_txt(&r.target) => {
                    let v = self.version_at(r.time);
                    !self.judge(v, judge_as, &r.target).0
                }
                _ => false,
            };
            let row = self.signed_row(&j.origin);
            row.requests += 1;
            match j.status {
                Status::Verified => row.verified += 1,
                Status::Invalid => row.invalid += 1,
                Status::UnknownKey => row.unknown_key += 1,
                Status::Unsigned => row.unsigned += 1,
            }
            if disallowed {
                row.disallowed += 1;
            }
        }
        let Some(c) = c else {
            return;
        };
        if by_signature == Some(c) {
            self.stats[c].signed += 1;
        }
        self.crawler_requests += 1;
        if let Some(t) = r.time {
            self.count_day(t.div_euclid(DAY), CRAWLERS[c].purpose);
        }
        let verified = self.verify(c, &r.ip);
        let path_only = r.target.split(|&b| b == b'?').next().unwrap_or(&[]);
        let stats = &mut self.stats[c];
        stats.requests += 1;
        match verified {
            Verified::Verified => stats.verified += 1,
            Verified::Forged => stats.forged += 1,
            Verified::Unverified => stats.unverified += 1,
        }
        if path_only == ROBOTS_TXT {
            stats.robots_fetches += 1;
            return;
        }
        let v = self.version_at(r.time);
        let (allowed, line) = self.judge(v, c, &r.target);
        let stats = &mut self.stats[c];
        if allowed {
            stats.allowed += 1;
            match r.status {
                Some(402) => stats.payment_required += 1,
                Some(401 | 403 | 429 | 451) => stats.refused += 1,
                _ => {}
            }
            if let Some(i) = r.status.and_then(|s| REFUSALS.iter().position(|x| *x == s)) {
                stats.edge[verified as usize][i] += 1;
            }
            return;
        }
        // Saturating: a time of ±1e300 or a version dated before 1970 is
        // far from the change, never within its grace.
        let in_grace = v > 0
            && match (r.time, self.versions[v].from) {
                (Some(t), Some(from)) => (0..GRACE_SECS).contains(&t.saturating_sub(from)),
                _ => false,
            }
            && self.judge(v - 1, c, &r.target).0;
        let stats = &mut self.stats[c];
        if in_grace {
            stats.grace += 1;
            return;
        }
        stats.disallowed += 1;
        if r.status.is_some_and(|s| (200..300).contains(&s)) {
            stats.disallowed_served += 1;
        }
        if verified == Verified::Verified {
            stats.disallowed_verified += 1;
            stats.paths.verified.add(&r.target, line);
        } else {
            stats.paths.other.add(&r.target, line);
        }
    }

    /// The crawler a User-Agent names (cached); an unknown bot's name is
    /// counted when `count_unknown`.
    fn crawler_of_agent(&mut self, agent: &[u8], count_unknown: bool) -> Option<usize> {
        match self.classes.get(agent) {
            Some(Class::Crawler(c)) => return Some(*c),
            Some(Class::Person) => return None,
            Some(Class::Unknown(token)) => {
                if count_unknown {
                    self.unknown_bots.add(token.as_bytes(), ());
                }
                return None;
            }
            None => {}
        }
        self.classified += 1;
        let class = classify(agent);
        let c = match &class {
            Class::Crawler(c) => Some(*c),
            Class::Person => None,
            Class::Unknown(token) => {
                if count_unknown {
                    self.unknown_bots.add(token.as_bytes(), ());
                }
                None
            }
        };
        self.classes.insert(agent.into(), class);
        c
    }

    /// Counts a crawler request on `day` (days since 1970). When the table
    /// is full, the half of the days with the fewest requests is dropped:
    /// lines with stray dates (far past or future, one each) cannot keep
    /// the log's real days out, and each drop is paid for by the days it
    /// removes.
    fn count_day(&mut self, day: i64, purpose: Purpose) {
        let p = Purpose::ALL.iter().position(|x| *x == purpose).unwrap_or(0);
        if let Some(d) = self.days.get_mut(&day) {
            d[p] += 1;
            return;
        }
        if self.days.len() >= MAX_DAYS {
            let mut totals: Vec<u64> = self.days.values().map(|d| d.iter().sum()).collect();
            let half = totals.len() / 2;
            let (_, median, _) = totals.select_nth_unstable(half);
            let median = *median;
            // Strictly fewer than the median, then ties, until half are gone.
            let mut drop = half;
            self.days.retain(|_, d| {
                let n: u64 = d.iter().sum();
                if n < median && drop > 0 {
                    drop -= 1;
                    return false;
                }
                true
            });
            self.days.retain(|_, d| {
                if drop > 0 && d.iter().sum::<u64>() == median {
                    drop -= 1;
                    return false;
                }
                true
            });
        }
        let mut d = [0; PURPOSES];
        d[p] = 1;
        self.days.insert(day, d);
    }

    /// Bytes the tables hold (keys and names; not the tables' own
    /// overhead): at most three caches of [`CACHE_BYTES`], for each
    /// crawler two path summaries of [`MAX_PATHS`] keys of at most
    /// `Heavy::MAX_KEY` bytes, and [`MAX_SIGNED_AGENTS`] signature agents
    /// (and `(other)`) of at most [`MAX_SIGNED_AGENT_NAME`] bytes, whatever
    /// the log.
    pub fn held_bytes(&self) -> usize {
        self.classes.bytes()
            + self.judged.bytes()
            + self.checked_ips.bytes()
            + self.unknown_bots.bytes()
            + self
                .stats
                .iter()
                .map(|s| s.paths.verified.bytes() + s.paths.other.bytes())
                .sum::<usize>()
            + self
                .signed
                .iter()
                .map(|s| s.agent.len() + std::mem::size_of::<SignedAgent>())
                .sum::<usize>()
    }

    /// The unknown bots, most seen first (then by name), with `(other)` for
    /// the requests of those not held.
    pub fn unknown(&self) -> Vec<(String, u64)> {
        let mut v: Vec<(String, u64)> = self
            .unknown_bots
            .iter()
            .map(|(k, n, ())| {
                let mut name = String::from_utf8_lossy(k).into_owned();
                if k.len() >= MAX_UNKNOWN_NAME {
                    name.push('…');
                }
                (name, n)
            })
            .collect();
        v.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        let held: u64 = v.iter().map(|e| e.1).sum();
        let rest = self.unknown_bots.total.saturating_sub(held);
        if rest > 0 {
            v.push(("(other)".to_string(), rest));
        }
        v
    }

    /// The version in force at `t`: the last that took effect at or before
    /// it; before the first, the first. A request without a time is judged
    /// by the last version.
    fn version_at(&self, t: Option<i64>) -> usize {
        let Some(t) = t else {
            return self.versions.len() - 1;
        };
        self.versions
            .iter()
            .rposition(|v| v.from.is_none_or(|f| f <= t))
            .unwrap_or(0)
    }

    fn judge(&mut self, v: usize, c: usize, target: &[u8]) -> (bool, u32) {
        let c = usize::from(self.same[v][c]);
        self.judged_key.clear();
        self.judged_key.extend_from_slice(&(v as u16).to_be_bytes());
        self.judged_key.extend_from_slice(&(c as u16).to_be_bytes());
        self.judged_key.extend_from_slice(target);
        if let Some(j) = self.judged.get(&self.judged_key[..]) {
            return *j;
        }
        let text = String::from_utf8_lossy(target);
        // As the tester reads a typed URL (as `robots check` does).
        let path = robots::url::normalise_typed(&text)
            .map(|u| u.path)
            .unwrap_or_else(|_| robots::url::path_params_query(&text));
        self.judgements += 1;
        let j = self.views[v][c].allowed(path.as_bytes());
        self.judged.insert(self.judged_key.as_slice().into(), j);
        j
    }

    fn verify(&mut self, c: usize, ip: &[u8]) -> Verified {
        let Some(row) = robots::verify::for_crawler(&CRAWLERS[c]) else {
            return Verified::Unverified;
        };
        let present = &self.present[c];
        let by_rdns = self.rdns.is_some() && !row.rdns.is_empty();
        if present.is_empty() && !by_rdns {
            return Verified::Unverified;
        }
        let Some(addr) = std::str::from_utf8(bare_address(ip))
            .ok()
            .and_then(|s| s.parse::<IpAddr>().ok())
            .map(canonical)
        else {
            return Verified::Unverified;
        };
        if let Some(v) = self.checked_ips.get(&(c as u16, addr)) {
            return *v;
        }
        let listed = present.iter().any(|l| l.contains(addr));
        let mut ok = Some(listed);
        if !listed && by_rdns {
            if let Some(ask) = self.rdns.as_mut() {
                ok = ask(addr, row.rdns);
            }
        }
        let v = match ok {
            Some(true) => Verified::Verified,
            Some(false) => Verified::Forged,
            None => {
                // Not asked: neither kept, so that it may be asked later.
                self.rdns_unchecked += 1;
                return Verified::Unverified;
            }
        };
        self.checked_ips.insert((c as u16, addr), v);
        v
    }
}

/// The name under which the signature agents past [`MAX_SIGNED_AGENTS`]
/// are counted.
pub const OTHER: &str = "(other)";

const ROBOTS_TXT: &[u8] = b"/robots.txt";

/// Whether a target is robots.txt (its query aside).
fn is_robots_txt(target: &[u8]) -> bool {
    target.split(|&b| b == b'?').next() == Some(ROBOTS_TXT)
}

/// The registry's crawler whose requests a signature agent signs.
pub fn crawler_of_origin(origin: &str) -> Option<usize> {
    let agent = robots::registry::signature_agent(origin)?;
    CRAWLERS.iter().position(|c| c.token == agent.token)
}

/// The address lists of those the crawler's owner publishes for it
/// (`robots::verify`) that `lists` holds, in the owner's order: what an
/// address claiming to be the crawler is looked up in. Empty when the
/// owner publishes none or none was saved; an address in one of them is
/// [`Verified::Verified`], one in none of them [`Verified::Forged`].
pub fn lists_for<'l>(lists: &'l Lists, c: &Crawler) -> Vec<&'l List> {
    robots::verify::for_crawler(c).map_or_else(Vec::new, |row| {
        row.lists
            .iter()
            .filter_map(|u| lists.by_name.get(robots::verify::file_name(u)))
            .collect()
    })
}

/// The crawler of the registry a User-Agent names as a product token
/// (case-insensitive, followed by `/`, `;`, `)`, whitespace or the end, and
/// not preceded by a letter, digit, `-` or `_`); the longest token wins.
/// Otherwise a bot when a product token says bot, crawler or spider.
/// Linear in the agent's length: each run of token characters is looked
/// up once.
pub fn classify(agent: &[u8]) -> Class {
    let lower = agent.to_ascii_lowercase();
    let tokens = tokens();
    let mut best: Option<usize> = None;
    let better = |best: Option<usize>, i: usize| match best {
        None => true,
        Some(b) => {
            let (lb, li) = (CRAWLERS[b].token.len(), CRAWLERS[i].token.len());
            li > lb || (li == lb && i < b)
        }
    };
    // A token of letters, digits, `-` and `_` is a product token exactly
    // when it is a whole run of those characters followed by `/`, `;`,
    // `)`, whitespace or the end.
    let mut at = 0;
    while at < lower.len() {
        if !is_token_byte(lower[at]) {
            at += 1;
            continue;
        }
        let end = lower[at..]
            .iter()
            .position(|b| !is_token_byte(*b))
            .map_or(lower.len(), |n| at + n);
        let after_ok = match lower.get(end) {
            None => true,
            Some(&b) => matches!(b, b'/' | b';' | b')') || b.is_ascii_whitespace(),
        };
        if after_ok {
            if let Some(&i) = tokens.plain.get(&lower[at..end]) {
                if better(best, i) {
                    best = Some(i);
                }
            }
        }
        at = end;
    }
    for &i in &tokens.odd {
        if better(best, i) && has_token(&lower, &CRAWLERS[i]) {
            best = Some(i);
        }
    }
    if let Some(b) = best {
        return Class::Crawler(b);
    }
    for word in lower
        .split(|&b| b.is_ascii_whitespace() || matches!(b, b';' | b'(' | b')' | b',' | b'+'))
        .filter(|w| !w.is_empty())
    {
        let token = word.split(|&b| b == b'/').next().unwrap_or(word);
        if ["bot", "crawler", "spider"]
            .iter()
            .any(|k| memchr::memmem::find(token, k.as_bytes()).is_some())
            && memchr::memchr2(b'.', b':', token).is_none()
        {
            // Written as the agent writes it (a long one cut).
            let start = word.as_ptr() as usize - lower.as_ptr() as usize;
            let original = &agent[start..start + token.len().min(MAX_UNKNOWN_NAME)];
            return Class::Unknown(String::from_utf8_lossy(original).into_owned());
        }
    }
    Class::Person
}

fn is_token_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'-' || b == b'_'
}

/// The registry's tokens, lowercased: those of token characters only by
/// name, the others (none today) to be searched for.
struct Tokens {
    plain: HashMap<Vec<u8>, usize>,
    odd: Vec<usize>,
}

fn tokens() -> &'static Tokens {
    static TOKENS: OnceLock<Tokens> = OnceLock::new();
    TOKENS.get_or_init(|| {
        let mut t = Tokens {
            plain: HashMap::new(),
            odd: Vec::new(),
        };
        for (i, c) in CRAWLERS.iter().enumerate() {
            let lower = c.token.to_ascii_lowercase().into_bytes();
            if !lower.is_empty() && lower.iter().all(|b| is_token_byte(*b)) {
                // The first of a token written twice wins, as before.
                t.plain.entry(lower).or_insert(i);
            } else {
                t.odd.push(i);
            }
        }
        t
    })
}

fn has_token(lower: &[u8], c: &Crawler) -> bool {
    robots::agent::occurs_between(
        lower,
        c.token.to_ascii_lowercase().as_bytes(),
        |b| !is_token_byte(b),
        |b| matches!(b, b'/' | b';' | b')') || b.is_ascii_whitespace(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn token(agent: &str) -> String {
        match classify(agent.as_bytes()) {
            Class::Crawler(i) => CRAWLERS[i].token.to_string(),
            Class::Unknown(t) => format!("unknown:{t}"),
            Class::Person => "person".to_string(),
        }
    }

    fn request<'a>(ip: &'a str, agent: &'a str) -> Request<'a> {
        use std::borrow::Cow;
        Request {
            host: None,
            ip: Cow::Borrowed(ip.as_bytes()),
            time: Some(0),
            target: Cow::Borrowed(b"/private"),
            agent: Cow::Borrowed(agent.as_bytes()),
            status: None,
            signed: None,
        }
    }

    /// The count names are the JSON's keys, each beside its count.
    #[test]
    fn signed_counts_are_named_as_the_json_names_them() {
        let a = SignedAgent {
            agent: "https://chatgpt.com".to_string(),
            requests: 1,
            verified: 2,
            invalid: 3,
            unknown_key: 4,
            unsigned: 5,
            disallowed: 6,
        };
        let fields: Vec<String> = SignedAgent::count_names()
            .iter()
            .zip(a.counts())
            .map(|(name, n)| format!("\"{name}\":{n}"))
            .collect();
        assert_eq!(
            serde_json::to_string(&a).unwrap(),
            format!("{{\"agent\":\"https://chatgpt.com\",{}}}", fields.join(","))
        );
        assert_eq!(a.counts(), [1, 2, 3, 4, 5, 6]);
    }

    #[test]
    fn reverse_dns_verifies_where_the_lists_do_not() {
        let versions = [Version::from_start(b"User-agent: *\nDisallow: /private\n")];
        let lists = Lists::default();
        // A stand-in resolver: 192.0.2.1 is confirmed under googlebot.com
        // and crawl.amazonbot.amazon, nothing else.
        let rdns: Box<Rdns> = Box::new(|ip, suffixes| {
            if ip == "192.0.2.3".parse::<IpAddr>().unwrap() {
                // Its budget ran out: not asked.
                return None;
            }
            Some(
                ip == "192.0.2.1".parse::<IpAddr>().unwrap()
                    && suffixes
                        .iter()
                        .any(|s| *s == "googlebot.com" || *s == "crawl.amazonbot.amazon"),
            )
        });
        let mut t = Tally::new(&versions, &lists, None, Some(rdns));
        for (ip, agent) in [
            ("192.0.2.1", "Googlebot/2.1"),
            ("192.0.2.2", "Googlebot/2.1"),
            ("192.0.2.1", "Amazonbot/0.1"),
            ("192.0.2.1", "GPTBot/1.2"),
            ("not an address", "Googlebot/2.1"),
            ("192.0.2.3", "Googlebot/2.1"),
            ("[192.0.2.1]", "Googlebot/2.1"),
        ] {
            t.add(&request(ip, agent));
        }
        let of = |token: &str| {
            let i = CRAWLERS.iter().position(|c| c.token == token).unwrap();
            let s = &t.stats[i];
            (s.verified, s.forged, s.unverified, s.disallowed_verified)
        };
        // The one rDNS could not ask is unverified, and said to be.
        assert_eq!(of("Googlebot"), (2, 1, 2, 2));
        assert_eq!(t.rdns_unchecked, 1);
        assert_eq!(of("Amazonbot"), (1, 0, 0, 1));
        // OpenAI documents no reverse-DNS domain and no list is present.
        assert_eq!(of("GPTBot"), (0, 0, 1, 0));
        // Without --rdns the same requests are all unverified.
        let mut plain = Tally::new(&versions, &lists, None, None);
        plain.add(&request("192.0.2.1", "Googlebot/2.1"));
        let i = CRAWLERS
            .iter()
            .position(|c| c.token == "Googlebot")
            .unwrap();
        assert_eq!(plain.stats[i].unverified, 1);
    }

    #[test]
    fn product_tokens_and_the_longest_wins() {
        for (agent, want) in [
            ("Googlebot-Image/1.0", "Googlebot-Image"),
            (
                "Mozilla/5.0 (Linux; Android 6.0.1) (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
                "Googlebot",
            ),
            ("Mozilla/5.0 (compatible; bingbot/2.0)", "Bingbot"),
            (
                "Mozilla/5.0 (compatible; AdsBot-Google-Mobile; +http://x)",
                "AdsBot-Google-Mobile",
            ),
            (
                "AdsBot-Google (+http://www.google.com/adsbot.html)",
                "AdsBot-Google",
            ),
            ("gptbot", "GPTBot"),
            // Not a product token: followed by '-' or preceded by a letter.
            ("NotGooglebot/1.0", "unknown:NotGooglebot"),
            (
                "Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)",
                "unknown:SemrushBot",
            ),
            ("Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0", "person"),
            ("", "person"),
        ] {
            assert_eq!(token(agent), want, "{agent:?}");
        }
    }
}
