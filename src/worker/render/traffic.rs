//! The Traffic view's report, laid out as a part (`crate::wire::part`)
//! from the audit's counts ([`TrafficReport`]): the view's hint, the
//! address lists' dates,
//! the summary, the chart of crawler requests per day by purpose (SVG),
//! and a row per crawler (`traffic-row`, with `data-token`,
//! `data-requests`, `data-disallowed`, `data-verified`, `data-forged`, and
//! what the edge answered: `data-refused`, `data-payment`, `data-served`)
//! whose name opens its most disallowed paths; each path is a button with
//! its deciding line in `data-line`, which the page's one click listener
//! shows in the editor (`crate::results::traffic`).

use crate::i18n::tr;
use crate::wire::part::{Part, PartWriter};
use crate::worker::traffic::{SignedRow, TrafficReport, TrafficRow};
use robots_audit::tally::Stats;

/// The report's part, worded in the worker's language (set from the
/// page's request).
pub fn traffic_part(r: &TrafficReport) -> Part {
    crate::i18n::with_worker_messages();
    let mut w = PartWriter::new(0, 0);
    let compare = r.rows.iter().any(|row| row.before.is_some());
    w.open("p")
        .attr("class", "hint")
        .text(&tr!("traffic-hint"))
        .close();
    let note = if let Some(name) = &r.failed {
        Some(tr!("file-unreadable", name = name.as_str()))
    } else if r.stopped {
        Some(tr!("traffic-stopped"))
    } else {
        None
    };
    if let Some(n) = note {
        w.open("p").attr("class", "hint").text(&n).close();
    }
    w.open("ul").attr("class", "traffic-lists");
    for (name, date, stale) in &r.lists {
        let line = if *stale {
            tr!(
                "traffic-list-stale",
                name = name.as_str(),
                date = date.as_str()
            )
        } else {
            tr!("traffic-list", name = name.as_str(), date = date.as_str())
        };
        w.open("li").text(&line).close();
    }
    if r.lists.is_empty() {
        w.open("li").text(&tr!("traffic-lists-none")).close();
    }
    for (origin, keys) in &r.directories {
        let line = tr!(
            "traffic-directory",
            origin = origin.as_str(),
            count = *keys as usize
        );
        w.open("li").text(&line).close();
    }
    w.close();
    if r.lines > 0 {
        let summary = tr!(
            "traffic-summary",
            lines = r.lines as usize,
            requests = r.requests as usize,
            crawlers = r.crawler_requests as usize,
            skipped = r.skipped as usize
        );
        w.open("p").text(&summary).close();
        if r.rows.is_empty() {
            w.open("p").text(&tr!("traffic-none")).close();
        }
    }
    chart(&mut w, &r.days, &r.purposes);
    if !r.rows.is_empty() {
        table(&mut w, r, compare);
    }
    if !r.signed.is_empty() {
        signed_table(&mut w, &r.signed);
    }
    w.finish()
}

/// The signature agents (Web Bot Auth): a row per origin claimed
/// (`traffic-signed-row`, with `data-agent`, `data-requests`,
/// `data-verified`, `data-invalid`, `data-unknown-key`, `data-unsigned`
/// and `data-disallowed`), and what a signature proves.
fn signed_table(w: &mut PartWriter, rows: &[SignedRow]) {
    w.open("div").attr("class", "traffic-scroll");
    w.open("table")
        .attr("class", "traffic-table traffic-signed");
    w.open("caption").text(&tr!("traffic-signed")).close();
    w.open("thead").open("tr");
    for c in [
        tr!("traffic-col-agent"),
        tr!("traffic-col-requests"),
        tr!("traffic-col-verified"),
        tr!("traffic-col-invalid"),
        tr!("traffic-col-unknown-key"),
        tr!("traffic-col-unsigned"),
        tr!("traffic-col-disallowed"),
    ] {
        w.open("th").attr("scope", "col").text(&c).close();
    }
    w.close().close().open("tbody");
    for row in rows {
        w.open("tr")
            .attr("data-testid", "traffic-signed-row")
            .attr("data-agent", &row.agent);
        for (attr, n) in [
            "data-requests",
            "data-verified",
            "data-invalid",
            "data-unknown-key",
            "data-unsigned",
            "data-disallowed",
        ]
        .iter()
        .zip(row.counts)
        {
            w.attr(attr, &n.to_string());
        }
        w.open("th").attr("scope", "row").text(&row.agent).close();
        for n in row.counts {
            w.open("td")
                .attr("class", "num")
                .text(&n.to_string())
                .close();
        }
        w.close();
    }
    w.close().close();
    w.open("p")
        .attr("class", "hint")
        .text(&tr!("traffic-signed-hint"))
        .close();
    w.close();
}

/// A count of a crawler's [`Stats`], read by its field.
type Count = fn(&Stats) -> u64;

/// The counts shown as columns (`robots audit --json`'s, but
/// `disallowed_verified`), each read by its field, with their headers.
fn columns() -> [(Count, String); 11] {
    [
        (|s| s.requests, tr!("traffic-col-requests")),
        (|s| s.robots_fetches, tr!("traffic-col-robots")),
        (|s| s.allowed, tr!("traffic-col-allowed")),
        (|s| s.disallowed, tr!("traffic-col-disallowed")),
        (|s| s.grace, tr!("traffic-col-grace")),
        (|s| s.verified, tr!("traffic-col-verified")),
        (|s| s.forged, tr!("traffic-col-forged")),
        (|s| s.unverified, tr!("traffic-col-unverified")),
        (|s| s.refused, tr!("traffic-col-refused")),
        (|s| s.payment_required, tr!("traffic-col-payment")),
        (|s| s.disallowed_served, tr!("traffic-col-served")),
    ]
}

fn table(w: &mut PartWriter, r: &TrafficReport, compare: bool) {
    w.open("div").attr("class", "traffic-scroll");
    w.open("table").attr("class", "traffic-table");
    w.open("thead").open("tr");
    let mut cols = vec![tr!("traffic-col-purpose"), tr!("traffic-col-crawler")];
    cols.extend(columns().map(|(_, header)| header));
    if compare {
        cols.push(tr!("traffic-col-before"));
    }
    for c in cols {
        w.open("th").attr("scope", "col").text(&c).close();
    }
    w.open("th").close();
    w.close().close().open("tbody");
    let mut group = "";
    for row in &r.rows {
        let purpose = row.purpose.as_str();
        let first = std::mem::replace(&mut group, purpose) != purpose;
        crawler_row(w, row, first.then_some(purpose), compare);
    }
    w.close().close().close();
}

/// A crawler's row; its name opens its most disallowed paths, each a
/// button carrying its deciding line.
fn crawler_row(w: &mut PartWriter, row: &TrafficRow, purpose: Option<&str>, compare: bool) {
    let c = &row.counts;
    w.open("tr")
        .attr("data-testid", "traffic-row")
        .attr("data-token", &row.token)
        .attr("data-signed", &c.signed.to_string());
    for (attr, n) in [
        ("data-requests", c.requests),
        ("data-disallowed", c.disallowed),
        ("data-verified", c.verified),
        ("data-forged", c.forged),
        ("data-refused", c.refused),
        ("data-payment", c.payment_required),
        ("data-served", c.disallowed_served),
    ] {
        w.attr(attr, &n.to_string());
    }
    w.open("th").attr("scope", "row");
    if let Some(p) = purpose {
        w.text(p);
    }
    w.close();
    w.open("td");
    if row.top.is_empty() {
        w.open("span").text(&row.token).close();
    } else {
        w.open("details").attr("class", "traffic-top");
        w.open("summary").text(&row.token).close();
        w.open("p")
            .attr("class", "hint")
            .text(&tr!("traffic-top"))
            .close();
        w.open("ul");
        for (path, count, line) in &row.top {
            w.open("li")
                .open("button")
                .attr("type", "button")
                .attr("class", "link")
                .attr("data-line", &line.to_string())
                .text(&format!("{count} × {path} ({line})"))
                .close()
                .close();
        }
        w.close().close();
    }
    w.close();
    for (count, _) in columns() {
        w.open("td")
            .attr("class", "num")
            .text(&count(c).to_string())
            .close();
    }
    if compare {
        w.open("td").attr("class", "num");
        if let Some(b) = &row.before {
            w.text(&b.disallowed.to_string());
        }
        w.close();
    }
    w.open("td");
    verified_bar(w, c.verified, c.forged, c.unverified);
    w.close().close();
}

/// Verified / forged / unverified as one stacked bar.
fn verified_bar(w: &mut PartWriter, verified: u64, forged: u64, unverified: u64) {
    let total = (verified + forged + unverified).max(1);
    let v = verified * 1000 / total;
    let f = forged * 1000 / total;
    w.open("svg")
        .attr("class", "traffic-bar")
        .attr("viewBox", "0 0 1000 8")
        .attr("preserveAspectRatio", "none")
        .attr("aria-hidden", "true");
    for (class, x, width) in [
        ("verified", 0, v),
        ("forged", v, f),
        ("unverified", v + f, 1000 - v - f),
    ] {
        rect(w, class, x, 0, width, 8);
    }
    w.close();
}

fn rect(w: &mut PartWriter, class: &str, x: u64, y: u64, width: u64, height: u64) {
    w.open("rect")
        .attr("class", class)
        .attr("x", &x.to_string())
        .attr("y", &y.to_string())
        .attr("width", &width.to_string())
        .attr("height", &height.to_string())
        .close();
}

/// The days a chart shows: the 366-day span (by date) holding the most
/// requests, so that a few lines dated far in the future or the past cannot
/// push the log's real days out. Linear: one sliding window over the days,
/// sorted by date.
fn shown(days: &[(i64, Vec<u64>)]) -> &[(i64, Vec<u64>)] {
    const SPAN: i64 = 366;
    let total = |d: &(i64, Vec<u64>)| d.1.iter().sum::<u64>();
    let (mut best, mut best_sum) = ((0, 0), 0u64);
    let (mut from, mut sum) = (0, 0u64);
    for to in 0..days.len() {
        sum += total(&days[to]);
        while days[to].0.saturating_sub(days[from].0) >= SPAN {
            sum -= total(&days[from]);
            from += 1;
        }
        if sum > best_sum {
            (best, best_sum) = ((from, to + 1), sum);
        }
    }
    &days[best.0..best.1]
}

/// Requests per day, stacked by purpose (one bar a day, the busiest span
/// of 366 days shown; heights in thousandths of the busiest day).
fn chart(w: &mut PartWriter, days: &[(i64, Vec<u64>)], purposes: &[String]) {
    let days = shown(days);
    let Some(max) = days
        .iter()
        .map(|(_, c)| c.iter().sum::<u64>())
        .max()
        .filter(|m| *m > 0)
    else {
        return;
    };
    let width = days.len().max(1) * 10;
    w.open("figure").attr("class", "traffic-chart");
    w.open("figcaption").text(&tr!("traffic-chart")).close();
    w.open("svg")
        .attr("viewBox", &format!("0 0 {width} 1000"))
        .attr("preserveAspectRatio", "none")
        .attr("role", "img");
    for (i, (_, counts)) in days.iter().enumerate() {
        let mut y = 1000u64;
        for (p, n) in counts.iter().enumerate().filter(|(_, n)| **n > 0) {
            let h = n * 1000 / max;
            y -= h.min(y);
            rect(w, &format!("p{p}"), i as u64 * 10, y, 8, h);
        }
    }
    w.close();
    w.open("ul").attr("class", "traffic-legend");
    for (p, purpose) in purposes.iter().enumerate() {
        w.open("li")
            .attr("class", &format!("p{p}"))
            .text(purpose)
            .close();
    }
    w.close().close();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wire::part::Op;

    fn report() -> TrafficReport {
        TrafficReport {
            lines: 4,
            requests: 4,
            crawler_requests: 3,
            rows: vec![TrafficRow {
                token: "Googlebot".into(),
                purpose: "search".into(),
                counts: Stats {
                    requests: 3,
                    allowed: 1,
                    disallowed: 2,
                    verified: 1,
                    forged: 1,
                    unverified: 1,
                    refused: 1,
                    disallowed_served: 2,
                    signed: 1,
                    ..Default::default()
                },
                before: None,
                top: vec![("/<b>x</b>".into(), 2, 2)],
            }],
            signed: vec![SignedRow {
                agent: "https://chatgpt.com".into(),
                counts: [5, 2, 1, 1, 1, 3],
            }],
            directories: vec![("https://chatgpt.com".into(), 2)],
            days: vec![(1, vec![2, 1]), (2, vec![0, 0])],
            purposes: vec!["search".into(), "ai-training".into()],
            lists: vec![("google.json".into(), "2026-11-01".into(), false)],
            ..Default::default()
        }
    }

    #[test]
    fn stray_dates_do_not_push_the_real_days_out_of_the_chart() {
        // Two real weeks of traffic, and single lines dated 1970, -1e300
        // seconds (saturated) and years ahead.
        let mut days: Vec<(i64, Vec<u64>)> = vec![(i64::MIN / 86_400, vec![1]), (0, vec![1])];
        days.extend((20_400..20_414).map(|d| (d, vec![50])));
        days.extend((30_000..30_400).map(|d| (d, vec![1])));
        days.push((i64::MAX / 86_400, vec![1]));
        let kept = shown(&days);
        assert!(kept.iter().any(|(d, _)| *d == 20_400), "{:?}", &kept[..3]);
        assert!(kept.iter().any(|(d, _)| *d == 20_413));
        assert!(kept.iter().all(|(d, _)| (20_400..20_400 + 366).contains(d)));
    }

    #[test]
    fn the_report_part_reads_back_with_its_hooks_and_paths_as_text() {
        let part = traffic_part(&report());
        assert!(part.well_formed());
        let attrs: Vec<_> = part
            .ops()
            .into_iter()
            .filter_map(|op| match op {
                Op::Attr(n, v) => Some((n, v)),
                _ => None,
            })
            .collect();
        for hook in [
            ("data-testid", "traffic-row"),
            ("data-token", "Googlebot"),
            ("data-requests", "3"),
            ("data-disallowed", "2"),
            ("data-verified", "1"),
            ("data-forged", "1"),
            ("data-refused", "1"),
            ("data-payment", "0"),
            ("data-served", "2"),
            ("data-line", "2"),
            ("data-signed", "1"),
            ("data-testid", "traffic-signed-row"),
            ("data-agent", "https://chatgpt.com"),
            ("data-verified", "2"),
            ("data-invalid", "1"),
            ("data-unknown-key", "1"),
            ("data-disallowed", "3"),
        ] {
            assert!(attrs.contains(&hook), "{hook:?}");
        }
        assert!(part.ops().contains(&Op::Text("2 × /<b>x</b> (2)")));
        // One chart bar per non-zero count, beside the three of the row's
        // verified bar.
        let rects = part
            .ops()
            .iter()
            .filter(|o| **o == Op::Open("rect"))
            .count();
        assert_eq!(rects, 2 + 3);
    }
}
