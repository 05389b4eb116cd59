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
//! The first usage lookup parses every preference of the file once and
//! indexes the rules' paths as Allow/Disallow paths are indexed; it is kept
//! with the parsed file, so each later lookup costs the rules that can
//! match its path, not a pass over every `Content-Usage` line.

use std::borrow::Cow;
use std::convert::Infallible;

use sfv::{visitor, BareItemFromInput, KeyRef};

use crate::check::AgentView;
use crate::index::RuleIndex;
use crate::parse::{Diagnostic, LineKind, RobotsTxt};
pub use crate::rule::UsageRule;
use crate::rule::{Rule, RuleKind};
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

/// How many deciding lines a [`Usage`] lists; [`Usage::more_lines`]
/// counts the others (a file can tie thousands of lines on every URL).
pub const USAGE_LINES: usize = 10;

/// The usage preferences for one URL a crawler may fetch.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Usage {
    /// One per label of [`LABELS`], in its order.
    pub prefs: [Pref; 2],
    /// The deciding `Content-Usage` lines in line order, the first
    /// [`USAGE_LINES`] of them (empty when none matched).
    pub lines: Vec<u32>,
    /// How many more lines decided with them (0: `lines` lists them all).
    pub more_lines: usize,
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

/// Vocab § "Combining Preferences", per label.
fn combine(a: [Pref; 2], b: [Pref; 2]) -> [Pref; 2] {
    [a[0].combine(b[0]), a[1].combine(b[1])]
}

/// A file's `Content-Usage` rules made ready for lookups, once: each
/// preference parsed, the paths indexed as Allow/Disallow paths are (a
/// radix tree and an Aho–Corasick automaton, see `index.rs`), and each
/// group's path-less rules combined.
#[derive(Clone, Debug, Default)]
pub(crate) struct UsageIndex {
    /// Each rule's preferences, by index into [`RobotsTxt::usage_rules`].
    prefs: Vec<[Pref; 2]>,
    /// The rules with a path, as the rule index takes them; `path_of[i]`
    /// is the usage rule of `paths[i]`.
    paths: Vec<Rule>,
    path_of: Vec<u32>,
    paths_index: RuleIndex,
    /// Per group: its rules without a path (in file order) and their
    /// preferences combined.
    pathless: Vec<(Vec<u32>, [Pref; 2])>,
}

impl UsageIndex {
    fn build(robots: &RobotsTxt) -> UsageIndex {
        let prefs: Vec<[Pref; 2]> = robots.usage_rules.iter().map(UsageRule::prefs).collect();
        let mut paths = Vec::new();
        let mut path_of = Vec::new();
        let mut pathless = vec![(Vec::new(), [Pref::Unknown; 2]); robots.groups.len()];
        for (i, rule) in robots.usage_rules.iter().enumerate() {
            match &rule.path {
                Some(pattern) => {
                    paths.push(Rule {
                        line: rule.line,
                        kind: RuleKind::Disallow,
                        group: rule.group,
                        written: String::new(),
                        pattern: pattern.clone(),
                        index_rewrite: None,
                    });
                    path_of.push(i as u32);
                }
                None => {
                    let (rules, combined) = &mut pathless[rule.group as usize];
                    rules.push(i as u32);
                    *combined = combine(*combined, prefs[i]);
                }
            }
        }
        UsageIndex {
            paths_index: RuleIndex::build(&paths),
            prefs,
            paths,
            path_of,
            pathless,
        }
    }
}

/// `Content-Signal` values as written: `(key, value)` pairs in file order,
/// a later line's key replacing an earlier one's.
pub type Signals = Vec<(String, String)>;

/// Splits a `Content-Signal` value into `key=value` pairs (trimmed, as
/// written; a part without `=` keeps an empty value).
///
/// Each call looks its keys up in `into` afresh; for many lines use
/// [`RobotsTxt::signals`], which keeps an index of the keys across lines.
pub fn parse_signals(value: &str, into: &mut Signals) {
    let mut keys = SignalKeys::of(into);
    keys.add(value, into);
}

/// Where each key of a [`Signals`] list is, so that a value adds its keys
/// in O(log n) each: a file of 100,000 distinct keys is read in one pass,
/// not one search of the list per key.
#[derive(Default)]
struct SignalKeys(std::collections::BTreeMap<String, usize>);

impl SignalKeys {
    fn of(signals: &Signals) -> SignalKeys {
        SignalKeys(
            signals
                .iter()
                .enumerate()
                .map(|(i, (k, _))| (k.clone(), i))
                .collect(),
        )
    }

    fn add(&mut self, value: &str, into: &mut Signals) {
        for part in value.split(',') {
            let (k, v) = part.split_once('=').unwrap_or((part, ""));
            let (k, v) = (k.trim(), v.trim());
            if k.is_empty() {
                continue;
            }
            match self.0.get(k) {
                Some(&i) => into[i].1 = v.to_string(),
                None => {
                    self.0.insert(k.to_string(), into.len());
                    into.push((k.to_string(), v.to_string()));
                }
            }
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
        let index = self
            .usage_index
            .get_or_init(|| std::sync::Arc::new(UsageIndex::build(self)))
            .downcast_ref::<UsageIndex>()
            .expect("the usage cache holds the usage index");
        let groups: Cow<[u32]> = if choice.groups.is_sorted() {
            Cow::Borrowed(&choice.groups)
        } else {
            let mut g = choice.groups.clone();
            g.sort_unstable();
            Cow::Owned(g)
        };
        let chosen = |g: u32| groups.binary_search(&g).is_ok();
        // The rules with a path that can match it (an entry may come more
        // than once: the index reports every occurrence of a key).
        let mut candidates: Vec<(u32, u32)> = Vec::new();
        index.paths_index.for_each_candidate(path, |e| {
            if chosen(e.group) {
                candidates.push((e.priority, e.rule));
            }
        });
        crate::heapsort(&mut candidates, |a, b| a > b);
        candidates.dedup();
        let mut deciding: Vec<u32> = Vec::new();
        let mut best = None;
        for (priority, i) in candidates {
            if best.is_some_and(|b| priority < b) {
                break;
            }
            if index.paths[i as usize].pattern.matches(path) {
                best = Some(priority);
                deciding.push(index.path_of[i as usize]);
            }
        }
        let mut prefs = [Pref::Unknown; 2];
        let mut lines: Vec<u32> = Vec::new();
        let mut total = 0;
        if deciding.is_empty() {
            // No path matched: the groups' rules without a path (length 0)
            // decide, combined per group when the file was indexed.
            for &g in groups.iter() {
                let (rules, combined) = &index.pathless[g as usize];
                if rules.is_empty() {
                    continue;
                }
                prefs = combine(prefs, *combined);
                total += rules.len();
                lines.extend(
                    rules
                        .iter()
                        .take(USAGE_LINES)
                        .map(|&r| self.usage_rules[r as usize].line),
                );
            }
        } else {
            for &r in &deciding {
                prefs = combine(prefs, index.prefs[r as usize]);
            }
            total = deciding.len();
            lines.extend(deciding.iter().map(|&r| self.usage_rules[r as usize].line));
        }
        lines.sort_unstable();
        lines.truncate(USAGE_LINES);
        Some(Usage {
            prefs,
            more_lines: total - lines.len(),
            lines,
        })
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
        let mut keys = SignalKeys::default();
        for n in lines {
            if let Some(line) = self.line(n) {
                keys.add(&line.value, &mut out);
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
