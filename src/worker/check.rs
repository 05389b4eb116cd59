//! The check of a whole list, in slices: Google's verdicts ([`CheckJob`]),
//! then the other parsers' marks ([`MarkJob`]), against the files of the
//! edit ([`super::Files`]: each side parsed once, whatever asks).

use crate::model::fetch::{status_rule_at, StatusRule};
use crate::model::inputs::{CrawlerCol, UrlRow};
use crate::model::other_parsers::mark_row;
use crate::model::results::{CheckJob, Results};
use crate::wire::protocol::{CheckRequest, Reply};
use robots::readers::Readers;

use super::files::{crawler_cols_of, Files, List};

/// The job the worker runs: the list of the latest check (kept between
/// requests), and the check under way.
#[derive(Debug, Default)]
pub struct Checker {
    rows: std::rc::Rc<Vec<UrlRow>>,
    run: Option<Run>,
}

#[derive(Debug)]
struct Run {
    generation: u32,
    fetch: usize,
    files: Files,
    cols: Vec<CrawlerCol>,
    job: CheckJob,
    /// The edited file's results, while the "before" file is checked.
    first: Option<Results>,
    /// Once the verdicts are known: the other parsers' marks, file by file.
    marks: Option<Marks>,
    /// The page has the verdicts (a small grid): answer only with marks.
    quiet: bool,
}

/// The second pass of a check: the other parsers' marks over the verdicts.
#[derive(Debug)]
struct Marks {
    job: MarkJob,
    after: Results,
    before: Option<Results>,
    /// The "before" file's turn (compare mode).
    on_before: bool,
}

impl Checker {
    /// Starts a check of `files`, abandoning the one under way; a list
    /// sent is read through `list`.
    pub fn start(&mut self, req: CheckRequest<'_>, files: &Files, list: &mut List) {
        if let Some(urls) = req.urls {
            self.rows = list.rows(urls);
        }
        let cols = crawler_cols_of(&req.crawlers);
        let (rows, n) = (self.rows.len(), cols.len());
        self.run = Some(Run {
            generation: req.generation,
            fetch: req.fetch,
            files: files.clone(),
            job: CheckJob::new(rows, n),
            cols,
            first: None,
            marks: None,
            quiet: req.quiet,
        });
    }

    /// Drops the check under way (a newer request came).
    pub fn cancel(&mut self) {
        self.run = None;
    }

    /// The generation of the check under way.
    pub fn running(&self) -> Option<u32> {
        self.run.as_ref().map(|r| r.generation)
    }

    /// Checks up to `max_rows` more rows: the results when Google's
    /// verdicts are complete (unless the page has them: quiet) and again, with
    /// the other parsers' marks, when those are (unless no reader differs);
    /// else its progress; `None` when no check is under way (or it ended
    /// with nothing to say).
    pub fn step(&mut self, max_rows: usize) -> Option<Reply> {
        let run = self.run.as_mut()?;
        let rows = self.rows.len();
        let status = status_rule_at(run.fetch);
        let total = if run.files.before.is_some() {
            2 * rows
        } else {
            rows
        };
        if let Some(m) = &mut run.marks {
            let (side, results) = if m.on_before {
                (run.files.before.as_ref()?, m.before.as_mut()?)
            } else {
                (&run.files.now, &mut m.after)
            };
            let other_parsers = side.other_parsers();
            if !m.job.step(
                other_parsers,
                &self.rows,
                &run.cols,
                status,
                results,
                max_rows,
            ) {
                let done = m.job.done() + if m.on_before { rows } else { 0 };
                return Some(Reply::Progress {
                    generation: run.generation,
                    done,
                    total,
                });
            }
            if m.before.is_some() && !m.on_before {
                m.on_before = true;
                m.job = MarkJob::new(rows);
                return self.step(0);
            }
            let run = self.run.take()?;
            let m = run.marks?;
            // No reader differs anywhere: the verdicts the page has stand
            // (it checked them, or was sent them), and it is not told.
            let marked = m.after.has_marks() || m.before.as_ref().is_some_and(Results::has_marks);
            return marked.then_some(Reply::Results {
                generation: run.generation,
                results: m.after,
                before: m.before,
            });
        }
        let parsed = match (&run.first, &run.files.before) {
            (Some(_), Some(before)) => &before.parsed,
            _ => &run.files.now.parsed,
        };
        if !run
            .job
            .step(parsed, &self.rows, &run.cols, status, max_rows)
        {
            let done = run.job.done() + if run.first.is_some() { rows } else { 0 };
            return Some(Reply::Progress {
                generation: run.generation,
                done,
                total,
            });
        }
        let fresh = CheckJob::new(rows, run.cols.len());
        let results = std::mem::replace(&mut run.job, fresh).into_results();
        if run.files.before.is_some() && run.first.is_none() {
            // The edited file is done; now the "before" one.
            run.first = Some(results);
            return self.step(0);
        }
        let (after, before) = match run.first.take() {
            Some(after) => (after, Some(results)),
            None => (results, None),
        };
        // The verdicts now (unless the page has them); the marks next.
        let marks = |after, before| Marks {
            job: MarkJob::new(rows),
            after,
            before,
            on_before: false,
        };
        if run.quiet {
            run.marks = Some(marks(after, before));
            return self.step(0);
        }
        run.marks = Some(marks(after.clone(), before.clone()));
        Some(Reply::Results {
            generation: run.generation,
            results: after,
            before,
        })
    }
}

/// Rows per [`MarkJob::step`] at most: the readers try every rule of a
/// group per check, which in a large file takes milliseconds per cell.
pub const MARK_ROWS_PER_STEP: usize = 8;

/// The other parsers' marks over the whole list, in slices, after Google's
/// verdicts are known: each step adds the readers that differ
/// (`Readers::differing`) to the cells of `results` (the verdicts of the same
/// file, rows and crawlers). A fetch result that replaces the rules leaves
/// every mark 0.
#[derive(Debug)]
pub struct MarkJob {
    rows: usize,
    next: usize,
}

impl MarkJob {
    pub fn new(rows: usize) -> MarkJob {
        MarkJob { rows, next: 0 }
    }

    /// Marks up to `max_rows` more rows (at most [`MARK_ROWS_PER_STEP`]);
    /// returns whether every row is done.
    pub fn step(
        &mut self,
        other_parsers: &Readers,
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
        for (r, url) in rows.iter().enumerate().take(end).skip(self.next) {
            mark_row(other_parsers, results, r, url, cols);
        }
        self.next = self.next.max(end);
        self.next >= self.rows
    }

    /// Rows marked so far.
    pub fn done(&self) -> usize {
        self.next
    }
}
