//! Files a person opens or drops on the page: read in the browser, never
//! uploaded. A robots.txt opened in the editor ([`RobotsFile`]) is read as
//! its exact bytes, as Google reads them, until the first edit; the editor
//! shows its text ([`text_of`]).

use std::sync::Arc;

use leptos::html;
use leptos::prelude::*;

use crate::model::group_digits;
use crate::state::{use_state, AppState};

/// A file's name and bytes.
pub struct Opened {
    pub name: String,
    pub bytes: Vec<u8>,
}

/// The first file of a file input's or a drop's list.
pub fn first_file(files: Option<web_sys::FileList>) -> Option<web_sys::File> {
    files.and_then(|f| f.get(0))
}

/// Reads a file's bytes.
#[cfg(target_arch = "wasm32")]
pub async fn read(file: web_sys::File) -> Result<Opened, String> {
    let name = file.name();
    let buffer = wasm_bindgen_futures::JsFuture::from(file.array_buffer())
        .await
        .map_err(|_| crate::tr!("file-unreadable", name = &name))?;
    let bytes = js_sys::Uint8Array::new(&buffer).to_vec();
    Ok(Opened { name, bytes })
}

/// Outside a browser there are no files to read.
#[cfg(not(target_arch = "wasm32"))]
pub async fn read(file: web_sys::File) -> Result<Opened, String> {
    Err(crate::tr!("file-unreadable", name = &file.name()))
}

/// A robots.txt opened in the page. Until the first edit, verdicts, lines
/// and diagnostics come from `bytes`; then from the editor's text.
#[derive(Clone, Debug)]
pub struct RobotsFile {
    pub name: String,
    pub bytes: Arc<[u8]>,
    /// Set by the first edit.
    pub edited: bool,
    /// What the editor's text does not keep of the bytes.
    pub lost: Lost,
}

impl RobotsFile {
    /// The bytes, while they are what counts (not edited yet).
    pub fn unedited(&self) -> Option<Arc<[u8]>> {
        (!self.edited).then(|| self.bytes.clone())
    }
}

/// What the editor's text does not keep of a file's bytes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Lost {
    /// A UTF-8 byte-order mark at the start.
    pub bom: bool,
    /// CR line ends (CRLF or a lone CR): the text has LF.
    pub cr: bool,
    /// Bytes that are not UTF-8: the text has U+FFFD for them.
    pub invalid: usize,
}

const BOM: &[u8] = &[0xEF, 0xBB, 0xBF];

/// The editor's text for a file's bytes, and what it loses: without the
/// byte-order mark, line ends as LF (a textarea keeps only those), bytes
/// that are not UTF-8 as U+FFFD. Line N of the text is line N of the bytes
/// as Google counts them (CR, LF and CRLF each end a line).
pub fn text_of(bytes: &[u8]) -> (String, Lost) {
    let bom = bytes.starts_with(BOM);
    let body = if bom { &bytes[BOM.len()..] } else { bytes };
    let mut text = String::with_capacity(body.len());
    let mut invalid = 0;
    for chunk in body.utf8_chunks() {
        text.push_str(chunk.valid());
        if !chunk.invalid().is_empty() {
            invalid += chunk.invalid().len();
            text.push('\u{FFFD}');
        }
    }
    let cr = memchr::memchr(b'\r', body).is_some();
    let text = if cr {
        crate::model::normalise_line_ends(&text)
    } else {
        text
    };
    (text, Lost { bom, cr, invalid })
}

/// How many invalid bytes a diagnostic lists before "…".
const BYTES_LISTED: usize = 8;

/// The diagnostic for a line of a file with bytes that are not UTF-8,
/// saying which bytes: "bytes 0xFF 0xFE are not UTF-8; shown as �".
pub fn non_utf8_message(line: &[u8]) -> String {
    let bad: Vec<u8> = line
        .utf8_chunks()
        .flat_map(|c| c.invalid().iter().copied())
        .collect();
    let (mut list, mut encoded) = (String::new(), String::new());
    for (i, b) in bad.iter().take(BYTES_LISTED).enumerate() {
        if i > 0 {
            list.push(' ');
        }
        list.push_str(&format!("0x{b:02X}"));
        encoded.push_str(&format!("%{b:02X}"));
    }
    if bad.len() > BYTES_LISTED {
        list.push_str(" …");
        encoded.push('…');
    }
    crate::tr!(
        "file-not-utf8",
        count = bad.len(),
        bytes = &list,
        encoded = &encoded
    )
}

/// Reads `file`, then hands it (or why it could not be read) to `done`: one
/// future for every kind of file the page opens.
pub fn open(file: web_sys::File, done: Box<dyn FnOnce(Result<Opened, String>)>) {
    leptos::task::spawn_local(async move { done(read(file).await) });
}

/// Reads a robots.txt file into the editor.
pub fn open_robots(state: AppState, file: web_sys::File, error: RwSignal<Option<String>>) {
    open(
        file,
        Box::new(move |r| match r {
            Ok(f) => {
                error.set(None);
                state.open_file(f.name, f.bytes);
            }
            Err(e) => error.set(Some(e)),
        }),
    );
}

/// Downloads the current file: the opened bytes while unedited, else the
/// editor's text as UTF-8.
#[cfg(target_arch = "wasm32")]
fn save(state: AppState) -> Result<(), String> {
    use leptos::wasm_bindgen::JsValue;
    /// The name a save uses when no file was opened.
    const DEFAULT_NAME: &str = "robots.txt";
    let (name, bytes) = state.file.with_untracked(|f| match f {
        Some(f) => (f.name.clone(), f.unedited()),
        None => (DEFAULT_NAME.to_string(), None),
    });
    let parts = js_sys::Array::new();
    let mime = match bytes {
        Some(b) => {
            parts.push(&js_sys::Uint8Array::from(&b[..]));
            "text/plain"
        }
        None => {
            parts.push(&state.robots.with_untracked(|t| JsValue::from_str(t)));
            "text/plain;charset=utf-8"
        }
    };
    crate::bulk::export::download_parts(&name, mime, &parts)
}

/// The editor's Open… and Save buttons, and what was opened.
#[component]
pub fn FileBar(error: RwSignal<Option<String>>) -> impl IntoView {
    let state = use_state();
    let input = NodeRef::<html::Input>::new();
    let on_file = move |ev: leptos::ev::Event| {
        let el: web_sys::HtmlInputElement = event_target(&ev);
        if let Some(file) = first_file(el.files()) {
            open_robots(state, file, error);
        }
        el.set_value("");
    };
    let on_save = move |_| {
        #[cfg(target_arch = "wasm32")]
        if let Err(e) = save(state) {
            error.set(Some(e));
        }
    };
    let opened = move || {
        state.file.with(|f| {
            f.as_ref().map(|f| {
                let size = group_digits(f.bytes.len());
                let text = if f.edited {
                    crate::tr!("file-opened-edited", name = &f.name, size = &size)
                } else {
                    crate::tr!("file-opened", name = &f.name, size = &size)
                };
                view! { <p class="status" data-testid="robots-opened" role="status">{text}</p> }
            })
        })
    };
    view! {
        <div class="row-actions file-bar">
            <button
                type="button"
                data-testid="robots-open"
                on:click=move |_| {
                    if let Some(i) = input.get_untracked() {
                        i.click();
                    }
                }
            >
                {crate::tr!("file-open")}
            </button>
            <input
                type="file"
                class="visually-hidden"
                tabindex="-1"
                aria-hidden="true"
                data-testid="robots-file"
                accept=".txt,text/plain"
                node_ref=input
                on:change=on_file
            />
            <button type="button" data-testid="robots-save" on:click=on_save>
                {crate::tr!("file-save")}
            </button>
            {opened}
        </div>
        {move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
    }
}

/// Said once the opened file is edited: the text now counts, and what it
/// does not keep of the bytes.
#[component]
pub fn EditedNotice() -> impl IntoView {
    let state = use_state();
    move || {
        let lost = state
            .file
            .with(|f| f.as_ref().filter(|f| f.edited).map(|f| f.lost))?;
        let items = [
            lost.bom.then(|| crate::tr!("file-lost-bom")),
            lost.cr.then(|| crate::tr!("file-lost-cr")),
            (lost.invalid > 0).then(|| crate::tr!("file-lost-invalid")),
            (lost == Lost::default()).then(|| crate::tr!("file-lost-nothing")),
        ];
        Some(view! {
            <div class="notice file-notice" data-testid="robots-edited" role="status">
                <p>
                    <strong>{crate::tr!("file-edited-title")}</strong>
                    " "
                    {crate::tr!("file-edited")}
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
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_keeps_the_lines_and_says_what_it_loses() {
        let bytes = b"\xEF\xBB\xBFUser-agent: *\r\nDisallow: /a\xFF\xFEb\rAllow: /\n";
        let (text, lost) = text_of(bytes);
        assert_eq!(
            text,
            "User-agent: *\nDisallow: /a\u{FFFD}\u{FFFD}b\nAllow: /\n"
        );
        assert_eq!(
            lost,
            Lost {
                bom: true,
                cr: true,
                invalid: 2
            }
        );
        // The engine counts the same lines.
        let parsed = robots::tester::parse(bytes);
        assert_eq!(parsed.lines().len(), crate::model::editor_line_count(&text));
        // Plain UTF-8 is kept as is, NUL included.
        assert_eq!(text_of(b"a\0b\n"), ("a\0b\n".to_string(), Lost::default()));
    }

    #[test]
    fn non_utf8_bytes_are_named() {
        assert_eq!(
            non_utf8_message(b"Disallow: /\xFF\xFE"),
            "bytes 0xFF 0xFE are not UTF-8; shown as �, matched as %FF%FE"
        );
        assert_eq!(
            non_utf8_message(b"/caf\xE9"),
            "byte 0xE9 is not UTF-8; shown as �, matched as %E9"
        );
        assert!(non_utf8_message(&[0xFF; 20])
            .ends_with("0xFF … are not UTF-8; shown as �, matched as %FF%FF%FF%FF%FF%FF%FF%FF…"));
    }
}
