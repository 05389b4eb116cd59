//! `--lang`: the explanations and diagnostics in the page's languages,
//! worded by its catalogues (`i18n/*.ftl`); English unchanged.

mod common;

use common::{run, temp_dir, write};

/// A one-line message of a catalogue, its variables filled in.
fn catalogue(lang: &str, id: &str, args: &[(&str, &str)]) -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../i18n/");
    let text = std::fs::read_to_string(format!("{path}{lang}.ftl")).unwrap();
    let prefix = format!("{id} = ");
    let line = text
        .lines()
        .find_map(|l| l.strip_prefix(prefix.as_str()))
        .unwrap_or_else(|| panic!("{lang}.ftl has no one-line {id}"));
    let mut out = line.to_string();
    for (name, value) in args {
        out = out.replace(&format!("{{ ${name} }}"), value);
    }
    assert!(!out.contains("{ $"), "{out}");
    out
}

const BODY: &str = "User-agent: *\nDisallow: /*.htm\nAllow: /page\nDisallow /x\n";

/// `check FILE -a Googlebot -u https://example.com/page.htm EXTRA…`.
fn check_page<'a>(file: &'a str, extra: &[&'a str]) -> Vec<&'a str> {
    let args = [
        "check",
        file,
        "-a",
        "Googlebot",
        "-u",
        "https://example.com/page.htm",
    ];
    [&args[..], extra].concat()
}

fn json_field(line: &str, field: &str) -> String {
    let v: serde_json::Value = serde_json::from_str(line).unwrap();
    v[field].as_str().unwrap().to_string()
}

#[test]
fn check_json_explains_in_dutch_as_the_page_does() {
    let dir = temp_dir("lang-check");
    let file = write(&dir, "robots.txt", BODY);
    let args = check_page(&file, &["--json"]);
    let english = run(&args, "");
    let dutch = run(&[&args[..], &["--lang", "nl"]].concat(), "");
    assert_eq!((english.code, dutch.code), (0, 0), "{}", dutch.stderr);
    let want = catalogue(
        "nl",
        "reason-longest-match",
        &[
            ("rule", "Disallow: /*.htm"),
            ("bytes", "6 bytes"),
            ("other", "Allow: /page"),
            ("other_bytes", "5 bytes"),
        ],
    );
    assert_eq!(json_field(&dutch.stdout, "explanation"), want);
    assert_ne!(want, json_field(&english.stdout, "explanation"));
    // Everything but the sentence is as in English.
    let strip = |s: &str| {
        let mut v: serde_json::Value = serde_json::from_str(s).unwrap();
        v["explanation"] = serde_json::Value::Null;
        v
    };
    assert_eq!(strip(&dutch.stdout), strip(&english.stdout));
    // The plain output has no sentence: it is the same in every language.
    let plain = check_page(&file, &[]);
    for lang in ["hi", "nl", "ko"] {
        assert_eq!(
            run(&[&plain[..], &["--lang", lang]].concat(), "").stdout,
            run(&plain, "").stdout
        );
    }
}

#[test]
fn english_is_the_default_and_unchanged() {
    let dir = temp_dir("lang-en");
    let file = write(&dir, "robots.txt", BODY);
    let expectations = write(
        &dir,
        "e.txt",
        "allowed Googlebot https://example.com/page.htm\n",
    );
    for args in [
        check_page(&file, &["--json"]),
        vec!["lint", &file],
        vec!["test", &file, &expectations],
        vec![
            "diff",
            &file,
            &file,
            "-a",
            "Googlebot",
            "-u",
            "https://example.com/page.htm",
            "--all",
            "--json",
        ],
    ] {
        let default = run(&args, "");
        let en = run(&[&args[..], &["--lang", "en"]].concat(), "");
        assert_eq!(
            (default.code, &default.stdout, &default.stderr),
            (en.code, &en.stdout, &en.stderr),
            "{args:?}"
        );
        assert!(!default.stdout.is_empty(), "{args:?}");
    }
    assert!(run(&["lint", &file], "")
        .stdout
        .contains("missing ':' after the key"));
}

#[test]
fn lint_test_and_diff_speak_the_language() {
    let dir = temp_dir("lang-others");
    let file = write(&dir, "robots.txt", BODY);
    let lint = run(&["lint", &file, "--lang", "ko"], "");
    assert_eq!(
        lint.stdout,
        format!(
            "4\twarning\tmissing_colon\t{}\n",
            catalogue("ko", "diag-missing-colon", &[])
        )
    );
    let expectations = write(
        &dir,
        "e.txt",
        "allowed Googlebot https://example.com/page.htm\n",
    );
    let test = run(&["test", &file, &expectations, "--lang", "hi"], "");
    assert_eq!(test.code, 1);
    let sentence = test.stdout.lines().nth(2).unwrap().trim();
    let hi_bytes = |n: &str| catalogue_plural("hi", n);
    assert_eq!(
        sentence,
        catalogue(
            "hi",
            "reason-longest-match",
            &[
                ("rule", "Disallow: /*.htm"),
                ("bytes", &hi_bytes("6")),
                ("other", "Allow: /page"),
                ("other_bytes", &hi_bytes("5")),
            ],
        )
    );
    let after = write(&dir, "after.txt", "User-agent: *\nDisallow: /\n");
    let diff = run(
        &[
            "diff",
            &file,
            &after,
            "-a",
            "Googlebot",
            "-u",
            "https://example.com/a",
            "--json",
            "--lang",
            "nl",
        ],
        "",
    );
    let v: serde_json::Value = serde_json::from_str(diff.stdout.trim()).unwrap();
    assert_eq!(
        v["after"]["explanation"],
        catalogue(
            "nl",
            "reason-only-rule",
            &[("rule", "Disallow: /"), ("bytes", "1 byte")]
        )
    );
    assert_eq!(run(&["lint", &file, "--lang", "fr"], "").code, 2);
}

/// `size-bytes`' `other` variant for a count (the form of 5 and 6 bytes).
fn catalogue_plural(lang: &str, n: &str) -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../i18n/");
    let text = std::fs::read_to_string(format!("{path}{lang}.ftl")).unwrap();
    let start = text.find("size-bytes = ").unwrap();
    let other = text[start..]
        .lines()
        .find_map(|l| l.trim().strip_prefix("*[other] "))
        .unwrap();
    other.replace("{ $count }", n)
}

#[test]
fn diff_summarises_in_the_chosen_language() {
    let dir = temp_dir("lang-diff");
    let before = write(&dir, "before.txt", "User-agent: *\nAllow: /\n");
    let after = write(&dir, "after.txt", "User-agent: *\nDisallow: /private\n");
    let args = [
        "diff",
        &before,
        &after,
        "-a",
        "Googlebot",
        "-u",
        "https://example.com/private/a",
        "-u",
        "https://example.com/",
    ];
    let english = run(&args, "");
    assert!(
        english
            .stderr
            .contains("Googlebot: 1 newly blocked, 0 newly allowed, 1 line changed, 0 unchanged"),
        "{}",
        english.stderr
    );
    for lang in ["hi", "nl", "ko"] {
        let out = run(&[&args[..], &["--lang", lang]].concat(), "");
        assert_eq!(out.code, english.code);
        let want = catalogue(
            lang,
            "diff-tally",
            &[
                ("blocked", "1"),
                ("allowed", "0"),
                ("changed", "1"),
                ("unchanged", "0"),
            ],
        );
        assert!(
            out.stderr.contains(&format!("Googlebot: {want}")),
            "{lang}: {}",
            out.stderr
        );
        // The lines above the summary do not depend on the language.
        assert_eq!(out.stdout, english.stdout);
    }
}

/// The other readers' sentences follow `--lang` too: `check --reader …
/// --json` (its explanation) and `lint --readers` (each line's sentence).
#[test]
fn the_other_readers_explain_in_the_chosen_language() {
    let dir = temp_dir("lang-readers");
    let body = "User-agent: *\nDisallow: /a\nAllow: /a/b\n";
    let file = write(&dir, "robots.txt", body);
    // urllib reads line 2 first; Google, the longer line 3.
    let vars = [
        ("line", "2"),
        ("rule", "Disallow: /a"),
        ("longer", "Allow: /a/b"),
    ];
    let first_match = |lang| {
        catalogue(
            lang,
            "reader-first-match",
            &[&vars[..], &[("longer_line", "3")]].concat(),
        )
    };
    let url = "https://example.com/a/b";
    let check: Vec<&str> = ["check", &file, "-a", "Googlebot", "-u", url]
        .into_iter()
        .chain(["--reader", "urllib", "--json"])
        .collect();
    let english = run(&check, "");
    assert_eq!(english.code, 0, "{}", english.stderr);
    assert_eq!(
        json_field(&english.stdout, "explanation"),
        first_match("en")
    );
    let lint = ["lint", &file, "--readers"];
    let lint_english = run(&lint, "");
    assert!(
        lint_english.stdout.contains(&first_match("en")),
        "{}",
        lint_english.stdout
    );
    for lang in ["hi", "nl", "ko"] {
        let out = run(&[&check[..], &["--lang", lang]].concat(), "");
        assert_eq!(
            json_field(&out.stdout, "explanation"),
            first_match(lang),
            "{lang}"
        );
        let out = run(&[&lint[..], &["--lang", lang]].concat(), "");
        let line = out
            .stdout
            .lines()
            .find(|l| l.contains("urllib:first_match"))
            .unwrap_or_else(|| panic!("{lang}: {}", out.stdout));
        assert!(line.contains(&first_match(lang)), "{lang}: {line}");
        assert!(!line.contains(&first_match("en")), "{lang}: {line}");
    }
}

/// The English of en.ftl's messages: each message's literal runs of at
/// least `min` characters (between its `{ … }` placeables) that the other
/// catalogue `lang` does not also use (names, codes, URLs), by id.
fn english_runs(lang: &str, min: usize) -> Vec<(String, String)> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../i18n/");
    let en = std::fs::read_to_string(format!("{path}en.ftl")).unwrap();
    let other = std::fs::read_to_string(format!("{path}{lang}.ftl")).unwrap();
    let mut runs = Vec::new();
    let mut id = String::new();
    for line in en.lines().filter(|l| !l.starts_with('#')) {
        let text = match line.split_once(" = ") {
            Some((key, text)) if !line.starts_with(' ') => {
                id = key.to_string();
                text
            }
            _ => line.trim_start_matches([' ', '*']),
        };
        // The text outside placeables, and the variants' texts.
        let mut depth = 0;
        let mut run = String::new();
        for c in text.chars().chain(['{']) {
            match c {
                '{' | '}' => {
                    let t = run
                        .trim()
                        .trim_start_matches(|c: char| c == '[' || c.is_alphanumeric())
                        .trim();
                    let t = t.strip_prefix(']').unwrap_or(t).trim();
                    if t.chars().count() >= min && t.contains(' ') && !other.contains(t) {
                        runs.push((id.clone(), t.to_string()));
                    }
                    run.clear();
                    depth += if c == '{' { 1 } else { -1 };
                }
                _ => run.push(c),
            }
        }
        let _ = depth;
    }
    runs
}

/// Every sentence the CLI prints comes from the catalogue: with `--lang nl`
/// no English sentence of en.ftl is left in what `lint` (text and SARIF,
/// with the other parsers), `test` (failures, text and SARIF), `check`
/// (a fetch result that replaces the rules) and `fetch` print.
#[test]
fn dutch_prints_no_english() {
    use common::{ok, redirect, status, Server};
    let dir = temp_dir("lang-no-english");
    let body = "User-agent: *\nDisallow: /*.htm\nAllow: /page\nDisallow /x\nCrawl-delay: 5\n\
                Noindex: /y\nHost: example.com\nUseragent: b\nUser-agent: Googlebot\nDisallow: /a\n\
                Allow: /a/b\nDisallow: /*.pdf$\n";
    let file = write(&dir, "robots.txt", body);
    let expectations = write(
        &dir,
        "e.txt",
        "allowed Googlebot https://example.com/page.htm\ndisallowed Googlebot https://example.com/zzz\n\
         allowed Googlebot https://example.com/x.pdf\n",
    );
    let server = Server::start(vec![
        ("/robots.txt", ok(body)),
        ("/busy/robots.txt", status(503, "")),
        ("/gone/robots.txt", status(404, "")),
        ("/moved/robots.txt", redirect(301, "/robots.txt")),
        ("/loop/robots.txt", redirect(302, "/loop/robots.txt")),
    ]);
    let (mut said, mut english_said) = (String::new(), String::new());
    let mut runs: Vec<Vec<String>> = vec![
        vec!["lint".into(), file.clone(), "--readers".into()],
        vec![
            "lint".into(),
            file.clone(),
            "--readers".into(),
            "--format".into(),
            "sarif".into(),
        ],
        vec!["test".into(), file.clone(), expectations.clone()],
        vec![
            "test".into(),
            file.clone(),
            expectations.clone(),
            "--format".into(),
            "sarif".into(),
        ],
        vec![
            "test".into(),
            server.url("/busy/robots.txt"),
            expectations.clone(),
        ],
        vec!["lint".into(), server.url("/gone/robots.txt")],
        vec!["fetch".into(), server.url("/moved/robots.txt")],
        vec!["fetch".into(), server.url("/loop/robots.txt")],
        vec!["fetch".into(), server.url("/busy/robots.txt")],
    ];
    for url in ["/busy/robots.txt", "/gone/robots.txt"] {
        runs.push(
            [
                "check",
                &server.url(url),
                "-a",
                "Googlebot",
                "-u",
                "/x",
                "--json",
            ]
            .map(String::from)
            .to_vec(),
        );
    }
    for args in runs {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let nl = run(&[&args[..], &["--lang", "nl"]].concat(), "");
        let en = run(&args, "");
        assert_ne!(
            (&nl.stdout, &nl.stderr),
            (&en.stdout, &en.stderr),
            "{args:?}"
        );
        assert_eq!(nl.code, en.code, "{args:?}");
        said.push_str(&nl.stdout);
        said.push_str(&nl.stderr);
        english_said.push_str(&en.stdout);
        english_said.push_str(&en.stderr);
    }
    // The machine words stay: verdicts, FAIL lines, the totals.
    assert!(said.contains("FAIL ") && said.contains("passed, ") && said.contains("DISALLOWED"));
    // The Dutch of the fetch note, the SARIF rules and the readers.
    for (id, args) in [
        ("cli-fetch-outcome-disallow", vec![]),
        ("cli-fetch-outcome-allow-404", vec![]),
        ("cli-sarif-unsupported-key-title", vec![]),
        ("cli-sarif-failed-title", vec![]),
        ("cli-lint-nothing", vec![]),
    ] {
        let want = catalogue("nl", id, &args);
        let want = want.trim_start_matches(": ");
        assert!(said.contains(want), "{id}: {want}");
    }
    let runs = english_runs("nl", 14);
    assert!(runs.len() > 200, "{}", runs.len());
    let english: Vec<_> = runs
        .iter()
        .filter(|(_, t)| said.contains(t.as_str()))
        .collect();
    assert!(english.is_empty(), "English in --lang nl: {english:?}");
    // The same runs find the English when it is printed.
    let found: std::collections::BTreeSet<_> = runs
        .iter()
        .filter(|(_, t)| english_said.contains(t.as_str()))
        .map(|(id, _)| id.as_str())
        .collect();
    for id in [
        "cli-fetch-outcome-disallow",
        "cli-sarif-failed-help",
        "cli-lint-nothing",
        "status-5xx",
    ] {
        assert!(found.contains(id), "{id} not found in English: {found:?}");
    }
    assert!(found.len() > 30, "{found:?}");
}

/// The command line's own sentences follow `--lang` too: usage errors,
/// files that cannot be read or written, a URL or agent that cannot be
/// checked, an unreadable expectation line, the fetch warning. Each says
/// its catalogue message in Dutch, exits as in English, and leaves no
/// English sentence of en.ftl.
#[test]
fn usage_and_file_errors_speak_the_language() {
    use common::{ok, Server};
    let dir = temp_dir("lang-errors");
    let file = write(&dir, "robots.txt", BODY);
    let good = write(&dir, "e.txt", "allowed Googlebot /page\n");
    let bad = write(&dir, "bad.txt", "perhaps Googlebot /page\n");
    let missing = dir.join("missing.txt").display().to_string();
    let unwritable = dir.join("no/such/dir/out.txt").display().to_string();
    let server = Server::start(vec![("/robots.txt", ok(BODY)), ("/x", ok(BODY))]);
    let see_help = catalogue("nl", "cli-usage-see-help", &[]);
    let not_found = |id: &str, name: &str| {
        // `cli-io-error`'s not-found variant, after the one-line message.
        let head = catalogue("nl", id, &[("name", name), ("error", "")]);
        format!("{head}bestand of map bestaat niet")
    };
    // A URL that cannot be checked, before the reason (the engine's).
    let unchecked = catalogue(
        "nl",
        "cli-url-unchecked",
        &[("url", "mailto:a@b"), ("reason", "")],
    );
    let cases: Vec<(Vec<&str>, &str, u8, String)> = vec![
        (
            vec!["test", &file, &good, "--json", "--format", "sarif"],
            "",
            2,
            format!(
                "{}\n{see_help}",
                catalogue("nl", "cli-json-with-sarif", &[])
            ),
        ),
        (
            vec!["check", "-", "-a", "Googlebot", "--urls", "-"],
            "",
            2,
            catalogue("nl", "cli-stdin-once", &[]),
        ),
        (
            vec!["lint", &missing],
            "",
            3,
            not_found("cli-cannot-read", &missing),
        ),
        (
            vec!["test", &file, "-"],
            "maybe Googlebot /x\n",
            2,
            format!("{}:1: ", catalogue("nl", "cli-standard-input", &[])),
        ),
        (
            vec!["test", &file, &bad],
            "",
            2,
            format!(
                "{bad}:1: {}",
                catalogue(
                    "nl",
                    "expect-problem-verdict",
                    &[("line", "1"), ("word", "perhaps")]
                )
                .split_once(": ")
                .unwrap()
                .1
            ),
        ),
        (
            vec!["check", &file, "-a", "Googlebot", "-u", "mailto:a@b"],
            "",
            4,
            unchecked.clone(),
        ),
        (
            vec!["policy", &file, "-u", "mailto:a@b", "-u", "/x"],
            "",
            4,
            unchecked,
        ),
        (
            vec!["check", &file, "-a", " ", "-u", "/x"],
            "",
            2,
            catalogue(
                "nl",
                "cli-agent-unchecked",
                &[
                    ("input", " "),
                    ("reason", &catalogue("nl", "agent-error-empty", &[])),
                ],
            ),
        ),
        (
            vec!["site", "ftp://example.com/"],
            "",
            2,
            catalogue("nl", "cli-url-not-http", &[("url", "ftp://example.com/")]),
        ),
        (
            vec!["audit", "-", "--robots", &file, "--robots", &file],
            "",
            2,
            catalogue("nl", "cli-audit-versions-undated", &[]),
        ),
        (
            vec!["audit", "-", "--robots", "r.txt@2026-13-45"],
            "",
            2,
            catalogue(
                "nl",
                "cli-audit-not-an-instant",
                &[("spec", "r.txt@2026-13-45"), ("time", "2026-13-45")],
            ),
        ),
    ];
    let fetch_x = server.url("/x");
    let fetch_to = server.url("/robots.txt");
    let fetches: Vec<(Vec<&str>, &str, u8, String)> = vec![
        (
            vec!["fetch", &fetch_x],
            "",
            0,
            catalogue("nl", "cli-url-not-robots-txt", &[("url", &fetch_x)]),
        ),
        (
            vec!["fetch", &fetch_to, "-o", &unwritable],
            "",
            3,
            not_found("cli-cannot-write", &unwritable),
        ),
    ];
    let english = english_runs("nl", 14);
    let mut found = std::collections::BTreeSet::new();
    for (args, stdin, code, want) in cases.into_iter().chain(fetches) {
        let nl = run(&[&args[..], &["--lang", "nl"]].concat(), stdin);
        let en = run(&args, stdin);
        assert_eq!((nl.code, en.code), (code, code), "{args:?}: {}", nl.stderr);
        assert!(
            nl.stderr.contains(&format!("robots: {want}")),
            "{args:?}: want {want:?} in {:?}",
            nl.stderr
        );
        let left: Vec<_> = english
            .iter()
            .filter(|(_, t)| nl.stderr.contains(t.as_str()))
            .collect();
        assert!(left.is_empty(), "{args:?}: English in --lang nl: {left:?}");
        found.extend(
            english
                .iter()
                .filter(|(_, t)| en.stderr.contains(t.as_str()))
                .map(|(id, _)| id.as_str()),
        );
    }
    // The same runs find the English when it is printed.
    for id in [
        "cli-usage-see-help",
        "cli-json-with-sarif",
        "cli-stdin-once",
        "cli-url-not-robots-txt",
        "cli-audit-versions-undated",
    ] {
        assert!(found.contains(id), "{id} not found in English: {found:?}");
    }
}
