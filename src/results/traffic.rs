//! The "Traffic" view: access logs a person opens or drops, read against
//! the file in the editor (and the "before" file in compare mode) and the
//! crawlers' published address lists: per crawler, its requests, how many
//! the file allowed and disallowed, and how many came from its owner's
//! addresses. The same counts as `robots audit` (the checking worker runs
//! `robots_audit`, which the CLI shares, and streams the logs: the page
//! never holds one); this view only asks, and shows the report the worker
//! lays out and words (`worker::render::traffic`, a part built by
//! `platform::part`: its code stays out of the page's first render; see
//! docs/ARCHITECTURE.md). Nothing is made before the view is first opened;
//! opening it loads the address lists deployed with the page (the person
//! asked for the view), and the lists the person opened are kept in local
//! storage for the next visit.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use leptos::prelude::*;
use leptos::wasm_bindgen::prelude::Closure;
use leptos::wasm_bindgen::JsCast;
use web_sys::Element;

use crate::i18n::tr;
use crate::platform::{self, part, storage};
use crate::state::{checking, use_state, AppState};

/// The element the view's body is built in.
const BODY: &str = "traffic-body";
/// The element the worker's report is built in.
const HOST: &str = "traffic-report";
/// The element the progress bar and the Stop button are built in while an
/// audit runs.
const RUNNING: &str = "traffic-running";

#[component]
pub fn TrafficPanel() -> impl IntoView {
    let state = use_state();
    let kept: Kept = Rc::new(RefCell::new(Opened::default()));
    // Built when first opened, which asks for the lists (the deployed
    // ones are fetched).
    let on_toggle = {
        let kept = kept.clone();
        move |_| {
            let Some(body) = document().get_element_by_id(BODY) else {
                return;
            };
            if body.child_element_count() != 0 {
                return;
            }
            build(&body);
            // One listener for the body's life, which is the page's
            // (a new language makes a new page, whose view is built
            // anew when opened): kept by the element.
            let kept = kept.clone();
            let run_kept = kept.clone();
            let listener = Closure::<dyn Fn(web_sys::Event)>::new(move |ev: web_sys::Event| {
                on_event(state, &kept, &ev)
            });
            for kind in ["dragover", "drop", "change", "click"] {
                let _ =
                    body.add_event_listener_with_callback(kind, listener.as_ref().unchecked_ref());
            }
            listener.forget();
            run(state, &run_kept);
        }
    };
    // The logs opened are read again against each edit of the file (and
    // of the "before" file), once edits pause: the report is always the
    // file's in the editor.
    let generation = Rc::new(Cell::new(0u32));
    platform::effect(move || {
        state.parsed.track();
        state.before_parsed.track();
        let gen = generation.get().wrapping_add(1);
        generation.set(gen);
        if kept.borrow().logs.is_empty() {
            return;
        }
        let (kept, generation) = (kept.clone(), generation.clone());
        platform::spawn(async move {
            platform::time::sleep(EDIT_PAUSE_MS).await;
            if generation.get() == gen {
                run(state, &kept);
            }
        });
    });
    view! {
        <section class="panel traffic-panel" aria-labelledby="traffic-heading">
            <details data-testid="traffic" on:toggle=on_toggle>
                <summary>
                    <h2 id="traffic-heading" class="panel-title">{tr!("traffic-heading")}</h2>
                </summary>
                <div id=BODY class="traffic"></div>
            </details>
        </section>
    }
}

/// How long edits must pause before the logs are read again, in ms.
const EDIT_PAUSE_MS: u32 = 300;

/// The body's one listener, for each kind of event it takes: a drop of
/// logs or lists, a file input's choice, Stop, or a path of the report
/// (its deciding line in the editor).
fn on_event(state: AppState, kept: &Kept, ev: &web_sys::Event) {
    let Some(target) = target(ev) else { return };
    let closest = |s: &str| target.closest(s).ok().flatten();
    match ev.type_().as_str() {
        "dragover" => ev.prevent_default(),
        "drop" => {
            ev.prevent_default();
            let files = ev
                .dyn_ref::<web_sys::DragEvent>()
                .and_then(|d| d.data_transfer())
                .and_then(|d| d.files());
            let (lists, logs): (Vec<_>, Vec<_>) = list_files(files)
                .into_iter()
                .partition(|f| f.name().to_ascii_lowercase().ends_with(".json"));
            if !logs.is_empty() {
                kept.borrow_mut().logs = logs;
            }
            if lists.is_empty() {
                run(state, kept);
            } else {
                keep_lists(state, kept.clone(), lists);
            }
        }
        "change" => {
            let files = files_of(ev);
            match target.get_attribute("data-testid").as_deref() {
                Some("traffic-input") => {
                    kept.borrow_mut().logs = files;
                    run(state, kept);
                }
                Some("traffic-ranges") => keep_lists(state, kept.clone(), files),
                _ => {}
            }
        }
        _ => {
            if closest("[data-stop]").is_some() {
                let current = kept.borrow().current;
                if let Some(id) = current {
                    checking::traffic_stop(id);
                }
            } else if let Some(line) = closest("button[data-line]")
                .and_then(|b| b.get_attribute("data-line"))
                .and_then(|l| l.parse().ok())
            {
                state.reveal_line(line);
            }
        }
    }
}

/// Adds to `parent` an element `tag` with these attributes and text.
fn add(parent: &Element, tag: &str, attrs: &[(&str, &str)], text: &str) -> Option<Element> {
    let el = document().create_element(tag).ok()?;
    for (name, value) in attrs {
        let _ = el.set_attribute(name, value);
    }
    if !text.is_empty() {
        el.set_text_content(Some(text));
    }
    let _ = parent.append_child(&el);
    Some(el)
}

/// Builds the view's body with plain DOM calls (a small function rather
/// than a view's generic code: see docs/ARCHITECTURE.md): the two file
/// inputs, and the elements the progress bar and the worker's report (with
/// the view's hint) go in.
fn build(body: &Element) {
    let Some(inputs) = add(body, "div", &[("class", "traffic-inputs")], "") else {
        return;
    };
    let logs = [("data-testid", "traffic-input")];
    let lists = [
        ("data-testid", "traffic-ranges"),
        ("accept", ".json,application/json"),
    ];
    for (label, attrs) in [
        (tr!("traffic-logs"), &logs[..]),
        (tr!("traffic-ranges"), &lists[..]),
    ] {
        if let Some(label) = add(&inputs, "label", &[], &label) {
            if let Some(input) = add(&label, "input", &[("type", "file"), ("multiple", "")], "") {
                for (name, value) in attrs {
                    let _ = input.set_attribute(name, value);
                }
            }
        }
    }
    add(
        body,
        "div",
        &[("id", RUNNING), ("class", "traffic-running")],
        "",
    );
    add(body, "div", &[("id", HOST)], "");
}

/// The files of an input's change event.
fn files_of(ev: &web_sys::Event) -> Vec<web_sys::File> {
    let list = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        .and_then(|i| i.files());
    list_files(list)
}

fn list_files(list: Option<web_sys::FileList>) -> Vec<web_sys::File> {
    list.map_or_else(Vec::new, |l| {
        (0..l.length()).filter_map(|i| l.get(i)).collect()
    })
}

/// What the view keeps: the logs opened last (read again with new lists
/// and after edits) and the id of the audit under way, if one is (only
/// its answer is shown: an audit a newer one replaced answers nothing).
#[derive(Default)]
struct Opened {
    logs: Vec<web_sys::File>,
    current: Option<u32>,
}

type Kept = Rc<RefCell<Opened>>;

/// Asks the worker for an audit of the logs opened last (none: the lists
/// alone) with the lists kept now. Every change (logs, lists, an edit)
/// asks anew with all of them, so that a newer audit, which replaces the
/// one under way, still reads every log opened.
fn run(state: AppState, kept: &Kept) {
    let lists = storage::ranges();
    let logs = kept.borrow().logs.clone();
    // This audit's id, once known: `None` while the answer comes at once
    // (no worker).
    let mine = Rc::new(Cell::new(None::<u32>));
    let (answer_kept, answer_mine) = (kept.clone(), mine.clone());
    let progress_kept = kept.clone();
    let id = checking::traffic(
        state,
        logs,
        &lists,
        move |id, read, total| {
            if progress_kept.borrow().current == Some(id) {
                progress(Some(read.min(total) * 1000 / total.max(1)));
            }
        },
        move |report: Option<_>| {
            let mut k = answer_kept.borrow_mut();
            match answer_mine.get() {
                // An answer to an audit a newer one replaced: dropped.
                Some(id) if k.current != Some(id) => return,
                Some(_) => k.current = None,
                None => answer_mine.set(Some(0)),
            }
            drop(k);
            progress(None);
            match report {
                Some(p) => {
                    part::fill(HOST, Some(&p));
                }
                None => part::note(HOST, "traffic-unavailable", &tr!("traffic-unavailable")),
            }
        },
    );
    if mine.get().is_none() {
        mine.set(Some(id));
        kept.borrow_mut().current = Some(id);
        part::fill(HOST, None);
        progress(Some(0));
    }
}

/// Shows the progress bar (`value` in thousandths) with the Stop button,
/// or takes them away (`None`).
fn progress(value: Option<u64>) {
    let Some(running) = document().get_element_by_id(RUNNING) else {
        return;
    };
    let Some(value) = value else {
        running.set_text_content(None);
        return;
    };
    let bar = running.first_element_child().or_else(|| {
        let bar = add(
            &running,
            "progress",
            &[("data-testid", "traffic-progress"), ("max", "1000")],
            "",
        );
        let stop = [("type", "button"), ("data-stop", "")];
        add(&running, "button", &stop, &tr!("traffic-stop"));
        bar
    });
    if let Some(bar) = bar {
        let _ = bar.set_attribute("value", &value.to_string());
    }
}

/// Reads the address lists opened or dropped, keeps them, and shows their
/// dates (with the logs opened, read again).
fn keep_lists(state: AppState, kept: Kept, files: Vec<web_sys::File>) {
    platform::spawn(async move {
        for f in files {
            if let Ok(opened) = platform::files::read(f).await {
                storage::keep_range(&opened.name, &opened.bytes);
            }
        }
        run(state, &kept);
    });
}

/// The element an event happened on.
fn target(ev: &web_sys::Event) -> Option<web_sys::Element> {
    ev.target().and_then(|t| t.dyn_into().ok())
}
