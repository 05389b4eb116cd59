//! Downloads made in the page, from a Blob: nothing is sent anywhere.

/// Saves `parts` (joined) as a download named `name`, from a Blob made in
/// the page.
#[cfg(target_arch = "wasm32")]
pub fn download(name: &str, mime: &str, parts: &[String]) -> Result<(), String> {
    let array = js_sys::Array::new();
    for p in parts {
        array.push(&leptos::wasm_bindgen::JsValue::from_str(p));
    }
    download_parts(name, mime, &array)
}

/// Saves `parts`, a JS array of strings and byte arrays (joined), as a
/// download named `name`.
#[cfg(target_arch = "wasm32")]
pub fn download_parts(name: &str, mime: &str, array: &js_sys::Array) -> Result<(), String> {
    use leptos::wasm_bindgen::{JsCast, JsValue};
    let fail = |e: JsValue| crate::i18n::tr!("export-refused", error = &format!("{e:?}"));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(array, &options).map_err(fail)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(fail)?;
    let document = leptos::prelude::document();
    let a: web_sys::HtmlAnchorElement =
        document.create_element("a").map_err(fail)?.unchecked_into();
    a.set_href(&url);
    a.set_download(name);
    a.click();
    // The click has started the download; the URL can go once it has read
    // the blob.
    leptos::prelude::set_timeout(
        move || {
            let _ = web_sys::Url::revoke_object_url(&url);
        },
        std::time::Duration::from_secs(60),
    );
    Ok(())
}

/// Outside a browser there is nowhere to save a file.
#[cfg(not(target_arch = "wasm32"))]
pub fn download(_name: &str, _mime: &str, _parts: &[String]) -> Result<(), String> {
    Err(NO_BROWSER.to_string())
}

/// Saves `bytes` as they are.
pub fn download_bytes(name: &str, mime: &str, bytes: &[u8]) -> Result<(), String> {
    #[cfg(target_arch = "wasm32")]
    {
        let parts = js_sys::Array::new();
        parts.push(&js_sys::Uint8Array::from(bytes));
        download_parts(name, mime, &parts)
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = (name, mime, bytes);
        Err(NO_BROWSER.to_string())
    }
}

#[cfg(not(target_arch = "wasm32"))]
const NO_BROWSER: &str = "no browser to save the file";
