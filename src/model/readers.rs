//! Other readers: how CPython's `urllib.robotparser`, Protego and the npm
//! package robots-parser read the checked cells (the engine's
//! `robots::readers`), as plain data and no wording.
//!
//! - a grid cell's mark is a bitmask (`CellResult::readers`: bit 0 urllib,
//!   bit 1 protego, bit 2 robots-parser), set when that reader's verdict is
//!   not the page's Google verdict for the cell (or the library answers
//!   nothing); [`cell_mask`] computes it for the whole-list check
//!   ([`super::results::CheckJob`]);
//! - the selected cell's trace shows one [`ReaderRow`] per reader
//!   ([`cell_rows`]), worded by `super::reader_words`.
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

use robots::readers::{Reader, Readers, Why};
use robots::Verdict;

use super::explain::Explained;
use super::fetch::StatusRule;
use super::inputs::UrlRow;

/// The readers, in the order of their bits and of the trace's rows.
pub const READERS: [Reader; 3] = Reader::OTHERS;

/// A reader's bit in `CellResult::readers`.
pub fn bit(reader: Reader) -> u8 {
    match reader {
        Reader::Urllib => 1,
        Reader::Protego => 2,
        Reader::RobotsParser => 4,
        Reader::Google => 0,
    }
}

/// The names of the readers in `mask`, space-separated, in bit order
/// (`urllib protego`): the grid's `data-readers-differ`.
pub fn names(mask: u8) -> String {
    READERS
        .iter()
        .filter(|r| mask & bit(**r) != 0)
        .map(|r| r.name())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Where the page's example URLs live when a row is a bare path.
const BARE_PATH_ORIGIN: &str = "https://example.com";

/// The URL handed to the libraries for a row (`None`: it cannot be tested).
pub fn reader_url(row: &UrlRow) -> Option<String> {
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

/// The bits of the readers whose verdict for (agent, URL) is not
/// `google_allowed` (the page's verdict for the cell).
pub fn cell_mask(readers: &Readers, agent: &str, url: &str, google_allowed: bool) -> u8 {
    READERS
        .iter()
        .filter(|&&r| readers.check(r, agent, url, None).allowed() != Some(google_allowed))
        .fold(0, |m, &r| m | bit(r))
}

/// One reader's reading of the selected cell, as data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReaderRow {
    pub reader: Reader,
    /// `Some(allowed)`, or `None` when the library answers nothing.
    pub verdict: Option<bool>,
    /// The line of the rule that decided (0: none did).
    pub line: u32,
    /// That line as the library read it (`Disallow: /a`), or empty.
    pub rule: String,
    /// The verdict is not Google's.
    pub differs: bool,
    /// Why, as data (`None`: a simulated fetch result decides instead of
    /// the rules, for every reader).
    pub why: Option<Why>,
    /// The line the difference is about (`robots::readers::Compared::at`;
    /// 0: none).
    pub at: u32,
}

impl ReaderRow {
    /// The stable code (`robots::readers::DIFFERENCE_CODES`), or `status`
    /// when the fetch result decides.
    pub fn code(&self) -> &'static str {
        self.why.as_ref().map_or("status", Why::code)
    }
}

/// Each reader's reading of (agent, URL) beside Google's `google` verdict;
/// with a fetch result that replaces the rules, its verdict for every one.
pub fn reader_rows(
    readers: &Readers,
    agent: &str,
    url: &str,
    google: &Verdict,
    status: Option<StatusRule>,
) -> Vec<ReaderRow> {
    READERS
        .iter()
        .map(|&reader| match status {
            Some(st) => ReaderRow {
                reader,
                verdict: Some(st.allowed),
                line: 0,
                rule: String::new(),
                differs: false,
                why: None,
                at: 0,
            },
            None => {
                let c = readers.explain(reader, google, agent, url, None);
                ReaderRow {
                    reader,
                    verdict: c.reading.allowed(),
                    line: c.reading.line,
                    rule: c.reading.rule,
                    differs: c.differs,
                    why: Some(c.why),
                    at: c.at,
                }
            }
        })
        .collect()
}

/// The rows for the explained cell (`None` when its URL cannot be tested).
pub fn cell_rows(readers: &Readers, e: &Explained) -> Option<Vec<ReaderRow>> {
    let google = e.verdict.as_ref()?;
    let url = reader_url(&e.url)?;
    Some(reader_rows(readers, &e.agent.input, &url, google, e.status))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{crawler_cols, explain, status_rule, url_rows, Parsed};

    #[test]
    fn bits_and_names_follow_the_readers_order() {
        assert_eq!(READERS.map(bit), [1, 2, 4]);
        assert_eq!(names(0), "");
        assert_eq!(names(1 | 2), "urllib protego");
        assert_eq!(names(7), "urllib protego robots-parser");
        assert_eq!(names(4), "robots-parser");
    }

    #[test]
    fn urls_go_to_the_libraries_as_typed_or_on_a_site() {
        let rows = url_rows("https://e.com/a b\n/x?y\nexample.org/p\nmailto:z");
        let urls: Vec<_> = rows.iter().map(reader_url).collect();
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

    #[test]
    fn first_match_is_a_row_with_the_lines_and_the_rules() {
        let p = Parsed::new("User-agent: *\nDisallow: /a\nAllow: /a/b\n");
        let rows = url_rows("https://example.com/a/b\n/a/c");
        let cols = crawler_cols(&["Googlebot".into()], &[]);
        let readers = Readers::parse(&p.body);
        let e = explain(&p, &rows, &cols, Some((0, 0)), None).unwrap();
        let got = cell_rows(&readers, &e).unwrap();
        assert_eq!(
            got.iter()
                .map(|r| (r.reader.name(), r.verdict, r.line, r.differs))
                .collect::<Vec<_>>(),
            [
                ("urllib", Some(false), 2, true),
                ("protego", Some(true), 3, false),
                ("robots-parser", Some(true), 3, false)
            ]
        );
        assert_eq!(got[0].code(), "first_match");
        assert_eq!(
            got[0].why,
            Some(Why::FirstMatch {
                line: 2,
                rule: "Disallow: /a".into(),
                longer: Some((3, "Allow: /a/b".into()))
            })
        );
        assert_eq!(got[0].rule, "Disallow: /a");
        assert_eq!(got[1].code(), "same_verdict");
        assert_eq!(
            cell_mask(&readers, "Googlebot", "https://example.com/a/b", true),
            1
        );
        // The second row agrees everywhere.
        let e = explain(&p, &rows, &cols, Some((1, 0)), None).unwrap();
        assert!(cell_rows(&readers, &e).unwrap().iter().all(|r| !r.differs));
        assert_eq!(
            cell_mask(&readers, "Googlebot", "https://example.com/a/c", false),
            0
        );
    }

    #[test]
    fn a_fetch_result_decides_for_every_reader() {
        let p = Parsed::new("User-agent: *\nDisallow: /a\nAllow: /a/b\n");
        let rows = url_rows("/a/b");
        let cols = crawler_cols(&["Googlebot".into()], &[]);
        let readers = Readers::parse(&p.body);
        let e = explain(&p, &rows, &cols, Some((0, 0)), status_rule("503")).unwrap();
        let got = cell_rows(&readers, &e).unwrap();
        assert!(got
            .iter()
            .all(|r| r.verdict == Some(false) && !r.differs && r.code() == "status"));
        let untestable = url_rows("mailto:x");
        let e = explain(&p, &untestable, &cols, Some((0, 0)), None).unwrap();
        assert_eq!(cell_rows(&readers, &e), None);
    }
}
