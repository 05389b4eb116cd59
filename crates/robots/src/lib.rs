//! A robots.txt parser and matcher that reads files exactly as Google's
//! crawler does ([google/robotstxt], RFC 9309 plus Google's leniencies), and
//! explains every verdict as data.
//!
//! Parse once, check many times:
//!
//! ```
//! use robots::RobotsTxt;
//!
//! let robots = RobotsTxt::parse(b"User-agent: *\nDisallow: /*.htm\nAllow: /page\n");
//! let v = robots.check_raw(&["Googlebot"], "https://example.com/page.htm");
//! assert!(!v.allowed);
//! assert_eq!(v.line, 2);
//! assert_eq!(
//!     v.sentence(),
//!     "`Disallow: /*.htm` (6 bytes) is longer than `Allow: /page` (5 bytes): the longest match wins"
//! );
//! // The fast path for bulk checks gives the same verdict and line.
//! let bot = robots.agent_raw(&["Googlebot"]);
//! assert_eq!(bot.allowed(b"/page.htm"), (false, 2));
//! ```
//!
//! Two modes:
//!
//! * **raw** ([`RobotsTxt::parse`], [`RobotsTxt::check_raw`]): agent and URL
//!   go to the matcher exactly as Google's library takes them; no size limit;
//! * **tester** ([`tester`]): a pasted user-agent string or typed URL is read
//!   the way a crawler would send it, the 500 KiB limit applies, and crawler
//!   families are honoured.
//!
//! Shared by the command-line tool and the web page: [`expect`] reads and
//! writes expectations files (`allowed Googlebot /path`, one per line), and
//! [`compare`] classifies how a verdict changes between two files.
//!
//! [google/robotstxt]: https://github.com/google/robotstxt

mod ac;
pub mod agent;
pub mod aipref;
mod check;
pub mod compare;
pub mod drift;
pub mod expect;
mod index;
pub mod inherit;
pub mod intent;
#[cfg(feature = "serde")]
pub mod json;
pub mod key;
mod lines;
mod lint;
pub mod managed;
pub mod message;
mod parse;
pub mod pattern;
pub mod readers;
pub mod registry;
mod rule;
pub mod status;
pub mod tester;
pub mod url;
mod verdict;
pub mod verify;
mod wire;

pub use check::AgentView;
pub use parse::{
    Diagnostic, Group, GroupAgent, Line, LineKind, RobotsTxt, Severity, Sitemap, Truncation,
    GOOGLE_SIZE_LIMIT, MAX_LINE_BYTES,
};
pub use rule::{Rule, RuleKind};
pub use verdict::{FamilyUse, GroupChoice, GroupKind, Reason, RuleMatch, Verdict};

/// Sorts `v` so that no element is `less` than one before it. A heapsort:
/// O(n log n), in place, and a few hundred bytes of wasm per element type
/// (the standard library's sorts cost several kilobytes per instantiation,
/// and this crate ships in a web page).
pub fn heapsort<T>(v: &mut [T], less: impl Fn(&T, &T) -> bool) {
    let sift_down = |v: &mut [T], mut node: usize, end: usize| loop {
        let mut child = 2 * node + 1;
        if child >= end {
            break;
        }
        if child + 1 < end && less(&v[child], &v[child + 1]) {
            child += 1;
        }
        if !less(&v[node], &v[child]) {
            break;
        }
        v.swap(node, child);
        node = child;
    };
    let n = v.len();
    for i in (0..n / 2).rev() {
        sift_down(v, i, n);
    }
    for end in (1..n).rev() {
        v.swap(0, end);
        sift_down(v, 0, end);
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn heapsort_sorts() {
        let mut seed = 7u64;
        for len in 0..200 {
            let mut v: Vec<u64> = (0..len)
                .map(|_| {
                    seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1);
                    (seed >> 33) % 50
                })
                .collect();
            let mut want = v.clone();
            want.sort();
            super::heapsort(&mut v, |a, b| a < b);
            assert_eq!(v, want);
        }
    }
}
