//! The URLs to test: one per line, full URLs or paths.

use leptos::prelude::*;

use crate::model::plural;
use crate::state::use_state;

#[component]
pub fn Urls() -> impl IntoView {
    let state = use_state();
    let readonly = crate::embed::use_mode().readonly;
    let counts = Memo::new(move |_| {
        state.url_rows.with(|rows| {
            let bad = rows.iter().filter(|r| r.path.is_err()).count();
            (rows.len(), bad)
        })
    });
    let count_text = move || {
        let (n, bad) = counts.get();
        let mut s = plural(n, "URL", "URLs");
        if bad > 0 {
            s.push_str(&format!(" ({bad} not testable)"));
        }
        s
    };
    let errors = move || {
        state.url_rows.with(|rows| {
            rows.iter()
                .filter_map(|r| {
                    r.path
                        .as_ref()
                        .err()
                        .map(|e| (r.line, r.input.clone(), e.clone()))
                })
                .collect::<Vec<_>>()
        })
    };
    view! {
        <section class="panel urls-panel" aria-label="URLs">
            <div class="panel-head">
                <label id="urls-label" for="urls-input" class="panel-title">
                    "URLs to test"
                </label>
                <p class="status" id="urls-count" data-testid="url-count">
                    {count_text}
                </p>
            </div>
            <p class="hint" id="urls-hint">
                "One per line: full URLs or paths. Each is tested as a browser would request it."
            </p>
            <textarea
                id="urls-input"
                data-testid="urls-input"
                class="plain"
                rows="5"
                wrap="off"
                spellcheck="false"
                autocomplete="off"
                autocapitalize="off"
                aria-describedby="urls-hint urls-count urls-errors"
                readonly=readonly
                aria-invalid=move || { if counts.get().1 > 0 { "true" } else { "false" } }
                prop:value=move || {
                    state.loaded.track();
                    state.urls.get_untracked()
                }
                on:input:target=move |ev| state.urls.set(ev.target().value())
            ></textarea>
            <ul class="errors" id="urls-errors">
                <For
                    each=errors
                    key=|e| e.clone()
                    let:e
                >
                    <li class="error" data-testid="url-error" data-line=e.0>
                        <span aria-hidden="true">"✖ "</span>
                        {format!("Line {}: “{}” can't be tested: {}", e.0, e.1, e.2)}
                    </li>
                </For>
            </ul>
        </section>
    }
}
