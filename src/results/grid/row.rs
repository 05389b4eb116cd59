//! A rendered row of the grid: the URL (with the path tested, or why it
//! cannot be tested, and the out-of-scope warning) and its cells.

use crate::platform::{dynamic, keyed, numbered};
use leptos::prelude::*;

use super::cell::Cell;
use crate::i18n::tr;
use crate::i18n::{self, MARK};
use crate::model::WindowCells;
use crate::state::use_state;

/// One rendered row: its URL header and a cell per crawler.
#[component]
pub fn Row(
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
            {keyed(
                move || numbered(0..cols.get() as u32),
                move |(c, ..)| view! { <Cell row=row col=c as usize cells=cells before_cells=before_cells /> }.into_any(),
            )}
        </tr>
    }
}

/// A row's header: the URL as typed, the path tested if it differs, or
/// why it cannot be tested.
#[component]
fn RowHeader(row: usize) -> impl IntoView {
    let state = use_state();
    let data = Memo::new(move |_| state.url_rows.with(|r| r.get(row).cloned()));
    view! {
        <th scope="row" class="url-cell">
            {dynamic(move || {
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
                        // Cut: the browser lays out a text whole (model::SHOWN_CHARS).
                        let shown = crate::model::cut(&u.input, crate::model::SHOWN_CHARS);
                        view! {
                            <div class="url-box">
                                <span class="url" title=shown.clone()>{shown.clone()}</span>
                                {path}
                                {u.scope.map(|w| view! { <ScopeWarning text=w /> })}
                            </div>
                        }
                    })
            })}
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
