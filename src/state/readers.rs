//! The seam for the other readers of the selected cell (urllib, Protego,
//! robots-parser): one effect that fills `state.readers` (the edited file)
//! and, in compare mode, `state.readers_before` (the "before" file) with
//! [`model::readers::ReaderLine`]s whenever the explained cell, the file or
//! the fetch result changes. Features only read those two signals.
//!
//! The rows are computed by the checking worker
//! ([`super::checking::reader_rows`]), so that the readers' code stays out
//! of the page's own wasm; the worker words them in the page's language. A new cell is asked for at
//! once; after an edit of a file, once edits pause for [`QUIET_MS`] (the
//! readers parse the whole file), the previous rows staying until then.
//! Until the rows of a cell are known the signals hold `None` (the trace
//! says it is reading); with no worker (or outside a browser) they hold no
//! rows (the trace says the other parsers are not available).

use leptos::prelude::*;

use super::AppState;
use crate::model::{self, Explained, Parsed};
use crate::platform;

/// How long edits of a file must pause before the readers read it again,
/// in ms (as the checking scheduler waits before re-checking a large list).
const QUIET_MS: u32 = 100;

/// Keeps `state.readers` and `state.readers_before` for the active cell.
pub fn follow(state: AppState) {
    // The files whose rows were last asked for (edited, "before").
    let asked = StoredValue::new((None::<Parsed>, None::<Parsed>));
    let generation = StoredValue::new(0_u64);
    Effect::new(move |_| {
        state.explained.track();
        state.before_parsed.track();
        state.parsed.track();
        state.fetch.track();
        let gen = generation.get_value() + 1;
        generation.set_value(gen);
        let read = move || {
            let parsed = state.parsed.get_untracked();
            let before = state.before_parsed.get_untracked();
            asked.set_value((Some(parsed.clone()), before.clone()));
            let cell = state.explained.with_untracked(|e| {
                e.as_ref()
                    .filter(|e| e.verdict.is_some())
                    .map(|e| (e.row, e.col))
            });
            let Some(cell) = cell else {
                state.readers.0.set(None);
                state.readers_before.0.set(None);
                return;
            };
            let explained = state.explained.get_untracked();
            ask(state, gen, generation, &parsed, explained.as_ref(), false);
            let before_explained = before.as_ref().and_then(|b| {
                let status = model::status_rule_at(state.fetch.get_untracked());
                state.url_rows.with_untracked(|r| {
                    state
                        .crawler_cols
                        .with_untracked(|c| model::explain(b, r, c, Some(cell), status))
                })
            });
            match (&before, before_explained) {
                (Some(b), Some(e)) => ask(state, gen, generation, b, Some(&e), true),
                _ => state.readers_before.0.set(None),
            }
        };
        // The same files (the cell or the fetch result changed): at once.
        let same = asked.with_value(|(a, b)| {
            state.parsed.with_untracked(|p| a.as_ref() == Some(p))
                && state.before_parsed.with_untracked(|p| b == p)
        });
        if same {
            read();
            return;
        }
        leptos::task::spawn_local(async move {
            platform::time::sleep(QUIET_MS).await;
            if generation.try_get_value() == Some(gen) {
                read();
            }
        });
    });
}

/// Asks the worker for the rows of the explained cell `e` against `file`,
/// and sets `state.readers` (or `readers_before`) when they come, if no
/// newer change came first.
fn ask(
    state: AppState,
    gen: u64,
    generation: StoredValue<u64>,
    file: &Parsed,
    e: Option<&Explained>,
    before: bool,
) {
    let target = if before {
        state.readers_before
    } else {
        state.readers
    };
    let Some(e) = e else {
        target.0.set(None);
        return;
    };
    let fetch = state.fetch.get_untracked();
    super::checking::reader_rows(
        state,
        &file.body,
        &e.url.input,
        &e.agent,
        fetch,
        move |bytes| {
            if generation.try_get_value() != Some(gen) {
                return;
            }
            // No worker: no rows (the trace says so); a reply it cannot
            // read likewise.
            let rows = bytes
                .and_then(|b| model::readers::decode_lines(&b))
                .unwrap_or_default();
            target.0.set(Some(rows));
        },
    );
}
