//! The simulated robots.txt fetch result (SPEC §8): the choices, and what
//! each does to the rules.

use robots::status::{class, outcome, Effect, Fetch, MAX_REDIRECTS};

use crate::i18n::tr;

/// One choice of the "robots.txt fetch result" select (SPEC §8).
pub struct FetchChoice {
    /// What [`crate::model::Options::status`] holds; empty for 200 OK.
    pub key: &'static str,
    pub fetch: Fetch,
}

impl FetchChoice {
    /// The choice as the select shows it, in the page's language.
    pub fn label(&self) -> String {
        fetch_label(self.key)
    }
}

/// The label of the fetch result saved as `key` (see [`FETCH_CHOICES`]).
fn fetch_label(key: &str) -> String {
    match key {
        "" => tr!("status-label-200"),
        "3xx" => tr!("status-label-3xx"),
        "redirects" => tr!("status-label-redirects", max = MAX_REDIRECTS),
        "401" => tr!("status-label-401"),
        "403" => tr!("status-label-403"),
        "404" => tr!("status-label-404"),
        "410" => tr!("status-label-410"),
        "429" => tr!("status-label-429"),
        "500" => tr!("status-label-500"),
        "503" => tr!("status-label-503"),
        _ => tr!("status-label-network"),
    }
}

/// What Google does after a fetch result, in one sentence, in the page's
/// language: the engine's message for the class of the result
/// ([`robots::status::class`] and [`robots::message::status`], the one
/// table of each), worded by the page's own lookup: the engine's
/// [`Message`](robots::message::Message) formatting would add some 400
/// bytes to the first render.
pub fn status_sentence(fetch: Fetch) -> String {
    let id = robots::message::status(class(fetch)).id;
    crate::i18n::message(id, &[("max", MAX_REDIRECTS.into())])
}

const fn status(code: u16, redirects: u8) -> Fetch {
    Fetch::Status { code, redirects }
}

/// The fetch results a person can simulate, the default first.
pub const FETCH_CHOICES: &[FetchChoice] = &[
    FetchChoice {
        key: "",
        fetch: status(200, 0),
    },
    FetchChoice {
        key: "3xx",
        fetch: status(200, 1),
    },
    FetchChoice {
        key: "redirects",
        fetch: status(301, 6),
    },
    FetchChoice {
        key: "401",
        fetch: status(401, 0),
    },
    FetchChoice {
        key: "403",
        fetch: status(403, 0),
    },
    FetchChoice {
        key: "404",
        fetch: status(404, 0),
    },
    FetchChoice {
        key: "410",
        fetch: status(410, 0),
    },
    FetchChoice {
        key: "429",
        fetch: status(429, 0),
    },
    FetchChoice {
        key: "500",
        fetch: status(500, 0),
    },
    FetchChoice {
        key: "503",
        fetch: status(503, 0),
    },
    FetchChoice {
        key: "network",
        fetch: Fetch::NetworkError,
    },
];

/// The choice for a saved key (`None`: a key this build does not know).
pub fn fetch_choice(key: &str) -> Option<&'static FetchChoice> {
    FETCH_CHOICES.iter().find(|c| c.key == key)
}

/// The index of a saved key in [`FETCH_CHOICES`]; 0 (200 OK) when unknown.
pub fn fetch_index(key: &str) -> usize {
    FETCH_CHOICES.iter().position(|c| c.key == key).unwrap_or(0)
}

/// A simulated fetch result that replaces the file's rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StatusRule {
    pub allowed: bool,
    /// The outcome in one sentence ([`status_sentence`]), in the page's
    /// language.
    pub sentence: &'static str,
    /// The fetch result, as the select shows it, in the page's language.
    pub label: &'static str,
    /// The short form for a grid cell ("404", "redirects", …).
    pub key: &'static str,
}

/// The label and sentence of [`FETCH_CHOICES`]`[index]` in the page's
/// language, as `&'static str` so that a [`StatusRule`] stays `Copy`: made
/// once per language and kept for the page's life (at most 4 × 11 pairs).
fn status_words(index: usize) -> (&'static str, &'static str) {
    let choice = &FETCH_CHOICES[index];
    (
        crate::i18n::kept("fetch-label", index, &|| choice.label()),
        crate::i18n::kept("fetch-sentence", index, &|| status_sentence(choice.fetch)),
    )
}

/// What the simulated fetch result `key` does: `None` when the file's rules
/// apply (2xx, a followed redirect, or a key this build does not know).
pub fn status_rule(key: &str) -> Option<StatusRule> {
    status_rule_at(fetch_index(key))
}

/// [`status_rule`] for an index into [`FETCH_CHOICES`].
pub fn status_rule_at(index: usize) -> Option<StatusRule> {
    let choice = FETCH_CHOICES.get(index)?;
    let (effect, _) = outcome(choice.fetch);
    let allowed = match effect {
        Effect::UseRules => return None,
        Effect::AllowAll => true,
        Effect::DisallowAll => false,
    };
    let (label, sentence) = status_words(index);
    Some(StatusRule {
        allowed,
        sentence,
        label,
        key: choice.key,
    })
}
