//! `robots site`'s memory does not grow with the URLs it blocks: every
//! allocation of this test process is counted (a counting allocator), and
//! the peak of a run that blocks 8n URLs is compared with one that blocks
//! n. The site is served from 127.0.0.1 by the test itself.

mod common;

use std::alloc::{GlobalAlloc, Layout, System};
use std::io::Write;
use std::sync::atomic::{AtomicUsize, Ordering};

use common::{ok, Server};

struct Counting;

static NOW: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call is passed to the system allocator unchanged; only
// the byte counts are kept beside it.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            let now = NOW.fetch_add(layout.size(), Ordering::SeqCst) + layout.size();
            PEAK.fetch_max(now, Ordering::SeqCst);
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) };
        NOW.fetch_sub(layout.size(), Ordering::SeqCst);
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

fn gzip(data: &str) -> Vec<u8> {
    let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    e.write_all(data.as_bytes()).unwrap();
    e.finish().unwrap()
}

/// A site whose two sitemaps list `n` URLs in all, every one blocked.
fn site(n: usize) -> Server {
    Server::start_with(|base| {
        let half = |from: usize, to: usize| {
            let mut text = String::new();
            for i in from..to {
                text.push_str(&format!("{base}/private/page-{i:07}\n"));
            }
            gzip(&text)
        };
        vec![
            (
                "/robots.txt".to_string(),
                ok(format!(
                    "User-agent: *\nDisallow: /private\nSitemap: {base}/a.txt\nSitemap: {base}/b.txt\n"
                )),
            ),
            ("/a.txt".to_string(), ok(half(0, n / 2))),
            ("/b.txt".to_string(), ok(half(n / 2, n))),
        ]
    })
}

/// The peak bytes allocated above what was allocated before, during one
/// `robots site URL --json` run in this process (the output included).
fn peak_of_run(url: &str, n: usize) -> usize {
    let before = NOW.load(Ordering::SeqCst);
    PEAK.store(before, Ordering::SeqCst);
    let r = common::run(&["site", url, "--json"], "");
    assert_eq!(r.code, 1, "{}", r.stderr);
    let v: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(v["agents"][0]["blocked"], n);
    drop(r);
    PEAK.load(Ordering::SeqCst) - before
}

#[test]
fn blocked_urls_do_not_grow_memory() {
    let n = 10_000;
    let (small, large) = (site(n), site(8 * n));
    // Once first: the catalogues and the registry are read once per process.
    peak_of_run(&small.url("/"), n);
    let p1 = peak_of_run(&small.url("/"), n);
    let p8 = peak_of_run(&large.url("/"), 8 * n);
    eprintln!(
        "peak above the start: {n} blocked URLs {p1} bytes, {} blocked {p8} bytes",
        8 * n
    );
    // The served bodies are copied per connection by the test server (a
    // gzip stream of 8n URLs is about 150 KB); the run's own memory may
    // not grow with the blocked URLs at all.
    assert!(
        p8 < p1 + 2 * 1024 * 1024,
        "{n} blocked URLs: {p1} bytes at the peak; {}: {p8} bytes",
        8 * n
    );
}
