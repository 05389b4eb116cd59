//! `--format sarif` of `lint` and `test`: one SARIF 2.1.0 log whose results
//! are the text output's lines (the schema itself is checked by
//! `scripts/test-ci`, against the published SARIF 2.1.0 JSON schema).

mod common;

use common::{code, robots, run, stdout, temp_dir, write, Server, SHOP_ROBOTS as ROBOTS};
use serde_json::Value;

const TYPOS: &str = "\
User-agnet: *
Disallow: /private
User-agent: Googlebot
Disalow: /x
Crawl-delay: 5
Disallow: /checkout
Disallow:
";

fn results(log: &Value) -> &Vec<Value> {
    log["runs"][0]["results"].as_array().expect("results")
}

fn rule_ids(log: &Value) -> Vec<&str> {
    log["runs"][0]["tool"]["driver"]["rules"]
        .as_array()
        .expect("rules")
        .iter()
        .map(|r| r["id"].as_str().unwrap())
        .collect()
}

/// A lint result as its text line: `line <tab> severity <tab> code <tab> message`.
fn as_lint_line(r: &Value) -> String {
    let level = match r["level"].as_str().unwrap() {
        "note" => "info",
        other => other,
    };
    format!(
        "{}\t{level}\t{}\t{}",
        r["locations"][0]["physicalLocation"]["region"]["startLine"],
        r["ruleId"].as_str().unwrap(),
        r["message"]["text"].as_str().unwrap()
    )
}

#[test]
fn lint_results_are_the_text_lines_with_one_rule_per_code() {
    let dir = temp_dir("sarif-lint");
    let file = write(&dir, "robots.txt", TYPOS);
    for extra in [&[][..], &["--readers"][..]] {
        let text = run(&[&["lint", &file][..], extra].concat(), "");
        let sarif = run(
            &[&["lint", &file, "--format", "sarif"][..], extra].concat(),
            "",
        );
        assert_eq!(sarif.code, text.code, "the exit status is unchanged");
        assert_eq!(sarif.code, 1, "rule_outside_group is an error");
        assert_eq!(sarif.stderr, text.stderr);
        let log: Value = serde_json::from_str(&sarif.stdout).expect("one JSON document");
        assert_eq!(log["version"], "2.1.0");
        assert_eq!(log["runs"].as_array().unwrap().len(), 1);
        assert_eq!(log["runs"][0]["tool"]["driver"]["name"], "robots");
        let lines: Vec<String> = results(&log).iter().map(as_lint_line).collect();
        let want: Vec<&str> = text.stdout.lines().collect();
        assert_eq!(lines, want);
        for r in results(&log) {
            assert_eq!(
                r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
                Value::from(file.as_str())
            );
        }
        // One rule per code, in the order first found, each with its help.
        let mut codes: Vec<&str> = Vec::new();
        for r in results(&log) {
            let id = r["ruleId"].as_str().unwrap();
            if !codes.contains(&id) {
                codes.push(id);
            }
        }
        assert_eq!(rule_ids(&log), codes);
        for rule in log["runs"][0]["tool"]["driver"]["rules"]
            .as_array()
            .unwrap()
        {
            assert!(rule["help"]["text"].as_str().unwrap().len() > 20, "{rule}");
            assert!(!rule["shortDescription"]["text"]
                .as_str()
                .unwrap()
                .is_empty());
        }
    }
    let text = run(&["lint", &file], "").stdout;
    assert!(text.contains("1\twarning\tunknown_key\t"), "{text}");
    assert!(text.contains("2\terror\trule_outside_group\t"), "{text}");
    assert!(text.contains("7\tinfo\tempty_rule\t"), "{text}");
}

#[test]
fn lint_levels_map_error_warning_and_info_to_error_warning_and_note() {
    let o = run(&["lint", "-", "--format", "sarif"], TYPOS);
    let log: Value = serde_json::from_str(&o.stdout).unwrap();
    let level = |code: &str| {
        results(&log)
            .iter()
            .find(|r| r["ruleId"] == code)
            .map(|r| r["level"].as_str().unwrap().to_string())
            .unwrap()
    };
    assert_eq!(level("rule_outside_group"), "error");
    assert_eq!(level("unknown_key"), "warning");
    assert_eq!(level("empty_rule"), "note");
    // Standard input has no file name: the results carry no location.
    assert!(results(&log).iter().all(|r| r.get("locations").is_none()));
}

#[test]
fn a_clean_file_gives_an_empty_run_and_exit_0() {
    let o = run(
        &["lint", "-", "--format", "sarif"],
        "User-agent: *\nDisallow: /private\n",
    );
    assert_eq!(o.code, 0);
    let log: Value = serde_json::from_str(&o.stdout).unwrap();
    assert_eq!(results(&log).len(), 0);
    assert_eq!(rule_ids(&log).len(), 0);
}

#[test]
fn a_path_is_given_as_a_uri_reference() {
    let dir = temp_dir("sarif-uri");
    std::fs::create_dir_all(dir.join("my site")).unwrap();
    let file = write(&dir, "my site/robots.txt", "Disallow: /x\n");
    let o = run(&["lint", &file, "--format", "sarif"], "");
    let log: Value = serde_json::from_str(&o.stdout).unwrap();
    let uri = results(&log)[0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(uri.ends_with("/my%20site/robots.txt"), "{uri}");
    assert!(!uri.contains(' '));
}

#[test]
fn lint_of_a_url_points_at_the_url() {
    let server = Server::start(vec![("/robots.txt", common::ok("Disallow: /x\n"))]);
    let url = server.url("/robots.txt");
    let o = robots(&["lint", &url, "--format", "sarif"], None);
    assert_eq!(code(&o), 1);
    let log: Value = serde_json::from_str(&stdout(&o)).unwrap();
    let r = &results(&log)[0];
    assert_eq!(r["ruleId"], "rule_outside_group");
    assert_eq!(
        r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
        Value::from(url.as_str())
    );
    assert_eq!(
        r["locations"][0]["physicalLocation"]["region"]["startLine"],
        1
    );
}

const EXPECTATIONS: &str = "\
# The shop
allowed     Googlebot   /products/
allowed     Googlebot   /checkout
disallowed  GPTBot      /
disallowed  Bingbot     /products/
";

#[test]
fn test_results_are_the_failures_at_the_expectation_lines() {
    let dir = temp_dir("sarif-test");
    let r = write(&dir, "robots.txt", ROBOTS);
    let e = write(&dir, "robots-expectations.txt", EXPECTATIONS);
    let text = run(&["test", &r, &e], "");
    let sarif = run(&["test", &r, &e, "--format", "sarif"], "");
    assert_eq!((text.code, sarif.code), (1, 1));
    // The count goes to stderr, as with --json: stdout is the log alone.
    assert_eq!(sarif.stderr, "2 passed, 2 failed\n");
    assert!(text.stdout.ends_with("2 passed, 2 failed\n"));
    let log: Value = serde_json::from_str(&sarif.stdout).unwrap();
    assert_eq!(rule_ids(&log), ["expectation_failed"]);
    let found = results(&log);
    assert_eq!(found.len(), 2);
    // Each result is the text output's failure: `FAIL FILE:LINE: ` and the
    // message, its later lines indented.
    let mut rebuilt = String::new();
    for f in found {
        assert_eq!(f["level"], "error");
        let at = &f["locations"][0]["physicalLocation"];
        assert_eq!(at["artifactLocation"]["uri"], Value::from(e.as_str()));
        let msg = f["message"]["text"].as_str().unwrap();
        let mut lines = msg.lines();
        rebuilt += &format!(
            "FAIL {e}:{}: {}\n",
            at["region"]["startLine"],
            lines.next().unwrap()
        );
        for l in lines {
            rebuilt += &format!("    {l}\n");
        }
    }
    rebuilt += "2 passed, 2 failed\n";
    assert_eq!(rebuilt, text.stdout);
    // The robots.txt line that decided is the related location.
    let lines: Vec<_> = found
        .iter()
        .map(|f| f["locations"][0]["physicalLocation"]["region"]["startLine"].clone())
        .collect();
    assert_eq!(lines, [3, 5]);
    let related = &found[0]["relatedLocations"][0];
    assert_eq!(
        related["physicalLocation"]["artifactLocation"]["uri"],
        Value::from(r.as_str())
    );
    assert_eq!(related["physicalLocation"]["region"]["startLine"], 2);
    assert_eq!(
        related["message"]["text"],
        "the line that decided: Disallow: /checkout"
    );
    // Bingbot falls back to `*`, where `Allow: /products/` decides.
    assert_eq!(
        found[1]["relatedLocations"][0]["physicalLocation"]["region"]["startLine"],
        3
    );
}

/// `robots test --format sarif` of the shop's robots.txt against one
/// expectations file.
fn test_sarif(test: &str, expectations: &str) -> common::Run {
    let dir = temp_dir(test);
    let r = write(&dir, "robots.txt", ROBOTS);
    let e = write(&dir, "e.txt", expectations);
    run(&["test", &r, &e, "--format", "sarif"], "")
}

#[test]
fn all_passing_is_an_empty_run_and_exit_0() {
    let o = test_sarif("sarif-test-pass", "allowed Googlebot /products/\n");
    assert_eq!(o.code, 0);
    assert_eq!(o.stderr, "1 passed, 0 failed\n");
    let log: Value = serde_json::from_str(&o.stdout).unwrap();
    assert!(results(&log).is_empty());
}

#[test]
fn a_failure_no_rule_decides_has_no_related_location() {
    let o = test_sarif("sarif-test-none", "disallowed Googlebot /about\n");
    assert_eq!(o.code, 1);
    let log: Value = serde_json::from_str(&o.stdout).unwrap();
    assert_eq!(results(&log).len(), 1);
    assert!(results(&log)[0].get("relatedLocations").is_none());
}

#[test]
fn unreadable_expectation_lines_are_results_and_exit_2() {
    let dir = temp_dir("sarif-test-bad");
    let r = write(&dir, "robots.txt", ROBOTS);
    let e = write(&dir, "e.txt", "allowed Googlebot /\nmaybe Googlebot /\n");
    let text = run(&["test", &r, &e], "");
    let o = run(&["test", &r, &e, "--format", "sarif"], "");
    assert_eq!((text.code, o.code), (2, 2));
    assert_eq!(o.stderr, text.stderr);
    let log: Value = serde_json::from_str(&o.stdout).unwrap();
    assert_eq!(rule_ids(&log), ["expectation_unreadable"]);
    let f = &results(&log)[0];
    assert_eq!(
        f["locations"][0]["physicalLocation"]["region"]["startLine"],
        2
    );
    assert!(text.stderr.contains(f["message"]["text"].as_str().unwrap()));
}

#[test]
fn json_and_sarif_together_are_a_usage_error() {
    let o = run(&["test", "-", "x.txt", "--json", "--format", "sarif"], "");
    assert_eq!(o.code, 2);
    assert_eq!(o.stdout, "");
    let o = run(&["lint", "-", "--format", "xml"], "");
    assert_eq!(o.code, 2);
}
