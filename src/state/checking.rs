//! The checking scheduler: the whole list re-checked after every change, at
//! once on the main thread for small grids, else by the checking worker
//! (`platform::worker`, protocol in `model::worker`), so that the main
//! thread keeps answering while a long list is checked. It also asks the
//! worker for the other readers' rows of one cell ([`reader_rows`]), whose
//! code stays out of the page's own wasm.

use std::cell::{Cell, RefCell};

use leptos::prelude::*;

use super::{lints, AppState};
use crate::model::export::Kind;
use crate::model::import::ImportedText;
use crate::model::worker::{
    check_head, crawlers_part, encode_request, export_head, words_part, Reply, Request, HAS_BEFORE,
    IMPORT, INTENT, LINT, POLICY, READERS, ROOT, WORDS,
};
use crate::model::worker::{export as export_now, import as import_now, read_lint_reply};
use crate::platform;

/// Grids of at most this many cells are checked at once on the main thread
/// (the example's totals are there in the first frame); larger ones by the
/// worker.
const CHECK_AT_ONCE: usize = 4_000;

/// How long changes must pause before a large grid is re-checked, in ms:
/// while a person types, only the cells on screen are checked.
const QUIET_MS: u32 = 100;

/// What the scheduler keeps between changes and replies.
struct Scheduler {
    /// The latest check's generation: replies of older ones are dropped.
    generation: Cell<u32>,
    /// Whether the worker lacks the current URL list (it keeps the last one
    /// it was sent, so typing in the editor never re-sends a long list).
    urls_stale: Cell<bool>,
    /// The worker could not be created, or failed: check on the main thread.
    failed: Cell<bool>,
    /// The last request id given, and the requests waiting for bytes
    /// (`None` when the worker failed).
    waiting: RefCell<(u32, Vec<(u32, Waiting)>)>,
}

pub type Waiting = Box<dyn FnOnce(Option<Vec<u8>>)>;

thread_local! {
    static SCHEDULER: Scheduler = Scheduler {
        generation: Cell::new(0),
        urls_stale: Cell::new(true),
        failed: Cell::new(false),
        waiting: RefCell::new((0, Vec::new())),
    };
}

/// Applies what the worker sent (replies of older requests are dropped).
fn on_reply(state: AppState, words: Vec<u32>) {
    let refused = matches!(Reply::decode(words.clone()), Some(Reply::Refused { .. }));
    if refused {
        // A worker that cannot read this page's requests (another build's):
        // the page says so and does without it, as when it failed.
        state.worker_refused.set(true);
    }
    if words.is_empty() || refused {
        let waiting = SCHEDULER.with(|s| {
            s.failed.set(true);
            s.urls_stale.set(true);
            std::mem::take(&mut s.waiting.borrow_mut().1)
        });
        for (_, done) in waiting {
            done(None);
        }
        if state.checking.get_untracked().is_some() {
            state.check_now();
        }
        return;
    }
    let latest = SCHEDULER.with(|s| s.generation.get());
    match Reply::decode(words) {
        // Progress only while the page shows it: not for a small grid's
        // marks, nor for the marks after the verdicts came.
        Some(Reply::Progress {
            generation,
            done,
            total,
        }) if generation == latest && state.checking.0.with_untracked(Option::is_some) => {
            state.checking.0.set(Some((done, total)));
        }
        Some(Reply::Results {
            generation,
            results,
            before,
        }) if generation == latest => {
            state.results.0.set(results);
            state.results_before.0.set(before);
            state.checking.0.set(None);
        }
        Some(Reply::Bytes { id, bytes }) => {
            let done = SCHEDULER.with(|s| {
                let list = &mut s.waiting.borrow_mut().1;
                let at = list.iter().position(|w| w.0 == id)?;
                Some(list.swap_remove(at).1)
            });
            if let Some(done) = done {
                done(Some(bytes));
            }
        }
        _ => {}
    }
}

/// Sends a request to the worker (created on the first one).
fn post(state: AppState, head: &[u32], parts: &[&[u8]]) -> bool {
    let request = encode_request(head, parts);
    platform::worker::post(&request, move |heard| on_reply(state, heard))
}

/// Re-checks the whole list whenever the file, the URLs, the crawlers or
/// the fetch result change: at once for small grids; otherwise, once changes
/// pause for [`QUIET_MS`], the worker checks it and the results replace the
/// old ones when they come. Every change is a new generation: the worker
/// drops older checks, and replies of an older generation are dropped, so a
/// newer change abandons the older check. When the page has no worker (or
/// it failed), long lists are checked at once on the main thread.
pub fn follow(state: AppState) {
    follow_lints(state);
    crate::platform::effect(move || {
        state.url_rows.track();
        SCHEDULER.with(|s| s.urls_stale.set(true));
    });
    crate::platform::effect(move || {
        let parsed = state.parsed.get();
        let before = state.before_parsed.get();
        let fetch = state.fetch.get();
        let rows = state.url_rows.with(Vec::len);
        let cols = state.crawler_cols.with(Vec::len);
        let (gen, failed) = SCHEDULER.with(|s| {
            s.generation.set(s.generation.get().wrapping_add(1));
            (s.generation.get(), s.failed.get())
        });
        // Small grids: the verdicts at once; the other readers' marks (the
        // readers' code is only in the worker) come from the worker once
        // changes pause, without showing progress.
        let small = rows * cols <= CHECK_AT_ONCE;
        if small || failed {
            state.check_now();
        }
        if failed || rows * cols == 0 {
            return;
        }
        if !small {
            // Compare mode checks the list twice: the rows count double.
            let total = if before.is_some() { 2 * rows } else { rows };
            state.checking.0.set(Some((0, total)));
        }
        crate::platform::spawn(async move {
            platform::time::sleep(QUIET_MS).await;
            if SCHEDULER.with(|s| s.generation.get()) != gen {
                return;
            }
            let has_urls = SCHEDULER.with(|s| s.urls_stale.get());
            let head = check_head(gen, fetch, before.is_some(), has_urls);
            let crawlers = state.crawler_cols.with_untracked(|c| crawlers_part(c));
            let sent = state.doc.robots.with_untracked(|text| {
                state.doc.options.with_untracked(|o| {
                    state.doc.urls.with_untracked(|urls| {
                        let robots = parsed.source.as_deref().unwrap_or(text.as_bytes());
                        let before = o.before.as_deref().unwrap_or_default().as_bytes();
                        let urls = if has_urls { urls.as_bytes() } else { &[] };
                        post(state, &head, &[robots, before, urls, crawlers.as_bytes()])
                    })
                })
            });
            SCHEDULER.with(|s| {
                s.urls_stale.set(!sent);
                s.failed.set(!sent);
            });
            if !sent && !small {
                state.check_now();
            }
        });
    });
}

/// A new request id.
fn next_id() -> u32 {
    SCHEDULER.with(|s| {
        let mut w = s.waiting.borrow_mut();
        w.0 = w.0.wrapping_add(1);
        w.0
    })
}

/// Sends a request that is answered by bytes; `done` gets them (`None` if
/// there is no worker, or it failed).
fn ask(state: AppState, id: u32, head: &[u32], parts: &[&[u8]], done: Waiting) {
    SCHEDULER.with(|s| s.waiting.borrow_mut().1.push((id, done)));
    if !post(state, head, parts) {
        let done = SCHEDULER.with(|s| s.waiting.borrow_mut().1.pop());
        if let Some((_, done)) = done {
            done(None);
        }
    }
}

/// Exports the rows shown (filter, search and sort apply) as `kind`: the
/// worker writes the file (`model::export`'s writers stay out of the
/// page's wasm); `done` gets its text, or `None` if there is no worker.
/// What is exported is what the page shows now: later edits change nothing.
pub fn export(state: AppState, kind: Kind, done: impl FnOnce(Option<String>) + 'static) {
    let id = next_id();
    let head = export_head(id, kind, state.fetch.get_untracked());
    let crawlers = state.crawler_cols.with_untracked(|c| crawlers_part(c));
    let shown = state.order.with_untracked(|o| words_part(o));
    let parsed = state.parsed.get_untracked();
    let done = move |bytes: Option<Vec<u8>>| done(bytes.and_then(|b| String::from_utf8(b).ok()));
    state.doc.robots.with_untracked(|text| {
        state.doc.urls.with_untracked(|urls| {
            let robots = parsed.source.as_deref().unwrap_or(text.as_bytes());
            let parts = [robots, urls.as_bytes(), crawlers.as_bytes(), &shown];
            if !platform::IN_BROWSER {
                let req = Request::decode(&encode_request(&head, &parts));
                if let Some(Request::Export(req)) = req {
                    done(Some(export_now(req)));
                }
                return;
            }
            ask(state, id, &head, &parts, Box::new(done));
        })
    });
}

/// Reads a URL list from a file (`name`, `bytes`): the worker reads it
/// (`model::import`'s readers stay out of the page's wasm); `done` gets the
/// list, or `None` if there is no worker.
pub fn import(
    state: AppState,
    name: &str,
    bytes: &[u8],
    done: impl FnOnce(Option<ImportedText>) + 'static,
) {
    let done = move |b: Option<Vec<u8>>| done(b.and_then(|b| ImportedText::decode(&b)));
    if !platform::IN_BROWSER {
        done(Some(import_now(name, bytes)));
        return;
    }
    let id = next_id();
    ask(
        state,
        id,
        &[IMPORT, id],
        &[name.as_bytes(), bytes],
        Box::new(done),
    );
}

/// Asks the worker for the other readers' reading of one cell: the file's
/// bytes (and in compare mode the "before" file's), the URL line as typed,
/// the crawler (as typed, with its token) and the simulated fetch result.
/// `done` gets the trace's part, worded in the page's language
/// ([`crate::model::readers::Part`] reads it; empty when the URL cannot be
/// tested), or `None` if there is no worker (or outside a browser): the
/// readers' code is only in the worker.
pub fn reader_part(
    state: AppState,
    robots: &[u8],
    before: Option<&[u8]>,
    url: &str,
    crawler: &crate::model::CrawlerCol,
    fetch: usize,
    done: Waiting,
) {
    if !platform::IN_BROWSER || SCHEDULER.with(|s| s.failed.get()) {
        done(None);
        return;
    }
    let id = next_id();
    let crawler = crawlers_part(std::slice::from_ref(crawler));
    let lang = crate::i18n::lang().code();
    let messages = crate::i18n::messages().unwrap_or_default();
    let parts = [
        robots,
        before.unwrap_or_default(),
        url.as_bytes(),
        crawler.as_bytes(),
        lang.as_bytes(),
        messages.as_bytes(),
    ];
    let flags = if before.is_some() { HAS_BEFORE } else { 0 };
    ask(state, id, &[READERS, id, fetch as u32, flags], &parts, done);
}

/// How many lines of the URL list the "Crawlers by purpose" view is sent
/// (it offers the first testable URLs among them).
const POLICY_URL_LINES: usize = 1_000;

/// Asks the worker for the "Crawlers by purpose" view of the edited file
/// (`model::policy::policy_part`) for the URL row `choice` (`None`: the
/// site root), worded in the page's language; `done` gets its part, or
/// `None` if there is no worker: the registry and the view's code are only
/// in the worker.
pub fn policy_part(state: AppState, choice: Option<usize>, done: Waiting) {
    if !platform::IN_BROWSER || SCHEDULER.with(|s| s.failed.get()) {
        done(None);
        return;
    }
    let id = next_id();
    let parsed = state.parsed.get_untracked();
    let lang = crate::i18n::lang().code();
    let messages = crate::i18n::messages().unwrap_or_default();
    let head = [POLICY, id, choice.map_or(ROOT, |c| c as u32)];
    state.doc.urls.with_untracked(|urls| {
        let end = urls
            .match_indices('\n')
            .nth(POLICY_URL_LINES)
            .map_or(urls.len(), |(i, _)| i);
        let parts = [
            &parsed.body[..],
            &urls.as_bytes()[..end],
            lang.as_bytes(),
            messages.as_bytes(),
        ];
        ask(state, id, &head, &parts, done);
    });
}

/// Asks the worker for a view it words (`model::worded`: `which`, with
/// its numbers and parts), in the page's language; `done` gets its
/// answer, or `None` if there is no worker: the view's wording and layout
/// are only in the worker.
pub fn worded(state: AppState, which: u32, numbers: &[u32], texts: &[&[u8]], done: Waiting) {
    if !platform::IN_BROWSER || SCHEDULER.with(|s| s.failed.get()) {
        done(None);
        return;
    }
    let id = next_id();
    let mut head = vec![WORDS, id, which];
    head.extend_from_slice(numbers);
    let lang = crate::i18n::lang().code();
    let messages = crate::i18n::messages().unwrap_or_default();
    let mut parts = vec![lang.as_bytes(), messages.as_bytes()];
    parts.extend_from_slice(texts);
    ask(state, id, &head, &parts, done);
}

/// Asks the worker to apply a one-click intent (`model::policy::Intent`,
/// by its code) to the editor's text; `done` gets
/// `model::worker::intent_reply`'s bytes, or `None` if there is no worker.
pub fn intent(state: AppState, intent: u32, done: Waiting) {
    if !platform::IN_BROWSER || SCHEDULER.with(|s| s.failed.get()) {
        done(None);
        return;
    }
    let id = next_id();
    state.doc.robots.with_untracked(|text| {
        ask(state, id, &[INTENT, id, intent], &[text.as_bytes()], done);
    });
}

/// Asks the worker for the AI-use lints once edits pause for
/// [`QUIET_MS`] (their code and the preferences' parser are only in the
/// worker); the reply for the latest file replaces the lints shown.
fn follow_lints(state: AppState) {
    if !platform::IN_BROWSER {
        return;
    }
    crate::platform::effect(move || {
        let parsed = state.parsed.get();
        let gen = lints::GENERATION.with(|g| {
            g.set(g.get().wrapping_add(1));
            g.get()
        });
        crate::platform::spawn(async move {
            platform::time::sleep(QUIET_MS).await;
            let latest = move || lints::GENERATION.with(Cell::get) == gen;
            if !latest() || SCHEDULER.with(|s| s.failed.get()) {
                return;
            }
            let key = lints::key(&parsed);
            let done = move |bytes: Option<Vec<u8>>| {
                let Some(list) = bytes.as_deref().and_then(read_lint_reply) else {
                    return;
                };
                if !latest() {
                    return;
                }
                let n = list.len();
                if lints::store(key, list) {
                    state.ai_lints.0.set(Some((key, n)));
                }
            };
            let id = next_id();
            let lang = crate::i18n::lang().code();
            let messages = crate::i18n::messages().unwrap_or_default();
            let parts = [&parsed.body[..], lang.as_bytes(), messages.as_bytes()];
            ask(state, id, &[LINT, id], &parts, Box::new(done));
        });
    });
}
