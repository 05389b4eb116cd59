//! Access log lines, as `robots audit` and the page's Traffic view read
//! them (`robots_audit`): the input is split at its first 0xFF byte into
//! (robots.txt, log); the first byte of the log chooses the format (auto,
//! combined, w3c, json) and the size of the chunks it is fed in. The log is
//! read twice, in those chunks and whole, with two dated versions of the
//! file so that grace and saturating times are exercised.
//!
//! Any panic, hang, or one of these broken is a bug:
//! * the same counts whatever the chunks' size;
//! * per crawler, `allowed + disallowed + grace + robots_fetches` and
//!   `verified + forged + unverified` are its requests, and what the edge
//!   answered is within them (`refused + payment_required <= allowed`,
//!   `disallowed_served <= disallowed`);
//! * the tables hold no more bytes than their budgets.
#![no_main]

use libfuzzer_sys::fuzz_target;
use robots_audit::logs::Format;
use robots_audit::ranges::Lists;
use robots_audit::tally::{Tally, Version, CACHE_BYTES};
use robots_audit::Reader;

fn read<'a>(
    versions: &'a [Version],
    lists: &'a Lists,
    format: Option<Format>,
    log: &[u8],
    chunk: usize,
) -> Tally<'a> {
    let mut tally = Tally::new(versions, lists, None, None);
    let mut reader = Reader::new(format);
    reader.start("log");
    for c in log.chunks(chunk.max(1)) {
        reader.push(c, &mut tally);
    }
    reader.finish(&mut tally);
    tally
}

fuzz_target!(|data: &[u8]| {
    let (body, log) = match data.iter().position(|&b| b == 0xFF) {
        Some(i) => (&data[..i], &data[i + 1..]),
        None => (&b"User-agent: *\nDisallow: /private\n"[..], data),
    };
    let Some((&which, log)) = log.split_first() else {
        return;
    };
    let format = [None, Some(Format::Combined), Some(Format::W3c), Some(Format::Json)]
        [usize::from(which % 4)];
    let chunk = 1 + usize::from(which / 4);
    let versions = [
        Version {
            robots: robots::tester::parse(b""),
            from: Some(-5_000_000_000),
        },
        Version {
            robots: robots::tester::parse(body),
            from: Some(1_793_491_200),
        },
    ];
    let mut lists = Lists::default();
    lists.add(
        "common-crawlers.json",
        br#"{"prefixes":[{"ipv4Prefix":"192.0.2.0/24"},{"ipv6Prefix":"2001:db8::/32"}]}"#,
    );
    let a = read(&versions, &lists, format, log, chunk);
    let b = read(&versions, &lists, format, log, log.len());
    assert_eq!((a.lines, a.requests, a.skipped), (b.lines, b.requests, b.skipped));
    for (s, t) in a.stats.iter().zip(&b.stats) {
        assert_eq!(s.counts(), t.counts());
        assert_eq!(
            s.allowed + s.disallowed + s.grace + s.robots_fetches,
            s.requests
        );
        assert_eq!(s.verified + s.forged + s.unverified, s.requests);
        assert!(s.refused + s.payment_required <= s.allowed);
        assert!(s.disallowed_served <= s.disallowed);
        assert!(robots_audit::top(s).len() <= robots_audit::TOP);
    }
    assert_eq!(a.unknown(), b.unknown());
    assert!(a.held_bytes() <= 3 * CACHE_BYTES + 64 << 20);
});
