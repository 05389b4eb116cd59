//! What the checking worker renders for the page, as data: which thing
//! ([`Render`]), the numbers and parts a [`super::protocol::Request::Render`]
//! carries for it; each is answered by an [`super::answer::Answer`]. The
//! worker's one renderer
//! (`crate::worker::render::views`) words and lays them out; the page
//! builds what it answers (`platform::part`).

use crate::model::expectations::Expectation;
use crate::model::permalink::{Cut, LinkError};

/// What the worker renders for the page (a link, a part, a text). Its number on the wire is the
/// protocol's own (`wire::protocol`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Render {
    /// Share: `numbers = [compare]` (the page is in compare mode: the
    /// embed's default panels then include the "before" file), `parts =
    /// [the page's address, the state's payload]` (which the worker
    /// compresses with the browser's zlib before it comes here); answered
    /// by the link (empty when the state is too big for one) and the status
    /// to show when it was copied and when it was not (`Answer::Share`).
    Share = 1,
    /// The link notices: `numbers = [embed, error, error value, duplicate
    /// crawlers, crawlers, expectations, URLs, product tokens]`
    /// ([`notice_numbers`]), no parts; answered by a part.
    Notices,
    /// The crawler presets: no numbers, no parts; answered by a part.
    Presets,
    /// The expectations file (`robots-expectations.txt`): no numbers,
    /// `parts = [the list]` ([`expectations_part`]); answered by the file's
    /// text (`Answer::Text`).
    ExpectationsFile,
    /// The crawler chips' titles: no numbers, `parts = [each crawler as
    /// typed]`; answered by a title for each, who runs it and what for
    /// (empty for a crawler that is not a preset: `Answer::Titles`).
    ChipTitles,
    /// The fix of a `signal_not_inherited` lint (the `*` group's AI lines
    /// copied into the group, `robots::inherit`): `numbers = [the lint's
    /// line]`, `parts = [the editor's text]`; answered by the new text
    /// (`Answer::Text`, empty when there is nothing to fix on that line).
    SignalFix,
}

impl Render {
    /// Every kind, in the order of their numbers.
    const ALL: [Render; 6] = [
        Render::Share,
        Render::Notices,
        Render::Presets,
        Render::ExpectationsFile,
        Render::ChipTitles,
        Render::SignalFix,
    ];

    /// Its number in a request's head.
    pub(super) const fn number(self) -> u32 {
        self as u32
    }

    /// The kind numbered `n`.
    pub(super) fn of(n: u32) -> Option<Render> {
        Render::ALL.get((n as usize).wrapping_sub(1)).copied()
    }
}

/// A link error as two numbers (0, 0 for none): [`LinkError::code`].
pub fn error_numbers(e: Option<&LinkError>) -> [u32; 2] {
    e.map_or([0, 0], |e| {
        let (code, value) = e.code();
        [code, value]
    })
}

/// The link error of [`error_numbers`].
pub fn error_of(code: u32, value: u32) -> Option<LinkError> {
    LinkError::from_code(code, value)
}

/// [`Render::Notices`]' numbers.
pub fn notice_numbers(embed: bool, error: Option<&LinkError>, cut: Option<&Cut>) -> [u32; 8] {
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
        cut.tokens as u32,
    ]
}

/// `chunks`, each as its length (`u32`, little-endian) and its bytes.
fn chunked(chunks: &[&[u8]]) -> Vec<u8> {
    let mut out = Vec::new();
    for c in chunks {
        out.extend_from_slice(&(c.len() as u32).to_le_bytes());
        out.extend_from_slice(c);
    }
    out
}

/// The chunks of [`chunked`]; `None` when malformed.
fn read_chunks(mut bytes: &[u8]) -> Option<Vec<&[u8]>> {
    let mut out = Vec::new();
    while !bytes.is_empty() {
        let (len, rest) = bytes.split_first_chunk::<4>()?;
        let len = u32::from_le_bytes(*len) as usize;
        let (c, rest) = rest.split_at_checked(len)?;
        out.push(c);
        bytes = rest;
    }
    Some(out)
}

/// The expectations as a request part: for each, whether it must be
/// allowed (one byte), the crawler and the URL, as [`chunked`]'s chunks.
pub fn expectations_part(list: &[Expectation]) -> Vec<u8> {
    let mut out = Vec::new();
    for e in list {
        let allowed = [u8::from(e.allowed)];
        out.extend(chunked(&[&allowed, e.agent.as_bytes(), e.url.as_bytes()]));
    }
    out
}

/// The expectations of [`expectations_part`]; `None` when malformed.
pub fn read_expectations(bytes: &[u8]) -> Option<Vec<Expectation>> {
    let chunks = read_chunks(bytes)?;
    if !chunks.len().is_multiple_of(3) {
        return None;
    }
    chunks
        .chunks_exact(3)
        .map(|e| {
            Some(Expectation {
                agent: String::from_utf8(e[1].to_vec()).ok()?,
                url: String::from_utf8(e[2].to_vec()).ok()?,
                allowed: e[0] == [1],
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_view_reads_back_from_its_number_and_no_other_does() {
        for v in Render::ALL {
            assert_eq!(Render::of(v.number()), Some(v));
        }
        assert_eq!(Render::of(0), None);
        assert_eq!(Render::of(Render::ALL.len() as u32 + 1), None);
        assert_eq!(Render::of(u32::MAX), None);
    }
}
