//! `robots::drift`: a source file against a served one, by verdict, each
//! change with its cause; and the managed block's GPTBot tie.

use robots::drift::{compare, Cause, Report, Served};
use robots::{managed, tester};

fn report(source: &str, served: &str, tokens: &[&str], extra: &[&str]) -> Report {
    let source = tester::parse(source.as_bytes());
    let blocks = managed::blocks(served.as_bytes());
    let served = tester::parse(served.as_bytes());
    let extra: Vec<String> = extra.iter().map(|s| s.to_string()).collect();
    compare(
        &source,
        Served::File {
            robots: &served,
            managed: &blocks,
        },
        tokens,
        &extra,
    )
}

/// (crawler, path, source allowed and line, served allowed and line, cause).
type Seen<'a> = (usize, &'a str, (bool, u32), (bool, u32), &'static str);

fn changes(r: &Report) -> Vec<Seen<'_>> {
    r.changes
        .iter()
        .map(|c| {
            (
                c.crawler,
                r.paths[c.path].as_str(),
                (c.source.allowed, c.source.line),
                (c.served.allowed, c.served.line),
                c.cause.code(),
            )
        })
        .collect()
}

#[test]
fn paths_are_the_root_the_callers_and_every_rule_path_made_concrete() {
    let r = report(
        "User-agent: *\nDisallow: /*.pdf$\nDisallow: /a*b\n",
        "User-agent: *\nAllow: *.gif\nDisallow: /a*b\nDisallow:\n",
        &["x"],
        &["/shop?q=1", "/"],
    );
    assert_eq!(r.paths, ["/", "/shop?q=1", "/.pdf", "/ab", "/.gif"]);
    assert_eq!(r.more_paths, 0);
}

#[test]
fn each_cause() {
    // A line the served file adds, one it lacks, and the same lines
    // grouped differently.
    let r = report(
        "User-agent: *\nAllow: /\n",
        "User-agent: *\nAllow: /\nDisallow: /x\n",
        &["bot"],
        &[],
    );
    assert_eq!(
        changes(&r),
        [(0, "/x", (true, 2), (false, 3), "served_only")]
    );
    let r = report(
        "User-agent: *\nDisallow: /x\n",
        "User-agent: *\nDisallow: /y\n",
        &["bot"],
        &[],
    );
    assert_eq!(
        changes(&r),
        [
            (0, "/x", (false, 2), (true, 0), "source_only"),
            (0, "/y", (true, 0), (false, 2), "served_only"),
        ]
    );
    // Foo shared the `*` group; served, it has its own group, and the
    // Disallow stays with `*` only.
    let r = report(
        "User-agent: Foo\nUser-agent: *\nDisallow: /x\n",
        "User-agent: Foo\nAllow: /y\n\nUser-agent: *\nDisallow: /x\n",
        &["Foo", "Other"],
        &[],
    );
    assert_eq!(changes(&r), [(0, "/x", (false, 3), (true, 0), "order")]);
    // The served status replaces the rules.
    let source = tester::parse(b"User-agent: *\nDisallow: /private\n");
    let r = compare(&source, Served::Replaced { allowed: false }, &["bot"], &[]);
    assert_eq!(
        changes(&r),
        [(0, "/", (true, 0), (false, 0), "served_status")]
    );
    let r = compare(&source, Served::Replaced { allowed: true }, &["bot"], &[]);
    assert_eq!(
        changes(&r),
        [(0, "/private", (false, 2), (true, 0), "served_status")]
    );
    assert_eq!(Cause::Order.code(), "order");
}

/// The managed block prepended to a file that welcomes GPTBot: Google
/// merges GPTBot's two groups, `Disallow: /` and `Allow: /` tie, the Allow
/// wins. ClaudeBot, which the file does not name, is blocked.
#[test]
fn the_gptbot_tie_and_the_managed_block() {
    let own = "User-agent: *\nDisallow: /admin/\n\nUser-agent: GPTBot\nAllow: /\n";
    let block = "# BEGIN Cloudflare Managed content\nUser-agent: ClaudeBot\nDisallow: /\n\nUser-agent: GPTBot\nDisallow: /\n# END Cloudflare Managed Content\n";
    let served = format!("{block}{own}");
    let r = report(own, &served, &["GPTBot", "ClaudeBot", "Googlebot"], &[]);
    assert_eq!(
        changes(&r),
        [(1, "/", (true, 0), (false, 3), "managed")],
        "ClaudeBot at /admin/ is disallowed on both sides"
    );
    let ties: Vec<(usize, &str, u32, u32)> = r
        .ties
        .iter()
        .map(|t| {
            (
                t.crawler,
                r.paths[t.path].as_str(),
                t.allow_line,
                t.disallow_line,
            )
        })
        .collect();
    assert_eq!(ties, [(0, "/", 12, 6), (0, "/admin/", 12, 6)]);
    // The same block, not prepended: no tie, no change.
    let r = report(own, own, &["GPTBot", "ClaudeBot"], &[]);
    assert_eq!((r.changes.len(), r.ties.len()), (0, 0));
}

/// The block's `*` group (`Allow: /`) merges with the site's own `*`
/// group: a one-byte `Disallow: /` ties and loses; a longer one still wins.
#[test]
fn the_blocks_star_group_merges_with_the_sites() {
    let block = "# BEGIN Cloudflare Managed content\n\nUser-Agent: *\nContent-signal: search=yes, ai-train=no\nAllow: /\n\n# END Cloudflare Managed Content\n";
    let own = "User-agent: *\nDisallow: /\n";
    let r = report(own, &format!("{block}{own}"), &["Googlebot"], &[]);
    assert_eq!(changes(&r), [(0, "/", (false, 2), (true, 5), "managed")]);
    let own = "User-agent: *\nDisallow: /admin/\n";
    let r = report(own, &format!("{block}{own}"), &["Googlebot"], &[]);
    assert_eq!(changes(&r), []);
}

#[test]
fn a_managed_group_a_crawler_obeys_is_the_cause_when_no_line_decides() {
    // Foo's managed group (with no rule matching /x) takes it away from
    // `*`, which disallows /x.
    let source = "User-agent: *\nDisallow: /x\n";
    let served = format!(
        "# BEGIN Cloudflare Managed content\nUser-agent: Foo\nAllow: /elsewhere\n# END Cloudflare Managed Content\n{source}"
    );
    let r = report(source, &served, &["Foo"], &[]);
    assert_eq!(changes(&r), [(0, "/x", (false, 2), (true, 0), "managed")]);
}

#[test]
fn paths_stop_at_the_limit_and_are_counted() {
    let body: String = (0..1500).map(|i| format!("Disallow: /p{i}\n")).collect();
    let source = format!("User-agent: *\n{body}");
    let r = report(&source, &source, &["bot"], &[]);
    assert_eq!(r.paths.len(), robots::drift::MAX_PATHS);
    assert_eq!(r.more_paths, 1501 - robots::drift::MAX_PATHS);
    assert!(r.changes.is_empty());
}
