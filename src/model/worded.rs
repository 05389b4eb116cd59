//! Views the checking worker words and lays out for the page, as parts
//! ([`super::readers::Part`], built with plain DOM calls by
//! `platform::part`), so that their wording, their layout and the code
//! that makes them stay out of the page's wasm: Share's status with its
//! embed builder ([`SHARE`]) and the notices for a link that could not be
//! opened, or was opened without what it held beyond the page's limits
//! ([`NOTICES`]).
//!
//! The page asks with numbers and texts (`state::checking::worded`; the
//! request is `model::worker`'s `WORDS`), the worker answers with
//! [`worded`]'s bytes, in the page's language. What the parts hold that
//! the page acts on:
//!
//! - the embed builder's checkboxes (`data-testid="embed-panel"`, their
//!   `value` a panel's name, in the documented order) and the snippet's
//!   `<textarea>`, whose `data-head` and `data-tail` are the code before
//!   and after the panels' names ([`super::links::embed_snippet_parts`]):
//!   the page writes `head + checked names joined by "," + tail` when a
//!   box changes, at once, as it did when it made the snippet itself;
//! - a notice's button (`data-dismiss="error"` or `"cut"`) dismisses it.

use super::links::{cut_message, embed_snippet_parts, reason};
use super::page_mode::Panel;
use super::permalink::{Cut, LinkError};
use super::readers::PartWriter;
use crate::tr;

/// Share's status: `numbers = [outcome, compare, error, error value]`
/// ([`share_numbers`]), `texts = [link]`.
pub const SHARE: u32 = 1;
/// The link notices: `numbers = [embed, error, error value, duplicate
/// crawlers, crawlers, expectations, URLs]` ([`notice_numbers`]), no texts.
pub const NOTICES: u32 = 2;

/// Share's outcome: the link was copied.
const COPIED: u32 = 1;
/// Share's outcome: the state is too big for a link.
const TOO_BIG: u32 = 2;

/// A link error as two numbers (0, 0 for none).
fn error_numbers(e: Option<&LinkError>) -> [u32; 2] {
    let Some(e) = e else { return [0, 0] };
    match *e {
        LinkError::TooLong { chars } => [1, chars as u32],
        LinkError::NoVersion => [2, 0],
        LinkError::FutureFormat { format } => [3, format],
        LinkError::NotBase64 => [4, 0],
        LinkError::Damaged => [5, 0],
        LinkError::TooLarge => [6, 0],
        LinkError::NotAState => [7, 0],
        LinkError::NewerState => [8, 0],
    }
}

/// The link error of [`error_numbers`].
fn error_of(code: u32, value: u32) -> Option<LinkError> {
    Some(match code {
        1 => LinkError::TooLong {
            chars: value as usize,
        },
        2 => LinkError::NoVersion,
        3 => LinkError::FutureFormat { format: value },
        4 => LinkError::NotBase64,
        5 => LinkError::Damaged,
        6 => LinkError::TooLarge,
        7 => LinkError::NotAState,
        8 => LinkError::NewerState,
        _ => return None,
    })
}

/// [`SHARE`]'s numbers: the link made (and whether it was copied), or why
/// none could be; `compare`: the page is in compare mode (the embed's
/// default panels then include the "before" file).
pub fn share_numbers(made: Result<bool, &LinkError>, compare: bool) -> [u32; 4] {
    let (outcome, [e, v]) = match made {
        Ok(copied) => (u32::from(copied), [0, 0]),
        Err(e) => (TOO_BIG, error_numbers(Some(e))),
    };
    [outcome, u32::from(compare), e, v]
}

/// [`NOTICES`]' numbers.
pub fn notice_numbers(embed: bool, error: Option<&LinkError>, cut: Option<&Cut>) -> [u32; 7] {
    let [e, v] = error_numbers(error);
    let cut = cut.copied().unwrap_or_default();
    [
        u32::from(embed),
        e,
        v,
        cut.duplicate_crawlers as u32,
        cut.crawlers as u32,
        cut.expectations as u32,
        cut.urls as u32,
    ]
}

/// The part for view `which` ([`SHARE`], [`NOTICES`]) from the page's
/// numbers and texts, worded in the current language; empty for a request
/// that does not fit.
pub fn worded(which: u32, numbers: &[u32], texts: &[String]) -> Vec<u8> {
    crate::i18n::with_worker_messages();
    match (which, numbers, texts) {
        (SHARE, &[outcome, compare, e, v], [link]) => share(outcome, compare == 1, e, v, link),
        (NOTICES, &[embed, e, v, dup, crawlers, expectations, urls], []) => notices(
            embed == 1,
            error_of(e, v),
            &Cut {
                duplicate_crawlers: dup as usize,
                crawlers: crawlers as usize,
                expectations: expectations as usize,
                urls: urls as usize,
            },
        ),
        _ => Vec::new(),
    }
}

/// Share's status: what happened, the link, and the embed builder.
fn share(outcome: u32, compare: bool, e: u32, v: u32, link: &str) -> Vec<u8> {
    let mut w = PartWriter::new(0, 0);
    if outcome == TOO_BIG {
        let why = error_of(e, v).map(|e| reason(&e)).unwrap_or_default();
        w.open("p")
            .text(&tr!("share-too-big", reason = &why))
            .close();
        return w.into_bytes();
    }
    let said = if outcome == COPIED {
        tr!("share-copied")
    } else {
        tr!("share-copy-this")
    };
    w.open("p").text(&said).close();
    w.open("input")
        .attr("type", "text")
        .attr("readonly", "")
        .attr("class", "share-url")
        .attr("data-testid", "share-url")
        .attr("aria-label", &tr!("share-url-label"))
        .attr("value", link)
        .close();
    // The embed builder: which panels, and the code to paste; by default
    // what an example needs, as a default embed shows it.
    let chosen = Panel::example(compare);
    w.open("details").attr("class", "embed-builder");
    w.open("summary").text(&tr!("embed-summary")).close();
    w.open("fieldset");
    w.open("legend").text(&tr!("embed-panels")).close();
    for p in Panel::EVERY {
        w.open("label").open("input");
        w.attr("type", "checkbox")
            .attr("data-testid", "embed-panel")
            .attr("value", p.name());
        if chosen.contains(&p) {
            w.attr("checked", "");
        }
        w.close().text(&p.label()).close();
    }
    w.close();
    let (head, tail) = embed_snippet_parts(link);
    let names: Vec<&str> = chosen.iter().map(|p| p.name()).collect();
    w.open("textarea")
        .attr("readonly", "")
        .attr("rows", "4")
        .attr("class", "plain")
        .attr("data-testid", "embed-snippet")
        .attr("aria-label", &tr!("embed-code-label"))
        .attr("data-head", &head)
        .attr("data-tail", &tail)
        .text(&format!("{head}{}{tail}", names.join(",")))
        .close();
    w.open("p")
        .attr("class", "hint")
        .text(&tr!("embed-hint"))
        .close();
    w.close();
    w.into_bytes()
}

/// The notices for a link that could not be opened and for what an opened
/// one held beyond the page's limits, each with its Dismiss button.
fn notices(embed: bool, error: Option<LinkError>, cut: &Cut) -> Vec<u8> {
    let mut w = PartWriter::new(0, 0);
    let mut notice = |said: &str, testid: &str, dismiss: &str| {
        w.open("div")
            .attr("class", "notice notice-error link-error")
            .attr("data-testid", testid);
        w.open("p").text(said).close();
        w.open("button")
            .attr("type", "button")
            .attr("data-dismiss", dismiss)
            .text(&tr!("link-dismiss"))
            .close();
        w.close();
    };
    if let Some(e) = error {
        let instead = if embed {
            tr!("link-instead-example")
        } else {
            tr!("link-instead-draft")
        };
        let said = tr!("link-error", reason = &reason(&e));
        notice(&format!("{said} {instead}"), "link-error", "error");
    }
    if let Some(said) = cut_message(cut) {
        notice(&said, "link-cut", "cut");
    }
    w.into_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::readers::{Op, Part};

    fn texts(bytes: &[u8]) -> Vec<String> {
        let part = Part::read(bytes).expect("a part");
        part.ops
            .iter()
            .filter_map(|op| match op {
                Op::Text(t) => Some(t.to_string()),
                _ => None,
            })
            .collect()
    }

    fn attr<'a>(part: &'a Part<'a>, name: &str) -> Vec<&'a str> {
        part.ops
            .iter()
            .filter_map(|op| match op {
                Op::Attr(n, v) if *n == name => Some(*v),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn numbers_carry_every_link_error() {
        let all = [
            LinkError::TooLong { chars: 123_456 },
            LinkError::NoVersion,
            LinkError::FutureFormat { format: 7 },
            LinkError::NotBase64,
            LinkError::Damaged,
            LinkError::TooLarge,
            LinkError::NotAState,
            LinkError::NewerState,
        ];
        for e in all {
            let [c, v] = error_numbers(Some(&e));
            assert_eq!(error_of(c, v), Some(e));
        }
        assert_eq!(error_numbers(None), [0, 0]);
        assert_eq!(error_of(0, 0), None);
    }

    #[test]
    fn share_shows_the_link_and_the_embed_builder() {
        let link = "https://t.example/app/#s=1.abc";
        let bytes = worded(SHARE, &share_numbers(Ok(true), false), &[link.into()]);
        let part = Part::read(&bytes).expect("a part");
        let said = texts(&bytes);
        assert_eq!(said[0], tr!("share-copied"));
        assert!(attr(&part, "value").contains(&link));
        assert_eq!(
            attr(&part, "data-testid"),
            [
                "share-url",
                "embed-panel",
                "embed-panel",
                "embed-panel",
                "embed-panel",
                "embed-panel",
                "embed-panel",
                "embed-panel",
                "embed-panel",
                "embed-snippet"
            ]
        );
        // The snippet is what `embed_snippet` makes for the default panels,
        // and its head and tail make it again around the names.
        let chosen = Panel::example(false);
        let snippet = crate::model::links::embed_snippet(link, &chosen);
        assert!(said.contains(&snippet));
        let names: Vec<&str> = chosen.iter().map(|p| p.name()).collect();
        let head = attr(&part, "data-head")[0];
        let tail = attr(&part, "data-tail")[0];
        assert_eq!(format!("{head}{}{tail}", names.join(",")), snippet);
        // As many boxes checked as the default shows.
        assert_eq!(attr(&part, "checked").len(), chosen.len());

        let bytes = worded(SHARE, &share_numbers(Ok(false), true), &[link.into()]);
        assert_eq!(texts(&bytes)[0], tr!("share-copy-this"));
        let part = Part::read(&bytes).expect("a part");
        assert_eq!(attr(&part, "checked").len(), Panel::example(true).len());

        let too_long = LinkError::TooLong { chars: 9 };
        let bytes = worded(
            SHARE,
            &share_numbers(Err(&too_long), false),
            &[String::new()],
        );
        assert_eq!(
            texts(&bytes),
            [tr!("share-too-big", reason = &reason(&too_long))]
        );
    }

    #[test]
    fn notices_say_why_and_what_was_cut() {
        let cut = Cut {
            crawlers: 3,
            ..Cut::default()
        };
        let bytes = worded(
            NOTICES,
            &notice_numbers(false, Some(&LinkError::NotBase64), Some(&cut)),
            &[],
        );
        let said = texts(&bytes);
        assert_eq!(
            said[0],
            format!(
                "{} {}",
                tr!("link-error", reason = &reason(&LinkError::NotBase64)),
                tr!("link-instead-draft")
            )
        );
        assert_eq!(said[2], cut_message(&cut).expect("a message"));
        let part = Part::read(&bytes).expect("a part");
        assert_eq!(attr(&part, "data-testid"), ["link-error", "link-cut"]);
        assert_eq!(attr(&part, "data-dismiss"), ["error", "cut"]);
        let bytes = worded(
            NOTICES,
            &notice_numbers(true, Some(&LinkError::Damaged), None),
            &[],
        );
        assert!(texts(&bytes)[0].ends_with(&tr!("link-instead-example")));
        // Nothing to say: an empty part.
        let bytes = worded(NOTICES, &notice_numbers(false, None, None), &[]);
        assert!(Part::read(&bytes).expect("a part").ops.is_empty());
        // A request that does not fit: no bytes.
        assert!(worded(NOTICES, &[1], &[]).is_empty());
        assert!(worded(SHARE, &[0, 0, 0, 0], &[]).is_empty());
    }
}
