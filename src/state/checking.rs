//! The checking scheduler: the whole list re-checked after every change,
//! Google's verdicts in one place: at once on the main thread for small
//! grids, else by the checking worker (its client: [`super::client`]),
//! so that the main thread keeps answering while a
//! long list is checked. The other parsers' marks always come from the
//! worker (their code stays out of the page's own wasm), as do the other
//! readers' rows of one cell ([`ask_other_parsers`]) and the AI-use lints.
//!
//! One edit, one parse a side by Google's reading, on this thread (the
//! memo `AppState::parsed`): the files go to the worker once per edit
//! ([`send_files`], a `Request::Files` before the first request that needs
//! them) with that parse as bytes, which the worker reads back instead of
//! parsing again; every request of that edit is answered from it and from
//! the other parsers' parses, made once in the worker.

use std::cell::{Cell, RefCell};
use std::sync::Arc;

use leptos::prelude::*;

use super::client::{self, Heard};
use super::{lints, AppState};
use crate::model::export::{write_file, Kind, Source};
use crate::model::import::{import_file, ImportedText};
use crate::model::{status_rule_at, Parsed};
use crate::platform;
use crate::wire::answer::Answer;
use crate::wire::part::Part;
use crate::wire::protocol::{
    crawlers_of, CheckRequest, ExportRequest, FileSide, Reply, Request, SentFile, SitemapRequest,
};
use crate::wire::render::Render;

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
    /// The last request id given, and the requests waiting for their
    /// answer.
    waiting: RefCell<(u32, Vec<(u32, Waiting)>)>,
    /// The files the worker holds (the last `Request::Files`): the bytes
    /// of the edited file's parse and of the "before" one's (each parse
    /// has its own), compared by identity (held, so that a new parse can
    /// never reuse their address).
    files: RefCell<Option<Held>>,
    /// The Traffic view's progress bar: (audit id, bytes read, total).
    traffic_progress: RefCell<Option<Progress>>,
    /// The language the worker words its answers in (the last
    /// `Request::Language` sent).
    language: Cell<Option<crate::i18n::Lang>>,
}

/// What gets a request's answer (`None`: there is no worker, it failed,
/// or its answer could not be read).
pub type Waiting = Box<dyn FnOnce(Option<Answer>)>;

/// The Traffic view's progress: (audit id, bytes read, total).
type Progress = Box<dyn Fn(u32, u64, u64)>;

/// The bytes of the files the worker holds.
type Held = (Arc<[u8]>, Option<Arc<[u8]>>);

thread_local! {
    /// Outside the reactive graph: what the scheduler keeps between a
    /// change and the worker's replies, which arrive in the worker's
    /// message handler, outside any reactive owner; none of it is shown.
    static SCHEDULER: Scheduler = Scheduler {
        generation: Cell::new(0),
        urls_stale: Cell::new(true),
        failed: Cell::new(false),
        waiting: RefCell::new((0, Vec::new())),
        files: RefCell::new(None),
        traffic_progress: RefCell::new(None),
        language: Cell::new(None),
    };
}

/// Applies what the worker sent to the page mounted now (replies of older
/// requests are dropped).
fn on_heard(page: Option<AppState>, heard: Heard) {
    let Some(state) = page else {
        // Between two pages: a failed worker is remembered; the new page
        // sends what it needs again.
        if matches!(heard, Heard::Failed) {
            SCHEDULER.with(|s| s.failed.set(true));
        }
        return;
    };
    let reply = match heard {
        Heard::Reply(reply) => reply,
        Heard::Refused | Heard::Failed => {
            if matches!(heard, Heard::Refused) {
                // A worker that cannot read this page's requests (another
                // build's): the page says so and does without it, as when
                // it failed.
                state.worker_refused.set(true);
            }
            let waiting = SCHEDULER.with(|s| {
                s.failed.set(true);
                s.urls_stale.set(true);
                s.files.borrow_mut().take();
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
    };
    let latest = SCHEDULER.with(|s| s.generation.get());
    match reply {
        // Progress only while the page shows it: not for a small grid's
        // marks, nor for the marks after the verdicts came.
        Reply::Progress {
            generation,
            done,
            total,
        } if generation == latest && state.checking.0.with_untracked(Option::is_some) => {
            state.checking.0.set(Some((done, total)));
        }
        Reply::Results {
            generation,
            results,
            before,
        } if generation == latest => {
            // The worker answers only with what changes them: a small
            // grid's verdicts are the page's own, and the marks come only
            // when some other parser differs.
            state.results.0.set(results);
            state.results_before.0.set(before);
            if state.checking.0.with_untracked(Option::is_some) {
                state.checking.0.set(None);
            }
        }
        Reply::TrafficProgress { id, read, total } => SCHEDULER.with(|s| {
            if let Some(show) = &*s.traffic_progress.borrow() {
                show(id, read, total);
            }
        }),
        Reply::Answer { id, answer } => {
            let done = SCHEDULER.with(|s| {
                let list = &mut s.waiting.borrow_mut().1;
                let at = list.iter().position(|w| w.0 == id)?;
                Some(list.swap_remove(at).1)
            });
            if let Some(done) = done {
                done(answer);
            }
        }
        _ => {}
    }
}

/// Sends a request to the worker ([`client::post`]), whose replies go to
/// the page mounted when they come.
fn send(request: &Request) -> bool {
    client::post(request, &[], on_heard)
}

/// Makes sure the worker holds these files (the edited one's parse and,
/// in compare mode, the "before" one's): sends each side it does not hold
/// (bytes and parse), and keeps the side it holds. False when the worker
/// could not be sent them.
fn send_files(parsed: &Parsed, before: Option<&Parsed>) -> bool {
    if SCHEDULER.with(|s| s.failed.get()) {
        return false;
    }
    let now: Held = (parsed.body.clone(), before.map(|b| b.body.clone()));
    let same = |a: &Arc<[u8]>, b: &Arc<[u8]>| Arc::ptr_eq(a, b);
    // Whether the worker holds this edited file, and this "before" file
    // (or, like this edit, none).
    let (keep_now, same_before) = SCHEDULER.with(|s| {
        s.files.borrow().as_ref().map_or((false, false), |h| {
            let before = match (&h.1, &now.1) {
                (Some(a), Some(b)) => same(a, b),
                (a, b) => a.is_none() && b.is_none(),
            };
            (same(&h.0, &now.0), before)
        })
    });
    if keep_now && same_before {
        return true;
    }
    let keep_before = same_before && before.is_some();
    // Google's parse of each side sent, as bytes: the worker reads it back.
    let wire = (!keep_now).then(|| parsed.robots.to_wire());
    let before_wire = before.filter(|_| !keep_before).map(|b| b.robots.to_wire());
    fn side<'a>(p: &'a Parsed, wire: Option<&'a Vec<u8>>) -> FileSide<'a> {
        match wire {
            Some(w) => FileSide::Sent(SentFile {
                body: &p.body,
                parse: w,
            }),
            None => FileSide::Kept,
        }
    }
    let request = Request::Files {
        robots: side(parsed, wire.as_ref()),
        before: before.map(|b| side(b, before_wire.as_ref())),
    };
    let sent = send(&request);
    SCHEDULER.with(|s| {
        *s.files.borrow_mut() = sent.then_some(now);
    });
    sent
}

/// Re-checks the whole list whenever the file, the URLs, the crawlers or
/// the fetch result change: at once for small grids; otherwise, once changes
/// pause for [`QUIET_MS`], the worker checks it and the results replace the
/// old ones when they come. Every change is a new generation: the worker
/// drops older checks, and replies of an older generation are dropped, so a
/// newer change abandons the older check. When the page has no worker (or
/// it failed), long lists are checked at once on the main thread.
pub fn follow(state: AppState) {
    client::mount(state);
    // The page's requests still waiting die with it: their answers would
    // go to its disposed signals (a new language mounts a new page; the
    // old one is cleaned up before the new one is built).
    leptos::prelude::on_cleanup(|| {
        SCHEDULER.with(|s| {
            s.waiting.borrow_mut().1.clear();
            s.traffic_progress.borrow_mut().take();
        })
    });
    SCHEDULER.with(|s| {
        // The worker holds no request of the new page yet: it is sent the
        // files and the list again.
        s.files.borrow_mut().take();
        s.urls_stale.set(true);
    });
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
        // Small grids: the verdicts at once; the other parsers' marks (the
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
            let sent = send_files(&parsed, before.as_ref())
                && state.doc.urls.with_untracked(|urls| {
                    state.crawler_cols.with_untracked(|cols| {
                        let request = Request::Check(CheckRequest {
                            generation: gen,
                            fetch,
                            urls: has_urls.then_some(urls.as_str()),
                            crawlers: crawlers_of(cols),
                            // A small grid's verdicts are the page's: the
                            // worker answers only with other parsers' marks.
                            quiet: small,
                        });
                        send(&request)
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

/// Whether the worker can be asked now: in a browser, not failed and, for
/// a request against the files of an edit, holding them ([`send_files`]
/// sends what it lacks).
fn can_ask(files: Option<(&Parsed, Option<&Parsed>)>) -> bool {
    platform::IN_BROWSER
        && !SCHEDULER.with(|s| s.failed.get())
        && files.is_none_or(|(parsed, before)| send_files(parsed, before))
}

/// [`can_ask`] for a request against the edited files (and the "before"
/// file in compare mode), sending them first if the worker lacks them.
fn can_ask_about_edit(state: &AppState) -> bool {
    let parsed = state.parsed.get_untracked();
    let before = state.before_parsed.get_untracked();
    can_ask(Some((&parsed, before.as_ref())))
}

/// A new request id.
fn next_id() -> u32 {
    SCHEDULER.with(|s| {
        let mut w = s.waiting.borrow_mut();
        w.0 = w.0.wrapping_add(1);
        w.0
    })
}

/// Sends a request that is answered ([`Answer`]), with `files` beside it
/// (the Traffic view's logs), in the page's language ([`send_language`]);
/// `done` gets the answer (`None` if there is no worker, or it failed).
fn ask(id: u32, request: &Request, files: &[web_sys::File], done: Waiting) {
    // A worker that failed answers nothing more: say so now.
    if SCHEDULER.with(|s| s.failed.get()) || !send_language() {
        done(None);
        return;
    }
    SCHEDULER.with(|s| s.waiting.borrow_mut().1.push((id, done)));
    if !client::post(request, files, on_heard) {
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
    let fetch = state.fetch.get_untracked();
    let shown = state.order.get_untracked();
    let parsed = state.parsed.get_untracked();
    if !platform::IN_BROWSER {
        let file = state.url_rows.with_untracked(|rows| {
            state.crawler_cols.with_untracked(|cols| {
                let source = Source {
                    parsed: &parsed,
                    rows,
                    cols,
                    status: status_rule_at(fetch),
                };
                write_file(kind, source, &shown)
            })
        });
        done(Some(file));
        return;
    }
    let done = move |answer: Option<Answer>| match answer {
        Some(Answer::Text(file)) => done(Some(file)),
        _ => done(None),
    };
    let before = state.before_parsed.get_untracked();
    if !send_files(&parsed, before.as_ref()) {
        done(None);
        return;
    }
    let id = next_id();
    state.doc.urls.with_untracked(|urls| {
        state.crawler_cols.with_untracked(|cols| {
            let request = Request::Export(ExportRequest {
                id,
                kind,
                fetch,
                urls,
                crawlers: crawlers_of(cols),
                shown,
            });
            ask(id, &request, &[], Box::new(done));
        })
    });
}

/// Asks the worker for the "Sitemap URLs" summary of the list (read from
/// the sitemap file `name`) against the edited file, as a part laid out and
/// worded by the worker (`worker::render::sitemap`); `done` gets it, or
/// `None` if there is nothing to tally or no worker. The list is checked
/// there (`model::sitemap` counts it in one pass), off the page's thread.
pub fn sitemap(state: AppState, name: &str, done: impl FnOnce(Option<Part>) + 'static) {
    let done: Waiting = Box::new(move |answer| done(part_of(answer)));
    if !can_ask_about_edit(&state) {
        done(None);
        return;
    }
    let id = next_id();
    let fetch = state.fetch.get_untracked();
    state.doc.urls.with_untracked(|urls| {
        state.crawler_cols.with_untracked(|cols| {
            state.doc.options.with_untracked(|o| {
                let request = Request::Sitemap(SitemapRequest {
                    id,
                    fetch,
                    urls,
                    crawlers: crawlers_of(cols),
                    site: &o.site,
                    name,
                });
                ask(id, &request, &[], done);
            })
        })
    });
}

/// Reads a URL list from a file (`name`, `bytes`): the worker reads it
/// (`model::import`'s readers stay out of the page's wasm); `done` gets the
/// list, or `None` if there is no worker.
pub fn import(name: &str, bytes: &[u8], done: impl FnOnce(Option<ImportedText>) + 'static) {
    if !platform::IN_BROWSER {
        done(Some(import_file(name, bytes)));
        return;
    }
    let done = move |answer: Option<Answer>| match answer {
        Some(Answer::Import(list)) => done(Some(list)),
        _ => done(None),
    };
    let id = next_id();
    let request = Request::Import { id, name, bytes };
    ask(id, &request, &[], Box::new(done));
}

/// Makes sure the worker words its answers in the page's language: sends
/// it (its code and message file, empty for English) before the first
/// request after it changed, and never again until it changes. False when
/// the worker could not be sent it.
fn send_language() -> bool {
    let lang = crate::i18n::lang();
    if SCHEDULER.with(|s| s.language.get()) == Some(lang) {
        return true;
    }
    let sent = send(&Request::Language {
        lang: lang.code(),
        messages: crate::i18n::messages().unwrap_or_default(),
    });
    SCHEDULER.with(|s| s.language.set(sent.then_some(lang)));
    sent
}

/// Asks the worker for the other parsers' reading of one cell, against the
/// files `parsed` and, in compare mode, `before` (sent unless the worker
/// holds them): the URL line as typed, the crawler (as typed, with its
/// token) and the simulated fetch result. `done` gets the trace's part,
/// worded in the page's language (`None` when the URL cannot be tested),
/// with the usage preferences' part (`None` when there are none), or
/// `None` if there is no worker (or outside a browser): the readers' code
/// is only in the worker.
pub fn ask_other_parsers(
    parsed: &Parsed,
    before: Option<&Parsed>,
    url: &str,
    crawler: &crate::model::CrawlerCol,
    fetch: usize,
    done: impl FnOnce(Option<(Option<Part>, Option<Part>)>) + 'static,
) {
    let done: Waiting = Box::new(move |answer| match answer {
        Some(Answer::Cell { readers, usage }) => done(Some((readers, usage))),
        _ => done(None),
    });
    if !can_ask(Some((parsed, before))) {
        done(None);
        return;
    }
    let id = next_id();
    let request = Request::OtherParsers {
        id,
        fetch,
        url,
        crawler: (&crawler.input, &crawler.token),
    };
    ask(id, &request, &[], done);
}

/// How many lines of the URL list the "Crawlers by purpose" view is sent
/// (it offers the first testable URLs among them).
const POLICY_URL_LINES: usize = 1_000;

/// Asks the worker for the "Crawlers by purpose" view of the edited file
/// (`worker::render::policy::policy_part`) for the URL row `choice` (`None`: the
/// site root), worded in the page's language; `done` gets its part, or
/// `None` if there is no worker: the registry and the view's code are only
/// in the worker.
pub fn policy_part(
    state: AppState,
    choice: Option<usize>,
    done: impl FnOnce(Option<Part>) + 'static,
) {
    let done: Waiting = Box::new(move |answer| done(part_of(answer)));
    if !can_ask_about_edit(&state) {
        done(None);
        return;
    }
    let id = next_id();
    state.doc.urls.with_untracked(|urls| {
        let end = urls
            .match_indices('\n')
            .nth(POLICY_URL_LINES)
            .map_or(urls.len(), |(i, _)| i);
        let request = Request::Policy {
            id,
            choice,
            urls: &urls[..end],
        };
        ask(id, &request, &[], done);
    });
}

/// Asks the worker to audit the log files `logs` (the Traffic view) with
/// the address lists `lists` (file name, bytes) against the edited file
/// (and the "before" file in compare mode): `progress` gets the bytes read
/// of the total as they come, `done` the report, laid out and worded in the
/// page's language by the worker, or `None` if there is no worker. With no
/// logs, the answer is the address lists alone. Returns the audit's id
/// (for [`traffic_stop`]).
pub fn traffic(
    state: AppState,
    logs: Vec<web_sys::File>,
    lists: &[(String, Vec<u8>)],
    progress: impl Fn(u32, u64, u64) + 'static,
    done: impl FnOnce(Option<Part>) + 'static,
) -> u32 {
    let done: Waiting = Box::new(move |answer| done(part_of(answer)));
    let id = next_id();
    if !can_ask_about_edit(&state) {
        done(None);
        return id;
    }
    SCHEDULER.with(|s| *s.traffic_progress.borrow_mut() = Some(Box::new(progress)));
    let request = Request::Traffic {
        id,
        logs: logs.len() as u32,
        lists: lists.iter().map(|(n, b)| (n.as_str(), &b[..])).collect(),
    };
    ask(id, &request, &logs, done);
    id
}

/// Stops the audit `id`: its counts so far come back.
pub fn traffic_stop(id: u32) {
    send(&Request::TrafficStop { id });
}

/// Asks the worker to render something for the page (`wire::render::Render`, with its
/// numbers and parts), in the page's language; `done` gets its answer, or
/// `None` if there is no worker: the view's wording and layout are only in
/// the worker.
pub fn ask_render(what: Render, numbers: &[u32], texts: &[&[u8]], done: Waiting) {
    if !can_ask(None) {
        done(None);
        return;
    }
    let id = next_id();
    let request = Request::Render {
        id,
        what,
        numbers: numbers.to_vec(),
        parts: texts.to_vec(),
    };
    ask(id, &request, &[], done);
}

/// Asks the worker to apply a one-click intent (`model::policy::Intent`,
/// by its code) to the editor's text; `done` gets
/// the crawlers it blocks and the new text, or `None` if there is no
/// worker.
pub fn intent(
    state: AppState,
    intent: u32,
    done: impl FnOnce(Option<(Vec<String>, String)>) + 'static,
) {
    let done: Waiting = Box::new(move |answer| match answer {
        Some(Answer::Intent { targets, text }) => done(Some((targets, text))),
        _ => done(None),
    });
    if !can_ask(None) {
        done(None);
        return;
    }
    let Some(intent) = crate::model::policy::intent_from_number(intent) else {
        done(None);
        return;
    };
    let id = next_id();
    state.doc.robots.with_untracked(|text| {
        ask(id, &Request::Intent { id, intent, text }, &[], done);
    });
}

/// Asks the worker for the fix of the `signal_not_inherited` lint on
/// `line` (`wire::render::Render::SignalFix`) of the editor's text; `done`
/// gets the new text (empty when there is nothing to fix there), or `None`
/// if there is no worker.
pub fn signal_fix(state: AppState, line: u32, done: impl FnOnce(Option<String>) + 'static) {
    let done: Waiting = Box::new(move |answer| match answer {
        Some(Answer::Text(text)) => done(Some(text)),
        _ => done(None),
    });
    state.doc.robots.with_untracked(|text| {
        ask_render(Render::SignalFix, &[line], &[text.as_bytes()], done);
    });
}

/// The part of an answer that is one (`None` for any other, or none).
pub fn part_of(answer: Option<Answer>) -> Option<Part> {
    match answer {
        Some(Answer::Part(p)) => Some(p),
        _ => None,
    }
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
            let done = move |answer: Option<Answer>| {
                let Some(Answer::Lints(list)) = answer else {
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
            let before = state.before_parsed.get_untracked();
            if !send_files(&parsed, before.as_ref()) {
                return;
            }
            let id = next_id();
            let request = Request::Lint { id };
            ask(id, &request, &[], Box::new(done));
        });
    });
}
