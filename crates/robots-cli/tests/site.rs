//! `robots site`: a site's sitemaps read from local servers (127.0.0.1,
//! started by each test) and their URLs checked with Google's reading.

mod common;

use std::io::Write;
use std::time::Instant;

use common::{code, find_by, ok, redirect, robots, status, stderr, stdout, strings, Reply, Server};
use robots_cli::sitemap::{self, Flow};
use serde_json::Value;

/// Line 2 blocks /search, line 3 /private, line 4 allows /private/ok
/// back (longer match); GPTBot is blocked everywhere by line 7.
const RULES: &str = "User-agent: *
Disallow: /search
Disallow: /private
Allow: /private/ok

User-agent: GPTBot
Disallow: /
";

fn gzip(data: &str) -> Vec<u8> {
    let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    e.write_all(data.as_bytes()).unwrap();
    e.finish().unwrap()
}

fn urlset(urls: &[String]) -> String {
    let mut s = String::from(
        r#"<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">"#,
    );
    for u in urls {
        s.push_str(&format!("<url><loc>{u}</loc></url>\n"));
    }
    s.push_str("</urlset>\n");
    s
}

/// The site: robots.txt behind a redirect, naming a sitemap index (with a
/// gzip sitemap without .gz in its name, a nested index, and a redirected
/// sitemap), a plain-text sitemap, a broken one, one on another host and
/// a missing one. The other host is another origin on this machine, which
/// only `--allow-private` lets the run read.
struct Site {
    a: Server,
    _b: Server,
}

impl Site {
    fn start() -> Site {
        let mut other = None;
        let a = Server::start_with(|base| {
            let b = Server::start_with(|_| {
                vec![(
                    "/other.xml".to_string(),
                    ok(urlset(&[
                        format!("{base}/private/b"),
                        "http://elsewhere.example/x".to_string(),
                    ])),
                )]
            });
            let b_base = b.url("");
            other = Some(b);
            let robots = format!(
                "{RULES}\nSitemap: {base}/sitemap_index.xml\nSitemap: {base}/plain.txt\n\
                 Sitemap: {base}/broken.xml\nSitemap: {b_base}/other.xml\n\
                 Sitemap: {base}/missing.xml\nSitemap: {base}/plain.txt\n"
            );
            let index = format!(
                "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\
                 <sitemap><loc>{base}/s1</loc></sitemap>\
                 <sitemap><loc>{base}/nested.xml</loc></sitemap>\
                 <sitemap><loc>{base}/moved.xml</loc></sitemap></sitemapindex>"
            );
            let s1 = urlset(&[
                format!("{base}/"),
                format!("{base}/search?q=1"),
                format!("{base}/search/x"),
                format!("{base}/private/a"),
                format!("{base}/private/ok/b"),
                "https://cdn.example/page".to_string(),
            ]);
            let nested = format!(
                "<sitemapindex><sitemap><loc>{base}/plain.txt</loc></sitemap></sitemapindex>"
            );
            let routes: Vec<(&str, Reply)> = vec![
                ("/robots.txt", redirect(301, "/real-robots.txt")),
                ("/real-robots.txt", ok(robots)),
                ("/sitemap_index.xml", ok(index)),
                ("/s1", ok(gzip(&s1))),
                ("/nested.xml", ok(nested)),
                ("/moved.xml", redirect(302, "/plain2.txt")),
                ("/plain2.txt", ok(format!("{base}/contact\n"))),
                (
                    "/plain.txt",
                    ok(format!("{base}/about\r\n\n{base}/search?q=2\n")),
                ),
                (
                    "/broken.xml",
                    ok(format!(
                        "<urlset><url><loc>{base}/private/z</loc></url><url><loc>x</lo></urlset>"
                    )),
                ),
                ("/missing.xml", status(404, "not found")),
            ];
            routes
                .into_iter()
                .map(|(p, r)| (p.to_string(), r))
                .collect()
        });
        Site {
            a,
            _b: other.unwrap(),
        }
    }

    fn url(&self, path: &str) -> String {
        self.a.url(path)
    }

    /// `robots site URL ARGS… --allow-private` (the other host is on this
    /// machine).
    fn run(&self, args: &[&str]) -> std::process::Output {
        let url = self.url("/");
        robots(
            &[&["site", &url], args, &["--allow-private"]].concat(),
            None,
        )
    }

    /// [`Site::run`] with `--json`, which exits 1 (some URLs are
    /// disallowed): its JSON.
    fn json(&self, args: &[&str]) -> Value {
        let o = self.run(&[args, &["--json"]].concat());
        assert_eq!(code(&o), 1, "{}", stderr(&o));
        json(&o)
    }
}

fn json(o: &std::process::Output) -> Value {
    serde_json::from_str(&stdout(o)).unwrap_or_else(|e| panic!("{e}: {}", stdout(o)))
}

/// The sitemap objects by URL path (the host stripped).
fn sitemap<'a>(v: &'a Value, path: &str) -> &'a Value {
    v["sitemaps"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["url"].as_str().unwrap().ends_with(path))
        .unwrap_or_else(|| panic!("no sitemap {path} in {v}"))
}

#[test]
fn a_site_is_read_as_google_reads_it() {
    let site = Site::start();
    let v = site.json(&[]);
    assert_eq!(v["robots"]["url"], site.url("/robots.txt"));
    assert_eq!(v["robots"]["status"], 200);
    assert_eq!(v["robots"]["effect"], "rules");
    // Each sitemap once (plain.txt is named twice), in the order read:
    // the robots.txt's, then the index's.
    let sitemaps = v["sitemaps"].as_array().unwrap();
    let paths: Vec<&str> = sitemaps
        .iter()
        .map(|s| s["url"].as_str().unwrap().rsplit('/').next().unwrap())
        .collect();
    assert_eq!(
        paths,
        [
            "sitemap_index.xml",
            "plain.txt",
            "broken.xml",
            "other.xml",
            "missing.xml",
            "s1",
            "nested.xml",
            "moved.xml"
        ]
    );
    let index = sitemap(&v, "/sitemap_index.xml");
    assert_eq!(
        (index["urls"].as_u64(), index["error"].is_null()),
        (Some(3), true)
    );
    assert_eq!(sitemap(&v, "/s1")["urls"], 6);
    assert_eq!(sitemap(&v, "/plain.txt")["urls"], 2);
    assert_eq!(sitemap(&v, "/moved.xml")["status"], 200);
    assert_eq!(sitemap(&v, "/moved.xml")["urls"], 1);
    let broken = sitemap(&v, "/broken.xml");
    assert_eq!(broken["urls"], 1);
    let why = broken["error"].as_str().unwrap();
    assert!(
        why.starts_with("not read to the end: it is not well-formed XML ("),
        "{why}"
    );
    let missing = sitemap(&v, "/missing.xml");
    assert_eq!(missing["status"], 404);
    assert_eq!(missing["error"], "not read: the server answered 404");
    assert_eq!(
        sitemap(&v, "/nested.xml")["error"],
        "not read: a sitemap index named by a sitemap index (sitemaps.org allows one level)"
    );
    // Googlebot: 10 URLs on the site's host, 6 blocked (3 by line 2, 3 by
    // line 3; /private/ok/b is allowed by line 4); 2 on other hosts.
    let agents = v["agents"].as_array().unwrap();
    assert_eq!(agents.len(), 1);
    let g = &agents[0];
    assert_eq!(g["agent"], "Googlebot");
    assert_eq!(
        (
            g["checked"].as_u64(),
            g["blocked"].as_u64(),
            g["other_host"].as_u64()
        ),
        (Some(10), Some(6), Some(2))
    );
    let blocked: Vec<(String, u64)> = g["urls"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| {
            let url = u["url"].as_str().unwrap();
            let path = &url[site.url("").len()..];
            let sm = u["sitemap"].as_str().unwrap().rsplit('/').next().unwrap();
            assert_eq!(
                u["rule"],
                if u["line"] == 2 {
                    "Disallow: /search"
                } else {
                    "Disallow: /private"
                }
            );
            (format!("{path} {sm}"), u["line"].as_u64().unwrap())
        })
        .collect();
    let got: Vec<(&str, u64)> = blocked.iter().map(|(a, b)| (a.as_str(), *b)).collect();
    assert_eq!(
        got,
        [
            ("/search?q=2 plain.txt", 2),
            ("/private/z broken.xml", 3),
            ("/private/b other.xml", 3),
            ("/search?q=1 s1", 2),
            ("/search/x s1", 2),
            ("/private/a s1", 3),
        ]
    );
    // The text: grouped by the deciding line.
    let o = site.run(&[]);
    assert_eq!(code(&o), 1);
    let text = stdout(&o);
    let base = site.url("");
    for line in [
        format!("sitemap index {base}/sitemap_index.xml: 3 sitemaps"),
        format!("sitemap {base}/s1: 6 URLs"),
        format!("sitemap {base}/missing.xml: not read: the server answered 404"),
        "Googlebot: 6 of 10 sitemap URLs blocked".to_string(),
        "  line 2 `Disallow: /search` blocks 3 sitemap URLs".to_string(),
        "  line 3 `Disallow: /private` blocks 3 sitemap URLs".to_string(),
        format!("    {base}/search?q=1 (from {base}/s1)"),
        "  2 sitemap URLs are on another host: this robots.txt does not govern them".to_string(),
    ] {
        assert!(
            text.lines().any(|l| l == line),
            "no line {line:?} in\n{text}"
        );
    }
    // The redirect was followed for the robots.txt, and nothing is drawn
    // on a piped standard error but the fetch's note.
    let note = stderr(&o);
    assert!(
        note.starts_with(&format!(
            "robots: {base}/real-robots.txt → 200 OK after 1 redirect ("
        )) && note.ends_with("): rules apply\n")
            && note.lines().count() == 1,
        "{note}"
    );
}

#[test]
fn crawlers_by_purpose_and_languages() {
    let site = Site::start();
    let v = site.json(&["--purpose", "ai-training"]);
    let agents = strings(&v["agents"], "agent");
    assert_eq!(agents[0], "Googlebot");
    assert!(
        agents.contains(&"GPTBot") && agents.contains(&"CCBot"),
        "{agents:?}"
    );
    let gpt = find_by(&v["agents"], "agent", "GPTBot");
    // `Disallow: /` on line 7 blocks all 10.
    assert_eq!(
        (gpt["checked"].as_u64(), gpt["blocked"].as_u64()),
        (Some(10), Some(10))
    );
    assert!(gpt["urls"]
        .as_array()
        .unwrap()
        .iter()
        .all(|u| u["line"] == 7 && u["rule"] == "Disallow: /"));
    // Dutch, numbers grouped the Dutch way.
    let o = site.run(&["--agent", "GPTBot", "--lang", "nl"]);
    let text = stdout(&o);
    assert!(
        text.contains("GPTBot: 10 van 10 sitemap-URL's niet toegestaan")
            && text.contains("  regel 7 `Disallow: /` blokkeert 10 sitemap-URL's"),
        "{text}"
    );
}

#[test]
fn the_runs_bounds_cut_and_say_so() {
    let site = Site::start();
    // 4 URLs: plain.txt's 2, broken.xml's 1, other.xml's first; then the
    // rest is not read, and each cut is said.
    let v = site.json(&["--max-urls", "4"]);
    assert_eq!(v["agents"][0]["checked"], 4);
    let other = sitemap(&v, "/other.xml");
    assert_eq!(other["urls"], 1);
    // Each sitemap's `error`, by its path.
    let errors = |v: &Value, want: &[(&str, &str)]| {
        for (path, error) in want {
            assert_eq!(sitemap(v, path)["error"], *error, "{path}");
        }
    };
    errors(
        &v,
        &[
            ("/other.xml", "cut: the run stops at 4 URLs (--max-urls)"),
            (
                "/missing.xml",
                "not read: the run stops at 4 URLs (--max-urls)",
            ),
            (
                "/sitemap_index.xml",
                "3 sitemaps it names were not read: the run stops at 4 URLs (--max-urls)",
            ),
        ],
    );
    // Two sitemaps: the index and plain.txt; the index's three are not
    // queued, the robots.txt's other three are listed as not read.
    let o = site.run(&["--max-sitemaps", "2", "--json"]);
    let v = json(&o);
    assert_eq!(v["sitemaps"].as_array().unwrap().len(), 5);
    errors(
        &v,
        &[
            (
                "/sitemap_index.xml",
                "3 sitemaps it names were not read: the run reads at most 2 sitemaps",
            ),
            ("/broken.xml", "not read: the run reads at most 2 sitemaps"),
        ],
    );
    assert_eq!(v["agents"][0]["checked"], 2);
    assert_eq!(code(&o), 1);
}

#[test]
fn a_sitemap_is_cut_at_50000_urls() {
    let server = Server::start_with(|base| {
        let text: String = (0..50_001).map(|i| format!("{base}/p/{i}\n")).collect();
        vec![
            (
                "/robots.txt".to_string(),
                ok(format!(
                    "User-agent: *\nDisallow: /p/49999\nSitemap: {base}/big.txt\n"
                )),
            ),
            ("/big.txt".to_string(), ok(gzip(&text))),
        ]
    });
    let o = robots(&["site", &server.url("/"), "--json"], None);
    assert_eq!(code(&o), 1, "{}", stderr(&o));
    let v = json(&o);
    let big = &v["sitemaps"][0];
    assert_eq!(big["urls"], 50_000);
    assert_eq!(
        big["error"],
        "cut: only its first 50,000 URLs were read (the sitemaps.org limit)"
    );
    assert_eq!(v["agents"][0]["checked"], 50_000);
    assert_eq!(v["agents"][0]["blocked"], 1);
}

#[test]
fn exit_codes() {
    // Nothing blocked: 0.
    let clean = Server::start_with(|base| {
        vec![
            (
                "/robots.txt".to_string(),
                ok(format!(
                    "User-agent: *\nDisallow: /x\nSitemap: {base}/s.xml\n"
                )),
            ),
            ("/s.xml".to_string(), ok(urlset(&[format!("{base}/a")]))),
        ]
    });
    let o = robots(&["site", &clean.url("/")], None);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert!(
        stdout(&o).contains("Googlebot: 0 of 1 sitemap URL blocked"),
        "{}",
        stdout(&o)
    );
    // Nothing blocked, but a sitemap could not be read: 4.
    let gap = Server::start_with(|base| {
        vec![(
            "/robots.txt".to_string(),
            ok(format!("Sitemap: {base}/gone.xml\nSitemap: relative.xml\n")),
        )]
    });
    let o = robots(&["site", &gap.url("/"), "--json"], None);
    assert_eq!(code(&o), 4);
    let v = json(&o);
    assert_eq!(
        v["sitemaps"][0]["error"],
        "not read: the server answered 404"
    );
    assert_eq!(
        v["sitemaps"][1]["error"],
        "not read: it is not an absolute http:// or https:// URL"
    );
    // No Sitemap line: 0, and said.
    let bare = Server::start(vec![("/robots.txt", ok("User-agent: *\nDisallow:\n"))]);
    let o = robots(&["site", &bare.url("/")], None);
    assert_eq!(code(&o), 0);
    assert!(
        stderr(&o).contains("The robots.txt names no sitemap"),
        "{}",
        stderr(&o)
    );
    // The robots.txt could not be used (503: everything disallowed; 404:
    // everything allowed): 3, as a file that could not be read.
    for (reply, effect) in [
        (status(503, "busy"), "disallow_all"),
        (status(404, ""), "allow_all"),
    ] {
        let down = Server::start(vec![("/robots.txt", reply)]);
        let o = robots(&["site", &down.url("/"), "--json"], None);
        assert_eq!(code(&o), 3, "{}", stderr(&o));
        let v = json(&o);
        assert_eq!(v["robots"]["effect"], effect);
        assert_eq!(v["sitemaps"], serde_json::json!([]));
        assert!(stderr(&o).contains("The robots.txt could not be used"));
        assert_eq!(down.requests().len(), 1);
    }
    // Bad arguments: 2.
    let o = robots(&["site", "ftp://e.com/"], None);
    assert_eq!(code(&o), 2);
}

/// The sitemap reader's work grows linearly: n and 8n entries, worst-case
/// shapes (many short locs; one huge loc; a plain list), best of three in
/// this thread's CPU time.
#[test]
fn the_sitemap_reader_grows_linearly() {
    #[allow(clippy::ptr_arg)] // `assert_linear` hands the input made.
    fn read(input: &Vec<u8>) {
        let mut n = 0usize;
        let s = sitemap::read_bounded(&input[..], usize::MAX, u64::MAX, |_, _| {
            n += 1;
            Flow::Go
        });
        assert!(s.problem.is_none());
        std::hint::black_box(n);
    }
    type Make = fn(usize) -> Vec<u8>;
    let shapes: [(&str, Make); 3] = [
        ("many locs", |n| {
            let mut s = String::from("<urlset>");
            for i in 0..n {
                s.push_str(&format!("<url><loc>https://e.com/{i}</loc></url>"));
            }
            s.push_str("</urlset>");
            s.into_bytes()
        }),
        ("one long loc", |n| {
            format!(
                "<urlset><url><loc>{}</loc></url></urlset>",
                "a&amp;".repeat(n)
            )
            .into_bytes()
        }),
        ("plain lines", |n| {
            "https://e.com/a\n".repeat(n).into_bytes()
        }),
    ];
    for (name, make) in shapes {
        robots_growth::assert_linear(name, 20_000, make, read);
    }
}

/// A site's sitemaps may not reach another service on this machine (or
/// any other local address): only the origin typed may be local. A
/// sitemap on another port, and a sitemap of the site that redirects
/// there, are refused and said to be; nothing connects there, and nothing
/// of it reaches the output. `--allow-private` lets the run read them.
#[test]
fn sitemaps_on_another_local_origin_are_refused() {
    let inside = Server::start(vec![(
        "/admin.xml",
        ok("<secret-admin-panel>token-1234</secret-admin-panel>"),
    )]);
    let admin = inside.url("/admin.xml");
    let site = Server::start_with(|base| {
        vec![
            (
                "/robots.txt".to_string(),
                ok(format!(
                    "User-agent: *\nDisallow: /x\nSitemap: {admin}\nSitemap: {base}/hop.xml\n\
                     Sitemap: {base}/s.xml\n"
                )),
            ),
            ("/hop.xml".to_string(), redirect(302, &admin)),
            ("/s.xml".to_string(), ok(urlset(&[format!("{base}/x/1")]))),
        ]
    });
    let o = robots(&["site", &site.url("/"), "--json"], None);
    // One URL blocked (the site's own sitemap is read).
    assert_eq!(code(&o), 1, "{}", stderr(&o));
    let v = json(&o);
    let refused = |url: &str| {
        format!(
            "not read: {url} is at 127.0.0.1, a loopback address (this machine), and only {}, \
             the site given, may be one (--allow-private lifts this)",
            site.url("")
        )
    };
    assert_eq!(v["sitemaps"][0]["url"], admin);
    assert_eq!(v["sitemaps"][0]["error"], refused(&admin));
    assert_eq!(v["sitemaps"][0]["status"], Value::Null);
    assert_eq!(sitemap(&v, "/hop.xml")["error"], refused(&admin));
    assert_eq!(sitemap(&v, "/s.xml")["urls"], 1);
    assert_eq!(v["agents"][0]["blocked"], 1);
    assert!(inside.requests().is_empty(), "{:?}", inside.requests());
    assert!(!stdout(&o).contains("secret") && !stderr(&o).contains("secret"));
    // The text says it too.
    let o = robots(&["site", &site.url("/")], None);
    assert!(
        stdout(&o).contains(&format!("sitemap {admin}: {}", refused(&admin))),
        "{}",
        stdout(&o)
    );
    assert!(inside.requests().is_empty());
    // With --allow-private: read (and found not to be a sitemap).
    let o = robots(&["site", &site.url("/"), "--json", "--allow-private"], None);
    let v = json(&o);
    assert_eq!(
        v["sitemaps"][0]["error"],
        "not read: it is neither a urlset nor a sitemap index (its root element is \
         <secret-admin-panel>)"
    );
    assert_eq!(inside.requests().len(), 2);
}

/// Blocked URLs are counted per deciding line; only the first ten of each
/// line are listed (text and JSON), the rest said as a number.
#[test]
fn blocked_urls_are_counted_and_the_first_listed() {
    let server = Server::start_with(|base| {
        let mut text: String = (0..30)
            .map(|i| format!("{base}/search/{i}\n{base}/private/{i}\n"))
            .collect();
        text.push_str(&format!("{base}/search/last\n"));
        vec![
            (
                "/robots.txt".to_string(),
                ok(format!("{RULES}\nSitemap: {base}/s.txt\n")),
            ),
            ("/s.txt".to_string(), ok(text)),
        ]
    });
    let o = robots(&["site", &server.url("/"), "--json"], None);
    assert_eq!(code(&o), 1, "{}", stderr(&o));
    let v = json(&o);
    let g = &v["agents"][0];
    assert_eq!(
        (g["checked"].as_u64(), g["blocked"].as_u64()),
        (Some(61), Some(61))
    );
    assert_eq!(
        g["lines"],
        serde_json::json!([
            {"line": 2, "rule": "Disallow: /search", "count": 31},
            {"line": 3, "rule": "Disallow: /private", "count": 30},
        ])
    );
    // The first ten of each line, in reading order.
    let urls: Vec<String> = g["urls"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| u["url"].as_str().unwrap()[server.url("").len()..].to_string())
        .collect();
    let mut want = Vec::new();
    for i in 0..10 {
        want.push(format!("/search/{i}"));
        want.push(format!("/private/{i}"));
    }
    assert_eq!(urls, want);
    let o = robots(&["site", &server.url("/")], None);
    let text = stdout(&o);
    let base = server.url("");
    for line in [
        "  line 2 `Disallow: /search` blocks 31 sitemap URLs".to_string(),
        format!("    {base}/search/9 (from {base}/s.txt)"),
        "    … and 21 more".to_string(),
        "    … and 20 more".to_string(),
    ] {
        assert!(text.lines().any(|l| l == line), "no {line:?} in\n{text}");
    }
    assert!(!text.contains("/search/10 "), "{text}");
}

/// The run stops at `--deadline`: a sitemap whose server never answers
/// and the sitemaps after it are said not to be read, and the run says it
/// stopped there (exit 4: not everything was read).
#[test]
fn the_deadline_stops_the_run_and_says_so() {
    let server = Server::start_with(|base| {
        vec![
            (
                "/robots.txt".to_string(),
                ok(format!(
                    "User-agent: *\nDisallow: /x\nSitemap: {base}/slow.xml\nSitemap: {base}/s.xml\n"
                )),
            ),
            ("/slow.xml".to_string(), Reply::Hang),
            ("/s.xml".to_string(), ok(urlset(&[format!("{base}/a")]))),
        ]
    });
    let start = Instant::now();
    let o = robots(
        &[
            "site",
            &server.url("/"),
            "--json",
            "--deadline",
            "2",
            "--timeout",
            "30",
        ],
        None,
    );
    let took = start.elapsed();
    assert_eq!(code(&o), 4, "{}", stderr(&o));
    assert!(took.as_secs() < 8, "took {took:?}");
    let v = json(&o);
    assert_eq!(v["deadline_reached"], true);
    assert_eq!(
        sitemap(&v, "/slow.xml")["error"],
        "not read: the run stops after 2 seconds (--deadline)"
    );
    assert_eq!(
        sitemap(&v, "/s.xml")["error"],
        "not read: the run stops after 2 seconds (--deadline)"
    );
    let o = robots(&["site", &server.url("/"), "--deadline", "1.5"], None);
    assert!(
        stdout(&o).ends_with(
            "\nThe run stopped at its deadline (2 seconds, --deadline): the sitemaps above are \
             all that was read.\n"
        ),
        "{}",
        stdout(&o)
    );
    // A run that ends in time says nothing of it.
    let o = robots(
        &["site", &server.url("/"), "--json", "--max-sitemaps", "0"],
        None,
    );
    assert_eq!(json(&o)["deadline_reached"], false);
}

/// A gzip sitemap of endless empty members stops after 100 of them, at
/// once, and says so; the URLs before are read.
#[test]
fn endless_empty_gzip_members_stop_quickly() {
    let server = Server::start_with(|base| {
        let mut body = gzip(&format!("{base}/a\n"));
        let empty = gzip("");
        for _ in 0..200_000 {
            body.extend_from_slice(&empty);
        }
        vec![
            (
                "/robots.txt".to_string(),
                ok(format!(
                    "User-agent: *\nDisallow: /x\nSitemap: {base}/s.gz\n"
                )),
            ),
            ("/s.gz".to_string(), ok(body)),
        ]
    });
    let o = robots(&["site", &server.url("/"), "--json"], None);
    assert_eq!(code(&o), 4, "{}", stderr(&o));
    let v = json(&o);
    assert_eq!(v["sitemaps"][0]["urls"], 1);
    assert_eq!(
        v["sitemaps"][0]["error"],
        "cut: a gzip stream of more than 100 members is not read further"
    );
}

/// Namespace declarations cost the reader their own bytes only: n and 8n
/// declarations (on the root, and on every element), each element read
/// once.
#[test]
fn namespace_declarations_grow_linearly() {
    // `each(n, f)`: f(0) … f(n - 1), joined.
    let each = |n: usize, f: &dyn Fn(usize) -> String| (0..n).map(f).collect::<String>();
    let on_root = |n: usize| {
        let declarations = each(n, &|i| format!(" xmlns:n{i}=\"urn:x:{i}\""));
        let urls = each(n, &|i| format!("<url><loc>https://e.com/{i}</loc></url>"));
        format!(
            "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"{declarations}>{urls}</urlset>"
        )
        .into_bytes()
    };
    let nested = |n: usize| {
        // Each element declares a prefix in scope for all below it.
        let opened = each(n, &|i| format!("<url xmlns:n{i}=\"urn:x:{i}\">"));
        let closed = each(n, &|i| format!("<loc>https://e.com/{i}</loc></url>"));
        format!("<urlset>{opened}<loc>https://e.com/a</loc>{closed}</urlset>").into_bytes()
    };
    let read = |input: &Vec<u8>| {
        let mut n = 0usize;
        let s = sitemap::read_bounded(&input[..], usize::MAX, u64::MAX, |_, _| {
            n += 1;
            Flow::Go
        });
        assert!(s.problem.is_none(), "{s:?}");
        assert!(n > 0);
    };
    robots_growth::assert_linear("declarations on the root", 5_000, on_root, read);
    robots_growth::assert_linear("declarations in scope", 5_000, nested, read);
}

/// `--llms`: the site's llms.txt (and llms-full.txt) links, checked for
/// the AI search and AI user crawlers, grouped by the deciding line; the
/// files go through the address policy like sitemaps.
#[test]
fn llms_txt_links_blocked_for_the_ai_crawlers() {
    let inside = Server::start(vec![("/x", ok("secret"))]);
    let elsewhere = inside.url("/x");
    let server = Server::start_with(|base| {
        vec![
            (
                "/robots.txt".to_string(),
                ok("User-agent: *\nDisallow: /private\n\nUser-agent: OAI-SearchBot\nDisallow: /docs/\n"),
            ),
            (
                "/llms.txt".to_string(),
                ok(format!(
                    "# Site\n\n> About it.\n\n## Docs\n\n- [Intro]({base}/docs/intro.md): start\n\
                     - [API](/docs/api.md \"The API\")\n- [Home](/)\n- [Secret](/private/a)\n\
                     See <{base}/private/b>.\n[Other]({elsewhere})\n"
                )),
            ),
        ]
    });
    let o = robots(&["site", &server.url("/"), "--llms", "--json"], None);
    assert_eq!(code(&o), 1, "{}", stderr(&o));
    let v = json(&o);
    // llms.txt read (6 links); no llms-full.txt: not listed. The file on
    // another origin is a link, not fetched.
    assert_eq!(v["llms"].as_array().unwrap().len(), 1, "{v}");
    assert_eq!(v["llms"][0]["url"], server.url("/llms.txt"));
    assert_eq!(v["llms"][0]["urls"], 6);
    assert_eq!(v["llms"][0]["error"], Value::Null);
    assert!(inside.requests().is_empty());
    let agents = &v["llms_agents"];
    let by = |name: &str| find_by(agents, "agent", name).clone();
    // OAI-SearchBot: its own group blocks /docs/ (2 links), not /private.
    let search = by("OAI-SearchBot");
    assert_eq!(
        (
            search["checked"].as_u64(),
            search["blocked"].as_u64(),
            search["other_host"].as_u64()
        ),
        (Some(5), Some(2), Some(1))
    );
    assert_eq!(
        search["lines"],
        serde_json::json!([{"line": 5, "rule": "Disallow: /docs/", "count": 2}])
    );
    // ChatGPT-User (AI user): the * group's /private (2 links).
    let user = by("ChatGPT-User");
    assert_eq!(user["blocked"], 2);
    assert_eq!(user["urls"][1]["url"], server.url("/private/b"));
    assert_eq!(user["urls"][1]["sitemap"], server.url("/llms.txt"));
    // The sitemaps' crawlers are as before: Googlebot, no sitemap.
    assert_eq!(v["agents"][0]["agent"], "Googlebot");
    // The text.
    let o = robots(&["site", &server.url("/"), "--llms"], None);
    let text = stdout(&o);
    let base = server.url("");
    for line in [
        format!("llms.txt {base}/llms.txt: 6 links"),
        "OAI-SearchBot: 2 of 5 llms.txt links blocked".to_string(),
        "  line 5 `Disallow: /docs/` blocks 2 llms.txt links".to_string(),
        format!("    {base}/docs/api.md (from {base}/llms.txt)"),
    ] {
        assert!(text.lines().any(|l| l == line), "no {line:?} in\n{text}");
    }
    // Without --llms: no llms member.
    let o = robots(&["site", &server.url("/"), "--json"], None);
    assert!(json(&o).get("llms").is_none());
}
