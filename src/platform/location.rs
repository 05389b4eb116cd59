//! The address bar: the query and fragment the page starts from, and
//! keeping them in step.

use leptos::prelude::window;

/// The page's fragment, with its `#` (empty outside a browser).
pub fn hash() -> String {
    if !super::IN_BROWSER {
        return String::new();
    }
    window().location().hash().unwrap_or_default()
}

/// The page's query, with its `?` (empty outside a browser).
pub fn search() -> String {
    if !super::IN_BROWSER {
        return String::new();
    }
    window().location().search().unwrap_or_default()
}

/// The page's address.
pub fn href() -> String {
    window().location().href().unwrap_or_default()
}

pub fn reload() {
    let _ = window().location().reload();
}

/// Removes the fragment from the address bar without reloading or adding a
/// history entry.
pub fn drop_fragment() {
    let location = window().location();
    let (Ok(path), Ok(query)) = (location.pathname(), location.search()) else {
        return;
    };
    if let Ok(history) = window().history() {
        let _ = history.replace_state_with_url(
            &leptos::wasm_bindgen::JsValue::NULL,
            "",
            Some(&format!("{path}{query}")),
        );
    }
}

/// Sets `lang=` in the address bar to `code`, when it has one.
pub fn replace_lang(code: &str) {
    let loc = window().location();
    let search = loc.search().unwrap_or_default();
    if search.contains("lang=") {
        let query: Vec<String> = search
            .trim_start_matches('?')
            .split('&')
            .map(|p| match p.split_once('=') {
                Some(("lang", _)) => format!("lang={code}"),
                _ => p.to_string(),
            })
            .collect();
        let url = format!("?{}{}", query.join("&"), loc.hash().unwrap_or_default());
        if let Ok(h) = window().history() {
            let _ = h.replace_state_with_url(&leptos::wasm_bindgen::JsValue::NULL, "", Some(&url));
        }
    }
}
