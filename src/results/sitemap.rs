//! The "Sitemap URLs" summary above the grid: after a sitemap is opened
//! (XML, index, gzip or text), per crawler, how many of the site's URLs the
//! file blocks and by which lines, each line a link to it in the editor,
//! and the URLs on another host counted apart. The sitemap is read by the
//! checking worker (and inflated by the browser); the summary is checked,
//! counted, worded and laid out there too (`worker::render::sitemap`), once
//! changes pause: nothing of it runs on the page's thread.
//!
//! Built by `platform::part`, as the worker's views are, with one click
//! listener on its host: no reactive view of its own, which keeps its code
//! small in the page's wasm.

use std::cell::Cell;
use std::rc::Rc;

use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;

use crate::platform::{self, part};
use crate::state::{checking, use_state};

/// The element the summary is built into.
const HOST: &str = "sitemap-summary-host";

/// How long changes must pause before the summary is asked for, in ms.
const QUIET_MS: u32 = 150;

#[component]
pub fn SitemapSummary() -> impl IntoView {
    let state = use_state();
    // The latest request: an older answer is dropped.
    let generation = Rc::new(Cell::new(0u32));
    platform::effect(move || {
        let name = state.view.sitemap.get();
        state.parsed.track();
        state.url_rows.track();
        state.crawler_cols.track();
        state.fetch.track();
        state.doc.options.track();
        let gen = generation.get().wrapping_add(1);
        generation.set(gen);
        if name.is_empty() {
            part::fill(HOST, None);
            return;
        }
        let generation = generation.clone();
        platform::spawn(async move {
            platform::time::sleep(QUIET_MS).await;
            if generation.get() != gen {
                return;
            }
            let done = move |summary: Option<_>| {
                if generation.get() == gen {
                    part::fill(HOST, summary.as_ref());
                }
            };
            checking::sitemap(state, &name, done);
        });
    });
    let on_click = move |ev: leptos::ev::MouseEvent| {
        let line = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|t| t.closest("button[data-line]").ok().flatten())
            .and_then(|b| b.get_attribute("data-line"))
            .and_then(|l| l.parse().ok());
        if let Some(line) = line {
            state.reveal_line(line);
        }
    };
    view! { <div id=HOST on:click=on_click></div> }
}
