//! Groups do not inherit: a crawler reads the groups that name it, never
//! the `*` group as well. A `Content-Signal` or `Content-Usage` line
//! written under `User-agent: *` is lost for every crawler that has a
//! group of its own, unless that group says it again. The lint
//! `signal_not_inherited` ([`crate::Diagnostic::SignalNotInherited`])
//! flags such a group, and [`fixes`] copies the `*` group's AI lines into
//! it: the page's button, the language server's code action and `robots
//! lint --fix-preview` all apply this one edit.
//!
//! Groups are read as Google merges them: a crawler named by several
//! groups reads all of them (one of them saying `Content-Signal` is
//! enough), and it is reported once, on the first group naming it; a
//! group of several `User-agent` lines names each of its crawlers that
//! loses lines. Each kind is read on its own: a crawler whose groups have
//! a `Content-Signal` line but no `Content-Usage` line loses the `*`
//! group's `Content-Usage` lines only.
//!
//! A crawler its groups keep out of the whole site is skipped: it fetches
//! nothing that a signal could be about. As Google reads it, that is a
//! disallow that matches every path (`/`, `/*`, `*`, `/*$`…) and no allow
//! that wins anywhere: every allow of its groups is tried on the shortest
//! path it matches (`Allow: /$` lets the home page back, an empty `Allow:`
//! lets nothing back, `Allow: /public/` loses to `Disallow: /*` only
//! because that pattern is longer…).
//!
//! ```
//! let body = "User-agent: *\nContent-Signal: ai-train=no\nAllow: /\n\nUser-agent: GPTBot\nDisallow: /private/\n";
//! let robots = robots::RobotsTxt::parse(body.as_bytes());
//! let lint = robots.ai_diagnostics();
//! assert_eq!((lint[0].0, lint[0].1.code()), (5, "signal_not_inherited"));
//! let fixes = robots::inherit::fixes(&robots, body.as_bytes());
//! let fixed = robots::inherit::apply(body.as_bytes(), &fixes);
//! assert_eq!(
//!     String::from_utf8(fixed).unwrap(),
//!     "User-agent: *\nContent-Signal: ai-train=no\nAllow: /\n\nUser-agent: GPTBot\nContent-Signal: ai-train=no\nDisallow: /private/\n"
//! );
//! ```

use std::collections::BTreeMap;

use crate::parse::{Diagnostic, RobotsTxt};
use crate::rule::RuleKind;
use crate::verdict::GroupKind;

/// How many crawlers and lines a [`Diagnostic::SignalNotInherited`] names.
const NAMED: usize = 5;

/// How many rule visits the "blocks the whole site" probes may make; past
/// it the lint stops, so that a huge file is linted in bounded time.
const BUDGET: usize = 400_000;

/// How many lines the fixes of one file may copy in all; past it the
/// groups after are left unfixed (a `*` group of many AI lines copied into
/// many groups would otherwise grow as their product).
const COPIED: usize = 100_000;

/// A named group whose crawlers lose the `*` group's AI lines.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Finding {
    /// The group (index into the file's groups).
    group: u32,
    /// Its first `User-agent` line: where the lint goes.
    line: u32,
    /// The product tokens of its crawlers that lose lines, as written.
    agents: Vec<String>,
    /// Whether they lose the `*` group's `Content-Signal` lines, and its
    /// `Content-Usage` lines.
    signals: bool,
    usage: bool,
}

/// One edit: `text` inserted at byte `offset` of the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Insertion {
    /// The line of the diagnostic it fixes (the group's first
    /// `User-agent` line).
    pub line: u32,
    /// Where the text goes: the start of the line after the group's last
    /// `User-agent` line (the end of the file when there is none).
    pub offset: usize,
    /// The lines, each with the file's line ending.
    pub text: String,
}

/// The `*` groups' AI lines: their `Content-Signal` lines and their
/// `Content-Usage` lines, each in file order.
struct Star {
    signals: Vec<u32>,
    usage: Vec<u32>,
}

impl Star {
    fn new(robots: &RobotsTxt) -> Star {
        let (mut signals, mut usage) = (Vec::new(), Vec::new());
        for group in robots.groups.iter().filter(|g| g.is_global()) {
            signals.extend(&group.signals);
            usage.extend(
                group
                    .usage
                    .iter()
                    .map(|&u| robots.usage_rules[u as usize].line),
            );
        }
        signals.sort_unstable();
        usage.sort_unstable();
        Star { signals, usage }
    }

    /// The lines a finding's crawlers lose, in file order.
    fn lost<'a>(&'a self, f: &Finding) -> impl Iterator<Item = u32> + 'a {
        let signals: &[u32] = if f.signals { &self.signals } else { &[] };
        let usage: &[u32] = if f.usage { &self.usage } else { &[] };
        let (mut a, mut b) = (signals.iter().peekable(), usage.iter().peekable());
        std::iter::from_fn(move || match (a.peek(), b.peek()) {
            (Some(x), Some(y)) if x <= y => a.next().copied(),
            (_, Some(_)) => b.next().copied(),
            (Some(_), None) => a.next().copied(),
            (None, None) => None,
        })
    }

    fn count(&self, f: &Finding) -> usize {
        usize::from(f.signals) * self.signals.len() + usize::from(f.usage) * self.usage.len()
    }
}

/// Each named crawler (lower-cased token) with the groups naming it and
/// its `User-agent` lines, as Google merges them: one pass over the
/// groups' agents.
type Named = BTreeMap<String, (Vec<u32>, Vec<u32>)>;

fn named(robots: &RobotsTxt) -> Named {
    let mut named = Named::new();
    for (g, group) in robots.groups.iter().enumerate() {
        for a in group
            .agents
            .iter()
            .filter(|a| !a.global && !a.token.is_empty())
        {
            let (groups, lines) = named.entry(a.token.to_ascii_lowercase()).or_default();
            if groups.last() != Some(&(g as u32)) {
                groups.push(g as u32);
            }
            lines.push(a.line);
        }
    }
    named
}

fn findings(robots: &RobotsTxt, star: &Star) -> Vec<Finding> {
    if star.signals.is_empty() && star.usage.is_empty() {
        return Vec::new();
    }
    let mut named = named(robots);
    let mut budget = BUDGET;
    // "Blocks the whole site", once per set of groups (the crawlers of one
    // group of many `User-agent` lines share it).
    let mut blocked: BTreeMap<Vec<u32>, bool> = BTreeMap::new();
    let mut out = Vec::new();
    for (g, group) in robots.groups.iter().enumerate() {
        let Some(first) = group.agents.first() else {
            continue;
        };
        let mut finding = Finding {
            group: g as u32,
            line: first.line,
            agents: Vec::new(),
            signals: false,
            usage: false,
        };
        for agent in group
            .agents
            .iter()
            .filter(|a| !a.global && !a.token.is_empty())
        {
            // Google merges every group naming a token: read them once,
            // and report on the first (taken out of the map once read).
            let Some((groups, lines)) = named.remove(&agent.token.to_ascii_lowercase()) else {
                continue;
            };
            let mine = groups.iter().map(|&c| &robots.groups[c as usize]);
            let signals = !star.signals.is_empty() && !mine.clone().any(|c| !c.signals.is_empty());
            let usage = !star.usage.is_empty() && !mine.clone().any(|c| !c.usage.is_empty());
            if !signals && !usage {
                continue;
            }
            let whole = match blocked.get(&groups) {
                Some(&b) => b,
                None => {
                    let Some(b) =
                        blocks_whole_site(robots, &agent.token, &groups, lines, &mut budget)
                    else {
                        return out;
                    };
                    blocked.insert(groups, b);
                    b
                }
            };
            if whole {
                continue;
            }
            finding.signals |= signals;
            finding.usage |= usage;
            finding.agents.push(agent.token.clone());
        }
        if !finding.agents.is_empty() {
            out.push(finding);
        }
    }
    out
}

/// Whether the groups `groups` (those naming `token`, on its `User-agent`
/// lines `lines`) keep it out of every path, as Google reads them (see
/// the module's documentation); `None` when the budget ran out.
fn blocks_whole_site(
    robots: &RobotsTxt,
    token: &str,
    groups: &[u32],
    lines: Vec<u32>,
    budget: &mut usize,
) -> Option<bool> {
    let rules: Vec<&crate::rule::Rule> = groups
        .iter()
        .flat_map(|&g| &robots.groups[g as usize].rules)
        .map(|&r| &robots.rules[r as usize])
        .collect();
    *budget = budget.checked_sub(rules.len() + 1)?;
    let covering = rules
        .iter()
        .any(|r| r.kind == RuleKind::Disallow && matches_every_path(r.pattern.as_bytes()));
    if !covering {
        return Some(false);
    }
    let choice = robots.choice(
        GroupKind::Specific,
        groups.to_vec(),
        lines,
        Some(token.to_string()),
    );
    let view = robots.view(vec![token.to_string()], choice);
    let allows = rules
        .iter()
        .filter(|r| r.kind == RuleKind::Allow && r.pattern.priority() > 0)
        .filter_map(|r| shortest_path(r.pattern.as_bytes()));
    for path in std::iter::once(b"/".to_vec()).chain(allows) {
        // The explanation reads the view's own groups' rules; the fast
        // path would visit the candidates of every group of the file.
        *budget = budget.checked_sub(rules.len() + 1)?;
        if view.verdict(&path).allowed {
            return Some(false);
        }
    }
    Some(true)
}

/// Whether a rule pattern (normalised) matches every path: its bytes other
/// than `*` are at most the leading `/` every path has, and an end anchor
/// follows a `*`.
fn matches_every_path(pattern: &[u8]) -> bool {
    let (body, anchored) = match pattern.strip_suffix(b"$") {
        Some(body) => (body, true),
        None => (pattern, false),
    };
    let literal: Vec<u8> = body.iter().copied().filter(|&b| b != b'*').collect();
    !body.is_empty()
        && (literal.is_empty() || literal == b"/")
        && (!anchored || body.ends_with(b"*"))
}

/// The shortest path a rule pattern matches: its bytes without `*` and
/// the end anchor, after a `/` when it starts with `*`; `None` when it
/// matches no path (it starts with neither `/` nor `*`).
fn shortest_path(pattern: &[u8]) -> Option<Vec<u8>> {
    let body = pattern.strip_suffix(b"$").unwrap_or(pattern);
    let mut path: Vec<u8> = body.iter().copied().filter(|&b| b != b'*').collect();
    if !path.starts_with(b"/") {
        if !body.starts_with(b"*") {
            return None;
        }
        path.insert(0, b'/');
    }
    Some(path)
}

/// A line as the fix copies it and the lint names it: `key: value`, the
/// key as written, the value without its comment.
fn written(robots: &RobotsTxt, line: u32) -> String {
    robots
        .line(line)
        .map(|l| format!("{}: {}", l.key, l.value))
        .unwrap_or_default()
}

/// The lint's diagnostics, as `(line, diagnostic)` in line order.
pub(crate) fn lint(robots: &RobotsTxt) -> Vec<(u32, Diagnostic)> {
    let star = Star::new(robots);
    findings(robots, &star)
        .into_iter()
        .map(|f| {
            let more_agents = f.agents.len().saturating_sub(NAMED);
            let more_lines = star.count(&f).saturating_sub(NAMED);
            let lines = star
                .lost(&f)
                .take(NAMED)
                .map(|l| written(robots, l))
                .collect();
            let mut agents = f.agents;
            agents.truncate(NAMED);
            (
                f.line,
                Diagnostic::SignalNotInherited {
                    agents,
                    more_agents,
                    lines,
                    more_lines,
                },
            )
        })
        .collect()
}

/// The edits that fix every `signal_not_inherited` of the file `body`
/// (parsed as `robots`), in file order: each copies the `*` group's AI
/// lines its group's crawlers lose into the group, after its last
/// `User-agent` line, with the file's line ending.
pub fn fixes(robots: &RobotsTxt, body: &[u8]) -> Vec<Insertion> {
    let star = Star::new(robots);
    let mut left = COPIED;
    let mut out = Vec::new();
    for f in findings(robots, &star) {
        let Some(n) = left.checked_sub(star.count(&f)) else {
            break;
        };
        left = n;
        out.extend(insertion(robots, &star, body, &f));
    }
    out
}

/// The edit that fixes the `signal_not_inherited` on `line`, if there is
/// one there.
pub fn fix_at(robots: &RobotsTxt, body: &[u8], line: u32) -> Option<Insertion> {
    let star = Star::new(robots);
    let f = findings(robots, &star)
        .into_iter()
        .find(|f| f.line == line)?;
    (star.count(&f) <= COPIED)
        .then(|| insertion(robots, &star, body, &f))
        .flatten()
}

fn insertion(robots: &RobotsTxt, star: &Star, body: &[u8], f: &Finding) -> Option<Insertion> {
    let group = &robots.groups[f.group as usize];
    let last = group.agents.iter().map(|a| a.line).max()?;
    let agent_line = robots.line(last)?;
    // The next line's start, or past this line's ending at the end of
    // what was parsed.
    let offset = match robots.line(last + 1) {
        Some(next) => next.start,
        None => {
            let rest = body.get(agent_line.end..).unwrap_or_default();
            agent_line.end
                + match rest {
                    [b'\r', b'\n', ..] => 2,
                    [b'\r' | b'\n', ..] => 1,
                    _ => 0,
                }
        }
    }
    .min(body.len());
    let before = &body[..offset];
    let (eol, ended) = if before.ends_with(b"\r\n") {
        ("\r\n", true)
    } else if before.ends_with(b"\r") {
        ("\r", true)
    } else if before.ends_with(b"\n") {
        ("\n", true)
    } else {
        (first_line_ending(body), false)
    };
    let mut text = String::new();
    // Each line with the file's ending after it; at the end of a file
    // with no final line ending, the ending goes first.
    for l in star.lost(f) {
        if !ended {
            text.push_str(eol);
        }
        text.push_str(&written(robots, l));
        if ended {
            text.push_str(eol);
        }
    }
    Some(Insertion {
        line: f.line,
        offset,
        text,
    })
}

/// The file's first line ending (`\n` when it has none).
fn first_line_ending(body: &[u8]) -> &'static str {
    match memchr::memchr2(b'\r', b'\n', body) {
        Some(i) if body[i] == b'\n' => "\n",
        Some(i) if body.get(i + 1) == Some(&b'\n') => "\r\n",
        Some(_) => "\r",
        None => "\n",
    }
}

/// `body` with the insertions made (each at its offset in `body`).
pub fn apply(body: &[u8], insertions: &[Insertion]) -> Vec<u8> {
    let mut sorted: Vec<&Insertion> = insertions.iter().collect();
    crate::heapsort(&mut sorted, |a, b| a.offset < b.offset);
    let mut out =
        Vec::with_capacity(body.len() + sorted.iter().map(|i| i.text.len()).sum::<usize>());
    let mut at = 0;
    for i in sorted {
        let offset = i.offset.min(body.len()).max(at);
        out.extend_from_slice(&body[at..offset]);
        out.extend_from_slice(i.text.as_bytes());
        at = offset;
    }
    out.extend_from_slice(&body[at..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn patterns_that_match_every_path() {
        for p in ["/", "/*", "*", "**", "*/", "/*$", "*$", "*/*"] {
            assert!(matches_every_path(p.as_bytes()), "{p}");
        }
        for p in ["", "/$", "/a", "*/$", "/a*", "$", "*.html"] {
            assert!(!matches_every_path(p.as_bytes()), "{p}");
        }
    }

    #[test]
    fn the_shortest_path_a_pattern_matches() {
        let s = |p: &str| shortest_path(p.as_bytes()).map(|v| String::from_utf8(v).unwrap());
        assert_eq!(s("/public/").as_deref(), Some("/public/"));
        assert_eq!(s("/*.html$").as_deref(), Some("/.html"));
        assert_eq!(s("*.css").as_deref(), Some("/.css"));
        assert_eq!(s("/$").as_deref(), Some("/"));
        assert_eq!(s("public"), None);
    }
}
