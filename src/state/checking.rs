//! The checking scheduler: the whole list re-checked after every change,
//! at once for small grids, else in time slices between frames.

use leptos::prelude::*;

use super::AppState;
use crate::model::{self, CheckJob, Results};
use crate::platform;

/// Grids of at most this many cells are checked at once; larger ones in
/// slices between frames.
const CHECK_AT_ONCE: usize = 4_000;

/// How long one slice of checking may take, in ms (a frame is 16).
const SLICE_MS: f64 = 8.0;

/// How long changes must pause before a large grid is re-checked, in ms:
/// while a person types, only the cells on screen are checked.
const QUIET_MS: u32 = 100;

/// Re-checks the whole list whenever the file, the URLs, the crawlers or
/// the fetch result change: at once for small grids, otherwise once changes
/// pause for [`QUIET_MS`], in slices of [`SLICE_MS`] with a timer between
/// them, so the page keeps answering; a newer change abandons the older
/// check.
pub fn follow(state: AppState) {
    let generation = StoredValue::new(0_u64);
    Effect::new(move |_| {
        let parsed = state.parsed.get();
        let before = state.before_parsed.get();
        let status = model::status_rule_at(state.fetch.get());
        let rows = state.url_rows.with(Vec::len);
        let cols = state.crawler_cols.with(Vec::len);
        let gen = generation.get_value() + 1;
        generation.set_value(gen);
        // Small grids: the verdicts at once; the other readers' marks
        // (which can take long, see model::readers) by the job below, once
        // changes pause, without showing progress.
        let small = rows * cols <= CHECK_AT_ONCE;
        if small {
            state.check_now();
        }
        // Compare mode checks the list twice: the rows count double.
        let total = if before.is_some() { 2 * rows } else { rows };
        if !small {
            state.checking.0.set(Some((0, total)));
        }
        leptos::task::spawn_local(async move {
            platform::time::sleep(QUIET_MS).await;
            let mut job = CheckJob::new(rows, cols);
            let mut first = None::<Results>;
            let mut parsed = parsed;
            loop {
                platform::time::sleep(0).await;
                if generation.try_get_value() != Some(gen) {
                    return;
                }
                let start = platform::time::now_ms();
                let done = loop {
                    let done = state.url_rows.with_untracked(|r| {
                        state
                            .crawler_cols
                            .with_untracked(|c| job.step(&parsed, r, c, status, 200))
                    });
                    if done || platform::time::now_ms() - start > SLICE_MS {
                        break done;
                    }
                };
                if done {
                    let results =
                        std::mem::replace(&mut job, CheckJob::new(rows, cols)).into_results();
                    match (&before, first.take()) {
                        // The edited file is done; now the "before" one.
                        (Some(b), None) => {
                            first = Some(results);
                            parsed = b.clone();
                            continue;
                        }
                        (Some(_), Some(after)) => {
                            state.results.0.set(after);
                            state.results_before.0.set(Some(results));
                        }
                        (None, _) => {
                            state.results.0.set(results);
                            state.results_before.0.set(None);
                        }
                    }
                    state.checking.0.set(None);
                    return;
                }
                let done_rows = job.done() + if first.is_some() { rows } else { 0 };
                if !small {
                    state.checking.0.set(Some((done_rows, total)));
                }
            }
        });
    });
}
