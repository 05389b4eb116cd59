//! `robots test ROBOTS_FILE EXPECTATIONS_FILE`.

mod common;

use common::{code, robots, run, stderr, stdout, temp_dir, write, SHOP_ROBOTS as ROBOTS};

const EXPECTATIONS: &str = r#"# What the shop expects of its robots.txt
allowed     Googlebot   https://www.example.com/products/
disallowed  GPTBot      /             # no AI training
disallowed  "Mozilla/5.0 (compatible; Bingbot/2.0; +http://www.bing.com/bingbot.htm)"  /checkout
	
allowed     "Odd #1 agent/1.0 (compatible; Googlebot/2.1)"   /products/a#reviews
"#;

fn site(test: &str, robots: &str, expectations: &str) -> (String, String) {
    let dir = temp_dir(test);
    (
        write(&dir, "robots.txt", robots),
        write(&dir, "robots-expectations.txt", expectations),
    )
}

#[test]
fn all_passing_exits_0_with_the_count_last() {
    let (r, e) = site("pass", ROBOTS, EXPECTATIONS);
    let o = run(&["test", &r, &e], "");
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert_eq!(o.stdout, "4 passed, 0 failed\n");
    assert_eq!(o.stderr, "");
}

#[test]
fn failures_show_the_deciding_line_and_why() {
    let broken = ROBOTS.replace("Allow: /products/", "Disallow: /products/");
    let (r, e) = site("fail", &broken, EXPECTATIONS);
    let o = run(&["test", &r, &e], "");
    assert_eq!(o.code, 1);
    let name = e.as_str();
    assert_eq!(
        o.stdout,
        format!(
            "FAIL {name}:2: https://www.example.com/products/ for Googlebot: expected allowed, got disallowed\n    \
             {r} line 3: Disallow: /products/\n    \
             `Disallow: /products/` (10 bytes) is the only rule that matches\n\
             FAIL {name}:6: /products/a#reviews for Odd #1 agent/1.0 (compatible; Googlebot/2.1) (token Googlebot): expected allowed, got disallowed\n    \
             {r} line 3: Disallow: /products/\n    \
             `Disallow: /products/` (10 bytes) is the only rule that matches\n\
             2 passed, 2 failed\n"
        )
    );
    // A failure without a deciding rule says so.
    let (r, e) = site(
        "fail-line-0",
        "User-agent: *\nDisallow: /x\n",
        "disallowed a /y\n",
    );
    let o = run(&["test", &r, &e], "");
    assert_eq!(o.code, 1);
    assert!(
        o.stdout.contains(&format!(
            "    {r}: no rule decides (line 0)\n    No rule in the * group matches /y"
        )),
        "{}",
        o.stdout
    );
    assert!(o.stdout.ends_with("0 passed, 1 failed\n"));
}

#[test]
fn json_has_one_object_per_expectation() {
    let broken = ROBOTS.replace("Allow: /products/", "Disallow: /products/");
    let (r, e) = site("json", &broken, EXPECTATIONS);
    let o = run(&["test", &r, &e, "--json"], "");
    assert_eq!(o.code, 1);
    let objects: Vec<serde_json::Value> = o
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(objects.len(), 4);
    let first = &objects[0];
    assert_eq!(first["expectation_line"], 2);
    assert_eq!(first["expected"], "allowed");
    assert_eq!(first["actual"], "disallowed");
    assert_eq!(first["pass"], false);
    assert_eq!(first["line"], 3);
    assert_eq!(first["rule"], "Disallow: /products/");
    assert_eq!(first["reason"], "longest_match");
    assert!(first["sentence"].as_str().unwrap().contains("only rule"));
    assert_eq!(first["agent"], "Googlebot");
    assert_eq!(first["token"], "Googlebot");
    assert_eq!(first["url"], "https://www.example.com/products/");
    assert_eq!(first["path"], "/products/");
    assert_eq!(objects[2]["token"], "Bingbot");
    assert_eq!(objects[2]["pass"], true);
    assert_eq!(objects[3]["path"], "/products/a");
    // The summary goes to stderr, so standard output stays JSON lines.
    assert_eq!(o.stderr, "2 passed, 2 failed\n");
}

#[test]
fn raw_mode_takes_agents_and_urls_as_given() {
    let (r, e) = site(
        "raw",
        "User-agent: Googlebot\nDisallow: /\n",
        "disallowed Googlebot/2.1 /a\nallowed Googlebot/2.1 /a\n",
    );
    // Tester mode reduces Googlebot/2.1 to Googlebot; raw mode does not.
    let tester = run(&["test", &r, &e], "");
    assert_eq!(
        (tester.code, tester.stdout.lines().last()),
        (1, Some("1 passed, 1 failed"))
    );
    assert!(
        tester.stdout.starts_with(&format!("FAIL {e}:2:")),
        "{}",
        tester.stdout
    );
    let raw = run(&["test", &r, &e, "--raw"], "");
    assert_eq!(raw.code, 1);
    assert!(
        raw.stdout.starts_with(&format!("FAIL {e}:1:")),
        "{}",
        raw.stdout
    );
}

#[test]
fn every_bad_line_is_reported_and_exits_2() {
    let bad = "allowed Googlebot /ok\n\
               alowed Googlebot /\n\
               allowed \"Googlebot /x\n\
               disallowed GPTBot\n\
               allowed Mozilla/5.0 (compatible; Bingbot/2.0) /x\n";
    let (r, e) = site("bad", ROBOTS, bad);
    let o = run(&["test", &r, &e], "");
    assert_eq!(o.code, 2);
    assert_eq!(o.stdout, "");
    let lines: Vec<&str> = o.stderr.lines().collect();
    assert_eq!(lines.len(), 4, "{}", o.stderr);
    assert!(lines[0].starts_with(&format!("robots: {e}:2: unknown verdict 'alowed'")));
    assert!(lines[1].starts_with(&format!("robots: {e}:3: unterminated quote")));
    assert!(lines[2].starts_with(&format!("robots: {e}:4: missing URL")));
    assert!(lines[3].starts_with(&format!("robots: {e}:5: 2 extra fields")));
    // Lines that read well but cannot be checked are bad lines too.
    let (r, e) = site(
        "uncheckable",
        ROBOTS,
        "allowed 1234 /\nallowed a mailto:x@y\nallowed a /\n",
    );
    let o = run(&["test", &r, &e], "");
    assert_eq!(o.code, 2);
    for want in [
        format!("{e}:1: agent '1234'"),
        format!("{e}:2: URL 'mailto:x@y'"),
    ] {
        assert!(o.stderr.contains(&want), "{want}: {}", o.stderr);
    }
}

#[test]
fn other_exit_statuses() {
    let (r, e) = site("exits", ROBOTS, EXPECTATIONS);
    // 3: a file could not be read.
    let o = run(&["test", "/nonexistent/robots.txt", &e], "");
    assert_eq!(o.code, 3);
    assert!(o
        .stderr
        .starts_with("robots: cannot read '/nonexistent/robots.txt'"));
    assert_eq!(
        run(&["test", &r, "/nonexistent/expectations.txt"], "").code,
        3
    );
    // 2: bad arguments.
    assert_eq!(run(&["test", &r], "").code, 2);
    assert_eq!(run(&["test", &r, &e, "--agent", "x"], "").code, 2);
    assert_eq!(run(&["test", "-", "-"], "").code, 2);
    // Either file may come from standard input; an empty list passes.
    let o = run(&["test", &r, "-"], "disallowed GPTBot /x\n");
    assert_eq!((o.code, o.stdout.as_str()), (0, "1 passed, 0 failed\n"));
    let o = run(&["test", "-", &e], ROBOTS);
    assert_eq!((o.code, o.stdout.as_str()), (0, "4 passed, 0 failed\n"));
    let o = run(&["test", &r, "-"], "# nothing yet\n");
    assert_eq!((o.code, o.stdout.as_str()), (0, "0 passed, 0 failed\n"));
}

#[test]
fn the_binary_exits_with_the_same_statuses() {
    let (r, e) = site("binary", ROBOTS, EXPECTATIONS);
    let o = robots(&["test", &r, &e], None);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert_eq!(stdout(&o), "4 passed, 0 failed\n");
    let o = robots(&["test", &r, "-"], Some("allowed GPTBot /\n"));
    assert_eq!(code(&o), 1);
    assert!(stdout(&o).ends_with("0 passed, 1 failed\n"));
    let o = robots(&["test", &r, "-"], Some("allowed GPTBot\n"));
    assert_eq!(code(&o), 2);
    assert_eq!(
        stderr(&o),
        "robots: standard input:1: missing URL or path after the agent\n"
    );
}
