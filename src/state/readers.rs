//! The seam for the other readers of the selected cell (urllib, Protego,
//! robots-parser): one effect that fills `state.readers` (the edited file)
//! and, in compare mode, `state.readers_before` (the "before" file) with
//! [`model::readers::ReaderRow`]s whenever the explained cell, the file or
//! the fetch result changes. Features only read those two signals.
//!
//! For now the rows are computed here, on the main thread
//! ([`model::readers::cell_rows`], the file parsed by the readers once per
//! change of it); this is the one place to send that work elsewhere (a
//! worker) and set the signals when the answer comes back. Until the rows
//! of the current cell are known the signals hold `None` (the trace says
//! it is reading).

use std::sync::Arc;

use leptos::prelude::*;
use robots::readers::Readers;

use super::AppState;
use crate::model::{self, Parsed};

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

/// Keeps `state.readers` and `state.readers_before` for the active cell.
pub fn follow(state: AppState) {
    let after = StoredValue::new(None::<(Parsed, Arc<Readers>)>);
    let before = StoredValue::new(None::<(Parsed, Arc<Readers>)>);
    Effect::new(move |_| {
        let rows = state.explained.with(|e| {
            let e = e.as_ref()?;
            let readers = state.parsed.with(|p| readers_of(after, p));
            model::readers::cell_rows(&readers, e)
        });
        state.readers.0.set(rows);
    });
    Effect::new(move |_| {
        let cell = state.active.get();
        let status = model::status_rule_at(state.fetch.get());
        let rows = state.before_parsed.with(|b| {
            let p = b.as_ref()?;
            let e = state.url_rows.with(|r| {
                state
                    .crawler_cols
                    .with(|c| model::explain(p, r, c, cell, status))
            })?;
            model::readers::cell_rows(&readers_of(before, p), &e)
        });
        state.readers_before.0.set(rows);
    });
}
