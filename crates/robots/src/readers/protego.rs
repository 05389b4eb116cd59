//! Protego 0.7.0 (PyPI; Scrapy's default robots.txt parser):
//! `Protego.parse(text)` then `can_fetch(url, user_agent)`.
//!
//! Written from Protego's README, changelog and published tests, and from
//! its observable behaviour: the group of the longest `User-agent` value
//! found in the caller's string at a token boundary applies (`*` counts as
//! one character); the longest matching pattern decides, Allow on a tie;
//! paths and patterns are percent-decoded and encoded again (`=` kept); a
//! final `$` anchors the pattern and also matches a literal `$`;
//! `Allow: …/index.html` also allows the directory; `/robots.txt` is always
//! allowed; colon-less lines and a few misspelt keys are salvaged.

use std::collections::BTreeSet;

use super::py;
use super::reading::{Reading, Why};
use super::runs::{AgentGroup, Runs};
use super::text::{drop_tabs_and_newlines, is_scheme, percent_decode_keeping};
use crate::pattern::Pattern;

#[derive(Clone, Debug)]
struct Rule {
    allow: bool,
    line: u32,
    text: String,
    matcher: Pattern,
    /// For a final `$`: the pattern with a literal `%24` instead.
    literal: Option<Pattern>,
    /// The length that ranks a match of `matcher`: the pattern as written
    /// after quoting, a final `$` counted as one character.
    length: usize,
    /// The length that ranks a match of `literal` (its `%24` counted as
    /// three characters).
    literal_length: usize,
}

impl Rule {
    /// The length that ranks the rule for `path`, or `None` when it does
    /// not match. A final `$` rule that matches as a literal `$` ranks by
    /// the literal's length; one that matches as the end of the path, by
    /// its own (so `Disallow: /$` ties with `Allow: /*` on `/`).
    fn match_length(&self, path: &str) -> Option<usize> {
        if let Some(l) = &self.literal {
            if l.matches(path.as_bytes()) {
                return Some(self.literal_length);
            }
        }
        self.matcher.matches(path.as_bytes()).then_some(self.length)
    }
}

/// A file as Protego reads it.
#[derive(Clone, Debug, Default)]
pub struct Protego {
    /// The rule sets, by agent, and the rules of each run of user-agent
    /// lines.
    sets: Runs<Rule>,
    /// Lines other than rules that ended a run of user-agent lines which
    /// another user-agent line then followed.
    pub(super) splits: Vec<(u32, String)>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Directive {
    UserAgent,
    Allow,
    Disallow,
    /// Sitemap and Host: read anywhere, never end a group.
    SiteWide,
    /// Crawl-delay, Request-rate, Visit-time.
    GroupMember,
}

fn directive(field: &str) -> Option<Directive> {
    Some(match field {
        "user-agent" | "useragent" => Directive::UserAgent,
        "allow" => Directive::Allow,
        "disallow" | "dissallow" | "dissalow" | "disalow" | "diasllow" | "disallaw" => {
            Directive::Disallow
        }
        "sitemap" | "sitemaps" | "site-map" | "host" => Directive::SiteWide,
        "crawl-delay" | "crawldelay" | "request-rate" | "visit-time" => Directive::GroupMember,
        _ => return None,
    })
}

enum Field<'a> {
    Known(Directive, String, &'a str),
    /// A `field: value` line whose field is not a directive: it ends the
    /// user-agent lines above it.
    Unknown,
    /// Not a directive at all.
    Ignored,
}

/// A colon-less directive: `Disallow /x`, `user agent bot`.
fn salvage(line: &str) -> Option<(Directive, String)> {
    let split = |s: &str| -> (String, String) {
        match s.find(py::is_space) {
            Some(i) => (s[..i].to_lowercase(), py::strip(&s[i..]).to_string()),
            None => (s.to_lowercase(), String::new()),
        }
    };
    let (first, rest) = split(line);
    if let Some(d) = directive(&first) {
        return Some((d, rest));
    }
    let (second, rest2) = split(&rest);
    directive(&format!("{first}-{second}")).map(|d| (d, rest2))
}

fn classify(line: &str) -> Field<'_> {
    if let Some((field, value)) = line.split_once(':') {
        let f = py::strip(field).to_lowercase();
        // `User agent: x` is read as `User-agent: x`.
        let joined = f
            .split(py::is_space)
            .filter(|w| !w.is_empty())
            .collect::<Vec<_>>()
            .join("-");
        if let Some(d) = directive(&joined) {
            return Field::Known(d, py::strip(value).to_string(), line);
        }
        let glued = value.chars().next().is_some_and(|c| !py::is_space(c));
        if f.contains(py::is_space) && glued {
            if let Some((d, v)) = salvage(line) {
                return Field::Known(d, v, line);
            }
        }
        return Field::Unknown;
    }
    match salvage(line) {
        Some((d, v)) => Field::Known(d, v, line),
        None => Field::Ignored,
    }
}

/// Protego's percent-decoding: every valid `%XX` is decoded to its byte
/// except those in `keep` (kept, upper-cased); the bytes are then read as
/// UTF-8 with replacement.
fn unquote_keeping(s: &str, keep: &[u8]) -> String {
    String::from_utf8_lossy(&percent_decode_keeping(s.as_bytes(), keep)).into_owned()
}

/// A URL as Protego matches it: no scheme, host or fragment; decoded and
/// encoded again (`/`, `%` and `=` kept). A URL with `scheme://` loses its
/// host without Python's checks of it; any other goes through `urlsplit`
/// (which raises on a malformed `[IPv6]` host: `None`).
pub(crate) fn quote_path(url: &str) -> Option<String> {
    let cleaned = drop_tabs_and_newlines(url.trim_start_matches(|c: char| c <= ' '));
    let scheme_end = cleaned.find("://").filter(|&i| is_scheme(&cleaned[..i]));
    let rest = match scheme_end {
        Some(i) => {
            let after = &cleaned[i + 3..];
            let end = after.find(['/', '?', '#']).unwrap_or(after.len());
            let mut rest = after[end..].to_string();
            if let Some(h) = rest.find('#') {
                rest.truncate(h);
            }
            rest
        }
        None => {
            let s = py::urlsplit(url).ok()?;
            let mut rest = s.path.clone();
            if s.has_query {
                rest.push('?');
                rest.push_str(&s.query);
            }
            rest
        }
    };
    let q = py::quote(&unquote_keeping(&rest, b"/%"), b"/%=");
    Some(if q.starts_with('/') {
        q
    } else {
        format!("/{q}")
    })
}

/// A rule's value as Protego matches it.
pub(crate) fn quote_pattern(value: &str) -> String {
    let mut v = value.to_string();
    if v.starts_with("http://") || v.starts_with("https://") {
        v.insert(0, '/');
    }
    let anchored = v.ends_with('$');
    if anchored {
        v.pop();
    }
    let mut q = py::quote(&unquote_keeping(&v, b"/%*$"), b"/%*=");
    if anchored {
        q.push('$');
    }
    q
}

fn make_rule(allow: bool, line: u32, text: &str, quoted: String) -> Rule {
    let (literal, literal_length) = match quoted.strip_suffix('$') {
        Some(body) => {
            let lit = format!("{body}%24");
            let len = lit.len();
            (Some(Pattern::new(lit.into_bytes())), len)
        }
        None => (None, 0),
    };
    Rule {
        allow,
        line,
        text: text.to_string(),
        length: quoted.len(),
        matcher: Pattern::new(quoted.into_bytes()),
        literal,
        literal_length,
    }
}

/// Whether `agent` occurs in `ua` where no word character or `-` comes
/// right before it.
fn at_boundary(ua: &str, agent: &str) -> bool {
    let mut from = 0;
    while let Some(i) = ua[from..].find(agent) {
        let at = from + i;
        let before = ua[..at].chars().next_back();
        if !before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '-') {
            return true;
        }
        from = at + ua[at..].chars().next().map_or(1, char::len_utf8);
        if from > ua.len() {
            break;
        }
    }
    false
}

impl Protego {
    /// `Protego.parse(text)`, `text` being the body decoded as UTF-8 with
    /// replacement.
    pub fn parse(text: &str) -> Protego {
        let mut p = Protego::default();
        let mut current: Vec<usize> = Vec::new();
        // The sets in `current`.
        let mut in_current: BTreeSet<usize> = BTreeSet::new();
        // The run the rules after the current user-agent lines go to.
        let mut run: Option<usize> = None;
        // Whether the last field line was a user-agent line (None: none yet).
        let mut last_was_agent: Option<bool> = None;
        let mut pending_split: Option<(u32, String)> = None;
        for (number, raw) in py::splitlines(text) {
            let line = py::strip(raw.split('#').next().unwrap_or(""));
            if line.is_empty() {
                continue;
            }
            let (d, value, written) = match classify(line) {
                Field::Known(d, v, w) => (d, v, w),
                Field::Unknown => {
                    if last_was_agent == Some(true) {
                        pending_split = Some((number, line.to_string()));
                    }
                    last_was_agent = Some(false);
                    continue;
                }
                Field::Ignored => continue,
            };
            match d {
                Directive::UserAgent => {
                    run = None;
                    if last_was_agent == Some(false) {
                        current.clear();
                        in_current.clear();
                        if let Some(split) = pending_split.take() {
                            p.splits.push(split);
                        }
                    }
                    last_was_agent = Some(true);
                    let ua = py::strip(&value).to_lowercase();
                    let mut names = vec![ua.clone()];
                    if ua != "*" && ua.contains('*') {
                        names.push(ua.replace('*', ""));
                    }
                    for name in names.into_iter().filter(|n| !n.is_empty()) {
                        let i = p.sets.group(&name, number);
                        if in_current.insert(i) {
                            current.push(i);
                        }
                    }
                }
                Directive::Allow | Directive::Disallow => {
                    last_was_agent = Some(false);
                    pending_split = None;
                    let allow = d == Directive::Allow;
                    let quoted = quote_pattern(&value);
                    if quoted.is_empty() {
                        continue;
                    }
                    if current.is_empty() {
                        continue;
                    }
                    let r = *run.get_or_insert_with(|| p.sets.new_run(current.iter().copied()));
                    let rules = &mut p.sets.runs[r];
                    rules.push(make_rule(allow, number, written, quoted.clone()));
                    if allow && !quoted.ends_with('$') && quoted.ends_with("/index.html") {
                        let dir = &quoted[..quoted.len() - "index.html".len()];
                        let mut r = make_rule(true, number, written, format!("{dir}$"));
                        r.literal = None;
                        rules.push(r);
                    }
                }
                Directive::GroupMember => {
                    if last_was_agent == Some(true) {
                        pending_split = Some((number, line.to_string()));
                    }
                    last_was_agent = Some(false);
                }
                Directive::SiteWide => {}
            }
        }
        p
    }

    /// The rule set for `user_agent`: the highest score, the first on a tie.
    fn rule_set(&self, user_agent: &str) -> Option<&AgentGroup> {
        let ua = user_agent.to_lowercase();
        let mut best: Option<(usize, &AgentGroup)> = None;
        for s in &self.sets.groups {
            let score = if s.agent == "*" {
                1
            } else if at_boundary(&ua, &s.agent) {
                s.agent.chars().count()
            } else {
                0
            };
            if score > 0 && best.is_none_or(|(b, _)| score > b) {
                best = Some((score, s));
            }
        }
        best.map(|(_, s)| s)
    }

    /// `can_fetch(url, user_agent)`, with the line that decided.
    pub fn check(&self, url: &str, user_agent: &str) -> Reading {
        if url.contains("/robots.txt") {
            let Ok(parsed) = py::urlparse(url) else {
                return Reading::unanswered(0, "library_error");
            };
            if parsed.split.path == "/robots.txt" {
                let path = quote_path(url).unwrap_or_default();
                return Reading::decided(true, 0, 0, "", path);
            }
        }
        let Some(path) = quote_path(url) else {
            return Reading::unanswered(0, "library_error");
        };
        let Some(set) = self.rule_set(user_agent) else {
            return Reading::decided(true, 0, 0, "", path);
        };
        let mut best: Option<(usize, &Rule)> = None;
        for r in self.sets.rules(set) {
            let Some(length) = r.match_length(&path) else {
                continue;
            };
            let better = match best {
                None => true,
                Some((b_len, b)) => length > b_len || (length == b_len && r.allow && !b.allow),
            };
            if better {
                best = Some((length, r));
            }
        }
        match best.map(|(_, r)| r) {
            Some(r) => Reading::decided(r.allow, r.line, set.agent_line, &r.text, path),
            None => Reading::decided(true, 0, set.agent_line, "", path),
        }
    }

    /// `bom`: the body starts with a byte-order mark (which Python keeps).
    pub(super) fn why(&self, google: &crate::Verdict, r: &Reading, agent: &str, bom: bool) -> Why {
        if r.verdict == super::reading::Verdict3::Unanswered {
            return Why::UrlError;
        }
        if r.path == "/robots.txt"
            || (r.line == 0
                && r.rule.is_empty()
                && r.group_line == 0
                && r.path.starts_with("/robots.txt"))
        {
            return Why::RobotsTxtAllowed;
        }
        if let Some(split) = super::reading::split_inside(&self.splits, google) {
            return split;
        }
        if let Some(bom) = super::reading::bom_reason(bom, google) {
            return bom;
        }
        if r.line != 0 && r.line != google.line {
            if let Some(abs) = super::reading::absolute_rule(&r.rule, r.line) {
                return abs;
            }
        }
        if r.group_line != 0 && !google.groups.agent_lines.contains(&r.group_line) {
            let set = self
                .sets
                .groups
                .iter()
                .find(|s| s.agent_line == r.group_line);
            let name = set.map_or(String::new(), |s| s.agent.clone());
            return Why::LongestAgent {
                group_line: r.group_line,
                name,
                agent: agent.to_string(),
            };
        }
        if r.group_line == 0 && !google.groups.agent_lines.is_empty() {
            return Why::KeySpelling {
                agent: agent.to_string(),
                lines: google.groups.agent_lines.clone(),
            };
        }
        if let Some(d) = &google.decisive {
            if d.via_index_html {
                return Why::IndexHtml {
                    rule: d.display(),
                    here: true,
                };
            }
        }
        if r.rule.trim_end().ends_with('$') {
            return Why::DollarLiteral {
                line: r.line,
                rule: r.rule.clone(),
            };
        }
        if r.line != google.line {
            return Why::LongestMatchLength {
                line: r.line,
                rule: r.rule.clone(),
                path: r.path.clone(),
            };
        }
        Why::ProtegoQuoting {
            path: r.path.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoting_as_protego_documents_it() {
        // Rows of Protego's published quoting table.
        for (value, path, pattern) in [
            ("/a/b", "/a/b", "/a/b"),
            ("/a=b", "/a=b", "/a=b"),
            ("//host/path", "/path", "//host/path"),
            ("/a%2fb", "/a%2Fb", "/a%2Fb"),
            ("/a?b", "/a%3Fb", "/a%3Fb"),
            ("/a;b", "/a%3Bb", "/a%3Bb"),
            ("/a b", "/a%20b", "/a%20b"),
            ("/á", "/%C3%A1", "/%C3%A1"),
            ("/a*b", "/a%2Ab", "/a*b"),
            ("/a$b", "/a%24b", "/a%24b"),
            ("/a$", "/a%24", "/a$"),
            (
                "https://example.com/a/b",
                "/a/b",
                "/https%3A//example.com/a/b",
            ),
            ("https://example.com", "/", "/https%3A//example.com"),
            ("https://example.com//a", "//a", "/https%3A//example.com//a"),
        ] {
            assert_eq!(quote_path(value).unwrap(), path, "{value}");
            assert_eq!(quote_pattern(value), pattern, "{value}");
        }
    }

    #[test]
    fn a_host_is_dropped_without_pythons_checks_after_a_scheme() {
        assert_eq!(quote_path("http://[x/a").as_deref(), Some("/a"));
        assert_eq!(quote_path("http://x//a?b#c").as_deref(), Some("//a%3Fb"));
        assert_eq!(quote_path("//x//a").as_deref(), Some("//a"));
        assert_eq!(quote_path("//[x/a"), None);
    }

    #[test]
    fn agents_match_at_a_token_boundary() {
        assert!(at_boundary("mozilla/5.0 (compatible; bot/1.0)", "bot"));
        assert!(at_boundary("botx", "bot"));
        assert!(!at_boundary("mybot", "bot"));
        assert!(!at_boundary("my-bot", "bot"));
        assert!(at_boundary("mybot bot", "bot"));
    }
}
