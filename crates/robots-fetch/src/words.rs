//! The fetcher's sentences: its messages (`tr!`), worded from the
//! project's catalogues (`i18n/*.ftl`: the messages its code uses, which
//! `build.rs` compiles in), with the engine's for the ones it nests.

use std::sync::OnceLock;

use robots::message::{Arg, Catalog, Lang, Message, Numbers};

/// `tr!("id", name = value, …)`: a [`Message`] of the catalogues.
pub(crate) use robots::message::tr;

/// The fetcher's messages in `lang`.
fn catalogue(lang: Lang) -> &'static Catalog {
    static ALL: [OnceLock<Catalog>; 4] = [const { OnceLock::new() }; 4];
    let (i, text): (usize, &'static str) = match lang {
        Lang::En => (0, include_str!(concat!(env!("OUT_DIR"), "/en.ftl"))),
        Lang::Hi => (1, include_str!(concat!(env!("OUT_DIR"), "/hi.ftl"))),
        Lang::Nl => (2, include_str!(concat!(env!("OUT_DIR"), "/nl.ftl"))),
        Lang::Ko => (3, include_str!(concat!(env!("OUT_DIR"), "/ko.ftl"))),
    };
    ALL[i].get_or_init(|| Catalog::parse(text))
}

fn worded(lang: Lang, numbers: Numbers, m: &Message) -> String {
    m.format_with(lang, numbers, &|id| {
        catalogue(lang)
            .get(id)
            .or_else(|| lang.catalogue().get(id))
            .or_else(|| catalogue(Lang::En).get(id))
            .or_else(|| Lang::En.catalogue().get(id))
    })
}

/// One of the fetcher's messages (or the engine's) in `lang`, numbers as
/// the engine writes them: plain digits in English, grouped otherwise
/// ([`Message::render`]).
pub fn say(lang: Lang, m: &Message) -> String {
    let numbers = match lang {
        Lang::En => Numbers::Plain,
        _ => Numbers::Grouped,
    };
    worded(lang, numbers, m)
}

/// As [`say`], with numbers grouped the language's way in English too
/// (`1,234 bytes`).
pub fn say_grouped(lang: Lang, m: &Message) -> String {
    worded(lang, Numbers::Grouped, m)
}

/// How a fetch was answered, for [`fetch_note`].
pub enum Response<'a> {
    /// The HTTP status code and its reason phrase ("200 OK"), as the
    /// protocol writes them.
    Status(&'a str),
    /// The request failed.
    Network(&'a str),
    /// No status and no error.
    None,
}

/// Where following redirects ended, for [`fetch_note`].
pub enum Hops {
    /// No redirect.
    None,
    /// At a file, after this many redirects.
    After(u32),
    /// A redirect past the `max` Google follows.
    TooMany { max: u32 },
    /// A redirect back to a URL already requested, after this many.
    Loop(u32),
    /// A redirect without a usable `Location`.
    NoLocation,
}

/// What the fetch means for the rules, for [`fetch_note`].
pub enum FetchOutcome {
    /// The body's rules apply: its size, and whether it was cut at
    /// Google's limit.
    Rules { bytes: usize, cut: bool },
    /// Everything allowed after a redirect problem (treated as 404).
    AllowedAs404,
    /// Everything allowed: no valid robots.txt.
    Allowed,
    /// Everything disallowed while Google retries.
    Disallowed,
}

/// `robots fetch`'s note: `URL → 200 OK after 2 redirects (1,234
/// bytes): rules apply`.
pub fn fetch_note(url: &str, response: Response, hops: Hops, outcome: FetchOutcome) -> Message {
    let response: Arg = match response {
        Response::Status(s) => s.into(),
        Response::Network(error) => tr!("cli-fetch-response-network", error).into(),
        Response::None => tr!("cli-fetch-response-none").into(),
    };
    let hops = match hops {
        Hops::None => tr!("cli-fetch-hops-none"),
        Hops::After(count) => tr!("cli-fetch-hops-after", count),
        Hops::TooMany { max } => tr!("cli-fetch-hops-too-many", max),
        Hops::Loop(count) => tr!("cli-fetch-hops-loop", count),
        Hops::NoLocation => tr!("cli-fetch-hops-no-location"),
    };
    let outcome = match outcome {
        FetchOutcome::Rules { bytes, cut: false } => {
            tr!("cli-fetch-outcome-rules", size = size(bytes))
        }
        FetchOutcome::Rules { bytes, cut: true } => {
            tr!("cli-fetch-outcome-rules-cut", size = size(bytes))
        }
        FetchOutcome::AllowedAs404 => tr!("cli-fetch-outcome-allow-404"),
        FetchOutcome::Allowed => tr!("cli-fetch-outcome-allow"),
        FetchOutcome::Disallowed => tr!("cli-fetch-outcome-disallow"),
    };
    tr!("cli-fetch-note", url, response, hops, outcome)
}

/// A number of bytes: "1 byte", "1,234 bytes" (the engine's message).
fn size(n: usize) -> Message {
    tr!("size-bytes", count = n)
}
