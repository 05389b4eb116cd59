//! What a reader answers ([`Reading`], [`Verdict3`]) and the explanations
//! several readers share; below the readers and the comparison in
//! `readers/mod.rs`, so that neither imports the other.

/// Allowed, disallowed, or no answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict3 {
    Allowed,
    Disallowed,
    /// The library answers nothing: robots-parser for a URL outside the
    /// robots.txt's origin, urllib when it raises an error.
    Unanswered,
}

impl Verdict3 {
    pub fn word(self) -> &'static str {
        match self {
            Verdict3::Allowed => "ALLOWED",
            Verdict3::Disallowed => "DISALLOWED",
            Verdict3::Unanswered => "UNANSWERED",
        }
    }
}

/// What one reader answers for one (agent, URL) check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reading {
    pub verdict: Verdict3,
    /// The line (as an editor counts them) of the rule that decided; 0 when
    /// no rule did.
    pub line: u32,
    /// The first `User-agent` line of the group the reader used (0: none).
    pub group_line: u32,
    /// The deciding line as the library read it (`Disallow: /a`), or empty.
    pub rule: String,
    /// The path as the library matched it (after its own decoding and
    /// encoding), or empty when it answered nothing.
    pub path: String,
}

impl Reading {
    pub(crate) fn decided(
        allowed: bool,
        line: u32,
        group_line: u32,
        rule: &str,
        path: String,
    ) -> Reading {
        Reading {
            verdict: if allowed {
                Verdict3::Allowed
            } else {
                Verdict3::Disallowed
            },
            line,
            group_line,
            rule: rule.to_string(),
            path,
        }
    }

    pub(crate) fn unanswered(line: u32, _why: &'static str) -> Reading {
        Reading {
            verdict: Verdict3::Unanswered,
            line,
            group_line: 0,
            rule: String::new(),
            path: String::new(),
        }
    }

    /// `Some(allowed)`, or `None` when the library answers nothing.
    pub fn allowed(&self) -> Option<bool> {
        match self.verdict {
            Verdict3::Allowed => Some(true),
            Verdict3::Disallowed => Some(false),
            Verdict3::Unanswered => None,
        }
    }
}

/// The first of a reader's `splits` (lines that ended a run of user-agent
/// lines) that falls inside Google's chosen group, explained.
pub(crate) fn split_inside(
    splits: &[(u32, String)],
    google: &crate::Verdict,
) -> Option<(&'static str, String)> {
    let (line, text) = find_split(splits, google)?;
    Some((
        "directive_ends_group",
        format!("takes `{text}` (line {line}) as the end of the group, so the next `User-agent` line starts a new one"),
    ))
}

/// Python keeps a byte-order mark as the character U+FEFF, so the first
/// line's key is not recognised; `None` unless Google's group starts there.
pub(crate) fn bom_reason(
    body_has_bom: bool,
    google: &crate::Verdict,
) -> Option<(&'static str, String)> {
    (body_has_bom && google.groups.agent_lines.first() == Some(&1)).then(|| {
        (
            "byte_order_mark",
            "reads the byte-order mark at the start of the file as part of the first key, so line 1 is not a user-agent line for it".to_string(),
        )
    })
}

/// A rule written as a full URL (`Disallow: https://…`): Google never
/// matches it, Protego reads it as the path `/https%3A//…`.
pub(crate) fn absolute_rule(rule: &str, line: u32) -> Option<(&'static str, String)> {
    let value = rule.split_once(':').map_or("", |(_, v)| v).trim();
    (value.starts_with("http://") || value.starts_with("https://")).then(|| {
        (
            "absolute_url_rule",
            format!("reads line {line} `{rule}` as a path starting `/http`, which this URL's path matches; Google ignores a rule that does not start with `/`"),
        )
    })
}

pub(crate) fn find_split<'a>(
    splits: &'a [(u32, String)],
    google: &crate::Verdict,
) -> Option<&'a (u32, String)> {
    let lines = &google.groups.agent_lines;
    let (first, last) = (*lines.first()?, *lines.last()?);
    let end = google
        .candidates
        .iter()
        .map(|c| c.line)
        .max()
        .unwrap_or(last)
        .max(last)
        .max(google.line);
    splits.iter().find(|(l, _)| *l > first && *l < end)
}
