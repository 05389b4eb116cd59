//! `robots drift`'s comparison ([`robots::drift::compare`]) and the
//! managed-block finder: the input is split at its first 0xFF byte into
//! the source file and the served file (the first byte, before them,
//! chooses whether the served side is the file or a status that replaces
//! it). Checked on every input:
//!
//! * the blocks are in order, each from its first line to its last, apart;
//! * every change is a verdict that differs, with each side's line a rule
//!   line of its file (or 0), and a cause that holds: `managed` only for a
//!   served line inside a block (or no line, when a block's group is the
//!   one obeyed), `served_status` exactly when the status replaced the file;
//! * a file compared with itself has no change;
//! * at most `MAX_PATHS` paths, `/` first.
//!
//! Any panic, hang or disagreement is a bug.
#![no_main]

use libfuzzer_sys::fuzz_target;
use robots::drift::{compare, Cause, Served, MAX_PATHS};
use robots::{managed, tester};

const TOKENS: [&str; 5] = ["GPTBot", "ClaudeBot", "Googlebot-Image", "*", "a-b_c"];

fuzz_target!(|data: &[u8]| {
    let Some((&which, rest)) = data.split_first() else {
        return;
    };
    let mut parts = rest.splitn(2, |&b| b == 0xFF);
    let source_bytes = parts.next().unwrap_or_default();
    let served_bytes = parts.next().unwrap_or_default();
    let source = tester::parse(source_bytes);
    let served = tester::parse(served_bytes);
    let blocks = managed::blocks(served_bytes);
    let mut last = 0;
    for b in &blocks {
        assert!(b.first_line > last && b.first_line <= b.last_line, "{blocks:?}");
        last = b.last_line;
    }
    let extra = vec![String::from_utf8_lossy(source_bytes.get(..20).unwrap_or_default()).into_owned()];
    let side = match which % 3 {
        0 => Served::Replaced { allowed: true },
        1 => Served::Replaced { allowed: false },
        _ => Served::File {
            robots: &served,
            managed: &blocks,
        },
    };
    let report = compare(&source, side, &TOKENS, &extra);
    assert!(report.paths.len() <= MAX_PATHS);
    assert_eq!(report.paths.first().map(String::as_str), Some("/"));
    let is_rule_line = |robots: &robots::RobotsTxt, line: u32| {
        line == 0 || robots.rules().iter().any(|r| r.line == line)
    };
    for c in &report.changes {
        assert_ne!(c.source.allowed, c.served.allowed, "{c:?}");
        assert!(is_rule_line(&source, c.source.line), "{c:?}");
        match side {
            Served::Replaced { .. } => {
                assert_eq!(c.cause, Cause::ServedStatus);
                assert_eq!(c.served.line, 0);
            }
            Served::File { .. } => {
                assert_ne!(c.cause, Cause::ServedStatus);
                assert!(is_rule_line(&served, c.served.line), "{c:?}");
                if c.cause == Cause::Managed && c.served.line != 0 {
                    assert!(blocks.iter().any(|b| b.holds(c.served.line)), "{c:?}");
                }
                if c.served.line != 0 && blocks.iter().any(|b| b.holds(c.served.line)) {
                    assert_eq!(c.cause, Cause::Managed, "{c:?}");
                }
            }
        }
    }
    // A file against itself (no managed block): nothing differs.
    let same = compare(
        &source,
        Served::File {
            robots: &source,
            managed: &[],
        },
        &TOKENS,
        &extra,
    );
    assert!(same.changes.is_empty(), "{:?}", same.changes);
});
