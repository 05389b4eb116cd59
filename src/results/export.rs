//! Exporting the rows shown as CSV or JSON (the formats are
//! [`crate::model::export`]), in slices between frames.

use leptos::prelude::*;

use crate::model::export::{write_rows, Kind, Source};
use crate::platform;
use crate::state::AppState;

/// Exports the rows shown as `kind` and saves the file, in slices between
/// frames so that a large list does not freeze the page; `busy` is set
/// meanwhile, `error` says why the browser refused.
pub fn save_rows(
    state: AppState,
    kind: Kind,
    busy: RwSignal<bool>,
    error: RwSignal<Option<String>>,
) {
    busy.set(true);
    error.set(None);
    // A copy of what is exported, so that edits meanwhile change nothing.
    let shown = state.order.get_untracked();
    let parsed = state.parsed.get_untracked();
    let rows = state.url_rows.get_untracked();
    let cols = state.crawler_cols.get_untracked();
    let status = crate::model::status_rule_at(state.fetch.get_untracked());
    leptos::task::spawn_local(async move {
        let mut parts = vec![kind.head().to_string()];
        let mut first = true;
        for chunk in shown.chunks(1_000) {
            let source = Source {
                parsed: &parsed,
                rows: &rows,
                cols: &cols,
                status,
            };
            let mut out = String::new();
            write_rows(kind, source, chunk, first, &mut out);
            first = first && out.is_empty();
            parts.push(out);
            platform::time::sleep(0).await;
        }
        parts.push(kind.tail().to_string());
        if let Err(e) = platform::download::download(kind.file_name(), kind.mime(), &parts) {
            error.set(Some(e));
        }
        busy.set(false);
    });
}
