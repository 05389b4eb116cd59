//! The "Traffic" view: access logs a person opens or drops, read against
//! the file in the editor (and the "before" file in compare mode) and the
//! crawlers' published address lists: per crawler, its requests, how many
//! the file allowed and disallowed, and how many came from its owner's
//! addresses. The same counts as `robots audit` (the checking worker runs
//! `robots_audit`, which the CLI shares, and streams the logs: the page
//! never holds one); this view only asks and shows the
//! [`TrafficReport`]. Nothing is made before the view is first opened;
//! opening it loads the address lists deployed with the page (the person
//! asked for the view), and the lists the person opened are kept in local
//! storage for the next visit.

use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;

use crate::model::protocol::{TrafficReport, TrafficRow};
use crate::platform::{self, storage};
use crate::state::{checking, use_state, AppState};
use crate::tr;

/// What the view shows.
#[derive(Clone, Default, PartialEq)]
enum Shown {
    #[default]
    Nothing,
    /// An audit under way: its id, bytes read, total.
    Running(u32, u64, u64),
    Report(std::sync::Arc<TrafficReport>),
    Unavailable,
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
            let report = bytes.as_deref().and_then(TrafficReport::decode);
            shown.try_set(match report {
                Some(r) => Shown::Report(std::sync::Arc::new(r)),
                None => Shown::Unavailable,
            });
        }),
    );
    if shown.try_get_untracked() != Some(Shown::Unavailable) {
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
                Shown::Nothing => None,
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
                Shown::Unavailable => {
                    Some(view! { <p class="hint">{tr!("traffic-unavailable")}</p> }.into_any())
                }
                Shown::Report(r) => Some(report(state, &r)),
            }}
        </div>
    }
}

/// The counts' columns' headers, as `TrafficRow::counts` holds them (not
/// `disallowed_verified`).
fn headers() -> [String; 8] {
    [
        tr!("traffic-col-requests"),
        tr!("traffic-col-robots"),
        tr!("traffic-col-allowed"),
        tr!("traffic-col-disallowed"),
        tr!("traffic-col-grace"),
        tr!("traffic-col-verified"),
        tr!("traffic-col-forged"),
        tr!("traffic-col-unverified"),
    ]
}

fn report(state: AppState, r: &TrafficReport) -> AnyView {
    let compare = r.rows.iter().any(|row| row.before.is_some());
    let note = if let Some(name) = &r.failed {
        Some(tr!("file-unreadable", name = name))
    } else if r.stopped {
        Some(tr!("traffic-stopped"))
    } else {
        None
    };
    let lists: Vec<String> = r
        .lists
        .iter()
        .map(|(name, date, stale)| {
            if *stale {
                tr!("traffic-list-stale", name = name, date = date)
            } else {
                tr!("traffic-list", name = name, date = date)
            }
        })
        .collect();
    let none_listed = lists.is_empty().then(|| tr!("traffic-lists-none"));
    let mut rows = Vec::new();
    let mut group = "";
    for row in &r.rows {
        let purpose = row.purpose.as_str();
        let first = std::mem::replace(&mut group, purpose) != purpose;
        rows.push(crawler_row(
            state,
            row,
            first.then(|| purpose.to_string()),
            compare,
        ));
    }
    let empty = (r.lines > 0 && r.rows.is_empty()).then(|| tr!("traffic-none"));
    view! {
        {note.map(|n| view! { <p class="hint">{n}</p> })}
        <ul class="traffic-lists">
            {lists.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}
            {none_listed.map(|n| view! { <li>{n}</li> })}
        </ul>
        {(r.lines > 0)
            .then(|| {
                view! {
                    <p>
                        {tr!(
                            "traffic-summary", lines = r.lines as usize, requests = r.requests as usize,
                            crawlers = r.crawler_requests as usize, skipped = r.skipped as usize
                        )}
                    </p>
                }
            })}
        {empty.map(|e| view! { <p>{e}</p> })}
        {chart(&r.days, &r.purposes)}
        {(!r.rows.is_empty())
            .then(|| {
                view! {
                    <div class="traffic-scroll">
                        <table class="traffic-table">
                            <thead>
                                <tr>
                                    <th scope="col">{tr!("traffic-col-purpose")}</th>
                                    <th scope="col">{tr!("traffic-col-crawler")}</th>
                                    {headers()
                                        .into_iter()
                                        .map(|h| view! { <th scope="col">{h}</th> })
                                        .collect_view()}
                                    {compare.then(|| view! { <th scope="col">{tr!("traffic-col-before")}</th> })}
                                    <th></th>
                                </tr>
                            </thead>
                            <tbody>{rows}</tbody>
                        </table>
                    </div>
                }
            })}
    }
    .into_any()
}

/// A crawler's row; its name opens its most disallowed paths, each
/// revealing its deciding line in the editor.
fn crawler_row(
    state: AppState,
    row: &TrafficRow,
    purpose: Option<String>,
    compare: bool,
) -> AnyView {
    let c = row.counts;
    let name = if row.top.is_empty() {
        view! { <span>{row.token.clone()}</span> }.into_any()
    } else {
        let paths = row
            .top
            .iter()
            .map(|(path, count, line)| {
                let line = *line;
                view! {
                    <li>
                        <button type="button" class="link" on:click=move |_| state.reveal_line(line)>
                            {format!("{count} × {path} ({line})")}
                        </button>
                    </li>
                }
            })
            .collect_view();
        view! {
            <details class="traffic-top">
                <summary>{row.token.clone()}</summary>
                <p class="hint">{tr!("traffic-top")}</p>
                <ul>{paths}</ul>
            </details>
        }
        .into_any()
    };
    view! {
        <tr
            data-testid="traffic-row"
            data-token=row.token.clone()
            data-requests=c[0]
            data-disallowed=c[3]
            data-verified=c[5]
            data-forged=c[6]
        >
            <th scope="row">{purpose}</th>
            <td>{name}</td>
            {c[..8].iter().map(|n| view! { <td class="num">{*n}</td> }).collect_view()}
            {compare.then(|| view! { <td class="num">{row.before.map(|b| b[1])}</td> })}
            <td>{verified_bar(c[5], c[6], c[7])}</td>
        </tr>
    }
    .into_any()
}

/// Verified / forged / unverified as one stacked bar (integers only: no
/// float formatting in the page's wasm).
fn verified_bar(verified: u64, forged: u64, unverified: u64) -> AnyView {
    let total = (verified + forged + unverified).max(1);
    let (v, f) = (
        (verified * 1000 / total) as u32,
        (forged * 1000 / total) as u32,
    );
    view! {
        <svg class="traffic-bar" viewBox="0 0 1000 8" preserveAspectRatio="none" aria-hidden="true">
            <rect class="verified" x="0" y="0" width=v height="8"></rect>
            <rect class="forged" x=v y="0" width=f height="8"></rect>
            <rect class="unverified" x=v + f y="0" width=1000 - v - f height="8"></rect>
        </svg>
    }
    .into_any()
}

/// Requests per day, stacked by purpose (one bar a day, at most the last
/// 366 days shown; heights in thousandths of the busiest day).
fn chart(days: &[(i64, Vec<u64>)], purposes: &[String]) -> Option<AnyView> {
    let days = &days[days.len().saturating_sub(366)..];
    let max = days
        .iter()
        .map(|(_, c)| c.iter().sum::<u64>())
        .max()
        .filter(|m| *m > 0)?;
    let width = days.len().max(1) as u32 * 10;
    let bars = days
        .iter()
        .enumerate()
        .flat_map(|(i, (_, counts))| {
            let mut y = 1000u32;
            counts
                .iter()
                .enumerate()
                .filter(|(_, n)| **n > 0)
                .map(|(p, n)| {
                    let h = (*n * 1000 / max) as u32;
                    y -= h.min(y);
                    view! { <rect class=format!("p{p}") x=i as u32 * 10 y=y width="8" height=h></rect> }
                })
                .collect::<Vec<_>>()
        })
        .collect_view();
    let legend = purposes
        .iter()
        .enumerate()
        .map(|(p, purpose)| view! { <li class=format!("p{p}")>{purpose.clone()}</li> })
        .collect_view();
    Some(
        view! {
            <figure class="traffic-chart">
                <figcaption>{tr!("traffic-chart")}</figcaption>
                <svg viewBox=format!("0 0 {width} 1000") preserveAspectRatio="none" role="img">
                    {bars}
                </svg>
                <ul class="traffic-legend">{legend}</ul>
            </figure>
        }
        .into_any(),
    )
}
