//! The diagnostics that need the whole file parsed and the matcher (or the
//! preferences' dictionary parser): a named group that silently drops the
//! `*` group's disallows, a `Content-Usage` path its group may not crawl,
//! and a preference that does not parse. They are computed on demand by
//! [`RobotsTxt::ai_diagnostics`], not while parsing, so that a page that
//! parses on every keystroke carries neither their code nor `sfv` until
//! it asks. None touches a verdict.

use std::collections::{BTreeMap, BTreeSet};

use crate::check::{AgentGroups, AgentView};
use crate::parse::{Diagnostic, LineKind, RobotsTxt};
use crate::rule::RuleKind;

/// How many checks (named groups × `*` disallows, plus `Content-Usage`
/// paths) one call may run; past it the lints stop, so that a huge file
/// is linted in bounded time.
const BUDGET: usize = 200_000;

/// How many paths a [`Diagnostic::GroupReplacesStar`] names, and how many
/// user-agents a [`Diagnostic::SignalOutsideGroup`] names.
const NAMED: usize = 5;

impl RobotsTxt {
    /// The diagnostics about AI crawlers and AI-use lines that are not in
    /// [`RobotsTxt::lines`]' diagnostics: `group_replaces_star`,
    /// `usage_no_effect`, `usage_unparsed`, `signal_outside_group`,
    /// `token_retired`, `license_not_absolute`, `path_not_encoded` and
    /// `signal_not_inherited`, as `(line, diagnostic)` in line order.
    ///
    /// ```
    /// let robots = robots::RobotsTxt::parse(b"User-agent: *\nDisallow: /cart\n\nUser-agent: GPTBot\nAllow: /\n");
    /// let d = robots.ai_diagnostics();
    /// assert_eq!((d[0].0, d[0].1.code()), (4, "group_replaces_star"));
    /// ```
    pub fn ai_diagnostics(&self) -> Vec<(u32, Diagnostic)> {
        let mut budget = BUDGET;
        let mut found: Vec<(u32, Diagnostic)> = Vec::new();
        // One pass over the groups for every crawler the lints look up.
        let groups = AgentGroups::new(self);
        replaces_star(self, &groups, &mut budget, &mut found);
        usage_no_effect(self, &groups, &mut budget, &mut found);
        self.unparsed_preferences(&mut found);
        lines_of_late_2026(self, &mut found);
        found.extend(crate::inherit::lint(self));
        // Stable: on one line, the order above.
        found.sort_by_key(|(line, _)| *line);
        found
    }

    /// Every diagnostic not in [`RobotsTxt::lines`]' own, as `(line,
    /// diagnostic)` in line order: [`RobotsTxt::ai_diagnostics`], and the
    /// note `managed_block` on the BEGIN line of each managed block
    /// ([`crate::managed`]), which reads the comment lines a parse does not
    /// keep. `body`: the bytes this file was parsed from (a block that
    /// starts past the lines parsed, beyond a size limit, is not noted).
    ///
    /// ```
    /// let body = b"# BEGIN Cloudflare Managed content\nUser-agent: CCBot\nDisallow: /\n# END Cloudflare Managed Content\n";
    /// let robots = robots::RobotsTxt::parse(body);
    /// let d = robots.lints(body);
    /// assert_eq!((d[0].0, d[0].1.code()), (1, "managed_block"));
    /// ```
    pub fn lints(&self, body: &[u8]) -> Vec<(u32, Diagnostic)> {
        let mut found = self.ai_diagnostics();
        let parsed = self.lines.len() as u32;
        for b in crate::managed::blocks(body) {
            if b.first_line > parsed {
                break;
            }
            found.push((
                b.first_line,
                Diagnostic::ManagedBlock {
                    vendor: b.vendor,
                    first: b.first_line,
                    last: b.last_line.min(parsed),
                },
            ));
        }
        // Stable: on one line, the AI lints first.
        found.sort_by_key(|(line, _)| *line);
        found
    }
}

/// The path a pattern stands for, to test it as a URL path: the pattern
/// without its end anchor.
fn as_path(pattern: &[u8]) -> &[u8] {
    pattern.strip_suffix(b"$").unwrap_or(pattern)
}

fn replaces_star(
    robots: &RobotsTxt,
    groups: &AgentGroups,
    budget: &mut usize,
    found: &mut Vec<(u32, Diagnostic)>,
) {
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
    let mut seen: BTreeSet<String> = BTreeSet::new();
    for group in &robots.groups {
        if group.is_global() {
            continue;
        }
        let Some(first) = group.agents.iter().find(|a| !a.token.is_empty()) else {
            continue;
        };
        // Google merges every group naming a token: lint the first only.
        if !seen.insert(first.token.to_ascii_lowercase()) {
            continue;
        }
        if *budget < star.len() {
            return;
        }
        *budget -= star.len();
        let view = groups.view(robots, &first.token);
        // The explanation reads the view's own groups' rules; the fast
        // path would visit the candidates of every group of the file.
        let open: Vec<&str> = star
            .iter()
            .filter(|(path, _)| view.verdict(path).allowed)
            .map(|(_, written)| *written)
            .collect();
        if open.is_empty() {
            continue;
        }
        let mut paths: Vec<String> = Vec::new();
        let mut named: BTreeSet<&str> = BTreeSet::new();
        for p in &open {
            if named.insert(p) {
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

fn usage_no_effect(
    robots: &RobotsTxt,
    groups: &AgentGroups,
    budget: &mut usize,
    found: &mut Vec<(u32, Diagnostic)>,
) {
    // One view per crawler (lower-cased token; `None` for `*`), made when
    // first needed.
    let mut views: BTreeMap<Option<String>, AgentView> = BTreeMap::new();
    for rule in &robots.usage_rules {
        let Some(path) = &rule.path else { continue };
        if *budget == 0 {
            return;
        }
        *budget -= 1;
        let group = &robots.groups[rule.group as usize];
        let token = if group.is_global() {
            None
        } else {
            match group.agents.iter().find(|a| !a.token.is_empty()) {
                Some(a) => Some(a.token.as_str()),
                None => continue,
            }
        };
        let view = views
            .entry(token.map(str::to_ascii_lowercase))
            .or_insert_with(|| match token {
                None => robots.agent_raw(&[]),
                Some(t) => groups.view(robots, t),
            });
        if !view.verdict(as_path(path.as_bytes())).allowed {
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

/// What robots.txt files say at the end of 2026: a `User-agent` line naming
/// a retired token, a `License` value that is not an absolute http(s) URL,
/// a rule path with spaces or non-ASCII characters, and a `Content-Signal`
/// line above every group (a note: which group Cloudflare's reading
/// attaches it to). One pass over the lines and the groups' agents.
fn lines_of_late_2026(robots: &RobotsTxt, found: &mut Vec<(u32, Diagnostic)>) {
    for group in &robots.groups {
        for agent in &group.agents {
            if let Some(r) = crate::registry::retired(&agent.token) {
                found.push((
                    agent.line,
                    Diagnostic::TokenRetired {
                        token: agent.token.clone(),
                        owner: r.owner,
                        replaced_by: r.replaced_by,
                    },
                ));
            }
        }
    }
    for rule in &robots.rules {
        if rule.written.bytes().any(|b| b == b' ' || b >= 0x80) {
            found.push((
                rule.line,
                Diagnostic::PathNotEncoded {
                    encoded: encoded_path(rule.pattern.as_bytes()),
                },
            ));
        }
    }
    // The group that follows each line: the next user-agent line's.
    let mut next_group: Option<u32> = None;
    let mut notes: Vec<(u32, Diagnostic)> = Vec::new();
    for line in robots.lines.iter().rev() {
        match line.kind {
            LineKind::UserAgent => next_group = line.group,
            LineKind::License if !is_absolute_http(&line.value) => {
                found.push((line.number, Diagnostic::LicenseNotAbsolute));
            }
            LineKind::ContentSignal if line.group.is_none() => {
                let agents = next_group
                    .map(|g| {
                        robots.groups[g as usize]
                            .agents
                            .iter()
                            .take(NAMED)
                            .map(|a| a.value.clone())
                            .collect()
                    })
                    .unwrap_or_default();
                notes.push((line.number, Diagnostic::SignalOutsideGroup { agents }));
            }
            _ => {}
        }
    }
    found.extend(notes);
}

/// A rule's pattern (non-ASCII already percent-encoded the way Google's
/// parser encodes it) with its spaces encoded as a browser requests them:
/// the path Google matches.
fn encoded_path(pattern: &[u8]) -> String {
    String::from_utf8_lossy(pattern).replace(' ', "%20")
}

/// An absolute `http://` or `https://` URL with a host (ASCII
/// case-insensitive scheme).
fn is_absolute_http(value: &str) -> bool {
    let lower = value.get(..8).unwrap_or(value).to_ascii_lowercase();
    let rest = if lower.starts_with("https://") {
        &value[8..]
    } else if lower.starts_with("http://") {
        &value[7..]
    } else {
        return false;
    };
    !rest.is_empty() && !rest.starts_with(['/', '?', '#'])
}
