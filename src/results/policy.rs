//! "Crawlers by purpose": every crawler of the engine's registry, read in
//! the edited file for the site root or a chosen URL, grouped by purpose,
//! with whose group each follows; a row opens its trace. Beside it, the
//! one-click intents that write lines into the file.
//!
//! The view is made when its disclosure is first opened, and by the
//! checking worker (`worker::render::policy::policy_part`, asked through
//! `state::checking`): the page builds the worker's tree
//! (`platform::part`) and handles its clicks and its URL chooser here.

use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use web_sys::Element;

use crate::i18n::tr;
use crate::platform::{self, part};
use crate::state::{checking, use_state, AppState};

/// The element the worker's tree is built in.
const BODY: &str = "policy-body";

#[component]
pub fn PolicyPanel() -> impl IntoView {
    let state = use_state();
    let opened = RwSignal::new(false);
    // The chosen URL row (`None`: the site root), and the latest request.
    let choice = StoredValue::new(None::<usize>);
    let generation = StoredValue::new(0_u32);
    let ask = move || {
        let gen = generation.get_value().wrapping_add(1);
        generation.set_value(gen);
        let done = move |part: Option<_>| {
            if generation.try_get_value() != Some(gen) {
                return;
            }
            match part {
                Some(p) => {
                    part::fill(BODY, Some(&p));
                }
                None => part::note(BODY, "policy-unavailable", &tr!("purpose-view-unavailable")),
            }
        };
        checking::policy_part(state, choice.get_value(), done);
    };
    // Asked when opened, and again when the file or the list changes.
    platform::effect(move || {
        if opened.get() {
            state.parsed.track();
            state.url_rows.track();
            ask();
        }
    });
    let on_change = move |ev: web_sys::Event| {
        let value = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok())
            .map(|s| s.value());
        if let Some(value) = value {
            choice.set_value(value.parse().ok());
            ask();
        }
    };
    let on_click = move |ev: web_sys::MouseEvent| {
        let Some(target) = ev.target().and_then(|t| t.dyn_into::<Element>().ok()) else {
            return;
        };
        let closest = |s: &str| target.closest(s).ok().flatten();
        if let Some(intent) = closest("button[data-intent]")
            .and_then(|b| b.get_attribute("data-intent"))
            .and_then(|i| i.parse().ok())
        {
            checking::intent(state, intent, move |answer| apply_intent(state, answer));
        } else if let Some(token) =
            closest("[data-testid=policy-row]").and_then(|r| r.get_attribute("data-token"))
        {
            open_trace(state, &token, choice.get_value());
        }
    };
    view! {
        <section class="panel policy-panel" aria-labelledby="policy-heading">
            <details data-testid="policy" on:toggle=move |_| opened.set(true)>
                <summary>
                    <h2 id="policy-heading" class="panel-title">{tr!("purpose-view-heading")}</h2>
                </summary>
                <div id=BODY on:click=on_click on:change=on_change>
                    <p class="hint">{tr!("trace-readers-pending")}</p>
                </div>
            </details>
        </section>
    }
}

/// Shows the trace for the crawler `token` at the chosen URL row (the site
/// root when `None`): its column (added when the grid has none for it)
/// and row (the root's added when the list has none).
fn open_trace(state: AppState, token: &str, choice: Option<usize>) {
    let col_of = || {
        state
            .crawler_cols
            .with_untracked(|c| c.iter().position(|c| c.token.eq_ignore_ascii_case(token)))
    };
    let col = col_of().or_else(|| {
        let _ = state.add_crawler(token);
        col_of()
    });
    let row = match choice {
        Some(row) => Some(row),
        None => state.root_row(),
    };
    if let (Some(row), Some(col)) = (row, col) {
        state.select(row, col);
        if let Some(trace) = document().get_element_by_id("trace-heading") {
            trace.scroll_into_view();
        }
    }
}

/// Writes an intent's text (the worker's reply) into the editor, undoably;
/// when the grid shows none of the crawlers it blocks, adds the first as a
/// column, so that the grid shows the effect.
fn apply_intent(state: AppState, answer: Option<(Vec<String>, String)>) {
    let Some((targets, text)) = answer else {
        return;
    };
    if !platform::editing::replace_text("robots-input", &text) {
        state.doc.robots.set(text);
        state.edited();
    }
    let shown = state.crawler_cols.with_untracked(|c| {
        c.iter()
            .any(|c| targets.iter().any(|t| t.eq_ignore_ascii_case(&c.token)))
    });
    if let (false, Some(first)) = (shown, targets.first()) {
        let _ = state.add_crawler(first);
    }
}
