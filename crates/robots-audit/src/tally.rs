//! The counts of an audit: each request is given to a crawler of the
//! registry by its User-Agent's product tokens, judged by the robots.txt
//! version in force at its time, and its address checked against the
//! owner's published lists. Memory stays bounded: the caches are cleared
//! when full, and each crawler keeps at most [`MAX_PATHS`] disallowed paths.

use std::collections::{BTreeMap, HashMap};
use std::net::IpAddr;

use robots::registry::{Crawler, Purpose, CRAWLERS};
use robots::{AgentView, RobotsTxt};

use super::logs::Request;
use super::ranges::{canonical, List, Lists};

/// RFC 9309 §2.4: a crawler may use a cached robots.txt for 24 hours.
pub const GRACE_SECS: i64 = 24 * 60 * 60;
/// Disallowed paths kept per crawler for `top_disallowed`.
pub const MAX_PATHS: usize = 4096;
/// Entries of each cache before it is cleared.
const CACHE: usize = 1 << 16;
/// Distinct unknown bots kept (later ones are counted under `(other)`).
const MAX_UNKNOWN: usize = 10_000;
/// Days counted for the requests-per-day chart (later days are not).
pub const MAX_DAYS: usize = 3660;
/// Seconds in a day.
const DAY: i64 = 24 * 60 * 60;

/// One robots.txt version and the instant it took effect (`None`: from
/// the beginning).
pub struct Version {
    pub robots: RobotsTxt,
    pub from: Option<i64>,
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
    /// Disallowed path → (requests, deciding line).
    pub paths: HashMap<Box<[u8]>, (u64, u32)>,
}

impl Stats {
    /// The names of [`Stats::counts`], as `robots audit --json` and `--csv`
    /// have them.
    pub const COUNTS: [&'static str; 9] = [
        "requests",
        "robots_fetches",
        "allowed",
        "disallowed",
        "grace",
        "verified",
        "forged",
        "unverified",
        "disallowed_verified",
    ];

    /// The counts, in the order of [`Stats::COUNTS`].
    pub fn counts(&self) -> [u64; 9] {
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
        ]
    }
}

/// Whether an address is its owner's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verified {
    Verified,
    Forged,
    Unverified,
}

/// Asks reverse DNS (forward-confirmed) whether an address has a name under
/// one of the suffixes.
pub type Rdns = dyn FnMut(IpAddr, &[&str]) -> bool;

/// A judgement's key: (version, crawler, request target).
type Judged = (u16, u16, Box<[u8]>);

pub struct Tally<'a> {
    versions: &'a [Version],
    /// `views[v][c]`: crawler `c`'s reading of version `v`.
    views: Vec<Vec<AgentView<'a>>>,
    lists: &'a Lists,
    rdns: Option<Box<Rdns>>,
    host: Option<Vec<u8>>,
    classes: HashMap<Box<[u8]>, Class>,
    judged: HashMap<Judged, (bool, u32)>,
    checked_ips: HashMap<(u16, IpAddr), Verified>,
    pub stats: Vec<Stats>,
    pub unknown: HashMap<String, u64>,
    pub lines: u64,
    pub requests: u64,
    pub skipped: u64,
    pub crawler_requests: u64,
    pub first: Option<i64>,
    pub last: Option<i64>,
    /// Crawler requests per day (days since 1970, UTC) and purpose (in
    /// `Purpose::ALL`'s order), for requests with a time.
    pub days: BTreeMap<i64, [u64; PURPOSES]>,
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
        let views = versions
            .iter()
            .map(|v| {
                CRAWLERS
                    .iter()
                    .map(|c| robots::tester::view(&v.robots, c.token))
                    .collect()
            })
            .collect();
        Tally {
            versions,
            views,
            lists,
            rdns,
            host: host.map(|h| h.trim().to_ascii_lowercase().into_bytes()),
            classes: HashMap::new(),
            judged: HashMap::new(),
            checked_ips: HashMap::new(),
            stats: vec![Stats::default(); CRAWLERS.len()],
            unknown: HashMap::new(),
            lines: 0,
            requests: 0,
            skipped: 0,
            crawler_requests: 0,
            first: None,
            last: None,
            days: BTreeMap::new(),
        }
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
        let class = match self.classes.get(&*r.agent) {
            Some(c) => c.clone(),
            None => {
                let c = classify(&r.agent);
                if self.classes.len() >= CACHE {
                    self.classes.clear();
                }
                self.classes.insert(r.agent.as_ref().into(), c.clone());
                c
            }
        };
        let c = match class {
            Class::Person => return,
            Class::Unknown(token) => {
                let n = self.unknown.len();
                match self.unknown.get_mut(&token) {
                    Some(count) => *count += 1,
                    None if n < MAX_UNKNOWN => {
                        self.unknown.insert(token, 1);
                    }
                    None => *self.unknown.entry("(other)".to_string()).or_default() += 1,
                }
                return;
            }
            Class::Crawler(c) => c,
        };
        self.crawler_requests += 1;
        if let Some(t) = r.time {
            let day = t.div_euclid(DAY);
            let n = self.days.len();
            let purpose = Purpose::ALL
                .iter()
                .position(|p| *p == CRAWLERS[c].purpose)
                .unwrap_or(0);
            match self.days.get_mut(&day) {
                Some(d) => d[purpose] += 1,
                None if n < MAX_DAYS => {
                    let mut d = [0; PURPOSES];
                    d[purpose] = 1;
                    self.days.insert(day, d);
                }
                None => {}
            }
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
        if path_only == b"/robots.txt" {
            stats.robots_fetches += 1;
            return;
        }
        let v = self.version_at(r.time);
        let (allowed, line) = self.judge(v, c, &r.target);
        let stats = &mut self.stats[c];
        if allowed {
            stats.allowed += 1;
            return;
        }
        let in_grace = v > 0
            && match (r.time, self.versions[v].from) {
                (Some(t), Some(from)) => t - from < GRACE_SECS,
                _ => false,
            }
            && self.judge(v - 1, c, &r.target).0;
        let stats = &mut self.stats[c];
        if in_grace {
            stats.grace += 1;
            return;
        }
        stats.disallowed += 1;
        if verified == Verified::Verified {
            stats.disallowed_verified += 1;
        }
        let key: &[u8] = &r.target;
        if let Some(e) = stats.paths.get_mut(key) {
            e.0 += 1;
            e.1 = line;
        } else {
            if stats.paths.len() >= MAX_PATHS {
                // Forget the paths seen once: the top ten are kept.
                stats.paths.retain(|_, e| e.0 > 1);
            }
            if stats.paths.len() < MAX_PATHS {
                stats.paths.insert(key.into(), (1, line));
            }
        }
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
        let key = (v as u16, c as u16, Box::<[u8]>::from(target));
        if let Some(j) = self.judged.get(&key) {
            return *j;
        }
        let text = String::from_utf8_lossy(target);
        // As the tester reads a typed URL (as `robots check` does).
        let path = robots::url::normalise_typed(&text)
            .map(|u| u.path)
            .unwrap_or_else(|_| robots::url::path_params_query(&text));
        let j = self.views[v][c].allowed(path.as_bytes());
        if self.judged.len() >= CACHE {
            self.judged.clear();
        }
        self.judged.insert(key, j);
        j
    }

    fn verify(&mut self, c: usize, ip: &[u8]) -> Verified {
        let Some(row) = robots::verify::for_crawler(&CRAWLERS[c]) else {
            return Verified::Unverified;
        };
        let present = lists_for(self.lists, &CRAWLERS[c]);
        let by_rdns = self.rdns.is_some() && !row.rdns.is_empty();
        if present.is_empty() && !by_rdns {
            return Verified::Unverified;
        }
        let Some(addr) = std::str::from_utf8(ip)
            .ok()
            .and_then(|s| s.trim().parse::<IpAddr>().ok())
            .map(canonical)
        else {
            return Verified::Unverified;
        };
        if let Some(v) = self.checked_ips.get(&(c as u16, addr)) {
            return *v;
        }
        let mut ok = present.iter().any(|l| l.contains(addr));
        if !ok && by_rdns {
            if let Some(ask) = self.rdns.as_mut() {
                ok = ask(addr, row.rdns);
            }
        }
        let v = if ok {
            Verified::Verified
        } else {
            Verified::Forged
        };
        if self.checked_ips.len() >= CACHE {
            self.checked_ips.clear();
        }
        self.checked_ips.insert((c as u16, addr), v);
        v
    }
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
pub fn classify(agent: &[u8]) -> Class {
    let lower = agent.to_ascii_lowercase();
    let mut best: Option<usize> = None;
    for (i, c) in CRAWLERS.iter().enumerate() {
        if best.is_some_and(|b| CRAWLERS[b].token.len() >= c.token.len()) {
            continue;
        }
        if has_token(&lower, c) {
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
            .any(|k| token.windows(k.len()).any(|w| w == k.as_bytes()))
            && !token.contains(&b'.')
            && !token.contains(&b':')
        {
            // Written as the agent writes it.
            let start = word.as_ptr() as usize - lower.as_ptr() as usize;
            let original = &agent[start..start + token.len()];
            return Class::Unknown(String::from_utf8_lossy(original).into_owned());
        }
    }
    Class::Person
}

fn has_token(lower: &[u8], c: &Crawler) -> bool {
    let t = c.token.to_ascii_lowercase();
    let t = t.as_bytes();
    let mut from = 0;
    while let Some(i) = lower[from..]
        .windows(t.len())
        .position(|w| w == t)
        .map(|i| i + from)
    {
        let before_ok = i == 0 || {
            let b = lower[i - 1];
            !(b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        };
        let after_ok = match lower.get(i + t.len()) {
            None => true,
            Some(&b) => matches!(b, b'/' | b';' | b')') || b.is_ascii_whitespace(),
        };
        if before_ok && after_ok {
            return true;
        }
        from = i + 1;
    }
    false
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
        }
    }

    #[test]
    fn reverse_dns_verifies_where_the_lists_do_not() {
        let versions = [Version {
            robots: robots::tester::parse(b"User-agent: *\nDisallow: /private\n"),
            from: None,
        }];
        let lists = Lists::default();
        // A stand-in resolver: 192.0.2.1 is confirmed under googlebot.com
        // and crawl.amazonbot.amazon, nothing else.
        let rdns: Box<Rdns> = Box::new(|ip, suffixes| {
            ip == "192.0.2.1".parse::<IpAddr>().unwrap()
                && suffixes
                    .iter()
                    .any(|s| *s == "googlebot.com" || *s == "crawl.amazonbot.amazon")
        });
        let mut t = Tally::new(&versions, &lists, None, Some(rdns));
        for (ip, agent) in [
            ("192.0.2.1", "Googlebot/2.1"),
            ("192.0.2.2", "Googlebot/2.1"),
            ("192.0.2.1", "Amazonbot/0.1"),
            ("192.0.2.1", "GPTBot/1.2"),
            ("not an address", "Googlebot/2.1"),
        ] {
            t.add(&request(ip, agent));
        }
        let of = |token: &str| {
            let i = CRAWLERS.iter().position(|c| c.token == token).unwrap();
            let s = &t.stats[i];
            (s.verified, s.forged, s.unverified, s.disallowed_verified)
        };
        assert_eq!(of("Googlebot"), (1, 1, 1, 1));
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
