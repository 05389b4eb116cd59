//! The plain textarea of a list or a file beside the editor (the URLs, the
//! "before" file): no wrapping, no spelling, no autofill, no capitals.

use std::sync::Arc;

use leptos::prelude::*;

use super::file::{on_dragover, on_drop, OnFile};

/// A plain textarea. Its text is `value`, read again whenever `value`
/// reads a signal that changes; what a person types goes to `on_input`.
pub struct PlainText {
    pub id: &'static str,
    /// Its `data-testid`.
    pub testid: &'static str,
    pub rows: &'static str,
    /// Its `aria-describedby`: the ids of its hint and status.
    pub describedby: &'static str,
    pub readonly: bool,
    pub value: Arc<dyn Fn() -> String + Send + Sync>,
    pub on_input: Box<dyn Fn(String)>,
    /// Whether what it holds has errors (`aria-invalid`); without it, no
    /// such attribute.
    pub invalid: Option<Arc<dyn Fn() -> bool + Send + Sync>>,
    /// A paste of at least this many bytes goes in as a value, see
    /// [`crate::platform::clipboard::paste_long`].
    pub long_paste: Option<usize>,
    /// A file dropped on it goes here ([`on_drop`]); without it, a drop is
    /// the browser's.
    pub on_file: Option<OnFile>,
}

impl PlainText {
    pub fn view(self) -> impl IntoView {
        let PlainText {
            id,
            testid,
            rows,
            describedby,
            readonly,
            value,
            on_input,
            invalid,
            long_paste,
            on_file,
        } = self;
        let droppable = on_file.is_some();
        let dropped = on_file.map(|f| on_drop(readonly, f));
        view! {
            <textarea
                id=id
                data-testid=testid
                class="plain"
                rows=rows
                wrap="off"
                spellcheck="false"
                autocomplete="off"
                autocapitalize="off"
                aria-describedby=describedby
                readonly=readonly
                aria-invalid=move || invalid.as_ref().map(|i| if i() { "true" } else { "false" })
                prop:value=move || value()
                on:input:target=move |ev| on_input(ev.target().value())
                on:paste:target=move |ev| {
                    if let Some(n) = long_paste {
                        crate::platform::clipboard::paste_long(&ev, &ev.target(), n);
                    }
                }
                on:dragover=on_dragover(readonly || !droppable)
                on:drop=move |ev| {
                    if let Some(drop) = &dropped {
                        drop(ev);
                    }
                }
            ></textarea>
        }
    }
}
