//! Hostile input: control characters in files, URLs and servers' answers
//! are escaped in what people read, timeouts cannot overflow the clock, and
//! hosts too long to exist are refused at once.

mod common;

use common::{code, ok, robots, run, stderr, stdout, temp_dir, write, Server};

const ESC_FILE: &[u8] = b"User-agent: *\nDisallow: /x\x1b[2J\nFoo\x1b]0;owned\x07: bar\n";

fn no_raw_controls(text: &str) -> bool {
    !text
        .chars()
        .any(|c| c.is_control() && c != '\n' && c != '\t')
}

/// `check` of [`ESC_FILE`] (in a new directory for `test`) for Googlebot,
/// then `args`.
fn check_esc_file(test: &str, args: &[&str]) -> common::Run {
    let dir = temp_dir(test);
    let f = write(&dir, "robots.txt", ESC_FILE);
    run(&[&["check", &f, "-a", "Googlebot"][..], args].concat(), "")
}

#[test]
fn check_escapes_a_url_s_control_characters() {
    let r = check_esc_file(
        "esc-check",
        &[
            "-u",
            "http://e.com/a\u{1b}[31mred",
            "-u",
            "/b\u{9b}31m",
            "-u",
            "http://e\u{1b}.com/",
        ],
    );
    assert_eq!(r.code, 4, "{r:?}");
    assert_eq!(
        r.stdout,
        "ALLOWED\t0\tGooglebot\thttp://e.com/a\\x1b[31mred\n\
         ALLOWED\t0\tGooglebot\t/b\\u{9b}31m\n"
    );
    assert!(
        r.stderr
            .contains("URL 'http://e\\x1b.com/': 'e\\x1b.com' is not a valid host"),
        "{}",
        r.stderr
    );
    assert!(no_raw_controls(&r.stdout) && no_raw_controls(&r.stderr));
}

#[test]
fn lint_and_test_escape_the_lines_they_echo() {
    let dir = temp_dir("esc-lines");
    let f = write(&dir, "robots.txt", ESC_FILE);
    let r = run(&["lint", &f], "");
    assert!(
        r.stdout
            .contains("3\twarning\tunknown_key\tunknown key 'Foo\\x1b]0;owned\\x07'"),
        "{}",
        r.stdout
    );
    assert!(no_raw_controls(&r.stdout));

    // A failed expectation prints the URL and the deciding rule as written.
    let e = write(&dir, "expect.txt", "allowed Googlebot /x\u{1b}[2J\n");
    let r = run(&["test", "--raw", &f, &e], "");
    assert_eq!(r.code, 1, "{r:?}");
    assert!(
        r.stdout
            .contains(":1: /x\\x1b[2J for Googlebot: expected allowed, got disallowed"),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout.contains("line 2: Disallow: /x\\x1b[2J\n"),
        "{}",
        r.stdout
    );
    assert!(no_raw_controls(&r.stdout));

    // An unreadable expectation line is reported on stderr, escaped too.
    let bad = write(&dir, "bad.txt", "maybe\u{1b}[2J Googlebot /\n");
    let r = run(&["test", &f, &bad], "");
    assert_eq!(r.code, 2, "{r:?}");
    assert!(r.stderr.contains("\\x1b[2J"), "{}", r.stderr);
    assert!(no_raw_controls(&r.stderr));
}

#[test]
fn json_and_fetched_bodies_are_left_as_they_are() {
    let r = check_esc_file("esc-raw", &["-u", "/x\u{1b}[2J", "--raw", "--json"]);
    let v: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
    assert_eq!(v["url"], "/x\u{1b}[2J");
    assert_eq!(v["written"], "/x\u{1b}[2J");

    let server = Server::start(vec![("/robots.txt", ok(ESC_FILE))]);
    let o = robots(&["fetch", &server.url("/robots.txt")], None);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert_eq!(o.stdout, ESC_FILE, "the body as received, like curl");
}

/// A file whose unknown key and rule hold DEL, a C1 control (U+0085) and a
/// right-to-left override (U+202E).
const ODD_FILE: &str =
    "User-agent: *\nDisallow: /x\u{7f}\u{85}\u{202e}y\nFo\u{7f}o\u{85}\u{202e}: 1\nContent-Signal: a\u{85}b=c\u{7f}d\n";
const ODD: [char; 3] = ['\u{7f}', '\u{85}', '\u{202e}'];

#[test]
fn machine_formats_are_escaped_for_their_format_only() {
    let dir = temp_dir("esc-machine");
    let f = write(&dir, "robots.txt", ODD_FILE);
    // SARIF: one JSON document whose strings hold the characters as they are.
    let r = run(&["lint", &f, "--format", "sarif"], "");
    let log: serde_json::Value = serde_json::from_str(&r.stdout).expect("SARIF is JSON");
    let messages: Vec<&str> = log["runs"][0]["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["message"]["text"].as_str().unwrap())
        .collect();
    assert!(
        messages
            .iter()
            .any(|m| m.contains("Fo\u{7f}o\u{85}\u{202e}")),
        "{messages:?}"
    );
    assert!(!r.stdout.contains("\\x7f") && !r.stdout.contains("\\u{"));
    let e = write(
        &dir,
        "expect.txt",
        "disallowed Googlebot /x\u{7f}\u{85}\u{202e}y\n",
    );
    let r = run(&["test", "--raw", &f, &e, "--format", "sarif"], "");
    assert_eq!(r.code, 1, "{r:?}");
    let log: serde_json::Value = serde_json::from_str(&r.stdout).expect("SARIF is JSON");
    let text = log["runs"][0]["results"][0]["message"]["text"]
        .as_str()
        .unwrap();
    assert!(ODD.iter().all(|c| text.contains(*c)), "{text}");
    // --json of check and policy: each line parses, the characters round-trip.
    let url = "/x\u{7f}\u{85}\u{202e}y";
    let r = run(
        &["check", &f, "-a", "Googlebot", "-u", url, "--raw", "--json"],
        "",
    );
    let v: serde_json::Value = serde_json::from_str(r.stdout.trim()).expect("JSON");
    assert_eq!(
        (v["url"].as_str(), v["path"].as_str()),
        (Some(url), Some(url))
    );
    let r = run(&["policy", &f, "--json"], "");
    for line in r.stdout.lines() {
        let v: serde_json::Value = serde_json::from_str(line).expect("JSON");
        // AdsBot and its kind ignore the `*` group: no signals for them.
        if !v["signals"].is_null() {
            assert_eq!(v["signals"]["a\u{85}b"], "c\u{7f}d", "{line}");
        }
    }
    // Text for people: each one escaped.
    let r = run(&["lint", &f], "");
    assert!(
        r.stdout.contains("unknown key 'Fo\\x7fo\\u{85}\\u{202e}'"),
        "{}",
        r.stdout
    );
    let r = run(&["policy", &f], "");
    assert!(r.stdout.contains("a\\u{85}b=c\\x7fd"), "{}", r.stdout);
    assert!(!r.stdout.contains(ODD) && no_raw_controls(&r.stdout));
}

#[test]
fn a_timeout_too_long_for_the_clock_is_a_usage_error() {
    for option in ["--timeout", "--connect-timeout"] {
        // Port 9 (discard): nothing is fetched, the value is refused first.
        let o = robots(
            &["fetch", "http://127.0.0.1:9/robots.txt", option, "1e19"],
            None,
        );
        assert_eq!(code(&o), 2, "{option}: {}", stderr(&o));
        assert!(
            stderr(&o).contains("'1e19' seconds is too long: at most 86400 (a day)"),
            "{}",
            stderr(&o)
        );
    }
}

#[test]
fn a_host_longer_than_dns_allows_is_refused_with_the_reason() {
    let dir = temp_dir("long-host");
    let f = write(&dir, "robots.txt", "User-agent: *\nDisallow: /\n");
    // 50,000 distinct non-ASCII code points: punycode used to rescan the
    // label for each one (44 s in a debug build).
    let host: String = (0..50_000u32)
        .filter_map(|i| char::from_u32(0x4E00 + i))
        .collect();
    let urls = format!("http://{host}/a\n/b\n");
    let o = robots(
        &["check", &f, "-a", "Googlebot", "--urls", "-"],
        Some(&urls),
    );
    assert_eq!(code(&o), 4, "{}", stderr(&o));
    assert_eq!(stdout(&o), "DISALLOWED\t2\tGooglebot\t/b\n");
    assert!(
        stderr(&o).contains("is longer than DNS allows (253 bytes, 63 per label"),
        "{}",
        &stderr(&o)[..300.min(stderr(&o).len())]
    );
}
