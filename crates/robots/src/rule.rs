//! An allow or disallow rule: what the parser ([`crate::RobotsTxt`]) makes
//! of a rule line and what the rule index matches. Its own module, below
//! both, so that the parser can build the index without the index importing
//! the parser.

use crate::pattern::{escape_pattern, Pattern};

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

/// A `Content-Usage` rule of a group, as parsed with the file (no
/// dictionary parsing yet).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UsageRule {
    pub line: u32,
    pub group: u32,
    /// The path pattern, normalised as Allow/Disallow patterns are; `None`
    /// when the rule has no path (it matches every path, length 0).
    pub path: Option<Pattern>,
    /// The statement of preference as written.
    pub pref: String,
}

impl UsageRule {
    /// Splits a `Content-Usage` value (trimmed, comment removed): a path when
    /// it starts with `/`, up to the first SP or HTAB; the rest, after the
    /// blanks, is the preference.
    pub(crate) fn new(line: u32, group: u32, value: &[u8]) -> UsageRule {
        let (path, pref) = match value.first() {
            Some(b'/') => {
                let end = value
                    .iter()
                    .position(|&b| b == b' ' || b == b'\t')
                    .unwrap_or(value.len());
                let rest = &value[end..];
                let start = rest
                    .iter()
                    .position(|&b| b != b' ' && b != b'\t')
                    .unwrap_or(rest.len());
                (
                    Some(Pattern::new(escape_pattern(&value[..end]))),
                    &rest[start..],
                )
            }
            _ => (None, value),
        };
        UsageRule {
            line,
            group,
            path,
            pref: String::from_utf8_lossy(pref).into_owned(),
        }
    }

    /// Its priority: the byte length of its path (0 without one).
    pub fn priority(&self) -> u32 {
        self.path.as_ref().map_or(0, Pattern::priority)
    }

    /// Whether it applies to `path`.
    pub fn matches(&self, path: &[u8]) -> bool {
        self.path.as_ref().is_none_or(|p| p.matches(path))
    }
}
