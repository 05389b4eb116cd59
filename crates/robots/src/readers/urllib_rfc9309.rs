//! CPython's `urllib.robotparser` as rewritten to follow RFC 9309
//! (python/cpython gh-138907: Python 3.14 and later, and 3.13 releases
//! after the backport of 2026-05-04): `RobotFileParser.parse(lines)` then
//! `can_fetch(useragent, url)`.
//!
//! Written from the module's documentation, its tests and its observable
//! behaviour (none of its code is copied):
//!
//! * blank lines do not end a group; a `User-agent` line after a rule (or a
//!   `Crawl-delay` / `Request-rate` line) starts a new one; only the keys
//!   `User-agent`, `Allow`, `Disallow`, `Crawl-delay`, `Request-rate` and
//!   `Sitemap` are read, exactly (no misspellings);
//! * groups of the same agent (compared lower-cased, whole) merge; the
//!   group is the one whose agent is the caller's whole string
//!   (lower-cased), else the first, in the order the agents first appear,
//!   one of whose agents is a substring of the caller's name cut at its
//!   first `/`, else `*`;
//! * rule paths and the URL are percent-decoded and encoded again (so
//!   `%2F` is `/` and `%7E` is `~`; `*` and `$` in the URL are encoded);
//!   a rule with `$` anywhere but at its end is dropped;
//! * the longest match wins and `Allow` wins a tie; a rule with `*` counts
//!   the length of the URL text it matched (a final `*` matches to the end),
//!   a plain rule its own length;
//! * `/robots.txt` is always allowed; a URL that cannot be split (a
//!   malformed `[IPv6]` host) matches no rule.

use std::collections::{BTreeMap, BTreeSet};

use super::py;
use super::reading::{Reading, Verdict3, Why};
use super::text::percent_decode;

#[derive(Clone, Debug)]
struct Rule {
    allow: bool,
    line: u32,
    /// The line as the library read it (`Disallow: /a`).
    text: String,
    /// The pattern after percent-normalising, without a final `$`.
    pattern: String,
    /// A final `$`: the pattern must match the whole URL.
    anchored: bool,
}

impl Rule {
    /// The length of the URL text the rule matches (from the start), or
    /// `None`.
    fn match_end(&self, url: &str) -> Option<usize> {
        if !self.pattern.contains('*') {
            let hit = if self.anchored {
                url == self.pattern
            } else {
                url.starts_with(&self.pattern)
            };
            return hit.then_some(self.pattern.len());
        }
        let parts: Vec<&str> = self.pattern.split('*').collect();
        let (first, rest) = parts.split_first()?;
        let (last, middle) = rest.split_last()?;
        let mut pos = first.len();
        if !url.starts_with(first) {
            return None;
        }
        // Each inner part at its first occurrence, never tried again.
        for part in middle {
            let at = url[pos..].find(part)?;
            pos += at + part.len();
        }
        // `.*last`: greedy, so the last occurrence (at the very end when
        // the whole URL must match).
        let tail = &url[pos..];
        if self.anchored {
            tail.ends_with(last).then_some(url.len())
        } else {
            tail.rfind(last).map(|at| pos + at + last.len())
        }
    }
}

#[derive(Clone, Debug, Default)]
struct Group {
    /// The first `User-agent` line of the group (of the first group, when
    /// merged).
    line: u32,
    /// Its agents as written, with their lines. A merged group keeps only
    /// the first group's agents that the later group also names, written
    /// the same way.
    agents: Vec<(u32, String)>,
    rules: Vec<Rule>,
}

/// A file as the RFC 9309 `urllib.robotparser` reads it.
#[derive(Clone, Debug, Default)]
pub struct UrllibRfc9309 {
    groups: Vec<Group>,
    /// Each agent (lower-cased) with its group in `groups`, in the order
    /// the agents first appear.
    by_agent: Vec<(String, usize)>,
    /// Where each agent is in `by_agent`.
    positions: BTreeMap<String, usize>,
    /// How many agents of `by_agent` each group is filed under.
    filed: Vec<u32>,
    /// Rules dropped because a `$` comes before their end: (line, text).
    dropped: Vec<(u32, String)>,
    /// `Crawl-delay` / `Request-rate` lines that ended a run of user-agent
    /// lines which another user-agent line then followed.
    pub(super) splits: Vec<(u32, String)>,
}

/// Percent-decodes `s` and encodes it again as `urllib.parse.quote` does
/// (only `A-Za-z0-9_.-~/` left as they are), byte for byte: `%2F` becomes
/// `/`, `%7e` becomes `~`, `%e9` becomes `%E9`, a stray `%` becomes `%25`.
fn normalize(s: &str) -> String {
    py::quote_bytes(&percent_decode(s.as_bytes()), b"/")
}

/// Normalises each run of characters not in `keep`, leaving those as
/// they are.
fn normalize_runs(s: &str, keep: &[char]) -> String {
    let mut out = String::with_capacity(s.len());
    let mut run = String::new();
    for c in s.chars() {
        if keep.contains(&c) {
            out.push_str(&normalize(&run));
            run.clear();
            out.push(c);
        } else {
            run.push(c);
        }
    }
    out.push_str(&normalize(&run));
    out
}

/// The URL's path, query and fragment as the module matches them: parts
/// that were present kept (an empty `?` too), a path starting `//` given
/// two more, then the path normalised and each query name and value too.
fn normalize_url(url: &str) -> Option<String> {
    let s = py::urlsplit(url).ok()?;
    let mut rebuilt = s.path.clone();
    if rebuilt.starts_with("//") {
        rebuilt.insert_str(0, "//");
    }
    if s.has_query {
        rebuilt.push('?');
        rebuilt.push_str(&s.query);
    }
    if s.has_fragment {
        rebuilt.push('#');
        rebuilt.push_str(&s.fragment);
    }
    let out = match rebuilt.split_once('?') {
        Some((path, query)) => {
            format!("{}?{}", normalize(path), normalize_runs(query, &['=', '&']))
        }
        None => normalize(&rebuilt),
    };
    Some(if out.is_empty() { "/".into() } else { out })
}

/// A rule's value as the module matches it: `**` as `*`, `$$` and `$*`
/// as `$`, each run between `*` and `$` (and, after a `?`, `=` and `&`)
/// normalised; `None` when a `$` is left before the end.
fn rule_pattern(value: &str) -> Option<(String, bool)> {
    let mut collapsed = String::with_capacity(value.len());
    for c in value.chars() {
        if c == '*' && collapsed.ends_with('*') {
            continue;
        }
        collapsed.push(c);
    }
    let mut v = String::with_capacity(collapsed.len());
    for c in collapsed.chars() {
        if matches!(c, '$' | '*') && v.ends_with('$') {
            continue;
        }
        v.push(c);
    }
    let normalized = match v.split_once('?') {
        Some((path, query)) => format!(
            "{}?{}",
            normalize_runs(path, &['*', '$']),
            normalize_runs(query, &['=', '&', '*', '$'])
        ),
        None => normalize_runs(&v, &['*', '$']),
    };
    let anchored = normalized.ends_with('$');
    let pattern = normalized.trim_end_matches('$');
    (!pattern.contains('$')).then(|| (pattern.to_string(), anchored))
}

impl UrllibRfc9309 {
    /// `RobotFileParser().parse(text.splitlines())`, `text` being the body
    /// decoded as UTF-8 with replacement.
    pub fn parse(text: &str) -> UrllibRfc9309 {
        let mut u = UrllibRfc9309::default();
        let mut p = py::ParseState::<Group>::default();
        for (number, raw) in py::splitlines(text) {
            let line = py::strip(raw.split('#').next().unwrap_or(""));
            let Some((key, value)) = line.split_once(':') else {
                continue;
            };
            let key = py::strip(key).to_lowercase();
            let value = py::strip(value);
            match key.as_str() {
                "user-agent" => {
                    if let Some((entry, split)) = p.agent_line() {
                        u.add(entry);
                        u.splits.extend(split);
                    }
                    if p.entry.agents.is_empty() {
                        p.entry.line = number;
                    }
                    p.entry.agents.push((number, value.to_string()));
                }
                "allow" | "disallow" if p.state != 0 => {
                    p.rule_line();
                    let allow = key == "allow" || value.is_empty();
                    match rule_pattern(value) {
                        Some((pattern, anchored)) => p.entry.rules.push(Rule {
                            allow,
                            line: number,
                            text: line.to_string(),
                            pattern,
                            anchored,
                        }),
                        None => u.dropped.push((number, line.to_string())),
                    }
                }
                "crawl-delay" | "request-rate" if p.state != 0 => p.other_line(number, line),
                _ => {}
            }
        }
        if p.state != 0 {
            u.add(p.entry);
        }
        u
    }

    /// Files a finished group under each of its agents, merging it into
    /// the group already filed under the same (lower-cased) agent.
    fn add(&mut self, entry: Group) {
        let index = self.groups.len();
        let agents = entry.agents.clone();
        // The group's agents as written, for the merges' filters.
        let names: BTreeSet<&str> = agents.iter().map(|(_, a)| a.as_str()).collect();
        self.groups.push(entry);
        self.filed.resize(self.groups.len(), 0);
        for (_, agent) in &agents {
            let key = agent.to_lowercase();
            match self.positions.get(&key) {
                None => {
                    self.positions.insert(key.clone(), self.by_agent.len());
                    self.by_agent.push((key, index));
                    self.filed[index] += 1;
                }
                // The group filed under this agent alone (no other agent
                // files it): merged where it is. Copying it whole into a
                // new group for every merge would make thousands of `*`
                // groups cost memory by the square of their number.
                Some(&at) if self.filed_alone(self.by_agent[at].1, index) => {
                    let (head, tail) = self.groups.split_at_mut(index);
                    let (old, new) = (&mut head[self.by_agent[at].1], &tail[0]);
                    old.agents.retain(|(_, a)| names.contains(a.as_str()));
                    old.rules.extend(new.rules.iter().cloned());
                }
                Some(&at) => {
                    let was = self.by_agent[at].1;
                    let old = &self.groups[was];
                    let new = &self.groups[index];
                    let merged = Group {
                        line: old.line,
                        agents: old
                            .agents
                            .iter()
                            .filter(|(_, a)| names.contains(a.as_str()))
                            .cloned()
                            .collect(),
                        rules: old.rules.iter().chain(&new.rules).cloned().collect(),
                    };
                    self.groups.push(merged);
                    self.filed.push(1);
                    self.filed[was] -= 1;
                    self.by_agent[at].1 = self.groups.len() - 1;
                }
            }
        }
    }

    /// Whether group `i`, filed before the group at `index`, is filed under
    /// one agent only (so merging into it changes no other agent's group).
    fn filed_alone(&self, i: usize, index: usize) -> bool {
        i < index && self.filed[i] == 1
    }

    /// The group for `useragent` and how it was found.
    fn group(&self, useragent: &str) -> Option<(&Group, Found)> {
        let whole = useragent.to_lowercase();
        if let Some(&at) = self.positions.get(&whole) {
            return Some((&self.groups[self.by_agent[at].1], Found::Whole));
        }
        let name = useragent.split('/').next().unwrap_or("").to_lowercase();
        // Each group once: many agents file the same group.
        let mut seen: BTreeSet<usize> = BTreeSet::new();
        for (_, i) in &self.by_agent {
            if !seen.insert(*i) {
                continue;
            }
            let g = &self.groups[*i];
            if let Some((line, agent)) = g
                .agents
                .iter()
                .find(|(_, a)| a != "*" && name.contains(&a.to_lowercase()))
            {
                return Some((
                    g,
                    Found::Substring {
                        line: *line,
                        agent: agent.clone(),
                    },
                ));
            }
        }
        self.by_agent
            .iter()
            .find(|(k, _)| k == "*")
            .map(|(_, i)| (&self.groups[*i], Found::Star))
    }

    /// `can_fetch(useragent, url)`, with the line that decided.
    pub fn check(&self, useragent: &str, url: &str) -> Reading {
        let Some(path) = normalize_url(url) else {
            return Reading::decided(true, 0, 0, "", String::new());
        };
        if path == "/robots.txt" {
            return Reading::decided(true, 0, 0, "", path);
        }
        let Some((group, _)) = self.group(useragent) else {
            return Reading::decided(true, 0, 0, "", path);
        };
        match best_rule(group, &path) {
            Some((_, r)) => Reading::decided(r.allow, r.line, group.line, &r.text, path),
            None => Reading::decided(true, 0, group.line, "", path),
        }
    }

    /// Why the module reads a check differently from Google.
    /// `bom`: the body starts with a byte-order mark (which Python keeps).
    pub(super) fn why(&self, google: &crate::Verdict, r: &Reading, agent: &str, bom: bool) -> Why {
        if r.verdict == Verdict3::Allowed && r.path.is_empty() {
            return Why::MalformedUrlNoRule;
        }
        if r.path == "/robots.txt" && r.line == 0 {
            return Why::RobotsTxtAllowed;
        }
        if let Some(split) = super::reading::split_inside(&self.splits, google) {
            return split;
        }
        if let Some(bom) = super::reading::bom_reason(bom, google) {
            return bom;
        }
        let agent_line = |line: u32| {
            self.groups
                .iter()
                .flat_map(|g| &g.agents)
                .find(|(l, _)| *l == line)
        };
        let found = self.group(agent).map(|(_, f)| f);
        // The module uses a group Google does not.
        if r.group_line != 0 && !google.groups.agent_lines.contains(&r.group_line) {
            if let Some(Found::Substring { line, agent: a }) = found {
                return Why::AgentSubstringOf {
                    agent: a,
                    line,
                    name: agent.to_string(),
                };
            }
        }
        // Google's group is not the module's.
        if let Some(&first) = google.groups.agent_lines.first() {
            if !google.groups.agent_lines.contains(&r.group_line) {
                let read = google
                    .groups
                    .agent_lines
                    .iter()
                    .find_map(|&l| agent_line(l));
                return match read {
                    Some((line, value)) if value != "*" => Why::AgentWhole {
                        agent: value.clone(),
                        line: *line,
                        name: agent.to_string(),
                    },
                    Some(_) => Why::Other,
                    None if google.groups.kind == crate::verdict::GroupKind::Specific => {
                        Why::KeySpelling {
                            agent: agent.to_string(),
                            lines: google.groups.agent_lines.clone(),
                        }
                    }
                    None => Why::KeySpelling {
                        agent: agent.to_string(),
                        lines: vec![first],
                    },
                };
            }
        }
        if let Some(d) = &google.decisive {
            if let Some((line, text)) = self.dropped.iter().find(|(l, _)| *l == d.line) {
                return Why::DollarInside {
                    line: *line,
                    rule: text.clone(),
                };
            }
            let read_as_rule = self
                .groups
                .iter()
                .flat_map(|g| &g.rules)
                .any(|rule| rule.line == d.line);
            if !read_as_rule {
                return Why::RuleKeySpelling {
                    line: d.line,
                    rule: d.display(),
                };
            }
            if d.via_index_html {
                return Why::IndexHtml {
                    rule: d.display(),
                    here: false,
                };
            }
        }
        // A rule with `*` (the module's deciding one, else Google's) ranked
        // by the URL text it matched rather than by its own length.
        if let Some((group, _)) = self.group(agent) {
            let wildcard = |line: u32| {
                group
                    .rules
                    .iter()
                    .filter(|rule| rule.line == line && rule.pattern.contains('*'))
                    .find_map(|rule| {
                        let end = rule.match_end(&r.path)?;
                        (end != rule.pattern.len()).then_some((end, rule))
                    })
            };
            if let Some((end, rule)) = wildcard(r.line).or_else(|| wildcard(google.line)) {
                return Why::WildcardMatchLength {
                    line: rule.line,
                    rule: rule.text.clone(),
                    length: u32::try_from(end).unwrap_or(u32::MAX),
                };
            }
        }
        // A rule read after decoding its percent-escapes.
        let decoded = |line: u32| {
            self.groups
                .iter()
                .flat_map(|g| &g.rules)
                .find(|rule| rule.line == line)
                .filter(|rule| {
                    let value = rule.text.split_once(':').map_or("", |(_, v)| py::strip(v));
                    value.contains('%') && !value.trim_end_matches('$').eq(&rule.pattern)
                })
                .cloned()
        };
        for line in [r.line, google.line] {
            if let Some(rule) = decoded(line) {
                return Why::DecodedRule {
                    line: rule.line,
                    rule: rule.text.clone(),
                    pattern: rule.pattern.clone(),
                };
            }
        }
        if !r.path.is_empty() && r.path != google.path {
            return Why::ProtegoQuoting {
                path: r.path.clone(),
            };
        }
        Why::Other
    }
}

/// How [`UrllibRfc9309::group`] found a group.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Found {
    /// An agent is the caller's whole string.
    Whole,
    /// The agent `agent` (line `line`) is part of the caller's name.
    Substring { line: u32, agent: String },
    /// The `*` group.
    Star,
}

/// The deciding rule of `group` for `url` with the length it matched: the
/// longest match, `Allow` on a tie, else the first.
fn best_rule<'a>(group: &'a Group, url: &str) -> Option<(usize, &'a Rule)> {
    let mut best: Option<(usize, &Rule)> = None;
    for rule in &group.rules {
        let Some(end) = rule.match_end(url) else {
            continue;
        };
        match best {
            Some((b, current)) if end < b || (end == b && (current.allow || !rule.allow)) => {}
            _ => best = Some((end, rule)),
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percent_escapes_are_decoded_and_encoded_again() {
        assert_eq!(
            normalize("/a%2Fb%7e%e9%zz ü*$"),
            "/a/b~%E9%25zz%20%C3%BC%2A%24"
        );
        assert_eq!(rule_pattern("/a%2fb*$"), Some(("/a/b*".into(), true)));
        assert_eq!(rule_pattern("/a**b$$"), Some(("/a*b".into(), true)));
        assert_eq!(rule_pattern("/a$*"), Some(("/a".into(), true)));
        assert_eq!(rule_pattern("/a$b"), None);
        assert_eq!(
            rule_pattern("/a?b=c d&e"),
            Some(("/a?b=c%20d&e".into(), false))
        );
        assert_eq!(
            normalize_url("https://example.com/a?b=%3d#c").unwrap(),
            "/a?b=%3D%23c"
        );
        assert_eq!(normalize_url("https://example.com//x").unwrap(), "////x");
        assert_eq!(normalize_url("https://example.com").unwrap(), "/");
        assert_eq!(normalize_url("http://[x/a"), None);
    }

    #[test]
    fn a_wildcard_rule_counts_the_text_it_matched() {
        let r = |p: &str| {
            let (pattern, anchored) = rule_pattern(p).unwrap();
            Rule {
                allow: false,
                line: 1,
                text: String::new(),
                pattern,
                anchored,
            }
        };
        assert_eq!(r("/a*").match_end("/a/b/c"), Some(6));
        assert_eq!(r("/a*b").match_end("/axbxbx"), Some(6));
        assert_eq!(r("/*x*b").match_end("/axbxb"), Some(6));
        assert_eq!(r("/*.pdf$").match_end("/a.pdf"), Some(6));
        assert_eq!(r("/*.pdf$").match_end("/a.pdfx"), None);
        assert_eq!(r("/a").match_end("/ab"), Some(2));
        assert_eq!(r("/a$").match_end("/ab"), None);
    }

    #[test]
    fn groups_merge_and_blank_lines_do_not_end_them() {
        let u = UrllibRfc9309::parse(
            "User-agent: a\nDisallow: /x\n\nDisallow: /y\nUser-agent: b\nDisallow: /\nUser-agent: A\nAllow: /y\n",
        );
        assert_eq!(u.check("a", "https://example.com/y").line, 8);
        assert_eq!(u.check("a", "https://example.com/x").line, 2);
        assert_eq!(u.check("xbx", "https://example.com/z").line, 6);
        assert_eq!(
            u.check("b", "https://example.com/robots.txt").allowed(),
            Some(true)
        );
    }

    #[test]
    fn thousands_of_groups_for_one_agent_merge_in_linear_memory() {
        // 30,000 `*` groups of one rule each (a 1 MB file): merged into one
        // group of 30,000 rules, not 30,000 growing copies of it.
        let mut body = String::new();
        for i in 0..30_000 {
            body.push_str(&format!("User-agent: *\nDisallow: /x{i}$\n# note\n"));
        }
        let u = UrllibRfc9309::parse(&body);
        let rules: usize = u.groups.iter().map(|g| g.rules.len()).sum();
        assert!(rules <= 60_000, "{rules} rules kept");
        assert_eq!(
            u.check("Googlebot", "https://example.com/x29999").line,
            89_999
        );
        assert_eq!(u.check("Googlebot", "https://example.com/x0").line, 2);
        assert_eq!(
            u.check("Googlebot", "https://example.com/y").allowed(),
            Some(true)
        );
        // A group two agents file is still merged into a copy, so that the
        // other agent keeps its own rules.
        let u = UrllibRfc9309::parse(
            "User-agent: a\nUser-agent: b\nDisallow: /x\nUser-agent: a\nDisallow: /y\n",
        );
        assert_eq!(u.check("a", "https://example.com/y").line, 5);
        assert_eq!(u.check("b", "https://example.com/y").allowed(), Some(true));
        assert_eq!(u.check("b", "https://example.com/x").line, 3);
    }
}
