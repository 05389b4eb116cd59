//! "A new version is available — Reload".
//!
//! `public/boot.js` registers the service worker and fires the window event
//! [`AVAILABLE`] when a new deployment has been installed and waits to take
//! over. This banner then offers to reload; it never reloads by itself, so
//! nothing a person is doing is interrupted. The button fires [`APPLY`], on
//! which boot.js activates the new worker and reloads the page once it is in
//! control. The draft is saved when the page is hidden (see
//! [`crate::state::draft::save_drafts`]), so the reload loses nothing.

use crate::platform::dynamic;
use leptos::prelude::*;

use crate::i18n::tr;

/// Fired by boot.js: a new version is installed and waiting.
pub const AVAILABLE: &str = "robots-tester:update-available";
/// Fired by the banner: switch to the new version and reload.
pub const APPLY: &str = "robots-tester:update-apply";

/// The banner, shown once a new version waits.
#[component]
pub fn UpdateBanner() -> impl IntoView {
    // boot.js may have said so before this page listened (it was still
    // starting, or this is the page mounted again in a new language).
    let waiting = crate::platform::IN_BROWSER
        && document()
            .document_element()
            .is_some_and(|e| e.get_attribute("data-update-waiting").is_some());
    let (available, set_available) = signal(waiting);
    if crate::platform::IN_BROWSER {
        let handle = window_event_listener_untyped(AVAILABLE, move |_| set_available.set(true));
        on_cleanup(move || handle.remove());
    }
    let reload = move |_| {
        if let Ok(event) = web_sys::Event::new(APPLY) {
            let _ = window().dispatch_event(&event);
        }
    };
    // The live region is always there, so that the banner appearing in it
    // is announced.
    view! {
        <div class="notice-slot" role="status">
            {dynamic(move || {
                available
                    .get()
                    .then(|| {
                        view! {
                            <div class="notice update" data-testid="update-banner">
                                <p>{tr!("update-available")}</p>
                                <button type="button" data-testid="update-reload" on:click=reload>
                                    {tr!("update-reload")}
                                </button>
                            </div>
                        }
                    })
            })}
        </div>
    }
}
