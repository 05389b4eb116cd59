//! A labelled choice of one among a few (a `<select>`): the grid's filter,
//! whose options count the rows each would show, and its sort order.

use crate::platform::dynamic;
use std::sync::Arc;

use leptos::prelude::*;

/// A `<select>` (`testid` its `data-testid`) in a `<label class="tool">`
/// that says `label`. Its options are `keys` (their values), worded by
/// `words` (the option's index; read again when the signals it reads
/// change, so an option may carry a count); the chosen key is `selected`,
/// and a new choice goes to `on_change`.
pub fn choice(
    label: String,
    testid: &'static str,
    keys: Vec<&'static str>,
    words: Arc<dyn Fn(usize) -> String + Send + Sync>,
    selected: Arc<dyn Fn() -> &'static str + Send + Sync>,
    on_change: Box<dyn Fn(String)>,
) -> impl IntoView {
    let options = keys
        .into_iter()
        .enumerate()
        .map(|(i, key)| {
            let (selected, words) = (selected.clone(), words.clone());
            view! {
                <option value=key selected=move || selected() == key>
                    {dynamic(move || words(i))}
                </option>
            }
        })
        .collect_view();
    view! {
        <label class="tool">
            <span>{label}</span>
            <select
                data-testid=testid
                prop:value=move || selected()
                on:change:target=move |ev| on_change(ev.target().value())
            >
                {options}
            </select>
        </label>
    }
}
