//! AI-use lines beside Google's rules: `Content-Usage` (the IETF AI
//! Preferences drafts draft-ietf-aipref-attach and draft-ietf-aipref-vocab,
//! as of the working group's commit 7ca0afc, 2026-08) and `Content-Signal`
//! (Cloudflare's Content Signals Policy).
//!
//! Google's parser ignores both lines; so does every verdict of this crate.
//! They are read from the same bytes and grouped the way Google groups: a
//! line belongs to the group Google's parser is in when it reads the line
//! (a `Content-Usage` line between two `User-agent` lines does not end the
//! group, see [`crate::Diagnostic::UsageSplitsGroup`]).
//!
//! `Content-Usage: [path SP/HTAB] preference`: the preference is an RFC 9651
//! Structured Field Dictionary, parsed by the `sfv` crate. For a URL a
//! crawler may fetch, the rules of its groups with the longest matching path
//! decide (same matching and length as Allow/Disallow; no path matches every
//! path with length 0); rules that tie combine, most restrictive first
//! (vocab § "Combining Preferences"). Each label of the vocabulary
//! ([`LABELS`]) comes out [`Pref::Allow`], [`Pref::Disallow`] or
//! [`Pref::Unknown`].
//!
//! The `sfv` parser runs only in [`RobotsTxt::usage`],
//! [`RobotsTxt::ai_diagnostics`] and [`parse_preference`], never while
//! parsing the file, so code that only parses and checks does not carry it.

use std::convert::Infallible;

use sfv::{visitor, BareItemFromInput, KeyRef};

use crate::check::AgentView;
use crate::parse::{Diagnostic, LineKind, RobotsTxt};
pub use crate::rule::UsageRule;
use crate::verdict::GroupChoice;

/// The usage categories of the vocabulary draft, by label, in its order.
pub const LABELS: [&str; 2] = ["train-ai", "search"];

/// The preference for one category of use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pref {
    Allow,
    Disallow,
    Unknown,
}

impl Pref {
    /// `allow`, `disallow` or `unknown`.
    pub fn code(self) -> &'static str {
        match self {
            Pref::Allow => "allow",
            Pref::Disallow => "disallow",
            Pref::Unknown => "unknown",
        }
    }

    /// Vocab § "Combining Preferences": any disallow wins, then any allow.
    fn combine(self, other: Pref) -> Pref {
        match (self, other) {
            (Pref::Disallow, _) | (_, Pref::Disallow) => Pref::Disallow,
            (Pref::Allow, _) | (_, Pref::Allow) => Pref::Allow,
            _ => Pref::Unknown,
        }
    }
}

/// What one label's (last) value in a dictionary was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LabelValue {
    /// The key is not in the dictionary.
    Absent,
    /// The token `y`.
    Yes,
    /// The token `n`.
    No,
    /// Anything else (another token, a string, a boolean, an inner list…):
    /// the preference is unknown. Holds a short description.
    Other(String),
}

impl LabelValue {
    fn pref(&self) -> Pref {
        match self {
            LabelValue::Yes => Pref::Allow,
            LabelValue::No => Pref::Disallow,
            _ => Pref::Unknown,
        }
    }
}

/// Parses a statement of preference (the bytes after the path): `None` when
/// it is not a Structured Field Dictionary (uppercase keys included), else
/// each label's value (the last one when a key repeats).
///
/// ```
/// use robots::aipref::{parse_preference, LabelValue};
/// let v = parse_preference(b"train-ai=y, search=n, train-ai=n").unwrap();
/// assert_eq!(v, [LabelValue::No, LabelValue::No]);
/// assert!(parse_preference(b"Train-AI=n").is_none());
/// ```
pub fn parse_preference(bytes: &[u8]) -> Option<[LabelValue; 2]> {
    sfv::Parser::new(bytes)
        .parse_dictionary_with_visitor(Labels::default())
        .ok()
        .map(|l| l.0)
}

/// Collects the labels' values while `sfv` parses a dictionary.
struct Labels([LabelValue; 2]);

impl Default for Labels {
    fn default() -> Self {
        Labels([LabelValue::Absent, LabelValue::Absent])
    }
}

impl<'de> visitor::DictionaryVisitor<'de> for Labels {
    type Out = Labels;
    type Error = Infallible;

    fn entry(&mut self, key: &'de KeyRef) -> Result<impl visitor::EntryVisitor<'de>, Self::Error> {
        Ok(LABELS
            .iter()
            .position(|l| *l == key.as_str())
            .map(|i| Slot(&mut self.0[i])))
    }

    fn finish(self) -> Result<Self::Out, Self::Error> {
        Ok(self)
    }
}

/// One label's value, overwritten by each entry with its key (so the last
/// one stays, as RFC 9651 says).
struct Slot<'a>(&'a mut LabelValue);

impl<'de> visitor::EntryVisitor<'de> for Slot<'_> {
    type Error = Infallible;

    fn item(self) -> Result<impl visitor::ItemVisitor<'de>, Self::Error> {
        Ok(self)
    }

    fn inner_list(self) -> Result<impl visitor::InnerListVisitor<'de>, Self::Error> {
        *self.0 = LabelValue::Other("an inner list".to_string());
        Ok(visitor::Ignored)
    }
}

impl<'de> visitor::ItemVisitor<'de> for Slot<'_> {
    type Out = ();
    type Error = Infallible;

    fn bare_item(
        self,
        v: BareItemFromInput<'de>,
    ) -> Result<impl visitor::ParameterVisitor<'de, Out = Self::Out>, Self::Error> {
        *self.0 = match v {
            BareItemFromInput::Token(t) if t.as_str() == "y" => LabelValue::Yes,
            BareItemFromInput::Token(t) if t.as_str() == "n" => LabelValue::No,
            BareItemFromInput::Token(t) => LabelValue::Other(t.as_str().to_string()),
            BareItemFromInput::String(s) => LabelValue::Other(format!("\"{}\"", s.as_str())),
            BareItemFromInput::Boolean(true) => LabelValue::Other("?1 (no value)".to_string()),
            BareItemFromInput::Boolean(false) => LabelValue::Other("?0".to_string()),
            BareItemFromInput::Integer(i) => LabelValue::Other(i64::from(i).to_string()),
            _ => LabelValue::Other("not a token".to_string()),
        };
        // Parameters carry no meaning here (vocab § "Preference Parameters").
        Ok(visitor::Ignored)
    }
}

impl UsageRule {
    /// Its preference per label; all unknown when it does not parse.
    pub fn prefs(&self) -> [Pref; 2] {
        match parse_preference(self.pref.as_bytes()) {
            Some(values) => [values[0].pref(), values[1].pref()],
            None => [Pref::Unknown; 2],
        }
    }
}

/// The usage preferences for one URL a crawler may fetch.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Usage {
    /// One per label of [`LABELS`], in its order.
    pub prefs: [Pref; 2],
    /// The deciding `Content-Usage` lines (empty when none matched).
    pub lines: Vec<u32>,
}

impl Usage {
    /// `(label, preference)` pairs, in [`LABELS`] order.
    pub fn labels(&self) -> impl Iterator<Item = (&'static str, Pref)> + '_ {
        LABELS.iter().copied().zip(self.prefs)
    }

    /// The preference for `label`, if the vocabulary has it.
    pub fn get(&self, label: &str) -> Option<Pref> {
        self.labels().find(|(l, _)| *l == label).map(|(_, p)| p)
    }
}

/// `Content-Signal` values as written: `(key, value)` pairs in file order,
/// a later line's key replacing an earlier one's.
pub type Signals = Vec<(String, String)>;

/// Splits a `Content-Signal` value into `key=value` pairs (trimmed, as
/// written; a part without `=` keeps an empty value).
pub fn parse_signals(value: &str, into: &mut Signals) {
    for part in value.split(',') {
        let (k, v) = part.split_once('=').unwrap_or((part, ""));
        let (k, v) = (k.trim(), v.trim());
        if k.is_empty() {
            continue;
        }
        match into.iter_mut().find(|(key, _)| key == k) {
            Some(slot) => slot.1 = v.to_string(),
            None => into.push((k.to_string(), v.to_string())),
        }
    }
}

impl RobotsTxt {
    /// Every `Content-Usage` rule inside a group, in file order.
    pub fn usage_rules(&self) -> &[UsageRule] {
        &self.usage_rules
    }

    /// The usage preferences for `path` under the groups of `choice`:
    /// `None` when the crawler may not fetch it (`allowed` is Google's
    /// verdict for it), else one preference per label and the deciding
    /// lines.
    ///
    /// ```
    /// let robots = robots::RobotsTxt::parse(
    ///     b"User-agent: *\nDisallow: /never/\nContent-Usage: train-ai=n\nContent-Usage: /ai-ok/ train-ai=y\n",
    /// );
    /// let view = robots.agent_raw(&["ExampleBot"]);
    /// let usage = |path: &str| {
    ///     let (allowed, _) = view.allowed(path.as_bytes());
    ///     robots.usage(view.choice(), path.as_bytes(), allowed)
    /// };
    /// assert_eq!(usage("/test").unwrap().get("train-ai").unwrap().code(), "disallow");
    /// assert_eq!(usage("/never/test"), None);
    /// assert_eq!(usage("/ai-ok/test").unwrap().get("train-ai").unwrap().code(), "allow");
    /// ```
    pub fn usage(&self, choice: &GroupChoice, path: &[u8], allowed: bool) -> Option<Usage> {
        if !allowed {
            return None;
        }
        let mut best: Option<u32> = None;
        let mut deciding: Vec<&UsageRule> = Vec::new();
        for &g in &choice.groups {
            for &r in &self.groups[g as usize].usage {
                let rule = &self.usage_rules[r as usize];
                if !rule.matches(path) {
                    continue;
                }
                let p = rule.priority();
                match best {
                    Some(b) if p < b => continue,
                    Some(b) if p == b => {}
                    _ => {
                        best = Some(p);
                        deciding.clear();
                    }
                }
                deciding.push(rule);
            }
        }
        let mut prefs = [Pref::Unknown; 2];
        for rule in &deciding {
            let p = rule.prefs();
            prefs = [prefs[0].combine(p[0]), prefs[1].combine(p[1])];
        }
        let mut lines: Vec<u32> = deciding.iter().map(|r| r.line).collect();
        lines.sort_unstable();
        Some(Usage { prefs, lines })
    }

    /// The `Content-Signal` values of the groups of `choice`, as written;
    /// `None` when they have no `Content-Signal` line.
    pub fn signals(&self, choice: &GroupChoice) -> Option<Signals> {
        let mut lines: Vec<u32> = choice
            .groups
            .iter()
            .flat_map(|&g| self.groups[g as usize].signals.iter().copied())
            .collect();
        if lines.is_empty() {
            return None;
        }
        lines.sort_unstable();
        let mut out = Signals::new();
        for n in lines {
            if let Some(line) = self.line(n) {
                parse_signals(&line.value, &mut out);
            }
        }
        Some(out)
    }

    /// Adds a [`Diagnostic::UsageUnparsed`] for each `Content-Usage` line
    /// whose preference is malformed (see [`RobotsTxt::ai_diagnostics`]).
    pub(crate) fn unparsed_preferences(&self, out: &mut Vec<(u32, Diagnostic)>) {
        for line in &self.lines {
            if line.kind != LineKind::ContentUsage {
                continue;
            }
            let rule = UsageRule::new(line.number, 0, line.value.as_bytes());
            if let Some(d) = unparsed(&rule.pref) {
                out.push((line.number, d));
            }
        }
    }
}

impl AgentView<'_> {
    /// [`RobotsTxt::usage`] for this view's groups: the usage preferences
    /// for `path`, `None` when the crawler may not fetch it.
    pub fn usage(&self, path: &[u8]) -> Option<Usage> {
        let (allowed, _) = self.allowed(path);
        self.robots().usage(self.choice(), path, allowed)
    }
}

/// Why a statement of preference reads as unknown, if it is malformed.
fn unparsed(pref: &str) -> Option<Diagnostic> {
    let Some(values) = parse_preference(pref.as_bytes()) else {
        return Some(Diagnostic::UsageUnparsed {
            value: pref.to_string(),
            label: None,
        });
    };
    if pref.trim().is_empty() {
        return Some(Diagnostic::UsageUnparsed {
            value: String::new(),
            label: None,
        });
    }
    LABELS.iter().zip(values).find_map(|(label, v)| match v {
        LabelValue::Other(what) => Some(Diagnostic::UsageUnparsed {
            value: what,
            label: Some(label),
        }),
        _ => None,
    })
}

/// The keys of Cloudflare's Content Signals Policy and the values it
/// defines for each: `search`, `ai-input`, `ai-train` (`yes`/`no`), and
/// `use` (how much of the content may be kept: `immediate`, read and keep
/// nothing; `reference`, index, excerpt and link back; `full`, summarise
/// and reproduce), which Cloudflare's managed robots.txt writes since late
/// 2026.
pub const SIGNAL_VALUES: [(&str, &[&str]); 4] = [
    ("search", &["yes", "no"]),
    ("ai-input", &["yes", "no"]),
    ("ai-train", &["yes", "no"]),
    ("use", &["immediate", "reference", "full"]),
];

/// What the policy defines for one `Content-Signal` pair as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SignalMeaning {
    /// A key and value of [`SIGNAL_VALUES`].
    Known,
    /// A key the policy does not define: kept as written.
    UnknownKey,
    /// A known key with a value the policy does not define: kept as written.
    UnknownValue,
}

impl SignalMeaning {
    /// `known`, `unknown-key` or `unknown-value`.
    pub fn code(self) -> &'static str {
        match self {
            SignalMeaning::Known => "known",
            SignalMeaning::UnknownKey => "unknown-key",
            SignalMeaning::UnknownValue => "unknown-value",
        }
    }
}

/// Whether Cloudflare's policy defines `key=value` (keys and values as
/// the policy writes them, lowercase). Never an error: an unknown pair is
/// kept and marked.
///
/// ```
/// use robots::aipref::{signal_meaning, SignalMeaning};
/// assert_eq!(signal_meaning("use", "reference"), SignalMeaning::Known);
/// assert_eq!(signal_meaning("use", "sometimes"), SignalMeaning::UnknownValue);
/// assert_eq!(signal_meaning("ai-later", "yes"), SignalMeaning::UnknownKey);
/// ```
pub fn signal_meaning(key: &str, value: &str) -> SignalMeaning {
    match SIGNAL_VALUES.iter().find(|(k, _)| *k == key) {
        None => SignalMeaning::UnknownKey,
        Some((_, values)) if values.contains(&value) => SignalMeaning::Known,
        Some(_) => SignalMeaning::UnknownValue,
    }
}

/// The labels of a statement of preference that are not in the
/// vocabulary this crate knows ([`LABELS`], the draft of 2026-08), as
/// written, in order, each once: a file written for a later draft is not
/// wrong, its other labels are only unknown here. Empty when the
/// statement does not parse.
///
/// ```
/// use robots::aipref::other_labels;
/// assert_eq!(other_labels(b"train-ai=n, train-genai=n, search=y, ai-use=n"), ["train-genai", "ai-use"]);
/// assert!(other_labels(b"train-ai=n").is_empty());
/// ```
pub fn other_labels(bytes: &[u8]) -> Vec<String> {
    sfv::Parser::new(bytes)
        .parse_dictionary_with_visitor(OtherLabels::default())
        .map(|o| o.0)
        .unwrap_or_default()
}

/// Collects the keys outside [`LABELS`] while `sfv` parses a dictionary.
#[derive(Default)]
struct OtherLabels(Vec<String>);

impl<'de> visitor::DictionaryVisitor<'de> for OtherLabels {
    type Out = OtherLabels;
    type Error = Infallible;

    fn entry(&mut self, key: &'de KeyRef) -> Result<impl visitor::EntryVisitor<'de>, Self::Error> {
        let key = key.as_str();
        if !LABELS.contains(&key) && !self.0.iter().any(|k| k == key) {
            self.0.push(key.to_string());
        }
        Ok(visitor::Ignored)
    }

    fn finish(self) -> Result<Self::Out, Self::Error> {
        Ok(self)
    }
}
