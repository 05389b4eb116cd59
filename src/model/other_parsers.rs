//! Other parsers: how CPython's `urllib.robotparser` (before and after its
//! RFC 9309 update), Protego and the npm package robots-parser read the
//! checked cells (the engine's `robots::readers`), as plain data and no
//! wording.
//!
//! - a grid cell's mark is the set of readers whose verdict is not the
//!   page's Google verdict for the cell, or that answer nothing (the
//!   engine's `Readers::differing`, a `ReaderSet` whose bits
//!   `CellResult::other_parsers` keeps), read by the checking worker's `MarkJob`
//!   for the whole list, a second pass after Google's verdicts
//!   ([`super::results::CheckJob`]);
//! - the selected cell's trace shows one row per reader, which the worker
//!   reads and words (`crate::worker::render::other_parsers`) and the page builds
//!   from a part (`crate::wire::part`).
//!
//! What the libraries are handed, as their APIs take them (like `robots
//! check --reader`): the crawler as typed (a full user-agent string stays
//! whole), the URL as typed when it has a scheme, else the tested path on
//! `https://example.com` (the libraries read only the path; robots-parser is
//! told the file lives on each URL's own site, so it always answers), and
//! the whole file decoded as UTF-8 with replacement.
//!
//! Google's verdict is the page's: tester mode (token derived, URL
//! normalised, crawler families). When a simulated fetch result replaces
//! the rules, it replaces them for every reader too (as in the CLI): no
//! reader differs, and the rows say that the fetch result decides.
//!
//! Costly (each reader re-encodes the URL and tries every rule), so the page
//! computes it with the whole-list check, never per keystroke for the cells
//! on screen.

use robots::readers::{Reader, ReaderSet, Readers};

use super::fetch::StatusRule;
use super::inputs::{CrawlerCol, UrlRow};
use super::parsed::Parsed;
use super::results::Results;
use crate::i18n::tr;

/// The library a reader follows, as the page names it.
pub fn other_parser_label(reader: Reader) -> String {
    match reader {
        Reader::Urllib => tr!("parser-urllib"),
        Reader::Protego => tr!("parser-protego"),
        Reader::RobotsParser => tr!("parser-robots-parser"),
        Reader::UrllibRfc9309 => tr!("parser-urllib-rfc9309"),
        Reader::Google => String::new(),
    }
}

/// The labels of the readers in a cell's mark (bits of
/// `CellResult::other_parsers`), joined as a list.
pub fn mark_names(mask: u8) -> String {
    list(mask, other_parser_label, ", ")
}

/// The names of the readers in `mask`, space-separated, in bit order
/// (`urllib protego`): the grid's `data-readers-differ`.
pub fn names(mask: u8) -> String {
    list(mask, |r| r.name().to_string(), " ")
}

/// The readers in `mask`, each as `name` says it, `sep` between them.
fn list(mask: u8, name: fn(Reader) -> String, sep: &str) -> String {
    let mut out = String::new();
    for r in ReaderSet::from_bits(mask).iter() {
        if !out.is_empty() {
            out.push_str(sep);
        }
        out.push_str(&name(r));
    }
    out
}

/// Where the page's example URLs live when a row is a bare path.
const BARE_PATH_ORIGIN: &str = "https://example.com";

/// The URL handed to the libraries for a row (`None`: it cannot be tested).
pub fn other_parser_url(row: &UrlRow) -> Option<String> {
    let path = row.path.as_ref().ok()?;
    if row.input.contains("://") {
        return Some(row.input.clone());
    }
    Some(match &row.origin {
        Some(o) => format!("{o}{path}"),
        None if row.input.starts_with('/') => format!("{BARE_PATH_ORIGIN}{}", row.input),
        None => format!("{BARE_PATH_ORIGIN}{path}"),
    })
}

/// The other parsers' parse of a file (the checking worker parses each
/// side of an edit once, `crate::worker::Side`; natively, `check_all`).
pub fn parse_others(body: &[u8]) -> Readers {
    super::parsed::count::other_parse();
    Readers::parse(body)
}

/// Every cell at once, with the other parsers' marks (what the checking
/// worker computes in two passes; natively, the prerendered first screen
/// and the tests).
pub fn check_all(
    parsed: &Parsed,
    rows: &[UrlRow],
    cols: &[CrawlerCol],
    status: Option<StatusRule>,
) -> Results {
    let mut results = super::results::check_verdicts(parsed, rows, cols, status);
    if status.is_some() {
        return results;
    }
    let other_parsers = parse_others(&parsed.body);
    for (r, url) in rows.iter().enumerate() {
        mark_row(&other_parsers, &mut results, r, url, cols);
    }
    results
}

/// Marks each checked cell of row `r` (the URL row `url`) with the other
/// parsers whose verdict differs from its Google verdict; nothing for a
/// URL that cannot be tested. `check_all` and the worker's `MarkJob` both
/// mark this way.
pub fn mark_row(
    other_parsers: &Readers,
    results: &mut Results,
    r: usize,
    url: &UrlRow,
    cols: &[CrawlerCol],
) {
    let Some(u) = other_parser_url(url) else {
        return;
    };
    for (c, col) in cols.iter().enumerate() {
        if let Some(cell) = results.get(r, c) {
            let differ = other_parsers.differing(cell.allowed, &col.input, &u, None);
            results.mark(r, c, differ.bits());
        }
    }
}

/// A mask of `state.other_parser_masks` (and of a part's header, `wire::part`): 0 while
/// not known, else `KNOWN` with the bits ([`bit`]) of the readers that
/// disagree with Google.
pub const KNOWN: usize = 0x100;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::url_rows;

    #[test]
    fn bits_and_names_follow_the_readers_order() {
        let bit = |r| ReaderSet::EMPTY.with(r).bits();
        assert_eq!(Reader::OTHERS.map(bit), [1, 2, 4, 8]);
        assert_eq!(names(0), "");
        assert_eq!(names(1 | 2), "urllib protego");
        assert_eq!(names(7), "urllib protego robots-parser");
        assert_eq!(names(4), "robots-parser");
        assert_eq!(names(8 | 1), "urllib urllib-rfc9309");
    }

    #[test]
    fn urls_go_to_the_libraries_as_typed_or_on_a_site() {
        let rows = url_rows("https://e.com/a b\n/x?y\nexample.org/p\nmailto:z");
        let urls: Vec<_> = rows.iter().map(other_parser_url).collect();
        assert_eq!(
            urls,
            [
                Some("https://e.com/a b".to_string()),
                Some("https://example.com/x?y".to_string()),
                Some("http://example.org/p".to_string()),
                None
            ]
        );
    }
}
