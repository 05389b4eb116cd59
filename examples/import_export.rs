//! How long the checking worker's import and export take, natively
//! (release): 10,000 URLs × 10 crawlers exported as CSV and JSON, and a
//! 100,000-row crawl export and a 100,000-URL sitemap read back. Not a
//! test: it prints the best of seven runs.
//!
//!   cargo run --release --example import_export

use robots_tester::model::export::{write_rows, Kind, Source};
use robots_tester::model::import::read_list;
use robots_tester::model::{crawler_cols, url_rows, Parsed};
use std::time::Instant;

/// The best of seven runs of `f`, in ms, and its last result.
fn best<T>(mut f: impl FnMut() -> T) -> (f64, T) {
    let mut best = f64::MAX;
    let mut last = None;
    for _ in 0..7 {
        let t = Instant::now();
        last = Some(f());
        best = best.min(t.elapsed().as_secs_f64() * 1000.0);
    }
    (best, last.expect("seven runs"))
}

fn main() {
    let mut robots = String::new();
    for i in 0..100 {
        robots.push_str(&format!(
            "User-agent: bot{i}\nDisallow: /p{i}/\nAllow: /p{i}/ok\n"
        ));
    }
    robots.push_str("User-agent: *\nDisallow: /private\n");
    let parsed = Parsed::new(&robots);
    let urls: Vec<String> = (0..10_000)
        .map(|i| format!("https://e.com/p{}/item-{i}?q=\"x,y\"", i % 120))
        .collect();
    let rows = url_rows(&urls.join("\n"));
    let agents: Vec<String> = [
        "Googlebot",
        "Bingbot",
        "GPTBot",
        "bot1",
        "bot2",
        "bot3",
        "bot4",
        "bot5",
        "bot6",
        "bot7",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let cols = crawler_cols(&agents, &[]);
    let shown: Vec<u32> = (0..rows.len() as u32).collect();
    let source = Source {
        parsed: &parsed,
        rows: &rows,
        cols: &cols,
        status: None,
    };
    for kind in [Kind::Csv, Kind::Json] {
        let (ms, out) = best(|| {
            let mut out = String::new();
            write_rows(kind, source, &shown, true, &mut out);
            out
        });
        println!(
            "export {kind:?}, 100,000 records: {ms:.1} ms, {} bytes",
            out.len()
        );
    }
    let csv: String = std::iter::once("Address,Status\n".to_string())
        .chain((0..100_000).map(|i| format!("\"https://e.com/a{i}?x=1,2\",200\n")))
        .collect();
    let xml: String = std::iter::once(
        "<?xml version=\"1.0\"?><urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
            .to_string(),
    )
    .chain((0..100_000).map(|i| {
        format!(
            "<url><loc>https://e.com/a{i}?x=1&amp;y=2</loc><lastmod>2024-01-01</lastmod></url>\n"
        )
    }))
    .chain(std::iter::once("</urlset>".to_string()))
    .collect();
    for (name, text) in [("crawl.csv", &csv), ("sitemap.xml", &xml)] {
        let (ms, list) = best(|| read_list(name, text));
        println!(
            "import {name}, 100,000 rows: {ms:.1} ms, {} URLs",
            list.urls.len()
        );
    }
}
