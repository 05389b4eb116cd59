//! The results grid: URLs × crawlers, for lists of any size.
//!
//! Only the rows in view are rendered (plus a few either side): the table
//! keeps its full height with a spacer row above and below them, so its
//! cost follows the viewport, not the list. Their cells are checked as they
//! are rendered ([`crate::model::window_cells`]); totals, filters and sorting read
//! the whole list's results, checked in slices (see `crate::state`). The
//! header rows (crawlers and totals) and the URL column stay in view while
//! scrolling. One cell is active (roving tabindex, arrow keys across the
//! whole list) and explained by the trace.

use leptos::html;
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;

use crate::i18n::{self, MARK};
use crate::model::expectations::{self, Mark};
use crate::model::export::Kind;
use crate::model::view::{navigate, window_range, ROW_H};
use crate::model::{self, verdict_key, verdict_words, CellResult, Filter, Sort, WindowCells};
use crate::platform::time::next_task;
use crate::state::{use_state, AppState};
use crate::tr;

fn cell_at(table: &web_sys::HtmlElement, row: usize, col: usize) -> Option<web_sys::HtmlElement> {
    let selector = format!("[data-row=\"{row}\"][data-col=\"{col}\"]");
    table
        .query_selector(&selector)
        .ok()
        .flatten()
        .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok())
}

#[component]
pub fn Grid() -> impl IntoView {
    let state = use_state();
    let scroller = NodeRef::<html::Div>::new();
    let table = NodeRef::<html::Table>::new();
    let rows = Memo::new(move |_| state.url_rows.with(Vec::len));
    let cols = Memo::new(move |_| state.crawler_cols.with(Vec::len));
    let shown_count = Memo::new(move |_| state.order.with(Vec::len));
    let scroll_top = RwSignal::new(0_i32);
    let viewport = RwSignal::new(640_i32);

    let measure = move || {
        if let Some(el) = scroller.get_untracked() {
            scroll_top.set(el.scroll_top());
            viewport.set(el.client_height());
        }
    };
    let range =
        Memo::new(move |_| window_range(scroll_top.get(), viewport.get(), shown_count.get()));
    // The list indices of the rendered rows, in shown order.
    let window = Memo::new(move |_| {
        let (a, b) = range.get();
        state
            .order
            .with(|o| o[a.min(o.len())..b.min(o.len())].to_vec())
    });
    // Their cells, checked now: never stale, whatever the whole-list check
    // is doing.
    // The other readers' marks come from the whole-list check (the readers'
    // code is only in the worker), once it is complete.
    let cells = Memo::new(move |_| {
        let status = state.status();
        let done = state.checking.with(Option::is_none);
        state.parsed.with(|p| {
            state.url_rows.with(|r| {
                window.with(|w| {
                    state.crawler_cols.with(|c| {
                        state.results.with(|whole| {
                            model::window_cells(p, r, w, c, status, Some(whole).filter(|_| done))
                        })
                    })
                })
            })
        })
    });
    // Compare mode: the same cells against the "before" file.
    let before_cells = Memo::new(move |_| {
        let status = state.status();
        let done = state.checking.with(Option::is_none);
        state.before_parsed.with(|b| {
            b.as_ref().map(|p| {
                state.url_rows.with(|r| {
                    window.with(|w| {
                        state.crawler_cols.with(|c| {
                            state.results_before.with(|whole| {
                                let whole = whole.as_ref().filter(|_| done);
                                model::window_cells(p, r, w, c, status, whole)
                            })
                        })
                    })
                })
            })
        })
    });

    // Moves the active cell to shown position `pos`, column `col`, scrolling
    // it into the rendered window first, then focuses it.
    let go_to = move |pos: usize, col: usize| {
        let Some(row) = state.order.with_untracked(|o| o.get(pos).copied()) else {
            return;
        };
        let row = row as usize;
        state.select(row, col);
        // Scroll the row into view (below the sticky header rows) unless it
        // is there; the rendered window follows the scroll position.
        if let Some(el) = scroller.get_untracked() {
            let head = table
                .get_untracked()
                .and_then(|t| t.t_head())
                .map_or(0, |h| h.offset_height());
            let y = pos as i32 * ROW_H;
            let top = el.scroll_top();
            let bottom = top + el.client_height() - head;
            if y < top {
                el.set_scroll_top(y);
            } else if y + ROW_H > bottom {
                el.set_scroll_top(y + ROW_H + head - el.client_height());
            }
            measure();
        }
        // Rendered already: focus it now, so that the next key goes to it.
        // Otherwise once the window has been re-rendered.
        // The scroll position is ours: focusing must not scroll again.
        let focus = move || {
            let options = web_sys::FocusOptions::new();
            options.set_prevent_scroll(true);
            table
                .get_untracked()
                .and_then(|t| cell_at(&t, row, col))
                .map(|cell| cell.focus_with_options(&options))
                .is_some()
        };
        if !focus() {
            request_animation_frame(move || {
                // (The page may have been re-rendered since.)
                if state.doc.selected.try_get_untracked() == Some(Some((row, col))) {
                    focus();
                }
            });
        }
    };

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
                .and_then(|v| v.parse::<usize>().ok()),
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
        let Some(pos) = state
            .order
            .with_untracked(|o| o.iter().position(|&x| x as usize == r))
        else {
            return;
        };
        let ctrl = ev.ctrl_key() || ev.meta_key();
        let Some((np, nc)) = navigate(
            &key,
            ctrl,
            (pos, c),
            shown_count.get_untracked(),
            cols.get_untracked(),
        ) else {
            return;
        };
        ev.prevent_default();
        go_to(np, nc);
    };

    let empty = move || {
        (rows.get() == 0 || cols.get() == 0).then(|| {
            view! {
                <p class="hint" data-testid="grid-empty">
                    {tr!("grid-empty")}
                </p>
            }
        })
    };
    let no_match = move || {
        (rows.get() > 0 && cols.get() > 0 && shown_count.get() == 0).then(|| {
            view! {
                <p class="hint" data-testid="grid-no-match">
                    {tr!("grid-no-match")}
                </p>
            }
        })
    };
    let size_text = move || {
        let size = tr!("grid-size", urls = rows.get(), crawlers = cols.get());
        let shown = shown_count.get();
        if shown != rows.get() {
            tr!("grid-size-shown", size = &size, shown = shown)
        } else {
            size
        }
    };
    let spacer = move |above: bool| {
        let (a, b) = range.get();
        let n = if above { a } else { shown_count.get() - b };
        format!("{}px", n as i64 * i64::from(ROW_H))
    };

    view! {
        <section class="panel results-panel" aria-labelledby="results-heading"
            class:short-list=move || rows.get() <= crate::model::page_mode::SHORT_LIST>
            <div class="panel-head">
                <h2 id="results-heading" class="panel-title">
                    {tr!("grid-results-heading")}
                </h2>
                <p class="status" data-testid="grid-size">
                    {size_text}
                </p>
            </div>
            <p class="hint" id="grid-hint">
                {tr!("grid-hint")}
            </p>
            {move || {
                state
                    .status()
                    .map(|st| {
                        view! {
                            <p class="status-banner" data-testid="status-banner">
                                <span aria-hidden="true">"⚠ "</span>
                                {tr!(
                                    "grid-status-banner",
                                    status = st.label,
                                    verdict = verdict_key(st.allowed),
                                )}
                            </p>
                        }
                    })
            }}
            {next_task(|| view! { <Tools /> }.into_any())}
            {empty}
            {no_match}
            <div class="grid-scroll" node_ref=scroller on:scroll=move |_| measure()>
                // The list's full height, whatever rows are in the DOM at
                // a given moment, so that the browser never clamps a scroll
                // position set while the rendered rows change.
                <div
                    class="grid-sizer"
                    style:min-height=move || format!("{}px", 90 + shown_count.get() as i64 * i64::from(ROW_H))
                >
                <table
                    class="grid"
                    role="grid"
                    aria-labelledby="results-heading"
                    aria-describedby="grid-hint"
                    aria-rowcount=move || shown_count.get() + 2
                    aria-colcount=move || cols.get() + 1
                    node_ref=table
                    on:keydown=on_keydown
                >
                    <thead>
                        <tr class="names" aria-rowindex="1">
                            <th scope="col" class="url-col">{tr!("grid-url-header")}</th>
                            <For each=move || 0..cols.get() key=|c| *c let:c>
                                <CrawlerHeader col=c />
                            </For>
                        </tr>
                        <tr class="totals" aria-rowindex="2">
                            <th scope="row" class="url-col">{tr!("grid-totals")}</th>
                            <For each=move || 0..cols.get() key=|c| *c let:c>
                                <Total col=c />
                            </For>
                        </tr>
                    </thead>
                    <tbody>
                        <tr class="spacer" aria-hidden="true" role="presentation" style:height=move || spacer(true)></tr>
                        // The rows mount in a task of their own (with the
                        // panel, one long task).
                        {next_task(move || {
                            view! {
                                <For each=move || window.get() key=|r| *r let:r>
                                    <Row row=r as usize range=range window=window cells=cells before_cells=before_cells />
                                </For>
                            }
                                .into_any()
                        })}
                        <tr class="spacer" aria-hidden="true" role="presentation" style:height=move || spacer(false)></tr>
                    </tbody>
                </table>
                </div>
            </div>
            <p class="visually-hidden" aria-live="polite" data-testid="announcer">
                {move || announcement(state)}
            </p>
        </section>
    }
}

/// Filter, sort, search, progress and export, above the grid.
#[component]
fn Tools() -> impl IntoView {
    let state = use_state();
    let exporting = RwSignal::new(false);
    let export_error = RwSignal::new(None::<String>);
    let export = move |kind: Kind| {
        if !exporting.get_untracked() {
            super::export::save_rows(state, kind, exporting, export_error);
        }
    };
    let progress = move || {
        state.checking.get().map(|(done, total)| {
            view! {
                <p class="status checking" data-testid="check-progress" role="status">
                    <progress max=total value=done></progress>
                    " "
                    {tr!("check-progress", done = done, total = total)}
                </p>
            }
        })
    };
    let refused = move || {
        state.worker_refused.get().then(|| {
            view! {
                <p class="notice notice-error" data-testid="worker-error" role="status">
                    {tr!("worker-refused")}
                </p>
            }
        })
    };
    view! {
        <div class="grid-tools">
            <label class="tool">
                <span>{tr!("filter-label")}</span>
                <select
                    data-testid="url-filter"
                    prop:value=move || state.view.filter.get().key()
                    on:change:target=move |ev| state.view.filter.set(Filter::parse(&ev.target().value()))
                >
                    {Filter::EVERY
                        .into_iter()
                        .enumerate()
                        .map(|(i, f)| {
                            view! {
                                <option value=f.key() selected=move || state.view.filter.get() == f>
                                    {move || f.label(state.counts.get()[i])}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
            </label>
            <label class="tool">
                <span>{tr!("sort-label")}</span>
                <select
                    data-testid="url-sort"
                    prop:value=move || state.view.sort.get().key()
                    on:change:target=move |ev| state.view.sort.set(Sort::parse(&ev.target().value()))
                >
                    {Sort::EVERY
                        .into_iter()
                        .map(|s| {
                            view! {
                                <option value=s.key() selected=move || state.view.sort.get() == s>
                                    {s.label()}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
            </label>
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
            {move || {
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
                                <span>{move || tr!("filter-changed-only", count = state.changed_rows.get())}</span>
                            </label>
                        }
                    })
            }}
            <span class="tool exports">
                <button
                    type="button"
                    data-testid="export-csv"
                    disabled=move || exporting.get()
                    on:click=move |_| export(Kind::Csv)
                >
                    {tr!("export-csv")}
                </button>
                <button
                    type="button"
                    data-testid="export-json"
                    disabled=move || exporting.get()
                    on:click=move |_| export(Kind::Json)
                >
                    {tr!("export-json")}
                </button>
            </span>
        </div>
        <p class="hint">{tr!("export-hint")}</p>
        {move || export_error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
        {progress}
        {refused}
    }
}

#[component]
fn CrawlerHeader(col: usize) -> impl IntoView {
    let state = use_state();
    let col_data = move || state.crawler_cols.with(|c| c.get(col).cloned());
    view! {
        <th scope="col" class="agent-col">
            {move || {
                col_data()
                    .map(|c| {
                        let from = if c.overridden {
                            Some(view! { <span class="sub" title=c.input.clone()>{tr!("grid-token-set")}</span> })
                        } else {
                            (c.input != c.token)
                                .then(|| view! { <span class="sub" title=c.input.clone()>{tr!("grid-token-from-ua")}</span> })
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

/// One rendered row: its URL header and a cell per crawler.
#[component]
fn Row(
    row: usize,
    range: Memo<(usize, usize)>,
    window: Memo<Vec<u32>>,
    cells: Memo<WindowCells>,
    before_cells: Memo<Option<WindowCells>>,
) -> impl IntoView {
    let state = use_state();
    let cols = Memo::new(move |_| state.crawler_cols.with(Vec::len));
    let index = move || {
        let pos = window.with(|w| w.iter().position(|&r| r as usize == row).unwrap_or(0));
        range.get().0 + pos + 3
    };
    view! {
        <tr aria-rowindex=index>
            <RowHeader row=row />
            <For each=move || 0..cols.get() key=|c| *c let:c>
                <Cell row=row col=c cells=cells before_cells=before_cells />
            </For>
        </tr>
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
                                let (before, after) = i18n::around(tr!("grid-tested-as", path = MARK));
                                view! { <span class="sub" title=p.clone()>{before} <code>{p.clone()}</code> {after}</span> }
                                    .into_any()
                            }
                            Ok(_) => ().into_any(),
                            Err(e) => {
                                view! {
                                    <span class="sub error" title=e.clone()>
                                        <span aria-hidden="true">"✖ "</span>
                                        {e.clone()}
                                    </span>
                                }
                                    .into_any()
                            }
                        };
                        view! {
                            <div class="url-box">
                                <span class="url" title=u.input.clone()>{u.input.clone()}</span>
                                {path}
                                {u.scope.map(|w| view! { <ScopeWarning text=w /> })}
                            </div>
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
        <span class="sub warning" data-testid="scope-warning" title=text.clone()>
            <span aria-hidden="true">"⚠ "</span>
            {text.clone()}
        </span>
    }
}

#[component]
fn Cell(
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
    // The other readers that disagree with Google here (the whole-list
    // check's marks, see `cells`), and in compare mode with the "before"
    // file.
    let readers = move || result.get().map_or(0, |c| c.readers);
    let readers_before = move || before.get().flatten().map_or(0, |c| c.readers);
    // Their names, now or before the edit (one closure type for both
    // attributes).
    let differ = move |before: bool| {
        move || {
            let m = if before { readers_before() } else { readers() };
            (m != 0).then(|| model::readers::names(m))
        }
    };
    let readers_mark = move || {
        let (now, was) = (readers(), readers_before());
        let mut said = Vec::new();
        if now != 0 {
            said.push(tr!(
                "grid-readers-mark",
                names = &model::readers::mark_names(now)
            ));
        }
        if was != 0 && was != now {
            said.push(tr!(
                "grid-readers-mark-before",
                names = &model::readers::mark_names(was)
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
    let content = move || match result.get() {
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
                {mark}
                {readers_mark}
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

/// A crawler's totals over the whole list (not only the rows shown).
#[component]
fn Total(col: usize) -> impl IntoView {
    let state = use_state();
    let totals = Memo::new(move |_| state.totals(col));
    // Compare mode: (newly blocked, newly allowed) over the whole list.
    let flips = Memo::new(move |_| {
        totals.get()?;
        state.results_before.with(|b| {
            let b = b.as_ref()?;
            state.results.with(|a| {
                (b.rows() == a.rows() && b.cols == a.cols)
                    .then(|| crate::model::compare::flip_totals(b, a, col))
            })
        })
    });
    let token = move || {
        state
            .crawler_cols
            .with(|c| c.get(col).map(|a| a.token.clone()).unwrap_or_default())
    };
    view! {
        <td class="total" data-testid="agent-total" data-col=col>
            <span
                data-testid="total"
                data-agent=token
                data-state=move || if totals.get().is_some() { "final" } else { "checking" }
                data-allowed=move || totals.get().map(|t| t.0)
                data-blocked=move || totals.get().map(|t| t.1)
            >
                {move || match totals.get() {
                    Some((a, b)) => tr!("grid-total", allowed = a, blocked = b),
                    None => tr!("grid-total-checking"),
                }}
            </span>
            {move || {
                flips
                    .get()
                    .map(|(nb, na)| {
                        view! {
                            <span
                                class="flips"
                                data-testid="flips"
                                data-newly-blocked=nb
                                data-newly-allowed=na
                            >
                                {crate::model::compare::flips_text(nb, na)}
                            </span>
                        }
                    })
            }}
        </td>
    }
}

/// What the polite live region says: the verdict of the selected cell. It
/// follows the selection only, so typing in the editor stays quiet.
fn announcement(state: AppState) -> String {
    state.doc.selected.track();
    state
        .explained
        .with_untracked(|e| model::announcement(e.as_ref()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The English texts are those the page showed before they moved to
    /// i18n/en.ftl (the e2e tests read some of them).
    #[test]
    fn english_texts_read_as_before() {
        assert_eq!(verdict_words(false), ("✕", "Blocked"));
        let size = tr!("grid-size", urls = 6_usize, crawlers = 2_usize);
        assert_eq!(size, "6 URLs × 2 crawlers");
        assert_eq!(
            tr!("grid-size-shown", size = &size, shown = 1_usize),
            "6 URLs × 2 crawlers · 1 shown"
        );
        assert_eq!(
            tr!("grid-size", urls = 1_usize, crawlers = 1_usize),
            "1 URL × 1 crawler"
        );
        assert_eq!(
            tr!("grid-total", allowed = 12_345_usize, blocked = 0_usize),
            "✓ 12,345 allowed · ✕ 0 blocked"
        );
        assert_eq!(
            tr!("check-progress", done = 2_000_usize, total = 10_000_usize),
            "Checking 2,000 of 10,000 URLs…"
        );
        assert_eq!(
            tr!(
                "grid-announce-line",
                verdict = verdict_key(false),
                url = "/x",
                agent = "GPTBot",
                line = 11_u32
            ),
            "Blocked: /x for GPTBot (line 11)"
        );
        assert_eq!(
            tr!(
                "grid-status-banner",
                status = "404 Not Found",
                verdict = verdict_key(true)
            ),
            "Simulated fetch result: 404 Not Found. The file's rules are not in effect: every URL is allowed."
        );
        assert_eq!(
            tr!("grid-expect-fail", verdict = verdict_key(true)),
            "expected allowed"
        );
        assert_eq!(
            tr!(
                "grid-cell-was-line",
                verdict = verdict_key(false),
                line = 3_u32
            ),
            "(was blocked · line 3)"
        );
        assert_eq!(
            i18n::around(tr!("grid-tested-as", path = MARK)),
            ("tested as ".to_string(), String::new())
        );
    }
}
