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
//! The subset of Fluent they use is read and formatted by the engine
//! (`robots::message`, which also words the engine's own messages from
//! the same files) rather than by the `fluent-bundle` crate (the size
//! rule, docs/ARCHITECTURE.md); `tests/i18n.rs` checks that every message of every language formats
//! exactly as `fluent-bundle` formats it.
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

/// The languages of the page: the engine's, whose catalogues they are.
pub use robots::message::Lang;
/// A value for a message's variable: a string or a whole number.
pub use robots::message::Value as Arg;
/// The message files' reader and formatter.
pub use robots::message::{format, Catalog};

/// The page's English messages, compiled in (`i18n/en.ftl` without its
/// comments and blank lines, and without [`EN_WORKER`]'s, see `build.rs`).
mod worker_keys;
pub use worker_keys::{ENGINE_KEYS, WORKER_KEYS};

pub const EN: &str = include_str!(concat!(env!("OUT_DIR"), "/en.ftl"));

/// The English messages only the checking worker words (keys starting
/// `reader-`: how the other parsers read a check; `policy-`, `usage-`,
/// `intent-`: the AI crawlers' view, see `model::policy`). Code that words them
/// calls [`with_worker_messages`] first, so they reach no wasm but the
/// worker's.
pub const EN_WORKER: &str = include_str!(concat!(env!("OUT_DIR"), "/en-worker.ftl"));

// Outside the reactive graph: the wording is shared by the page, the
// checking worker (which has no reactive graph) and native code (the CLI
// and tests); the page re-renders from its state when the language changes
// (`lib.rs`), so no view needs to track these.
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

/// The pattern of `key` in the page's language, else in English.
pub fn pattern(key: &str) -> Option<&'static str> {
    CURRENT
        .with(|c| c.borrow().as_ref().and_then(|c| c.get(key)))
        .or_else(|| ENGLISH.with(|e| e.borrow().get(key)))
}

/// [`tr!`](crate::tr), which takes a literal key.
pub fn message(key: &str, args: &[(&str, Arg)]) -> String {
    match pattern(key) {
        Some(p) => format(lang(), p, args),
        None => key.to_string(),
    }
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
/// language. Values are strings or whole numbers (see [`Arg`]). Imported
/// as `crate::i18n::tr` (a path like any other, not the crate root's).
macro_rules! tr {
    ($key:literal) => {
        $crate::i18n::message($key, &[])
    };
    ($key:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::message($key, &[$((stringify!($name), $crate::i18n::Arg::from($value))),+])
    };
}
pub(crate) use tr;

#[cfg(test)]
mod tests {
    use super::*;

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
    fn marks_split_a_sentence_around_an_element() {
        let m = format(
            Lang::En,
            "Line { $line }: { $rule } decides",
            &[("line", Arg::Num(3)), ("rule", Arg::Str(MARK))],
        );
        assert_eq!(around(m), ("Line 3: ".to_string(), " decides".to_string()));
        assert_eq!(around("plain".into()), ("plain".to_string(), String::new()));
    }
}
