//! The seam for the other readers of the selected cell (urllib, Protego,
//! robots-parser): one effect that fills `state.readers` (the edited file)
//! and, in compare mode, `state.readers_before` (the "before" file) with
//! [`model::readers::ReaderRow`]s whenever the explained cell, the file or
//! the fetch result changes. Features only read those two signals.
//!
//! For now the rows are computed here, on the main thread
//! ([`model::readers::cell_rows`], the file parsed by the readers once per
//! change of it); this is the one place to send that work elsewhere (a
//! worker) and set the signals when the answer comes back. A new cell is
//! read at once; after an edit of a file, once edits pause for
//! [`QUIET_MS`] (the readers parse the whole file, which a person typing in
//! a large one must not wait for), the previous rows staying until then.
//! Until the rows of a cell are known the signals hold `None` (the trace
//! says it is reading).

use std::sync::Arc;

use leptos::prelude::*;
use robots::readers::Readers;

use super::AppState;
use crate::model::{self, Parsed};
use crate::platform;

/// The file as the readers parse it, kept while the parse is the same.
type Kept = Option<(Parsed, Arc<Readers>)>;

fn readers_of(kept: StoredValue<Kept>, parsed: &Parsed) -> Arc<Readers> {
    if let Some(r) = kept.with_value(|k| {
        k.as_ref()
            .filter(|(p, _)| p == parsed)
            .map(|(_, r)| r.clone())
    }) {
        return r;
    }
    let r = Arc::new(Readers::parse(&parsed.body));
    kept.set_value(Some((parsed.clone(), r.clone())));
    r
}

/// How long edits of a file must pause before the readers read it again,
/// in ms (as the checking scheduler waits before re-checking a large list).
const QUIET_MS: u32 = 100;

/// Keeps `state.readers` and `state.readers_before` for the active cell.
pub fn follow(state: AppState) {
    let after = StoredValue::new(None::<(Parsed, Arc<Readers>)>);
    let before = StoredValue::new(None::<(Parsed, Arc<Readers>)>);
    let generation = StoredValue::new(0_u64);
    Effect::new(move |_| {
        state.explained.track();
        state.before_parsed.track();
        state.parsed.track();
        let gen = generation.get_value() + 1;
        generation.set_value(gen);
        let read = move || {
            let rows = state.explained.with_untracked(|e| {
                let e = e.as_ref()?;
                let readers = state.parsed.with_untracked(|p| readers_of(after, p));
                model::readers::cell_rows(&readers, e)
            });
            state.readers.0.set(rows);
            state.readers_before.0.set(rows_before(state, before));
        };
        // Parsed already (the cell, not the file, changed): at once.
        let known = |kept: StoredValue<Kept>, p: Option<&Parsed>| {
            p.is_none_or(|p| kept.with_value(|k| k.as_ref().is_some_and(|(q, _)| q == p)))
        };
        let parsed = state.parsed.with_untracked(|p| known(after, Some(p)));
        let parsed_before = state
            .before_parsed
            .with_untracked(|b| known(before, b.as_ref()));
        if parsed && parsed_before {
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

/// The rows for the active cell against the "before" file (compare mode).
fn rows_before(state: AppState, kept: StoredValue<Kept>) -> Option<Vec<model::readers::ReaderRow>> {
    let cell = state.active.get_untracked();
    let status = model::status_rule_at(state.fetch.get_untracked());
    state.before_parsed.with_untracked(|b| {
        let p = b.as_ref()?;
        let e = state.url_rows.with_untracked(|r| {
            state
                .crawler_cols
                .with_untracked(|c| model::explain(p, r, c, cell, status))
        })?;
        model::readers::cell_rows(&readers_of(kept, p), &e)
    })
}
