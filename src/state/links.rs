//! Links and the state: what the page starts from, and following the
//! fragment while the page is open ([`crate::model::permalink`] is the
//! format, [`crate::share`] the Share button and the message).
//!
//! - Opening a permalink shows its state. The saved draft is untouched until
//!   the person changes something; then the fragment is dropped from the
//!   address bar (so a reload shows their edits, which are the draft now).
//! - A fragment that cannot be opened (malformed, cut short, too big, from a
//!   newer version) shows a message; the page shows the saved draft, which
//!   is not overwritten.
//! - Pasting another permalink into the address bar of an open page
//!   (`hashchange`) reloads the page, which opens it the same way.

use leptos::prelude::*;

use super::AppState;
use crate::model::links::Start;
use crate::model::page_mode::PageMode;
use crate::model::permalink::{self, LinkError};
use crate::platform::{compress, location, storage};

/// The start of the current page: its query, fragment and saved draft,
/// handed to `done` — at once, or once the browser has inflated a
/// permalink (`platform::compress`).
pub fn read_start(done: impl FnOnce(Start) + 'static) {
    let mode = PageMode::from_query(&location::search());
    let resolve = move |link| Start::resolve(mode, link, storage::load_draft);
    match permalink::unpack(&location::hash()) {
        Ok(Some(packed)) => crate::platform::language::spawn_detached(async move {
            let inflated = compress::unzlib(&packed, permalink::MAX_DECODED_BYTES).await;
            done(match permalink::unpacked(inflated) {
                Ok((snapshot, cut)) => Start {
                    cut,
                    ..resolve(Ok(Some(snapshot)))
                },
                Err(e) => resolve(Err(e)),
            });
        }),
        Ok(None) => done(resolve(Ok(None))),
        Err(e) => done(resolve(Err(e))),
    }
}

/// The link state shared through context.
#[derive(Clone, Copy)]
pub struct Links {
    /// The last fragment that could not be opened, until dismissed.
    pub error: RwSignal<Option<LinkError>>,
    /// What the opened link held beyond the page's limits, until dismissed.
    pub cut: RwSignal<Option<permalink::Cut>>,
    /// Whether the page is in embed mode (the message then does not
    /// mention the draft).
    pub embed: bool,
    /// Whether the page opened a link (not the saved draft).
    pub from_link: bool,
}

/// Provides [`Links`] and keeps the fragment and the state in step (see the
/// module docs). `start` is what the page started from.
pub fn follow_links(state: AppState, start: &Start) {
    let links = Links {
        error: RwSignal::new(start.error.clone()),
        cut: RwSignal::new((!start.cut.is_empty()).then_some(start.cut)),
        embed: start.mode.embed,
        from_link: start.from_link,
    };
    provide_context(links);
    if !crate::platform::IN_BROWSER {
        return;
    }
    // The state as loaded from the fragment, while it is unchanged.
    let linked = StoredValue::new(start.from_link.then(|| state.snapshot()));

    // Another permalink pasted into the address bar (or Back to the page
    // without one) reloads the page, which then starts as described above:
    // so the draft is never overwritten by a state nobody edited. Pending
    // edits are saved on `pagehide` first.
    let on_hash = window_event_listener_untyped("hashchange", move |_| {
        match permalink::unpack(&location::hash()) {
            Ok(Some(packed)) => crate::platform::spawn(async move {
                let inflated = compress::unzlib(&packed, permalink::MAX_DECODED_BYTES).await;
                match permalink::unpacked(inflated) {
                    Ok(_) => location::reload(),
                    Err(e) => {
                        let _ = links.error.try_set(Some(e));
                    }
                }
            }),
            Ok(None) if linked.with_value(Option::is_some) => location::reload(),
            Ok(None) => {}
            Err(e) => links.error.set(Some(e)),
        }
    });
    on_cleanup(move || on_hash.remove());

    if start.mode.embed {
        // The host chose the fragment; it stays.
        return;
    }
    crate::platform::effect(move || {
        state.track_snapshot();
        let changed = linked.with_value(|l| l.as_ref().is_some_and(|l| *l != state.snapshot()));
        if changed {
            linked.set_value(None);
            location::drop_fragment();
        }
    });
}
