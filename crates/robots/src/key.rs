//! Directive keys: which key a line names, and the accepted typos.

/// The directive a key names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KeyKind {
    UserAgent,
    Allow,
    Disallow,
    Sitemap,
    /// Any other key. Ignored for matching; never starts or ends a group.
    Unknown,
}

/// Google-specific: keys are recognised case-insensitively **by prefix**, in
/// this order, and the first hit wins (`Disallowed:` is a disallow,
/// `User-agents:` a user-agent). The second column lists the spellings that
/// are accepted as typos (`kAllowFrequentTypos` in Google's library); there is
/// no typo for `allow`.
pub const KEYS: &[(KeyKind, &str, &[&str])] = &[
    (
        KeyKind::UserAgent,
        "user-agent",
        &["useragent", "user agent"],
    ),
    (KeyKind::Allow, "allow", &[]),
    (
        KeyKind::Disallow,
        "disallow",
        &["dissallow", "dissalow", "disalow", "diasllow", "disallaw"],
    ),
    (KeyKind::Sitemap, "sitemap", &["site-map"]),
];

/// What Google does about a known-but-unsupported key: the catalogue words
/// each (`diag-unsupported-…`, [`crate::message::diagnostic`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Unsupported {
    /// A Yandex directive; Google ignores it.
    Yandex,
    /// `crawl-delay`: Google ignores it and adjusts its crawl rate by itself.
    CrawlRate,
    /// `noindex`: unsupported in robots.txt since 2019; a robots meta tag
    /// or `X-Robots-Tag` header does it.
    Noindex,
    /// Ignored in robots.txt; a robots meta tag or `X-Robots-Tag` header
    /// does it.
    MetaTag,
    /// Ignored by Google.
    Ignored,
}

/// Keys that Google's Search Console report names as known but unsupported
/// (`kUnused` in `reporting_robots.cc`), with what Google does about them.
/// The key is compared lower-cased and exactly.
pub const UNSUPPORTED: &[(&str, Unsupported)] = &[
    ("clean-param", Unsupported::Yandex),
    ("crawl-delay", Unsupported::CrawlRate),
    ("domain", Unsupported::Ignored),
    ("host", Unsupported::Yandex),
    ("noarchive", Unsupported::MetaTag),
    ("nofollow", Unsupported::MetaTag),
    ("noindex", Unsupported::Noindex),
    ("request-rate", Unsupported::Ignored),
    ("revisit-after", Unsupported::Ignored),
    ("visit-time", Unsupported::Ignored),
];

/// Recognises a key. Returns its kind and, when the key was accepted through
/// a typo, the typo prefix that matched.
///
/// ```
/// use robots::key::{recognise, KeyKind};
/// assert_eq!(recognise(b"User-Agent"), (KeyKind::UserAgent, None));
/// assert_eq!(recognise(b"Allowance"), (KeyKind::Allow, None));
/// assert_eq!(recognise(b"dissallow"), (KeyKind::Disallow, Some("dissallow")));
/// assert_eq!(recognise(b"alow"), (KeyKind::Unknown, None));
/// ```
pub fn recognise(key: &[u8]) -> (KeyKind, Option<&'static str>) {
    for &(kind, name, typos) in KEYS {
        if starts_with_ignore_case(key, name) {
            return (kind, None);
        }
        if let Some(typo) = typos.iter().find(|t| starts_with_ignore_case(key, t)) {
            return (kind, Some(typo));
        }
    }
    (KeyKind::Unknown, None)
}

/// What Google does with a known-but-unsupported key, if `key` is one.
pub fn unsupported_note(key: &[u8]) -> Option<Unsupported> {
    UNSUPPORTED
        .iter()
        .find(|(name, _)| key.eq_ignore_ascii_case(name.as_bytes()))
        .map(|(_, note)| *note)
}

fn starts_with_ignore_case(s: &[u8], prefix: &str) -> bool {
    s.len() >= prefix.len() && s[..prefix.len()].eq_ignore_ascii_case(prefix.as_bytes())
}
