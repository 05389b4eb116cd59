//! What every subcommand shares: clap's help and usage errors, completions,
//! ROBOTS_FILE from standard input, and the timeout options.

mod common;

use common::{code, robots, run, stderr, stdout, temp_dir, write};

#[test]
fn help_is_generated_per_subcommand() {
    for sub in [
        "check",
        "lint",
        "diff",
        "test",
        "fetch",
        "policy",
        "completions",
    ] {
        let r = run(&[sub, "--help"], "");
        assert_eq!(r.code, 0, "{sub}");
        assert!(
            r.stdout.contains(&format!("Usage: robots {sub}")),
            "{sub}: {}",
            r.stdout
        );
    }
    let r = run(&["--help"], "");
    assert_eq!(r.code, 0);
    for needle in [
        "check",
        "lint",
        "diff",
        "test",
        "fetch",
        "completions",
        "Exit codes:",
    ] {
        assert!(r.stdout.contains(needle), "{needle}");
    }
    assert!(run(&["diff", "--help"], "")
        .stdout
        .contains("BEFORE_VERDICT <tab> before_line"));
    assert!(run(&["test", "--help"], "")
        .stdout
        .contains("N passed, N failed"));
    let v = run(&["--version"], "");
    assert_eq!(
        (v.code, v.stdout.trim()),
        (0, concat!("robots ", env!("CARGO_PKG_VERSION")))
    );
}

#[test]
fn usage_errors_exit_2_on_stderr() {
    for args in [
        &[][..],
        &["frobnicate"],
        &["check"],
        &["check", "f", "--url", "/"],
        &["check", "f", "--agent", "a"],
        &["check", "f", "--agent", "a", "--url", "/", "--urls", "u"],
        &["check", "f", "--agent", "a", "--url", "/", "--frob"],
        &["lint"],
        &["lint", "a", "b"],
        &["fetch"],
        &["completions", "tcsh"],
        &["check", "f", "-a", "a", "-u", "/", "--timeout", "0"],
        &[
            "check",
            "f",
            "-a",
            "a",
            "-u",
            "/",
            "--connect-timeout",
            "soon",
        ],
    ] {
        let r = run(args, "");
        assert_eq!(r.code, 2, "{args:?}: {}", r.stdout);
        assert!(!r.stderr.is_empty(), "{args:?}");
    }
    let r = run(&["check", "-", "--agent", "a", "--urls", "-"], "");
    assert_eq!(r.code, 2);
    assert!(r
        .stderr
        .starts_with("robots: standard input (`-`) can be read only once"));
    // The binary's usage errors are clap's, with exit status 2.
    let o = robots(&["check", "robots.txt", "--url", "/"], None);
    assert_eq!(code(&o), 2);
    assert!(stderr(&o).contains("--agent <AGENT>"), "{}", stderr(&o));
}

#[test]
fn completions_are_scripts_for_the_shell() {
    for (shell, needle) in [
        ("bash", "_robots()"),
        ("zsh", "#compdef robots"),
        ("fish", "complete -c robots"),
    ] {
        let r = run(&["completions", shell], "");
        assert_eq!(r.code, 0);
        assert!(r.stdout.contains(needle), "{shell}");
        assert!(r.stdout.contains("diff"), "{shell}");
    }
}

#[test]
fn robots_file_from_standard_input() {
    let r = run(
        &[
            "check",
            "-",
            "--agent",
            "Googlebot",
            "--url",
            "/a",
            "--url",
            "/b",
        ],
        "User-agent: *\nDisallow: /a\n",
    );
    assert_eq!(r.code, 0);
    assert_eq!(
        r.stdout,
        "DISALLOWED\t2\tGooglebot\t/a\nALLOWED\t0\tGooglebot\t/b\n"
    );
    let r = run(&["lint", "-"], "User-agent: a\nCrawl-delay: 5\n");
    assert_eq!(r.code, 0);
    assert!(
        r.stdout.starts_with("2\twarning\tunsupported_key\t"),
        "{}",
        r.stdout
    );
    let missing = robots(&["lint", "/nonexistent/robots.txt"], None);
    assert_eq!(code(&missing), 3);
    assert!(stderr(&missing).starts_with("robots: cannot read '/nonexistent/robots.txt'"));
}

#[test]
fn json_lines_are_json() {
    let dir = temp_dir("commands-json");
    let f = write(
        &dir,
        "robots.txt",
        "User-agent: *\nDisallow: /\"quoted\"\n\tAllow: /\\\n",
    );
    let o = robots(
        &[
            "check",
            &f,
            "-a",
            "Googlebot",
            "-a",
            "a\"b",
            "-u",
            "/\"quoted\"\u{1}",
            "--json",
            "--raw",
        ],
        None,
    );
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let lines: Vec<serde_json::Value> = stdout(&o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[1]["agent"], "a\"b");
    assert_eq!(lines[0]["url"], "/\"quoted\"\u{1}");
    // The fields of `check --json`, in their documented order.
    let first = stdout(&o).lines().next().unwrap().to_string();
    let positions: Vec<usize> = [
        "url",
        "agent",
        "token",
        "path",
        "allowed",
        "line",
        "reason",
        "rule",
        "pattern",
        "written",
        "priority",
        "groups",
        "group_lines",
        "explanation",
    ]
    .iter()
    .map(|k| {
        first
            .find(&format!("\"{k}\":"))
            .unwrap_or_else(|| panic!("{k} in {first}"))
    })
    .collect();
    assert!(positions.windows(2).all(|w| w[0] < w[1]), "{first}");
    assert!(!first.contains("\"fetch\""), "no fetch object for a file");
}
