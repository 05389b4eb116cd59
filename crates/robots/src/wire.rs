//! A parse as bytes: how one thread hands its [`RobotsTxt`] to another
//! (the page's parse to its checking worker), so that a file is read by
//! Google's rules once, wherever it is used.
//!
//! [`RobotsTxt::to_wire`] writes every line, group, rule, sitemap, usage
//! rule and the truncation; [`RobotsTxt::from_wire`] reads them back and
//! builds the rule index from the rules (a lookup structure, not a reading
//! of the file). Numbers are unsigned LEB128; a string or a pattern is its
//! length, then its bytes; a list is its length, then its items.
//!
//! The AI-use diagnostics ([`RobotsTxt::ai_diagnostics`]) are computed on
//! demand, never held by a parse, so they have no form here.
//!
//! Reading is total: damaged or foreign bytes give `None` (never a panic,
//! never an allocation larger than the bytes read), and a parse whose
//! references do not hold (a rule of a group that does not exist, a line
//! past the end of its file) is refused.

use crate::index::RuleIndex;
use crate::parse::{
    Diagnostic, Group, GroupAgent, Line, LineKind, RobotsTxt, Sitemap, Truncation, CONTENT_SIGNAL,
    CONTENT_USAGE,
};
use crate::pattern::Pattern;
use crate::rule::{Rule, RuleKind, UsageRule};

/// The format's version: the first byte. A parse written by another
/// version is refused.
const VERSION: u8 = 1;

/// Line kinds by their number on the wire.
const KINDS: [LineKind; 12] = [
    LineKind::UserAgent,
    LineKind::Allow,
    LineKind::Disallow,
    LineKind::Sitemap,
    LineKind::Unsupported,
    LineKind::ContentUsage,
    LineKind::ContentSignal,
    LineKind::Unknown,
    LineKind::Comment,
    LineKind::Empty,
    LineKind::Invalid,
    LineKind::License,
];

/// The directives a key is read as ([`Diagnostic::AcceptedTypo`],
/// [`Diagnostic::KeyByPrefix`]), by their number on the wire.
const MEANT: [&str; 5] = ["user-agent", "allow", "disallow", "sitemap", ""];

/// The preference keys, by their number on the wire.
const PREFERENCE_KEYS: [&str; 2] = [CONTENT_USAGE, CONTENT_SIGNAL];

struct Writer(Vec<u8>);

impl Writer {
    fn n(&mut self, mut n: usize) {
        loop {
            let low = (n & 0x7f) as u8;
            n >>= 7;
            if n == 0 {
                self.0.push(low);
                return;
            }
            self.0.push(low | 0x80);
        }
    }

    fn bytes(&mut self, b: &[u8]) {
        self.n(b.len());
        self.0.extend_from_slice(b);
    }

    /// A list of numbers.
    fn list(&mut self, l: &[u32]) {
        self.n(l.len());
        for &x in l {
            self.n(x as usize);
        }
    }

    /// The position of `s` in `table` (the table holds every value the
    /// parser writes).
    fn pick(&mut self, table: &[&str], s: &str) {
        self.n(table
            .iter()
            .position(|t| *t == s)
            .unwrap_or(usize::MAX >> 1));
    }

    fn line(&mut self, l: &Line) {
        self.n(l.number as usize);
        self.n(l.start);
        self.n(l.end);
        self.n(KINDS.iter().position(|k| *k == l.kind).unwrap_or(0));
        self.n(l.group.map_or(0, |g| g as usize + 1));
        self.bytes(l.key.as_bytes());
        self.bytes(l.value.as_bytes());
        let held = |d: &&Diagnostic| tag(d).is_some();
        self.n(l.diagnostics.iter().filter(held).count());
        for d in l.diagnostics.iter().filter(held) {
            self.diagnostic(d);
        }
    }

    fn diagnostic(&mut self, d: &Diagnostic) {
        self.n(tag(d).unwrap_or(0));
        match d {
            Diagnostic::AcceptedTypo { written, meant }
            | Diagnostic::KeyByPrefix { written, meant } => {
                self.bytes(written.as_bytes());
                self.pick(&MEANT, meant);
            }
            Diagnostic::LineTooLong { length } => self.n(*length),
            Diagnostic::UnsupportedKey { key, .. }
            | Diagnostic::UnknownKey { key }
            | Diagnostic::UserAgentCut { token: key } => self.bytes(key.as_bytes()),
            Diagnostic::PastSizeLimit { limit, total } => {
                self.n(*limit);
                self.n(*total);
            }
            Diagnostic::PreferenceLine { key }
            | Diagnostic::UsageOutsideGroup { key }
            | Diagnostic::UsageSplitsGroup { key } => self.pick(&PREFERENCE_KEYS, key),
            _ => {}
        }
    }

    fn pattern(&mut self, p: &Pattern) {
        self.bytes(p.as_bytes());
    }

    /// 0, or 1 and the pattern.
    fn maybe_pattern(&mut self, p: &Option<Pattern>) {
        self.n(usize::from(p.is_some()));
        if let Some(p) = p {
            self.pattern(p);
        }
    }
}

/// A diagnostic's number on the wire; `None` for the AI-use ones, which a
/// parse never holds.
fn tag(d: &Diagnostic) -> Option<usize> {
    Some(match d {
        Diagnostic::AcceptedTypo { .. } => 0,
        Diagnostic::KeyByPrefix { .. } => 1,
        Diagnostic::MissingColon => 2,
        Diagnostic::LineTooLong { .. } => 3,
        Diagnostic::NulByte => 4,
        Diagnostic::RuleOutsideGroup => 5,
        Diagnostic::UnsupportedKey { .. } => 6,
        Diagnostic::UnknownKey { .. } => 7,
        Diagnostic::NoLeadingSlash => 8,
        Diagnostic::EmptyRule => 9,
        Diagnostic::UserAgentCut { .. } => 10,
        Diagnostic::UserAgentNoToken => 11,
        Diagnostic::SitemapNotAbsolute => 12,
        Diagnostic::NotADirective => 13,
        Diagnostic::NonUtf8 => 14,
        Diagnostic::BomSkipped => 15,
        Diagnostic::StrayBom => 16,
        Diagnostic::PastSizeLimit { .. } => 17,
        Diagnostic::PreferenceLine { .. } => 18,
        Diagnostic::UsageOutsideGroup { .. } => 19,
        Diagnostic::UsageSplitsGroup { .. } => 20,
        Diagnostic::UsageNoEffect { .. }
        | Diagnostic::UsageUnparsed { .. }
        | Diagnostic::GroupReplacesStar { .. }
        | Diagnostic::SignalOutsideGroup { .. }
        | Diagnostic::TokenRetired { .. }
        | Diagnostic::LicenseNotAbsolute
        | Diagnostic::PathNotEncoded { .. }
        | Diagnostic::ManagedBlock { .. }
        | Diagnostic::SignalNotInherited { .. } => return None,
    })
}

struct Reader<'a>(&'a [u8]);

impl Reader<'_> {
    fn n(&mut self) -> Option<usize> {
        let mut n: usize = 0;
        for shift in (0..usize::BITS).step_by(7) {
            let (&b, rest) = self.0.split_first()?;
            self.0 = rest;
            n |= usize::from(b & 0x7f).checked_shl(shift)?;
            if b & 0x80 == 0 {
                return Some(n);
            }
        }
        None
    }

    fn u32(&mut self) -> Option<u32> {
        u32::try_from(self.n()?).ok()
    }

    /// A length of a list whose items take a byte or more each: never more
    /// than the bytes left (so that no damaged length allocates more).
    fn len(&mut self) -> Option<usize> {
        self.n().filter(|&n| n <= self.0.len())
    }

    fn bytes(&mut self) -> Option<&[u8]> {
        let n = self.len()?;
        let (b, rest) = self.0.split_at(n);
        self.0 = rest;
        Some(b)
    }

    fn string(&mut self) -> Option<String> {
        String::from_utf8(self.bytes()?.to_vec()).ok()
    }

    fn list(&mut self) -> Option<Vec<u32>> {
        (0..self.len()?).map(|_| self.u32()).collect()
    }

    fn pick(&mut self, table: &[&'static str]) -> Option<&'static str> {
        table.get(self.n()?).copied()
    }

    fn line(&mut self) -> Option<Line> {
        Some(Line {
            number: self.u32()?,
            start: self.n()?,
            end: self.n()?,
            kind: *KINDS.get(self.n()?)?,
            group: match self.u32()? {
                0 => None,
                g => Some(g - 1),
            },
            key: self.string()?,
            value: self.string()?,
            diagnostics: (0..self.len()?)
                .map(|_| self.diagnostic())
                .collect::<Option<_>>()?,
        })
    }

    fn diagnostic(&mut self) -> Option<Diagnostic> {
        Some(match self.n()? {
            0 => Diagnostic::AcceptedTypo {
                written: self.string()?,
                meant: self.pick(&MEANT)?,
            },
            1 => Diagnostic::KeyByPrefix {
                written: self.string()?,
                meant: self.pick(&MEANT)?,
            },
            2 => Diagnostic::MissingColon,
            3 => Diagnostic::LineTooLong { length: self.n()? },
            4 => Diagnostic::NulByte,
            5 => Diagnostic::RuleOutsideGroup,
            6 => {
                let key = self.string()?;
                let note = crate::key::unsupported_note(key.as_bytes())?;
                Diagnostic::UnsupportedKey { key, note }
            }
            7 => Diagnostic::UnknownKey {
                key: self.string()?,
            },
            8 => Diagnostic::NoLeadingSlash,
            9 => Diagnostic::EmptyRule,
            10 => Diagnostic::UserAgentCut {
                token: self.string()?,
            },
            11 => Diagnostic::UserAgentNoToken,
            12 => Diagnostic::SitemapNotAbsolute,
            13 => Diagnostic::NotADirective,
            14 => Diagnostic::NonUtf8,
            15 => Diagnostic::BomSkipped,
            16 => Diagnostic::StrayBom,
            17 => Diagnostic::PastSizeLimit {
                limit: self.n()?,
                total: self.n()?,
            },
            18 => Diagnostic::PreferenceLine {
                key: self.pick(&PREFERENCE_KEYS)?,
            },
            19 => Diagnostic::UsageOutsideGroup {
                key: self.pick(&PREFERENCE_KEYS)?,
            },
            20 => Diagnostic::UsageSplitsGroup {
                key: self.pick(&PREFERENCE_KEYS)?,
            },
            _ => return None,
        })
    }

    fn pattern(&mut self) -> Option<Pattern> {
        Some(Pattern::new(self.bytes()?.to_vec()))
    }

    /// A pattern that may be absent ([`Writer::maybe_pattern`]).
    fn maybe_pattern(&mut self) -> Option<Option<Pattern>> {
        match self.n()? {
            0 => Some(None),
            1 => Some(Some(self.pattern()?)),
            _ => None,
        }
    }

    fn agent(&mut self) -> Option<GroupAgent> {
        Some(GroupAgent {
            line: self.u32()?,
            value: self.string()?,
            global: self.n()? == 1,
            token: self.string()?,
        })
    }

    fn group(&mut self) -> Option<Group> {
        Some(Group {
            agents: self.items(Reader::agent)?,
            rules: self.list()?,
            usage: self.list()?,
            signals: self.list()?,
        })
    }

    fn rule(&mut self) -> Option<Rule> {
        Some(Rule {
            line: self.u32()?,
            kind: match self.n()? {
                0 => RuleKind::Allow,
                1 => RuleKind::Disallow,
                _ => return None,
            },
            group: self.u32()?,
            written: self.string()?,
            pattern: self.pattern()?,
            index_rewrite: self.maybe_pattern()?,
        })
    }

    fn usage_rule(&mut self) -> Option<UsageRule> {
        Some(UsageRule {
            line: self.u32()?,
            group: self.u32()?,
            path: self.maybe_pattern()?,
            pref: self.string()?,
        })
    }

    fn items<T>(&mut self, item: fn(&mut Self) -> Option<T>) -> Option<Vec<T>> {
        (0..self.len()?).map(|_| item(self)).collect()
    }
}

impl RobotsTxt {
    /// This parse as bytes, for [`RobotsTxt::from_wire`] (in another
    /// thread, or another wasm instance of the same build).
    pub fn to_wire(&self) -> Vec<u8> {
        let mut w = Writer(Vec::with_capacity(64 + 64 * self.lines.len()));
        w.0.push(VERSION);
        w.n(self.lines.len());
        for l in &self.lines {
            w.line(l);
        }
        w.n(self.groups.len());
        for g in &self.groups {
            w.n(g.agents.len());
            for a in &g.agents {
                w.n(a.line as usize);
                w.bytes(a.value.as_bytes());
                w.n(usize::from(a.global));
                w.bytes(a.token.as_bytes());
            }
            w.list(&g.rules);
            w.list(&g.usage);
            w.list(&g.signals);
        }
        w.n(self.rules.len());
        for r in &self.rules {
            w.n(r.line as usize);
            w.n(usize::from(r.kind == RuleKind::Disallow));
            w.n(r.group as usize);
            w.bytes(r.written.as_bytes());
            w.pattern(&r.pattern);
            w.maybe_pattern(&r.index_rewrite);
        }
        w.n(self.sitemaps.len());
        for s in &self.sitemaps {
            w.n(s.line as usize);
            w.bytes(s.url.as_bytes());
        }
        w.n(self.usage_rules.len());
        for u in &self.usage_rules {
            w.n(u.line as usize);
            w.n(u.group as usize);
            w.maybe_pattern(&u.path);
            w.bytes(u.pref.as_bytes());
        }
        match self.truncation {
            None => w.n(0),
            Some(t) => {
                w.n(1);
                w.n(t.limit);
                w.n(t.total);
                w.n(t.line as usize);
            }
        }
        w.0
    }

    /// The parse of `body` that [`RobotsTxt::to_wire`] wrote; `None` when
    /// the bytes are not one (damaged, of another version, or with
    /// references that do not hold in `body`).
    pub fn from_wire(wire: &[u8], body: &[u8]) -> Option<RobotsTxt> {
        let (&version, rest) = wire.split_first()?;
        if version != VERSION {
            return None;
        }
        let mut r = Reader(rest);
        let lines = r.items(Reader::line)?;
        let groups = r.items(Reader::group)?;
        let rules = r.items(Reader::rule)?;
        let sitemaps = r.items(|r| {
            Some(Sitemap {
                line: r.u32()?,
                url: r.string()?,
            })
        })?;
        let usage_rules = r.items(Reader::usage_rule)?;
        let truncation = match r.n()? {
            0 => None,
            1 => Some(Truncation {
                limit: r.n()?,
                total: r.n()?,
                line: r.u32()?,
            }),
            _ => return None,
        };
        if !r.0.is_empty() {
            return None;
        }
        let robots = RobotsTxt {
            index: RuleIndex::build(&rules),
            lines,
            groups,
            rules,
            sitemaps,
            truncation,
            usage_rules,
            usage_index: Default::default(),
        };
        robots.holds(body).then_some(robots)
    }

    /// Whether every reference of this parse holds: each line's span lies
    /// in `body`, and every group, rule and usage rule a part names exists.
    fn holds(&self, body: &[u8]) -> bool {
        let (groups, rules, usage) = (self.groups.len(), self.rules.len(), self.usage_rules.len());
        let group = |g: u32| (g as usize) < groups;
        !self.lines.is_empty()
            && self
                .lines
                .iter()
                .all(|l| l.start <= l.end && l.end <= body.len() && l.group.is_none_or(group))
            && self.groups.iter().all(|g| {
                g.rules.iter().all(|&r| (r as usize) < rules)
                    && g.usage.iter().all(|&u| (u as usize) < usage)
            })
            && self.rules.iter().all(|r| group(r.group))
            && self.usage_rules.iter().all(|u| group(u.group))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Files that hold every kind of line and every diagnostic a parse can
    /// hold.
    const FILES: &[&str] = &[
        "",
        "\u{feff}User-agent: *\nDisallow: /private\nAllow: /private/ok$\n",
        "useragent: a\nDisallowed: /x\ndissallow /y\nallow: /index.html\nallow: /d/index.htm\n\
         Sitemap: /rel.xml\nsitemap: https://e.com/s.xml\ncrawl-delay: 5\nfoo: bar\n\
         # comment\n\nthis is prose\nUser-agent: Googlebot/2.1\nUser-agent: 123\n\
         Disallow: x\nDisallow:\nContent-Usage: train-ai=n\nContent-Signal: search=yes\n\
         Content-Usage: /p train-ai=y\nUser-agent: b\nLicense: https://e.com/rsl.xml\n",
        "Disallow: /before-any-group\nContent-Usage: train-ai=n\nUser-agent: a\r\nContent-Usage: x\r\nUser-agent: b\rDisallow: /*.pdf$\n",
        "User-agent: *\nDisallow: /a\u{0}b\nDisallow: /\u{e9}t\u{e9}\nUser-agent: *\n\u{feff}x: y\n",
    ];

    fn round_trip(body: &[u8], robots: &RobotsTxt) {
        let back = RobotsTxt::from_wire(&robots.to_wire(), body).expect("read back");
        assert_eq!(format!("{back:?}"), format!("{robots:?}"));
    }

    #[test]
    fn every_part_of_a_parse_comes_back() {
        for file in FILES {
            round_trip(file.as_bytes(), &RobotsTxt::parse(file.as_bytes()));
            let limited = RobotsTxt::parse_limited(file.as_bytes(), 40);
            round_trip(file.as_bytes(), &limited);
        }
        // Not UTF-8, a line too long, a CR-only file.
        let mut odd = b"User-agent: *\nDisallow: /\xff\xfe\n".to_vec();
        odd.extend(b"Allow: /");
        odd.extend(std::iter::repeat_n(b'a', crate::MAX_LINE_BYTES + 10));
        odd.extend(b"\rUser-agent: x\r");
        round_trip(&odd, &RobotsTxt::parse(&odd));
        // Every diagnostic a parse can hold was written and read.
        let mut tags: Vec<usize> = FILES
            .iter()
            .map(|f| RobotsTxt::parse_limited(f.as_bytes(), 40))
            .chain(FILES.iter().map(|f| RobotsTxt::parse(f.as_bytes())))
            .chain([RobotsTxt::parse(&odd)])
            .flat_map(|r| r.lines.into_iter().flat_map(|l| l.diagnostics))
            .filter_map(|d| tag(&d))
            .collect();
        tags.sort_unstable();
        tags.dedup();
        assert_eq!(tags, (0..=20).collect::<Vec<_>>());
        let kinds: Vec<_> = RobotsTxt::parse(FILES[2].as_bytes())
            .lines()
            .iter()
            .map(|l| l.kind)
            .collect();
        for k in KINDS {
            assert!(kinds.contains(&k), "{k:?} not in the test file");
        }
    }

    #[test]
    fn a_parse_read_back_checks_as_the_original() {
        let body = FILES[2].as_bytes();
        let robots = RobotsTxt::parse(body);
        let back = RobotsTxt::from_wire(&robots.to_wire(), body).unwrap();
        for url in [
            "https://e.com/x",
            "https://e.com/d/",
            "https://e.com/p",
            "https://e.com/",
        ] {
            for agent in ["a", "b", "Googlebot", "other"] {
                let (want, got) = (
                    robots.check_raw(&[agent], url),
                    back.check_raw(&[agent], url),
                );
                assert_eq!(
                    (got.allowed, got.line),
                    (want.allowed, want.line),
                    "{agent} {url}"
                );
                assert_eq!(got.sentence(), want.sentence());
            }
        }
        assert_eq!(
            format!("{:?}", back.ai_diagnostics()),
            format!("{:?}", robots.ai_diagnostics())
        );
    }

    #[test]
    fn damaged_bytes_are_refused() {
        let body = FILES[2].as_bytes();
        let wire = RobotsTxt::parse(body).to_wire();
        assert!(RobotsTxt::from_wire(&[], body).is_none());
        // Another version.
        let mut other = wire.clone();
        other[0] = VERSION + 1;
        assert!(RobotsTxt::from_wire(&other, body).is_none());
        // Cut anywhere, or with bytes left over.
        for end in 0..wire.len() {
            assert!(
                RobotsTxt::from_wire(&wire[..end], body).is_none(),
                "cut at {end}"
            );
        }
        let mut longer = wire.clone();
        longer.push(0);
        assert!(RobotsTxt::from_wire(&longer, body).is_none());
        // The parse of a longer file: its lines lie past this one's end.
        assert!(RobotsTxt::from_wire(&wire, &body[..10]).is_none());
        // A length far past the bytes: refused before allocating.
        let huge = [VERSION, 0xff, 0xff, 0xff, 0xff, 0x0f];
        assert!(RobotsTxt::from_wire(&huge, body).is_none());
    }

    proptest! {
        #[test]
        fn any_file_comes_back(body in proptest::collection::vec(
            prop_oneof![
                Just(b'\n'), Just(b'\r'), Just(b':'), Just(b'*'), Just(b'$'), Just(b'#'),
                Just(b' '), Just(b'/'), Just(0u8), Just(0xffu8), Just(0xefu8),
                b'a'..=b'z'
            ],
            0..300,
        ), prefix in prop_oneof![
            Just(&b""[..]), Just(&b"user-agent: *\n"[..]), Just(&b"Content-Usage: "[..]),
            Just(&b"allow: /"[..]), Just(&b"disallow "[..]), Just(&b"sitemap:"[..]),
        ]) {
            let mut file = prefix.to_vec();
            file.extend(&body);
            let file = file.repeat(2);
            round_trip(&file, &RobotsTxt::parse(&file));
            round_trip(&file, &RobotsTxt::parse_limited(&file, 50));
        }

        #[test]
        fn any_bytes_are_read_or_refused(wire in proptest::collection::vec(any::<u8>(), 0..200)) {
            let mut w = vec![VERSION];
            w.extend(&wire);
            // Read or refused, never a panic; what is read writes back as
            // the same bytes.
            let body = b"User-agent: *\nDisallow: /\n";
            if let Some(read) = RobotsTxt::from_wire(&w, body) {
                let again = RobotsTxt::from_wire(&read.to_wire(), body).expect("its own bytes");
                prop_assert_eq!(format!("{again:?}"), format!("{read:?}"));
            }
        }
    }
}
