//! `robots diff`: format, exit statuses, and agreement with two `robots
//! check` runs.

mod common;

use common::{code, robots, run, stderr, stdout, temp_dir, write};
use proptest::prelude::*;

const BEFORE: &str = "User-agent: *\nDisallow: /checkout\n\nUser-agent: GPTBot\nDisallow: /\n";
const AFTER: &str =
    "User-agent: *\nDisallow: /checkout\nDisallow: /products/\nAllow: /\n\nUser-agent: GPTBot\nAllow: /\n";

fn files(test: &str) -> (String, String) {
    let dir = temp_dir(test);
    (
        write(&dir, "before.txt", BEFORE),
        write(&dir, "after.txt", AFTER),
    )
}

#[test]
fn prints_changed_checks_in_input_order_and_sums_up_per_agent() {
    let (b, a) = files("order");
    let args = [
        "diff",
        &b,
        &a,
        "-a",
        "Googlebot",
        "-a",
        "GPTBot",
        "-u",
        "/products/x",
        "-u",
        "/",
        "-u",
        "/checkout",
    ];
    let r = run(&args, "");
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert_eq!(
        r.stdout,
        "ALLOWED\t0\tDISALLOWED\t3\tGooglebot\t/products/x\n\
         DISALLOWED\t5\tALLOWED\t7\tGPTBot\t/products/x\n\
         ALLOWED\t0\tALLOWED\t4\tGooglebot\t/\n\
         DISALLOWED\t5\tALLOWED\t7\tGPTBot\t/\n\
         DISALLOWED\t5\tALLOWED\t7\tGPTBot\t/checkout\n"
    );
    assert_eq!(
        r.stderr.lines().last().unwrap(),
        "Googlebot: 1 newly blocked, 0 newly allowed, 1 line changed, 1 unchanged; \
         GPTBot: 0 newly blocked, 3 newly allowed, 0 line changed, 0 unchanged"
    );
    // --all adds the unchanged row, in its place.
    let all = run(&[&args[..], &["--all"]].concat(), "");
    assert_eq!(all.code, 1);
    let lines: Vec<&str> = all.stdout.lines().collect();
    assert_eq!(lines.len(), 6);
    assert_eq!(
        lines[4],
        "DISALLOWED\t2\tDISALLOWED\t2\tGooglebot\t/checkout"
    );
}

#[test]
fn a_changed_line_alone_exits_0_and_same_files_print_nothing() {
    let (b, a) = files("line-only");
    let r = run(&["diff", &b, &a, "-a", "Googlebot", "-u", "/"], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout, "ALLOWED\t0\tALLOWED\t4\tGooglebot\t/\n");
    assert_eq!(
        r.stderr,
        "Googlebot: 0 newly blocked, 0 newly allowed, 1 line changed, 0 unchanged\n"
    );
    let same = run(&["diff", &b, &b, "-a", "Googlebot", "-u", "/checkout"], "");
    assert_eq!((same.code, same.stdout.as_str()), (0, ""));
}

#[test]
fn json_carries_the_change_and_both_explanations() {
    let (b, a) = files("json");
    let r = run(
        &[
            "diff",
            &b,
            &a,
            "--agent",
            "Mozilla/5.0 (compatible; Googlebot/2.1)",
            "--url",
            "https://e.com/products/x",
            "--json",
        ],
        "",
    );
    assert_eq!(r.code, 1);
    let v: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
    assert_eq!(v["url"], "https://e.com/products/x");
    assert_eq!(v["agent"], "Mozilla/5.0 (compatible; Googlebot/2.1)");
    assert_eq!(v["token"], "Googlebot");
    assert_eq!(v["change"], "newly-blocked");
    assert_eq!(v["before"]["allowed"], true);
    assert_eq!(v["before"]["line"], 0);
    assert_eq!(v["before"]["reason"], "no_matching_rule");
    assert_eq!(v["after"]["allowed"], false);
    assert_eq!(v["after"]["line"], 3);
    assert_eq!(v["after"]["pattern"], "/products/");
    assert_eq!(v["after"]["path"], "/products/x");
    assert!(v["after"]["explanation"]
        .as_str()
        .unwrap()
        .contains("longest match"));
    let codes: Vec<String> = run(
        &[
            "diff",
            &b,
            &a,
            "-a",
            "GPTBot",
            "-a",
            "Googlebot",
            "-u",
            "/",
            "-u",
            "/checkout",
            "--json",
            "--all",
        ],
        "",
    )
    .stdout
    .lines()
    .map(|l| {
        serde_json::from_str::<serde_json::Value>(l).unwrap()["change"]
            .as_str()
            .unwrap()
            .to_string()
    })
    .collect();
    assert_eq!(
        codes,
        [
            "newly-allowed",
            "line-changed",
            "newly-allowed",
            "unchanged"
        ]
    );
}

#[test]
fn exit_statuses() {
    let (b, a) = files("exit");
    // 2: bad arguments.
    assert_eq!(run(&["diff", &b, &a, "-u", "/"], "").code, 2);
    assert_eq!(run(&["diff", &b, "-a", "x", "-u", "/"], "").code, 2);
    assert_eq!(run(&["diff", &b, &a, "-a", "x"], "").code, 2);
    assert_eq!(
        run(&["diff", &b, &a, "-a", "x", "-u", "/", "--urls", "-"], "").code,
        2
    );
    let bad_agent = run(&["diff", &b, &a, "-a", "123", "-u", "/"], "");
    assert_eq!(bad_agent.code, 2);
    assert!(
        bad_agent.stderr.starts_with("robots: agent '123'"),
        "{}",
        bad_agent.stderr
    );
    assert_eq!(run(&["diff", "-", "-", "-a", "x", "-u", "/"], "").code, 2);
    // 3: a file could not be read.
    let missing = run(
        &["diff", &b, "/nonexistent/after.txt", "-a", "x", "-u", "/"],
        "",
    );
    assert_eq!(missing.code, 3);
    assert!(missing
        .stderr
        .starts_with("robots: cannot read '/nonexistent/after.txt'"));
    assert_eq!(
        run(&["diff", "/nonexistent/b", &a, "-a", "x", "-u", "/"], "").code,
        3
    );
    assert_eq!(
        run(
            &["diff", &b, &a, "-a", "x", "--urls", "/nonexistent/urls"],
            ""
        )
        .code,
        3
    );
    // 4: some URL could not be checked; the others are, and a changed
    // verdict does not hide it.
    let r = run(
        &[
            "diff",
            &b,
            &a,
            "-a",
            "GPTBot",
            "-u",
            "mailto:x@y",
            "-u",
            "/",
        ],
        "",
    );
    assert_eq!(r.code, 4);
    assert_eq!(r.stdout, "DISALLOWED\t5\tALLOWED\t7\tGPTBot\t/\n");
    assert!(
        r.stderr.contains("robots: URL 'mailto:x@y'"),
        "{}",
        r.stderr
    );
    // BEFORE from standard input, URLs from a file.
    let dir = temp_dir("exit-stdin");
    let urls = write(&dir, "urls.txt", "/products/a\n\n/\r\n");
    let r = run(
        &["diff", "-", &a, "-a", "Googlebot", "--urls", &urls],
        BEFORE,
    );
    assert_eq!(r.code, 1);
    assert_eq!(
        r.stdout,
        "ALLOWED\t0\tDISALLOWED\t3\tGooglebot\t/products/a\nALLOWED\t0\tALLOWED\t4\tGooglebot\t/\n"
    );
}

// ---- diff agrees with two check runs --------------------------------------

const AGENTS: &[&str] = &[
    "Googlebot",
    "Googlebot-Image",
    "GPTBot",
    "Bingbot",
    "AdsBot-Google",
];
const PATHS: &[&str] = &[
    "/",
    "/a",
    "/a/b",
    "/a.htm",
    "/b?x=1",
    "/index.html",
    "/c/",
    "/private/x",
];

fn robots_file() -> impl Strategy<Value = String> {
    let agent_line =
        prop::sample::select(vec!["*", "Googlebot", "GPTBot", "Bingbot", "AdsBot-Google"])
            .prop_map(|a| format!("User-agent: {a}\n"));
    let rule = (
        prop::sample::select(vec!["Allow", "Disallow"]),
        prop::sample::select(vec![
            "/",
            "/a",
            "/a/",
            "/*.htm",
            "/a$",
            "",
            "/index.html",
            "/b?",
            "/private",
            "/*x",
        ]),
    )
        .prop_map(|(k, p)| format!("{k}: {p}\n"));
    prop::collection::vec(prop_oneof![1 => agent_line, 2 => rule], 0..10)
        .prop_map(|lines| lines.concat())
}

/// The rows of `check` output: (verdict, line, agent, URL).
fn check_rows(text: &str) -> Vec<(String, String, String, String)> {
    text.lines()
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            assert_eq!(f.len(), 4, "{l}");
            (f[0].into(), f[1].into(), f[2].into(), f[3].into())
        })
        .collect()
}

/// What `diff` must print, from the two `check` outputs.
fn expected_diff(before: &str, after: &str, all: bool) -> (String, bool) {
    let (b, a) = (check_rows(before), check_rows(after));
    assert_eq!(b.len(), a.len());
    let mut out = String::new();
    let mut verdict_changed = false;
    for (b, a) in b.iter().zip(&a) {
        assert_eq!((&b.2, &b.3), (&a.2, &a.3), "same (agent, URL) order");
        verdict_changed |= b.0 != a.0;
        if all || b.0 != a.0 || b.1 != a.1 {
            out.push_str(&format!(
                "{}\t{}\t{}\t{}\t{}\t{}\n",
                b.0, b.1, a.0, a.1, b.2, b.3
            ));
        }
    }
    (out, verdict_changed)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn diff_agrees_with_two_checks(
        before in robots_file(),
        after in robots_file(),
        agents in prop::sample::subsequence(AGENTS.to_vec(), 1..4),
        paths in prop::sample::subsequence(PATHS.to_vec(), 1..6),
        raw in any::<bool>(),
        all in any::<bool>(),
    ) {
        let dir = std::env::temp_dir().join(format!("robots-cli-{}-prop", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let b = write(&dir, "before.txt", &before);
        let a = write(&dir, "after.txt", &after);
        let mut common: Vec<&str> = Vec::new();
        for agent in &agents {
            common.extend(["--agent", agent]);
        }
        for path in &paths {
            common.extend(["--url", path]);
        }
        if raw {
            common.push("--raw");
        }
        let check_b = run(&[&["check", b.as_str()], &common[..]].concat(), "");
        let check_a = run(&[&["check", a.as_str()], &common[..]].concat(), "");
        prop_assert_eq!(check_b.code, 0);
        prop_assert_eq!(check_a.code, 0);
        let mut diff_args = vec!["diff", b.as_str(), a.as_str()];
        diff_args.extend(&common);
        if all {
            diff_args.push("--all");
        }
        let diff = run(&diff_args, "");
        let (want, changed) = expected_diff(&check_b.stdout, &check_a.stdout, all);
        prop_assert_eq!(&diff.stdout, &want);
        prop_assert_eq!(diff.code, u8::from(changed));
    }
}

/// The same agreement, once, through the built binary.
#[test]
fn the_binary_agrees_too() {
    let (b, a) = files("binary");
    let dir = temp_dir("binary-urls");
    let urls = write(
        &dir,
        "urls.txt",
        "/\n/products/1\n/checkout\nhttps://e.com/products/\n",
    );
    let common = ["-a", "Googlebot", "-a", "GPTBot", "--urls", urls.as_str()];
    let check_b = robots(&[&["check", b.as_str()], &common[..]].concat(), None);
    let check_a = robots(&[&["check", a.as_str()], &common[..]].concat(), None);
    let diff = robots(
        &[&["diff", b.as_str(), a.as_str()], &common[..]].concat(),
        None,
    );
    let (want, changed) = expected_diff(&stdout(&check_b), &stdout(&check_a), false);
    assert!(changed);
    assert_eq!(stdout(&diff), want);
    assert_eq!(code(&diff), 1);
    assert!(stderr(&diff).ends_with("unchanged\n"));
}
