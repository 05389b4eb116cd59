//! The system's light or dark preference, and `<html data-theme>`.

use leptos::prelude::*;
use leptos::wasm_bindgen::{closure::Closure, JsCast};

const DARK_QUERY: &str = "(prefers-color-scheme: dark)";

/// Whether the system prefers dark now, and `changed` called on every
/// change for as long as the page lives; `None` outside a browser.
pub fn watch_system_dark(changed: impl Fn(bool) + 'static) -> Option<bool> {
    if !super::IN_BROWSER {
        return None;
    }
    let mq = window().match_media(DARK_QUERY).ok().flatten()?;
    let on_change = Closure::<dyn Fn(web_sys::MediaQueryListEvent)>::new(
        move |ev: web_sys::MediaQueryListEvent| changed(ev.matches()),
    );
    let _ = mq.add_event_listener_with_callback("change", on_change.as_ref().unchecked_ref());
    // The listener lives as long as the page.
    on_change.forget();
    Some(mq.matches())
}

/// Sets `<html data-theme>`.
pub fn show_theme(dark: bool) {
    if !super::IN_BROWSER {
        return;
    }
    if let Some(root) = document().document_element() {
        let _ = root.set_attribute("data-theme", if dark { "dark" } else { "light" });
    }
}
