//! The `robots` command as a user runs it.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn robots(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_robots"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("robots runs");
    if let Some(input) = stdin {
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
    }
    drop(child.stdin.take());
    child.wait_with_output().unwrap()
}

fn file(name: &str, body: &[u8]) -> String {
    let dir = std::env::temp_dir().join(format!("robots-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, body).unwrap();
    path.to_string_lossy().into_owned()
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

const SAMPLE: &[u8] =
    b"User-agent: Googlebot\nDisallow: /*.htm\nAllow: /page\n\nUser-agent: *\nDisallow: /private\n";

/// `robots check` of [`SAMPLE`] (saved as `name`), then `args`.
fn check_sample(name: &str, args: &[&str]) -> Output {
    let f = file(name, SAMPLE);
    robots(&[&["check", f.as_str()][..], args].concat(), None)
}

#[test]
fn check_prints_one_line_per_url_and_agent_in_order() {
    let o = check_sample(
        "sample.txt",
        &[
            "--agent",
            "Googlebot",
            "--agent",
            "Bingbot",
            "--url",
            "https://e.com/page.htm",
            "--url",
            "/private/x",
        ],
    );
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert_eq!(
        stdout(&o),
        "DISALLOWED\t2\tGooglebot\thttps://e.com/page.htm\n\
         ALLOWED\t0\tBingbot\thttps://e.com/page.htm\n\
         ALLOWED\t0\tGooglebot\t/private/x\n\
         DISALLOWED\t6\tBingbot\t/private/x\n"
    );
}

#[test]
fn json_has_the_explanation_fields() {
    let o = check_sample(
        "json.txt",
        &[
            "--agent",
            "Mozilla/5.0 (compatible; Googlebot/2.1)",
            "--url",
            "/page.htm",
            "--json",
        ],
    );
    assert_eq!(o.status.code(), Some(0));
    let line = stdout(&o);
    for needle in [
        "\"token\":\"Googlebot\"",
        "\"path\":\"/page.htm\"",
        "\"allowed\":false",
        "\"line\":2",
        "\"reason\":\"longest_match\"",
        "\"pattern\":\"/*.htm\"",
        "\"priority\":6",
    ] {
        assert!(line.contains(needle), "{needle} not in {line}");
    }
}

#[test]
fn urls_stream_from_stdin_and_raw_mode_takes_agent_as_given() {
    let f = file("raw.txt", b"User-agent: Googlebot\nDisallow: /\n");
    let o = robots(
        &[
            "check",
            &f,
            "--agent",
            "Googlebot/2.1",
            "--urls",
            "-",
            "--raw",
        ],
        Some("http://e.com/a\n\nhttp://e.com/b\r\n"),
    );
    assert_eq!(o.status.code(), Some(0));
    // Raw: `Googlebot/2.1` is not a valid token, so no group names it.
    assert_eq!(
        stdout(&o),
        "ALLOWED\t0\tGooglebot/2.1\thttp://e.com/a\nALLOWED\t0\tGooglebot/2.1\thttp://e.com/b\n"
    );
    let tester = robots(
        &["check", &f, "--agent", "Googlebot/2.1", "--url", "/a"],
        None,
    );
    assert_eq!(stdout(&tester), "DISALLOWED\t2\tGooglebot/2.1\t/a\n");
}

#[test]
fn errors_are_one_line_with_documented_exit_codes() {
    let missing = robots(
        &[
            "check",
            "/nonexistent/robots.txt",
            "--agent",
            "a",
            "--url",
            "/",
        ],
        None,
    );
    assert_eq!(missing.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&missing.stderr).starts_with("robots: cannot read"));
    let f = file("args.txt", SAMPLE);
    assert_eq!(
        robots(&["check", &f, "--url", "/"], None).status.code(),
        Some(2)
    );
    assert_eq!(robots(&["frobnicate"], None).status.code(), Some(2));
    assert_eq!(
        robots(&["check", &f, "--agent", "123", "--url", "/"], None)
            .status
            .code(),
        Some(2)
    );
    let bad_url = robots(
        &[
            "check",
            &f,
            "--agent",
            "a",
            "--url",
            "mailto:x@y",
            "--url",
            "/ok",
        ],
        None,
    );
    assert_eq!(bad_url.status.code(), Some(4));
    assert_eq!(stdout(&bad_url), "ALLOWED\t0\ta\t/ok\n");
}

#[test]
fn lint_lists_diagnostics() {
    let f = file(
        "lint.txt",
        b"Disallow: /x\nUser-agent: a\nCrawl-delay: 5\nDissallow: /y\n",
    );
    let o = robots(&["lint", &f], None);
    assert_eq!(o.status.code(), Some(1));
    let text = stdout(&o);
    assert!(text.contains("1\terror\trule_outside_group\t"), "{text}");
    assert!(text.contains("3\twarning\tunsupported_key\t"), "{text}");
    assert!(text.contains("4\twarning\taccepted_typo\t"), "{text}");
}
