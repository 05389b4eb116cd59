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

use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;

use crate::platform::{self, part, storage};
use crate::state::{checking, use_state, AppState};
use crate::tr;
use crate::wire::part::Part;

/// The element the worker's report is built in.
const HOST: &str = "traffic-report";

/// What the view shows.
#[derive(Clone, Default, PartialEq)]
enum Shown {
    #[default]
    Nothing,
    /// An audit under way: its id, bytes read, total.
    Running(u32, u64, u64),
    /// The report is shown (built in [`HOST`]), or could not be made.
    Done,
}

#[component]
pub fn TrafficPanel() -> impl IntoView {
    let opened = RwSignal::new(false);
    view! {
        <section class="panel traffic-panel" aria-labelledby="traffic-heading">
            <details data-testid="traffic" on:toggle=move |_| opened.set(true)>
                <summary>
                    <h2 id="traffic-heading" class="panel-title">{tr!("traffic-heading")}</h2>
                </summary>
                {move || opened.get().then(Body)}
            </details>
        </section>
    }
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

/// Asks the worker for an audit of `logs` (none: the lists alone).
fn run(state: AppState, shown: RwSignal<Shown>, logs: Vec<web_sys::File>) {
    let lists = storage::ranges();
    let total = logs.iter().map(|f| f.size() as u64).sum();
    // `Done` after the call: answered at once (no worker).
    shown.try_set(Shown::Nothing);
    let id = checking::traffic(
        state,
        logs,
        &lists,
        move |id, read, total| {
            if matches!(shown.try_get_untracked(), Some(Shown::Running(i, ..)) if i == id) {
                shown.set(Shown::Running(id, read, total));
            }
        },
        Box::new(move |bytes| {
            if shown.try_set(Shown::Done).is_some() {
                return;
            }
            match bytes.as_deref().and_then(Part::read) {
                Some(p) => {
                    part::fill(HOST, Some(&p));
                }
                None => part::note(HOST, "traffic-unavailable", &tr!("traffic-unavailable")),
            }
        }),
    );
    if shown.try_get_untracked() != Some(Shown::Done) {
        part::fill(HOST, None);
        shown.set(Shown::Running(id, 0, total));
    }
}

/// Reads the address lists opened or dropped, keeps them, and shows their
/// dates.
fn keep_lists(state: AppState, shown: RwSignal<Shown>, files: Vec<web_sys::File>) {
    platform::spawn(async move {
        for f in files {
            if let Ok(opened) = platform::files::read(f).await {
                storage::keep_range(&opened.name, &opened.bytes);
            }
        }
        run(state, shown, Vec::new());
    });
}

#[allow(non_snake_case)]
fn Body() -> impl IntoView {
    let state = use_state();
    let shown = RwSignal::new(Shown::Nothing);
    // Opening the view asks for the lists (the deployed ones are fetched).
    run(state, shown, Vec::new());
    let on_drop = move |ev: web_sys::DragEvent| {
        ev.prevent_default();
        let files = list_files(ev.data_transfer().and_then(|d| d.files()));
        let (lists, logs): (Vec<_>, Vec<_>) = files
            .into_iter()
            .partition(|f| f.name().to_ascii_lowercase().ends_with(".json"));
        if !lists.is_empty() {
            keep_lists(state, shown, lists);
        }
        if !logs.is_empty() {
            run(state, shown, logs);
        }
    };
    view! {
        <div class="traffic" on:dragover=|ev: web_sys::DragEvent| ev.prevent_default() on:drop=on_drop>
            <p class="hint">{tr!("traffic-hint")}</p>
            <div class="traffic-inputs">
                <label>
                    {tr!("traffic-logs")}
                    <input
                        type="file"
                        multiple
                        data-testid="traffic-input"
                        on:change=move |ev| run(state, shown, files_of(&ev))
                    />
                </label>
                <label>
                    {tr!("traffic-ranges")}
                    <input
                        type="file"
                        multiple
                        accept=".json,application/json"
                        data-testid="traffic-ranges"
                        on:change=move |ev| keep_lists(state, shown, files_of(&ev))
                    />
                </label>
            </div>
            {move || match shown.get() {
                Shown::Nothing | Shown::Done => None,
                Shown::Running(id, read, total) => {
                    Some(
                        view! {
                            <div class="traffic-running">
                                <progress
                                    data-testid="traffic-progress"
                                    max="1000"
                                    value=(read.min(total) * 1000 / total.max(1)) as u32
                                ></progress>
                                <button type="button" on:click=move |_| checking::traffic_stop(state, id)>
                                    {tr!("traffic-stop")}
                                </button>
                            </div>
                        }
                            .into_any(),
                    )
                }
            }}
            <div id=HOST on:click=move |ev: web_sys::MouseEvent| reveal(state, &ev)></div>
        </div>
    }
}

/// A click in the report: a path's button shows its deciding line
/// (`data-line`) in the editor.
fn reveal(state: AppState, ev: &web_sys::MouseEvent) {
    let line = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|t| t.closest("button[data-line]").ok().flatten())
        .and_then(|b| b.get_attribute("data-line"))
        .and_then(|l| l.parse().ok());
    if let Some(line) = line {
        state.reveal_line(line);
    }
}
