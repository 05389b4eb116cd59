//! The URLs to test: one per line, full URLs or paths; typed, pasted, or
//! opened from a file (a plain list, a CSV/TSV crawl export or a sitemap,
//! see [`crate::model::import`]).

use crate::platform::time::next_task;
use crate::platform::{dynamic, keyed};
use std::rc::Rc;
use std::sync::Arc;

use leptos::prelude::*;

use crate::i18n::tr;
use crate::model::{self, import, MAX_URLS};
use crate::state::{use_state, AppState};
use crate::widgets::file::{file_open, OnFile};
use crate::widgets::textarea::PlainText;

/// Untestable lines listed under the box; the filter "Cannot be tested"
/// lists them all.
const ERRORS_LISTED: usize = 20;

/// A paste this long (bytes, about 5,000 URLs) goes into the box as a value,
/// see [`crate::platform::clipboard::paste_long`].
const LONG_PASTE: usize = 256 * 1024;

/// Reads a list file and puts its URLs in the box.
fn open_list(state: AppState, file: web_sys::File, note: RwSignal<Option<Result<String, String>>>) {
    crate::platform::files::open(
        file,
        Box::new(move |r| match r {
            // The checking worker reads the file (see `crate::state::checking`);
            // a gzip file (a `.xml.gz` sitemap, told by its first bytes) is
            // inflated by the browser first.
            Ok(f) if f.bytes.starts_with(&[0x1f, 0x8b]) => crate::platform::spawn(async move {
                let limit = import::GUNZIP_LIMIT;
                match crate::platform::compress::gunzip(&f.bytes, limit).await {
                    Some(bytes) if bytes.len() <= limit => import_list(state, f.name, bytes, note),
                    Some(_) => note.set(Some(Err(tr!(
                        "import-too-big",
                        name = &f.name,
                        limit = limit
                    )))),
                    None => note.set(Some(Err(tr!("file-unreadable", name = &f.name)))),
                }
            }),
            Ok(f) => import_list(state, f.name, f.bytes, note),
            Err(e) => note.set(Some(Err(e))),
        }),
    );
}

/// Hands a list file's bytes to the checking worker, then puts its URLs in
/// the box; a sitemap's summary shows above the grid.
fn import_list(
    state: AppState,
    name: String,
    bytes: Vec<u8>,
    note: RwSignal<Option<Result<String, String>>>,
) {
    crate::state::checking::import(&name.clone(), &bytes, move |list| {
        note.set(Some(match list {
            Some(list) => {
                state.doc.urls.set(list.text);
                state.view.loaded.update(|n| *n += 1);
                let sitemap = import::is_sitemap(&list.format, &name);
                state
                    .view
                    .sitemap
                    .set(if sitemap { name.clone() } else { String::new() });
                Ok(import::describe(&list.format, list.count, &name))
            }
            None => Err(tr!("file-unreadable", name = &name)),
        }));
    })
}

#[component]
pub fn Urls() -> impl IntoView {
    let state = use_state();
    let readonly = crate::state::use_mode().readonly;
    let note = RwSignal::new(None::<Result<String, String>>);
    let counts = Memo::new(move |_| {
        state.url_rows.with(|rows| {
            let bad = rows.iter().filter(|r| r.path.is_err()).count();
            (rows.len(), bad)
        })
    });
    // Non-blank lines past the limit, and the last line tested.
    let overflow = Memo::new(move |_| {
        let total = state.doc.urls.with(|t| model::entry_count(t));
        (total > MAX_URLS).then(|| {
            let last = state.url_rows.with(|r| model::last_kept_line(r));
            (total, last)
        })
    });
    let count_text = dynamic(move || {
        let (n, bad) = counts.get();
        if bad > 0 {
            tr!("url-count-untestable", count = n, bad = bad)
        } else {
            tr!("url-count", count = n)
        }
    });
    let errors = move || {
        state.url_rows.with(|rows| {
            rows.iter()
                .filter_map(|r| {
                    r.path
                        .as_ref()
                        .err()
                        .map(|e| (r.line as u32, quoted(&r.input), e.clone()))
                })
                .take(ERRORS_LISTED)
                .collect::<Vec<_>>()
        })
    };
    let more_errors = move || {
        let bad = counts.get().1;
        (bad > ERRORS_LISTED).then(|| {
            view! {
                <li class="hint">
                    {tr!("url-more-errors", count = bad - ERRORS_LISTED)}
                </li>
            }
        })
    };
    let limit = move || {
        overflow.get().map(|(total, last)| {
            let left = total - MAX_URLS;
            view! {
                <p class="notice notice-error" data-testid="url-limit" role="status">
                    <span aria-hidden="true">"✖ "</span>
                    {tr!(
                        "url-limit",
                        total = total,
                        max = MAX_URLS,
                        last = last,
                        left = left
                    )}
                </p>
            }
        })
    };
    // One closure type for the field's drop and the button (one copy in
    // the wasm).
    let open = move || -> OnFile { Rc::new(move |file| open_list(state, file, note)) };
    view! {
        <section class="panel urls-panel" aria-label=tr!("url-section-label")>
            <div class="panel-head">
                <label id="urls-label" for="urls-input" class="panel-title">
                    {tr!("url-heading")}
                </label>
                <p class="status" id="urls-count" data-testid="url-count">
                    {count_text}
                </p>
            </div>
            <p class="hint" id="urls-hint">
                {tr!("url-hint", max = MAX_URLS)}
            </p>
            // A form of its own: on every caret move in a field, Chromium's
            // autofill goes over the fields of that field's form (fields in
            // no form are one form), so beside the file's editor a list of
            // 5 MB was read on every key typed there. (A form holding only a
            // textarea is never submitted.)
            <form>
            {PlainText {
                id: "urls-input",
                testid: "urls-input",
                rows: "5",
                describedby: "urls-hint urls-count urls-errors",
                readonly,
                invalid: Some(Arc::new(move || counts.get().1 > 0)),
                value: Arc::new(move || {
                    state.view.loaded.track();
                    state.doc.urls.get_untracked()
                }),
                on_input: Box::new(move |text| state.doc.urls.set(text)),
                long_paste: Some(LONG_PASTE),
                on_file: Some(open()),
            }
            .view()}
            </form>
            // The actions, notices and errors in a task of their own: with
            // the list's field, one long task.
            {next_task(move || {
                let open = open();
                view! {
                    {(!readonly)
                        .then(|| {
                            view! {
                                <div class="row-actions">
                                    {file_open(
                                        tr!("url-open"),
                                        "urls-open",
                                        "urls-file",
                                        ".txt,.csv,.tsv,.xml,.gz,text/plain,text/csv,text/tab-separated-values,application/xml,text/xml,application/gzip",
                                        open,
                                    )}
                                </div>
                            }
                        })}
                    {dynamic(move || {
                        note.get()
                            .map(|n| match n {
                                Ok(text) => view! { <p class="hint" data-testid="urls-opened" role="status">{text}</p> }.into_any(),
                                Err(e) => view! { <p class="error" role="alert">{e}</p> }.into_any(),
                            })
                    })}
                    {limit}
                    <ul class="errors" id="urls-errors">
                        {keyed(
                            errors,
                            |e| {
                                view! {
                                    <li class="error" data-testid="url-error" data-line=e.0>
                                        <span aria-hidden="true">"✖ "</span>
                                        {tr!("url-line-error", line = e.0, input = &e.1, error = &e.2)}
                                    </li>
                                }
                                    .into_any()
                            },
                        )}
                        {more_errors}
                    </ul>
                }
                    .into_any()
            })}
        </section>
    }
}

/// A line as its error quotes it: the first [`QUOTED_CHARS`] characters and
/// an ellipsis, so a 50,000-character line makes a readable error.
fn quoted(line: &str) -> String {
    model::cut(line, QUOTED_CHARS)
}

/// How much of a line an error quotes.
const QUOTED_CHARS: usize = 100;
