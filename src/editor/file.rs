//! The editor's Open… and Save buttons, and what an opened file becomes
//! after its first edit ([`crate::model::RobotsFile`]).

use crate::platform::dynamic;
use std::rc::Rc;

use leptos::prelude::*;

use crate::model::{group_digits, Lost};
use crate::platform::download;
use crate::platform::files::open;
use crate::state::{use_state, AppState};
use crate::widgets::file::{file_open, OnFile};

/// What opens a robots.txt file (chosen or dropped) into the editor; why it
/// could not be read goes to `error`.
pub fn opener(state: AppState, error: RwSignal<Option<String>>) -> OnFile {
    Rc::new(move |file| {
        open(
            file,
            Box::new(move |r| match r {
                Ok(f) => {
                    error.set(None);
                    state.open_file(f.name, f.bytes);
                }
                Err(e) => error.set(Some(e)),
            }),
        )
    })
}

/// Downloads the current file: the opened bytes while unedited, else the
/// editor's text as UTF-8. The name is the opened file's (which may come
/// from a link) made a `.txt` name ([`crate::model::save_name`]).
fn save(state: AppState) -> Result<(), String> {
    let (name, bytes) = state.doc.file.with_untracked(|f| match f {
        Some(f) => (crate::model::save_name(&f.name), f.unedited()),
        None => (crate::model::save_name(""), None),
    });
    match bytes {
        Some(b) => download::download_bytes(&name, "text/plain", &b),
        None => state.doc.robots.with_untracked(|t| {
            download::download(&name, "text/plain;charset=utf-8", std::slice::from_ref(t))
        }),
    }
}

/// The editor's Open… and Save buttons, and what was opened.
#[component]
pub fn FileBar(error: RwSignal<Option<String>>) -> impl IntoView {
    let state = use_state();
    let on_save = move |_| {
        if let Err(e) = save(state) {
            error.set(Some(e));
        }
    };
    let opened = dynamic(move || {
        state.doc.file.with(|f| {
            f.as_ref().map(|f| {
                let size = group_digits(f.bytes.len());
                let text = if f.edited {
                    crate::i18n::tr!("file-opened-edited", name = &f.name, size = &size)
                } else {
                    crate::i18n::tr!("file-opened", name = &f.name, size = &size)
                };
                view! { <p class="status" data-testid="robots-opened" role="status">{text}</p> }
            })
        })
    });
    view! {
        <div class="row-actions file-bar">
            {file_open(
                crate::i18n::tr!("file-open"),
                "robots-open",
                "robots-file",
                ".txt,text/plain",
                opener(state, error),
            )}
            <button type="button" data-testid="robots-save" on:click=on_save>
                {crate::i18n::tr!("file-save")}
            </button>
            {opened}
        </div>
        {dynamic(move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> }))}
    }
}

/// Said once the opened file is edited: the text now counts, and what it
/// does not keep of the bytes.
#[component]
pub fn EditedNotice() -> impl IntoView {
    let state = use_state();
    dynamic(move || {
        let lost = state
            .doc
            .file
            .with(|f| f.as_ref().filter(|f| f.edited).map(|f| f.lost))?;
        let items = [
            lost.bom.then(|| crate::i18n::tr!("file-lost-bom")),
            lost.cr.then(|| crate::i18n::tr!("file-lost-cr")),
            (lost.invalid > 0).then(|| crate::i18n::tr!("file-lost-invalid")),
            (lost == Lost::default()).then(|| crate::i18n::tr!("file-lost-nothing")),
        ];
        Some(view! {
            <div class="notice file-notice" data-testid="robots-edited" role="status">
                <p>
                    <strong>{crate::i18n::tr!("file-edited-title")}</strong>
                    " "
                    {crate::i18n::tr!("file-edited")}
                </p>
                <ul>
                    {items
                        .into_iter()
                        .flatten()
                        .map(|t| view! { <li>{t}</li> })
                        .collect::<Vec<_>>()}
                </ul>
            </div>
        })
    })
}
