//! CPython's `urllib.robotparser` as shipped in Python 3.8–3.12 and in 3.13
//! releases before its RFC 9309 update (checked against CPython 3.11):
//! `RobotFileParser.parse(lines)` then `can_fetch(useragent, url)`. The
//! module after that update is [`super::UrllibRfc9309`].
//!
//! Written from the module's documentation and its observable behaviour:
//! the first group whose `User-agent` value is a substring of the caller's
//! name (cut at its first `/`, lower-cased) applies, else the first `*`
//! group; within it the first rule whose path is a prefix of the URL's
//! decides (no `*`, no `$`, no longest match); a blank line ends a group;
//! rule paths and the URL are percent-decoded, then quoted again.

use super::py;
use super::reading::{Reading, Verdict3, Why};

#[derive(Clone, Debug)]
struct RuleLine {
    path: String,
    allow: bool,
    line: u32,
    /// The line as the library read it (`Disallow: /a`).
    text: String,
}

#[derive(Clone, Debug, Default)]
struct Entry {
    agents: Vec<(u32, String)>,
    rules: Vec<RuleLine>,
}

impl Entry {
    fn applies_to(&self, useragent: &str) -> Option<u32> {
        let name = useragent.split('/').next().unwrap_or("").to_lowercase();
        self.agents.iter().find_map(|(line, agent)| {
            (agent == "*" || name.contains(&agent.to_lowercase())).then_some(*line)
        })
    }
}

/// A file as `urllib.robotparser` reads it.
#[derive(Clone, Debug, Default)]
pub struct Urllib {
    entries: Vec<Entry>,
    default_entry: Option<Entry>,
    /// The file's lines that are blank (they end a group).
    blank_lines: Vec<u32>,
    /// The line where parsing raised `ValueError`, with the line's text.
    error: Option<(u32, String)>,
    /// `Crawl-delay` / `Request-rate` lines that ended a run of user-agent
    /// lines which another user-agent line then followed.
    pub(super) splits: Vec<(u32, String)>,
}

/// Python's `str.isdigit()` on a value that `int()` then fails on:
/// superscript, subscript and circled digits.
fn isdigit_not_decimal(c: char) -> bool {
    matches!(c, '\u{b2}' | '\u{b3}' | '\u{b9}' | '\u{2070}'..='\u{2079}' | '\u{2080}'..='\u{2089}' | '\u{2460}'..='\u{2468}' | '\u{2474}'..='\u{247c}' | '\u{2488}'..='\u{2490}' | '\u{24f5}'..='\u{24fd}' | '\u{24ea}' | '\u{24ff}' | '\u{2776}'..='\u{277e}' | '\u{2780}'..='\u{2788}' | '\u{278a}'..='\u{2792}' | '\u{1369}'..='\u{1371}' | '\u{19da}')
}

/// `value.strip().isdigit()` holds but `int(value)` raises.
fn int_raises(value: &str) -> bool {
    let v = py::strip(value);
    !v.is_empty() && v.chars().all(|c| c.is_numeric()) && v.chars().any(isdigit_not_decimal)
}

fn add_entry(u: &mut Urllib, entry: Entry) {
    if entry.agents.iter().any(|(_, a)| a == "*") {
        if u.default_entry.is_none() {
            u.default_entry = Some(entry);
        }
    } else {
        u.entries.push(entry);
    }
}

impl Urllib {
    /// `RobotFileParser().parse(text.splitlines())`, `text` being the body
    /// decoded as UTF-8 with replacement.
    pub fn parse(text: &str) -> Urllib {
        let mut u = Urllib::default();
        let mut p = py::ParseState::<Entry>::default();
        for (number, raw) in py::splitlines(text) {
            if raw.is_empty() {
                u.blank_lines.push(number);
                if p.state == 1 {
                    p.entry = Entry::default();
                    p.state = 0;
                } else if p.state == 2 {
                    add_entry(&mut u, std::mem::take(&mut p.entry));
                    p.state = 0;
                }
            }
            let line = py::strip(raw.split('#').next().unwrap_or(""));
            if line.is_empty() {
                continue;
            }
            let Some((key, value)) = line.split_once(':') else {
                continue;
            };
            let key = py::strip(key).to_lowercase();
            let value = py::unquote(py::strip(value));
            match key.as_str() {
                "user-agent" => {
                    if let Some((entry, split)) = p.agent_line() {
                        add_entry(&mut u, entry);
                        u.splits.extend(split);
                    }
                    p.entry.agents.push((number, value));
                }
                "allow" | "disallow" if p.state != 0 => {
                    let allow = key == "allow" || value.is_empty();
                    let parsed = match py::urlparse(&value) {
                        Ok(p) => p,
                        Err(_) => {
                            u.error = Some((number, line.to_string()));
                            return u;
                        }
                    };
                    let s = &parsed.split;
                    let path = py::urlunparse(
                        &s.scheme,
                        &s.netloc,
                        &s.path,
                        &parsed.params,
                        &s.query,
                        &s.fragment,
                    );
                    p.rule_line();
                    p.entry.rules.push(RuleLine {
                        path: py::quote(&path, b"/"),
                        allow,
                        line: number,
                        text: line.to_string(),
                    });
                }
                "crawl-delay" | "request-rate" if p.state != 0 => {
                    let raises = if key == "crawl-delay" {
                        int_raises(&value)
                    } else {
                        let parts: Vec<&str> = value.split('/').collect();
                        let digits = |s: &str| {
                            !py::strip(s).is_empty() && py::strip(s).chars().all(char::is_numeric)
                        };
                        parts.len() == 2
                            && digits(parts[0])
                            && digits(parts[1])
                            && (int_raises(parts[0]) || int_raises(parts[1]))
                    };
                    if raises {
                        u.error = Some((number, line.to_string()));
                        return u;
                    }
                    p.other_line(number, line);
                }
                _ => {}
            }
        }
        if p.state == 2 {
            add_entry(&mut u, p.entry);
        }
        u
    }

    /// The URL as `can_fetch` matches it: percent-decoded, parsed, scheme
    /// and host dropped, then quoted again (`?`, `;`, `=` and `#` included).
    fn quoted_url(url: &str) -> Option<String> {
        let p = py::urlparse(&py::unquote(url)).ok()?;
        let s = &p.split;
        let rebuilt = py::urlunparse("", "", &s.path, &p.params, &s.query, &s.fragment);
        let quoted = py::quote(&rebuilt, b"/");
        Some(if quoted.is_empty() {
            "/".into()
        } else {
            quoted
        })
    }

    /// `can_fetch(useragent, url)`, with the line that decided.
    pub fn check(&self, useragent: &str, url: &str) -> Reading {
        if let Some((line, _)) = &self.error {
            return Reading::unanswered(*line, "library_error");
        }
        let Some(path) = Urllib::quoted_url(url) else {
            return Reading::unanswered(0, "library_error");
        };
        let chosen = self
            .entries
            .iter()
            .find_map(|e| e.applies_to(useragent).map(|line| (e, line)))
            .or_else(|| {
                self.default_entry.as_ref().map(|e| {
                    (
                        e,
                        e.agents.iter().find(|(_, a)| a == "*").map_or(0, |a| a.0),
                    )
                })
            });
        let Some((entry, group_line)) = chosen else {
            return Reading::decided(true, 0, 0, "", path);
        };
        match entry
            .rules
            .iter()
            .find(|r| r.path == "*" || path.starts_with(&r.path))
        {
            Some(r) => Reading::decided(r.allow, r.line, group_line, &r.text, path),
            None => Reading::decided(true, 0, group_line, "", path),
        }
    }

    /// The first blank line after line `after` and before line `before`.
    fn blank_between(&self, after: u32, before: u32) -> Option<u32> {
        self.blank_lines
            .iter()
            .copied()
            .find(|&b| b > after && b < before)
    }

    /// Why urllib reads a check differently from Google.
    /// `bom`: the body starts with a byte-order mark (which Python keeps).
    pub(super) fn why(&self, google: &crate::Verdict, r: &Reading, agent: &str, bom: bool) -> Why {
        if let Some((line, text)) = &self.error {
            return Why::FileError {
                line: *line,
                text: text.clone(),
            };
        }
        if r.verdict == Verdict3::Unanswered {
            return Why::UrlError;
        }
        if let Some(split) = super::reading::split_inside(&self.splits, google) {
            return split;
        }
        if let Some(bom) = super::reading::bom_reason(bom, google) {
            return bom;
        }
        let google_group = google.groups.agent_lines.first().copied().unwrap_or(0);
        let google_rule = || {
            google
                .decisive
                .as_ref()
                .map_or(String::new(), |d| d.display())
        };
        // Google merges every group for the crawler; urllib reads only the first.
        if google.line != 0
            && google.groups.groups.len() > 1
            && google.groups.agent_lines.contains(&r.group_line)
        {
            let entry = self
                .entries
                .iter()
                .chain(self.default_entry.iter())
                .find(|e| e.agents.iter().any(|(l, _)| *l == r.group_line));
            if entry.is_some_and(|e| e.rules.iter().all(|rule| rule.line != google.line)) {
                return Why::FirstGroupOnlyLater {
                    group_line: r.group_line,
                    google_line: google.line,
                    google_rule: google_rule(),
                };
            }
        }
        let google_line = google.line;
        let decisive = google.decisive.as_ref();
        // A blank line inside Google's group cut it for urllib.
        if google_group != 0
            && r.group_line != google_group
            && !google.groups.agent_lines.contains(&r.group_line)
        {
            let last_rule = google
                .candidates
                .iter()
                .map(|c| c.line)
                .max()
                .unwrap_or(google_group);
            let end = google_line.max(last_rule).max(google_group + 1);
            if let Some(blank) = self.blank_between(google_group, end) {
                return Why::BlankLineEndsGroup {
                    blank,
                    group_line: google_group,
                };
            }
        }
        if r.group_line != 0 && !google.groups.agent_lines.contains(&r.group_line) {
            let name = agent.split('/').next().unwrap_or("").to_lowercase();
            let group_agent = self
                .entries
                .iter()
                .chain(self.default_entry.iter())
                .flat_map(|e| &e.agents)
                .find(|(l, _)| *l == r.group_line)
                .map(|(_, a)| a.clone())
                .unwrap_or_default();
            if group_agent != "*" {
                return Why::AgentSubstring {
                    name,
                    group_agent,
                    group_line: r.group_line,
                };
            }
            return Why::FirstGroupOnly {
                group_line: r.group_line,
            };
        }
        if let Some(d) = decisive {
            if (d.written.contains('*') || d.written.ends_with('$')) && r.line != d.line {
                return Why::NoWildcards {
                    line: d.line,
                    rule: d.display(),
                };
            }
        }
        if r.line != 0 && r.line != google_line {
            return Why::FirstMatch {
                line: r.line,
                rule: r.rule.clone(),
                longer: decisive.map(|d| (d.line, d.display())),
            };
        }
        if r.line == 0 && google_line != 0 {
            if let Some(blank) = self.blank_between(google_group, google_line) {
                return Why::BlankLineNoGroup {
                    blank,
                    google_line,
                    google_rule: google_rule(),
                };
            }
            return Why::UrllibQuoting {
                path: r.path.clone(),
            };
        }
        Why::Other
    }
}
