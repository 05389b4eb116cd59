//! The command's own sentences (ids `cli-…`): `robots test`'s and
//! `robots lint`'s, the note on a file past Google's limit, the SARIF
//! rules' titles and help. Numbers are counted by the catalogue's plural
//! rules, in every language.

use robots::message::{tr, Message};
use robots::Diagnostic;

// `tr!`: the catalogue's macro (`super`), in scope here.

/// A diagnostic's SARIF rule: its title and its help text.
pub fn diagnostic_rule(d: &Diagnostic) -> (Message, Message) {
    match d {
        Diagnostic::AcceptedTypo { .. } => (
            tr!("cli-sarif-accepted-typo-title"),
            tr!("cli-sarif-accepted-typo-help"),
        ),
        Diagnostic::KeyByPrefix { .. } => (
            tr!("cli-sarif-key-by-prefix-title"),
            tr!("cli-sarif-key-by-prefix-help"),
        ),
        Diagnostic::MissingColon => (
            tr!("cli-sarif-missing-colon-title"),
            tr!("cli-sarif-missing-colon-help"),
        ),
        Diagnostic::LineTooLong { .. } => (
            tr!("cli-sarif-line-too-long-title"),
            tr!("cli-sarif-line-too-long-help"),
        ),
        Diagnostic::NulByte => (
            tr!("cli-sarif-nul-byte-title"),
            tr!("cli-sarif-nul-byte-help"),
        ),
        Diagnostic::RuleOutsideGroup => (
            tr!("cli-sarif-rule-outside-group-title"),
            tr!("cli-sarif-rule-outside-group-help"),
        ),
        Diagnostic::UnsupportedKey { .. } => (
            tr!("cli-sarif-unsupported-key-title"),
            tr!("cli-sarif-unsupported-key-help"),
        ),
        Diagnostic::UnknownKey { .. } => (
            tr!("cli-sarif-unknown-key-title"),
            tr!("cli-sarif-unknown-key-help"),
        ),
        Diagnostic::NoLeadingSlash => (
            tr!("cli-sarif-no-leading-slash-title"),
            tr!("cli-sarif-no-leading-slash-help"),
        ),
        Diagnostic::EmptyRule => (
            tr!("cli-sarif-empty-rule-title"),
            tr!("cli-sarif-empty-rule-help"),
        ),
        Diagnostic::UserAgentCut { .. } => (
            tr!("cli-sarif-user-agent-cut-title"),
            tr!("cli-sarif-user-agent-cut-help"),
        ),
        Diagnostic::UserAgentNoToken => (
            tr!("cli-sarif-user-agent-no-token-title"),
            tr!("cli-sarif-user-agent-no-token-help"),
        ),
        Diagnostic::SitemapNotAbsolute => (
            tr!("cli-sarif-sitemap-not-absolute-title"),
            tr!("cli-sarif-sitemap-not-absolute-help"),
        ),
        Diagnostic::NotADirective => (
            tr!("cli-sarif-not-a-directive-title"),
            tr!("cli-sarif-not-a-directive-help"),
        ),
        Diagnostic::NonUtf8 => (
            tr!("cli-sarif-non-utf8-title"),
            tr!("cli-sarif-non-utf8-help"),
        ),
        Diagnostic::BomSkipped => (
            tr!("cli-sarif-bom-skipped-title"),
            tr!("cli-sarif-bom-skipped-help"),
        ),
        Diagnostic::StrayBom => (
            tr!("cli-sarif-stray-bom-title"),
            tr!("cli-sarif-stray-bom-help"),
        ),
        Diagnostic::PastSizeLimit { .. } => (
            tr!("cli-sarif-past-size-limit-title"),
            tr!("cli-sarif-past-size-limit-help"),
        ),
        Diagnostic::PreferenceLine { .. } => (
            tr!("cli-sarif-preference-line-title"),
            tr!("cli-sarif-preference-line-help"),
        ),
        Diagnostic::UsageOutsideGroup { .. } => (
            tr!("cli-sarif-usage-outside-group-title"),
            tr!("cli-sarif-usage-outside-group-help"),
        ),
        Diagnostic::SignalOutsideGroup { .. } => (
            tr!("cli-sarif-signal-outside-group-title"),
            tr!("cli-sarif-signal-outside-group-help"),
        ),
        Diagnostic::TokenRetired { .. } => (
            tr!("cli-sarif-token-retired-title"),
            tr!("cli-sarif-token-retired-help"),
        ),
        Diagnostic::LicenseNotAbsolute => (
            tr!("cli-sarif-license-not-absolute-title"),
            tr!("cli-sarif-license-not-absolute-help"),
        ),
        Diagnostic::PathNotEncoded { .. } => (
            tr!("cli-sarif-path-not-encoded-title"),
            tr!("cli-sarif-path-not-encoded-help"),
        ),
        Diagnostic::UsageSplitsGroup { .. } => (
            tr!("cli-sarif-usage-splits-group-title"),
            tr!("cli-sarif-usage-splits-group-help"),
        ),
        Diagnostic::UsageNoEffect { .. } => (
            tr!("cli-sarif-usage-no-effect-title"),
            tr!("cli-sarif-usage-no-effect-help"),
        ),
        Diagnostic::UsageUnparsed { .. } => (
            tr!("cli-sarif-usage-unparsed-title"),
            tr!("cli-sarif-usage-unparsed-help"),
        ),
        Diagnostic::GroupReplacesStar { .. } => (
            tr!("cli-sarif-group-replaces-star-title"),
            tr!("cli-sarif-group-replaces-star-help"),
        ),
        Diagnostic::ManagedBlock { .. } => (
            tr!("cli-sarif-managed-block-title"),
            tr!("cli-sarif-managed-block-help"),
        ),
        Diagnostic::SignalNotInherited { .. } => (
            tr!("cli-sarif-signal-not-inherited-title"),
            tr!("cli-sarif-signal-not-inherited-help"),
        ),
    }
}

/// A file longer than Google reads: where its ignored content starts.
pub fn truncated(name: &str, total: usize, limit: usize, line: u32) -> Message {
    tr!("cli-source-truncated", name, total, limit, line)
}

/// A verdict the fetch result gives instead of the rules: `sentence`
/// is a [`robots::message::status`] message.
pub fn replaced(sentence: Message) -> Message {
    tr!("cli-replaced", sentence)
}

/// `robots lint` when the fetch result replaces the rules.
pub fn lint_nothing() -> Message {
    tr!("cli-lint-nothing")
}

/// `robots lint --readers`: how another parser reads a line, with an
/// example check. `reading` and `google` are the CLI's verdict tokens
/// (`ALLOWED`, `DISALLOWED`, `UNANSWERED`).
pub fn lint_reader(
    library: &str,
    sentence: Message,
    agent: &str,
    url: &str,
    reading: &str,
    google: &str,
) -> Message {
    tr!(
        "cli-lint-reader",
        library,
        sentence,
        agent,
        url,
        reading,
        google
    )
}

/// The SARIF rule of another parser's reading: its title and help.
pub fn reader_rule(library: &str, sentence: Message) -> (Message, Message) {
    (
        tr!("cli-sarif-reader-title", library),
        tr!("cli-sarif-reader-help", library, sentence),
    )
}

/// The SARIF rule of the note `lighthouse_invalid`.
pub fn lighthouse_rule() -> (Message, Message) {
    (
        tr!(
            "cli-sarif-lighthouse-title",
            version = robots::readers::LIGHTHOUSE_VERSION
        ),
        tr!("cli-sarif-lighthouse-help"),
    )
}

/// The SARIF rule of an expectation line that cannot be read or checked.
pub fn unreadable_rule() -> (Message, Message) {
    (
        tr!("cli-sarif-unreadable-title"),
        tr!("cli-sarif-unreadable-help"),
    )
}

/// The SARIF rule of a failed expectation.
pub fn failed_rule() -> (Message, Message) {
    (tr!("cli-sarif-failed-title"), tr!("cli-sarif-failed-help"))
}

/// A failed expectation's related location: the line that decided.
pub fn decided(rule: &str) -> Message {
    tr!("cli-test-decided", rule)
}

/// A failed expectation's deciding line: `robots.txt line 7: Disallow: /x`.
pub fn rule_line(file: &str, line: u32, rule: &str) -> Message {
    tr!("cli-test-rule-line", file, line, rule)
}

/// A failed expectation that no line decided.
pub fn no_rule(file: &str) -> Message {
    tr!("cli-test-no-rule", file)
}
