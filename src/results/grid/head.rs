//! The grid's header rows: a crawler's name (with where its token came
//! from) and its totals over the whole list.

use crate::platform::dynamic;
use leptos::prelude::*;

use crate::i18n::tr;
use crate::state::use_state;

/// A crawler's column header: its token, and where the token came from.
#[component]
pub fn CrawlerHeader(col: usize) -> impl IntoView {
    let state = use_state();
    let col_data = move || state.crawler_cols.with(|c| c.get(col).cloned());
    view! {
        <th scope="col" class="agent-col">
            {dynamic(move || {
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
            })}
        </th>
    }
}

/// A crawler's totals over the whole list (not only the rows shown).
#[component]
pub fn Total(col: usize) -> impl IntoView {
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
                {dynamic(move || match totals.get() {
                    Some((a, b)) => tr!("grid-total", allowed = a, blocked = b),
                    None => tr!("grid-total-checking"),
                })}
            </span>
            {dynamic(move || {
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
            })}
        </td>
    }
}
