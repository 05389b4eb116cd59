//! The reader as the page's worker drives it (chunks of a stream, gunzipped
//! elsewhere): the same counts whatever the chunks' size, and growth tests
//! for its worst cases (size n and 8n, each the best of three runs, in this
//! thread's CPU time; the time may grow less than 16 times).

use robots::registry::CRAWLERS;

use super::logs::{Format, MAX_LINE};
use super::ranges::Lists;
use super::tally::{Tally, Version};
use super::Reader;

const LOG: &str = concat!(
    "192.0.2.1 - - [01/Nov/2026:10:00:00 +0000] \"GET /private/a HTTP/1.1\" 200 5 \"-\" \"Googlebot/2.1\"\n",
    "not a log line\r\n",
    "2001:db8::1 - - [01/Nov/2026:10:00:01 +0000] \"GET /robots.txt HTTP/1.1\" 200 5 \"-\" \"GPTBot/1.2\"\n",
    "192.0.2.2 - - [02/Nov/2026:10:00:00 +0000] \"GET /ok HTTP/1.1\" 200 5 \"-\" \"GPTBot/1.2\""
);

fn versions() -> Vec<Version> {
    vec![Version::from_start(b"User-agent: *\nDisallow: /private\n")]
}

/// The address lists with one list, `name`, read from `json`.
fn one_list(name: &str, json: &[u8]) -> Lists {
    let mut lists = Lists::default();
    assert!(lists.add(name, json), "{name} is read");
    lists
}

fn of(t: &Tally<'_>, token: &str) -> (u64, u64, u64, u64) {
    let i = CRAWLERS.iter().position(|c| c.token == token).unwrap();
    let s = &t.stats[i];
    (s.requests, s.allowed, s.disallowed, s.robots_fetches)
}

#[test]
fn chunks_of_any_size_give_the_same_counts() {
    let (versions, lists) = (versions(), Lists::default());
    for size in [1, 3, 64, LOG.len()] {
        let mut tally = Tally::new(&versions, &lists, None, None);
        let mut reader = Reader::new(None);
        reader.start("a.log");
        for chunk in LOG.as_bytes().chunks(size) {
            reader.push(chunk, &mut tally);
        }
        reader.finish(&mut tally);
        assert_eq!(of(&tally, "Googlebot"), (1, 0, 1, 0), "chunks of {size}");
        assert_eq!(of(&tally, "GPTBot"), (2, 1, 0, 1), "chunks of {size}");
        assert_eq!((tally.lines, tally.skipped), (4, 1));
        assert_eq!(reader.unreadable_count, 1);
        assert_eq!(reader.unreadable[0].line, 2);
        assert_eq!(reader.unreadable[0].format, Format::Combined);
        // Two days of crawler requests.
        assert_eq!(tally.days.len(), 2);
        assert_eq!(tally.days.values().flatten().sum::<u64>(), 3);
    }
}

/// Reads a log of n lines and one of 8n (line `i` is `line(i)`, its
/// newline included) in chunks of `chunk` bytes: the project's one timing
/// rule ([`robots_growth::assert_linear`]).
fn linear(name: &str, n: usize, chunk: usize, line: impl Fn(usize) -> String) {
    let (versions, lists) = (versions(), Lists::default());
    let make = |n: usize| (0..n).map(&line).collect::<String>().into_bytes();
    robots_growth::assert_linear(name, n, make, |text: &Vec<u8>| {
        let mut tally = Tally::new(&versions, &lists, None, None);
        let mut reader = Reader::new(None);
        reader.start("log");
        for c in text.chunks(chunk) {
            reader.push(c, &mut tally);
        }
        reader.finish(&mut tally);
        assert!(tally.lines > 0, "{name}: no line read");
    });
}

#[test]
fn growth_lines_longer_than_the_limit_in_small_chunks() {
    // Lines past MAX_LINE, fed a few bytes at a time: skipped, never kept.
    linear("long lines", 4, 1000, |_| "a".repeat(MAX_LINE + 100) + "\n");
}

#[test]
fn growth_distinct_crawler_requests_across_chunks() {
    // Every request a new path, address, agent and day, lines split across
    // chunks: the caches and the kept paths stay bounded.
    linear("distinct requests", 4000, 37, |i| {
        format!(
            "198.51.100.{} - - [{:02}/Nov/2026:10:00:{:02} +0000] \"GET /private/{i}?q={i} HTTP/1.1\" 200 5 \"-\" \"Mozilla/5.0 (compatible; Googlebot/2.1; r{i})\"\n",
            i % 250,
            1 + i % 28,
            i % 60
        )
    });
}

#[test]
fn growth_json_lines_with_deep_nesting() {
    linear("json lines", 500, 4096, |i| {
        format!(
            "{{\"ip\":\"192.0.2.{}\",\"path\":\"/p{i}\",\"user_agent\":\"GPTBot/1.2\",\"x\":{}{}}}\n",
            i % 250,
            "[".repeat(100),
            "]".repeat(100)
        )
    });
}

/// Reads `text` (one log) into a tally of `versions`, with `lists`.
fn read<'a>(versions: &'a [Version], lists: &'a Lists, text: &[u8]) -> Tally<'a> {
    let mut tally = Tally::new(versions, lists, None, None);
    let mut reader = Reader::new(None);
    reader.start("log");
    for c in text.chunks(64 * 1024) {
        reader.push(c, &mut tally);
    }
    reader.finish(&mut tally);
    tally
}

fn stats<'a>(t: &'a Tally<'_>, token: &str) -> &'a super::tally::Stats {
    &t.stats[CRAWLERS.iter().position(|c| c.token == token).unwrap()]
}

fn clf(ip: &str, time: &str, target: &str, status: u16, agent: &str) -> String {
    format!("{ip} - - [{time}] \"GET {target} HTTP/1.1\" {status} 5 \"-\" \"{agent}\"\n")
}

#[test]
fn forged_lines_cannot_push_a_verified_crawlers_path_off_the_list() {
    let versions = versions();
    let mut lists = Lists::default();
    assert!(lists.add(
        "common-crawlers.json",
        br#"{"creationTime":"2026-11-01T00:00:00Z","prefixes":[{"ipv4Prefix":"66.249.64.0/19"}]}"#
    ));
    let mut log = String::new();
    // 8,192 forged "Googlebot" requests, each for a new disallowed path…
    for i in 0..8192 {
        log.push_str(&clf(
            &format!("203.0.113.{}", i % 250),
            "01/Nov/2026:10:00:00 +0000",
            &format!("/private/forged-{i}"),
            200,
            "Googlebot/2.1",
        ));
    }
    // …then the real Googlebot, 1,000 times for one path, among a few
    // more forged ones.
    for i in 0..1000 {
        log.push_str(&clf(
            "66.249.66.1",
            "01/Nov/2026:11:00:00 +0000",
            "/private/real",
            200,
            "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
        ));
        log.push_str(&clf(
            "203.0.113.9",
            "01/Nov/2026:11:00:00 +0000",
            &format!("/private/late-{i}"),
            200,
            "Googlebot/2.1",
        ));
    }
    let t = read(&versions, &lists, log.as_bytes());
    let g = stats(&t, "Googlebot");
    assert_eq!(
        (g.disallowed, g.disallowed_verified, g.forged),
        (10_192, 1000, 9192)
    );
    let top = crate::top(g);
    assert_eq!(top[0].path, b"/private/real");
    assert_eq!((top[0].count, top[0].verified), (1000, 1000));
    assert!(top.len() <= crate::TOP);

    // Without the verified requests apart, a path requested often among
    // many distinct ones is still listed: more than n / (k + 1) of them.
    let mut log = String::new();
    for i in 0..20_000 {
        log.push_str(&clf(
            "203.0.113.1",
            "01/Nov/2026:10:00:00 +0000",
            &format!("/private/x{i}"),
            200,
            "GPTBot/1.2",
        ));
        if i % 10 == 0 {
            log.push_str(&clf(
                "203.0.113.1",
                "01/Nov/2026:10:00:00 +0000",
                "/private/often",
                200,
                "GPTBot/1.2",
            ));
        }
    }
    let none = Lists::default();
    let t = read(&versions, &none, log.as_bytes());
    let top = crate::top(stats(&t, "GPTBot"));
    assert_eq!(top[0].path, b"/private/often");
    assert!(top[0].count + top[0].error >= 2000 && top[0].count <= 2000);
}

#[test]
fn times_saturate_and_stray_dates_keep_no_grace_and_no_real_day_out() {
    // A version dated before 1970 and one from 2026-11-01.
    let versions = vec![
        Version {
            robots: robots::tester::parse(b""),
            from: Some(-5_000_000_000),
        },
        Version {
            robots: robots::tester::parse(b"User-agent: *\nDisallow: /private\n"),
            from: Some(1_793_491_200),
        },
    ];
    let lists = Lists::default();
    let mut log = String::new();
    for t in ["1e300", "-1e300", "9.2e18", "-9.3e18", "1793491300"] {
        log.push_str(&format!(
            "{{\"ip\":\"192.0.2.1\",\"path\":\"/private/a\",\"user_agent\":\"GPTBot/1.2\",\"time\":{t},\"status\":200}}\n"
        ));
    }
    let t = read(&versions, &lists, log.as_bytes());
    let g = stats(&t, "GPTBot");
    // Only the request 100 s after the change is in its grace; far past
    // ones are judged by the first version (allowed), far future ones by
    // the last (disallowed), none by overflowed arithmetic.
    assert_eq!((g.requests, g.grace), (5, 1), "{g:?}");
    assert_eq!((g.allowed, g.disallowed), (2, 2), "{g:?}");
    assert_eq!(t.first, Some(i64::MIN));
    assert_eq!(t.last, Some(i64::MAX));

    // 4,000 lines on distinct stray days (one request each) fill the
    // table; the real days that follow are still counted.
    let mut log = String::new();
    for d in 0..4000i64 {
        log.push_str(&format!(
            "{{\"ip\":\"192.0.2.1\",\"path\":\"/a\",\"user_agent\":\"GPTBot/1.2\",\"time\":{}}}\n",
            (100_000 + d * 7) * 86_400
        ));
    }
    for d in 0..30i64 {
        for _ in 0..5 {
            log.push_str(&format!(
                "{{\"ip\":\"192.0.2.1\",\"path\":\"/a\",\"user_agent\":\"GPTBot/1.2\",\"time\":{}}}\n",
                (20_400 + d) * 86_400
            ));
        }
    }
    let t = read(&versions, &lists, log.as_bytes());
    assert!(t.days.len() <= super::tally::MAX_DAYS);
    for d in 20_400..20_430 {
        assert_eq!(
            t.days.get(&d).map(|c| c.iter().sum::<u64>()),
            Some(5),
            "day {d}"
        );
    }
}

#[test]
fn a_bracketed_ipv6_client_is_read_and_verified() {
    let versions = versions();
    let lists = one_list(
        "common-crawlers.json",
        br#"{"prefixes":[{"ipv6Prefix":"2001:4860:4801::/48"}]}"#,
    );
    let mut log = clf(
        "[2001:4860:4801::1]",
        "01/Nov/2026:10:00:00 +0000",
        "/private/a",
        200,
        "Googlebot/2.1",
    );
    log.push_str(
        "example.com [2001:db8::1] - - [01/Nov/2026:10:00:00 +0000] \"GET /ok HTTP/1.1\" 200 5 \"-\" \"Googlebot/2.1\"\n",
    );
    let t = read(&versions, &lists, log.as_bytes());
    assert_eq!((t.lines, t.skipped), (2, 0));
    let g = stats(&t, "Googlebot");
    assert_eq!((g.requests, g.verified, g.forged), (2, 1, 1));
    assert_eq!((g.disallowed, g.allowed), (1, 1));
    // JSON lines may write it with a port.
    let json =
        b"{\"ip\":\"[2001:4860:4801::2]:443\",\"path\":\"/ok\",\"user_agent\":\"Googlebot/2.1\"}\n";
    let t = read(&versions, &lists, json);
    assert_eq!(stats(&t, "Googlebot").verified, 1);
}

/// Every status class, in each format: what the edge answered beside what
/// the file says.
#[test]
fn the_edge_answers_are_counted_in_every_log_format() {
    let versions = versions();
    let lists = one_list(
        "gptbot.json",
        br#"{"prefixes":[{"ipv4Prefix":"192.0.2.0/24"}]}"#,
    );
    // (target, status): allowed and disallowed paths, every class; robots.txt
    // fetches are never counted; a line without a status neither.
    let by_target: [(&str, &[Option<u16>]); 3] = [
        (
            "/ok",
            &[
                Some(100),
                Some(200),
                Some(301),
                Some(401),
                Some(402),
                Some(403),
                Some(404),
                Some(429),
                Some(451),
                Some(503),
                None,
            ],
        ),
        (
            "/private/a",
            &[Some(200), Some(206), Some(304), Some(403), Some(500)],
        ),
        ("/robots.txt", &[Some(403), Some(402)]),
    ];
    let cases: Vec<(&str, Option<u16>)> = by_target
        .iter()
        .flat_map(|&(target, statuses)| statuses.iter().map(move |&s| (target, s)))
        .collect();
    let ip = |i: usize| {
        if i.is_multiple_of(2) {
            "192.0.2.7"
        } else {
            "198.51.100.7"
        }
    };
    let mut combined = String::new();
    let mut w3c = String::from("#Version: 1.0\n#Fields: date time c-ip cs-method cs-uri-stem cs-uri-query sc-status cs(User-Agent)\n");
    let mut json = String::new();
    for (i, (target, status)) in cases.iter().enumerate() {
        let s = status.map_or("-".to_string(), |s| s.to_string());
        combined.push_str(&format!(
            "{} - - [01/Nov/2026:10:00:00 +0000] \"GET {target} HTTP/1.1\" {s} 5 \"-\" \"GPTBot/1.2\"\n",
            ip(i)
        ));
        w3c.push_str(&format!(
            "2026-11-01 10:00:00 {} GET {target} - {s} Mozilla/5.0+(compatible;+GPTBot/1.2)\n",
            ip(i)
        ));
        let st = status.map_or(String::new(), |s| format!(",\"status\":{s}"));
        json.push_str(&format!(
            "{{\"ip\":\"{}\",\"path\":\"{target}\",\"user_agent\":\"GPTBot/1.2\"{st}}}\n",
            ip(i)
        ));
    }
    // The Combined Log Format has no line without a status: "-" is unreadable there.
    for (name, log, unreadable) in [
        ("combined", combined, 1),
        ("w3c", w3c, 0),
        ("json", json, 0),
    ] {
        let t = read(&versions, &lists, log.as_bytes());
        assert_eq!(t.skipped, unreadable, "{name}");
        let g = stats(&t, "GPTBot");
        // Allowed: 401, 403, 429, 451 refused; 402 payment required.
        // Disallowed: 200 and 206 served.
        assert_eq!(
            (g.refused, g.payment_required, g.disallowed_served),
            (4, 1, 2),
            "{name}"
        );
        // Refusals by kind of address: 402 (i = 4) and 451 (i = 8) from
        // OpenAI's own addresses, 401 (i = 3), 403 (i = 5) and 429 (i = 7)
        // from addresses not OpenAI's.
        let refusals = super::tally::REFUSALS;
        let at = |code: u16| refusals.iter().position(|c| *c == code).unwrap();
        let (v, f) = (&g.edge[0], &g.edge[1]);
        assert_eq!(v.iter().sum::<u64>(), 2, "{name}");
        assert_eq!((v[at(402)], v[at(451)]), (1, 1), "{name}");
        assert_eq!(f.iter().sum::<u64>(), 3, "{name}");
        assert_eq!((f[at(401)], f[at(403)], f[at(429)]), (1, 1, 1), "{name}");
        assert_eq!(g.robots_fetches, 2, "{name}");
    }
}

#[test]
fn every_table_stays_within_its_bytes_on_hostile_logs() {
    let versions = versions();
    let lists = Lists::default();
    let long = |i: usize, n: usize| format!("{i:08}{}", "x".repeat(n));
    for (name, line) in [
        (
            "distinct long agents",
            Box::new(|i: usize| {
                clf(
                    "192.0.2.1",
                    "01/Nov/2026:10:00:00 +0000",
                    "/private/a",
                    200,
                    &format!(
                        "Mozilla/5.0 (compatible; Googlebot/2.1; {})",
                        long(i, 60_000)
                    ),
                )
            }) as Box<dyn Fn(usize) -> String>,
        ),
        (
            "distinct long targets",
            Box::new(|i: usize| {
                clf(
                    "192.0.2.1",
                    "01/Nov/2026:10:00:00 +0000",
                    &format!("/private/{}", long(i, 60_000)),
                    200,
                    "Googlebot/2.1",
                )
            }),
        ),
        (
            "distinct long unknown bots",
            Box::new(|i: usize| {
                clf(
                    "192.0.2.1",
                    "01/Nov/2026:10:00:00 +0000",
                    "/a",
                    200,
                    &format!("{}bot/1.0", long(i, 60_000)),
                )
            }),
        ),
        (
            "distinct signature agents with long headers",
            Box::new(|i: usize| {
                // A new origin claimed on each line, with many long header
                // fields and a signature that names a key no one has.
                let mut headers = serde_json::Map::new();
                headers.insert(
                    "Signature-Agent".into(),
                    format!("\"https://{}.example\"", long(i, 200)).into(),
                );
                headers.insert(
                    "Signature-Input".into(),
                    "sig1=(\"@authority\" \"signature-agent\");created=1;expires=2;keyid=\"k\";tag=\"web-bot-auth\"".into(),
                );
                headers.insert("Signature".into(), "sig1=:AAAA:".into());
                for h in 0..100 {
                    headers.insert(format!("X-Pad-{h}"), long(i + h, 500).into());
                }
                serde_json::json!({
                    "ip": "192.0.2.1",
                    "time": "2026-11-01T10:00:00Z",
                    "path": "/a",
                    "user_agent": "Mozilla/5.0",
                    "headers": headers,
                })
                .to_string()
                    + "\n"
            }),
        ),
    ] {
        let mut tally = Tally::new(&versions, &lists, None, None);
        let mut reader = Reader::new(None);
        reader.start("log");
        for i in 0..600 {
            reader.push(line(i).as_bytes(), &mut tally);
        }
        reader.finish(&mut tally);
        assert_eq!(tally.lines, 600, "{name}");
        // Distinct origins: 64 kept, the rest under `(other)`.
        let agents = if name.contains("signature") {
            super::tally::MAX_SIGNED_AGENTS + 1
        } else {
            0
        };
        assert_eq!(tally.signed.len(), agents, "{name}");
        // 600 lines of 60 KB: 36 MB read, at most 3 × 8 MiB of caches and
        // the summaries' 512-byte keys held.
        assert!(
            tally.held_bytes() <= 3 * super::tally::CACHE_BYTES + 2 * 1024 * 1024,
            "{name}: {} bytes held",
            tally.held_bytes()
        );
    }
}

#[test]
fn growth_distinct_long_agents_targets_and_bots() {
    // Lines near the 64 KiB limit, each with a new user agent, target or
    // unknown bot: every one classified, judged or counted anew.
    linear("distinct 60 KB agents", 12, 65_536, |i| {
        format!(
            "192.0.2.1 - - [01/Nov/2026:10:00:00 +0000] \"GET /private/a HTTP/1.1\" 200 5 \"-\" \"Mozilla/5.0 (compatible; Googlebot/2.1; {i:08}{})\"\n",
            "a; b/c ".repeat(8_500)
        )
    });
    linear("distinct 60 KB targets", 12, 65_536, |i| {
        format!(
            "192.0.2.1 - - [01/Nov/2026:10:00:00 +0000] \"GET /private/{i:08}{} HTTP/1.1\" 200 5 \"-\" \"Googlebot/2.1\"\n",
            "a/b%2F*".repeat(8_500)
        )
    });
    linear("distinct 60 KB unknown bots", 12, 65_536, |i| {
        format!(
            "192.0.2.1 - - [01/Nov/2026:10:00:00 +0000] \"GET /a HTTP/1.1\" 200 5 \"-\" \"{i:08}{}bot/1.0\"\n",
            "x".repeat(60_000)
        )
    });
}

/// Issue 53: an agent is classified once, and a path judged once per
/// version and distinct choice of groups, however many requests and
/// crawlers ask for it.
#[test]
fn an_agent_is_classified_once_and_a_path_judged_once_per_version() {
    let agents = [
        "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
        "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
        "Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)",
        "ClaudeBot/1.0",
        "CCBot/2.0",
    ];
    let mut log = String::new();
    for i in 0..2000 {
        log.push_str(&clf(
            "192.0.2.1",
            "01/Nov/2026:10:00:00 +0000",
            &format!("/private/p{}", i % 7),
            200,
            agents[i % agents.len()],
        ));
    }
    // Only a `*` group: every crawler reads the same groups.
    let star = versions();
    let none = Lists::default();
    let t = read(&star, &none, log.as_bytes());
    assert_eq!((t.classified, t.judgements), (5, 7));
    assert_eq!(stats(&t, "GPTBot").disallowed, 400);
    // A group for GPTBot: its verdicts apart from the others'.
    let named = vec![Version::from_start(b"User-agent: *\nDisallow: /private\n\nUser-agent: GPTBot\nAllow: /private/p1\nDisallow: /\n")];
    let t = read(&named, &none, log.as_bytes());
    assert_eq!((t.classified, t.judgements), (5, 14));
    let gpt = stats(&t, "GPTBot");
    // GPTBot's lines are i = 2 (mod 5); /private/p1 is i = 1 (mod 7).
    let p1 = (0..2000u64).filter(|i| i % 5 == 2 && i % 7 == 1).count() as u64;
    assert_eq!((gpt.allowed, gpt.disallowed), (p1, 400 - p1));
    assert_eq!(stats(&t, "Googlebot").disallowed, 400);
}
