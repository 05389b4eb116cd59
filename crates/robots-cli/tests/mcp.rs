//! `robots mcp`'s tools, called in this process (the protocol itself is
//! tried with the official TypeScript and Python SDKs' clients:
//! `tests/mcp/client.test.mjs`, `crates/robots-py/tests/test_mcp.py`): their
//! refusals, and the growth of each input path (n and 8n, the best of
//! three, as `tests/growth.rs`).
#![cfg(feature = "mcp")]

use robots_cli::mcp::{self, CheckInput, ExplainInput, LangCode, LintInput, PolicyInput, Status};

fn check_input(robots: &str, urls: Vec<String>, agents: &[&str]) -> CheckInput {
    CheckInput {
        robots_txt: Some(robots.to_string()),
        robots_url: None,
        urls,
        user_agents: agents.iter().map(|a| a.to_string()).collect(),
        lang: LangCode::En,
    }
}

#[test]
fn check_takes_the_text_or_a_url_and_never_a_path() {
    let mut input = check_input("User-agent: *\nDisallow: /x\n", vec!["/x".into()], &["a"]);
    let ok = mcp::check(input).unwrap();
    assert_eq!(ok.value.results.len(), 1);
    assert!(!ok.value.results[0].allowed);
    assert_eq!(ok.text, "DISALLOWED\t2\ta\t/x");

    input = check_input("", vec!["/x".into()], &["a"]);
    input.robots_txt = None;
    let e = mcp::check(input).unwrap_err();
    assert!(e.contains("one of the two"), "{e}");

    // A path would read a file of this machine: refused before anything is read.
    for path in ["/etc/hostname", "Cargo.toml", "-"] {
        let mut input = check_input("", vec!["/x".into()], &["a"]);
        input.robots_txt = None;
        input.robots_url = Some(path.into());
        let e = mcp::check(input).unwrap_err();
        assert!(
            e.contains("is not an http:// or https:// URL"),
            "{path}: {e}"
        );
    }
}

#[test]
fn check_refuses_more_checks_than_one_answer_holds() {
    let urls: Vec<String> = (0..101).map(|i| format!("/{i}")).collect();
    let agents: Vec<String> = (0..100).map(|i| format!("bot{i}")).collect();
    let agents: Vec<&str> = agents.iter().map(String::as_str).collect();
    let e = mcp::check(check_input("", urls.clone(), &agents)).unwrap_err();
    assert_eq!(
        e,
        "101 URLs for 100 user agents make 10100 checks; one call answers at most 10000."
    );
    let ok = mcp::check(check_input("", urls[..100].to_vec(), &agents)).unwrap();
    assert_eq!(ok.value.results.len(), mcp::MAX_CHECKS);
}

#[test]
fn a_url_that_cannot_be_checked_is_a_note_and_the_others_are_answered() {
    let urls = vec!["http://[::1/".to_string(), "/ok".to_string()];
    let out = mcp::check(check_input("User-agent: *\nDisallow: /\n", urls, &["a"])).unwrap();
    assert_eq!(out.value.results.len(), 1);
    assert_eq!(out.value.results[0].url, "/ok");
    assert_eq!(out.value.notes.len(), 1);
    assert!(
        out.value.notes[0].contains("http://[::1/"),
        "{:?}",
        out.value.notes
    );
}

#[test]
fn verify_ip_without_lists_is_unverified_and_says_why() {
    let dir = std::env::temp_dir().join(format!("robots-mcp-empty-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let ask = |ip: &str, ua: &str| {
        mcp::verify_ip(
            mcp::VerifyInput {
                ip: ip.into(),
                user_agent: ua.into(),
                signature_agent: None,
                signature_input: None,
                signature: None,
                host: None,
                method: None,
                path: None,
                time: None,
                lang: LangCode::En,
            },
            Some(dir.clone()),
        )
    };
    let v = ask("192.0.2.1", "Googlebot/2.1").unwrap();
    assert_eq!(v.value.status, Status::Unverified);
    assert_eq!(v.value.why, "no_list_saved");
    assert!(v.text.contains("common-crawlers.json"), "{}", v.text);
    let v = ask("192.0.2.1", "Mozilla/5.0 (X11; Linux x86_64)").unwrap();
    assert_eq!((v.value.status, v.value.token), (Status::Unverified, None));
    let e = ask("192.0.2.300", "Googlebot").unwrap_err();
    assert_eq!(e, "'192.0.2.300' is not an IPv4 or IPv6 address.");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `n` rules that all match `/a…`, the longest last.
fn matching_rules(n: usize) -> String {
    let mut body = String::from("User-agent: *\n");
    for i in 0..n {
        body.push_str(&format!("Disallow: /a{}\n", "*".repeat(i % 7)));
    }
    body
}

#[test]
fn check_grows_linearly_with_the_urls_and_the_file() {
    let file = matching_rules(200);
    robots_growth::assert_linear(
        "mcp check urls",
        500,
        |n| {
            (0..n)
                .map(|i| format!("https://example.com/a/{i}"))
                .collect::<Vec<_>>()
        },
        |urls| {
            let out = mcp::check(check_input(&file, urls.clone(), &["Googlebot"])).unwrap();
            assert_eq!(out.value.results.len(), urls.len());
        },
    );
    robots_growth::assert_linear("mcp check file", 5_000, matching_rules, |file| {
        let urls = vec!["https://example.com/a/b".to_string()];
        let out = mcp::check(check_input(file, urls, &["Googlebot"])).unwrap();
        assert!(!out.value.results[0].allowed);
    });
}

#[test]
fn explain_grows_linearly_with_the_matching_rules() {
    robots_growth::assert_linear("mcp explain", 5_000, matching_rules, |file| {
        let out = mcp::explain(ExplainInput {
            robots_txt: Some(file.clone()),
            robots_url: None,
            url: "https://example.com/a/b".into(),
            user_agent: "Googlebot".into(),
            lang: LangCode::Nl,
        })
        .unwrap();
        // The trace lists 50 rules and folds the rest into a count.
        let trace = &out.value.trace;
        assert_eq!(trace.iter().filter(|s| s.step == "rule").count(), 50);
        assert_eq!(trace.iter().filter(|s| s.step == "rules_folded").count(), 1);
    });
}

#[test]
fn lint_and_policy_grow_linearly_with_the_file() {
    let typos = |n: usize| "Disalow: /x\n".repeat(n);
    robots_growth::assert_linear("mcp lint", 2_000, typos, |file| {
        let out = mcp::lint(LintInput {
            robots_txt: Some(file.clone()),
            robots_url: None,
            lang: LangCode::En,
        })
        .unwrap();
        assert!(out.value.diagnostics.len() >= file.lines().count());
    });
    robots_growth::assert_linear("mcp policy", 5_000, matching_rules, |file| {
        let out = mcp::policy(PolicyInput {
            robots_txt: Some(file.clone()),
            robots_url: None,
            url: Some("/a/b".into()),
            lang: LangCode::En,
        })
        .unwrap();
        assert!(out.value.crawlers.iter().any(|c| !c.allowed));
    });
}
