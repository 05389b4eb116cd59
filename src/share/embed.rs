//! Embed mode: the tester inside an `<iframe>` in someone's documentation
//! (the query's parameters are read by [`crate::model::page_mode`]).

use leptos::prelude::*;

use crate::model::page_mode::PageMode;
use crate::platform;
use crate::state::AppState;

/// Applies `mode` to the page: marks `<html>` for the embed style sheet,
/// fixes the theme, and starts posting the height to the parent.
pub fn apply(mode: PageMode, state: AppState) {
    if let Some(theme) = mode.theme {
        // Not saved: the host's choice is not the person's preference.
        state.prefs.theme.set(theme);
    }
    platform::embed::mark_document(mode.embed, mode.readonly);
    if mode.embed {
        platform::embed::post_height();
    }
}
