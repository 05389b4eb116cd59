//! The keys that move the focus between the page's three parts, wherever it
//! is: Alt+1 the editor, Alt+2 the grid (its active cell), Alt+3 the answer
//! (the trace). The footer names them (`layout-keys`).

use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;

/// What each key focuses, by the key's code (the same on every keyboard
/// layout; on a Mac, Option+1 types a character, which is not typed).
const TARGETS: [(&str, &str); 3] = [
    ("Digit1", "#robots-input"),
    ("Digit2", ".grid [data-testid=result-cell][tabindex='0']"),
    ("Digit3", "#trace"),
];

/// Listens for the keys while the page is mounted.
pub fn follow() {
    if !crate::platform::IN_BROWSER {
        return;
    }
    let handle = window_event_listener(leptos::ev::keydown, |ev| {
        if !ev.alt_key() || ev.ctrl_key() || ev.meta_key() || ev.shift_key() {
            return;
        }
        let code = ev.code();
        let Some((_, target)) = TARGETS.iter().find(|(c, _)| *c == code) else {
            return;
        };
        let el = document().query_selector(target).ok().flatten();
        if let Some(el) = el.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
            ev.prevent_default();
            let _ = el.focus();
        }
    });
    on_cleanup(move || handle.remove());
}
