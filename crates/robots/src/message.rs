//! Explanations as message ids with arguments, worded by the project's
//! Fluent catalogues.
//!
//! The catalogues (`i18n/en.ftl`, `hi.ftl`, `nl.ftl`, `ko.ftl`) hold one
//! message per id, in the page's four languages ([`Lang`]). Which message
//! says what about a verdict, a diagnostic, an input error or another
//! reader's difference is decided here, once; the catalogue's wording is
//! the only one: the engine's English (`Display` of a [`crate::Diagnostic`],
//! [`crate::Verdict::sentence`], …) is `en.ftl`'s, through
//! [`Message::render`], and the page, the `robots` CLI (`--lang`) and the
//! npm and Python packages (`lang`) word the same ids in the other
//! languages.
//!
//! ```
//! use robots::message::{Arg, Lang};
//! let robots = robots::RobotsTxt::parse(b"User-agent: *\nDisallow: /x\n");
//! let v = robots.check_raw(&["Googlebot"], "https://example.com/x/y");
//! let m = robots::message::reason(&v);
//! assert_eq!(m.id, "reason-only-rule");
//! assert_eq!(m.args[0], ("rule", Arg::Str("Disallow: /x".into())));
//! assert_eq!(m.render(Lang::En), "`Disallow: /x` (2 bytes) is the only rule that matches");
//! assert_eq!(m.render(Lang::Nl), v.sentence_in(Lang::Nl));
//! ```
//!
//! An argument may itself be a message (a rule's length, "6 bytes", is
//! `size-bytes` with a count): the catalogue words it first.

mod fluent;

pub use fluent::{format, format_in, Catalog, Lang, Numbers, Value};

use std::sync::OnceLock;

use crate::agent::AgentError;
use crate::compare::Tally;
use crate::expect::{LineError, Problem};
use crate::key::Unsupported;
use crate::readers::Why;
use crate::status::{Class, MAX_REDIRECTS};
use crate::tester::InputError;
use crate::url::UrlError;
use crate::{Diagnostic, FamilyUse, GroupKind, Reason, Verdict};

/// The engine's English messages: apart from the other languages, so
/// that code which says only English (the `Display` impls) compiles in
/// only `en.ftl`'s part.
fn english() -> &'static Catalog {
    static EN: OnceLock<Catalog> = OnceLock::new();
    EN.get_or_init(|| Catalog::parse(include_str!(concat!(env!("OUT_DIR"), "/en.ftl"))))
}

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
impl From<u64> for Arg {
    fn from(n: u64) -> Self {
        Arg::Num(i64::try_from(n).unwrap_or(i64::MAX))
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

/// `tr!("id", name = value, …)`: a [`Message`] of the catalogues. The one
/// definition for the engine, the fetcher and the CLI, each importing it
/// as `robots::message::tr` (the catalogue tests read these calls to check
/// ids and variables against en.ftl). A variable named as the value it
/// takes is written once, as in `format!`: `tr!("id", count)` is
/// `tr!("id", count)`.
#[macro_export]
#[doc(hidden)]
macro_rules! message_tr {
    (@value $name:ident = $value:expr) => {
        $value
    };
    (@value $name:ident) => {
        $name
    };
    ($id:literal) => {
        $crate::message::Message { id: $id, args: Vec::new() }
    };
    ($id:literal, $($name:ident $(= $value:expr)?),+ $(,)?) => {
        $crate::message::Message {
            id: $id,
            args: vec![$((
                stringify!($name),
                $crate::message::Arg::from($crate::message_tr!(@value $name $(= $value)?)),
            )),+],
        }
    };
}
pub use crate::message_tr as tr;

impl Message {
    /// The message in `lang`, as the CLI and the packages say it: the
    /// engine's catalogue of that language (English where it lacks the
    /// id); whole numbers grouped the language's way, except in English,
    /// which writes them as plain digits (`line is 20000 bytes`), as the
    /// engine always has.
    pub fn render(&self, lang: Lang) -> String {
        match lang {
            Lang::En => self.english(),
            _ => self.format_with(lang, Numbers::Grouped, &|id| {
                lang.catalogue().get(id).or_else(|| english().get(id))
            }),
        }
    }

    /// The engine's English: [`Message::render`] in [`Lang::En`].
    fn english(&self) -> String {
        self.format_with(Lang::En, Numbers::Plain, &|id| english().get(id))
    }

    /// The message worded with the patterns `pattern` finds by id (a
    /// catalogue's), its inner messages first; the id itself when there
    /// is none.
    pub fn format_with(
        &self,
        lang: Lang,
        numbers: Numbers,
        pattern: &dyn Fn(&str) -> Option<&'static str>,
    ) -> String {
        let inner: Vec<Option<String>> = self
            .args
            .iter()
            .map(|(_, a)| match a {
                Arg::Message(m) => Some(m.format_with(lang, numbers, pattern)),
                _ => None,
            })
            .collect();
        let values: Vec<(&str, Value)> = self
            .args
            .iter()
            .zip(&inner)
            .map(|((name, arg), worded)| {
                let value = match (arg, worded) {
                    (Arg::Num(n), _) => Value::Num(*n),
                    (Arg::Str(s), _) => Value::Str(s),
                    (_, Some(s)) => Value::Str(s),
                    (Arg::Message(_), None) => Value::Str(""),
                };
                (*name, value)
            })
            .collect();
        let mut out = String::new();
        match pattern(self.id) {
            Some(p) => format_in(lang, numbers, p, &values, &mut out),
            None => out.push_str(self.id),
        }
        out
    }
}

/// The engine's English ([`Message::render`] in [`Lang::En`]).
impl std::fmt::Display for Message {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.english())
    }
}

/// A rule's length: "1 byte", "8 bytes".
fn bytes(n: u32) -> Message {
    size(n as usize)
}

/// A number of bytes: "1 byte", "1,234 bytes".
fn size(n: usize) -> Message {
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
            tr!("reason-group-without-rules", token)
        }
        (Reason::NoMatchingRule, _) => match v.groups.kind {
            GroupKind::Specific => {
                tr!("reason-no-match-specific", token, path = &v.path)
            }
            _ => tr!("reason-no-match-global", path = &v.path),
        },
        (Reason::NoGroup, _) => match &v.groups.family {
            Some(FamilyUse::IgnoresGlobal { .. }) => tr!("reason-ignores-global", token),
            _ => tr!("reason-no-group", token),
        },
        (_, None) => tr!("reason-allowed"),
    }
}

/// What blocking a crawler of the registry does ([`crate::registry::Crawler::blocking`]),
/// by its token as the registry writes it; `None` for any other token.
pub fn crawler_blocking(token: &str) -> Option<Message> {
    Some(match token {
        "Googlebot" => tr!("crawler-blocking-googlebot"),
        "Googlebot-Image" => tr!("crawler-blocking-googlebot-image"),
        "Googlebot-News" => tr!("crawler-blocking-googlebot-news"),
        "Googlebot-Video" => tr!("crawler-blocking-googlebot-video"),
        "Storebot-Google" => tr!("crawler-blocking-storebot-google"),
        "Google-InspectionTool" => tr!("crawler-blocking-google-inspectiontool"),
        "GoogleOther" => tr!("crawler-blocking-googleother"),
        "Google-Extended" => tr!("crawler-blocking-google-extended"),
        "AdsBot-Google" => tr!("crawler-blocking-adsbot-google"),
        "AdsBot-Google-Mobile" => tr!("crawler-blocking-adsbot-google-mobile"),
        "APIs-Google" => tr!("crawler-blocking-apis-google"),
        "GoogleOther-Image" => tr!("crawler-blocking-googleother-image"),
        "GoogleOther-Video" => tr!("crawler-blocking-googleother-video"),
        "Google-CloudVertexBot" => tr!("crawler-blocking-google-cloudvertexbot"),
        "Mediapartners-Google" => tr!("crawler-blocking-mediapartners-google"),
        "Google-Agent" => tr!("crawler-blocking-google-agent"),
        "Google-GeminiNotebook" => tr!("crawler-blocking-google-gemininotebook"),
        "Bingbot" => tr!("crawler-blocking-bingbot"),
        "Applebot" => tr!("crawler-blocking-applebot"),
        "Applebot-Extended" => tr!("crawler-blocking-applebot-extended"),
        "GPTBot" => tr!("crawler-blocking-gptbot"),
        "OAI-SearchBot" => tr!("crawler-blocking-oai-searchbot"),
        "ChatGPT-User" => tr!("crawler-blocking-chatgpt-user"),
        "OAI-AdsBot" => tr!("crawler-blocking-oai-adsbot"),
        "ClaudeBot" => tr!("crawler-blocking-claudebot"),
        "Claude-SearchBot" => tr!("crawler-blocking-claude-searchbot"),
        "Claude-User" => tr!("crawler-blocking-claude-user"),
        "PerplexityBot" => tr!("crawler-blocking-perplexitybot"),
        "Perplexity-User" => tr!("crawler-blocking-perplexity-user"),
        "CCBot" => tr!("crawler-blocking-ccbot"),
        "Bytespider" => tr!("crawler-blocking-bytespider"),
        "meta-externalagent" => tr!("crawler-blocking-meta-externalagent"),
        "meta-externalfetcher" => tr!("crawler-blocking-meta-externalfetcher"),
        "meta-webindexer" => tr!("crawler-blocking-meta-webindexer"),
        "facebookexternalhit" => tr!("crawler-blocking-facebookexternalhit"),
        "Amazonbot" => tr!("crawler-blocking-amazonbot"),
        "Amzn-SearchBot" => tr!("crawler-blocking-amzn-searchbot"),
        "Amzn-User" => tr!("crawler-blocking-amzn-user"),
        "MistralAI-User" => tr!("crawler-blocking-mistralai-user"),
        "MistralAI-Index" => tr!("crawler-blocking-mistralai-index"),
        "MistralAI-Training" => tr!("crawler-blocking-mistralai-training"),
        "DuckDuckBot" => tr!("crawler-blocking-duckduckbot"),
        "DuckAssistBot" => tr!("crawler-blocking-duckassistbot"),
        "ExaSearchBot" => tr!("crawler-blocking-exasearchbot"),
        _ => return None,
    })
}

/// A purpose of the crawler registry by its code
/// ([`crate::registry::Purpose::message`]).
pub fn purpose(code: &str) -> Message {
    tr!("policy-purpose", purpose = code)
}

/// A diagnostic in one sentence: the message for its `Display`.
pub fn diagnostic(d: &Diagnostic) -> Message {
    match d {
        Diagnostic::AcceptedTypo { written, meant } => {
            tr!("diag-accepted-typo", written, meant = *meant)
        }
        Diagnostic::KeyByPrefix { written, meant } => {
            tr!("diag-key-by-prefix", written, meant = *meant)
        }
        Diagnostic::MissingColon => tr!("diag-missing-colon"),
        Diagnostic::LineTooLong { length } => {
            tr!("diag-line-too-long", length = *length)
        }
        Diagnostic::NulByte => tr!("diag-nul-byte"),
        Diagnostic::RuleOutsideGroup => tr!("diag-rule-outside-group"),
        Diagnostic::UnsupportedKey { key, note } => unsupported_key(key, note),
        Diagnostic::UnknownKey { key } => tr!("diag-unknown-key", key),
        Diagnostic::NoLeadingSlash => tr!("diag-no-leading-slash"),
        Diagnostic::EmptyRule => tr!("diag-empty-rule"),
        Diagnostic::UserAgentCut { token } => tr!("diag-user-agent-cut", token),
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
        Diagnostic::UsageNoEffect { path } => tr!("diag-usage-no-effect", path),
        Diagnostic::UsageUnparsed { value, label: None } if value.is_empty() => {
            tr!("diag-usage-unparsed-empty")
        }
        Diagnostic::UsageUnparsed { value, label: None } => {
            tr!("diag-usage-unparsed", value)
        }
        Diagnostic::UsageUnparsed {
            value,
            label: Some(label),
        } => tr!("diag-usage-unparsed-label", label = *label, value),
        Diagnostic::SignalOutsideGroup { agents } if agents.is_empty() => {
            tr!("diag-signal-outside-group-none")
        }
        Diagnostic::SignalOutsideGroup { agents } => {
            tr!("diag-signal-outside-group", agents = agents.join(", "))
        }
        Diagnostic::TokenRetired {
            token,
            owner,
            replaced_by,
        } => tr!(
            "diag-token-retired",
            token,
            owner = *owner,
            replacement = *replaced_by
        ),
        Diagnostic::LicenseNotAbsolute => tr!("diag-license-not-absolute"),
        Diagnostic::PathNotEncoded { encoded } => {
            tr!("diag-path-not-encoded", encoded)
        }
        Diagnostic::ManagedBlock {
            vendor,
            first,
            last,
        } => tr!(
            "diag-managed-block",
            vendor = vendor.name(),
            first = *first,
            last = *last
        ),
        Diagnostic::GroupReplacesStar { token, paths, more } if *more == 0 => {
            tr!("diag-group-replaces-star", token, paths = paths.join(", "))
        }
        Diagnostic::GroupReplacesStar { token, paths, more } => tr!(
            "diag-group-replaces-star-more",
            token,
            paths = paths.join(", "),
            more = *more
        ),
        Diagnostic::SignalNotInherited {
            agents,
            more_agents,
            lines,
            more_lines,
        } => {
            let mut crawlers = agents.join(", ");
            if *more_agents > 0 {
                crawlers.push_str(", …");
            }
            let count = agents.len() + more_agents;
            let lines = lines.join("; ");
            if *more_lines == 0 {
                tr!("diag-signal-not-inherited", count, crawlers, lines)
            } else {
                tr!(
                    "diag-signal-not-inherited-more",
                    count,
                    crawlers,
                    lines,
                    more = *more_lines
                )
            }
        }
    }
}

/// A known but unsupported key, by what Google does with it (the notes of
/// [`crate::key::UNSUPPORTED`]).
fn unsupported_key(key: &str, note: &Unsupported) -> Message {
    match note {
        Unsupported::Yandex => tr!("diag-unsupported-yandex", key),
        Unsupported::CrawlRate => tr!("diag-unsupported-crawl-delay", key),
        Unsupported::Noindex => tr!("diag-unsupported-noindex", key),
        Unsupported::MetaTag => tr!("diag-unsupported-meta-tag", key),
        Unsupported::Ignored => tr!("diag-unsupported-ignored", key),
    }
}

/// What Google does after a robots.txt fetch result, in one sentence (the
/// classes of [`crate::status::class`]).
pub fn status(class: Class) -> Message {
    let max = u32::from(MAX_REDIRECTS);
    match class {
        Class::NetworkError => tr!("status-network"),
        Class::TooManyRedirects => tr!("status-too-many-redirects", max),
        Class::Success => tr!("status-2xx"),
        Class::Redirect => tr!("status-3xx", max),
        Class::TooManyRequests => tr!("status-429"),
        Class::ClientError => tr!("status-4xx"),
        Class::ServerError => tr!("status-5xx"),
        Class::Invalid => tr!("status-invalid"),
    }
}

/// Why a typed URL cannot be tested: the message for its `Display`.
pub fn url_error(e: &UrlError) -> Message {
    match e {
        UrlError::Empty => tr!("url-error-empty"),
        UrlError::UnsupportedScheme(s) => tr!("url-error-scheme", scheme = s),
        UrlError::BadPort(p) => tr!("url-error-port", port = p),
        UrlError::MissingHost => tr!("url-error-no-host"),
        UrlError::BadHost(h) => tr!("url-error-host", host = h),
        UrlError::HostTooLong(h) => tr!("url-error-host-long", host = h),
    }
}

/// Why a typed crawler yields no product token: the message for its
/// `Display`.
pub fn agent_error(e: &AgentError) -> Message {
    match e {
        AgentError::Empty => tr!("agent-error-empty"),
        AgentError::NoToken => tr!("agent-error-no-token"),
    }
}

/// A typed crawler or URL that cannot be tested, saying which ("agent:
/// …", "URL: …"): the message for [`InputError`]'s `Display`.
pub fn input_error(e: &InputError) -> Message {
    match e {
        InputError::Agent(_) => tr!("input-error-agent", reason = input_reason(e)),
        InputError::Url(_) => tr!("input-error-url", reason = input_reason(e)),
    }
}

/// As [`input_error`], naming what was typed ("agent \"x\": …", the
/// Python package's errors): `input` as the caller quotes it.
pub fn input_error_given(e: &InputError, input: &str) -> Message {
    let reason = input_reason(e);
    match e {
        InputError::Agent(_) => tr!("input-error-agent-given", input, reason),
        InputError::Url(_) => tr!("input-error-url-given", input, reason),
    }
}

/// Why an input cannot be tested, without saying which input.
fn input_reason(e: &InputError) -> Message {
    match e {
        InputError::Agent(e) => agent_error(e),
        InputError::Url(e) => url_error(e),
    }
}

/// What comparing two versions did to one crawler's checks ("2 newly
/// blocked, 0 newly allowed, …"): the message for [`Tally`]'s `Display`.
pub fn tally(t: &Tally) -> Message {
    tr!(
        "diff-tally",
        blocked = t.newly_blocked,
        allowed = t.newly_allowed,
        changed = t.line_changed,
        unchanged = t.unchanged
    )
}

/// A line of an expectations file that cannot be read ("line 3: missing
/// URL or path after the agent"): the message for its `Display`.
pub fn line_error(e: &LineError) -> Message {
    let line = e.line;
    match &e.problem {
        Problem::UnknownVerdict(word) => tr!("expect-problem-verdict", line, word),
        Problem::MissingAgent => tr!("expect-problem-no-agent", line),
        Problem::MissingUrl => tr!("expect-problem-no-url", line),
        Problem::EmptyAgent => tr!("expect-problem-empty-agent", line),
        Problem::EmptyUrl => tr!("expect-problem-empty-url", line),
        Problem::UnterminatedQuote => tr!("expect-problem-quote", line),
        Problem::TextAfterQuote => tr!("expect-problem-after-quote", line),
        Problem::ExtraFields { first, count } => {
            tr!("expect-problem-extra", line, count = *count, first)
        }
    }
}

/// A line number as the readers' sentences write it: digits only, in
/// every language.
fn n(line: &u32) -> String {
    line.to_string()
}

/// The note `lighthouse_invalid`: Lighthouse's robots.txt audit rejects a
/// line, for `reason` (quoted in Lighthouse's own English), so the audit
/// fails.
pub fn lighthouse_invalid(reason: crate::readers::LighthouseReason) -> Message {
    tr!(
        "reader-lighthouse-invalid",
        version = crate::readers::LIGHTHOUSE_VERSION,
        reason = reason.text()
    )
}

/// How another reader's verdict differs from Google's, or that it does
/// not: the message for [`Why::english`].
pub fn why(why: &Why) -> Message {
    match why {
        Why::SameAsGoogle => tr!("reader-same"),
        Why::SameNoRule => tr!("reader-same-no-rule"),
        Why::SameOtherLine { line, rule } => {
            tr!("reader-same-other-line", line = n(line), rule)
        }
        Why::FileError { line, text } => tr!("reader-file-error", line = n(line), text),
        Why::UrlError => tr!("reader-url-error"),
        Why::DirectiveEndsGroup { line, text } => {
            tr!("reader-directive-ends-group", line = n(line), text)
        }
        Why::ByteOrderMark => tr!("reader-byte-order-mark"),
        Why::FirstGroupOnlyLater {
            group_line,
            google_line,
            google_rule,
        } => tr!(
            "reader-first-group-only-later",
            group = n(group_line),
            line = n(google_line),
            rule = google_rule
        ),
        Why::FirstGroupOnly { group_line } => {
            tr!("reader-first-group-only", group = n(group_line))
        }
        Why::BlankLineEndsGroup { blank, group_line } => tr!(
            "reader-blank-line-ends-group",
            blank = n(blank),
            group = n(group_line)
        ),
        Why::BlankLineNoGroup {
            blank,
            google_line,
            google_rule,
        } => tr!(
            "reader-blank-line-no-group",
            blank = n(blank),
            line = n(google_line),
            rule = google_rule
        ),
        Why::AgentSubstring {
            name,
            group_agent,
            group_line,
        } => tr!(
            "reader-agent-substring",
            name,
            agent = group_agent,
            group = n(group_line)
        ),
        Why::NoWildcards { line, rule } => {
            tr!("reader-no-wildcards", line = n(line), rule)
        }
        Why::FirstMatch {
            line,
            rule,
            longer: Some((longer_line, longer)),
        } => tr!(
            "reader-first-match",
            line = n(line),
            rule,
            longer,
            longer_line = n(longer_line)
        ),
        Why::FirstMatch {
            line,
            rule,
            longer: None,
        } => tr!("reader-first-match-only", line = n(line), rule),
        Why::UrllibQuoting { path } => tr!("reader-urllib-quoting", path),
        Why::Other => tr!("reader-other"),
        Why::RobotsTxtAllowed => tr!("reader-robots-txt-allowed"),
        Why::AbsoluteUrlRule { line, rule } => {
            tr!("reader-absolute-url-rule", line = n(line), rule)
        }
        Why::LongestAgent {
            group_line,
            name,
            agent,
        } => tr!("reader-longest-agent", group = n(group_line), name, agent),
        Why::KeySpelling { agent, lines } => {
            tr!("reader-key-spelling", agent, lines = format!("{lines:?}"))
        }
        Why::IndexHtml { rule, here: true } => tr!("reader-index-html-here", rule),
        Why::IndexHtml { rule, here: false } => tr!("reader-index-html", rule),
        Why::DollarLiteral { line, rule } => {
            tr!("reader-dollar-literal", line = n(line), rule)
        }
        Why::LongestMatchLength { line, rule, path } => {
            tr!("reader-longest-match-length", line = n(line), rule, path)
        }
        Why::ProtegoQuoting { path } => tr!("reader-protego-quoting", path),
        Why::OutOfOrigin {
            url,
            robots: Some(robots),
        } => tr!("reader-out-of-origin", url, robots),
        Why::OutOfOrigin { url, robots: None } => tr!("reader-out-of-origin-own", url),
        Why::AgentWithoutRules { name, line } => {
            tr!("reader-agent-without-rules", name, line = n(line))
        }
        Why::ExactAgent { name, line } => {
            tr!("reader-exact-agent", name, line = n(line))
        }
        Why::ExactAgentOnlyHere { name, group_line } => {
            tr!("reader-exact-agent-only-here", group = n(group_line), name)
        }
        Why::RobotsParserQuoting { path } => {
            tr!("reader-robots-parser-quoting", path)
        }
        Why::MalformedUrlNoRule => tr!("reader-malformed-url-no-rule"),
        Why::AgentSubstringOf { agent, line, name } => {
            tr!("reader-agent-substring-of", agent, line = n(line), name)
        }
        Why::AgentWhole { agent, line, name } => {
            tr!("reader-agent-whole", agent, line = n(line), name)
        }
        Why::DollarInside { line, rule } => {
            tr!("reader-dollar-inside", line = n(line), rule)
        }
        Why::RuleKeySpelling { line, rule } => {
            tr!("reader-rule-key-spelling", line = n(line), rule)
        }
        Why::WildcardMatchLength { line, rule, length } => tr!(
            "reader-wildcard-match-length",
            line = n(line),
            rule,
            length = n(length)
        ),
        Why::DecodedRule {
            line,
            rule,
            pattern,
        } => tr!("reader-decoded-rule", line = n(line), rule, pattern),
    }
}

impl Message {
    /// The message in `lang` with numbers grouped the language's way in
    /// every language, English too (`1,204 sitemap URLs`): for new
    /// sentences that count things.
    pub fn render_grouped(&self, lang: Lang) -> String {
        self.format_with(lang, Numbers::Grouped, &|id| {
            lang.catalogue().get(id).or_else(|| english().get(id))
        })
    }
}

impl Lang {
    /// The engine's messages in this language: the messages of
    /// `i18n/<code>.ftl` whose ids this module's `tr!` calls use
    /// (`build.rs` keeps them, without the translators' comments).
    pub fn catalogue(self) -> &'static Catalog {
        static OTHERS: [OnceLock<Catalog>; 3] = [const { OnceLock::new() }; 3];
        let (i, text): (usize, &'static str) = match self {
            Lang::En => return english(),
            Lang::Hi => (0, include_str!(concat!(env!("OUT_DIR"), "/hi.ftl"))),
            Lang::Nl => (1, include_str!(concat!(env!("OUT_DIR"), "/nl.ftl"))),
            Lang::Ko => (2, include_str!(concat!(env!("OUT_DIR"), "/ko.ftl"))),
        };
        OTHERS[i].get_or_init(|| Catalog::parse(text))
    }
}

// The engine's types say themselves in English through the catalogue. These
// impls live here, beside the messages, so that the modules the messages
// word never import this one.

/// `impl Display` for each type, in English: its message (`$say`, a
/// function of the type) worded by `en.ftl`.
macro_rules! display_in_english {
    ($($(#[$doc:meta])* $ty:ty => $say:expr;)+) => {
        $(
            $(#[$doc])*
            impl std::fmt::Display for $ty {
                fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                    $say(self).fmt(f)
                }
            }
        )+
    };
}

display_in_english! {
    /// In English: [`agent_error`] worded by `en.ftl`.
    AgentError => agent_error;
    /// `line 3: missing URL or path after the agent`: [`line_error`] in English.
    LineError => line_error;
    /// In English: [`diagnostic`] worded by `en.ftl`.
    Diagnostic => diagnostic;
    /// `agent: …` or `URL: …`: [`input_error`] in English.
    InputError => input_error;
    /// `1 newly blocked, 0 newly allowed, 2 line changed, 5 unchanged`:
    /// [`tally`] in English.
    Tally => tally;
    /// In English: [`status`] worded by `en.ftl`.
    Class => |c: &Class| status(*c);
    /// In English: [`url_error`] worded by `en.ftl`.
    UrlError => url_error;
}

impl Verdict {
    /// One plain sentence that says why, e.g. "`Disallow: /*.htm` (8 bytes)
    /// is longer than `Allow: /page` (5 bytes): the longest match wins":
    /// [`reason`] in English.
    pub fn sentence(&self) -> String {
        reason(self).to_string()
    }

    /// [`Verdict::sentence`] in `lang`.
    pub fn sentence_in(&self, lang: Lang) -> String {
        reason(self).render(lang)
    }
}

impl Why {
    /// The sentence in English, as the CLI prints it ([`why`] worded by
    /// `en.ftl`).
    pub fn english(&self) -> String {
        why(self).to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_grouped_the_languages_way() {
        assert_eq!(Lang::En.number(0), "0");
        assert_eq!(Lang::En.number(999), "999");
        assert_eq!(Lang::En.number(1000), "1,000");
        assert_eq!(Lang::En.number(512000), "512,000");
        assert_eq!(Lang::En.number(1234567), "1,234,567");
        assert_eq!(Lang::Nl.number(1234567), "1.234.567");
        assert_eq!(Lang::Nl.number(512_000), "512.000");
        assert_eq!(Lang::Ko.number(100000), "100,000");
        assert_eq!(Lang::Hi.number(1000), "1,000");
        assert_eq!(Lang::Hi.number(100000), "1,00,000");
        assert_eq!(Lang::Hi.number(1_234_567), "12,34,567");
        assert_eq!(Lang::Hi.number(12345678), "1,23,45,678");
        assert_eq!(Lang::En.number(-1500), "-1,500");
    }

    #[test]
    fn languages_are_read_from_codes_and_preferences() {
        assert_eq!(Lang::from_code("nl-BE"), Some(Lang::Nl));
        assert_eq!(Lang::from_code("KO"), Some(Lang::Ko));
        assert_eq!(Lang::from_code("hi_IN"), Some(Lang::Hi));
        assert_eq!(Lang::from_code("de"), None);
        assert_eq!(Lang::from_code(""), None);
        assert_eq!(Lang::preferred(["de-DE", "ko", "en"]), Some(Lang::Ko));
        assert_eq!(Lang::preferred(["fr"]), None);
    }

    #[test]
    fn plural_categories_follow_cldr() {
        assert_eq!(Lang::En.plural(1), "one");
        assert_eq!(Lang::En.plural(0), "other");
        assert_eq!(Lang::Nl.plural(1), "one");
        assert_eq!(Lang::Nl.plural(2), "other");
        assert_eq!(Lang::Hi.plural(0), "one");
        assert_eq!(Lang::Hi.plural(1), "one");
        assert_eq!(Lang::Hi.plural(2), "other");
        assert_eq!(Lang::Ko.plural(1), "other");
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
