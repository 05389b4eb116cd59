//! The explanation of a verdict, as data the UI and the CLI render.

use crate::rule::RuleKind;

/// A rule that matched the path.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RuleMatch {
    pub line: u32,
    pub kind: RuleKind,
    /// The value as written in the file (trimmed, comment removed).
    pub written: String,
    /// The normalised pattern that matched (for an index.html rewrite, the
    /// rewritten `…/$` pattern).
    pub pattern: String,
    /// Its priority: the byte length of `pattern`.
    pub priority: u32,
    /// Google-specific: matched only as the `…/$` rewrite of an
    /// `Allow: …/index.htm…` rule.
    pub via_index_html: bool,
    /// The group (index into [`crate::RobotsTxt::groups`]) it belongs to.
    pub group: u32,
}

impl RuleMatch {
    pub fn is_allow(&self) -> bool {
        self.kind == RuleKind::Allow
    }

    /// `Disallow: /x` (as written).
    pub fn display(&self) -> String {
        format!("{}: {}", self.kind.as_str(), self.written)
    }
}

/// Which groups applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GroupKind {
    /// One or more groups name the crawler (merged when several).
    Specific,
    /// No group names the crawler: the `*` group(s) (merged when several).
    Global,
    /// No group names the crawler and there is no `*` group (or the crawler
    /// ignores it).
    None,
}

/// How a crawler family changed the group choice (tester mode only).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum FamilyUse {
    /// No group names the crawler; it obeys this token's group instead.
    FellBackTo { token: String, source: &'static str },
    /// The crawler ignores the `*` group (only groups naming it apply).
    IgnoresGlobal { source: &'static str },
}

/// The groups chosen for a check, and why.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GroupChoice {
    pub kind: GroupKind,
    /// Indices of the chosen groups, in file order.
    pub groups: Vec<u32>,
    /// Line numbers of the user-agent lines that selected them.
    pub agent_lines: Vec<u32>,
    /// The token the chosen groups name (`*` for the global group).
    pub matched_token: Option<String>,
    /// Number of allow/disallow rules in the chosen groups.
    pub rule_count: usize,
    pub family: Option<FamilyUse>,
}

impl GroupChoice {
    /// Several groups were merged into one rule set.
    pub fn merged(&self) -> bool {
        self.groups.len() > 1
    }

    /// The token whose group a crawler obeys when no group names it, and
    /// the source that says so (`family_fallback`).
    pub fn fell_back_to(&self) -> Option<(&str, &'static str)> {
        match &self.family {
            Some(FamilyUse::FellBackTo { token, source }) => Some((token, source)),
            _ => None,
        }
    }

    /// The source that says the crawler ignores the `*` group
    /// (`ignores_global`).
    pub fn ignores_global(&self) -> Option<&'static str> {
        match &self.family {
            Some(FamilyUse::IgnoresGlobal { source }) => Some(source),
            _ => None,
        }
    }

    /// A stable snake_case code for why these groups were chosen.
    pub fn code(&self) -> &'static str {
        match (&self.kind, &self.family) {
            (GroupKind::Specific, Some(FamilyUse::FellBackTo { .. })) => "family_fallback",
            (GroupKind::Specific, _) if self.rule_count == 0 => "specific_without_rules",
            (GroupKind::Specific, _) if self.merged() => "specific_merged",
            (GroupKind::Specific, _) => "specific",
            (GroupKind::Global, _) if self.merged() => "global_merged",
            (GroupKind::Global, _) => "global_fallback",
            (GroupKind::None, Some(FamilyUse::IgnoresGlobal { .. })) => "ignores_global",
            (GroupKind::None, _) => "no_group",
        }
    }
}

/// Why the verdict is what it is.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// The decisive rule is the longest matching one; `runner_up` is the
    /// longest matching rule of the other kind, if any (the one it beat).
    LongestMatch { runner_up: Option<RuleMatch> },
    /// The best allow and the best disallow have the same length: Google
    /// uses the least restrictive rule, so the allow wins.
    TieAllowWins { disallow: RuleMatch },
    /// Google-specific: an `Allow: …/index.html` also allows `…/`.
    IndexHtmlDirectory { runner_up: Option<RuleMatch> },
    /// Only empty rules matched (priority 0): they never decide; allowed.
    EmptyRule,
    /// The chosen groups have no rule that matches the path: allowed.
    NoMatchingRule,
    /// No group applies to the crawler: allowed.
    NoGroup,
}

impl Reason {
    /// A stable snake_case code.
    pub fn code(&self) -> &'static str {
        match self {
            Reason::LongestMatch { .. } => "longest_match",
            Reason::TieAllowWins { .. } => "tie_allow_wins",
            Reason::IndexHtmlDirectory { .. } => "index_html_directory",
            Reason::EmptyRule => "empty_rule",
            Reason::NoMatchingRule => "no_matching_rule",
            Reason::NoGroup => "no_group",
        }
    }
}

/// The verdict for one (agent, URL) check, with everything needed to
/// explain it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Verdict {
    pub allowed: bool,
    /// The reported line: equals Google's `matching_line()` (0 = none).
    pub line: u32,
    /// The crawler token(s) the groups were matched against.
    pub tokens: Vec<String>,
    /// The path tested, as the crawler requests it.
    pub path: String,
    pub groups: GroupChoice,
    /// The rule on [`Verdict::line`], if any.
    pub decisive: Option<RuleMatch>,
    pub reason: Reason,
    /// Every matching rule of the chosen groups, best first (priority, then
    /// allow before disallow, then line).
    pub candidates: Vec<RuleMatch>,
}
