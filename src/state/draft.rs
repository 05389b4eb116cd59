//! The draft: saved in local storage on every change (once typing pauses)
//! and when the page is hidden or unloaded; one per deployment
//! ([`crate::model::draft_key`]). A saved draft this version cannot read
//! (a newer version's, or a damaged one) is kept: the page says so and
//! saves nothing over it ([`storage::save_draft`]).
//!
//! No draft is lost without a way back. The page keeps the previous draft
//! one step back and offers "Undo: restore your previous draft" (as
//! editors do) when a save replaces a draft that was not this tab's (one
//! another tab saved, or the person's own while this tab shows a link), and
//! when a file opened or dropped replaces the text. Another tab's save is
//! noticed (`storage` events) and said.

use std::time::Duration;

use leptos::prelude::*;

use super::AppState;
use crate::model::{DraftNotice, DraftStatus};
use crate::platform::storage;

/// Restores the draft kept one step back (the Undo notice's button).
pub fn restore_previous(state: AppState) {
    if let Some(previous) = storage::previous_draft() {
        storage::forget_previous();
        state.load(previous);
    }
    state.drafts.notice.set(DraftNotice::None);
}

/// Shows the draft another tab saved (the other-tab notice's button).
pub fn show_other_tabs(state: AppState) {
    if let Ok(Some(draft)) = storage::load_draft() {
        state.drafts.known.set_value(storage::stored_draft());
        state.load(draft);
    }
    state.drafts.notice.set(DraftNotice::None);
}

/// How long typing must pause before the draft is written.
const SAVE_DELAY: Duration = Duration::from_millis(250);

/// Drafts of more text than this (bytes) are not tried: browsers keep about
/// 5 MB of local storage per site, and building the draft would copy the
/// whole text after every pause in typing.
const DRAFT_MAX: usize = 5 * 1024 * 1024;

/// Saves the draft after every change (once typing pauses) and at once when
/// the page is hidden, so a reload never loses the last keystroke.
pub fn save_drafts(state: AppState) {
    if !crate::platform::IN_BROWSER {
        return;
    }
    let drafts = state.drafts;
    drafts.tracked.set_value(true);
    // A tab opened from a link shows the link, not the saved draft.
    let from_link = use_context::<super::links::Links>().is_some_and(|l| l.from_link);
    if !from_link {
        drafts.known.set_value(storage::stored_draft());
    }
    let status = state.draft;
    let pending = StoredValue::new(None::<TimeoutHandle>);
    let save_now = move || {
        if let Some(h) = pending.get_value() {
            h.clear();
            pending.set_value(None);
        }
        if status.get_untracked() != DraftStatus::Saved {
            let bytes = state.doc.robots.with_untracked(String::len)
                + state.doc.urls.with_untracked(String::len);
            status.set(if bytes > DRAFT_MAX {
                DraftStatus::Failed { bytes }
            } else {
                let snapshot = state.snapshot();
                let known = drafts.known.get_value();
                match storage::save_draft(&snapshot, known.as_deref()) {
                    Ok(saved) => {
                        if saved.kept_previous {
                            drafts.notice.set(DraftNotice::Undo);
                        }
                        drafts.known.set_value(Some(saved.draft));
                        DraftStatus::Saved
                    }
                    Err(storage::NotSaved::Kept(why)) => DraftStatus::Kept(why),
                    Err(storage::NotSaved::Refused) => DraftStatus::Failed {
                        bytes: snapshot.robots.len() + snapshot.urls.len(),
                    },
                }
            });
        }
    };
    let mut first = true;
    crate::platform::effect(move || {
        state.track_snapshot();
        if std::mem::take(&mut first) {
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
    // Another tab saved the draft: said, and kept one step back before
    // this tab writes over it (it is not `known` any more).
    let other_tab = window_event_listener(leptos::ev::storage, move |e| {
        if storage::is_draft_key(e.key()) && e.new_value() != drafts.known.get_value() {
            drafts.notice.set(DraftNotice::OtherTab);
        }
    });
    let hidden = window_event_listener_untyped("pagehide", move |_| save_now());
    // Fired at the document; it bubbles to the window.
    let visibility = window_event_listener_untyped("visibilitychange", move |_| save_now());
    on_cleanup(move || {
        hidden.remove();
        visibility.remove();
        other_tab.remove();
        // The page is re-rendered (a new language) or gone: a pending save
        // must not run on its disposed state (the new page has the same).
        if let Some(Some(h)) = pending.try_get_value() {
            h.clear();
        }
    });
}
