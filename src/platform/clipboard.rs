//! The clipboard.

/// Writes `text` to the clipboard; false when the browser refuses.
#[cfg(target_arch = "wasm32")]
pub async fn copy_text(text: &str) -> bool {
    let promise = leptos::prelude::window()
        .navigator()
        .clipboard()
        .write_text(text);
    wasm_bindgen_futures::JsFuture::from(promise).await.is_ok()
}

#[cfg(not(target_arch = "wasm32"))]
pub async fn copy_text(_text: &str) -> bool {
    false
}

/// A paste of `min_len` bytes or more into `area`, made as a change of its
/// value (`setRangeText`, then an `input` event) in place of the browser's
/// edit, which is then cancelled. Chromium's autofill keeps the text of a
/// field the user edited and goes over it again whenever another field of
/// the page changes, even one in another form: after a pasted list of
/// 100,000 URLs, a pass over 5 MB for each key typed in the file's editor.
/// A value set by the page is not kept. The price: the browser's undo (Ctrl+Z) does not
/// take back such a paste. Shorter pastes, and any into a read-only box,
/// are left to the browser.
#[cfg(target_arch = "wasm32")]
pub fn paste_long(
    ev: &web_sys::ClipboardEvent,
    area: &web_sys::HtmlTextAreaElement,
    min_len: usize,
) {
    if area.read_only() {
        return;
    }
    let Some(text) = ev
        .clipboard_data()
        .and_then(|d| d.get_data("text/plain").ok())
    else {
        return;
    };
    if text.len() < min_len {
        return;
    }
    ev.prevent_default();
    // Line breaks as the browser's paste makes them. (The textarea would
    // make them so itself, but then puts the caret as far after the start
    // as the text was long before: past the end of what was pasted.)
    let text = crate::model::normalise_line_ends(&text);
    let start = area.selection_start().ok().flatten().unwrap_or(0);
    let end = area.selection_end().ok().flatten().unwrap_or(start);
    let _ = area.set_range_text_with_start_and_end_and_mode(&text, start, end, "end");
    // The browser's paste shows the caret; at the end of the text, that is
    // the bottom of the box.
    if area.selection_end().ok().flatten() == Some(area.text_length()) {
        area.set_scroll_top(i32::MAX);
    }
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    if let Ok(input) = web_sys::Event::new_with_event_init_dict("input", &init) {
        let _ = area.dispatch_event(&input);
    }
}

#[cfg(not(target_arch = "wasm32"))]
pub fn paste_long(
    _ev: &web_sys::ClipboardEvent,
    _area: &web_sys::HtmlTextAreaElement,
    _min_len: usize,
) {
}
