//! The page's languages: English, Hindi, Dutch and Korean.
//!
//! Every string a person reads comes from a message file in `i18n/`
//! (`en.ftl`, `hi.ftl`, `nl.ftl`, `ko.ftl`), written in a subset of
//! [Fluent](https://projectfluent.org/) that a translator edits without
//! touching Rust:
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
//! That subset is read here rather than by the `fluent-bundle` crate, which
//! would add its parser, resolver and CLDR plural tables to the first
//! render; `tests/i18n.rs` checks that every message of every language
//! formats exactly as `fluent-bundle` formats it.
//!
//! English is compiled in (the first render needs it); another language's
//! file is fetched when chosen, and the service worker keeps it for offline
//! use. Code looks messages up with [`tr!`](crate::tr) and a literal key, so
//! that the tests can check that the keys used in the code and those in the
//! files are the same set.
//!
//! Changing the language re-renders the page from its current state (see
//! `crate::start`); so messages are plain strings, not reactive ones.

use std::cell::{Cell, RefCell};

/// The languages of the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    #[default]
    En,
    Hi,
    Nl,
    Ko,
}

impl Lang {
    /// Every language, in the menu's order.
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Hi, Lang::Nl, Lang::Ko];

    /// The BCP 47 code (`<html lang>`, `lang=` in the page URL, file names).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Hi => "hi",
            Lang::Nl => "nl",
            Lang::Ko => "ko",
        }
    }

    /// The language's name in itself, for the menu.
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
        robots::message::number(self.code(), n)
    }
}

/// A value for a message's variable.
#[derive(Clone, Copy, Debug)]
pub enum Arg<'a> {
    Str(&'a str),
    Num(i64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Str(s)
    }
}
impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Self {
        Arg::Str(s)
    }
}
impl From<usize> for Arg<'_> {
    fn from(n: usize) -> Self {
        Arg::Num(n as i64)
    }
}
impl From<u32> for Arg<'_> {
    fn from(n: u32) -> Self {
        Arg::Num(i64::from(n))
    }
}
impl From<u16> for Arg<'_> {
    fn from(n: u16) -> Self {
        Arg::Num(i64::from(n))
    }
}
impl From<u8> for Arg<'_> {
    fn from(n: u8) -> Self {
        Arg::Num(i64::from(n))
    }
}
impl From<i64> for Arg<'_> {
    fn from(n: i64) -> Self {
        Arg::Num(n)
    }
}

/// The page's English messages, compiled in (`i18n/en.ftl` without its
/// comments and blank lines, and without [`EN_WORKER`]'s, see `build.rs`).
mod worker_keys;
pub use worker_keys::WORKER_KEYS;

pub const EN: &str = include_str!(concat!(env!("OUT_DIR"), "/en.ftl"));

/// The English messages only the checking worker words (keys starting
/// `reader-`: how the other parsers read a check; `policy-`, `usage-`,
/// `intent-`: the AI crawlers' view, see `model::policy`). Code that words them
/// calls [`with_worker_messages`] first, so they reach no wasm but the
/// worker's.
pub const EN_WORKER: &str = include_str!(concat!(env!("OUT_DIR"), "/en-worker.ftl"));

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
        robots::heapsort(&mut entries, |a, b| a.0 < b.0);
        Catalog { entries }
    }

    /// Adds the messages of another file, whose keys are not among these.
    pub fn extend(&mut self, text: &'static str) {
        self.entries.extend(Catalog::parse(text).entries);
        robots::heapsort(&mut self.entries, |a, b| a.0 < b.0);
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
/// isolation marks). An unknown variable shows as `{$name}`.
pub fn format(lang: Lang, pattern: &str, args: &[(&str, Arg)], out: &mut String) {
    let mut rest = pattern;
    while let Some(open) = rest.find('{') {
        text(&rest[..open], out);
        let (inner, after) = placeable(&rest[open + 1..]);
        expression(lang, inner, args, out);
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

fn expression(lang: Lang, inner: &str, args: &[(&str, Arg)], out: &mut String) {
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
            Some(Arg::Str(s)) => out.push_str(s),
            Some(Arg::Num(n)) => out.push_str(&lang.number(n)),
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
        Some(Arg::Num(n)) => Some(lang.plural(n)),
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
            Some(Arg::Num(n)) => key.parse::<i64>() == Ok(n) || category == Some(key),
            Some(Arg::Str(s)) => key == s,
            None => false,
        };
        if matches && chosen.is_none() {
            chosen = Some(pattern);
        }
    }
    let chosen = chosen.unwrap_or(default);
    format(lang, chosen, args, out);
}

thread_local! {
    static LANG: Cell<Lang> = const { Cell::new(Lang::En) };
    static ENGLISH: RefCell<Catalog> = RefCell::new(Catalog::parse(EN));
    static WORKER_ADDED: Cell<bool> = const { Cell::new(false) };
    static CURRENT: RefCell<Option<Catalog>> = const { RefCell::new(None) };
    static TEXT: Cell<Option<&'static str>> = const { Cell::new(None) };
}

/// Adds [`EN_WORKER`] to the English messages (once): called by the code
/// that words the other parsers' readings, which runs in the checking
/// worker (and in native tests).
pub fn with_worker_messages() {
    if !WORKER_ADDED.with(|a| a.replace(true)) {
        ENGLISH.with(|e| e.borrow_mut().extend(EN_WORKER));
    }
}

/// The page's messages as set (`None` for English), to hand them to the
/// checking worker, which words the other parsers' rows.
pub fn messages() -> Option<&'static str> {
    TEXT.with(Cell::get)
}

/// The page's language.
pub fn lang() -> Lang {
    LANG.with(Cell::get)
}

/// Makes `lang` the page's language, with its messages (`None` for
/// English). Keys the file lacks fall back to English.
pub fn set(lang: Lang, messages: Option<&'static str>) {
    LANG.with(|l| l.set(lang));
    TEXT.with(|t| t.set(messages));
    CURRENT.with(|c| *c.borrow_mut() = messages.map(Catalog::parse));
}

/// The message `key` in the page's language, formatted with `args`. Use
/// `make()`'s text for (`key`, `n`) in the page's language, made once per
/// language and kept for the page's life (leaked: a few short texts, four
/// languages at most), so that callers can hold a plain `&'static str` (in
/// a `Copy` value of a memo, or a word in a view).
pub fn kept(key: &'static str, n: usize, make: &dyn Fn() -> String) -> &'static str {
    type Kept = Vec<(Lang, &'static str, usize, &'static str)>;
    thread_local! {
        static KEPT: RefCell<Kept> = const { RefCell::new(Vec::new()) };
    }
    let lang = lang();
    let found = KEPT.with(|k| {
        let k = k.borrow();
        k.iter()
            .find(|e| e.0 == lang && e.1 == key && e.2 == n)
            .map(|e| e.3)
    });
    if let Some(text) = found {
        return text;
    }
    // Made outside the borrow: `make` may read the messages.
    let text: &'static str = Box::leak(make().into_boxed_str());
    KEPT.with(|k| k.borrow_mut().push((lang, key, n, text)));
    text
}

/// [`tr!`](crate::tr), which takes a literal key.
pub fn message(key: &str, args: &[(&str, Arg)]) -> String {
    let lang = lang();
    let pattern = CURRENT
        .with(|c| c.borrow().as_ref().and_then(|c| c.get(key)))
        .or_else(|| ENGLISH.with(|e| e.borrow().get(key)));
    let mut out = String::new();
    match pattern {
        Some(p) => format(lang, p, args, &mut out),
        None => out.push_str(key),
    }
    out
}

/// Stands for an element inside a sentence: pass it as a variable's value,
/// then [`around`] splits the message where the element goes, so that the
/// view can put markup (`<code>`, a link) into a translated sentence.
pub const MARK: &str = "\u{E000}";

/// A message formatted with one variable set to [`MARK`]: the text before
/// and after it (the whole message and "" if it has no mark).
pub fn around(message: String) -> (String, String) {
    match message.split_once(MARK) {
        Some((a, b)) => (a.to_string(), b.to_string()),
        None => (message, String::new()),
    }
}

/// A number written the page's language's way.
pub fn number(n: usize) -> String {
    lang().number(n as i64)
}

/// `tr!("key")` or `tr!("key", name = value, …)`: the message in the page's
/// language. Values are strings or whole numbers (see [`Arg`]).
#[macro_export]
macro_rules! tr {
    ($key:literal) => {
        $crate::i18n::message($key, &[])
    };
    ($key:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::message($key, &[$((stringify!($name), $crate::i18n::Arg::from($value))),+])
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fmt(lang: Lang, pattern: &str, args: &[(&str, Arg)]) -> String {
        let mut out = String::new();
        format(lang, pattern, args, &mut out);
        out
    }

    #[test]
    fn kept_texts_are_made_once_per_key_and_language() {
        let made = Cell::new(0);
        let first = kept("test-kept", 1, &|| {
            made.set(made.get() + 1);
            "one".to_string()
        });
        let again = kept("test-kept", 1, &|| {
            made.set(made.get() + 1);
            "other".to_string()
        });
        assert_eq!((first, again, made.get()), ("one", "one", 1));
        assert!(std::ptr::eq(first, again));
        assert_eq!(kept("test-kept", 2, &|| "two".to_string()), "two");
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
    fn numbers_are_grouped_per_language() {
        assert_eq!(Lang::En.number(0), "0");
        assert_eq!(Lang::En.number(999), "999");
        assert_eq!(Lang::En.number(1000), "1,000");
        assert_eq!(Lang::En.number(512000), "512,000");
        assert_eq!(Lang::En.number(1234567), "1,234,567");
        assert_eq!(Lang::Nl.number(1234567), "1.234.567");
        assert_eq!(Lang::Ko.number(100000), "100,000");
        assert_eq!(Lang::Hi.number(1000), "1,000");
        assert_eq!(Lang::Hi.number(100000), "1,00,000");
        assert_eq!(Lang::Hi.number(12345678), "1,23,45,678");
        assert_eq!(Lang::En.number(-1500), "-1,500");
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
    fn patterns_format_variables_literals_and_selects() {
        let p =
            "{ $n ->\n    [0] none\n    [one] one URL\n   *[other] { $n } URLs\n} for { $agent }";
        let args = |n: i64| [("n", Arg::Num(n)), ("agent", Arg::Str("Googlebot"))];
        assert_eq!(fmt(Lang::En, p, &args(0)), "none for Googlebot");
        assert_eq!(fmt(Lang::En, p, &args(1)), "one URL for Googlebot");
        assert_eq!(fmt(Lang::En, p, &args(2000)), "2,000 URLs for Googlebot");
        assert_eq!(fmt(Lang::Ko, p, &args(1)), "1 URLs for Googlebot");
        assert_eq!(fmt(Lang::En, "a { \"{\" } b", &[]), "a { b");
        assert_eq!(fmt(Lang::En, "x { $missing } y", &[]), "x {$missing} y");
        let s = "{ $kind ->\n  [allow] Allowed\n *[other] Blocked\n}";
        assert_eq!(fmt(Lang::En, s, &[("kind", Arg::Str("allow"))]), "Allowed");
        assert_eq!(fmt(Lang::En, s, &[("kind", Arg::Str("x"))]), "Blocked");
    }

    #[test]
    fn marks_split_a_sentence_around_an_element() {
        let m = fmt(
            Lang::En,
            "Line { $line }: { $rule } decides",
            &[("line", Arg::Num(3)), ("rule", Arg::Str(MARK))],
        );
        assert_eq!(around(m), ("Line 3: ".to_string(), " decides".to_string()));
        assert_eq!(around("plain".into()), ("plain".to_string(), String::new()));
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
                .map(|p| fmt(Lang::En, p, &[("n", Arg::Num(1))]))
                .as_deref(),
            Some("one")
        );
        assert_eq!(c.get("zzz"), None);
    }
}
