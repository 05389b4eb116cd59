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

/// The AI lines, rules and sitemaps of issue 56 as Lighthouse 13.5.0's
/// robots.txt audit reads them (its answers for the same lines are in
/// crates/robots/tests/lighthouse/).
const LIGHTHOUSE: &str = "Disallow: /early
User-agent: *
Content-Signal: search=yes, ai-train=no
Content-Usage: train-ai=n
License: https://example.com/license.xml
Agentmap: /agents.json
Disallow: private/
Disallow: /a$b
Allow: /ok$
Sitemap: /sitemap.xml
Sitemap: mailto:a@example.com
Sitemap: https://example.com/sitemap.xml
Crawl-delay: 5
User-agent:
nonsense
";

#[test]
fn lint_readers_notes_every_line_lighthouse_rejects_and_no_other() {
    let r = run(&["lint", "-", "--readers"], LIGHTHOUSE);
    let notes: Vec<&str> = r
        .stdout
        .lines()
        .filter(|l| l.split('\t').nth(2) == Some("lighthouse_invalid"))
        .collect();
    let say = |line: u32, reason: &str| {
        format!("{line}\tinfo\tlighthouse_invalid\tLighthouse 13.5.0 rejects this line (\"{reason}\"), so its robots.txt audit fails (\"robots.txt is not valid\")")
    };
    assert_eq!(
        notes,
        [
            say(1, "No user-agent specified"),
            say(4, "Unknown directive"),
            say(5, "Unknown directive"),
            say(6, "Unknown directive"),
            say(
                7,
                "Pattern should either be empty, start with \"/\" or \"*\""
            ),
            say(8, "\"$\" should only be used at the end of the pattern"),
            say(10, "Invalid sitemap URL"),
            say(11, "Invalid sitemap URL protocol"),
            say(14, "No user-agent specified"),
            say(15, "Syntax not understood"),
        ]
    );
    // Without --readers, no note; in Dutch, Lighthouse's reason stays as
    // it wrote it.
    let plain = run(&["lint", "-"], LIGHTHOUSE);
    assert!(!plain.stdout.contains("lighthouse_invalid"));
    let nl = run(&["lint", "-", "--readers", "--lang", "nl"], LIGHTHOUSE);
    assert!(
        nl.stdout.contains("4\tinfo\tlighthouse_invalid\tLighthouse 13.5.0 keurt deze regel af (\"Unknown directive\"), dus zijn robots.txt-audit faalt"),
        "{}",
        nl.stdout
    );
    // SARIF: a note under its own rule.
    let dir = common::temp_dir("lighthouse-sarif");
    let file = common::write(&dir, "robots.txt", LIGHTHOUSE);
    let sarif = run(&["lint", &file, "--readers", "--format", "sarif"], "");
    let log: serde_json::Value = serde_json::from_str(&sarif.stdout).unwrap();
    let results = log["runs"][0]["results"].as_array().unwrap();
    let lighthouse: Vec<u64> = results
        .iter()
        .filter(|r| r["ruleId"] == "lighthouse_invalid")
        .map(|r| {
            r["locations"][0]["physicalLocation"]["region"]["startLine"]
                .as_u64()
                .unwrap()
        })
        .collect();
    assert_eq!(lighthouse, [1, 4, 5, 6, 7, 8, 10, 11, 14, 15]);
    assert!(results
        .iter()
        .filter(|r| r["ruleId"] == "lighthouse_invalid")
        .all(|r| r["level"] == "note"));
}

#[test]
fn a_file_lighthouse_accepts_gets_no_note() {
    let r = run(
        &["lint", "-", "--readers"],
        "User-agent: *\nContent-Signal: ai-train=no\nDisallow: /private/\nAllow: /*.css$\nSitemap: https://example.com/s.xml\n",
    );
    assert!(!r.stdout.contains("lighthouse"), "{}", r.stdout);
}
