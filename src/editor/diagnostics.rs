//! Every flagged line of the file; clicking one selects it in the editor.

use crate::platform::dynamic;
use leptos::prelude::*;

use crate::i18n::tr;
use crate::model::{severity_class, severity_label, DiagEntry, Diagnostics};
use crate::platform;
use crate::state::{checking, use_state, AppState};

#[component]
pub fn DiagnosticsPanel() -> impl IntoView {
    let state = use_state();
    let summary = dynamic(move || {
        state.diagnostics.with(|d| {
            if d.total == 0 {
                tr!("diag-none")
            } else {
                format!(
                    "{} · {} · {}",
                    tr!("diag-errors", count = d.errors),
                    tr!("diag-warnings", count = d.warnings),
                    tr!("diag-notes", count = d.total - d.errors - d.warnings)
                )
            }
        })
    });
    let more = dynamic(move || {
        state.diagnostics.with(|d| {
            (d.total > d.shown.len()).then(|| {
                view! {
                    <p class="hint" data-testid="diagnostics-more">
                        {tr!("diag-more", shown = d.shown.len(), total = d.total)}
                    </p>
                }
            })
        })
    });
    view! {
        <section class="panel diagnostics-panel" aria-labelledby="diagnostics-heading">
            <div class="panel-head">
                <h2 id="diagnostics-heading" class="panel-title">
                    {tr!("diag-heading")}
                </h2>
                <p class="status" data-testid="diagnostics-summary">
                    {summary}
                </p>
            </div>
            {dynamic(move || {
                (state.diagnostics.with(|d| d.total) == 0)
                    .then(|| {
                        view! {
                            <p class="hint">{tr!("diag-all-clear")}</p>
                        }
                    })
            })}
            <ul class="diagnostics">
                {dynamic(move || {
                    state
                        .diagnostics
                        .with(|d: &Diagnostics| {
                            d.shown.iter().map(|d| view! { <Entry d=d.clone() /> }).collect_view()
                        })
                })}
            </ul>
            {more}
        </section>
    }
}

#[component]
fn Entry(d: DiagEntry) -> impl IntoView {
    let state = use_state();
    let (icon, word) = severity_label(d.severity);
    let line = d.line;
    // A group that loses the `*` group's AI lines: the button beside it
    // copies them in, undoably.
    let fix = (d.code == "signal_not_inherited").then(|| {
        view! {
            <button
                type="button"
                class="diagnostic-fix"
                data-testid="diagnostic-fix"
                data-line=line
                on:click=move |_| fix_signal(state, line)
            >
                {tr!("diag-fix-signal-not-inherited")}
            </button>
        }
    });
    view! {
        <li>
            <button
                type="button"
                class=format!("diagnostic sev-{}", severity_class(d.severity))
                data-testid="diagnostic"
                data-line=line
                data-code=d.code.to_string()
                on:click=move |_| state.reveal_line(line)
            >
                <span class="sev">
                    <span aria-hidden="true">{icon}</span>
                    " "
                    {word}
                </span>
                <span class="where">{tr!("diag-line", line = line)}</span>
                <span class="msg">{d.message}</span>
            </button>
            {fix}
        </li>
    }
}

/// Writes the fix of the `signal_not_inherited` lint on `line` (the
/// worker's new text) into the editor as the browser's own edit, so that
/// its undo takes it back, as the one-click intents do.
fn fix_signal(state: AppState, line: u32) {
    checking::signal_fix(state, line, move |text: Option<String>| {
        let Some(text) = text else {
            return;
        };
        if text.is_empty() {
            return;
        }
        if !platform::editing::replace_text("robots-input", &text) {
            state.doc.robots.set(text);
            state.edited();
        }
    });
}
