//! The dark-mode switch (the theme follows the system until it is used;
//! see [`crate::state::prefs`]).

use crate::platform::dynamic;
use leptos::prelude::*;

use crate::i18n::tr;
use crate::model::Theme;
use crate::platform::storage;
use crate::state::use_state;

/// The dark-mode switch.
#[component]
pub fn ThemeToggle() -> impl IntoView {
    let state = use_state();
    let dark = Memo::new(move |_| state.prefs.is_dark());
    let toggle = move |_| {
        let next = if dark.get_untracked() {
            Theme::Light
        } else {
            Theme::Dark
        };
        // Choosing what the system already prefers means "follow the system".
        let next = if next.is_dark(state.prefs.system_dark.get_untracked())
            == Theme::System.is_dark(state.prefs.system_dark.get_untracked())
        {
            Theme::System
        } else {
            next
        };
        state.prefs.theme.set(next);
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
            <span aria-hidden="true">{dynamic(move || if dark.get() { "☾" } else { "☀" })}</span>
            " "
            {tr!("theme-dark-mode")}
        </button>
    }
}
