//! Above the grid: the filter (each choice with its count), the sort order,
//! the search, compare's "changed only", export, and the check's progress.

use crate::platform::dynamic;
use std::sync::Arc;

use leptos::prelude::*;

use crate::i18n::tr;
use crate::model::export::Kind;
use crate::model::{Filter, Sort};
use crate::state::use_state;
use crate::widgets::choice::choice;

/// Filter, sort, search, progress and export, above the grid.
#[component]
pub fn Tools() -> impl IntoView {
    let state = use_state();
    let exporting = RwSignal::new(false);
    let export_error = RwSignal::new(None::<String>);
    let export = move |kind: Kind| {
        if !exporting.get_untracked() {
            super::super::export::save_rows(state, kind, exporting, export_error);
        }
    };
    // One button per export format, disabled while an export is under way.
    let export_button = move |kind: Kind, testid: &'static str, words: String| {
        view! {
            <button
                type="button"
                data-testid=testid
                disabled=move || exporting.get()
                on:click=move |_| export(kind)
            >
                {words}
            </button>
        }
    };
    let progress = dynamic(move || {
        state.checking.get().map(|(done, total)| {
            view! {
                <p class="status checking" data-testid="check-progress" role="status">
                    <progress max=total value=done></progress>
                    " "
                    {tr!("check-progress", done = done, total = total)}
                </p>
            }
        })
    });
    let refused = dynamic(move || {
        state.worker_refused.get().then(|| {
            view! {
                <p class="notice notice-error" data-testid="worker-error" role="status">
                    {tr!("worker-refused")}
                </p>
            }
        })
    });
    view! {
        <div class="grid-tools">
            {choice(
                tr!("filter-label"),
                "url-filter",
                Filter::EVERY.map(Filter::key).to_vec(),
                Arc::new(move |i| Filter::EVERY[i].label(state.counts.get()[i])),
                Arc::new(move || state.view.filter.get().key()),
                Box::new(move |key| state.view.filter.set(Filter::parse(&key))),
            )}
            {choice(
                tr!("sort-label"),
                "url-sort",
                Sort::EVERY.map(Sort::key).to_vec(),
                Arc::new(|i| Sort::EVERY[i].label()),
                Arc::new(move || state.view.sort.get().key()),
                Box::new(move |key| state.view.sort.set(Sort::parse(&key))),
            )}
            <label class="tool search">
                <span>{tr!("grid-search-label")}</span>
                <input
                    type="search"
                    data-testid="url-search"
                    placeholder=tr!("grid-search-placeholder")
                    autocomplete="off"
                    spellcheck="false"
                    prop:value=move || state.view.search.get()
                    on:input:target=move |ev| state.view.search.set(ev.target().value())
                />
            </label>
            {dynamic(move || {
                state
                    .doc.options
                    .with(|o| o.before.is_some())
                    .then(|| {
                        view! {
                            <label class="tool check">
                                <input
                                    type="checkbox"
                                    data-testid="changed-only"
                                    prop:checked=move || state.view.changed_only.get()
                                    on:change:target=move |ev| state.view.changed_only.set(ev.target().checked())
                                />
                                <span>{dynamic(move || tr!("filter-changed-only", count = state.changed_rows.get()))}</span>
                            </label>
                        }
                    })
            })}
            <span class="tool exports">
                {export_button(Kind::Csv, "export-csv", tr!("export-csv"))}
                {export_button(Kind::Json, "export-json", tr!("export-json"))}
            </span>
        </div>
        <p class="hint">{tr!("export-hint")}</p>
        {dynamic(move || export_error.get().map(|e| view! { <p class="error" role="alert">{e}</p> }))}
        {progress}
        {refused}
    }
}
