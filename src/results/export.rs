//! Exporting the rows shown as CSV or JSON (the formats are
//! [`crate::model::export`]): the checking worker writes the file, so that
//! neither a long list freezes the page nor the writers weigh on its wasm.

use leptos::prelude::*;

use crate::model::export::Kind;
use crate::platform;
use crate::state::AppState;

/// Exports the rows shown as `kind` and saves the file; `busy` is set
/// meanwhile, `error` says why the browser refused.
pub fn save_rows(
    state: AppState,
    kind: Kind,
    busy: RwSignal<bool>,
    error: RwSignal<Option<String>>,
) {
    busy.set(true);
    error.set(None);
    crate::state::checking::export(state, kind, move |file| {
        let saved = match file {
            Some(text) => platform::download::download(kind.file_name(), kind.mime(), &[text]),
            None => Err(crate::i18n::tr!("export-refused", error = "Web Worker")),
        };
        if let Err(e) = saved {
            error.set(Some(e));
        }
        busy.set(false);
    });
}
