//! Same-run comparison with other robots.txt crates on three deterministic
//! workloads. Run with `cargo bench -p robots` (prints a table).
//!
//! (a) a realistic ~100-rule file, 100k URLs;
//! (b) a ~500 KiB file of ~20k wildcard rules, 1k URLs;
//! (c) `Disallow: /*a*a*a*a*a*a*a*a*a*a*b` against a 2,000-byte path of `a`s.
//!
//! Every engine is used the way its API is meant for bulk checks: this crate,
//! `texting_robots` and `fast-robots` parse once and check many times
//! (fast-robots with its compiled matcher); `robotstxt`, a port of Google's
//! library, re-parses the file for every URL, as Google's `AllowedByRobots`
//! does. `texting_robots` and `robotstxt` take full URLs; `fast-robots` takes
//! paths, extracted beforehand. This crate is timed both ways: "robots/url"
//! includes Google's URL → path extraction, "robots/path" gets the same
//! paths as fast-robots. Each figure is the median of several timed passes
//! over the URL list.
//!
//! A second table times the engine's other readers (urllib.robotparser,
//! Protego, robots-parser; `robots::readers`) per URL beside Google's
//! reading, on the same workloads.

use std::hint::black_box;
use std::time::{Duration, Instant};

struct Workload {
    name: &'static str,
    body: String,
    agent: &'static str,
    urls: Vec<String>,
}

/// A small deterministic generator (SplitMix64).
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[(self.next() % items.len() as u64) as usize]
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

const SECTIONS: &[&str] = &[
    "products", "blog", "search", "cart", "account", "admin", "api", "static", "images", "news",
    "help", "category", "tag", "user", "checkout", "wp-admin", "media", "docs", "forum", "shop",
];
const WORDS: &[&str] = &[
    "print", "sort", "filter", "session", "ref", "utm", "page", "lang", "preview", "draft", "amp",
    "feed", "comment", "reply", "share", "token", "id", "q", "color", "size",
];
const EXTS: &[&str] = &[
    "pdf", "php", "html", "json", "xml", "jpg", "gif", "zip", "doc", "txt",
];

fn realistic() -> Workload {
    let mut rng = Rng(1);
    let mut body =
        String::from("# Realistic robots.txt\nSitemap: https://www.example.com/sitemap.xml\n\n");
    let agents = ["Googlebot", "Bingbot", "*", "GPTBot", "Googlebot-Image"];
    let mut rules = 0;
    for agent in agents {
        body.push_str(&format!("User-agent: {agent}\n"));
        for _ in 0..20 {
            let section = rng.pick(SECTIONS);
            let rule = match rng.below(6) {
                0 => format!("Disallow: /{section}/"),
                1 => format!("Allow: /{section}/{}", rng.pick(WORDS)),
                2 => format!("Disallow: /*?{}=", rng.pick(WORDS)),
                3 => format!("Disallow: /*.{}$", rng.pick(EXTS)),
                4 => format!("Disallow: /{section}/*/{}", rng.pick(WORDS)),
                _ => format!("Allow: /{section}/*.{}$", rng.pick(EXTS)),
            };
            body.push_str(&rule);
            body.push('\n');
            rules += 1;
        }
        body.push('\n');
    }
    assert_eq!(rules, 100);
    let urls = (0..100_000).map(|_| random_url(&mut rng)).collect();
    Workload {
        name: "(a) realistic, 100 rules x 100k URLs",
        body,
        agent: "Googlebot",
        urls,
    }
}

fn random_url(rng: &mut Rng) -> String {
    let mut url = format!(
        "https://www.example.com/{}/{}-{}",
        rng.pick(SECTIONS),
        rng.pick(WORDS),
        rng.below(100_000)
    );
    match rng.below(4) {
        0 => url.push_str(&format!(".{}", rng.pick(EXTS))),
        1 => url.push_str(&format!("?{}={}", rng.pick(WORDS), rng.below(1000))),
        2 => url.push_str(&format!("/{}/{}", rng.pick(WORDS), rng.pick(SECTIONS))),
        _ => {}
    }
    url
}

fn wildcard_heavy() -> Workload {
    let mut rng = Rng(2);
    let mut body = String::from("User-agent: *\n");
    let mut rules = 0;
    while body.len() < 500 * 1024 {
        let rule = match rng.below(3) {
            0 => format!(
                "Disallow: /{}{}/*{}*.{}$\n",
                rng.pick(SECTIONS),
                rng.below(1000),
                rng.pick(WORDS),
                rng.pick(EXTS)
            ),
            1 => format!(
                "Allow: /{}{}/*/{}*\n",
                rng.pick(SECTIONS),
                rng.below(1000),
                rng.pick(WORDS)
            ),
            _ => format!(
                "Disallow: /*{}={}*&{}\n",
                rng.pick(WORDS),
                rng.below(1000),
                rng.pick(WORDS)
            ),
        };
        body.push_str(&rule);
        rules += 1;
    }
    assert!((15_000..25_000).contains(&rules), "{rules} rules");
    let urls = (0..1000)
        .map(|_| {
            format!(
                "https://www.example.com/{}{}/{}/{}-{}.{}?{}={}&{}",
                rng.pick(SECTIONS),
                rng.below(1000),
                rng.pick(WORDS),
                rng.pick(WORDS),
                rng.below(1000),
                rng.pick(EXTS),
                rng.pick(WORDS),
                rng.below(1000),
                rng.pick(WORDS)
            )
        })
        .collect();
    Workload {
        name: "(b) 500 KiB, ~20k wildcard rules x 1k URLs",
        body,
        agent: "Googlebot",
        urls,
    }
}

fn pathological() -> Workload {
    Workload {
        name: "(c) /*a*a*a*a*a*a*a*a*a*a*b vs 2,000 a's",
        body: "User-agent: *\nDisallow: /*a*a*a*a*a*a*a*a*a*a*b\n".to_string(),
        agent: "Googlebot",
        urls: vec![format!("https://www.example.com/{}", "a".repeat(2000))],
    }
}

/// Median time per URL over passes of `run` (which checks `n` URLs).
fn per_url(n: usize, budget: Duration, mut run: impl FnMut() -> usize) -> Duration {
    let mut samples = Vec::new();
    let start = Instant::now();
    while samples.len() < 5 || (start.elapsed() < budget && samples.len() < 200) {
        let t = Instant::now();
        black_box(run());
        samples.push(t.elapsed() / n as u32);
    }
    samples.sort();
    samples[samples.len() / 2]
}

fn fmt(d: Option<Duration>) -> String {
    match d {
        None => "n/a".to_string(),
        Some(d) if d.as_nanos() < 10_000 => format!("{:.3} µs", d.as_nanos() as f64 / 1000.0),
        Some(d) if d.as_micros() < 10_000 => format!("{:.1} µs", d.as_nanos() as f64 / 1000.0),
        Some(d) => format!("{:.2} ms", d.as_nanos() as f64 / 1e6),
    }
}

fn main() {
    // `cargo test --benches` runs this with `--bench` absent; keep it quick.
    let quick = !std::env::args().any(|a| a == "--bench");
    let budget = Duration::from_millis(if quick { 1 } else { 1500 });
    let workloads = [realistic(), wildcard_heavy(), pathological()];
    println!(
        "\n{:<44} {:>12} {:>12} {:>12} {:>14} {:>12}",
        "workload (time per URL, median)",
        "robots/url",
        "robots/path",
        "fast-robots",
        "texting_robots",
        "robotstxt"
    );
    // This crate's time per URL of each workload, for both tables.
    let mut google = Vec::new();
    for w in &workloads {
        let bytes = w.body.as_bytes();
        // This crate: parse once, one agent view, fast path per URL.
        let parsed = robots::RobotsTxt::parse(bytes);
        let view = parsed.agent_raw(&[w.agent]);
        let ours = per_url(w.urls.len(), budget, || {
            w.urls.iter().filter(|u| view.allowed_url(u).0).count()
        });
        // fast-robots: parse once, compiled matcher; paths extracted up front.
        let paths: Vec<String> = w
            .urls
            .iter()
            .map(|u| robots::url::path_params_query(u))
            .collect();
        let ours_path = per_url(paths.len(), budget, || {
            paths
                .iter()
                .filter(|p| view.allowed(p.as_bytes()).0)
                .count()
        });
        let fr = fast_robots::RobotsTxt::parse(&w.body);
        let matcher = fr.matcher();
        let fast = per_url(paths.len(), budget, || {
            paths
                .iter()
                .filter(|p| matcher.is_allowed(w.agent, p))
                .count()
        });
        // texting_robots: parse once for the agent.
        let texting = texting_robots::Robot::new(w.agent, bytes).ok().map(|r| {
            per_url(w.urls.len(), budget, || {
                w.urls.iter().filter(|u| r.allowed(u)).count()
            })
        });
        // robotstxt: re-parses per URL (its API); fewer URLs on the big file.
        let sample = if w.body.len() > 100_000 {
            20
        } else {
            w.urls.len().min(20_000)
        };
        let port = per_url(sample, budget, || {
            w.urls[..sample]
                .iter()
                .filter(|u| {
                    robotstxt::DefaultMatcher::default()
                        .one_agent_allowed_by_robots(&w.body, w.agent, u)
                })
                .count()
        });
        google.push(ours);
        println!(
            "{:<44} {:>12} {:>12} {:>12} {:>14} {:>12}",
            w.name,
            fmt(Some(ours)),
            fmt(Some(ours_path)),
            fmt(Some(fast)),
            fmt(texting),
            fmt(Some(port))
        );
    }
    // The other readers (robots::readers), same workloads: each parses the
    // file once, then checks every URL as its library's API takes it (agent
    // and full URL); Google's reading is "robots/url" above.
    println!(
        "\n{:<44} {:>12} {:>12} {:>12} {:>14} {:>15}",
        "readers (time per URL, median)",
        "google",
        "urllib",
        "protego",
        "robots-parser",
        "urllib-rfc9309"
    );
    for (w, google) in workloads.iter().zip(&google) {
        let readers = robots::readers::Readers::parse(w.body.as_bytes());
        let times: Vec<Duration> = robots::readers::Reader::OTHERS
            .iter()
            .map(|&reader| {
                per_url(w.urls.len(), budget, || {
                    w.urls
                        .iter()
                        .filter(|u| readers.check(reader, w.agent, u, None).allowed() == Some(true))
                        .count()
                })
            })
            .collect();
        println!(
            "{:<44} {:>12} {:>12} {:>12} {:>14} {:>15}",
            w.name,
            fmt(Some(*google)),
            fmt(Some(times[0])),
            fmt(Some(times[1])),
            fmt(Some(times[2])),
            fmt(Some(times[3]))
        );
    }
    // Parse time of the 500 KiB file, and the handover of that parse to
    // another thread (the page's to its checking worker): written as bytes
    // on one side, read back (with the rule index built) on the other.
    let big = &workloads[1].body;
    let parsed = robots::RobotsTxt::parse(big.as_bytes());
    let wire = parsed.to_wire();
    let median = |f: &mut dyn FnMut()| {
        let mut times: Vec<Duration> = (0..if quick { 1 } else { 30 })
            .map(|_| {
                let t = Instant::now();
                f();
                t.elapsed()
            })
            .collect();
        times.sort();
        times[times.len() / 2]
    };
    let parse = median(&mut || {
        black_box(robots::RobotsTxt::parse(big.as_bytes()));
    });
    let write = median(&mut || {
        black_box(parsed.to_wire());
    });
    let read = median(&mut || {
        black_box(robots::RobotsTxt::from_wire(&wire, big.as_bytes()));
    });
    println!(
        "\nparse (b), {} bytes, {} rules: median {}",
        big.len(),
        parsed.rules().len(),
        fmt(Some(parse))
    );
    println!(
        "handover of that parse ({} bytes): to_wire {}, from_wire {}",
        wire.len(),
        fmt(Some(write)),
        fmt(Some(read))
    );
}
