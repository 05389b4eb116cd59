//! Opening a file: the Open… button (a hidden file input it clicks) and a
//! file dropped on a textarea. The bytes are read by
//! [`crate::platform::files`]; the feature says what they become.

use std::rc::Rc;

use leptos::ev::DragEvent;
use leptos::html;
use leptos::prelude::*;

use crate::platform::files::{dropped_file, first_file};

/// What a feature does with a file chosen or dropped: one type, not a
/// closure of each feature's own (the size rule, docs/ARCHITECTURE.md).
pub type OnFile = Rc<dyn Fn(web_sys::File)>;

/// The Open… button (`label` its words, `button_id` its `data-testid`) and
/// the hidden file input behind it (`input_id`; `accept`, the kinds of file
/// offered): `on_file` gets the file chosen. (The input is emptied after
/// each choice, so that choosing the same file again opens it again.)
pub fn file_open(
    label: String,
    button_id: &'static str,
    input_id: &'static str,
    accept: &'static str,
    on_file: OnFile,
) -> impl IntoView {
    let input = NodeRef::<html::Input>::new();
    view! {
        <button
            type="button"
            data-testid=button_id
            on:click=move |_| {
                if let Some(i) = input.get_untracked() {
                    i.click();
                }
            }
        >
            {label}
        </button>
        <input
            type="file"
            class="visually-hidden"
            tabindex="-1"
            aria-hidden="true"
            data-testid=input_id
            accept=accept
            node_ref=input
            on:change:target=move |ev| {
                let el = ev.target();
                if let Some(file) = first_file(el.files()) {
                    on_file(file);
                }
                el.set_value("");
            }
        />
    }
}

/// A textarea's `dragover` handler: lets a file be dropped on it unless it
/// is read-only.
pub fn on_dragover(readonly: bool) -> impl Fn(DragEvent) + Copy + 'static {
    move |ev| {
        if !readonly {
            ev.prevent_default();
        }
    }
}

/// A textarea's `drop` handler: a file dropped on it goes to `on_file` (text
/// dropped is the textarea's own business); nothing, if it is read-only.
pub fn on_drop(readonly: bool, on_file: OnFile) -> impl Fn(DragEvent) + 'static {
    move |ev| {
        if readonly {
            return;
        }
        if let Some(file) = dropped_file(&ev) {
            ev.prevent_default();
            on_file(file);
        }
    }
}
