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
