//! `robots check --reader` and `robots lint --readers`.

mod common;
use common::run;

const FILE: &str = "User-agent: *\nDisallow: /a\nAllow: /a/b\nDisallow: /*.pdf$\n\nUser-agent: Googlebot\nCrawl-delay: 5\nUser-agent: badbot\nDisallow: /\n";

#[test]
fn check_reader_prints_each_librarys_verdict_and_line() {
    let args = |reader: &'static str| {
        vec![
            "check",
            "-",
            "--reader",
            reader,
            "-a",
            "SomeBot",
            "-a",
            "Googlebot",
            "-u",
            "https://example.com/a/b",
            "-u",
            "https://example.com/x.pdf",
        ]
    };
    let expect = [
        ("google", "ALLOWED\t3\tSomeBot\thttps://example.com/a/b\nDISALLOWED\t9\tGooglebot\thttps://example.com/a/b\nDISALLOWED\t4\tSomeBot\thttps://example.com/x.pdf\nDISALLOWED\t9\tGooglebot\thttps://example.com/x.pdf\n"),
        // First match; no wildcards; Crawl-delay ends Googlebot's group.
        ("urllib", "DISALLOWED\t2\tSomeBot\thttps://example.com/a/b\nALLOWED\t0\tGooglebot\thttps://example.com/a/b\nALLOWED\t0\tSomeBot\thttps://example.com/x.pdf\nALLOWED\t0\tGooglebot\thttps://example.com/x.pdf\n"),
        ("protego", "ALLOWED\t3\tSomeBot\thttps://example.com/a/b\nALLOWED\t0\tGooglebot\thttps://example.com/a/b\nDISALLOWED\t4\tSomeBot\thttps://example.com/x.pdf\nALLOWED\t0\tGooglebot\thttps://example.com/x.pdf\n"),
        ("robots-parser", "ALLOWED\t3\tSomeBot\thttps://example.com/a/b\nALLOWED\t0\tGooglebot\thttps://example.com/a/b\nDISALLOWED\t4\tSomeBot\thttps://example.com/x.pdf\nALLOWED\t0\tGooglebot\thttps://example.com/x.pdf\n"),
    ];
    for (reader, want) in expect {
        let r = run(&args(reader), FILE);
        assert_eq!(
            (r.code, r.stdout.as_str()),
            (0, want),
            "{reader}: {}",
            r.stderr
        );
    }
}

#[test]
fn robots_parser_answers_nothing_off_its_origin() {
    let r = run(
        &[
            "check",
            "-",
            "--reader",
            "robots-parser",
            "--robots-url",
            "https://example.com/robots.txt",
            "-a",
            "x",
            "-u",
            "https://other.example/a",
            "-u",
            "https://example.com/a",
        ],
        "User-agent: *\nDisallow: /a\n",
    );
    assert_eq!(
        r.stdout,
        "UNANSWERED\t0\tx\thttps://other.example/a\nDISALLOWED\t2\tx\thttps://example.com/a\n"
    );
}

#[test]
fn check_reader_json_explains_the_difference() {
    let r = run(
        &[
            "check",
            "-",
            "--reader",
            "urllib",
            "--json",
            "-a",
            "SomeBot",
            "-u",
            "https://example.com/a/b",
        ],
        FILE,
    );
    let v: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
    assert_eq!(v["reader"], "urllib");
    assert_eq!(v["allowed"], false);
    assert_eq!(v["line"], 2);
    assert_eq!(v["google_allowed"], true);
    assert_eq!(v["google_line"], 3);
    assert_eq!(v["differs"], true);
    assert_eq!(v["code"], "first_match");
    assert_eq!(
        v["explanation"],
        "reads the first matching rule: line 2 `Disallow: /a` comes before the longer `Allow: /a/b` (line 3)"
    );
}

#[test]
fn lint_readers_lists_the_lines_read_differently() {
    let plain = run(&["lint", "-"], FILE);
    let with = run(&["lint", "-", "--readers"], FILE);
    assert_eq!(plain.code, 0);
    assert_eq!(with.code, 0);
    // The existing output is kept, and the readers' lines follow it.
    assert!(with.stdout.starts_with(&plain.stdout), "{}", with.stdout);
    let extra: Vec<&str> = with.stdout[plain.stdout.len()..].lines().collect();
    let heads: Vec<String> = extra
        .iter()
        .map(|l| l.split('\t').take(3).collect::<Vec<_>>().join("\t"))
        .collect();
    assert_eq!(
        heads,
        [
            "3\tinfo\turllib:first_match",
            "4\tinfo\turllib:no_wildcards",
            "7\tinfo\turllib:directive_ends_group",
            "7\tinfo\tprotego:directive_ends_group",
            "7\tinfo\trobots-parser:directive_ends_group",
            "7\tinfo\turllib-rfc9309:directive_ends_group",
        ]
    );
    assert!(
        extra[2].contains("takes `Crawl-delay: 5` (line 7) as the end of the group"),
        "{}",
        extra[2]
    );
}

#[test]
fn a_plain_file_has_no_reader_differences() {
    let r = run(
        &["lint", "-", "--readers"],
        "User-agent: *\nDisallow: /private/\n",
    );
    assert_eq!((r.code, r.stdout.as_str()), (0, ""));
}
