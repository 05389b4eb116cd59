//! The catalogues' Fluent, read and formatted: the subset the project's
//! message files use, which `tests/i18n.rs` (at the repository's root)
//! checks against `fluent-bundle` for every message of every language.
//!
//! ```text
//! # A comment
//! key = Text with a { $variable }
//! counted = { $n ->
//!     [one] One URL
//!    *[other] { $n } URLs
//! }
//! ```
//!
//! Supported: messages (`key = pattern`), comments, variables (`{ $name }`),
//! string literals (`{ "{" }`) and select expressions on a variable, whose
//! variants are plural categories (`zero`, `one`, `two`, `few`, `many`,
//! `other`), exact numbers (`[0]`) or strings. Each variant is one line.
//! Read here rather than by the `fluent-bundle` crate (the page's size
//! rule, docs/ARCHITECTURE.md); the page's `tests/i18n.rs` checks that every
//! message formats as `fluent-bundle` formats it.

/// The languages of the catalogues: the page's, the CLI's `--lang`, the
/// packages' `lang`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    #[default]
    En,
    Hi,
    Nl,
    Ko,
}

impl Lang {
    /// Every language, in the page's menu's order.
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Hi, Lang::Nl, Lang::Ko];

    /// The BCP 47 code (`<html lang>`, `lang=` in the page URL, `--lang`,
    /// the catalogues' file names).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Hi => "hi",
            Lang::Nl => "nl",
            Lang::Ko => "ko",
        }
    }

    /// The language's name in itself, for the page's menu.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Hi => "हिन्दी",
            Lang::Nl => "Nederlands",
            Lang::Ko => "한국어",
        }
    }

    /// Reads a code such as `nl`, `nl-BE` or `ko-KR` (case-insensitive).
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code.split(['-', '_']).next()?.trim();
        Lang::ALL
            .into_iter()
            .find(|l| primary.eq_ignore_ascii_case(l.code()))
    }

    /// The first supported language among the browser's preferred ones.
    pub fn preferred<'a>(prefs: impl IntoIterator<Item = &'a str>) -> Option<Lang> {
        prefs.into_iter().find_map(Lang::from_code)
    }

    /// The CLDR plural category of a whole number in this language.
    pub fn plural(self, n: i64) -> &'static str {
        match self {
            // one: i = 1 and v = 0
            Lang::En | Lang::Nl if n == 1 => "one",
            // one: i = 0 or n = 1
            Lang::Hi if n == 0 || n == 1 => "one",
            _ => "other",
        }
    }

    /// A whole number as the language writes it: `12,345` (English,
    /// Korean), `12.345` (Dutch), `1,23,456` (Hindi's lakh grouping).
    pub fn number(self, n: i64) -> String {
        let (sep, lakh) = match self {
            Lang::Nl => ('.', false),
            Lang::Hi => (',', true),
            Lang::En | Lang::Ko => (',', false),
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
}

/// A value for a message's variable, as the formatter takes it.
#[derive(Clone, Copy, Debug)]
pub enum Value<'a> {
    Str(&'a str),
    Num(i64),
}

impl<'a> From<&'a str> for Value<'a> {
    fn from(s: &'a str) -> Self {
        Value::Str(s)
    }
}
impl<'a> From<&'a String> for Value<'a> {
    fn from(s: &'a String) -> Self {
        Value::Str(s)
    }
}
impl From<usize> for Value<'_> {
    fn from(n: usize) -> Self {
        Value::Num(n as i64)
    }
}
impl From<u32> for Value<'_> {
    fn from(n: u32) -> Self {
        Value::Num(i64::from(n))
    }
}
impl From<u16> for Value<'_> {
    fn from(n: u16) -> Self {
        Value::Num(i64::from(n))
    }
}
impl From<u8> for Value<'_> {
    fn from(n: u8) -> Self {
        Value::Num(i64::from(n))
    }
}
impl From<i64> for Value<'_> {
    fn from(n: i64) -> Self {
        Value::Num(n)
    }
}

/// How whole numbers are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Numbers {
    /// The language's way: `12,345`, `12.345`, `1,23,456` ([`Lang::number`]).
    Grouped,
    /// Digits only, as the engine's English has always written them
    /// (`line is 20000 bytes`).
    Plain,
}

/// The messages of a file: `(key, pattern source)`, sorted by key.
#[derive(Default)]
pub struct Catalog {
    entries: Vec<(&'static str, &'static str)>,
}

impl Catalog {
    /// Reads a message file. Lines that are neither comments, messages
    /// nor a message's indented continuation are skipped.
    pub fn parse(text: &'static str) -> Catalog {
        let mut entries: Vec<(&'static str, &'static str)> = Vec::new();
        // The current message: key, and the byte range of its pattern.
        let mut current: Option<(&'static str, usize, usize)> = None;
        let base = text.as_ptr() as usize;
        for line in text.split('\n') {
            let start = line.as_ptr() as usize - base;
            let end = start + line.trim_end_matches('\r').len();
            if line.starts_with([' ', '\t']) || line.trim().is_empty() {
                // A continuation (select variants, the closing brace); blank
                // lines inside a message do not end it.
                if let Some(c) = current.as_mut() {
                    if !line.trim().is_empty() {
                        c.2 = end;
                    }
                }
                continue;
            }
            if let Some((k, s, e)) = current.take() {
                entries.push((k, &text[s..e]));
            }
            if line.starts_with('#') {
                continue;
            }
            if let Some(eq) = line.find('=') {
                let key = line[..eq].trim();
                if is_identifier(key) {
                    let value_start = start + eq + 1;
                    let skip =
                        text[value_start..end].len() - text[value_start..end].trim_start().len();
                    current = Some((key, value_start + skip, end));
                }
            }
        }
        if let Some((k, s, e)) = current.take() {
            entries.push((k, &text[s..e]));
        }
        crate::heapsort(&mut entries, |a, b| a.0 < b.0);
        Catalog { entries }
    }

    /// Adds the messages of another file, whose keys are not among these.
    pub fn extend(&mut self, text: &'static str) {
        self.entries.extend(Catalog::parse(text).entries);
        crate::heapsort(&mut self.entries, |a, b| a.0 < b.0);
    }

    /// The pattern source of `key`.
    pub fn get(&self, key: &str) -> Option<&'static str> {
        self.entries
            .binary_search_by(|e| e.0.cmp(key))
            .ok()
            .map(|i| self.entries[i].1)
    }

    /// Every key, sorted.
    pub fn keys(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.entries.iter().map(|e| e.0)
    }
}

fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// Formats a pattern with its variables, as Fluent does (without bidi
/// isolation marks), numbers grouped the language's way. An unknown
/// variable shows as `{$name}`.
pub fn format(lang: Lang, pattern: &str, args: &[(&str, Value)]) -> String {
    let mut out = String::new();
    format_in(lang, Numbers::Grouped, pattern, args, &mut out);
    out
}

/// [`format`], with whole numbers written as `numbers` says.
pub fn format_in(
    lang: Lang,
    numbers: Numbers,
    pattern: &str,
    args: &[(&str, Value)],
    out: &mut String,
) {
    let mut rest = pattern;
    while let Some(open) = rest.find('{') {
        text(&rest[..open], out);
        let (inner, after) = placeable(&rest[open + 1..]);
        expression(lang, numbers, inner, args, out);
        rest = after;
    }
    text(rest, out);
}

/// Pattern text: a multi-line pattern's line breaks are kept and each
/// continuation line's indentation dropped.
fn text(t: &str, out: &mut String) {
    let mut lines = t.split('\n');
    if let Some(first) = lines.next() {
        out.push_str(first);
    }
    for line in lines {
        out.push('\n');
        out.push_str(line.trim_start());
    }
}

/// Splits `s` (just after a `{`) at its matching `}`: (inside, after).
fn placeable(s: &str) -> (&str, &str) {
    let mut depth = 0usize;
    let mut in_string = false;
    let mut escaped = false;
    for (i, b) in s.bytes().enumerate() {
        if in_string {
            match b {
                _ if escaped => escaped = false,
                b'\\' => escaped = true,
                b'"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match b {
            b'"' => in_string = true,
            b'{' => depth += 1,
            b'}' if depth == 0 => return (&s[..i], &s[i + 1..]),
            b'}' => depth -= 1,
            _ => {}
        }
    }
    (s, "")
}

fn expression(lang: Lang, numbers: Numbers, inner: &str, args: &[(&str, Value)], out: &mut String) {
    let e = inner.trim();
    if let Some(lit) = e.strip_prefix('"') {
        // A string literal: `\"` and `\\` are its escapes.
        let lit = lit.strip_suffix('"').unwrap_or(lit);
        let mut escaped = false;
        for c in lit.chars() {
            if escaped || c != '\\' {
                out.push(c);
                escaped = false;
            } else {
                escaped = true;
            }
        }
        return;
    }
    let Some(var) = e.strip_prefix('$') else {
        return;
    };
    let name_len = var
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'))
        .unwrap_or(var.len());
    let (name, tail) = var.split_at(name_len);
    let value = args.iter().find(|a| a.0 == name).map(|a| a.1);
    let tail = tail.trim_start();
    let Some(variants) = tail.strip_prefix("->") else {
        match value {
            Some(Value::Str(s)) => out.push_str(s),
            Some(Value::Num(n)) if numbers == Numbers::Plain => out.push_str(&n.to_string()),
            Some(Value::Num(n)) => out.push_str(&lang.number(n)),
            None => {
                out.push_str("{$");
                out.push_str(name);
                out.push('}');
            }
        }
        return;
    };
    // A select expression: one variant per line, `[key] pattern` or
    // `*[key] pattern` for the default.
    // The first variant that matches (its key equals the value, or names
    // the number's plural category), else the default.
    let mut default = "";
    let mut chosen = None;
    let category = match value {
        Some(Value::Num(n)) => Some(lang.plural(n)),
        _ => None,
    };
    for line in variants.lines() {
        let line = line.trim();
        let (is_default, line) = match line.strip_prefix('*') {
            Some(l) => (true, l),
            None => (false, line),
        };
        let Some(rest) = line.strip_prefix('[') else {
            continue;
        };
        let Some(close) = rest.find(']') else {
            continue;
        };
        let key = rest[..close].trim();
        let pattern = rest[close + 1..].trim();
        if is_default {
            default = pattern;
        }
        let matches = match value {
            Some(Value::Num(n)) => key.parse::<i64>() == Ok(n) || category == Some(key),
            Some(Value::Str(s)) => key == s,
            None => false,
        };
        if matches && chosen.is_none() {
            chosen = Some(pattern);
        }
    }
    let chosen = chosen.unwrap_or(default);
    format_in(lang, numbers, chosen, args, out);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn patterns_format_variables_literals_and_selects() {
        let p =
            "{ $n ->\n    [0] none\n    [one] one URL\n   *[other] { $n } URLs\n} for { $agent }";
        let args = |n: i64| [("n", Value::Num(n)), ("agent", Value::Str("Googlebot"))];
        assert_eq!(format(Lang::En, p, &args(0)), "none for Googlebot");
        assert_eq!(format(Lang::En, p, &args(1)), "one URL for Googlebot");
        assert_eq!(format(Lang::En, p, &args(2000)), "2,000 URLs for Googlebot");
        assert_eq!(format(Lang::Ko, p, &args(1)), "1 URLs for Googlebot");
        assert_eq!(format(Lang::En, "a { \"{\" } b", &[]), "a { b");
        assert_eq!(format(Lang::En, "x { $missing } y", &[]), "x {$missing} y");
        let s = "{ $kind ->\n  [allow] Allowed\n *[other] Blocked\n}";
        assert_eq!(
            format(Lang::En, s, &[("kind", Value::Str("allow"))]),
            "Allowed"
        );
        assert_eq!(format(Lang::En, s, &[("kind", Value::Str("x"))]), "Blocked");
        let mut plain = String::new();
        format_in(Lang::En, Numbers::Plain, p, &args(2000), &mut plain);
        assert_eq!(plain, "2000 URLs for Googlebot");
    }

    #[test]
    fn catalogs_read_messages_and_skip_comments() {
        let c = Catalog::parse(
            "# comment\n## section\nb = B { $x }\na = { $n ->\n    [one] one\n   *[other] many\n}\n\nc=C\n",
        );
        assert_eq!(c.keys().collect::<Vec<_>>(), ["a", "b", "c"]);
        assert_eq!(c.get("b"), Some("B { $x }"));
        assert_eq!(c.get("c"), Some("C"));
        assert_eq!(
            c.get("a")
                .map(|p| format(Lang::En, p, &[("n", Value::Num(1))]))
                .as_deref(),
            Some("one")
        );
        assert_eq!(c.get("zzz"), None);
    }
}
