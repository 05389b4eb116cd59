//! The "Sitemap URLs" summary above the grid: after a sitemap is opened
//! (XML, index, gzip or text), per crawler, how many of its URLs the file
//! blocks and by which lines, each line a link to it in the editor. The
//! sitemap is read by the checking worker (and inflated by the browser),
//! the verdicts are the whole grid's ([`crate::model::sitemap`]).
//!
//! Written as a part (`wire::part`) and built by `platform::part`, as the
//! worker's views are, with one click listener on its host: no reactive
//! view of its own, which keeps its code small in the page's wasm.

use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;

use crate::model::sitemap::summary;
use crate::platform::{self, part};
use crate::state::{use_state, AppState};
use crate::tr;
use crate::wire::part::{Part, PartWriter};

/// The element the summary is built into.
const HOST: &str = "sitemap-summary-host";

#[component]
pub fn SitemapSummary() -> impl IntoView {
    let state = use_state();
    platform::effect(move || {
        let bytes = written(state);
        part::fill(HOST, bytes.as_deref().and_then(Part::read).as_ref());
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

/// The summary as a part, `None` while there is none (no sitemap opened,
/// or the grid's verdicts are not all there yet).
fn written(state: AppState) -> Option<Vec<u8>> {
    if state.view.sitemap.with(String::is_empty) {
        return None;
    }
    let rows = state.url_rows.with(Vec::len);
    let crawlers = state.crawler_cols.get();
    let tallies = state.results.with(|r| {
        r.fits(rows, crawlers.len())
            .then(|| summary(r, crawlers.len()))
    })?;
    if tallies.is_empty() {
        return None;
    }
    let name = state.view.sitemap.get();
    let mut w = PartWriter::new(0, 0);
    w.open("section")
        .attr("class", "sitemap-summary")
        .attr("data-testid", "sitemap-summary")
        .attr("aria-labelledby", "sitemap-summary-h");
    w.open("h2")
        .attr("id", "sitemap-summary-h")
        .text(&tr!("sitemap-heading"))
        .close();
    w.open("p").text(&tr!("sitemap-from", name = &name)).close();
    w.open("ul");
    for t in tallies {
        let Some(agent) = crawlers.get(t.col).map(|c| c.input.as_str()) else {
            continue;
        };
        w.open("li").open("span");
        w.text(&tr!(
            "sitemap-crawler",
            agent = agent,
            blocked = t.blocked,
            checked = t.checked
        ));
        w.close().open("ul");
        for &(line, count) in &t.lines {
            let rule = state.parsed.with(|p| {
                p.robots
                    .rules()
                    .iter()
                    .find(|r| r.line == line)
                    .map(|r| format!("{}: {}", r.kind.as_str(), r.written))
                    .unwrap_or_default()
            });
            w.open("li")
                .open("button")
                .attr("type", "button")
                .attr("class", "link")
                .attr("data-testid", "sitemap-line")
                .attr("data-line", &line.to_string())
                .attr("data-agent", agent)
                .attr("data-count", &count.to_string())
                .text(&tr!(
                    "sitemap-line",
                    line = line,
                    rule = &rule,
                    count = count
                ))
                .close()
                .close();
        }
        w.close().close();
    }
    w.close().close();
    Some(w.into_bytes())
}
