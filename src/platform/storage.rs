//! Local storage: the draft, the theme and the language the person chose.

use leptos::prelude::window;

use crate::model::{draft_key, KeptDraft, Snapshot, Theme, OLD_DRAFT_KEY};

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

/// Where this deployment's draft ([`Snapshot::to_draft`]) is kept
/// ([`draft_key`]: one per folder the page is served from).
fn key() -> String {
    draft_key(&window().location().pathname().unwrap_or_default())
}

/// The saved draft: `Ok(None)` if there is none; an error if there is one
/// this version cannot read (it is then kept: see [`save_draft`]). The
/// first version's draft, which no version reads any more, is removed.
pub fn load_draft() -> Result<Option<Snapshot>, KeptDraft> {
    let Some(storage) = local_storage() else {
        return Ok(None);
    };
    let _ = storage.remove_item(OLD_DRAFT_KEY);
    match storage.get_item(&key()).ok().flatten() {
        Some(draft) => Snapshot::read_draft(&draft).map(Some),
        None => Ok(None),
    }
}

/// Why a draft was not written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotSaved {
    /// The saved one cannot be read by this version: it is kept.
    Kept(KeptDraft),
    /// The browser refused (usually: over its storage quota).
    Refused,
}

/// Writes the draft now, unless the one saved is one this version cannot
/// read (a newer version's, from another tab or before this version was
/// put back): that one is never written over.
pub fn save_draft(snapshot: &Snapshot) -> Result<(), NotSaved> {
    let storage = local_storage().ok_or(NotSaved::Refused)?;
    let key = key();
    if let Some(saved) = storage.get_item(&key).ok().flatten() {
        Snapshot::read_draft(&saved).map_err(NotSaved::Kept)?;
    }
    storage
        .set_item(&key, &snapshot.to_draft())
        .map_err(|_| NotSaved::Refused)
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
