//! The draft in localStorage: restored on start, saved on every change
//! (debounced) and when the page is hidden or unloaded.

use std::time::Duration;

use leptos::prelude::*;

use crate::state::{AppState, Snapshot, Theme};
use crate::tr;

/// Where the draft ([`Snapshot::to_draft`]) is kept.
pub const DRAFT_KEY: &str = "robots-tester.draft.v2";
/// Where the theme preference is kept ("light" or "dark"; absent = system).
pub const THEME_KEY: &str = "robots-tester.theme";
/// How long typing must pause before the draft is written.
const SAVE_DELAY: Duration = Duration::from_millis(250);
/// Drafts of more text than this (bytes) are not tried: browsers keep about
/// 5 MB of local storage per site, and building the draft would copy the
/// whole text after every pause in typing.
const DRAFT_MAX: usize = 5 * 1024 * 1024;

/// What happened to the last save, for the page to say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DraftStatus {
    Saved,
    Pending,
    /// The browser refused (usually: over its storage quota).
    Failed {
        bytes: usize,
    },
}

impl DraftStatus {
    /// What the page says about the draft, in the page's language: only a
    /// save the browser refused is worth a word.
    pub fn warning(&self) -> Option<String> {
        match self {
            DraftStatus::Failed { bytes } => Some(tr!(
                "draft-not-saved",
                size = crate::model::human_size(*bytes).as_str()
            )),
            DraftStatus::Saved | DraftStatus::Pending => None,
        }
    }
}

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

/// Writes the draft now.
pub fn save_draft(snapshot: &Snapshot) -> DraftStatus {
    let Some(storage) = local_storage() else {
        return DraftStatus::Failed { bytes: 0 };
    };
    let draft = snapshot.to_draft();
    match storage.set_item(DRAFT_KEY, &draft) {
        Ok(()) => DraftStatus::Saved,
        Err(_) => DraftStatus::Failed {
            bytes: snapshot.robots.len() + snapshot.urls.len(),
        },
    }
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

/// Saves the draft after every change (once typing pauses) and at once when
/// the page is hidden, so a reload never loses the last keystroke.
pub fn save_drafts(state: AppState) {
    if !cfg!(target_arch = "wasm32") {
        return;
    }
    let status = state.draft;
    let pending = StoredValue::new(None::<TimeoutHandle>);
    let save_now = move || {
        if let Some(h) = pending.get_value() {
            h.clear();
            pending.set_value(None);
        }
        if status.get_untracked() != DraftStatus::Saved {
            let bytes =
                state.robots.with_untracked(String::len) + state.urls.with_untracked(String::len);
            status.set(if bytes > DRAFT_MAX {
                DraftStatus::Failed { bytes }
            } else {
                save_draft(&state.snapshot())
            });
        }
    };
    Effect::new(move |first: Option<()>| {
        state.track_snapshot();
        if first.is_none() {
            // Nothing changed yet: the state is what was loaded.
            return;
        }
        if let Some(h) = pending.get_value() {
            h.clear();
        }
        status.set(DraftStatus::Pending);
        let handle = set_timeout_with_handle(save_now, SAVE_DELAY).ok();
        pending.set_value(handle);
    });
    let hidden = window_event_listener_untyped("pagehide", move |_| save_now());
    // Fired at the document; it bubbles to the window.
    let visibility = window_event_listener_untyped("visibilitychange", move |_| save_now());
    on_cleanup(move || {
        hidden.remove();
        visibility.remove();
        // The page is re-rendered (a new language) or gone: a pending save
        // must not run on its disposed state (the new page has the same).
        if let Some(Some(h)) = pending.try_get_value() {
            h.clear();
        }
    });
}
