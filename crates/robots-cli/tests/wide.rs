//! Every table and aligned printer with a 100,000-character agent, key and
//! path: `check`, `policy`, `audit`, `site` and `test` answer without a
//! panic (a format width over 65,535 once aborted the process), a table
//! cell is cut to its column's cap with `…`, and the output stays about
//! as long as its input.

mod common;

use common::{ok, run, temp_dir, write, Server};
use robots_cli::table::MAX_CELL;

const N: usize = 100_000;

fn long(c: char) -> String {
    std::iter::repeat_n(c, N).collect()
}

/// `s`'s first `MAX_CELL - 1` characters and `…`, as a table shows a cell
/// longer than its cap.
fn cut(s: &str) -> String {
    let mut out: String = s.chars().take(MAX_CELL - 1).collect();
    out.push('…');
    out
}

#[test]
fn check_prints_a_long_agent_and_path_whole() {
    let agent = long('A');
    let path = format!("/{}", long('p'));
    let robots = "User-agent: *\nDisallow: /p\n";
    let r = run(&["check", "-", "-a", &agent, "-u", &path], robots);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout, format!("DISALLOWED\t2\t{agent}\t{path}\n"));
}

#[test]
fn policy_cuts_a_long_signal_key_and_7000_keys_to_the_column() {
    let key = long('k');
    let robots = format!("User-agent: *\nContent-Signal: ai-train=no, {key}=yes\nAllow: /\n");
    let r = run(&["policy", "-", "-u", "/"], &robots);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let gptbot = r
        .stdout
        .lines()
        .find(|l| l.contains(" GPTBot "))
        .unwrap_or_else(|| panic!("no GPTBot row: {}", &r.stdout[..500]));
    assert!(
        gptbot.ends_with(&cut(&format!("ai-train=no, {key}=yes"))),
        "{gptbot}"
    );
    assert!(r
        .stdout
        .lines()
        .all(|l| l.chars().count() < 8 * (MAX_CELL + 2)));

    // 7,000 keys on 7,000 lines (some 140 KB), the file that aborted
    // `robots policy`: one signals cell over 65,535 characters.
    let keys: String = (0..7_000)
        .map(|i| format!("Content-Signal: key{i:05}=yes\n"))
        .collect();
    let robots = format!("User-agent: *\n{keys}Allow: /\n");
    let r = run(&["policy", "-"], &robots);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let gptbot = r.stdout.lines().find(|l| l.contains(" GPTBot ")).unwrap();
    assert!(
        gptbot.ends_with("key00000=yes, key00001=yes, key00002=yes, key00003=yes, key…"),
        "{gptbot}"
    );
    // The JSON keeps every key.
    let r = run(&["policy", "-", "--json"], &robots);
    let first: serde_json::Value = serde_json::from_str(r.stdout.lines().next().unwrap()).unwrap();
    assert_eq!(first["signals"].as_object().unwrap().len(), 7_000);
}

#[test]
fn policy_heads_its_table_with_a_long_url() {
    let path = format!("/{}", long('p'));
    let r = run(
        &["policy", "-", "-u", &path],
        "User-agent: *\nDisallow: /p\n",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout.lines().next(), Some(path.as_str()));
    assert!(
        r.stdout.contains("  DISALLOWED  "),
        "{}",
        &r.stdout[N..N + 400]
    );
}

#[test]
fn test_reports_a_long_agent_and_path() {
    let dir = temp_dir("wide-test");
    let agent = long('A');
    let path = format!("/{}", long('p'));
    let robots = write(&dir, "robots.txt", "User-agent: *\nDisallow: /p\n");
    let e = write(
        &dir,
        "e.txt",
        format!("allowed {agent} {path}\ndisallowed a /\nallowed b /x\n"),
    );
    let r = run(&["test", &robots, &e], "");
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(
        r.stdout.contains(&format!(
            ":1: {path} for {agent}: expected allowed, got disallowed\n"
        )),
        "{}",
        r.stdout.len()
    );
    assert!(
        r.stdout.ends_with("1 passed, 2 failed\n"),
        "{}",
        r.stdout.len()
    );
    assert!(r.stdout.len() < 4 * N + 2_000);
}

#[test]
fn audit_cuts_long_unknown_agents_and_paths() {
    let dir = temp_dir("wide-audit");
    let robots = write(&dir, "robots.txt", "User-agent: *\nDisallow: /private\n");
    let ranges = dir.join("ranges");
    std::fs::create_dir_all(&ranges).unwrap();
    // A log line holds up to 64 KiB: a 60,000-character unknown bot and
    // path, then a 100,000-character agent (a line too long to read).
    let bot = format!("Mozilla/5.0 (compatible; {}bot/1.0)", "b".repeat(60_000));
    let path = format!("/private/{}", "p".repeat(60_000));
    let googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    let line = |agent: &str, path: &str| {
        format!("192.0.2.1 - - [01/Nov/2026:10:00:00 +0000] \"GET {path} HTTP/1.1\" 200 5 \"-\" \"{agent}\"\n")
    };
    let log = [
        line(&bot, "/"),
        line(googlebot, &path),
        line(&long('A'), "/"),
    ]
    .concat();
    let log = write(&dir, "access.log", log);
    let r = common::audit(&log, &robots, ranges.to_str().unwrap(), &[]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    // The unknown bot by its product token.
    let token = format!("{}bot", "b".repeat(60_000));
    assert!(
        r.stdout.contains(&format!("  {}\n", cut(&token))),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout.contains(&format!("  {}\n", cut(&path))),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains("Skipped lines: 1."), "{}", r.stdout);
    assert!(r.stdout.len() < 4_000, "{}", r.stdout);
}

#[test]
fn site_reports_a_long_agent_and_a_long_sitemap_url() {
    let path = format!("/private/{}", long('p'));
    let site = Server::start_with(|base| {
        vec![
            (
                "/robots.txt".to_string(),
                ok(format!(
                    "User-agent: *\nDisallow: /private\n\nSitemap: {base}/s.txt\n"
                )),
            ),
            (
                "/s.txt".to_string(),
                ok(format!("{base}{path}\n{base}/ok\n")),
            ),
        ]
    });
    let agent = long('A');
    let r = run(&["site", &site.url("/"), "-a", &agent], "");
    assert_eq!(r.code, 1, "{}\n{}", r.stderr, r.stdout);
    assert!(
        r.stdout
            .contains(&format!("\n{agent}: 1 of 2 sitemap URLs blocked\n")),
        "{}",
        &r.stdout[..300]
    );
    assert!(r
        .stdout
        .contains("\n  line 2 `Disallow: /private` blocks 1 sitemap URL\n"));
    assert!(r
        .stdout
        .contains(&format!("/private/{}", "p".repeat(1_000))));
    assert!(r.stdout.len() < 3 * N, "{}", r.stdout.len());
}
