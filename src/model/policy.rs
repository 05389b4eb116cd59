//! AI crawlers in the page: the "Crawlers by purpose" view of the edited
//! file (every crawler of the engine's registry, `robots::registry`, read
//! for one URL), the trace's usage preferences for the selected cell
//! (`Content-Usage`, `robots::aipref`) and the one-click intents that write
//! lines into the file.
//!
//! Only the checking worker runs this code, and its renderer
//! (`worker::render::policy`) lays the view out: the registry, the
//! preference parser and these messages (keys `policy-`, `usage-`,
//! `intent-`, see `build.rs`) stay out of the page's wasm (the size rule,
//! docs/ARCHITECTURE.md).

use robots::aipref::Pref;
use robots::registry::{self, PolicyRow, Purpose};
use robots::RobotsTxt;

use super::inputs::url_rows;
use super::wording::words;
use crate::i18n::tr;

/// How many URLs of the list the view offers to choose from.
pub const URLS_OFFERED: usize = 100;

/// The purpose's heading, in the page's language.
pub fn purpose_words(p: Purpose) -> String {
    words(&p.message())
}

/// Whose group a crawler follows, as `data-follows` says it: the agent the
/// applying group names (`*` for the global group), empty when none.
pub fn follows_code(row: &PolicyRow) -> &str {
    row.follows.as_deref().unwrap_or("")
}

/// Whose group a crawler follows, in words.
pub fn follows_words(row: &PolicyRow) -> String {
    match row.follows.as_deref() {
        None => tr!("policy-follows-none"),
        Some("*") => tr!("policy-follows-star"),
        Some(t) if t.eq_ignore_ascii_case(row.crawler.token) => tr!("policy-follows-own"),
        Some(t) => tr!("policy-follows-family", token = t),
    }
}

/// A preference in words.
pub fn pref_words(p: Pref) -> String {
    match p {
        Pref::Allow => tr!("usage-pref-allow"),
        Pref::Disallow => tr!("usage-pref-disallow"),
        Pref::Unknown => tr!("usage-pref-unknown"),
    }
}

/// What a vocabulary label is about, in words.
pub fn label_words(label: &str) -> String {
    match label {
        "train-ai" => tr!("usage-label-train-ai"),
        "search" => tr!("usage-label-search"),
        other => other.to_string(),
    }
}

/// The rows of the view for `path`, grouped by purpose (in
/// [`Purpose::ALL`] order), registry order within a purpose.
pub fn rows_by_purpose(robots: &RobotsTxt, path: &str) -> Vec<(Purpose, Vec<PolicyRow>)> {
    let mut rows = registry::policy(robots, path.as_bytes());
    Purpose::ALL
        .into_iter()
        .map(|p| {
            // Moved, not copied: a row holds its group's Content-Signal
            // values, which a hostile file makes large.
            let (of, rest): (Vec<PolicyRow>, Vec<PolicyRow>) =
                rows.drain(..).partition(|r| r.crawler.purpose == p);
            rows = rest;
            (p, of)
        })
        .filter(|(_, rows)| !rows.is_empty())
        .collect()
}

/// The path the view reads: the chosen URL's (`choice`, an index into the
/// rows of `urls`), or the site root when none is chosen or it cannot be
/// tested; and the URL as shown.
pub fn chosen_path(urls: &str, choice: Option<usize>) -> (String, String) {
    let rows = url_rows(urls);
    match choice.and_then(|i| rows.get(i)) {
        Some(row) => match &row.path {
            Ok(path) => (path.clone(), row.input.clone()),
            Err(_) => ("/".to_string(), "/".to_string()),
        },
        None => ("/".to_string(), "/".to_string()),
    }
}

/// The one-click intents are the engine's ([`robots::intent`]); the page
/// numbers them for its requests and buttons.
pub use robots::intent::Intent;

/// An intent's number in a request and on its button (`data-intent`).
pub fn intent_number(intent: Intent) -> u32 {
    match intent {
        Intent::BlockTraining => 1,
        Intent::BlockAi => 2,
        Intent::NoTrain => 3,
    }
}

/// The intent numbered `n` ([`intent_number`]).
pub fn intent_from_number(n: u32) -> Option<Intent> {
    Intent::ALL.into_iter().find(|i| intent_number(*i) == n)
}

/// An intent's button, in the page's language.
pub fn intent_words(intent: Intent) -> String {
    match intent {
        Intent::BlockTraining => tr!("intent-block-training"),
        Intent::BlockAi => tr!("intent-block-ai"),
        Intent::NoTrain => tr!("intent-no-train"),
    }
}
