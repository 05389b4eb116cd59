//! The results grid: URLs × crawlers. Every cell is the fast-path verdict;
//! one cell is active (roving tabindex, arrow keys) and explained by the
//! trace.

use leptos::html;
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;

use crate::model::{plural, CellResult};
use crate::state::use_state;

/// Where a navigation key moves the active cell, in a `rows` × `cols` grid.
pub fn navigate(
    key: &str,
    ctrl: bool,
    (r, c): (usize, usize),
    rows: usize,
    cols: usize,
) -> Option<(usize, usize)> {
    if rows == 0 || cols == 0 {
        return None;
    }
    const PAGE: usize = 10;
    let next = match key {
        "ArrowUp" => (r.saturating_sub(1), c),
        "ArrowDown" => ((r + 1).min(rows - 1), c),
        "ArrowLeft" => (r, c.saturating_sub(1)),
        "ArrowRight" => (r, (c + 1).min(cols - 1)),
        "Home" if ctrl => (0, 0),
        "End" if ctrl => (rows - 1, cols - 1),
        "Home" => (r, 0),
        "End" => (r, cols - 1),
        "PageUp" => (r.saturating_sub(PAGE), c),
        "PageDown" => ((r + PAGE).min(rows - 1), c),
        _ => return None,
    };
    Some(next)
}

/// "Allowed" / "Blocked" and its icon.
pub fn verdict_words(allowed: bool) -> (&'static str, &'static str) {
    if allowed {
        ("✓", "Allowed")
    } else {
        ("✕", "Blocked")
    }
}

#[component]
pub fn Grid() -> impl IntoView {
    let state = use_state();
    let table = NodeRef::<html::Table>::new();
    let rows = Memo::new(move |_| state.url_rows.with(Vec::len));
    let cols = Memo::new(move |_| state.agent_cols.with(Vec::len));

    let on_keydown = move |ev: leptos::ev::KeyboardEvent| {
        let Some(target) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        else {
            return;
        };
        let (Some(r), Some(c)) = (
            target
                .get_attribute("data-row")
                .and_then(|v| v.parse().ok()),
            target
                .get_attribute("data-col")
                .and_then(|v| v.parse().ok()),
        ) else {
            return;
        };
        let key = ev.key();
        if key == "Enter" || key == " " {
            ev.prevent_default();
            state.select(r, c);
            return;
        }
        let ctrl = ev.ctrl_key() || ev.meta_key();
        let Some((nr, nc)) = navigate(
            &key,
            ctrl,
            (r, c),
            rows.get_untracked(),
            cols.get_untracked(),
        ) else {
            return;
        };
        ev.prevent_default();
        state.select(nr, nc);
        if let Some(t) = table.get_untracked() {
            let selector = format!("[data-row=\"{nr}\"][data-col=\"{nc}\"]");
            if let Ok(Some(cell)) = t.query_selector(&selector) {
                if let Ok(cell) = cell.dyn_into::<web_sys::HtmlElement>() {
                    let _ = cell.focus();
                }
            }
        }
    };

    let empty = move || {
        (rows.get() == 0 || cols.get() == 0).then(|| {
            view! {
                <p class="hint" data-testid="grid-empty">
                    "Add at least one URL and one crawler to see results."
                </p>
            }
        })
    };

    view! {
        <section class="panel results-panel" aria-labelledby="results-heading">
            <div class="panel-head">
                <h2 id="results-heading" class="panel-title">
                    "Results"
                </h2>
                <p class="status" data-testid="grid-size">
                    {move || format!(
                        "{} × {}",
                        plural(rows.get(), "URL", "URLs"),
                        plural(cols.get(), "crawler", "crawlers"),
                    )}
                </p>
            </div>
            <p class="hint" id="grid-hint">
                "Select a cell (click, or arrow keys then Enter) to see why."
            </p>
            {move || {
                state
                    .status()
                    .map(|st| {
                        let (_, word) = verdict_words(st.allowed);
                        view! {
                            <p class="status-banner" data-testid="status-banner">
                                <span aria-hidden="true">"⚠ "</span>
                                {format!(
                                    "Simulated fetch result: {}. The file's rules are not in effect: every URL is {}.",
                                    st.label,
                                    word.to_ascii_lowercase(),
                                )}
                            </p>
                        }
                    })
            }}
            {empty}
            <div class="grid-scroll">
                <table
                    class="grid"
                    role="grid"
                    aria-labelledby="results-heading"
                    aria-describedby="grid-hint"
                    node_ref=table
                    on:keydown=on_keydown
                >
                    <thead>
                        <tr>
                            <th scope="col" class="url-col">"URL"</th>
                            <For each=move || 0..cols.get() key=|c| *c let:c>
                                <AgentHeader col=c />
                            </For>
                        </tr>
                    </thead>
                    <tbody>
                        <For each=move || 0..rows.get() key=|r| *r let:r>
                            <tr>
                                <RowHeader row=r />
                                <For each=move || 0..cols.get() key=|c| *c let:c>
                                    <Cell row=r col=c />
                                </For>
                            </tr>
                        </For>
                    </tbody>
                    <tfoot>
                        <tr>
                            <th scope="row">"Totals"</th>
                            <For each=move || 0..cols.get() key=|c| *c let:c>
                                <Total col=c />
                            </For>
                        </tr>
                    </tfoot>
                </table>
            </div>
            <p class="visually-hidden" aria-live="polite" data-testid="announcer">
                {move || announcement(state)}
            </p>
        </section>
    }
}

/// What the polite live region says: the verdict of the selected cell. It
/// follows the selection only, so typing in the editor stays quiet.
fn announcement(state: crate::state::AppState) -> String {
    state.selected.track();
    state.explained.with_untracked(|e| {
        let Some(e) = e else {
            return String::new();
        };
        match (&e.verdict, e.allowed()) {
            (Some(v), Some(allowed)) => {
                let (_, word) = verdict_words(allowed);
                let why = if let Some(st) = e.status {
                    format!("fetch result {}", st.label)
                } else if v.line > 0 {
                    format!("line {}", v.line)
                } else {
                    "no rule".to_string()
                };
                format!("{word}: {} for {} ({why})", e.url.input, e.agent.token)
            }
            _ => format!("{} can't be tested", e.url.input),
        }
    })
}

#[component]
fn AgentHeader(col: usize) -> impl IntoView {
    let state = use_state();
    let col_data = move || state.agent_cols.with(|c| c.get(col).cloned());
    view! {
        <th scope="col" class="agent-col">
            {move || {
                col_data()
                    .map(|c| {
                        let from = if c.overridden {
                            Some(view! { <span class="sub" title=c.input.clone()>"token set by you"</span> })
                        } else {
                            (c.input != c.token)
                                .then(|| view! { <span class="sub" title=c.input.clone()>"from a user-agent string"</span> })
                        };
                        view! {
                            <span class="token">{c.token}</span>
                            {from}
                        }
                    })
            }}
        </th>
    }
}

#[component]
fn RowHeader(row: usize) -> impl IntoView {
    let state = use_state();
    let data = Memo::new(move |_| state.url_rows.with(|r| r.get(row).cloned()));
    view! {
        <th scope="row" class="url-cell">
            {move || {
                data.get()
                    .map(|u| {
                        let path = match &u.path {
                            Ok(p) if *p != u.input => {
                                view! { <span class="sub">"tested as " <code>{p.clone()}</code></span> }
                                    .into_any()
                            }
                            Ok(_) => ().into_any(),
                            Err(e) => {
                                view! {
                                    <span class="sub error">
                                        <span aria-hidden="true">"✖ "</span>
                                        {e.clone()}
                                    </span>
                                }
                                    .into_any()
                            }
                        };
                        view! {
                            <span class="url">{u.input}</span>
                            {path}
                            {u.scope.map(|w| view! { <ScopeWarning text=w /> })}
                        }
                    })
            }}
        </th>
    }
}

/// The out-of-scope warning of a URL (SPEC §7), in its row and the trace.
#[component]
pub fn ScopeWarning(text: String) -> impl IntoView {
    view! {
        <span class="sub warning" data-testid="scope-warning">
            <span aria-hidden="true">"⚠ "</span>
            {text}
        </span>
    }
}

#[component]
fn Cell(row: usize, col: usize) -> impl IntoView {
    let state = use_state();
    let result = Memo::new(move |_| state.results.with(|r| r.get(row, col)));
    let url = move || {
        state
            .url_rows
            .with(|r| r.get(row).map(|u| u.input.clone()).unwrap_or_default())
    };
    let agent = move || {
        state
            .agent_cols
            .with(|c| c.get(col).map(|a| a.input.clone()).unwrap_or_default())
    };
    let active = Memo::new(move |_| state.active.get() == Some((row, col)));
    let verdict = move || match result.get() {
        Some(CellResult { allowed: true, .. }) => "allowed",
        Some(CellResult { allowed: false, .. }) => "disallowed",
        None => "invalid",
    };
    let content = move || match result.get() {
        Some(CellResult { allowed, line }) => {
            let (icon, word) = verdict_words(allowed);
            let line = match state.status() {
                Some(st) if st.key == "network" => "network error".to_string(),
                Some(st) if st.key == "redirects" => "> 5 redirects".to_string(),
                Some(st) => format!("status {}", st.key),
                None if line > 0 => format!("line {line}"),
                None => "no rule".to_string(),
            };
            view! {
                <span class="icon" aria-hidden="true">{icon}</span>
                <span class="word">{word}</span>
                <span class="line">{line}</span>
            }
            .into_any()
        }
        None => view! {
            <span class="icon" aria-hidden="true">"–"</span>
            <span class="word">"Not tested"</span>
        }
        .into_any(),
    };
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
            tabindex=move || { if active.get() { "0" } else { "-1" } }
            aria-selected=move || { if active.get() { "true" } else { "false" } }
            on:click=move |_| state.select(row, col)
        >
            {content}
        </td>
    }
}

#[component]
fn Total(col: usize) -> impl IntoView {
    let state = use_state();
    let totals = Memo::new(move |_| state.results.with(|r| r.totals(col)));
    view! {
        <td class="total" data-testid="agent-total" data-col=col>
            {move || {
                let (a, b) = totals.get();
                format!("✓ {a} allowed · ✕ {b} blocked")
            }}
        </td>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arrow_keys_move_within_the_grid() {
        assert_eq!(navigate("ArrowRight", false, (0, 0), 3, 2), Some((0, 1)));
        assert_eq!(navigate("ArrowRight", false, (0, 1), 3, 2), Some((0, 1)));
        assert_eq!(navigate("ArrowDown", false, (2, 0), 3, 2), Some((2, 0)));
        assert_eq!(navigate("ArrowUp", false, (0, 0), 3, 2), Some((0, 0)));
        assert_eq!(navigate("End", false, (1, 0), 3, 2), Some((1, 1)));
        assert_eq!(navigate("End", true, (0, 0), 3, 2), Some((2, 1)));
        assert_eq!(navigate("Home", true, (2, 1), 3, 2), Some((0, 0)));
        assert_eq!(navigate("PageDown", false, (0, 0), 30, 2), Some((10, 0)));
        assert_eq!(navigate("a", false, (0, 0), 3, 2), None);
        assert_eq!(navigate("ArrowDown", false, (0, 0), 0, 2), None);
    }
}
