//! The system's light or dark preference, and `<html data-theme>`.

use leptos::prelude::*;
use leptos::wasm_bindgen::{closure::Closure, JsCast};

const DARK_QUERY: &str = "(prefers-color-scheme: dark)";

type Changed = std::cell::RefCell<Option<Box<dyn Fn(bool)>>>;

thread_local! {
    /// What the page mounted now does on a change: one listener serves
    /// every page mounted in turn (a new language mounts a new one).
    static CHANGED: Changed = const { std::cell::RefCell::new(None) };
}

/// Whether the system prefers dark now, and `changed` called on every
/// change until the next call replaces it; `None` outside a browser.
pub fn watch_system_dark(changed: impl Fn(bool) + 'static) -> Option<bool> {
    if !super::IN_BROWSER {
        return None;
    }
    let mq = window().match_media(DARK_QUERY).ok().flatten()?;
    let first = CHANGED.with(|c| c.borrow_mut().replace(Box::new(changed)).is_none());
    if first {
        let on_change = Closure::<dyn Fn(web_sys::MediaQueryListEvent)>::new(
            move |ev: web_sys::MediaQueryListEvent| {
                CHANGED.with(|c| {
                    if let Some(changed) = c.borrow().as_ref() {
                        changed(ev.matches());
                    }
                })
            },
        );
        let _ = mq.add_event_listener_with_callback("change", on_change.as_ref().unchecked_ref());
        // The listener lives as long as the page.
        on_change.forget();
    }
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
