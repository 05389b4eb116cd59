//! Other readers: how CPython's `urllib.robotparser` (before and after its
//! RFC 9309 update), Protego and the npm package robots-parser read the
//! checked cells (the engine's `robots::readers`), as plain data and no
//! wording.
//!
//! - a grid cell's mark is a bitmask (`CellResult::readers`: bit 0 urllib,
//!   bit 1 protego, bit 2 robots-parser, bit 3 urllib-rfc9309), set when
//!   that reader's verdict is
//!   not the page's Google verdict for the cell (or the library answers
//!   nothing); [`cell_mask`] computes it, and [`MarkJob`] for the whole
//!   list, a second pass after Google's verdicts
//!   ([`super::results::CheckJob`]), run only by the checking worker;
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
use super::inputs::{CrawlerCol, UrlRow};
use super::parsed::Parsed;
use super::results::Results;
use crate::tr;

/// The readers, in the order of their bits and of the trace's rows.
pub const READERS: [Reader; 4] = Reader::OTHERS;

/// A reader's bit in `CellResult::readers`.
pub fn bit(reader: Reader) -> u8 {
    match reader {
        Reader::Urllib => 1,
        Reader::Protego => 2,
        Reader::RobotsParser => 4,
        Reader::UrllibRfc9309 => 8,
        Reader::Google => 0,
    }
}

/// The library a reader follows, as the page names it.
pub fn reader_label(reader: Reader) -> String {
    match reader {
        Reader::Urllib => tr!("parser-urllib"),
        Reader::Protego => tr!("parser-protego"),
        Reader::RobotsParser => tr!("parser-robots-parser"),
        Reader::UrllibRfc9309 => tr!("parser-urllib-rfc9309"),
        Reader::Google => String::new(),
    }
}

/// The labels of the readers in a cell's mark (bits of
/// `CellResult::readers`), joined as a list.
pub fn mark_names(mask: u8) -> String {
    list(mask, reader_label, ", ")
}

/// The names of the readers in `mask`, space-separated, in bit order
/// (`urllib protego`): the grid's `data-readers-differ`.
pub fn names(mask: u8) -> String {
    list(mask, |r| r.name().to_string(), " ")
}

/// The readers in `mask`, each as `name` says it, `sep` between them.
fn list(mask: u8, name: fn(Reader) -> String, sep: &str) -> String {
    let mut out = String::new();
    for r in READERS {
        if mask & bit(r) != 0 {
            if !out.is_empty() {
                out.push_str(sep);
            }
            out.push_str(&name(r));
        }
    }
    out
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

/// Rows per [`MarkJob::step`] at most: the readers parse the whole file and
/// try every rule of a group per check, which in a large file takes
/// milliseconds per cell.
pub const MARK_ROWS_PER_STEP: usize = 8;

/// The other readers' marks over the whole list, in slices, after Google's
/// verdicts are known: each step ORs the bits of [`cell_mask`] into the
/// cells of `results` (the verdicts of the same file, rows and crawlers).
/// The file is parsed by the readers once, at the first step. A fetch
/// result that replaces the rules leaves every mark 0.
#[derive(Debug)]
pub struct MarkJob {
    rows: usize,
    next: usize,
    readers: Option<Readers>,
}

impl MarkJob {
    pub fn new(rows: usize) -> MarkJob {
        MarkJob {
            rows,
            next: 0,
            readers: None,
        }
    }

    /// Marks up to `max_rows` more rows (at most [`MARK_ROWS_PER_STEP`]);
    /// returns whether every row is done.
    pub fn step(
        &mut self,
        parsed: &Parsed,
        rows: &[UrlRow],
        cols: &[CrawlerCol],
        status: Option<StatusRule>,
        results: &mut Results,
        max_rows: usize,
    ) -> bool {
        if status.is_some() || !results.fits(rows.len(), cols.len()) {
            self.next = self.rows;
            return true;
        }
        let end = self
            .next
            .saturating_add(max_rows.min(MARK_ROWS_PER_STEP))
            .min(self.rows)
            .min(rows.len());
        if self.next < end {
            let readers = self
                .readers
                .get_or_insert_with(|| Readers::parse(&parsed.body));
            for (r, url) in rows.iter().enumerate().take(end).skip(self.next) {
                let Some(u) = reader_url(url) else {
                    continue;
                };
                for (c, col) in cols.iter().enumerate() {
                    let i = r * results.cols + c;
                    let Some(cell) = results.get(r, c) else {
                        continue;
                    };
                    let mask = cell_mask(readers, &col.input, &u, cell.allowed);
                    results.cells[i] |= u32::from(mask & 0x3f) << 2;
                }
            }
            self.next = end;
        }
        self.next >= self.rows
    }

    /// Rows marked so far.
    pub fn done(&self) -> usize {
        self.next
    }
}

/// Every cell at once, with the other readers' marks (what the worker
/// computes in two passes).
pub fn check_all(
    parsed: &Parsed,
    rows: &[UrlRow],
    cols: &[CrawlerCol],
    status: Option<StatusRule>,
) -> Results {
    let mut results = super::results::check_verdicts(parsed, rows, cols, status);
    let mut marks = MarkJob::new(rows.len());
    while !marks.step(parsed, rows, cols, status, &mut results, usize::MAX) {}
    results
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

/// A reader's row as the page shows it: [`ReaderRow`] worded in the
/// page's language (`super::reader_words::worded`, in the checking worker,
/// so that the wording of every difference stays out of the page's wasm).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReaderLine {
    pub reader: Reader,
    /// `Some(allowed)`, or `None` when the library answers nothing.
    pub verdict: Option<bool>,
    /// The line of the rule that decided (0: none did).
    pub line: u32,
    /// That line as the library read it, or empty.
    pub rule: String,
    /// The verdict is not Google's.
    pub differs: bool,
    /// The stable code of why ([`ReaderRow::code`]).
    pub code: String,
    /// The library's name, in the page's language.
    pub label: String,
    /// The verdict in words (Allowed, Blocked, No answer).
    pub word: String,
    /// Why, in one sentence, in the page's language.
    pub reason: String,
}

/// A mask of `state.reader_masks` (and of a [`Part`]'s header): 0 while
/// not known, else `KNOWN` with the bits ([`bit`]) of the readers that
/// disagree with Google.
pub const KNOWN: usize = 0x100;

/// The mask of the rows that differ from Google, with [`KNOWN`].
pub fn known_mask(rows: &[ReaderLine]) -> usize {
    rows.iter()
        .filter(|r| r.differs)
        .fold(KNOWN, |m, r| m | usize::from(bit(r.reader)))
}

/// Writes the "Read by other parsers" part's body as a small tree that
/// the page builds with plain DOM calls (`results/readers.rs`), so that
/// its wording and layout stay in the checking worker: every field
/// length-prefixed (`5:hello`, so any text of the file passes unchanged),
/// first the two masks (the edited file, the "before" one or 0), then ops:
/// `<tag` opens an element inside the current one, `@name=value` sets an
/// attribute of the current element, `"text` adds a text, `>` closes the
/// current element. Texts are only ever texts in the page.
#[derive(Default)]
pub struct PartWriter(Writer);

impl PartWriter {
    pub fn new(now: usize, before: usize) -> PartWriter {
        let mut w = Writer(String::new());
        w.n(now as u32);
        w.n(before as u32);
        PartWriter(w)
    }
    pub fn open(&mut self, tag: &str) -> &mut Self {
        self.0.s(&format!("<{tag}"));
        self
    }
    pub fn attr(&mut self, name: &str, value: &str) -> &mut Self {
        self.0.s(&format!("@{name}={value}"));
        self
    }
    pub fn text(&mut self, text: &str) -> &mut Self {
        self.0.s(&format!("\"{text}"));
        self
    }
    pub fn close(&mut self) -> &mut Self {
        self.0.s(">");
        self
    }
    pub fn into_bytes(self) -> Vec<u8> {
        self.0 .0.into_bytes()
    }
}

/// One op of a [`Part`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op<'a> {
    Open(&'a str),
    Attr(&'a str, &'a str),
    Text(&'a str),
    Close,
}

/// Elements a part may hold: anything else makes it malformed.
const PART_TAGS: [&str; 25] = [
    "table", "caption", "thead", "tbody", "tr", "th", "td", "span", "button", "code", "p", "div",
    "label", "select", "option", "input", "textarea", "details", "summary", "fieldset", "legend",
    "h3", "ul", "li", "time",
];

/// A part as the page reads it: the masks, then [`Part::ops`].
#[derive(Debug)]
pub struct Part<'a> {
    pub now: usize,
    pub before: usize,
    pub ops: Vec<Op<'a>>,
}

impl<'a> Part<'a> {
    /// `None` for anything malformed: a bad field, an unknown element, an
    /// event-handler attribute, or elements not closed in order.
    pub fn read(bytes: &'a [u8]) -> Option<Part<'a>> {
        let mut f = Fields(std::str::from_utf8(bytes).ok()?);
        let now = f.n()? as usize;
        let before = f.n()? as usize;
        let mut ops = Vec::new();
        let mut depth = 0usize;
        while !f.0.is_empty() {
            let field = f.s()?;
            let op = match field.split_at_checked(1)? {
                ("<", tag) if PART_TAGS.contains(&tag) => {
                    depth += 1;
                    Op::Open(tag)
                }
                ("@", attr) => {
                    let (name, value) = attr.split_once('=')?;
                    let bad = name.is_empty()
                        || name.get(..2).is_some_and(|p| p.eq_ignore_ascii_case("on"))
                        || !name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-');
                    if bad || depth == 0 {
                        return None;
                    }
                    Op::Attr(name, value)
                }
                ("\"", text) => Op::Text(text),
                (">", "") => {
                    depth = depth.checked_sub(1)?;
                    Op::Close
                }
                _ => return None,
            };
            ops.push(op);
        }
        (depth == 0).then_some(Part { now, before, ops })
    }
}

#[derive(Default)]
struct Writer(String);

impl Writer {
    fn s(&mut self, text: &str) {
        self.0.push_str(&text.len().to_string());
        self.0.push(':');
        self.0.push_str(text);
    }
    fn n(&mut self, n: u32) {
        self.s(&n.to_string());
    }
}

struct Fields<'a>(&'a str);

impl<'a> Fields<'a> {
    fn s(&mut self) -> Option<&'a str> {
        let (len, rest) = self.0.split_once(':')?;
        let len: usize = len.parse().ok()?;
        let text = rest.get(..len)?;
        self.0 = &rest[len..];
        Some(text)
    }
    fn n(&mut self) -> Option<u32> {
        self.s()?.parse().ok()
    }
}

/// One of every [`Why`], with made-up fields: the tests' list (here and in
/// `reader_words`).
#[cfg(test)]
pub(crate) fn every_why() -> Vec<Why> {
    let s = |x: &str| x.to_string();
    vec![
        Why::SameAsGoogle,
        Why::SameNoRule,
        Why::SameOtherLine {
            line: 3,
            rule: s("Allow: /"),
        },
        Why::FileError {
            line: 2,
            text: s("Crawl-delay: \u{b2}"),
        },
        Why::UrlError,
        Why::DirectiveEndsGroup {
            line: 2,
            text: s("Crawl-delay: 5"),
        },
        Why::ByteOrderMark,
        Why::FirstGroupOnlyLater {
            group_line: 1,
            google_line: 7,
            google_rule: s("Disallow: /y"),
        },
        Why::FirstGroupOnly { group_line: 4 },
        Why::BlankLineEndsGroup {
            blank: 2,
            group_line: 1,
        },
        Why::BlankLineNoGroup {
            blank: 3,
            google_line: 4,
            google_rule: s("Disallow: /b"),
        },
        Why::AgentSubstring {
            name: s("mybot"),
            group_agent: s("bot"),
            group_line: 1,
        },
        Why::NoWildcards {
            line: 2,
            rule: s("Disallow: /*.pdf"),
        },
        Why::FirstMatch {
            line: 2,
            rule: s("Disallow: /a"),
            longer: Some((3, s("Allow: /a/b"))),
        },
        Why::FirstMatch {
            line: 2,
            rule: s("Disallow: /a"),
            longer: None,
        },
        Why::UrllibQuoting { path: s("/a%20b") },
        Why::Other,
        Why::RobotsTxtAllowed,
        Why::AbsoluteUrlRule {
            line: 2,
            rule: s("Disallow: https://e.com/"),
        },
        Why::LongestAgent {
            group_line: 1,
            name: s("bot"),
            agent: s("my bot"),
        },
        Why::KeySpelling {
            agent: s("bot"),
            lines: vec![1, 3],
        },
        Why::KeySpelling {
            agent: s(""),
            lines: vec![],
        },
        Why::IndexHtml {
            rule: s("Allow: /a/index.html"),
            here: true,
        },
        Why::IndexHtml {
            rule: s("Allow: /a/index.html"),
            here: false,
        },
        Why::DollarLiteral {
            line: 2,
            rule: s("Disallow: /a$"),
        },
        Why::LongestMatchLength {
            line: 2,
            rule: s("Allow: /ä"),
            path: s("/%C3%A4"),
        },
        Why::ProtegoQuoting { path: s("/a") },
        Why::OutOfOrigin {
            url: s("https://b.com/"),
            robots: Some(s("https://a.com/robots.txt")),
        },
        Why::OutOfOrigin {
            url: s("x"),
            robots: None,
        },
        Why::AgentWithoutRules {
            name: s("bot"),
            line: 1,
        },
        Why::ExactAgent {
            name: s("googlebot news"),
            line: 1,
        },
        Why::ExactAgentOnlyHere {
            name: s("bot"),
            group_line: 3,
        },
        Why::RobotsParserQuoting { path: s("/a") },
        Why::MalformedUrlNoRule,
        Why::AgentSubstringOf {
            agent: s("bot"),
            line: 1,
            name: s("MyBot/1.0"),
        },
        Why::AgentWhole {
            agent: s("Googlebot/2.1"),
            line: 1,
            name: s("Googlebot"),
        },
        Why::DollarInside {
            line: 2,
            rule: s("Disallow: /a$b"),
        },
        Why::RuleKeySpelling {
            line: 2,
            rule: s("Disallow: /a"),
        },
        Why::WildcardMatchLength {
            line: 3,
            rule: s("Disallow: /grid/*"),
            length: 6,
        },
        Why::DecodedRule {
            line: 2,
            rule: s("Disallow: /a%2Fb"),
            pattern: s("/a/b"),
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{crawler_cols, explain, status_rule, url_rows, Parsed};

    #[test]
    fn bits_and_names_follow_the_readers_order() {
        assert_eq!(READERS.map(bit), [1, 2, 4, 8]);
        assert_eq!(names(0), "");
        assert_eq!(names(1 | 2), "urllib protego");
        assert_eq!(names(7), "urllib protego robots-parser");
        assert_eq!(names(4), "robots-parser");
        assert_eq!(names(8 | 1), "urllib urllib-rfc9309");
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
                ("robots-parser", Some(true), 3, false),
                ("urllib-rfc9309", Some(true), 3, false)
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

    #[test]
    fn rows_pass_between_threads_unchanged() {
        let whys = every_why();
        let mut rows: Vec<ReaderRow> = whys
            .into_iter()
            .enumerate()
            .map(|(i, why)| ReaderRow {
                reader: READERS[i % 4],
                verdict: [Some(true), Some(false), None][i % 3],
                line: i as u32,
                // Text of the file passes as it is, separators and all.
                rule: format!("Disallow: /{i}:3:\u{1e}\u{1f}é"),
                differs: i % 2 == 0,
                why: Some(why),
                at: 7,
            })
            .collect();
        rows[0].why = None;
        let lines: Vec<ReaderLine> = rows
            .iter()
            .map(super::super::reader_words::worded)
            .collect();
        for (line, row) in lines.iter().zip(&rows) {
            assert_eq!(line.code, row.code());
            assert_eq!(line.reason, super::super::reader_words::reader_reason(row));
            assert!(!line.reason.is_empty());
        }
        // The part the page builds: a row per line, every text as it is
        // (separators, colons and all), the masks in front.
        let mut before = lines[..1].to_vec();
        before[0].verdict = before[0].verdict.map(|a| !a);
        let bytes = super::super::reader_words::part(&lines, Some(&before));
        let part = Part::read(&bytes).expect("a part");
        assert_eq!(part.now, known_mask(&lines));
        assert_eq!(part.before, known_mask(&before));
        assert_ne!(part.now & 7, 0);
        let rows = part
            .ops
            .iter()
            .filter(|o| **o == Op::Attr("data-testid", "reader-row"))
            .count();
        assert_eq!(rows, lines.len());
        let texts: Vec<&str> = part
            .ops
            .iter()
            .filter_map(|o| match o {
                Op::Text(t) => Some(*t),
                _ => None,
            })
            .collect();
        for line in &lines {
            assert!(texts.contains(&line.reason.as_str()), "{}", line.reason);
            assert!(texts.contains(&line.rule.as_str()) || line.line == 0);
            assert!(texts.contains(&line.label.as_str()));
        }
        // Rows whose verdict the edit changed are marked.
        assert!(part.ops.contains(&Op::Attr("data-changed", "true")));
        // Anything malformed is refused: cut short, unknown elements,
        // event handlers, attributes outside an element, unclosed ones.
        assert!(Part::read(&bytes[..bytes.len() - 1]).is_none());
        let raw = |fields: &[&str]| {
            let mut w = PartWriter::new(KNOWN, 0);
            for f in fields {
                w.0.s(f);
            }
            w.into_bytes()
        };
        assert!(Part::read(&raw(&["<p", "\"hi", ">"])).is_some());
        for bad in [
            &["<script", ">"][..],
            &["<p", "@onclick=alert(1)", ">"],
            &["<p", "@OnMouseOver=x", ">"],
            &["@class=x"],
            &["<p"],
            &[">"],
            &["<p", "@=x", ">"],
            &["?", ">"],
        ] {
            assert!(Part::read(&raw(bad)).is_none(), "{bad:?}");
        }
        assert!(Part::read(b"nonsense").is_none());
        assert!(Part::read(b"").is_none());
    }
}
