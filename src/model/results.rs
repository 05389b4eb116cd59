//! The results: checking URL lists of up to [`MAX_URLS`] entries × many crawlers.
//!
//! The page checks a list in two ways at once (see `crate::state`):
//!
//! - the cells on screen are checked synchronously on every change
//!   ([`window_cells`]: a few hundred checks), so what a person looks at is
//!   never stale;
//! - the whole grid, which totals, filters, sorting and export need, is
//!   checked by a [`CheckJob`] in slices of a few milliseconds between
//!   frames; a newer change abandons it.
//!
//! Everything here is pure data, tested natively.

use robots::{tester, AgentView};

use super::fetch::StatusRule;
use super::inputs::{CrawlerCol, UrlRow};
use super::parsed::Parsed;
use super::wording::verdict_key;
use crate::i18n::tr;

/// The fast-path result of one cell: verdict and reported line (0 = none).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CellResult {
    pub allowed: bool,
    pub line: u32,
    /// The other parsers whose verdict is not this one, a bitmask (bit 0
    /// urllib, bit 1 protego, bit 2 robots-parser, bit 3 urllib-rfc9309;
    /// see `super::other_parsers`).
    /// Set by the whole-list check ([`CheckJob`], run by the checking
    /// worker); [`window_cells`] copies them from its results (it does not
    /// read the other parsers itself); 0 when a fetch result decides.
    pub other_parsers: u8,
}

/// A cell packed in one `u32` (how [`Results`] keep cells and how the
/// checking worker sends them, see [`super::worker`]): bit 0 the URL can be
/// tested (else the other bits are 0), bit 1 allowed, bits 2–7 the readers
/// that disagree ([`CellResult::other_parsers`], 4 used), bits 8–31 the line
/// (lines past 2²⁴ − 1 are reported as that).
pub fn pack(cell: Option<CellResult>) -> u32 {
    match cell {
        None => 0,
        Some(c) => {
            1 | u32::from(c.allowed) << 1
                | u32::from(c.other_parsers & OTHER_PARSERS_MAX) << 2
                | c.line.min(LINE_MAX) << 8
        }
    }
}

/// The cell packed by [`pack`].
pub fn unpack(word: u32) -> Option<CellResult> {
    (word & 1 == 1).then_some(CellResult {
        allowed: word & 2 != 0,
        other_parsers: (word >> 2) as u8 & OTHER_PARSERS_MAX,
        line: word >> 8,
    })
}

const LINE_MAX: u32 = (1 << 24) - 1;

/// The readers' bits a cell has room for (6; 4 used).
const OTHER_PARSERS_MAX: u8 = 0x3f;

/// Every cell of the grid, rows (URLs) × columns (agents), each packed in a
/// `u32` ([`pack`]). A row whose URL is invalid has `None` cells.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Results {
    pub cols: usize,
    pub cells: Vec<u32>,
}

impl Results {
    /// Whether these results are for a grid of `rows` × `cols` (during a
    /// re-check after an edit they may be a moment old, for another grid).
    pub fn fits(&self, rows: usize, cols: usize) -> bool {
        self.rows() == rows && self.cols == cols
    }

    pub fn get(&self, row: usize, col: usize) -> Option<CellResult> {
        if col >= self.cols {
            return None;
        }
        self.cells
            .get(row * self.cols + col)
            .copied()
            .and_then(unpack)
    }

    pub fn rows(&self) -> usize {
        self.cells.len().checked_div(self.cols).unwrap_or(0)
    }

    /// Adds the other parsers that differ ([`CellResult::other_parsers`]) to the
    /// cell at (`row`, `col`); a cell whose URL cannot be tested stays
    /// empty.
    pub fn mark(&mut self, row: usize, col: usize, other_parsers: u8) {
        if col >= self.cols {
            return;
        }
        if let Some(word) = self.cells.get_mut(row * self.cols + col) {
            if *word & 1 == 1 {
                *word |= u32::from(other_parsers & OTHER_PARSERS_MAX) << 2;
            }
        }
    }

    /// Whether some cell has a reader that differs.
    pub fn has_marks(&self) -> bool {
        self.cells
            .iter()
            .any(|c| c & u32::from(OTHER_PARSERS_MAX) << 2 != 0)
    }

    /// The cells' readers' marks (bits of [`CellResult::other_parsers`]) of
    /// `from`'s row `row` added to `cells` (the same row's cells, checked
    /// anew).
    fn lend_marks(&self, row: usize, cells: &mut [u32]) {
        let from = row * self.cols;
        let Some(was) = self.cells.get(from..from + self.cols) else {
            return;
        };
        for (cell, was) in cells.iter_mut().zip(was) {
            if *cell & 1 == 1 {
                *cell |= was & u32::from(OTHER_PARSERS_MAX) << 2;
            }
        }
    }

    /// (allowed, blocked) counts in column `col`.
    pub fn totals(&self, col: usize) -> (usize, usize) {
        let mut t = (0, 0);
        for row in 0..self.rows() {
            match self.get(row, col) {
                Some(CellResult { allowed: true, .. }) => t.0 += 1,
                Some(CellResult { allowed: false, .. }) => t.1 += 1,
                None => {}
            }
        }
        t
    }
}

/// The cell whose decision is explained: the selection, kept inside the
/// grid; the first cell when nothing is selected.
pub fn active_cell(
    selected: Option<(usize, usize)>,
    rows: usize,
    cols: usize,
) -> Option<(usize, usize)> {
    if rows == 0 || cols == 0 {
        return None;
    }
    let (r, c) = selected.unwrap_or((0, 0));
    Some((r.min(rows - 1), c.min(cols - 1)))
}

/// What a row's verdicts add up to, over all crawlers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RowClass {
    /// The URL cannot be tested.
    Untestable,
    AllAllowed,
    AllBlocked,
    /// Some crawlers are allowed, others blocked.
    Mixed,
    /// Not checked yet (or no crawlers).
    Unknown,
}

/// The class of `row` given its URL and the full results (`None` while the
/// list is being checked).
pub fn row_class(url: &UrlRow, results: Option<&Results>, row: usize) -> RowClass {
    if url.path.is_err() {
        return RowClass::Untestable;
    }
    let Some(r) = results.filter(|r| r.cols > 0) else {
        return RowClass::Unknown;
    };
    let (mut allowed, mut blocked) = (false, false);
    for col in 0..r.cols {
        match r.get(row, col) {
            Some(CellResult { allowed: true, .. }) => allowed = true,
            Some(CellResult { allowed: false, .. }) => blocked = true,
            None => {}
        }
    }
    match (allowed, blocked) {
        (true, true) => RowClass::Mixed,
        (true, false) => RowClass::AllAllowed,
        (false, true) => RowClass::AllBlocked,
        (false, false) => RowClass::Unknown,
    }
}

/// Which rows the grid shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Filter {
    #[default]
    All,
    /// Blocked for at least one crawler.
    Blocked,
    /// Allowed for every crawler.
    Allowed,
    /// Allowed for some crawlers and blocked for others.
    Disagree,
    /// URLs that cannot be tested.
    Untestable,
    /// Some other parser (urllib, Protego, robots-parser) disagrees with
    /// Google for at least one crawler ([`CellResult::other_parsers`]).
    OtherParsers,
}

impl Filter {
    pub const EVERY: [Filter; 6] = [
        Filter::All,
        Filter::Blocked,
        Filter::Allowed,
        Filter::Disagree,
        Filter::Untestable,
        Filter::OtherParsers,
    ];

    /// The value of the filter control's option.
    pub fn key(self) -> &'static str {
        match self {
            Filter::All => "all",
            Filter::Blocked => "blocked",
            Filter::Allowed => "allowed",
            Filter::Disagree => "disagree",
            Filter::Untestable => "untestable",
            Filter::OtherParsers => "readers",
        }
    }

    /// The filter control's option: the filter and how many URLs it keeps.
    pub fn label(self, count: usize) -> String {
        tr!("filter-option", filter = self.key(), count = count)
    }

    pub fn parse(key: &str) -> Filter {
        Filter::EVERY
            .into_iter()
            .find(|f| f.key() == key)
            .unwrap_or_default()
    }

    /// Whether the filter keeps a row of class `class`; `readers`: the
    /// row's mark of other parsers that disagree ([`row_other_parsers`]).
    pub fn keeps(self, class: RowClass, other_parsers: u8) -> bool {
        match self {
            Filter::OtherParsers => other_parsers != 0,
            Filter::All => true,
            Filter::Blocked => matches!(class, RowClass::AllBlocked | RowClass::Mixed),
            Filter::Allowed => class == RowClass::AllAllowed,
            Filter::Disagree => class == RowClass::Mixed,
            Filter::Untestable => class == RowClass::Untestable,
        }
    }

    /// Whether the filter needs the whole list checked.
    pub fn needs_results(self) -> bool {
        !matches!(self, Filter::All | Filter::Untestable)
    }
}

/// The other parsers that disagree with Google in some cell of `row` (the
/// bits of [`CellResult::other_parsers`]); 0 while the list is being checked.
pub fn row_other_parsers(results: Option<&Results>, row: usize) -> u8 {
    let Some(r) = results else { return 0 };
    (0..r.cols).fold(0, |m, col| {
        m | r.get(row, col).map_or(0, |c| c.other_parsers)
    })
}

/// The order of the rows shown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Sort {
    /// As in the list.
    #[default]
    Input,
    /// By URL, A to Z (byte order of what was typed).
    Url,
    /// Blocked for every crawler first, then mixed, allowed, untestable;
    /// list order within each.
    Verdict,
}

impl Sort {
    pub const EVERY: [Sort; 3] = [Sort::Input, Sort::Url, Sort::Verdict];

    pub fn key(self) -> &'static str {
        match self {
            Sort::Input => "input",
            Sort::Url => "url",
            Sort::Verdict => "verdict",
        }
    }

    pub fn label(self) -> String {
        match self {
            Sort::Input => tr!("sort-input"),
            Sort::Url => tr!("sort-url"),
            Sort::Verdict => tr!("sort-verdict"),
        }
    }

    pub fn parse(key: &str) -> Sort {
        Sort::EVERY
            .into_iter()
            .find(|s| s.key() == key)
            .unwrap_or_default()
    }
}

/// ASCII case-insensitive substring test (`needle` already lower-cased).
fn contains_folded(haystack: &str, needle: &[u8]) -> bool {
    if needle.is_empty() {
        return true;
    }
    haystack.as_bytes().windows(needle.len()).any(|w| {
        w.iter()
            .zip(needle)
            .all(|(a, b)| a.to_ascii_lowercase() == *b)
    })
}

/// The rows to show, as indices into `rows`, for a filter, a search text
/// (ASCII case-insensitive, over the URL as typed and the path tested) and
/// an order. `results` is `None` while the list is being checked: filters
/// and sorts that need verdicts then keep list order and the rows they can
/// decide.
pub fn order(
    rows: &[UrlRow],
    results: Option<&Results>,
    filter: Filter,
    search: &str,
    sort: Sort,
) -> Vec<u32> {
    let needle = search.trim().to_ascii_lowercase();
    let needle = needle.as_bytes();
    let mut keep: Vec<u32> = (0..rows.len())
        .filter(|&i| {
            let url = &rows[i];
            let found = contains_folded(&url.input, needle)
                || url.path.as_ref().is_ok_and(|p| contains_folded(p, needle));
            found && filter.keeps(row_class(url, results, i), row_other_parsers(results, i))
        })
        .map(|i| i as u32)
        .collect();
    match sort {
        Sort::Input => {}
        // The engine's small heapsort, not the standard library's sorts,
        // which would add kilobytes to the page's wasm; the list index breaks
        // ties, so the order is stable.
        Sort::Url => robots::heapsort(&mut keep, |&a, &b| {
            (&rows[a as usize].input, a) < (&rows[b as usize].input, b)
        }),
        Sort::Verdict => {
            // Stable by construction: one bucket per class, in list order.
            let rank = |i: u32| match row_class(&rows[i as usize], results, i as usize) {
                RowClass::AllBlocked => 0,
                RowClass::Mixed => 1,
                RowClass::AllAllowed => 2,
                RowClass::Unknown => 3,
                RowClass::Untestable => 4,
            };
            let mut buckets: [Vec<u32>; 5] = Default::default();
            for i in keep.drain(..) {
                buckets[rank(i)].push(i);
            }
            keep = buckets.concat();
        }
    }
    keep
}

/// How many rows each filter keeps, in [`Filter::EVERY`] order.
pub fn filter_counts(rows: &[UrlRow], results: Option<&Results>) -> [usize; 6] {
    let mut counts = [0; 6];
    for (i, url) in rows.iter().enumerate() {
        let class = row_class(url, results, i);
        let other_parsers = row_other_parsers(results, i);
        for (n, f) in counts.iter_mut().zip(Filter::EVERY) {
            if f.keeps(class, other_parsers) {
                *n += 1;
            }
        }
    }
    counts
}

/// One tester-mode view per crawler column.
fn views<'a>(parsed: &'a Parsed, cols: &[CrawlerCol]) -> Vec<AgentView<'a>> {
    cols.iter()
        .map(|c| tester::view(&parsed.robots, &c.token))
        .collect()
}

/// The cells of one row, appended to `out`; with `readers`, each cell's
/// mark of the other parsers that disagree ([`CellResult::other_parsers`]).
fn check_row(
    views: &[AgentView<'_>],
    url: &UrlRow,
    status: Option<StatusRule>,
    out: &mut Vec<u32>,
) {
    for view in views {
        out.push(pack(url.path.as_ref().ok().map(|p| match status {
            Some(s) => CellResult {
                allowed: s.allowed,
                ..CellResult::default()
            },
            None => {
                let (allowed, line) = view.allowed(p.as_bytes());
                CellResult {
                    allowed,
                    line,
                    ..CellResult::default()
                }
            }
        })));
    }
}

/// Checks the whole grid in slices: create it for the current inputs, call
/// [`CheckJob::step`] until it says it is done, then take the
/// [`Results`]. The inputs must not change in between (the page starts a new
/// job when they do). Google's verdicts only: the other parsers' marks are
/// a second pass, the checking worker's `MarkJob` (so that the readers'
/// code stays out of the page's wasm).
#[derive(Debug)]
pub struct CheckJob {
    rows: usize,
    cols: usize,
    cells: Vec<u32>,
    next: usize,
}

impl CheckJob {
    pub fn new(rows: usize, cols: usize) -> CheckJob {
        CheckJob {
            rows,
            cols,
            cells: Vec::with_capacity(rows * cols),
            next: 0,
        }
    }

    /// Checks up to `max_rows` more rows; returns whether every row is done.
    pub fn step(
        &mut self,
        parsed: &Parsed,
        rows: &[UrlRow],
        cols: &[CrawlerCol],
        status: Option<StatusRule>,
        max_rows: usize,
    ) -> bool {
        debug_assert_eq!((rows.len(), cols.len()), (self.rows, self.cols));
        let end = (self.next.saturating_add(max_rows))
            .min(self.rows)
            .min(rows.len());
        if self.next < end {
            let views = views(parsed, cols);
            for url in &rows[self.next..end] {
                check_row(&views, url, status, &mut self.cells);
            }
            self.next = end;
        }
        self.is_done()
    }

    /// Rows checked so far.
    pub fn done(&self) -> usize {
        self.next
    }

    pub fn is_done(&self) -> bool {
        self.next >= self.rows
    }

    pub fn into_results(self) -> Results {
        Results {
            cols: self.cols,
            cells: self.cells,
        }
    }
}

/// Every cell's verdict at once, without the other parsers (small grids,
/// at every change).
pub fn check_verdicts(
    parsed: &Parsed,
    rows: &[UrlRow],
    cols: &[CrawlerCol],
    status: Option<StatusRule>,
) -> Results {
    let mut job = CheckJob::new(rows.len(), cols.len());
    job.step(parsed, rows, cols, status, usize::MAX);
    job.into_results()
}

/// The cells of the rows on screen (`shown`: row indices), checked now.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WindowCells {
    rows: Vec<u32>,
    cols: usize,
    cells: Vec<u32>,
}

impl WindowCells {
    pub fn get(&self, row: usize, col: usize) -> Option<CellResult> {
        let i = self.rows.iter().position(|&r| r as usize == row)?;
        if col >= self.cols {
            return None;
        }
        self.cells
            .get(i * self.cols + col)
            .copied()
            .and_then(unpack)
    }
}

/// The cells of rows `shown`, checked now; the other parsers' marks
/// ([`CellResult::other_parsers`]) copied from `whole`, the whole-list check's
/// results for this same file and grid once complete (else none).
pub fn window_cells(
    parsed: &Parsed,
    rows: &[UrlRow],
    shown: &[u32],
    cols: &[CrawlerCol],
    status: Option<StatusRule>,
    whole: Option<&Results>,
) -> WindowCells {
    let views = views(parsed, cols);
    let mut cells = Vec::with_capacity(shown.len() * cols.len());
    let mut kept = Vec::with_capacity(shown.len());
    let whole = whole.filter(|w| w.fits(rows.len(), cols.len()));
    for &r in shown {
        if let Some(url) = rows.get(r as usize) {
            let at = cells.len();
            check_row(&views, url, status, &mut cells);
            if let Some(w) = whole {
                w.lend_marks(r as usize, &mut cells[at..]);
            }
            kept.push(r);
        }
    }
    WindowCells {
        rows: kept,
        cols: cols.len(),
        cells,
    }
}

/// A cell's verdict as the page's attributes and exports say it:
/// `allowed`, `disallowed`, or `invalid` for a URL that cannot be tested.
pub fn cell_verdict(result: Option<CellResult>) -> &'static str {
    match result {
        Some(CellResult { allowed: true, .. }) => "allowed",
        Some(CellResult { allowed: false, .. }) => "disallowed",
        None => "invalid",
    }
}

/// What decided a cell, in the page's language: the simulated fetch result
/// when it replaces the rules, else the deciding line (or none).
pub fn cell_line_words(status: Option<StatusRule>, line: u32) -> String {
    match status {
        Some(st) if st.key == "network" => tr!("grid-cell-network-error"),
        Some(st) if st.key == "redirects" => tr!("grid-cell-redirects"),
        Some(st) => tr!("grid-cell-status", code = st.key),
        None if line > 0 => tr!("grid-cell-line", line = line),
        None => tr!("grid-cell-no-rule"),
    }
}

/// Compare mode: what a cell was against the "before" file.
pub fn was_words(before: CellResult) -> String {
    let verdict = verdict_key(before.allowed);
    if before.line > 0 {
        tr!("grid-cell-was-line", verdict = verdict, line = before.line)
    } else {
        tr!("grid-cell-was", verdict = verdict)
    }
}

/// The flag of a cell with an expectation: what it must be, and whether it
/// is.
pub fn expect_words(expected: bool, pass: bool) -> String {
    let verdict = verdict_key(expected);
    if pass {
        tr!("grid-expect-pass", verdict = verdict)
    } else {
        tr!("grid-expect-fail", verdict = verdict)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{check_all, crawler_cols, status_rule, url_rows};

    const ROBOTS: &str =
        "User-agent: Googlebot\nDisallow: /private\n\nUser-agent: *\nDisallow: /\nAllow: /public\n";

    fn setup(urls: &str) -> (Parsed, Vec<UrlRow>, Vec<CrawlerCol>) {
        (
            Parsed::new(ROBOTS),
            url_rows(urls),
            crawler_cols(&["Googlebot".into(), "Bingbot".into()], &[]),
        )
    }

    #[test]
    fn the_job_in_slices_equals_checking_everything_at_once() {
        let urls: Vec<String> = (0..1000)
            .map(|i| match i % 4 {
                0 => format!("/private/{i}"),
                1 => format!("/public/{i}"),
                2 => format!("https://e.com/other/{i}"),
                _ => "mailto:x@y.z".to_string(),
            })
            .collect();
        let (p, rows, cols) = setup(&urls.join("\n"));
        let all = check_all(&p, &rows, &cols, None);
        // Verdicts: 37 rows a step, the verdicts of checking at once.
        let verdicts = check_verdicts(&p, &rows, &cols, None);
        let mut job = CheckJob::new(rows.len(), cols.len());
        let mut steps = 0;
        while !job.step(&p, &rows, &cols, None, 37) {
            steps += 1;
            assert!(job.done() < rows.len());
        }
        assert_eq!(steps, 1000 / 37);
        let sliced = job.into_results();
        assert_eq!(sliced, verdicts);
        let cells = |r: &Results| -> Vec<CellResult> {
            (0..r.rows())
                .flat_map(|row| (0..r.cols).filter_map(move |col| r.get(row, col)))
                .collect()
        };
        assert!(cells(&verdicts).iter().all(|c| c.other_parsers == 0));
        // The readers' marks (the checking worker's second pass, in
        // slices there) change no verdict.
        assert_ne!(sliced, all);
        assert!(cells(&all).iter().any(|c| c.other_parsers != 0));
        let plain = |r: &Results| -> Vec<_> {
            cells(r)
                .iter()
                .map(|c| (c.allowed, c.line))
                .collect::<Vec<_>>()
        };
        assert_eq!(plain(&verdicts), plain(&all));
        assert_eq!(all.totals(0), (500, 250));
        assert_eq!(all.totals(1), (250, 500));
        let blocked = check_all(&p, &rows, &cols, status_rule("503"));
        assert_eq!(blocked.totals(1), (0, 750));
    }

    #[test]
    fn window_cells_equal_the_full_results() {
        let (p, rows, cols) = setup("/private/a\n/public\n/x\nnot a url:\n/public/y");
        let all = check_all(&p, &rows, &cols, None);
        let w = window_cells(&p, &rows, &[4, 1, 2, 99], &cols, None, None);
        // The same verdicts and lines; without the whole list's results, no
        // readers' mark (the window does not read the other parsers).
        let plain = |c: Option<CellResult>| c.map(|c| (c.allowed, c.line));
        for row in [1, 2, 4] {
            for col in 0..2 {
                assert_eq!(
                    plain(w.get(row, col)),
                    plain(all.get(row, col)),
                    "{row} {col}"
                );
                assert_eq!(w.get(row, col).map(|c| c.other_parsers), Some(0));
            }
        }
        // urllib reads `Disallow: /` first where Google lets `Allow: /public` win.
        assert_eq!(all.get(1, 1).map(|c| c.other_parsers), Some(1));
        assert_eq!(w.get(0, 0), None);
        assert_eq!(w.get(1, 2), None);
        // With them: the window's cells are the whole list's, marks too.
        let marked = window_cells(&p, &rows, &[4, 1, 2, 99], &cols, None, Some(&all));
        for row in [1, 2, 4] {
            for col in 0..2 {
                assert_eq!(marked.get(row, col), all.get(row, col), "{row} {col}");
            }
        }
        // Results for another grid (a moment old) lend no marks.
        let other = check_all(&p, &rows[..3], &cols, None);
        let stale = window_cells(&p, &rows, &[1], &cols, None, Some(&other));
        assert_eq!(stale.get(1, 1).map(|c| c.other_parsers), Some(0));
    }

    #[test]
    fn filters_classify_rows_and_count_them() {
        // Googlebot: /private blocked; Bingbot: everything but /public blocked.
        let (p, rows, cols) = setup("/private/a\n/public\n/x\nhttp://a b/\n/public/2");
        let r = check_all(&p, &rows, &cols, None);
        let classes: Vec<RowClass> = rows
            .iter()
            .enumerate()
            .map(|(i, u)| row_class(u, Some(&r), i))
            .collect();
        assert_eq!(
            classes,
            [
                RowClass::AllBlocked,
                RowClass::AllAllowed,
                RowClass::Mixed,
                RowClass::Untestable,
                RowClass::AllAllowed
            ]
        );
        assert_eq!(filter_counts(&rows, Some(&r)), [5, 2, 2, 1, 1, 2]);
        let shown = |f, s, sort| order(&rows, Some(&r), f, s, sort);
        assert_eq!(shown(Filter::Blocked, "", Sort::Input), [0, 2]);
        assert_eq!(shown(Filter::Allowed, "", Sort::Input), [1, 4]);
        assert_eq!(shown(Filter::Disagree, "", Sort::Input), [2]);
        assert_eq!(shown(Filter::Untestable, "", Sort::Input), [3]);
        // urllib reads `Disallow: /` first for Bingbot on /public and /public/2.
        assert_eq!(shown(Filter::OtherParsers, "", Sort::Input), [1, 4]);
        assert_eq!(row_other_parsers(Some(&r), 1), 1);
        assert_eq!(row_other_parsers(None, 1), 0);
        assert_eq!(shown(Filter::All, "PUBLIC", Sort::Input), [1, 4]);
        assert_eq!(shown(Filter::All, "", Sort::Url), [0, 1, 4, 2, 3]);
        assert_eq!(shown(Filter::All, "", Sort::Verdict), [0, 2, 1, 4, 3]);
        // While checking: only what can be decided without verdicts.
        assert_eq!(
            order(&rows, None, Filter::Blocked, "", Sort::Input),
            [] as [u32; 0]
        );
        assert_eq!(order(&rows, None, Filter::Untestable, "", Sort::Input), [3]);
        assert_eq!(order(&rows, None, Filter::All, "", Sort::Input).len(), 5);
    }

    #[test]
    fn search_matches_the_tested_path_too() {
        let (_, rows, _) = setup("https://e.com/a b\n/C");
        let shown = order(&rows, None, Filter::All, "a%20b", Sort::Input);
        assert_eq!(shown, [0]);
        assert_eq!(order(&rows, None, Filter::All, " /c ", Sort::Input), [1]);
    }

    #[test]
    fn keys_round_trip() {
        for f in Filter::EVERY {
            assert_eq!(Filter::parse(f.key()), f);
        }
        for s in Sort::EVERY {
            assert_eq!(Sort::parse(s.key()), s);
        }
        assert_eq!(Filter::parse("nonsense"), Filter::All);
        assert_eq!(Filter::Disagree.label(1234), "Crawlers disagree (1,234)");
        // Each filter has its own option (the catalogue's variant for its key).
        let mut labels: Vec<String> = Filter::EVERY.map(|f| f.label(1)).to_vec();
        assert_eq!(labels[0], "All URLs (1)");
        labels.sort();
        labels.dedup();
        assert_eq!(labels.len(), Filter::EVERY.len(), "{labels:?}");
        assert_eq!(Sort::Url.label(), "URL, A to Z");
    }
}
