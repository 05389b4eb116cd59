//! `robots site` end to end from a local server: sitemap URLs read, checked
//! and reported per second, for XML, gzip-compressed XML and plain-text
//! sitemaps (`cargo bench -p robots-cli --bench site`). A measurement, not
//! a test: it prints a table for docs/performance.md.

#[path = "../tests/common/mod.rs"]
mod common;

use std::io::Write;
use std::time::Instant;

use common::{ok, Reply, Server};

/// Sitemaps per run, each at sitemaps.org's 50,000 URLs.
const SITEMAPS: usize = 10;
const PER_SITEMAP: usize = 50_000;

fn gzip(data: &[u8]) -> Vec<u8> {
    let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    e.write_all(data).unwrap();
    e.finish().unwrap()
}

/// A realistic robots.txt: 40 rules, one in ten URLs blocked.
fn robots(base: &str, sitemaps: &[String]) -> String {
    let mut s = String::from("User-agent: *\nDisallow: /search\nDisallow: /cart/\n");
    for i in 0..38 {
        s.push_str(&format!("Disallow: /private-{i}/*.pdf$\n"));
    }
    s.push_str("Allow: /private-1/public\n");
    for m in sitemaps {
        s.push_str(&format!("Sitemap: {base}{m}\n"));
    }
    s
}

fn urls(base: &str, sitemap: usize) -> impl Iterator<Item = String> + '_ {
    (0..PER_SITEMAP).map(move |i| {
        if i % 10 == 0 {
            format!("{base}/search?q={sitemap}-{i}")
        } else {
            format!("{base}/products/{sitemap}/item-{i}?colour=blue&amp;size=m")
        }
    })
}

fn run(kind: &str) -> (usize, f64) {
    let server = Server::start_with(|base| {
        let names: Vec<String> = (0..SITEMAPS).map(|i| format!("/sitemap-{i}")).collect();
        let mut routes = vec![("/robots.txt".to_string(), ok(robots(base, &names)))];
        for (i, name) in names.iter().enumerate() {
            let body: Vec<u8> = match kind {
                "text" => urls(base, i)
                    .map(|u| u.replace("&amp;", "&") + "\n")
                    .collect::<String>()
                    .into_bytes(),
                _ => {
                    let mut x = String::from(
                        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
                         <urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
                    );
                    for u in urls(base, i) {
                        x.push_str(&format!(
                            "  <url><loc>{u}</loc><lastmod>2026-01-01</lastmod></url>\n"
                        ));
                    }
                    x.push_str("</urlset>\n");
                    if kind == "gzip" {
                        gzip(x.as_bytes())
                    } else {
                        x.into_bytes()
                    }
                }
            };
            routes.push((name.clone(), Reply::Status(200, Vec::new(), body)));
        }
        routes
    });
    let start = Instant::now();
    let run = common::run(&["site", &server.url("/"), "--json"], "");
    let secs = start.elapsed().as_secs_f64();
    assert_eq!(run.code, 1, "{}", run.stderr);
    let v: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    let checked = v["agents"][0]["checked"].as_u64().unwrap() as usize;
    assert_eq!(checked, SITEMAPS * PER_SITEMAP);
    assert_eq!(
        v["agents"][0]["blocked"].as_u64().unwrap() as usize,
        checked / 10
    );
    (checked, secs)
}

fn main() {
    println!("| sitemaps | URLs | time | URLs per second |");
    println!("|---|---:|---:|---:|");
    for kind in ["xml", "gzip", "text"] {
        // Best of three.
        let (n, secs) = (0..3)
            .map(|_| run(kind))
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .unwrap();
        println!(
            "| {SITEMAPS} × 50,000, {kind} | {n} | {secs:.2} s | {:.0} |",
            n as f64 / secs
        );
    }
}
