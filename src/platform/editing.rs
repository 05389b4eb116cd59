//! Changes of a text box's value made for the person (a one-click intent
//! writing lines into the robots.txt editor) as the browser's own editing,
//! so that its undo (Ctrl+Z) takes them back.

/// Replaces the value of the textarea with id `id` by `text`: only the
/// part that differs is selected and replaced with the browser's
/// `insertText` command (undoable, and an `input` event as typing makes);
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
        let old = area.value();
        // The differing middle, in UTF-16 units (the selection's unit).
        let prefix = old
            .chars()
            .zip(text.chars())
            .take_while(|(a, b)| a == b)
            .map(|(a, _)| a)
            .collect::<String>();
        let (old_rest, new_rest) = (&old[prefix.len()..], &text[prefix.len()..]);
        let suffix = old_rest
            .chars()
            .rev()
            .zip(new_rest.chars().rev())
            .take_while(|(a, b)| a == b)
            .map(|(a, _)| a.len_utf8())
            .sum::<usize>();
        let middle = &new_rest[..new_rest.len() - suffix];
        let utf16 = |s: &str| s.encode_utf16().count() as u32;
        let start = utf16(&prefix);
        let end = start + utf16(&old_rest[..old_rest.len() - suffix]);
        let _ = area.focus();
        let _ = area.set_selection_range(start, end);
        let done = middle.is_empty() && start == end
            || doc
                .unchecked_ref::<HtmlDocument>()
                .exec_command_with_show_ui_and_value("insertText", false, middle)
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
