//! An allow or disallow rule: what the parser ([`crate::RobotsTxt`]) makes
//! of a rule line and what the rule index matches. Its own module, below
//! both, so that the parser can build the index without the index importing
//! the parser.

use crate::pattern::Pattern;

/// Allow or disallow.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RuleKind {
    Allow,
    Disallow,
}

impl RuleKind {
    pub fn as_str(self) -> &'static str {
        match self {
            RuleKind::Allow => "Allow",
            RuleKind::Disallow => "Disallow",
        }
    }
}

/// An allow or disallow rule inside a group.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rule {
    pub line: u32,
    pub kind: RuleKind,
    pub group: u32,
    /// The value as written (trimmed, comment removed; lossy UTF-8).
    pub written: String,
    pub pattern: Pattern,
    /// Google-specific: the `…/$` pattern an `Allow: …/index.htm…` is retried
    /// with when it does not match.
    pub index_rewrite: Option<Pattern>,
}
