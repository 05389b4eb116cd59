//! Shared wording: verdict words, numbers and sizes in the page's language.

use crate::i18n;
use crate::i18n::tr;

/// A message of the engine ([`robots::message`]: an id of the catalogues
/// and its variables) in the page's language.
pub fn words(m: &robots::message::Message) -> String {
    m.format_with(
        i18n::lang(),
        robots::message::Numbers::Grouped,
        &i18n::pattern,
    )
}

/// "Allowed" / "Blocked" in the page's language, and its icon.
pub fn verdict_words(allowed: bool) -> (&'static str, &'static str) {
    // Plain `&'static str`s for the views, made once per language.
    if allowed {
        (
            "✓",
            i18n::kept("verdict-allowed", 0, &|| tr!("verdict-allowed")),
        )
    } else {
        (
            "✕",
            i18n::kept("verdict-blocked", 0, &|| tr!("verdict-blocked")),
        )
    }
}

/// The value of a message's `$verdict` select: `allowed` or `blocked`.
pub fn verdict_key(allowed: bool) -> &'static str {
    if allowed {
        "allowed"
    } else {
        "blocked"
    }
}

/// `allowed` or `disallowed`, as the file format and the page's attributes
/// say it.
pub fn verdict_token(allowed: bool) -> &'static str {
    if allowed {
        "allowed"
    } else {
        "disallowed"
    }
}

/// A count as the page's language writes it: 512000 → "512,000" in
/// English, "512.000" in Dutch, "5,12,000" in Hindi.
pub fn group_digits(n: usize) -> String {
    crate::i18n::number(n)
}

/// "312 bytes", "4.2 KiB", "10.0 MiB" (in the page's language).
pub fn human_size(bytes: usize) -> String {
    if bytes < 1024 {
        crate::i18n::tr!("size-bytes", count = bytes)
    } else if bytes < 1024 * 1024 {
        crate::i18n::tr!("size-kib", size = one_decimal(bytes, 1024).as_str())
    } else {
        crate::i18n::tr!("size-mib", size = one_decimal(bytes, 1024 * 1024).as_str())
    }
}

/// `n / unit` rounded to one decimal, in integers (float formatting would
/// add some 11 KB to the wasm), with the language's decimal separator.
fn one_decimal(n: usize, unit: usize) -> String {
    let tenths = (n as u64 * 10 + unit as u64 / 2) / unit as u64;
    let sep = if crate::i18n::lang() == crate::i18n::Lang::Nl {
        ','
    } else {
        '.'
    };
    format!(
        "{}{sep}{}",
        group_digits((tenths / 10) as usize),
        tenths % 10
    )
}

pub fn pass_icon(pass: bool) -> &'static str {
    if pass {
        "✓"
    } else {
        "✕"
    }
}

pub fn pass_word(pass: bool) -> &'static str {
    if pass {
        "pass"
    } else {
        "fail"
    }
}
