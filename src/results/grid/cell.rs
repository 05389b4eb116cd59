//! A cell of the grid: one URL for one crawler, its verdict and deciding
//! line, its expectation's flag, the other parsers that disagree, and in
//! compare mode the change from the "before" file.

use crate::platform::dynamic;
use leptos::prelude::*;

use crate::i18n::tr;
use crate::model::expectations::{self, Mark};
use crate::model::{self, verdict_words, CellResult, WindowCells};
use crate::state::use_state;

/// A cell: a `gridcell`, focusable when it is the active one.
#[component]
pub fn Cell(
    row: usize,
    col: usize,
    cells: Memo<WindowCells>,
    before_cells: Memo<Option<WindowCells>>,
) -> impl IntoView {
    let state = use_state();
    let result = Memo::new(move |_| cells.with(|w| w.get(row, col)));
    // Compare mode: the verdict against the "before" file, and the change.
    let before = Memo::new(move |_| before_cells.with(|b| b.as_ref().map(|b| b.get(row, col))));
    let change = Memo::new(move |_| {
        before
            .get()
            .and_then(|b| crate::model::compare::change(b, result.get()))
    });
    let before_verdict = move || before.get().map(model::cell_verdict);
    let url = move || {
        state
            .url_rows
            .with(|r| r.get(row).map(|u| u.input.clone()).unwrap_or_default())
    };
    let agent = move || {
        state
            .crawler_cols
            .with(|c| c.get(col).map(|a| a.input.clone()).unwrap_or_default())
    };
    let active = Memo::new(move |_| state.active.get() == Some((row, col)));
    // The expectation pinned on this cell, if any, and whether it passes.
    let expect = move || {
        state.url_rows.with(|r| {
            let u = r.get(row)?;
            state.crawler_cols.with(|c| {
                let a = c.get(col)?;
                state
                    .expect_results
                    .with(|x| expectations::mark(x, &a.input, &u.input))
            })
        })
    };
    // Its flag: a failing one says so in words, a passing one to screen
    // readers (and in a tooltip).
    let mark = move || {
        expect().map(|Mark { expected, pass }| {
            let title = model::expect_words(expected, pass);
            flag(
                "expect-mark",
                "expect-mark",
                if pass { " ⚑" } else { " ⚠" },
                title,
                !pass,
            )
        })
    };
    // The other parsers that disagree with Google here (the whole-list
    // check's marks, see `cells`), and in compare mode with the "before"
    // file.
    let other_parsers = move || result.get().map_or(0, |c| c.other_parsers);
    let other_parsers_before = move || before.get().flatten().map_or(0, |c| c.other_parsers);
    // Their names, now or before the edit (one closure type for both
    // attributes).
    let differ = move |before: bool| {
        move || {
            let m = if before {
                other_parsers_before()
            } else {
                other_parsers()
            };
            (m != 0).then(|| model::other_parsers::names(m))
        }
    };
    let other_parsers_mark = move || {
        let (now, was) = (other_parsers(), other_parsers_before());
        let mut said = Vec::new();
        if now != 0 {
            said.push(tr!(
                "grid-readers-mark",
                names = &model::other_parsers::mark_names(now)
            ));
        }
        if was != 0 && was != now {
            said.push(tr!(
                "grid-readers-mark-before",
                names = &model::other_parsers::mark_names(was)
            ));
        }
        (!said.is_empty()).then(|| {
            flag(
                "readers-mark",
                "readers-mark",
                " ≠",
                said.join(" · "),
                false,
            )
        })
    };
    let verdict = move || model::cell_verdict(result.get());
    let content = dynamic(move || match result.get() {
        Some(CellResult { allowed, line, .. }) => {
            let (icon, word) = verdict_words(allowed);
            let line = model::cell_line_words(state.status(), line);
            let change = change.get().map(|ch| {
                let (icon, words) = crate::model::compare::change_words(ch);
                let was = before
                    .get()
                    .flatten()
                    .map(|b| format!(" {}", model::was_words(b)));
                view! {
                    <span class="change">
                        <span aria-hidden="true">{icon} " "</span>
                        {words}
                        {(ch != robots::compare::Change::Unchanged).then_some(was).flatten()}
                    </span>
                }
            });
            view! {
                <span class="icon" aria-hidden="true">{icon}</span>
                <span class="word">{word}</span>
                {dynamic(mark)}
                {dynamic(other_parsers_mark)}
                <span class="line">{line}</span>
                {change}
            }
            .into_any()
        }
        None => view! {
            <span class="icon" aria-hidden="true">"–"</span>
            <span class="word">{tr!("grid-cell-not-tested")}</span>
        }
        .into_any(),
    });
    view! {
        <td
            role="gridcell"
            class="cell"
            class:allowed=move || matches!(result.get(), Some(CellResult { allowed: true, .. }))
            class:blocked=move || matches!(result.get(), Some(CellResult { allowed: false, .. }))
            data-testid="result-cell"
            data-row=row
            data-col=col
            data-url=url
            data-agent=agent
            data-verdict=verdict
            data-line=move || result.get().map(|r| r.line)
            data-before-verdict=before_verdict
            data-change=move || change.get().map(|c| c.code())
            class:changed=move || change.get().is_some_and(|c| c.verdict_changed())
            data-expect=move || expect().map(|m| if m.pass { "pass" } else { "fail" })
            data-readers-differ=differ(false)
            data-readers-differ-before=differ(true)
            aria-colindex=col + 2
            tabindex=move || { if active.get() { "0" } else { "-1" } }
            aria-selected=move || { if active.get() { "true" } else { "false" } }
            on:click=move |_| state.select(row, col)
        >
            {content}
        </td>
    }
}

/// A flag after a cell's verdict: `icon` for the eye, `title` in a tooltip
/// and in words, for screen readers only unless `loud`.
fn flag(
    class: &'static str,
    testid: &'static str,
    icon: &'static str,
    title: String,
    loud: bool,
) -> impl IntoView {
    let said = format!(" {title}");
    view! {
        <span class=class data-testid=testid title=title>
            <span aria-hidden="true">{icon}</span>
            <span class:visually-hidden=!loud>{said}</span>
        </span>
    }
}
