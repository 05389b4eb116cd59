//! Choosing groups for a crawler and deciding: the fast path (verdict and
//! line only) and the full explanation. Both rank candidates the same way
//! (see `Entry::rank`); `tests/properties.rs` checks that they always agree.

use crate::agent;
use crate::index::Entry;
use crate::parse::RobotsTxt;
use crate::pattern::Pattern;
use crate::rule::RuleKind;
use crate::url::path_params_query_bytes;
use crate::verdict::{FamilyUse, GroupChoice, GroupKind, Reason, RuleMatch, Verdict};

/// The groups chosen for one crawler, ready for many checks.
#[derive(Clone, Debug)]
pub struct AgentView<'a> {
    robots: &'a RobotsTxt,
    tokens: Vec<String>,
    choice: GroupChoice,
    /// The chosen groups, sorted: a view costs the number of its groups,
    /// not the file's (a lint makes one per crawler the file names).
    chosen: Vec<u32>,
    /// For a view of few rules ([`RANKED_MAX`]): their entries, best first,
    /// so that the first one matching a path decides it, without the
    /// file's index (which serves every group and suits thousands of rules).
    ranked: Option<Vec<Ranked>>,
}

/// The most rules a view tries one by one, best first, instead of walking
/// the file's index: one pass over the path for the set of its bytes, then
/// a few bit operations per rule, cost less than the index's walk.
const RANKED_MAX: usize = 64;

/// An entry of a small view, with the ASCII bytes its pattern's literal
/// parts contain: a path lacking one of them cannot match.
#[derive(Clone, Copy, Debug)]
struct Ranked {
    entry: Entry,
    needs: AsciiSet,
}

/// A set of ASCII bytes, one bit each.
type AsciiSet = [u64; 2];

/// The ASCII bytes of `bytes` (others are left out).
#[inline]
fn ascii_set(bytes: &[u8]) -> AsciiSet {
    let mut set = [0u64; 2];
    for &b in bytes {
        if b < 128 {
            set[usize::from(b >> 6)] |= 1 << (b & 63);
        }
    }
    set
}

impl Ranked {
    fn new(entry: Entry, rules: &[crate::rule::Rule]) -> Ranked {
        let mut needs = ascii_set(entry.pattern(rules).as_bytes());
        // `*` and `$` are operators, not bytes the path must contain (a
        // weaker filter is still a correct one).
        for op in [b'*', b'$'] {
            needs[usize::from(op >> 6)] &= !(1 << (op & 63));
        }
        Ranked { entry, needs }
    }
}

/// The groups naming each product token (ASCII lower-cased) and the `*`
/// groups, built once for choosing groups for many crawlers: each choice
/// then costs its own groups, not a pass over the file (see lint).
pub(crate) struct AgentGroups {
    named: std::collections::BTreeMap<String, Vec<u32>>,
    global: Vec<u32>,
}

impl AgentGroups {
    pub fn new(robots: &RobotsTxt) -> AgentGroups {
        let mut named: std::collections::BTreeMap<String, Vec<u32>> = Default::default();
        let mut global = Vec::new();
        for (g, group) in robots.groups.iter().enumerate() {
            let g = g as u32;
            for a in &group.agents {
                if a.global {
                    if global.last() != Some(&g) {
                        global.push(g);
                    }
                } else {
                    let list = named.entry(a.token.to_ascii_lowercase()).or_default();
                    if list.last() != Some(&g) {
                        list.push(g);
                    }
                }
            }
        }
        AgentGroups { named, global }
    }

    /// [`RobotsTxt::choose_groups`] for one token, the same choice.
    pub fn choose(&self, robots: &RobotsTxt, token: &str) -> GroupChoice {
        if let Some(specific) = self.named.get(&token.to_ascii_lowercase()) {
            let agent_lines = specific
                .iter()
                .flat_map(|&g| &robots.groups[g as usize].agents)
                .filter(|a| !a.global && a.token.eq_ignore_ascii_case(token))
                .map(|a| a.line)
                .collect();
            return robots.choice(
                GroupKind::Specific,
                specific.clone(),
                agent_lines,
                Some(token.to_string()),
            );
        }
        robots.global_choice(self.global.clone())
    }

    /// A raw-mode view for `token` ([`RobotsTxt::agent_raw`]).
    pub fn view<'a>(&self, robots: &'a RobotsTxt, token: &str) -> AgentView<'a> {
        robots.view(vec![token.to_string()], self.choose(robots, token))
    }

    /// A tester-mode view for `token` ([`crate::tester::view`]): the same
    /// choice, crawler families included.
    pub fn tester_view<'a>(&self, robots: &'a RobotsTxt, token: &str) -> AgentView<'a> {
        let choice = robots.family_choice(token, |t| self.choose(robots, t));
        robots.view(vec![token.to_string()], choice)
    }
}

impl RobotsTxt {
    /// Google's group choice for the crawler tokens `tokens` (its library's
    /// semantics: every group naming any of them is merged; otherwise every
    /// `*` group is merged; specific and global rules never mix).
    pub fn choose_groups(&self, tokens: &[&str]) -> GroupChoice {
        let specific: Vec<u32> = (0..self.groups.len() as u32)
            .filter(|&g| tokens.iter().any(|t| self.groups[g as usize].names(t)))
            .collect();
        if !specific.is_empty() {
            let agent_lines = specific
                .iter()
                .flat_map(|&g| &self.groups[g as usize].agents)
                .filter(|a| !a.global && tokens.iter().any(|t| a.token.eq_ignore_ascii_case(t)))
                .map(|a| a.line)
                .collect();
            let matched = tokens
                .iter()
                .find(|t| specific.iter().any(|&g| self.groups[g as usize].names(t)))
                .map(|t| t.to_string());
            return self.choice(GroupKind::Specific, specific, agent_lines, matched);
        }
        let global: Vec<u32> = (0..self.groups.len() as u32)
            .filter(|&g| self.groups[g as usize].is_global())
            .collect();
        self.global_choice(global)
    }

    /// The choice of the `*` groups `global`, all merged (of no group when
    /// there is none).
    fn global_choice(&self, global: Vec<u32>) -> GroupChoice {
        if global.is_empty() {
            return self.choice(GroupKind::None, global, Vec::new(), None);
        }
        let agent_lines = global
            .iter()
            .flat_map(|&g| &self.groups[g as usize].agents)
            .filter(|a| a.global)
            .map(|a| a.line)
            .collect();
        self.choice(
            GroupKind::Global,
            global,
            agent_lines,
            Some("*".to_string()),
        )
    }

    /// Tester-mode group choice: like [`RobotsTxt::choose_groups`] for one
    /// token, plus crawler families ([`agent::FAMILIES`]): when no group names
    /// the crawler it falls back along its family chain, and some crawlers
    /// ignore the `*` group.
    pub fn choose_groups_with_family(&self, token: &str) -> GroupChoice {
        self.family_choice(token, |t| self.choose_groups(&[t]))
    }

    /// [`RobotsTxt::choose_groups_with_family`], each token's own choice
    /// made by `choose` (a pass over the groups, or [`AgentGroups`]' index).
    fn family_choice(&self, token: &str, choose: impl Fn(&str) -> GroupChoice) -> GroupChoice {
        let direct = choose(token);
        let Some(family) = agent::family(token) else {
            return direct;
        };
        if direct.kind == GroupKind::Specific {
            return direct;
        }
        for fallback in family.falls_back_to {
            let mut choice = choose(fallback);
            if choice.kind == GroupKind::Specific {
                choice.family = Some(FamilyUse::FellBackTo {
                    token: fallback.to_string(),
                    source: family.source,
                });
                return choice;
            }
        }
        if family.ignores_global {
            let mut none = self.choice(GroupKind::None, Vec::new(), Vec::new(), None);
            none.family = Some(FamilyUse::IgnoresGlobal {
                source: family.source,
            });
            return none;
        }
        direct
    }

    pub(crate) fn choice(
        &self,
        kind: GroupKind,
        groups: Vec<u32>,
        agent_lines: Vec<u32>,
        matched_token: Option<String>,
    ) -> GroupChoice {
        let rule_count = groups
            .iter()
            .map(|&g| self.groups[g as usize].rules.len())
            .sum();
        GroupChoice {
            kind,
            groups,
            agent_lines,
            matched_token,
            rule_count,
            family: None,
        }
    }

    /// A view for checking many paths against the groups of `choice`.
    pub fn view(&self, tokens: Vec<String>, choice: GroupChoice) -> AgentView<'_> {
        let mut chosen = choice.groups.clone();
        // The small heapsort: the standard library's sort would cost the
        // page several kilobytes of wasm for this one list of indexes.
        crate::heapsort(&mut chosen, |a, b| a < b);
        let ranked = (choice.rule_count <= RANKED_MAX).then(|| {
            let mut ranked = Vec::with_capacity(2 * choice.rule_count);
            for &g in &chosen {
                for &r in &self.groups[g as usize].rules {
                    Entry::of_rule(r, &self.rules[r as usize], |e| {
                        ranked.push(Ranked::new(e, &self.rules));
                    });
                }
            }
            crate::heapsort(&mut ranked, |a, b| a.entry.rank() > b.entry.rank());
            ranked
        });
        AgentView {
            robots: self,
            tokens,
            choice,
            chosen,
            ranked,
        }
    }

    /// A view with Google's library semantics for `tokens` (raw mode).
    pub fn agent_raw(&self, tokens: &[&str]) -> AgentView<'_> {
        let owned = tokens.iter().map(|t| t.to_string()).collect();
        self.view(owned, self.choose_groups(tokens))
    }

    /// Exactly Google's `AllowedByRobots(body, tokens, url)`, explained.
    ///
    /// ```
    /// let robots = robots::RobotsTxt::parse(b"User-agent: *\nDisallow: /private\nAllow: /private/ok\n");
    /// let v = robots.check_raw(&["Googlebot"], "https://example.com/private/x");
    /// assert!(!v.allowed);
    /// assert_eq!(v.line, 2);
    /// assert_eq!(v.reason.code(), "longest_match");
    /// ```
    pub fn check_raw(&self, tokens: &[&str], url: &str) -> Verdict {
        self.agent_raw(tokens)
            .verdict(&path_params_query_bytes(url.as_bytes()))
    }

    /// The fast path of [`RobotsTxt::check_raw`]: the verdict and Google's
    /// `matching_line()` only.
    pub fn allowed_raw(&self, tokens: &[&str], url: &str) -> (bool, u32) {
        self.agent_raw(tokens)
            .allowed(&path_params_query_bytes(url.as_bytes()))
    }
}

impl<'a> AgentView<'a> {
    /// Whether group `g` is one of the chosen groups.
    #[inline]
    fn is_chosen(&self, g: u32) -> bool {
        match self.chosen.as_slice() {
            [one] => *one == g,
            few if few.len() <= 8 => few.contains(&g),
            many => many.binary_search(&g).is_ok(),
        }
    }

    /// The groups this view checks against.
    pub fn choice(&self) -> &GroupChoice {
        &self.choice
    }

    /// The file this view reads.
    pub fn robots(&self) -> &'a RobotsTxt {
        self.robots
    }

    /// Verdict and reported line for a path (fast path: no allocation).
    #[inline]
    pub fn allowed(&self, path: &[u8]) -> (bool, u32) {
        if self.choice.kind == GroupKind::None {
            return (true, 0);
        }
        let rules = &self.robots.rules;
        let mut best: Option<Entry> = None;
        if let Some(ranked) = &self.ranked {
            // Best first: the first entry that matches decides.
            let has = ascii_set(path);
            best = ranked
                .iter()
                .find(|r| {
                    (r.needs[0] & !has[0]) | (r.needs[1] & !has[1]) == 0
                        && r.entry.pattern(rules).matches(path)
                })
                .map(|r| r.entry);
        } else {
            self.for_each_chosen_candidate(path, |e| {
                if let Some(b) = &best {
                    if e.rank() <= b.rank() {
                        return;
                    }
                }
                if e.pattern(rules).matches(path) {
                    best = Some(*e);
                }
            });
        }
        match best {
            None => (true, 0),
            Some(e) => (e.allow || e.priority == 0, e.line),
        }
    }

    /// The file's index's candidates for `path` in the chosen groups.
    #[inline]
    fn for_each_chosen_candidate(&self, path: &[u8], mut f: impl FnMut(&Entry)) {
        self.robots.index.for_each_candidate(path, |e| {
            if self.is_chosen(e.group) {
                f(e);
            }
        });
    }

    /// [`AgentView::allowed`] for a URL (Google's path extraction).
    pub fn allowed_url(&self, url: &str) -> (bool, u32) {
        self.allowed(&path_params_query_bytes(url.as_bytes()))
    }

    /// The full explanation for a path.
    pub fn verdict(&self, path: &[u8]) -> Verdict {
        let rules = &self.robots.rules;
        let mut candidates: Vec<RuleMatch> = Vec::new();
        for &g in &self.choice.groups {
            for &r in &self.robots.groups[g as usize].rules {
                let rule = &rules[r as usize];
                let hit = |p: &Pattern, via: bool| RuleMatch {
                    line: rule.line,
                    kind: rule.kind,
                    written: rule.written.clone(),
                    pattern: String::from_utf8_lossy(p.as_bytes()).into_owned(),
                    priority: p.priority(),
                    via_index_html: via,
                    group: g,
                };
                if rule.pattern.matches(path) {
                    candidates.push(hit(&rule.pattern, false));
                } else if let Some(rewrite) = &rule.index_rewrite {
                    if rewrite.matches(path) {
                        candidates.push(hit(rewrite, true));
                    }
                }
            }
        }
        // Best first. No two candidates share (priority, kind, line), so an
        // unstable sort is deterministic here.
        crate::heapsort(&mut candidates, |a, b| {
            (a.priority, a.is_allow(), std::cmp::Reverse(a.line))
                > (b.priority, b.is_allow(), std::cmp::Reverse(b.line))
        });
        let decisive = candidates.first().cloned();
        let best_of = |kind: RuleKind| candidates.iter().find(|c| c.kind == kind).cloned();
        let (allowed, reason) = match &decisive {
            None if self.choice.kind == GroupKind::None => (true, Reason::NoGroup),
            None => (true, Reason::NoMatchingRule),
            Some(d) if d.priority == 0 => (true, Reason::EmptyRule),
            Some(d) => {
                let other = best_of(match d.kind {
                    RuleKind::Allow => RuleKind::Disallow,
                    RuleKind::Disallow => RuleKind::Allow,
                });
                let reason = match other {
                    Some(o) if o.priority == d.priority => Reason::TieAllowWins { disallow: o },
                    runner_up if d.via_index_html => Reason::IndexHtmlDirectory { runner_up },
                    runner_up => Reason::LongestMatch { runner_up },
                };
                (d.is_allow(), reason)
            }
        };
        Verdict {
            allowed,
            line: decisive.as_ref().map_or(0, |d| d.line),
            tokens: self.tokens.clone(),
            path: String::from_utf8_lossy(path).into_owned(),
            groups: self.choice.clone(),
            decisive,
            reason,
            candidates,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn agent_groups_choose_as_choose_groups() {
        let body = b"User-agent: a\nUser-agent: B\nDisallow: /x\n\nUser-agent: *\nUser-agent: b\n\
            Allow: /y\nUser-agent: 1\nUser-agent: A/2\nDisallow: /z\nUser-agent: *\nDisallow:\n";
        for robots in [
            RobotsTxt::parse(body),
            RobotsTxt::parse(b"User-agent: a\nDisallow: /\n"),
            RobotsTxt::parse(b""),
        ] {
            let groups = AgentGroups::new(&robots);
            for token in ["a", "A", "b", "c", "", "1", "*"] {
                assert_eq!(
                    groups.choose(&robots, token),
                    robots.choose_groups(&[token]),
                    "{token}"
                );
            }
            // Tester mode, families included, for every crawler known.
            for token in crate::registry::CRAWLERS.iter().map(|c| c.token) {
                assert_eq!(
                    *groups.tester_view(&robots, token).choice(),
                    robots.choose_groups_with_family(token),
                    "{token}"
                );
            }
        }
    }
}
