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

use crate::platform::{dynamic, keyed, numbered};
use leptos::html;
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;

use crate::i18n::tr;
use crate::model::view::{navigate, window_range, ROW_H};
use crate::model::{self, verdict_key};
use crate::platform::time::next_task;
use crate::state::{use_state, AppState};

mod cell;
mod head;
mod row;
mod tools;

use head::{CrawlerHeader, Total};
use row::Row;
pub use row::ScopeWarning;
use tools::Tools;

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
    // The other parsers' marks come from the whole-list check (the readers'
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

    let empty = dynamic(move || {
        (rows.get() == 0 || cols.get() == 0).then(|| {
            view! {
                <p class="hint" data-testid="grid-empty">
                    {tr!("grid-empty")}
                </p>
            }
        })
    });
    let no_match = dynamic(move || {
        (rows.get() > 0 && cols.get() > 0 && shown_count.get() == 0).then(|| {
            view! {
                <p class="hint" data-testid="grid-no-match">
                    {tr!("grid-no-match")}
                </p>
            }
        })
    });
    let size_text = dynamic(move || {
        let size = tr!("grid-size", urls = rows.get(), crawlers = cols.get());
        let shown = shown_count.get();
        if shown != rows.get() {
            tr!("grid-size-shown", size = &size, shown = shown)
        } else {
            size
        }
    });
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
            {dynamic(move || {
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
            })}
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
                            {keyed(
                                move || numbered(0..cols.get() as u32),
                                |(c, ..)| view! { <CrawlerHeader col=c as usize /> }.into_any(),
                            )}
                        </tr>
                        <tr class="totals" aria-rowindex="2">
                            <th scope="row" class="url-col">{tr!("grid-totals")}</th>
                            {keyed(
                                move || numbered(0..cols.get() as u32),
                                |(c, ..)| view! { <Total col=c as usize /> }.into_any(),
                            )}
                        </tr>
                    </thead>
                    <tbody>
                        <tr class="spacer" aria-hidden="true" role="presentation" style:height=move || spacer(true)></tr>
                        // The rows mount in a task of their own (with the
                        // panel, one long task).
                        {next_task(move || {
                            view! {
                                {keyed(
                                    move || window.with(|w| numbered(w.iter().copied())),
                                    move |(r, ..)| {
                                        view! {
                                            <Row row=r as usize range=range window=window cells=cells before_cells=before_cells />
                                        }
                                            .into_any()
                                    },
                                )}
                            }
                                .into_any()
                        })}
                        <tr class="spacer" aria-hidden="true" role="presentation" style:height=move || spacer(false)></tr>
                    </tbody>
                </table>
                </div>
            </div>
            <p class="visually-hidden" aria-live="polite" data-testid="announcer">
                {dynamic(move || announcement(state))}
            </p>
        </section>
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
    use crate::i18n::{self, MARK};
    use crate::model::verdict_words;

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
            "✓\u{a0}12,345\u{a0}allowed · ✕\u{a0}0\u{a0}blocked"
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
