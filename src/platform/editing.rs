//! Changes of a text box's value made for the person (a one-click intent
//! writing lines into the robots.txt editor) as the browser's own editing,
//! so that its undo (Ctrl+Z) takes them back.

/// Replaces the value of the textarea with id `id` by `text`, selected and
/// replaced with the browser's `insertText` command (undoable, and an `input` event as typing makes);
/// where the browser refuses, the value is set and an `input` event sent.
/// False when there is no such textarea (or no browser).
pub fn replace_text(id: &str, text: &str) -> bool {
    #[cfg(target_arch = "wasm32")]
    return web::replace_text(id, text);
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = (id, text);
        false
    }
}

#[cfg(target_arch = "wasm32")]
mod web {
    use leptos::prelude::document;
    use leptos::wasm_bindgen::JsCast;
    use web_sys::{HtmlDocument, HtmlTextAreaElement};

    pub fn replace_text(id: &str, text: &str) -> bool {
        let doc = document();
        let Some(area) = doc
            .get_element_by_id(id)
            .and_then(|e| e.dyn_into::<HtmlTextAreaElement>().ok())
        else {
            return false;
        };
        // The whole value, selected and replaced: one step to undo.
        let end = area.value().encode_utf16().count() as u32;
        let _ = area.focus();
        let _ = area.set_selection_range(0, end);
        let done = doc
            .unchecked_ref::<HtmlDocument>()
            .exec_command_with_show_ui_and_value("insertText", false, text)
            .unwrap_or(false)
            && area.value() == text;
        if !done {
            area.set_value(text);
            let init = web_sys::EventInit::new();
            init.set_bubbles(true);
            if let Ok(input) = web_sys::Event::new_with_event_init_dict("input", &init) {
                let _ = area.dispatch_event(&input);
            }
        }
        true
    }
}
