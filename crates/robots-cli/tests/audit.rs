//! `robots audit` and `robots ranges update`: logs in every format built
//! from one set of requests with known answers (forged addresses, IPv6 and
//! IPv4-mapped IPv6, unknown bots, people), a robots.txt change with its
//! 24-hour grace, unreadable lines, gzip, address lists (fresh, stale,
//! missing) in the published format, and the download of those lists from
//! a local server. Addresses come from the documentation ranges only
//! (192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24, 2001:db8::/32).

mod common;

use std::io::Write;
use std::path::Path;

use common::{
    exits_saying, find_by, ranges_update, run, says_all, strings, temp_dir, write, Reply, Server,
};
use serde_json::Value;

/// 2026-11-01T00:00:00Z
const T0: i64 = 1_793_491_200;

const ROBOTS: &str = "User-agent: *\nDisallow: /private\n\nUser-agent: GPTBot\nDisallow: /\n";

const GOOGLEBOT: &str = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const GPTBOT: &str = "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.2; +https://openai.com/gptbot";
const BINGBOT: &str = "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)";
const PERSON: &str = "Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0";
const SEMRUSH: &str = "Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)";

/// (seconds after T0, address, target, agent)
const REQUESTS: &[(i64, &str, &str, &str)] = &[
    (0, "192.0.2.10", "/page", GOOGLEBOT), // allowed, verified
    (60, "203.0.113.200", "/private/x", GOOGLEBOT), // disallowed, forged
    (120, "::ffff:192.0.2.11", "/robots.txt", GOOGLEBOT), // robots fetch, verified (mapped)
    (180, "2001:db8:1::5", "/private/y?q=1", GOOGLEBOT), // disallowed, verified (IPv6)
    (240, "2001:db8:1::5", "/private/y?q=1", GOOGLEBOT), // again
    (300, "198.51.100.1", "/a", GPTBOT),   // disallowed, verified
    (360, "192.0.2.99", "/b", GPTBOT),     // disallowed, forged
    (420, "203.0.113.5", "/private/z", BINGBOT), // disallowed, list missing: unverified
    (480, "192.0.2.50", "/private/x", PERSON), // a person: not a crawler
    (540, "192.0.2.51", "/", SEMRUSH),     // an unknown bot
];

fn clf_time(t: i64) -> String {
    chrono::DateTime::from_timestamp(t, 0)
        .unwrap()
        .format("%d/%b/%Y:%H:%M:%S +0000")
        .to_string()
}

fn combined() -> String {
    let mut s = String::new();
    for (i, (dt, ip, target, agent)) in REQUESTS.iter().enumerate() {
        // Every other line with a leading virtual host and extra fields.
        let vhost = if i % 2 == 0 { "example.com:443 " } else { "" };
        s.push_str(&format!(
            "{vhost}{ip} - - [{}] \"GET {target} HTTP/1.1\" 200 512 \"-\" \"{agent}\" 0.003 extra\n",
            clf_time(T0 + dt)
        ));
    }
    s
}

fn w3c() -> String {
    let mut s = String::from(
        "#Software: Microsoft Internet Information Services 10.0\n#Version: 1.0\n\
         #Fields: date time s-ip cs-method cs-uri-stem cs-uri-query s-port cs-username c-ip cs(User-Agent) sc-status\n",
    );
    for (dt, ip, target, agent) in REQUESTS {
        let t = chrono::DateTime::from_timestamp(T0 + dt, 0).unwrap();
        let (stem, query) = target.split_once('?').unwrap_or((target, "-"));
        s.push_str(&format!(
            "{} 10.0.0.1 GET {stem} {query} 443 - {ip} {} 200\n",
            t.format("%Y-%m-%d %H:%M:%S"),
            agent.replace(' ', "+")
        ));
    }
    s
}

fn json_lines() -> String {
    let mut s = String::new();
    for (i, (dt, ip, target, agent)) in REQUESTS.iter().enumerate() {
        let t = chrono::DateTime::from_timestamp(T0 + dt, 0)
            .unwrap()
            .to_rfc3339();
        let line = match i % 3 {
            0 => serde_json::json!({"ip": ip, "host": "example.com", "path": target,
                "user_agent": agent, "time": t, "status": 200}),
            1 => serde_json::json!({"ClientIP": ip, "ClientRequestHost": "example.com",
                "ClientRequestURI": target, "ClientRequestUserAgent": agent,
                "EdgeStartTimestamp": (T0 + dt) * 1_000_000_000}),
            _ => serde_json::json!({"ts": (T0 + dt) as f64 + 0.25, "request": {"remote_ip": ip,
                "host": "example.com", "uri": target, "headers": {"User-Agent": [agent]}}, "status": 200}),
        };
        s.push_str(&line.to_string());
        s.push('\n');
    }
    s
}

fn gzip(text: &str) -> Vec<u8> {
    let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    e.write_all(text.as_bytes()).unwrap();
    e.finish().unwrap()
}

fn list(created: &str, prefixes: &[&str]) -> String {
    let p: Vec<Value> = prefixes
        .iter()
        .map(|p| {
            if p.contains(':') {
                serde_json::json!({ "ipv6Prefix": p })
            } else {
                serde_json::json!({ "ipv4Prefix": p })
            }
        })
        .collect();
    serde_json::json!({"creationTime": created, "prefixes": p}).to_string()
}

fn now_text() -> String {
    chrono::Utc::now()
        .format("%Y-%m-%dT%H:%M:%S%.6f")
        .to_string()
}

/// Google's and OpenAI's GPTBot lists (fresh); none for Bing.
fn ranges(dir: &Path) -> String {
    let r = dir.join("ranges");
    std::fs::create_dir_all(&r).unwrap();
    write(
        &r,
        "common-crawlers.json",
        list(&now_text(), &["192.0.2.0/25", "2001:db8:1::/48"]),
    );
    write(&r, "gptbot.json", list(&now_text(), &["198.51.100.0/24"]));
    r.to_string_lossy().into_owned()
}

/// `robots audit LOG --robots ROBOTS --ranges RANGES EXTRA…`, with
/// [`ROBOTS`] written into `dir`.
fn audit(dir: &Path, log: &str, ranges: &str, extra: &[&str]) -> common::Run {
    common::audit(log, &write(dir, "robots.txt", ROBOTS), ranges, extra)
}

fn crawler<'a>(doc: &'a Value, token: &str) -> &'a Value {
    find_by(&doc["crawlers"], "token", token)
}

fn n(v: &Value, field: &str) -> u64 {
    v[field]
        .as_u64()
        .unwrap_or_else(|| panic!("{field} in {v}"))
}

/// The invariants every crawler's counts keep.
fn check_invariants(doc: &Value) {
    for c in doc["crawlers"].as_array().unwrap() {
        let req = n(c, "requests");
        assert_eq!(
            n(c, "allowed") + n(c, "disallowed") + n(c, "grace") + n(c, "robots_fetches"),
            req,
            "{c}"
        );
        assert_eq!(
            n(c, "verified") + n(c, "forged") + n(c, "unverified"),
            req,
            "{c}"
        );
        assert!(n(c, "disallowed_verified") <= n(c, "disallowed"));
    }
    let total: u64 = doc["crawlers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| n(c, "requests"))
        .sum();
    assert_eq!(total, n(&doc["summary"], "crawler_requests"));
}

fn audit_json(dir: &Path, log: &str, extra: &[&str]) -> (u8, Value, String) {
    let robots = write(dir, "robots.txt", ROBOTS);
    let ranges = ranges(dir);
    let mut args = vec![
        "audit", log, "--robots", &robots, "--ranges", &ranges, "--json",
    ];
    args.extend_from_slice(extra);
    let r = run(&args, "");
    let doc: Value = serde_json::from_str(&r.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}\n{}", r.stdout, r.stderr));
    check_invariants(&doc);
    (r.code, doc, r.stderr)
}

/// The known answers, whatever the format.
fn check_known_answers(doc: &Value, format: &str) {
    let s = &doc["summary"];
    assert_eq!(
        (n(s, "requests"), n(s, "crawler_requests")),
        (10, 8),
        "{format}: {s}"
    );
    assert_eq!(s["first"], "2026-11-01T00:00:00Z", "{format}");
    assert_eq!(s["last"], "2026-11-01T00:09:00Z", "{format}");
    let g = crawler(doc, "Googlebot");
    let want = [
        ("requests", 5),
        ("robots_fetches", 1),
        ("allowed", 1),
        ("disallowed", 3),
        ("grace", 0),
        ("verified", 4),
        ("forged", 1),
        ("unverified", 0),
        ("disallowed_verified", 2),
    ];
    for (f, v) in want {
        assert_eq!(n(g, f), v, "{format}: Googlebot {f}: {g}");
    }
    assert_eq!(g["purpose"], "search");
    assert_eq!(g["owner"], "Google");
    let top = g["top_disallowed"].as_array().unwrap();
    assert_eq!(top[0]["path"], "/private/y?q=1", "{format}");
    assert_eq!((n(&top[0], "count"), n(&top[0], "line")), (2, 2));
    assert_eq!(
        (top[1]["path"].as_str(), n(&top[1], "count")),
        (Some("/private/x"), 1)
    );
    let gpt = crawler(doc, "GPTBot");
    assert_eq!(
        [
            n(gpt, "disallowed"),
            n(gpt, "verified"),
            n(gpt, "forged"),
            n(gpt, "disallowed_verified")
        ],
        [2, 1, 1, 1],
        "{format}"
    );
    assert_eq!(n(&gpt["top_disallowed"][0], "line"), 5);
    let bing = crawler(doc, "Bingbot");
    assert_eq!(
        [n(bing, "disallowed"), n(bing, "unverified")],
        [1, 1],
        "{format}"
    );
    assert!(g.get("ignores_robots").is_none());
    assert_eq!(
        doc["unknown"],
        serde_json::json!([{"agent": "SemrushBot", "requests": 1}])
    );
    assert_eq!(doc["crawlers"].as_array().unwrap().len(), 3);
}

#[test]
fn every_format_gives_the_known_answers() {
    let dir = temp_dir("audit-formats");
    let cases: Vec<(&str, Vec<u8>)> = vec![
        ("combined.log", combined().into_bytes()),
        ("iis.log", w3c().into_bytes()),
        ("caddy.json", json_lines().into_bytes()),
        ("combined.log.gz", gzip(&combined())),
        ("json.gz", gzip(&json_lines())),
    ];
    for (name, body) in cases {
        let log = write(&dir, name, body);
        let (code, doc, stderr) = audit_json(&dir, &log, &[]);
        check_known_answers(&doc, name);
        // Verified crawlers fetched disallowed URLs: exit 1.
        assert_eq!(code, 1, "{name}: {stderr}");
        assert_eq!(n(&doc["summary"], "skipped"), 0, "{name}");
        assert!(stderr.contains("common-crawlers.json: created"), "{stderr}");
        assert!(!stderr.contains("older than 30 days"), "{stderr}");
    }
    // Standard input, with the format named.
    let robots = write(&dir, "robots.txt", ROBOTS);
    let ranges = ranges(&dir);
    let r = run(
        &[
            "audit",
            "-",
            "--robots",
            &robots,
            "--ranges",
            &ranges,
            "--json",
            "--log-format",
            "w3c",
        ],
        &w3c(),
    );
    check_known_answers(&serde_json::from_str(&r.stdout).unwrap(), "stdin");
}

#[test]
fn common_log_format_has_no_agents_so_no_crawlers() {
    let dir = temp_dir("audit-common");
    let text: String = combined()
        .lines()
        .map(|l| format!("{}\n", &l[..l.find(" 200 512").unwrap() + 8]))
        .collect();
    let log = write(&dir, "common.log", text);
    let (code, doc, _) = audit_json(&dir, &log, &["--log-format", "common"]);
    assert_eq!(code, 0);
    assert_eq!(n(&doc["summary"], "requests"), 10);
    assert_eq!(n(&doc["summary"], "crawler_requests"), 0);
    assert_eq!(doc["crawlers"], serde_json::json!([]));
}

#[test]
fn a_change_is_judged_by_the_version_in_force_with_24_hours_of_grace() {
    let dir = temp_dir("audit-grace");
    let before = write(&dir, "before.txt", "User-agent: *\nDisallow: /old\n");
    let after = write(
        &dir,
        "after.txt",
        "User-agent: *\nDisallow: /private\nDisallow: /old\n",
    );
    let change = T0 + 86_400; // 2026-11-02T00:00:00Z
    let hours = |h: i64| change + h * 3600;
    let lines: Vec<(i64, &str)> = vec![
        (T0 - 3600, "/private/a"), // before the first version's instant: the first (allowed)
        (hours(-1), "/private/b"), // before the change: allowed
        (hours(1), "/private/c"),  // inside the grace
        (hours(23), "/private/d"), // inside the grace
        (hours(25), "/private/e"), // after it: disallowed
        (hours(2), "/old"),        // disallowed by both: never grace
    ];
    let text: String = lines
        .iter()
        .map(|(t, p)| {
            format!(
                "192.0.2.1 - - [{}] \"GET {p} HTTP/1.1\" 200 1 \"-\" \"{GOOGLEBOT}\"\n",
                clf_time(*t)
            )
        })
        .collect();
    let log = write(&dir, "access.log", text);
    let empty = dir.join("none");
    let r = run(
        &[
            "audit",
            &log,
            "--robots",
            &format!("{after}@2026-11-02T00:00:00Z"),
            "--robots",
            &format!("{before}@2026-11-01T00:00:00Z"),
            "--ranges",
            empty.to_str().unwrap(),
            "--json",
        ],
        "",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let doc: Value = serde_json::from_str(&r.stdout).unwrap();
    check_invariants(&doc);
    let g = crawler(&doc, "Googlebot");
    assert_eq!(
        [
            n(g, "allowed"),
            n(g, "grace"),
            n(g, "disallowed"),
            n(g, "unverified")
        ],
        [2, 2, 2, 6],
        "{g}"
    );
    let paths = strings(&g["top_disallowed"], "path");
    assert_eq!(paths, ["/old", "/private/e"]);
    // No lists: said so, every request unverified.
    assert!(
        r.stderr.contains("No crawler address lists in"),
        "{}",
        r.stderr
    );
    // A time that is not an instant is a usage error.
    let bad = run(
        &["audit", &log, "--robots", &format!("{after}@2026-13-45")],
        "",
    );
    assert_eq!(bad.code, 2, "{}", bad.stderr);
    let two = run(
        &["audit", &log, "--robots", &after, "--robots", &before],
        "",
    );
    assert_eq!(two.code, 2, "{}", two.stderr);
}

#[test]
fn unreadable_lines_are_counted_and_the_first_ten_listed() {
    let dir = temp_dir("audit-unreadable");
    let mut text = combined().into_bytes();
    for i in 0..12 {
        text.extend_from_slice(format!("garbage line {i}\n").as_bytes());
    }
    text.extend_from_slice(b"\n");
    text.extend_from_slice("x".repeat(70_000).as_bytes());
    text.push(b'\n');
    // Invalid UTF-8 and a NUL: still a request (by a person).
    text.extend_from_slice(
        b"192.0.2.1 - - [01/Nov/2026:00:00:00 +0000] \"GET /\xff HTTP/1.1\" 200 1 \"-\" \"\0\"\n",
    );
    let log = write(&dir, "access.log", text);
    let (_, doc, stderr) = audit_json(&dir, &log, &[]);
    let s = &doc["summary"];
    assert_eq!(
        [
            n(s, "lines"),
            n(s, "requests"),
            n(s, "skipped"),
            n(s, "crawler_requests")
        ],
        [24, 11, 13, 8]
    );
    assert_eq!(n(crawler(&doc, "Googlebot"), "disallowed"), 3);
    assert!(
        stderr.contains("access.log, line 11: not a combined log line"),
        "{stderr}"
    );
    assert!(
        stderr.contains("access.log, line 20: not a combined log line"),
        "{stderr}"
    );
    assert!(!stderr.contains("line 21:"), "{stderr}");
    assert!(
        stderr.contains("3 more unreadable lines were not listed."),
        "{stderr}"
    );
    // In Dutch, from the catalogue.
    let r = audit(&dir, &log, &ranges(&dir), &["--lang", "nl"]);
    assert!(r.stderr.contains("regel 11: geen logregel"), "{}", r.stderr);
    assert!(r.stdout.contains("Logregels: 24."), "{}", r.stdout);
}

#[test]
fn host_filter_text_table_csv_and_stale_lists() {
    let dir = temp_dir("audit-outputs");
    let log = write(&dir, "access.log", combined());
    let robots = write(&dir, "robots.txt", ROBOTS);
    let ranges = ranges(&dir);
    write(
        Path::new(&ranges),
        "bingbot.json",
        list("2024-06-18T23:00:47.000000", &["203.0.113.0/25"]),
    );
    // --host: the lines naming another host are skipped; lines naming none count.
    let r = common::audit(
        &log,
        &robots,
        &ranges,
        &["--json", "--host", "other.example"],
    );
    let doc: Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(
        (
            n(&doc["summary"], "requests"),
            n(&doc["summary"], "skipped")
        ),
        (5, 5)
    );
    // Bing's list is stale: flagged (and still used: Bingbot is verified).
    assert!(
        r.stderr
            .contains("bingbot.json: created 2024-06-18T23:00:47.000000")
            && r.stderr.contains("older than 30 days"),
        "{}",
        r.stderr
    );
    let r = common::audit(&log, &robots, &ranges, &[]);
    assert_eq!(r.code, 1);
    let text = &r.stdout;
    let header = text.lines().next().unwrap();
    assert!(
        header.starts_with("PURPOSE") && header.contains("DISALLOWED") && header.contains("FORGED")
    );
    let row = |token: &str| {
        text.lines()
            .find(|l| l.split_whitespace().any(|w| w == token))
            .unwrap_or_else(|| panic!("{token}: {text}"))
            .split_whitespace()
            .collect::<Vec<_>>()
    };
    assert_eq!(row("Googlebot")[..3], ["search", "Googlebot", "Google"]);
    // Then REFUSED, PAYMENT and SERVED: every line was answered 200, so
    // each disallowed request was served.
    assert_eq!(
        row("Googlebot")[3..],
        ["5", "1", "1", "3", "0", "4", "1", "0", "0", "0", "3"]
    );
    // Bingbot shares the search group: its purpose cell is left blank.
    assert_eq!(row("Bingbot")[..2], ["Bingbot", "Microsoft"]);
    assert_eq!(
        row("Bingbot")[2..],
        ["1", "0", "0", "1", "0", "1", "0", "0", "0", "0", "1"]
    );
    says_all(
        text,
        &[
            "One request by GPTBot from its owner's own addresses fetched a URL",
            "2 requests by Googlebot from its owner's own addresses",
            "SemrushBot",
            "\"Forged\" means",
        ],
    );
    let r = common::audit(&log, &robots, &ranges, &["--csv"]);
    let mut rows = csv::Reader::from_reader(r.stdout.as_bytes());
    let header: Vec<String> = rows.headers().unwrap().iter().map(str::to_string).collect();
    assert_eq!(header[..4], ["token", "owner", "purpose", "requests"]);
    let records: Vec<csv::StringRecord> = rows.records().map(Result::unwrap).collect();
    assert_eq!(records.len(), 3);
    let gpt = records.iter().find(|r| &r[0] == "GPTBot").unwrap();
    assert_eq!((&gpt[3], &gpt[6], &gpt[11]), ("2", "2", "1"));
}

/// What the edge answered, in each format and output: requests the file
/// allows answered 401/403/429/451 (`refused`) or 402 (`payment_required`),
/// requests it disallows answered 2xx (`disallowed_served`); robots.txt
/// fetches are not counted.
#[test]
fn the_edge_answers_in_text_csv_and_json_for_every_log_format() {
    let dir = temp_dir("audit-edge");
    let robots = write(&dir, "robots.txt", "User-agent: *\nDisallow: /private\n");
    let ranges = ranges(&dir);
    // (address, target, status, agent): GPTBot from OpenAI's addresses
    // (198.51.100.0/24) and from others; Googlebot paying.
    let lines: Vec<(&str, &str, u16, &str)> = [
        vec![("198.51.100.1", "/a", 403, GPTBOT); 3],
        vec![("198.51.100.2", "/b", 429, GPTBOT)],
        vec![("203.0.113.9", "/c", 403, GPTBOT); 2],
        vec![("198.51.100.1", "/d", 200, GPTBOT)],
        vec![("198.51.100.1", "/e", 301, GPTBOT)],
        vec![("198.51.100.1", "/f", 404, GPTBOT)],
        vec![("198.51.100.1", "/g", 503, GPTBOT)],
        vec![("198.51.100.1", "/private/h", 200, GPTBOT)],
        vec![("198.51.100.1", "/private/i", 403, GPTBOT)],
        vec![("198.51.100.1", "/robots.txt", 403, GPTBOT)],
        vec![("192.0.2.10", "/p", 402, GOOGLEBOT); 2],
        vec![("192.0.2.10", "/private/q", 204, GOOGLEBOT)],
        vec![("192.0.2.10", "/robots.txt", 402, GOOGLEBOT)],
    ]
    .concat();
    let t = |i: usize| T0 + i as i64;
    let combined: String = lines
        .iter()
        .enumerate()
        .map(|(i, (ip, target, status, agent))| {
            format!(
                "{ip} - - [{}] \"GET {target} HTTP/1.1\" {status} 5 \"-\" \"{agent}\"\n",
                clf_time(t(i))
            )
        })
        .collect();
    let mut w3c = String::from("#Fields: date time c-ip cs-uri-stem sc-status cs(User-Agent)\n");
    let mut json = String::new();
    for (i, (ip, target, status, agent)) in lines.iter().enumerate() {
        let at = chrono::DateTime::from_timestamp(t(i), 0).unwrap();
        w3c.push_str(&format!(
            "{} {ip} {target} {status} {}\n",
            at.format("%Y-%m-%d %H:%M:%S"),
            agent.replace(' ', "+")
        ));
        // Cloudflare Logpush's names.
        json.push_str(
            &serde_json::json!({
                "ClientIP": ip, "ClientRequestURI": target, "ClientRequestUserAgent": agent,
                "EdgeResponseStatus": status, "EdgeStartTimestamp": t(i) * 1_000_000_000,
            })
            .to_string(),
        );
        json.push('\n');
    }
    for (format, text) in [("combined", combined), ("w3c", w3c), ("json", json)] {
        let log = write(&dir, &format!("{format}.log"), &text);
        let base = ["audit", &log, "--robots", &robots, "--ranges", &ranges];
        let r = run(&[&base[..], &["--json"]].concat(), "");
        let doc: Value = serde_json::from_str(&r.stdout).unwrap();
        check_invariants(&doc);
        let edge = |token: &str| {
            let c = crawler(&doc, token);
            (
                n(c, "refused"),
                n(c, "payment_required"),
                n(c, "disallowed_served"),
            )
        };
        assert_eq!(edge("GPTBot"), (6, 0, 1), "{format}");
        assert_eq!(edge("Googlebot"), (0, 2, 1), "{format}");

        let r = run(&[&base[..], &["--csv"]].concat(), "");
        let mut rows = csv::Reader::from_reader(r.stdout.as_bytes());
        let header: Vec<String> = rows.headers().unwrap().iter().map(str::to_string).collect();
        let col = |name: &str| header.iter().position(|h| h == name).unwrap();
        let gpt = rows
            .records()
            .map(Result::unwrap)
            .find(|r| &r[0] == "GPTBot")
            .unwrap();
        assert_eq!(
            (
                &gpt[col("refused")],
                &gpt[col("payment_required")],
                &gpt[col("disallowed_served")]
            ),
            ("6", "0", "1"),
            "{format}"
        );

        let r = run(&base, "");
        let text = &r.stdout;
        let header = text.lines().next().unwrap();
        assert!(header.ends_with("REFUSED  PAYMENT  SERVED"), "{header}");
        says_all(
            text,
            &[
                "GPTBot: 4 requests your robots.txt allows were answered 403, 429 — from OpenAI's own addresses.",
                "GPTBot: 2 requests your robots.txt allows were answered 403 — from addresses that are not OpenAI's (forged).",
                "Googlebot: 2 requests your robots.txt allows were answered 402 — from Google's own addresses.",
            ],
        );
        // The disallowed 403 and the robots.txt fetches are no refusal.
        assert_eq!(text.matches("were answered").count(), 3, "{text}");
    }
    // In Dutch, from the catalogue.
    let log = dir.join("combined.log").to_string_lossy().into_owned();
    let r = common::audit(&log, &robots, &ranges, &["--lang", "nl"]);
    says_all(
        &r.stdout,
        &["GPTBot: 4 verzoeken die je robots.txt toestaat, kregen 403, 429 als antwoord — vanaf de eigen adressen van OpenAI."],
    );
}

/// `--robots FILE@TIME`: the tail is a time only when it reads as one, so
/// a file named `robots@2x.txt` can be given.
#[test]
fn a_robots_file_with_an_at_sign_in_its_name() {
    let dir = temp_dir("audit-at-sign");
    let robots = write(&dir, "robots@2x.txt", ROBOTS);
    let log = write(&dir, "access.log", combined());
    for spec in [robots.clone(), format!("{robots}@2026-10-01T00:00:00Z")] {
        let r = run(&["audit", &log, "--robots", &spec, "--json"], "");
        assert_eq!(r.code, 0, "{spec}: {}", r.stderr);
        let doc: Value = serde_json::from_str(&r.stdout).unwrap();
        assert_eq!(n(crawler(&doc, "GPTBot"), "disallowed"), 2, "{spec}");
    }
}

#[test]
fn ranges_update_downloads_each_list_from_a_local_server() {
    let dir = temp_dir("ranges-update");
    let fresh = list(
        "2026-11-20T00:00:00.000000",
        &["192.0.2.0/24", "2001:db8::/32"],
    );
    let server = Server::start(vec![
        (
            "/common-crawlers.json",
            Reply::Status(200, vec![], fresh.clone().into_bytes()),
        ),
        (
            "/gptbot.json",
            Reply::Status(
                200,
                vec![],
                list("2026-11-21T00:00:00Z", &["198.51.100.0/24"]).into_bytes(),
            ),
        ),
        (
            "/bots.json",
            Reply::Status(200, vec![], b"<html>not a list</html>".to_vec()),
        ),
    ]);
    let out = dir.join("lists");
    let update = |extra: &[&str]| ranges_update(&server.url(""), &out, extra);
    let o = update(&[]);
    // Some lists are missing (404) or not lists: exit 4, the others saved.
    exits_saying(
        &o,
        4,
        &[
            "Saved common-crawlers.json: 2 address prefixes, created 2026-11-20",
            "bots.json was not saved",
            "HTTP status 404",
            "2 of 19 address lists saved in",
        ],
    );
    assert_eq!(
        std::fs::read_to_string(out.join("common-crawlers.json")).unwrap(),
        fresh
    );
    assert!(!out.join("bots.json").exists());
    // In Dutch: the catalogue's words for the status, none of the English.
    let nl = update(&["--lang", "nl"]);
    let said = String::from_utf8_lossy(&nl.stderr);
    assert_eq!(nl.status.code(), Some(4), "{said}");
    assert!(said.contains("HTTP-resultaatcode 404"), "{said}");
    assert!(
        !said.contains("HTTP status") && !said.contains("was not saved"),
        "{said}"
    );
    let asked = server.requests();
    for list in ["/special-crawlers.json", "/duckassistbot.json"] {
        assert!(asked.iter().any(|r| r.contains(list)), "{list}: {asked:?}");
    }
    // The saved lists verify an audit.
    let log = write(&dir, "access.log", combined());
    let r = audit(&dir, &log, out.to_str().unwrap(), &["--json"]);
    let doc: Value = serde_json::from_str(&r.stdout).unwrap();
    let g = crawler(&doc, "Googlebot");
    assert_eq!([n(g, "verified"), n(g, "forged")], [4, 1]);
}

/// The log reader's worst case: every line a new agent (no cache hit),
/// a new disallowed path, a new address, quotes and escapes.
#[test]
fn the_log_reader_grows_linearly() {
    let dir = temp_dir("audit-growth");
    let robots = write(&dir, "robots.txt", ROBOTS);
    let ranges = ranges(&dir);
    let log = |n: usize, name: &str| {
        let mut s = String::new();
        for i in 0..n {
            s.push_str(&format!(
                "example.com 192.0.{}.{} - - [{}] \"GET /private/{i}?a=\\\"{i} HTTP/1.1\" 200 1 \"-\" \"Mozilla/5.0 (compatible; Googlebot/{i}.1; x\\\"{i}) bot{i}\"\n",
                (i / 256) % 256,
                i % 256,
                clf_time(T0 + i as i64)
            ));
        }
        write(&dir, name, s)
    };
    // The command runs in this thread: the project's one timing rule.
    robots_growth::assert_linear(
        "log reader",
        2_000,
        |n| log(n, &format!("{n}.log")),
        |path: &String| {
            let args = ["audit", path, "--robots", &robots, "--ranges", &ranges];
            let r = run(&[&args[..], &["--json"]].concat(), "");
            assert_eq!(r.code, 1);
        },
    );
}

/// The address-list reader: n and 8n prefixes, IPv4 and IPv6 mixed.
#[test]
fn the_range_list_reader_grows_linearly() {
    let dir = temp_dir("ranges-growth");
    let robots = write(&dir, "robots.txt", ROBOTS);
    let log = write(&dir, "access.log", combined());
    let make = |n: usize, name: &str| {
        let r = dir.join(name);
        std::fs::create_dir_all(&r).unwrap();
        let prefixes: Vec<String> = (0..n)
            .map(|i| {
                if i % 2 == 0 {
                    format!("192.0.{}.{}/32", (i / 256) % 256, i % 256)
                } else {
                    format!("2001:db8:{:x}:{:x}::/64", i / 65536, i % 65536)
                }
            })
            .collect();
        let refs: Vec<&str> = prefixes.iter().map(String::as_str).collect();
        write(&r, "common-crawlers.json", list(&now_text(), &refs));
        r.to_string_lossy().into_owned()
    };
    robots_growth::assert_linear(
        "range lists",
        5_000,
        |n| make(n, &format!("ranges-{n}")),
        |ranges: &String| {
            let args = ["audit", &log, "--robots", &robots, "--ranges", ranges];
            let r = run(&[&args[..], &["--csv"]].concat(), "");
            assert!(
                r.stderr.contains("common-crawlers.json: created"),
                "{}",
                r.stderr
            );
        },
    );
}
