//! The "Sitemap URLs" summary above the grid, laid out as a part
//! (`crate::wire::part`) from its counts ([`Summary`]): per crawler, how
//! many of the site's sitemap URLs the file blocks and by which lines, each
//! line a button (`sitemap-line`, with `data-line`, `data-agent` and
//! `data-count`) that the page's click listener shows in the editor
//! (`crate::results::sitemap`); then the site they were counted on and the
//! URLs on another host, listed apart (`sitemap-other-host`).

use std::collections::HashMap;

use crate::i18n::tr;
use crate::model::inputs::{CrawlerCol, UrlRow};
use crate::model::parsed::Parsed;
use crate::model::sitemap::Summary;
use crate::wire::part::{Part, PartWriter};

/// At most this many URLs on another host are listed (all are counted).
const OTHER_HOST_LISTED: usize = 20;

/// At most this many deciding lines are listed a crawler, most blocking
/// first (the rest are counted): a file of a rule a URL would otherwise
/// give the page a button a URL to build.
const LINES_LISTED: usize = 50;

/// The summary's part, worded in the worker's language; `None` when no
/// crawler is there to tally.
pub fn sitemap_part(
    s: &Summary,
    name: &str,
    cols: &[CrawlerCol],
    parsed: &Parsed,
    rows: &[UrlRow],
) -> Option<Part> {
    crate::i18n::with_worker_messages();
    if s.crawlers.is_empty() {
        return None;
    }
    // Each rule's text by its line, once.
    let rules: HashMap<u32, String> = parsed
        .robots
        .rules()
        .iter()
        .map(|r| (r.line, format!("{}: {}", r.kind.as_str(), r.written)))
        .collect();
    let mut w = PartWriter::new(0, 0);
    w.open("section")
        .attr("class", "sitemap-summary")
        .attr("data-testid", "sitemap-summary")
        .attr("aria-labelledby", "sitemap-summary-h");
    w.open("h2")
        .attr("id", "sitemap-summary-h")
        .text(&tr!("sitemap-heading"))
        .close();
    w.open("p").text(&tr!("sitemap-from", name = name)).close();
    if let Some((origin, from)) = &s.origin {
        w.open("p")
            .attr("data-testid", "sitemap-origin")
            .text(&tr!(
                "sitemap-origin",
                origin = &origin.to_string(),
                from = from.key()
            ))
            .close();
    }
    w.open("ul");
    for t in &s.crawlers {
        let Some(agent) = cols.get(t.col).map(|c| c.input.as_str()) else {
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
        for &(line, count) in t.lines.iter().take(LINES_LISTED) {
            let rule = rules.get(&line).map_or("", String::as_str);
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
                    rule = rule,
                    count = count
                ))
                .close()
                .close();
        }
        if let Some(rest) = t.lines.get(LINES_LISTED..).filter(|r| !r.is_empty()) {
            let urls: usize = rest.iter().map(|l| l.1).sum();
            w.open("li")
                .text(&tr!("sitemap-lines-more", lines = rest.len(), count = urls))
                .close();
        }
        w.close().close();
    }
    w.close();
    if !s.other_host.is_empty() {
        let count = s.other_host.len();
        let origin = s.origin.as_ref().map(|(o, _)| o.to_string());
        w.open("details")
            .attr("data-testid", "sitemap-other-host")
            .attr("data-count", &count.to_string());
        w.open("summary")
            .text(&tr!(
                "sitemap-other-host",
                count = count,
                origin = origin.as_deref().unwrap_or_default()
            ))
            .close();
        w.open("ul");
        for &row in s.other_host.iter().take(OTHER_HOST_LISTED) {
            if let Some(url) = rows.get(row) {
                w.open("li").text(&url.input).close();
            }
        }
        if count > OTHER_HOST_LISTED {
            w.open("li")
                .text(&tr!(
                    "sitemap-other-host-more",
                    count = count - OTHER_HOST_LISTED
                ))
                .close();
        }
        w.close().close();
    }
    w.close();
    Some(w.finish())
}
