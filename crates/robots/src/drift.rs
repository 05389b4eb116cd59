//! Drift: the file a repository holds against the file a site serves, by
//! verdict, not by text. For every crawler and every path checked, each
//! file is read as Google's library reads it (the groups naming the
//! crawler merged, the longest match deciding, an Allow winning a tie;
//! crawler families as [`crate::tester::view`] applies them); a verdict
//! that differs is a [`Change`], with the deciding line on each side and
//! its [`Cause`].
//!
//! The paths: `/`, the caller's, and every rule path of either file made
//! concrete (its `*`s dropped, a final `$` dropped), each once, at most
//! [`MAX_PATHS`] of them, so that a check of a file of any size is linear
//! in it.
//!
//! One case a diff of the text gets wrong, and this gets right: a managed
//! block that says `User-agent: GPTBot` / `Disallow: /`, before a site's
//! own `User-agent: GPTBot` / `Allow: /`. Google merges the two groups;
//! the rules tie in length and the Allow wins: GPTBot is not blocked. Such
//! an Allow that holds against a managed Disallow is reported as a [`Tie`].

use std::collections::{HashMap, HashSet};

use crate::managed::ManagedBlock;
use crate::parse::RobotsTxt;
use crate::pattern::Pattern;
use crate::rule::{Rule, RuleKind};
use crate::verdict::GroupKind;

/// At most this many paths are checked; the others are counted
/// ([`Report::more_paths`]).
pub const MAX_PATHS: usize = 1000;

/// How many pattern matches the search for [`Tie`]s may run in all (an
/// explanation, not a verdict: past it, no more ties are looked for).
const TIE_BUDGET: usize = 200_000;

/// Why a verdict differs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Cause {
    /// The served deciding line lies inside a managed block (or, when no
    /// served rule decides, a managed block's group is what the crawler
    /// obeys).
    Managed,
    /// The served deciding line (its kind and path) is not in the source.
    ServedOnly,
    /// The source's deciding line (its kind and path) is not in the served
    /// file.
    SourceOnly,
    /// The served robots.txt answered 4xx, 5xx or nothing: Google's reading
    /// of that status replaces its rules.
    ServedStatus,
    /// Both deciding lines are in both files: the groups they are in, or
    /// the order of the groups, differ.
    Order,
}

impl Cause {
    /// A stable code: `managed`, `served_only`, `source_only`,
    /// `served_status`, `order`.
    pub fn code(self) -> &'static str {
        match self {
            Cause::Managed => "managed",
            Cause::ServedOnly => "served_only",
            Cause::SourceOnly => "source_only",
            Cause::ServedStatus => "served_status",
            Cause::Order => "order",
        }
    }
}

/// One side's verdict: allowed or not, and the deciding line (0: none).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Side {
    pub allowed: bool,
    pub line: u32,
}

/// What the site serves.
#[derive(Clone, Copy, Debug)]
pub enum Served<'a> {
    /// A file, parsed, with its managed blocks ([`crate::managed::blocks`]).
    File {
        robots: &'a RobotsTxt,
        managed: &'a [ManagedBlock],
    },
    /// The fetch's status replaces the rules: everything allowed (4xx) or
    /// everything disallowed (5xx, 429, no answer).
    Replaced { allowed: bool },
}

/// A verdict that differs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Change {
    /// Index into the crawlers given.
    pub crawler: usize,
    /// Index into [`Report::paths`].
    pub path: usize,
    pub source: Side,
    pub served: Side,
    pub cause: Cause,
}

/// An Allow of the site's own that ties with a managed block's Disallow
/// and wins: the crawler is not blocked there, on either side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tie {
    pub crawler: usize,
    pub path: usize,
    /// The served file's Allow line.
    pub allow_line: u32,
    /// The managed block's Disallow line it beats.
    pub disallow_line: u32,
}

/// The comparison.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// The paths checked, in order: `/`, the caller's, then the files'.
    pub paths: Vec<String>,
    /// Paths not checked past [`MAX_PATHS`].
    pub more_paths: usize,
    /// Crawler-major, paths in order.
    pub changes: Vec<Change>,
    pub ties: Vec<Tie>,
}

/// A rule path made concrete: its `*`s and a final `$` dropped, with a
/// leading `/`; `None` for an empty rule.
pub fn concrete(pattern: &[u8]) -> Option<String> {
    let pattern = pattern.strip_suffix(b"$").unwrap_or(pattern);
    let mut path: Vec<u8> = pattern.iter().copied().filter(|&b| b != b'*').collect();
    if path.is_empty() {
        return None;
    }
    if path[0] != b'/' {
        path.insert(0, b'/');
    }
    Some(String::from_utf8_lossy(&path).into_owned())
}

/// The paths to check: `/`, `extra`, then the rule paths of each file made
/// concrete ([`concrete`]), each once, at most [`MAX_PATHS`]; and how many
/// more there were.
pub fn paths(extra: &[String], files: &[&RobotsTxt]) -> (Vec<String>, usize) {
    let mut seen: HashSet<String> = HashSet::new();
    let mut out = Vec::new();
    let mut more = 0;
    let candidates = std::iter::once("/".to_string())
        .chain(extra.iter().cloned())
        .chain(files.iter().flat_map(|f| {
            f.rules
                .iter()
                .filter_map(|r| concrete(r.pattern.as_bytes()))
        }));
    for p in candidates {
        if seen.contains(&p) {
            continue;
        }
        if out.len() == MAX_PATHS {
            more += 1;
            seen.insert(p);
            continue;
        }
        seen.insert(p.clone());
        out.push(p);
    }
    (out, more)
}

/// A rule as the other side would hold it: its kind and pattern.
type RuleKey<'a> = (RuleKind, &'a [u8]);

/// Each rule, by line.
fn rules_by_line(robots: &RobotsTxt) -> HashMap<u32, &Rule> {
    robots.rules.iter().map(|r| (r.line, r)).collect()
}

fn key(rule: &Rule) -> RuleKey<'_> {
    (rule.kind, rule.pattern.as_bytes())
}

/// Every rule of a file.
fn keys(robots: &RobotsTxt) -> HashSet<RuleKey<'_>> {
    robots.rules.iter().map(key).collect()
}

/// Compares `source` with `served` for each token of `tokens` at each path
/// of [`paths`] (`extra`: the caller's paths, after `/`).
///
/// ```
/// use robots::drift::{compare, Served};
/// let source = robots::tester::parse(b"User-agent: *\nAllow: /\n\nUser-agent: GPTBot\nAllow: /\n");
/// let body = b"# BEGIN Cloudflare Managed content\nUser-agent: ClaudeBot\nDisallow: /\n\nUser-agent: GPTBot\nDisallow: /\n# END Cloudflare Managed Content\nUser-agent: *\nAllow: /\n\nUser-agent: GPTBot\nAllow: /\n";
/// let served = robots::tester::parse(body);
/// let managed = robots::managed::blocks(body);
/// let r = compare(&source, Served::File { robots: &served, managed: &managed }, &["GPTBot", "ClaudeBot"], &[]);
/// // ClaudeBot is blocked by the managed block; GPTBot's own Allow ties with it and wins.
/// assert_eq!(r.changes.len(), 1);
/// assert_eq!((r.changes[0].crawler, r.changes[0].cause.code(), r.changes[0].served.line), (1, "managed", 3));
/// assert_eq!((r.ties[0].crawler, r.ties[0].allow_line, r.ties[0].disallow_line), (0, 12, 6));
/// ```
pub fn compare(source: &RobotsTxt, served: Served, tokens: &[&str], extra: &[String]) -> Report {
    let files: Vec<&RobotsTxt> = match served {
        Served::File { robots, .. } => vec![source, robots],
        Served::Replaced { .. } => vec![source],
    };
    let (paths, more_paths) = paths(extra, &files);
    let mut report = Report {
        paths,
        more_paths,
        ..Report::default()
    };
    let source_rules = rules_by_line(source);
    let served_rules = match served {
        Served::File { robots, .. } => rules_by_line(robots),
        Served::Replaced { .. } => HashMap::new(),
    };
    let in_source = keys(source);
    let in_served = match served {
        Served::File { robots, .. } => keys(robots),
        Served::Replaced { .. } => HashSet::new(),
    };
    let mut tie_budget = TIE_BUDGET;
    for (crawler, token) in tokens.iter().enumerate() {
        let source_view = crate::tester::view(source, token);
        let served_view = match served {
            Served::File { robots, .. } => Some(crate::tester::view(robots, token)),
            Served::Replaced { .. } => None,
        };
        let managed: &[ManagedBlock] = match served {
            Served::File { managed, .. } => managed,
            Served::Replaced { .. } => &[],
        };
        let in_managed = |line: u32| managed.iter().any(|b| b.holds(line));
        // Whether the crawler obeys a group a managed block holds.
        let obeys_managed = served_view.as_ref().is_some_and(|v| {
            v.choice().kind != GroupKind::None
                && v.choice().agent_lines.iter().any(|&l| in_managed(l))
        });
        // The managed Disallows of the groups it obeys, by length: the
        // ones an Allow of the same length beats.
        let mut managed_disallows: HashMap<u32, Vec<(u32, &Pattern)>> = HashMap::new();
        if let (true, Some(v)) = (obeys_managed, &served_view) {
            let robots = v.robots();
            for &g in &v.choice().groups {
                for &r in &robots.groups[g as usize].rules {
                    let rule = &robots.rules[r as usize];
                    if rule.kind == RuleKind::Disallow && in_managed(rule.line) {
                        managed_disallows
                            .entry(rule.pattern.priority())
                            .or_default()
                            .push((rule.line, &rule.pattern));
                    }
                }
            }
        }
        for (i, path) in report.paths.iter().enumerate() {
            let (a, l) = source_view.allowed(path.as_bytes());
            let source_side = Side {
                allowed: a,
                line: l,
            };
            let served_side = match (&served, &served_view) {
                (_, Some(v)) => {
                    let (a, l) = v.allowed(path.as_bytes());
                    Side {
                        allowed: a,
                        line: l,
                    }
                }
                (Served::Replaced { allowed }, None) => Side {
                    allowed: *allowed,
                    line: 0,
                },
                (Served::File { .. }, None) => unreachable!("a served file has a view"),
            };
            if source_side.allowed == served_side.allowed {
                if served_side.allowed && served_side.line != 0 && !managed_disallows.is_empty() {
                    let allow = served_rules.get(&served_side.line);
                    if let Some(rule) = allow.filter(|r| r.kind == RuleKind::Allow) {
                        let length = rule.pattern.priority();
                        for (line, p) in managed_disallows.get(&length).into_iter().flatten() {
                            if tie_budget == 0 {
                                break;
                            }
                            tie_budget -= 1;
                            if p.matches(path.as_bytes()) {
                                report.ties.push(Tie {
                                    crawler,
                                    path: i,
                                    allow_line: served_side.line,
                                    disallow_line: *line,
                                });
                                break;
                            }
                        }
                    }
                }
                continue;
            }
            let cause = match &served_view {
                None => Cause::ServedStatus,
                Some(_) if served_side.line != 0 && in_managed(served_side.line) => Cause::Managed,
                Some(_) if served_side.line == 0 && obeys_managed => Cause::Managed,
                Some(_) => {
                    let served_rule = served_rules.get(&served_side.line);
                    let source_rule = source_rules.get(&source_side.line);
                    if served_rule.is_some_and(|r| !in_source.contains(&key(r))) {
                        Cause::ServedOnly
                    } else if source_rule.is_some_and(|r| !in_served.contains(&key(r))) {
                        Cause::SourceOnly
                    } else {
                        Cause::Order
                    }
                }
            };
            report.changes.push(Change {
                crawler,
                path: i,
                source: source_side,
                served: served_side,
                cause,
            });
        }
    }
    report
}
