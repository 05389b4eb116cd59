//! The verdict as JSON (feature `serde`): the one definition of its shape,
//! which the npm package returns whole ([`Verdict`]) and `robots check
//! --json` prints flat, with the same codes, values and field names: the
//! AI-use preferences as [`Usage`], the decisive rule's fields as
//! [`Rule`]'s. The page does not link it (its first render has a byte
//! budget), so it is compiled only for those who ask for the feature.

use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};

use crate::message::{self, Lang};
use crate::{aipref, FamilyUse, GroupChoice, GroupKind, Reason, RuleKind, RuleMatch};

/// `allow` or `disallow`, as the JSON writes a rule's kind.
pub fn rule_kind(k: RuleKind) -> &'static str {
    match k {
        RuleKind::Allow => "allow",
        RuleKind::Disallow => "disallow",
    }
}

/// The AI-use preferences (`Content-Usage`) as an object: one key per
/// label of the vocabulary, in its order, each `allow`, `disallow` or
/// `unknown`.
#[derive(Debug, Clone, Copy)]
pub struct Usage<'a>(pub &'a aipref::Usage);

impl Serialize for Usage<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.prefs.len()))?;
        for (label, pref) in self.0.labels() {
            map.serialize_entry(label, pref.code())?;
        }
        map.end()
    }
}

/// A matching rule.
#[derive(Debug, Serialize)]
pub struct Rule<'a> {
    pub line: u32,
    /// [`rule_kind`].
    pub kind: &'static str,
    pub written: &'a str,
    pub pattern: &'a str,
    pub priority: u32,
    pub via_index_html: bool,
    pub group: u32,
}

impl<'a> Rule<'a> {
    pub fn new(r: &'a RuleMatch) -> Self {
        Rule {
            line: r.line,
            kind: rule_kind(r.kind),
            written: &r.written,
            pattern: &r.pattern,
            priority: r.priority,
            via_index_html: r.via_index_html,
            group: r.group,
        }
    }
}

/// How a crawler family decided the groups.
#[derive(Debug, Serialize)]
pub struct Family<'a> {
    /// `fell_back_to` or `ignores_global`.
    pub code: &'static str,
    pub token: Option<&'a str>,
    pub source: &'static str,
}

/// The groups chosen, and why.
#[derive(Debug, Serialize)]
pub struct Groups<'a> {
    /// [`GroupChoice::code`].
    pub code: &'static str,
    /// `specific`, `global` or `none`.
    pub kind: &'static str,
    /// The tokens the groups were chosen for.
    pub tokens: &'a [String],
    pub groups: &'a [u32],
    pub agent_lines: &'a [u32],
    pub matched_token: Option<&'a str>,
    pub rule_count: usize,
    pub family: Option<Family<'a>>,
}

impl<'a> Groups<'a> {
    pub fn new(g: &'a GroupChoice, tokens: &'a [String]) -> Self {
        Groups {
            code: g.code(),
            kind: match g.kind {
                GroupKind::Specific => "specific",
                GroupKind::Global => "global",
                GroupKind::None => "none",
            },
            tokens,
            groups: &g.groups,
            agent_lines: &g.agent_lines,
            matched_token: g.matched_token.as_deref(),
            rule_count: g.rule_count,
            family: g.family.as_ref().map(|f| match f {
                FamilyUse::FellBackTo { token, source } => Family {
                    code: "fell_back_to",
                    token: Some(token),
                    source,
                },
                FamilyUse::IgnoresGlobal { source } => Family {
                    code: "ignores_global",
                    token: None,
                    source,
                },
            }),
        }
    }
}

/// Why the verdict is what it is.
#[derive(Debug, Serialize)]
pub struct Why<'a> {
    /// [`Reason::code`].
    pub code: &'static str,
    /// [`message::reason`], in the verdict's language.
    pub sentence: String,
    /// The rule the decisive one beat (longest match, index.html), or the
    /// disallow that tied (tie_allow_wins).
    pub other: Option<Rule<'a>>,
}

/// One verdict, explained.
#[derive(Debug, Serialize)]
pub struct Verdict<'a> {
    pub allowed: bool,
    /// Google's `matching_line()` (0 = none).
    pub line: u32,
    /// `tester` or `raw`.
    pub mode: &'static str,
    pub url: &'a str,
    pub token: &'a str,
    pub tokens: &'a [String],
    /// The path tested, as the crawler requests it.
    pub path: &'a str,
    pub reason: Why<'a>,
    /// The decisive rule.
    pub rule: Option<Rule<'a>>,
    pub groups: Groups<'a>,
    /// Every matching rule of the chosen groups, best first.
    pub candidates: Vec<Rule<'a>>,
    /// The AI-use preferences; `None` when the URL may not be crawled.
    pub usage: Option<Usage<'a>>,
    /// The deciding `Content-Usage` lines.
    pub usage_lines: &'a [u32],
}

impl<'a> Verdict<'a> {
    /// `v`, the verdict at `url` (read in raw mode or not), with its
    /// sentence in `lang` and the AI-use preferences `usage`.
    pub fn new(
        v: &'a crate::Verdict,
        url: &'a str,
        raw: bool,
        lang: Lang,
        usage: Option<&'a aipref::Usage>,
    ) -> Self {
        let other = match &v.reason {
            Reason::LongestMatch { runner_up } | Reason::IndexHtmlDirectory { runner_up } => {
                runner_up.as_ref()
            }
            Reason::TieAllowWins { disallow } => Some(disallow),
            Reason::EmptyRule | Reason::NoMatchingRule | Reason::NoGroup => None,
        };
        Verdict {
            allowed: v.allowed,
            line: v.line,
            mode: if raw { "raw" } else { "tester" },
            url,
            token: v.tokens.first().map_or("", String::as_str),
            tokens: &v.tokens,
            path: &v.path,
            reason: Why {
                code: v.reason.code(),
                sentence: message::reason(v).render(lang),
                other: other.map(Rule::new),
            },
            rule: v.decisive.as_ref().map(Rule::new),
            groups: Groups::new(&v.groups, &v.tokens),
            candidates: v.candidates.iter().map(Rule::new).collect(),
            usage: usage.map(Usage),
            usage_lines: usage.map_or(&[], |u| &u.lines),
        }
    }
}
