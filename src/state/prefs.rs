//! Preferences: the theme (the person's choice, else the system's).

use leptos::prelude::*;

use super::AppState;
use crate::platform;

/// Reads the saved preference and the system setting, keeps the system
/// setting current and reflects the result on `<html data-theme>`.
pub fn follow_theme(state: AppState) {
    if !platform::IN_BROWSER {
        return;
    }
    state.prefs.theme.set(platform::storage::load_theme());
    let dark = platform::theme::watch_system_dark(move |dark| state.prefs.system_dark.0.set(dark));
    if let Some(dark) = dark {
        state.prefs.system_dark.0.set(dark);
    }
    crate::platform::effect(move || {
        platform::theme::show_theme(state.prefs.is_dark());
    });
}
