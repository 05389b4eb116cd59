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
pub(crate) fn split_inside(splits: &[(u32, String)], google: &crate::Verdict) -> Option<Why> {
    let (line, text) = find_split(splits, google)?;
    Some(Why::DirectiveEndsGroup {
        line: *line,
        text: text.clone(),
    })
}

/// Python keeps a byte-order mark as the character U+FEFF, so the first
/// line's key is not recognised; `None` unless Google's group starts there.
pub(crate) fn bom_reason(body_has_bom: bool, google: &crate::Verdict) -> Option<Why> {
    (body_has_bom && google.groups.agent_lines.first() == Some(&1)).then_some(Why::ByteOrderMark)
}

/// A rule written as a full URL (`Disallow: https://…`): Google never
/// matches it, Protego reads it as the path `/https%3A//…`.
pub(crate) fn absolute_rule(rule: &str, line: u32) -> Option<Why> {
    let value = rule.split_once(':').map_or("", |(_, v)| v).trim();
    (value.starts_with("http://") || value.starts_with("https://")).then(|| Why::AbsoluteUrlRule {
        line,
        rule: rule.to_string(),
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

/// Why a reader's verdict is what it is beside Google's, as data: the code
/// and the parameters of the sentence. [`Why::english`] is the sentence the
/// CLI prints ([`super::Compared::sentence`]); the page words each variant
/// in its own languages from the same fields.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// Same verdict, same deciding line.
    SameAsGoogle,
    /// Same verdict; no rule decided for the reader.
    SameNoRule,
    /// Same verdict, decided by another line (`rule` as the library read it).
    SameOtherLine { line: u32, rule: String },
    /// The library raises on a line of the file and answers nothing.
    FileError { line: u32, text: String },
    /// The library raises on the URL.
    UrlError,
    /// A line such as `Crawl-delay` ended a run of user-agent lines.
    DirectiveEndsGroup { line: u32, text: String },
    /// The byte-order mark spoils the first line's key.
    ByteOrderMark,
    /// urllib: only the first group that applies; Google also reads a later
    /// one, whose line `google_line` (`google_rule`) decides.
    FirstGroupOnlyLater {
        group_line: u32,
        google_line: u32,
        google_rule: String,
    },
    /// urllib: only the first group that applies, where Google merges or
    /// picks another.
    FirstGroupOnly { group_line: u32 },
    /// urllib: a blank line inside Google's group (of line `group_line`)
    /// ended it.
    BlankLineEndsGroup { blank: u32, group_line: u32 },
    /// urllib: a blank line ended the group, so the deciding rule after it
    /// belongs to no group.
    BlankLineNoGroup {
        blank: u32,
        google_line: u32,
        google_rule: String,
    },
    /// urllib: the group's name is a substring of the caller's (`name`: the
    /// caller's name cut at `/`, lower-cased).
    AgentSubstring {
        name: String,
        group_agent: String,
        group_line: u32,
    },
    /// urllib: `*` and `$` are plain characters, so Google's deciding rule
    /// does not match.
    NoWildcards { line: u32, rule: String },
    /// urllib: the first matching rule decides; `longer` is Google's
    /// deciding rule (line, rule) when there is one.
    FirstMatch {
        line: u32,
        rule: String,
        longer: Option<(u32, String)>,
    },
    /// urllib: no rule matches the URL as it decodes and quotes it again.
    UrllibQuoting { path: String },
    /// Another difference.
    Other,
    /// Protego always allows `/robots.txt`.
    RobotsTxtAllowed,
    /// Protego reads a rule written as a full URL as a path.
    AbsoluteUrlRule { line: u32, rule: String },
    /// Protego: the longest name found in the caller's string wins.
    LongestAgent {
        group_line: u32,
        name: String,
        agent: String,
    },
    /// Protego finds no group: it does not read Google's user-agent lines.
    KeySpelling { agent: String, lines: Vec<u32> },
    /// `Allow: …/index.html` does not allow its directory (`here`: Protego's
    /// wording).
    IndexHtml { rule: String, here: bool },
    /// Protego: a final `$` also matches a literal `$`.
    DollarLiteral { line: u32, rule: String },
    /// Protego measures patterns after percent-encoding them.
    LongestMatchLength {
        line: u32,
        rule: String,
        path: String,
    },
    /// Protego matches the URL as decoded and encoded again.
    ProtegoQuoting { path: String },
    /// robots-parser answers nothing for a URL of another origin
    /// (`robots`: where it was told the file is; `None`: the URL's own).
    OutOfOrigin { url: String, robots: Option<String> },
    /// robots-parser makes no group for an agent without rules.
    AgentWithoutRules { name: String, line: u32 },
    /// robots-parser looks the agent up exactly: Google's group (line
    /// `line`) does not apply.
    ExactAgent { name: String, line: u32 },
    /// robots-parser uses a group where Google reads none.
    ExactAgentOnlyHere { name: String, group_line: u32 },
    /// robots-parser matches the URL as a browser's URL parser encodes it.
    RobotsParserQuoting { path: String },
    /// urllib (RFC 9309): a URL it cannot split matches no rule.
    MalformedUrlNoRule,
    /// urllib (RFC 9309): the group's agent `agent` (line `line`) is a
    /// substring of the caller's string `name`.
    AgentSubstringOf {
        agent: String,
        line: u32,
        name: String,
    },
    /// urllib (RFC 9309): Google's group (agent `agent`, line `line`) is
    /// not found for `name`: the whole value is looked up, not its token.
    AgentWhole {
        agent: String,
        line: u32,
        name: String,
    },
    /// urllib (RFC 9309): a rule with `$` before its end is dropped.
    DollarInside { line: u32, rule: String },
    /// urllib (RFC 9309): Google's deciding line (`rule` as Google reads
    /// it) is not a rule for it: a misspelt key.
    RuleKeySpelling { line: u32, rule: String },
    /// urllib (RFC 9309): a rule with `*` ranks by the length of the URL
    /// text it matched.
    WildcardMatchLength {
        line: u32,
        rule: String,
        length: u32,
    },
    /// urllib (RFC 9309): a rule read after decoding its percent-escapes
    /// (`pattern`: as it matches it).
    DecodedRule {
        line: u32,
        rule: String,
        pattern: String,
    },
}

impl Why {
    /// The stable code ([`super::DIFFERENCE_CODES`]).
    pub fn code(&self) -> &'static str {
        match self {
            Why::SameAsGoogle | Why::SameNoRule | Why::SameOtherLine { .. } => "same_verdict",
            Why::FileError { .. } | Why::UrlError | Why::MalformedUrlNoRule => "library_error",
            Why::DirectiveEndsGroup { .. } => "directive_ends_group",
            Why::ByteOrderMark => "byte_order_mark",
            Why::FirstGroupOnlyLater { .. } | Why::FirstGroupOnly { .. } => "first_group_only",
            Why::BlankLineEndsGroup { .. } | Why::BlankLineNoGroup { .. } => {
                "blank_line_ends_group"
            }
            Why::AgentSubstring { .. } | Why::AgentSubstringOf { .. } => "agent_substring",
            Why::NoWildcards { .. } => "no_wildcards",
            Why::FirstMatch { .. } => "first_match",
            Why::UrllibQuoting { .. }
            | Why::ProtegoQuoting { .. }
            | Why::RobotsParserQuoting { .. }
            | Why::DecodedRule { .. } => "url_quoting",
            Why::Other => "other",
            Why::RobotsTxtAllowed => "robots_txt_allowed",
            Why::AbsoluteUrlRule { .. } => "absolute_url_rule",
            Why::LongestAgent { .. } => "longest_agent",
            Why::KeySpelling { .. } | Why::RuleKeySpelling { .. } => "key_spelling",
            Why::IndexHtml { .. } => "index_html",
            Why::DollarLiteral { .. } => "dollar_literal",
            Why::LongestMatchLength { .. } | Why::WildcardMatchLength { .. } => {
                "longest_match_length"
            }
            Why::OutOfOrigin { .. } => "out_of_origin",
            Why::AgentWithoutRules { .. } => "agent_without_rules",
            Why::ExactAgent { .. } | Why::ExactAgentOnlyHere { .. } | Why::AgentWhole { .. } => {
                "exact_agent"
            }
            Why::DollarInside { .. } => "dollar_inside",
        }
    }
}
