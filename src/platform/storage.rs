//! Local storage: the draft, the theme and the language the person chose.

use leptos::prelude::window;

use crate::model::{Snapshot, Theme};

/// Where the draft ([`Snapshot::to_draft`]) is kept.
pub const DRAFT_KEY: &str = "robots-tester.draft.v2";

/// Where the theme preference is kept ("light" or "dark"; absent = system).
pub const THEME_KEY: &str = "robots-tester.theme";

/// Where the language menu's choice is kept.
pub const LANG_KEY: &str = "robots-tester.lang";

fn local_storage() -> Option<web_sys::Storage> {
    if !cfg!(target_arch = "wasm32") {
        return None;
    }
    window().local_storage().ok().flatten()
}

/// The saved draft, if there is a readable one.
pub fn load_draft() -> Option<Snapshot> {
    let draft = local_storage()?.get_item(DRAFT_KEY).ok()??;
    Snapshot::from_draft(&draft)
}

/// Writes the draft now; false when the browser refuses (usually: over
/// its storage quota).
pub fn save_draft(snapshot: &Snapshot) -> bool {
    local_storage().is_some_and(|s| s.set_item(DRAFT_KEY, &snapshot.to_draft()).is_ok())
}

pub fn load_theme() -> Theme {
    local_storage()
        .and_then(|s| s.get_item(THEME_KEY).ok().flatten())
        .map_or(Theme::System, |t| Theme::parse(&t))
}

pub fn save_theme(theme: Theme) {
    if let Some(s) = local_storage() {
        let _ = match theme {
            Theme::System => s.remove_item(THEME_KEY),
            t => s.set_item(THEME_KEY, t.as_str()),
        };
    }
}

/// The language chosen in the menu before, if any.
pub fn load_lang() -> Option<String> {
    local_storage()?.get_item(LANG_KEY).ok()?
}

pub fn save_lang(code: &str) {
    if let Some(s) = local_storage() {
        let _ = s.set_item(LANG_KEY, code);
    }
}
