//! The command line's sitemap reader (`robots site`), compiled in by path:
//! the first byte chooses how the rest is handed to it.
//!
//! * even — as the server's bytes (XML, plain text, or gzip when they
//!   start with its magic bytes);
//! * odd — gzip-compressed first, so that every XML and text path is also
//!   reached through the decoder.
//!
//! Whatever the bytes, the reader ends, hands on no more entries than its
//! bound, each at most `MAX_LOC` bytes and never empty, and counts exactly
//! what it handed on. Any panic, hang or disagreement is a bug.
#![no_main]

use std::io::Write;

use libfuzzer_sys::fuzz_target;

#[path = "../../crates/robots-cli/src/sitemap.rs"]
#[allow(dead_code, unused_imports)]
mod sitemap;

use sitemap::{read_bounded, Cut, Flow, MAX_LOC};

/// Small bounds, so that the cuts are reached too.
const MAX_URLS: usize = 64;
const MAX_BYTES: u64 = 256 * 1024;

fuzz_target!(|data: &[u8]| {
    let Some((&how, rest)) = data.split_first() else {
        return;
    };
    let input: Vec<u8> = if how % 2 == 0 {
        rest.to_vec()
    } else {
        let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
        e.write_all(rest).unwrap();
        e.finish().unwrap()
    };
    let mut handed = 0usize;
    let stop_after = usize::from(how / 2) % (MAX_URLS + 8);
    let summary = read_bounded(&input[..], MAX_URLS, MAX_BYTES, |_, loc| {
        assert!(!loc.is_empty() && loc.len() <= MAX_LOC, "{} bytes", loc.len());
        assert_eq!(loc, loc.trim());
        handed += 1;
        if stop_after > 0 && handed == stop_after {
            Flow::Stop
        } else {
            Flow::Go
        }
    });
    assert!(summary.entries <= MAX_URLS);
    assert_eq!(summary.entries, handed);
    if summary.cut == Some(Cut::Urls) {
        assert_eq!(summary.entries, MAX_URLS);
    }
    if summary.cut.is_some() {
        assert!(summary.problem.is_none(), "{summary:?}");
    }
});
