//! The parser's entry points, and the diagnostics about groups that need
//! the whole file parsed (and the matcher): a named group that silently
//! drops the `*` group's disallows, and a `Content-Usage` path its group
//! may not crawl. They are added to the lines' diagnostics at the end of
//! parsing, and touch no verdict.

use crate::parse::{self, Diagnostic, LineKind, RobotsTxt};
use crate::rule::RuleKind;

/// How many checks (named groups × `*` disallows, plus `Content-Usage`
/// paths) the lints may run on one file; past it they stop, so that a huge
/// file parses in bounded time.
const BUDGET: usize = 200_000;

/// How many paths a [`Diagnostic::GroupReplacesStar`] names.
const NAMED: usize = 5;

impl RobotsTxt {
    /// Parses a robots.txt body exactly as Google's library does, with no
    /// size limit. Never fails: every byte sequence is a valid input.
    pub fn parse(body: &[u8]) -> RobotsTxt {
        linted(parse::read(body, None))
    }

    /// Parses like Google's crawler: only the first `limit` bytes count
    /// (see [`crate::GOOGLE_SIZE_LIMIT`]); the cut is reported on the line it falls
    /// in and in [`RobotsTxt::truncation`].
    pub fn parse_limited(body: &[u8], limit: usize) -> RobotsTxt {
        linted(parse::read(body, Some(limit)))
    }
}

fn linted(mut robots: RobotsTxt) -> RobotsTxt {
    lint_groups(&mut robots);
    robots
}

fn lint_groups(robots: &mut RobotsTxt) {
    let mut budget = BUDGET;
    let mut found: Vec<(u32, Diagnostic)> = Vec::new();
    replaces_star(robots, &mut budget, &mut found);
    usage_no_effect(robots, &mut budget, &mut found);
    for (line, d) in found {
        if let Some(l) = robots.lines.get_mut(line as usize - 1) {
            l.diagnostics.push(d);
        }
    }
}

/// The path a pattern stands for, to test it as a URL path: the pattern
/// without its end anchor.
fn as_path(pattern: &[u8]) -> &[u8] {
    pattern.strip_suffix(b"$").unwrap_or(pattern)
}

fn replaces_star(robots: &RobotsTxt, budget: &mut usize, found: &mut Vec<(u32, Diagnostic)>) {
    let global = robots.choose_groups(&[]);
    let star: Vec<(&[u8], &str)> = global
        .groups
        .iter()
        .flat_map(|&g| &robots.groups[g as usize].rules)
        .map(|&r| &robots.rules[r as usize])
        .filter(|r| r.kind == RuleKind::Disallow && r.pattern.priority() > 0)
        .map(|r| (as_path(r.pattern.as_bytes()), r.written.as_str()))
        .collect();
    if star.is_empty() {
        return;
    }
    let mut seen: Vec<&str> = Vec::new();
    for group in &robots.groups {
        if group.is_global() {
            continue;
        }
        let Some(first) = group.agents.iter().find(|a| !a.token.is_empty()) else {
            continue;
        };
        // Google merges every group naming a token: lint the first only.
        if seen.iter().any(|t| t.eq_ignore_ascii_case(&first.token)) {
            continue;
        }
        seen.push(&first.token);
        if *budget < star.len() {
            return;
        }
        *budget -= star.len();
        let view = robots.agent_raw(&[first.token.as_str()]);
        let open: Vec<&str> = star
            .iter()
            .filter(|(path, _)| view.allowed(path).0)
            .map(|(_, written)| *written)
            .collect();
        if open.is_empty() {
            continue;
        }
        let mut paths: Vec<String> = Vec::new();
        for p in &open {
            if !paths.iter().any(|q| q == p) {
                paths.push(p.to_string());
            }
        }
        let more = paths.len().saturating_sub(NAMED);
        paths.truncate(NAMED);
        found.push((
            first.line,
            Diagnostic::GroupReplacesStar {
                token: first.token.clone(),
                paths,
                more,
            },
        ));
    }
}

fn usage_no_effect(robots: &RobotsTxt, budget: &mut usize, found: &mut Vec<(u32, Diagnostic)>) {
    for rule in &robots.usage_rules {
        let Some(path) = &rule.path else { continue };
        if *budget == 0 {
            return;
        }
        *budget -= 1;
        let group = &robots.groups[rule.group as usize];
        let view = if group.is_global() {
            robots.agent_raw(&[])
        } else {
            match group.agents.iter().find(|a| !a.token.is_empty()) {
                Some(a) => robots.agent_raw(&[a.token.as_str()]),
                None => continue,
            }
        };
        if !view.allowed(as_path(path.as_bytes())).0 {
            let written = robots
                .line(rule.line)
                .filter(|l| l.kind == LineKind::ContentUsage)
                .map(|l| {
                    l.value
                        .split([' ', '\t'])
                        .next()
                        .unwrap_or_default()
                        .to_string()
                })
                .unwrap_or_default();
            found.push((rule.line, Diagnostic::UsageNoEffect { path: written }));
        }
    }
}
