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
    vec![Version {
        robots: robots::tester::parse(b"User-agent: *\nDisallow: /private\n"),
        from: None,
    }]
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
