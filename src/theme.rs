//! Light and dark: follows the system, with a persisted toggle.

use leptos::prelude::*;
use leptos::wasm_bindgen::{closure::Closure, JsCast};

use crate::state::{use_state, AppState, Theme};
use crate::storage;
use crate::tr;

const DARK_QUERY: &str = "(prefers-color-scheme: dark)";

/// Reads the saved preference and the system setting, keeps the system
/// setting current and reflects the result on `<html data-theme>`.
pub fn follow_theme(state: AppState) {
    if !cfg!(target_arch = "wasm32") {
        return;
    }
    state.theme.set(storage::load_theme());
    if let Ok(Some(mq)) = window().match_media(DARK_QUERY) {
        state.system_dark.set(mq.matches());
        let on_change = Closure::<dyn Fn(web_sys::MediaQueryListEvent)>::new(
            move |ev: web_sys::MediaQueryListEvent| state.system_dark.set(ev.matches()),
        );
        let _ = mq.add_event_listener_with_callback("change", on_change.as_ref().unchecked_ref());
        // The listener lives as long as the page.
        on_change.forget();
    }
    Effect::new(move |_| {
        let dark = state.theme.get().is_dark(state.system_dark.get());
        if let Some(root) = document().document_element() {
            let _ = root.set_attribute("data-theme", if dark { "dark" } else { "light" });
        }
    });
}

/// The dark-mode switch.
#[component]
pub fn ThemeToggle() -> impl IntoView {
    let state = use_state();
    let dark = Memo::new(move |_| state.theme.get().is_dark(state.system_dark.get()));
    let toggle = move |_| {
        let next = if dark.get_untracked() {
            Theme::Light
        } else {
            Theme::Dark
        };
        // Choosing what the system already prefers means "follow the system".
        let next = if next.is_dark(state.system_dark.get_untracked())
            == Theme::System.is_dark(state.system_dark.get_untracked())
        {
            Theme::System
        } else {
            next
        };
        state.theme.set(next);
        storage::save_theme(next);
    };
    view! {
        <button
            type="button"
            class="theme-toggle"
            data-testid="theme-toggle"
            aria-pressed=move || { if dark.get() { "true" } else { "false" } }
            on:click=toggle
        >
            <span aria-hidden="true">{move || if dark.get() { "☾" } else { "☀" }}</span>
            " "
            {tr!("theme-dark-mode")}
        </button>
    }
}
