//! The "Sitemap URLs" summary above the grid: after a sitemap is opened
//! (XML, index, gzip or text), per crawler, how many of its URLs the file
//! blocks and by which lines, each line a link to it in the editor. The
//! sitemap is read by the checking worker (and inflated by the browser),
//! the verdicts are the whole grid's ([`crate::model::sitemap`]).

use leptos::prelude::*;

use crate::model::sitemap::summary;
use crate::platform::dynamic;
use crate::state::use_state;
use crate::tr;

#[component]
pub fn SitemapSummary() -> impl IntoView {
    let state = use_state();
    let tallies = Memo::new(move |_| {
        if state.view.sitemap.with(String::is_empty) {
            return Vec::new();
        }
        let rows = state.url_rows.with(Vec::len);
        let cols = state.crawler_cols.with(Vec::len);
        state.results.with(|r| {
            if r.fits(rows, cols) {
                summary(r, cols)
            } else {
                Vec::new()
            }
        })
    });
    dynamic(move || {
        let tallies = tallies.get();
        if tallies.is_empty() {
            return None;
        }
        let name = state.view.sitemap.get();
        let crawlers = state.crawler_cols.get();
        let items = tallies
            .into_iter()
            .filter_map(|t| {
                let agent = crawlers.get(t.col)?.input.clone();
                let lines = t
                    .lines
                    .iter()
                    .map(|&(line, count)| {
                        let rule = state.parsed.with(|p| {
                            p.robots
                                .rules()
                                .iter()
                                .find(|r| r.line == line)
                                .map(|r| format!("{}: {}", r.kind.as_str(), r.written))
                                .unwrap_or_default()
                        });
                        let agent = agent.clone();
                        view! {
                            <li>
                                <button
                                    type="button"
                                    class="link"
                                    data-testid="sitemap-line"
                                    data-line=line
                                    data-agent=agent
                                    data-count=count
                                    on:click=move |_| state.reveal_line(line)
                                >
                                    {tr!("sitemap-line", line = line, rule = &rule, count = count)}
                                </button>
                            </li>
                        }
                    })
                    .collect_view();
                let tally = tr!(
                    "sitemap-crawler",
                    agent = &agent,
                    blocked = t.blocked,
                    checked = t.checked
                );
                Some(view! {
                    <li>
                        <span>{tally}</span>
                        <ul>{lines}</ul>
                    </li>
                })
            })
            .collect_view();
        Some(view! {
            <section class="sitemap-summary" data-testid="sitemap-summary" aria-labelledby="sitemap-summary-h">
                <h2 id="sitemap-summary-h">{tr!("sitemap-heading")}</h2>
                <p>{tr!("sitemap-from", name = &name)}</p>
                <ul>{items}</ul>
            </section>
        })
    })
}
