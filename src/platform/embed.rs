//! Embed mode's side of the page: marks `<html>` for the embed style sheet
//! and tells the host page how tall the content is (see
//! [`crate::model::page_mode`]).

use leptos::prelude::*;

use crate::model::page_mode::HEIGHT_MESSAGE;

/// Marks `<html>` with `data-embed` and `data-readonly`.
pub fn mark_document(embed: bool, readonly: bool) {
    if !super::IN_BROWSER {
        return;
    }
    if let Some(root) = document().document_element() {
        if embed {
            let _ = root.set_attribute("data-embed", "");
        }
        if readonly {
            let _ = root.set_attribute("data-readonly", "");
        }
    }
}

/// Watches `<body>` and posts the document's height to the parent when it
/// changes.
pub fn post_height() {
    use std::cell::Cell;

    use leptos::wasm_bindgen::{closure::Closure, JsCast, JsValue};
    use web_sys::js_sys::{Object, Reflect};

    if !super::IN_BROWSER {
        return;
    }
    let win = window();
    let Some(parent) = win.parent().ok().flatten() else {
        return;
    };
    // Not framed: there is nobody to tell.
    if parent == win {
        return;
    }
    let (Some(body), Some(root)) = (document().body(), document().document_element()) else {
        return;
    };
    let last = Cell::new(None::<i32>);
    let send = move || {
        // <html>'s box holds <body> and its margins; its height is the
        // content's (the style sheet never sizes it to the viewport).
        let height = root.get_bounding_client_rect().height().ceil() as i32;
        if last.replace(Some(height)) == Some(height) {
            return;
        }
        let message = Object::new();
        let _ = Reflect::set(&message, &"type".into(), &HEIGHT_MESSAGE.into());
        let _ = Reflect::set(&message, &"height".into(), &JsValue::from(height));
        let _ = parent.post_message(&message, "*");
    };
    let callback = Closure::<dyn Fn()>::new(send);
    if let Ok(observer) = web_sys::ResizeObserver::new(callback.as_ref().unchecked_ref()) {
        // The observer reports the first size at once, then every change.
        observer.observe(&body);
    }
    // The observer and its callback live as long as the page.
    callback.forget();
}
