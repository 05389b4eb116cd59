//! Explanations as message ids with arguments, for a catalogue to word.
//!
//! The project's Fluent catalogues (`i18n/en.ftl`, `hi.ftl`, `nl.ftl`,
//! `ko.ftl`) hold one message per id; the page formats them with its own
//! reader of those files and the `robots` CLI with `fluent-bundle`. Which
//! message says what about a verdict or a diagnostic is decided here, once:
//!
//! ```
//! let robots = robots::RobotsTxt::parse(b"User-agent: *\nDisallow: /x\n");
//! let v = robots.check_raw(&["Googlebot"], "https://example.com/x/y");
//! let m = robots::message::reason(&v);
//! assert_eq!(m.id, "reason-only-rule");
//! assert_eq!(m.args[0], ("rule", robots::message::Arg::Str("Disallow: /x".into())));
//! ```
//!
//! An argument may itself be a message (a rule's length, "6 bytes", is
//! `size-bytes` with a count): the catalogue words it first.

use crate::{Diagnostic, FamilyUse, GroupKind, Reason, Verdict};

/// A value of a message's variable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    Str(String),
    /// A whole number: written the language's way, and what plural
    /// selects choose by.
    Num(i64),
    /// Another message, worded first.
    Message(Box<Message>),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg::Str(s.to_string())
    }
}
impl From<&String> for Arg {
    fn from(s: &String) -> Self {
        Arg::Str(s.clone())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Str(s)
    }
}
impl From<u32> for Arg {
    fn from(n: u32) -> Self {
        Arg::Num(i64::from(n))
    }
}
impl From<usize> for Arg {
    fn from(n: usize) -> Self {
        Arg::Num(n as i64)
    }
}
impl From<Message> for Arg {
    fn from(m: Message) -> Self {
        Arg::Message(Box::new(m))
    }
}

/// A message of the catalogues: its id and its variables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub id: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

/// `tr!("id", name = value, …)`: a [`Message`] (the page's tests read these
/// calls, as the page's own, to check ids and variables against en.ftl).
macro_rules! tr {
    ($id:literal) => {
        Message { id: $id, args: Vec::new() }
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        Message { id: $id, args: vec![$((stringify!($name), Arg::from($value))),+] }
    };
}

/// A rule's length: "1 byte", "8 bytes".
fn bytes(n: u32) -> Message {
    tr!("size-bytes", count = n)
}

/// Why the verdict is what it is: the message for [`Verdict::sentence`].
pub fn reason(v: &Verdict) -> Message {
    let token = v.tokens.first().map(String::as_str).unwrap_or("");
    match (&v.reason, &v.decisive) {
        (Reason::LongestMatch { runner_up: Some(r) }, Some(d)) => tr!(
            "reason-longest-match",
            rule = d.display(),
            bytes = bytes(d.priority),
            other = r.display(),
            other_bytes = bytes(r.priority)
        ),
        (Reason::LongestMatch { runner_up: None }, Some(d)) => {
            if v.candidates.len() <= 1 {
                tr!(
                    "reason-only-rule",
                    rule = d.display(),
                    bytes = bytes(d.priority)
                )
            } else {
                tr!(
                    "reason-longest-of",
                    rule = d.display(),
                    bytes = bytes(d.priority),
                    count = v.candidates.len(),
                    kind = d.kind.as_str()
                )
            }
        }
        (Reason::TieAllowWins { disallow }, Some(d)) => tr!(
            "reason-tie",
            length = d.priority,
            rule = d.display(),
            other = disallow.display()
        ),
        (Reason::IndexHtmlDirectory { runner_up }, Some(d)) => match runner_up {
            Some(r) => tr!(
                "reason-index-html-beats",
                rule = d.display(),
                pattern = &d.pattern,
                bytes = bytes(d.priority),
                other = r.display(),
                other_bytes = bytes(r.priority)
            ),
            None => tr!(
                "reason-index-html",
                rule = d.display(),
                pattern = &d.pattern,
                bytes = bytes(d.priority)
            ),
        },
        (Reason::EmptyRule, Some(d)) => {
            tr!("reason-empty-rule", rule = d.display().trim_end())
        }
        (Reason::NoMatchingRule, _) if v.groups.rule_count == 0 => {
            tr!("reason-group-without-rules", token = token)
        }
        (Reason::NoMatchingRule, _) => match v.groups.kind {
            GroupKind::Specific => {
                tr!("reason-no-match-specific", token = token, path = &v.path)
            }
            _ => tr!("reason-no-match-global", path = &v.path),
        },
        (Reason::NoGroup, _) => match &v.groups.family {
            Some(FamilyUse::IgnoresGlobal { .. }) => tr!("reason-ignores-global", token = token),
            _ => tr!("reason-no-group", token = token),
        },
        (_, None) => tr!("reason-allowed"),
    }
}

/// A diagnostic in one sentence: the message for its `Display`.
pub fn diagnostic(d: &Diagnostic) -> Message {
    match d {
        Diagnostic::AcceptedTypo { written, meant } => {
            tr!("diag-accepted-typo", written = written, meant = *meant)
        }
        Diagnostic::KeyByPrefix { written, meant } => {
            tr!("diag-key-by-prefix", written = written, meant = *meant)
        }
        Diagnostic::MissingColon => tr!("diag-missing-colon"),
        Diagnostic::LineTooLong { length } => {
            tr!("diag-line-too-long", length = *length, max = 16_663usize)
        }
        Diagnostic::NulByte => tr!("diag-nul-byte"),
        Diagnostic::RuleOutsideGroup => tr!("diag-rule-outside-group"),
        Diagnostic::UnsupportedKey { key, note } => unsupported_key(key, note),
        Diagnostic::UnknownKey { key } => tr!("diag-unknown-key", key = key),
        Diagnostic::NoLeadingSlash => tr!("diag-no-leading-slash"),
        Diagnostic::EmptyRule => tr!("diag-empty-rule"),
        Diagnostic::UserAgentCut { token } => tr!("diag-user-agent-cut", token = token),
        Diagnostic::UserAgentNoToken => tr!("diag-user-agent-no-token"),
        Diagnostic::SitemapNotAbsolute => tr!("diag-sitemap-not-absolute"),
        Diagnostic::NotADirective => tr!("diag-not-a-directive"),
        Diagnostic::NonUtf8 => tr!("diag-non-utf8"),
        Diagnostic::BomSkipped => tr!("diag-bom-skipped"),
        Diagnostic::StrayBom => tr!("diag-stray-bom"),
        Diagnostic::PastSizeLimit { limit, total } => {
            tr!("diag-past-size-limit", limit = *limit, total = *total)
        }
        Diagnostic::PreferenceLine { key } if *key == "Content-Signal" => {
            tr!("diag-preference-signal", key = *key)
        }
        Diagnostic::PreferenceLine { key } => tr!("diag-preference-usage", key = *key),
        Diagnostic::UsageOutsideGroup { key } => tr!("diag-usage-outside-group", key = *key),
        Diagnostic::UsageSplitsGroup { key } => tr!("diag-usage-splits-group", key = *key),
        Diagnostic::UsageNoEffect { path } => tr!("diag-usage-no-effect", path = path),
        Diagnostic::UsageUnparsed { value, label: None } if value.is_empty() => {
            tr!("diag-usage-unparsed-empty")
        }
        Diagnostic::UsageUnparsed { value, label: None } => {
            tr!("diag-usage-unparsed", value = value)
        }
        Diagnostic::UsageUnparsed {
            value,
            label: Some(label),
        } => tr!("diag-usage-unparsed-label", label = *label, value = value),
        Diagnostic::GroupReplacesStar { token, paths, more } if *more == 0 => tr!(
            "diag-group-replaces-star",
            token = token,
            paths = paths.join(", ")
        ),
        Diagnostic::GroupReplacesStar { token, paths, more } => tr!(
            "diag-group-replaces-star-more",
            token = token,
            paths = paths.join(", "),
            more = *more
        ),
    }
}

/// A known but unsupported key, by what Google does with it (the notes of
/// [`crate::key::UNSUPPORTED`]).
fn unsupported_key(key: &str, note: &str) -> Message {
    if note.contains("Yandex") {
        tr!("diag-unsupported-yandex", key = key)
    } else if note.contains("crawl rate") {
        tr!("diag-unsupported-crawl-delay", key = key)
    } else if note.contains("2019") {
        tr!("diag-unsupported-noindex", key = key)
    } else if note.contains("meta tag") {
        tr!("diag-unsupported-meta-tag", key = key)
    } else {
        tr!("diag-unsupported-ignored", key = key)
    }
}

/// A whole number as a catalogue's language writes it: `12,345` (English,
/// Korean), `12.345` (Dutch, `nl`), `1,23,456` (Hindi's lakh grouping,
/// `hi`).
pub fn number(lang: &str, n: i64) -> String {
    let (sep, lakh) = match lang {
        "nl" => ('.', false),
        "hi" => (',', true),
        _ => (',', false),
    };
    let digits = n.unsigned_abs().to_string();
    let len = digits.len();
    let mut out = String::with_capacity(len + len / 2 + 1);
    if n < 0 {
        out.push('-');
    }
    for (i, ch) in digits.chars().enumerate() {
        let left = len - i;
        // Digits still to come decide where a separator goes: every
        // three (the last three, then every two for Hindi).
        let boundary = if lakh {
            left > 3 && (left - 3).is_multiple_of(2) || left == 3
        } else {
            left.is_multiple_of(3)
        };
        if i > 0 && boundary && len > 3 {
            out.push(sep);
        }
        out.push(ch);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_grouped_the_languages_way() {
        assert_eq!(number("en", 1234567), "1,234,567");
        assert_eq!(number("ko", 999), "999");
        assert_eq!(number("nl", 512_000), "512.000");
        assert_eq!(number("hi", 1_234_567), "12,34,567");
        assert_eq!(number("hi", 1000), "1,000");
        assert_eq!(number("en", -1000), "-1,000");
    }

    #[test]
    fn a_reason_names_its_rules_and_sizes() {
        let robots = crate::RobotsTxt::parse(b"User-agent: *\nDisallow: /*.htm\nAllow: /page\n");
        let v = robots.check_raw(&["Googlebot"], "https://example.com/page.htm");
        let m = reason(&v);
        assert_eq!(m.id, "reason-longest-match");
        assert_eq!(
            m.args,
            vec![
                ("rule", Arg::Str("Disallow: /*.htm".into())),
                ("bytes", Arg::Message(Box::new(bytes(6)))),
                ("other", Arg::Str("Allow: /page".into())),
                ("other_bytes", Arg::Message(Box::new(bytes(5)))),
            ]
        );
    }
}
