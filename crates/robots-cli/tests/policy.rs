//! `robots policy` (every crawler of the registry), the AI-use fields of
//! `check` (`usage`, `usage_lines`, `--usage`) and the AI-use lints.

mod common;

use common::{find_by, run};
use serde_json::Value;

/// Cloudflare's managed robots.txt block for AI crawlers (its directives;
/// the policy's comment text shortened), prepended to a site's own file.
const CLOUDFLARE_MANAGED: &str = "\
# As a condition of accessing this website, you agree to abide by the following content signals.
# BEGIN Cloudflare Managed content
User-Agent: *
Content-signal: search=yes, ai-train=no
Allow: /

User-agent: Amazonbot
Disallow: /

User-agent: Applebot-Extended
Disallow: /

User-agent: Bytespider
Disallow: /

User-agent: CCBot
Disallow: /

User-agent: ClaudeBot
Disallow: /

User-agent: Google-Extended
Disallow: /

User-agent: GPTBot
Disallow: /

User-agent: meta-externalagent
Disallow: /
# END Cloudflare Managed Content

User-agent: *
Disallow: /lp
Disallow: /feedback
";

fn json_lines(text: &str) -> Vec<Value> {
    text.lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// `robots ARGS` with `stdin`, which must exit 0: its JSON lines.
fn json_run(args: &[&str], stdin: &str) -> Vec<Value> {
    let r = run(args, stdin);
    assert_eq!(r.code, 0, "{}", r.stderr);
    json_lines(&r.stdout)
}

fn row<'a>(rows: &'a [Value], token: &str, url: &str) -> &'a Value {
    rows.iter()
        .find(|r| r["token"] == token && r["url"] == url)
        .unwrap_or_else(|| panic!("no row for {token} at {url}"))
}

#[test]
fn policy_reads_cloudflares_managed_block_for_every_crawler() {
    let rows = json_run(
        &[
            "policy",
            "-",
            "--json",
            "--url",
            "https://example.com/lp/offer",
            "-u",
            "/",
        ],
        CLOUDFLARE_MANAGED,
    );
    assert_eq!(rows.len(), 2 * robots::registry::CRAWLERS.len());
    // URL-major, the registry's order.
    assert_eq!(rows[0]["url"], "https://example.com/lp/offer");
    assert_eq!(rows[0]["token"], robots::registry::CRAWLERS[0].token);

    // The named AI crawlers are blocked by their own group; no Content-Signal
    // there, and no usage for a URL they may not crawl.
    for token in [
        "GPTBot",
        "ClaudeBot",
        "CCBot",
        "Bytespider",
        "meta-externalagent",
        "Amazonbot",
    ] {
        let g = row(&rows, token, "/");
        assert_eq!(g["allowed"], false, "{token}");
        assert_eq!(g["follows"], token, "{token}");
        assert_eq!(g["purpose"], "ai-training", "{token}");
        assert_eq!(g["usage"], Value::Null, "{token}");
        assert_eq!(g["usage_lines"], serde_json::json!([]), "{token}");
        assert_eq!(g["signals"], Value::Null, "{token}");
    }
    // Control tokens: blocked, as a signal.
    for token in ["Google-Extended", "Applebot-Extended"] {
        let g = row(&rows, token, "/");
        assert_eq!(
            (&g["allowed"], &g["purpose"]),
            (&Value::Bool(false), &Value::from("ai-control"))
        );
    }
    // Search and AI search crawlers follow *, with its Content-Signal values
    // as written; the two * groups merge, so /lp is blocked for them.
    let g = row(&rows, "Googlebot", "/");
    assert_eq!(g["allowed"], true);
    assert_eq!(g["follows"], "*");
    assert_eq!(g["line"], 5);
    assert_eq!(g["owner"], "Google");
    assert_eq!(
        g["signals"],
        serde_json::json!({"search": "yes", "ai-train": "no"})
    );
    assert_eq!(
        g["usage"],
        serde_json::json!({"train-ai": "unknown", "search": "unknown"})
    );
    let o = row(&rows, "OAI-SearchBot", "https://example.com/lp/offer");
    assert_eq!(
        (&o["allowed"], &o["line"]),
        (&Value::Bool(false), &Value::from(33))
    );
    assert_eq!(o["path"], "/lp/offer");
    assert_eq!(o["purpose"], "ai-search");
    // Every row carries where its facts come from.
    for r in &rows {
        assert!(r["docs"].as_str().unwrap().starts_with("https://"));
        assert_eq!(r["checked"].as_str().unwrap().len(), 10);
        assert!(!r["blocking"].as_str().unwrap().is_empty());
    }

    // The text table groups the crawlers by purpose.
    let t = run(&["policy", "-"], CLOUDFLARE_MANAGED);
    assert_eq!(t.code, 0);
    let lines: Vec<&str> = t.stdout.lines().collect();
    assert_eq!(lines[0], "/");
    assert!(lines[1].starts_with("PURPOSE"), "{}", lines[1]);
    let first_of = |purpose: &str| {
        lines
            .iter()
            .position(|l| l.starts_with(&format!("{purpose} ")))
            .unwrap_or_else(|| panic!("{purpose} missing:\n{}", t.stdout))
    };
    let order: Vec<usize> = [
        "search",
        "ai-search",
        "ai-user",
        "ai-training",
        "ai-control",
        "other",
    ]
    .iter()
    .map(|p| first_of(p))
    .collect();
    assert!(
        order.windows(2).all(|w| w[0] < w[1]),
        "{order:?}\n{}",
        t.stdout
    );
    let gpt = lines.iter().find(|l| l.contains(" GPTBot ")).unwrap();
    assert!(
        gpt.contains("DISALLOWED") && gpt.contains("OpenAI"),
        "{gpt}"
    );
    let bing = lines.iter().find(|l| l.contains(" Bingbot ")).unwrap();
    assert!(
        bing.contains("ALLOWED") && bing.ends_with("search=yes, ai-train=no"),
        "{bing}"
    );
}

#[test]
fn applebot_follows_googlebots_group() {
    let file = "User-agent: Googlebot\nDisallow: /private\nContent-Usage: train-ai=n\n\nUser-agent: *\nDisallow: /\n";
    let rows = json_run(
        &["policy", "-", "--json", "-u", "/private/x", "-u", "/public"],
        file,
    );
    for (url, allowed) in [("/private/x", false), ("/public", true)] {
        let a = row(&rows, "Applebot", url);
        assert_eq!(a["follows"], "Googlebot", "{url}");
        assert_eq!(a["allowed"], allowed, "{url}");
        assert_eq!(a["line"], if allowed { 0 } else { 2 }, "{url}");
        // Bingbot follows * and is blocked everywhere.
        let b = row(&rows, "Bingbot", url);
        assert_eq!(
            (&b["follows"], &b["allowed"]),
            (&Value::from("*"), &Value::Bool(false))
        );
    }
    let a = row(&rows, "Applebot", "/public");
    assert_eq!(a["usage"]["train-ai"], "disallow");
    assert_eq!(a["usage_lines"], serde_json::json!([3]));
    // Googlebot-Image falls back the same way; AdsBot ignores *.
    assert_eq!(
        row(&rows, "Googlebot-Image", "/public")["follows"],
        "Googlebot"
    );
    let ads = row(&rows, "AdsBot-Google", "/public");
    assert_eq!(
        (&ads["follows"], &ads["allowed"]),
        (&Value::Null, &Value::Bool(true))
    );
}

#[test]
fn policy_reports_an_unusable_url_and_goes_on() {
    let r = run(
        &["policy", "-", "-u", "http://", "-u", "/ok"],
        "User-agent: *\nDisallow: /\n",
    );
    assert_eq!(r.code, 4);
    assert!(r.stderr.contains("robots: URL 'http://'"), "{}", r.stderr);
    assert!(r.stdout.starts_with("/ok\n"), "{}", r.stdout);
}

#[test]
fn check_carries_usage_and_its_lines() {
    let file = "User-Agent: *\nAllow: /\nDisallow: /never/\nContent-Usage: train-ai=n\nContent-Usage: /ai-ok/ train-ai=y\n";
    // `check` of /test for ExampleBot, then `extra`.
    let check = |extra: &[&str]| {
        let args = ["check", "-", "-a", "ExampleBot", "-u", "/test"];
        run(&[&args[..], extra].concat(), file)
    };
    let r = check(&["-u", "/never/test", "-u", "/ai-ok/test", "--json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let rows = json_lines(&r.stdout);
    assert_eq!(
        rows[0]["usage"],
        serde_json::json!({"train-ai": "disallow", "search": "unknown"})
    );
    assert_eq!(rows[0]["usage_lines"], serde_json::json!([4]));
    assert_eq!(rows[1]["usage"], Value::Null);
    assert_eq!(rows[1]["usage_lines"], serde_json::json!([]));
    assert_eq!(rows[2]["usage"]["train-ai"], "allow");
    assert_eq!(rows[2]["usage_lines"], serde_json::json!([5]));
    // Keys in the vocabulary's order.
    assert!(r
        .stdout
        .lines()
        .next()
        .unwrap()
        .contains(r#""usage":{"train-ai":"disallow","search":"unknown"},"usage_lines":[4]"#));

    // The text output is unchanged without --usage, and gains a last column with it.
    let plain = check(&[]);
    assert_eq!(plain.stdout, "ALLOWED\t2\tExampleBot\t/test\n");
    let with = check(&["-u", "/never/x", "--usage"]);
    assert_eq!(
        with.stdout,
        "ALLOWED\t2\tExampleBot\t/test\ttrain-ai=disallow,search=unknown\nDISALLOWED\t3\tExampleBot\t/never/x\t-\n"
    );
}

#[test]
fn lint_lists_the_ai_use_diagnostics() {
    let file = "Content-Usage: train-ai=n\nUser-agent: *\nDisallow: /checkout\nDisallow: /never/\nContent-Usage: /never/x train-ai=y\nContent-Usage: Train-AI=n\nContent-Usage: search=yes\n\nUser-agent: A\nContent-Usage: train-ai=n\nUser-agent: GPTBot\nAllow: /\n";
    let r = run(&["lint", "-"], file);
    assert_eq!(r.code, 0, "{}", r.stdout);
    let codes: Vec<(String, String, String)> = r
        .stdout
        .lines()
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            (f[0].to_string(), f[1].to_string(), f[2].to_string())
        })
        .filter(|c| c.2 != "preference_line")
        .collect();
    let want = [
        ("1", "warning", "usage_outside_group"),
        ("5", "warning", "usage_no_effect"),
        ("6", "warning", "usage_unparsed"),
        ("7", "warning", "usage_unparsed"),
        ("9", "warning", "group_replaces_star"),
        ("10", "warning", "usage_splits_group"),
    ];
    let got: Vec<(&str, &str, &str)> = codes
        .iter()
        .map(|(a, b, c)| (a.as_str(), b.as_str(), c.as_str()))
        .collect();
    assert_eq!(got, want, "{}", r.stdout);
    assert!(r.stdout.contains("9\twarning\tgroup_replaces_star\tthis group replaces the * group for A: it is not kept out of /checkout, /never/, which * disallows"), "{}", r.stdout);
    // Content-Usage is no longer an unsupported key; it says who reads it.
    assert!(!r.stdout.contains("unsupported_key"));
    assert!(r
        .stdout
        .contains("1\tinfo\tpreference_line\t'Content-Usage' states AI-use preferences"));
}

/// A file of the end of 2026: RSL License lines (one on another host, one
/// relative), Content-Signal above every group with Cloudflare's `use` key,
/// a retired Anthropic token and a rule path to percent-encode.
const LATE_2026: &str = "\
License: https://example.com/license.xml
Content-Signal: search=yes, ai-train=no, use=reference, later-key=maybe
User-agent: *
Disallow: /café menu/
License: https://rsl.example.net/catalog.xml

User-agent: anthropic-ai
Disallow: /
License: /license.xml
";

#[test]
fn policy_lists_every_new_crawler_with_its_purpose_and_the_files_licenses() {
    let rows = json_run(&["policy", "-", "--json"], LATE_2026);
    assert_eq!(rows.len(), robots::registry::CRAWLERS.len());
    for (token, purpose, owner) in [
        ("OAI-AdsBot", "other", "OpenAI"),
        ("Google-CloudVertexBot", "other", "Google"),
        ("GoogleOther-Image", "other", "Google"),
        ("GoogleOther-Video", "other", "Google"),
        ("Google-Agent", "ai-user", "Google"),
        ("Google-GeminiNotebook", "ai-user", "Google"),
        ("Mediapartners-Google", "other", "Google"),
        ("Amzn-SearchBot", "ai-search", "Amazon"),
        ("Amzn-User", "ai-user", "Amazon"),
        ("meta-webindexer", "ai-search", "Meta"),
        ("facebookexternalhit", "other", "Meta"),
        ("MistralAI-User", "ai-user", "Mistral AI"),
        ("MistralAI-Index", "ai-search", "Mistral AI"),
        ("MistralAI-Training", "ai-training", "Mistral AI"),
        ("DuckDuckBot", "search", "DuckDuckGo"),
        ("DuckAssistBot", "ai-search", "DuckDuckGo"),
    ] {
        let g = row(&rows, token, "/");
        assert_eq!(
            (&g["purpose"], &g["owner"]),
            (&Value::from(purpose), &Value::from(owner)),
            "{token}"
        );
        assert!(
            g["docs"].as_str().unwrap().starts_with("https://"),
            "{token}"
        );
        // It follows the * group, whose Content-Signal (above it) Google's
        // grouping does not hold.
        assert_eq!(g["follows"], "*", "{token}");
        assert_eq!(g["signals"], Value::Null, "{token}");
    }
    // GoogleOther-Image follows GoogleOther's group when one names it.
    let other = run(
        &["policy", "-", "--json"],
        "User-agent: GoogleOther\nDisallow: /\n",
    );
    let rows_other = json_lines(&other.stdout);
    assert_eq!(
        row(&rows_other, "GoogleOther-Image", "/")["follows"],
        "GoogleOther"
    );
    assert_eq!(row(&rows_other, "GoogleOther-Image", "/")["allowed"], false);
    // Every row carries the file's License URLs as written, in file order,
    // and no verdict changes for them; none is `[]`.
    for r in &rows {
        assert_eq!(
            r["licenses"],
            serde_json::json!([
                "https://example.com/license.xml",
                "https://rsl.example.net/catalog.xml",
                "/license.xml"
            ])
        );
    }
    let none = run(&["policy", "-", "--json"], "User-agent: *\nDisallow:\n");
    assert!(json_lines(&none.stdout)
        .iter()
        .all(|r| r["licenses"] == serde_json::json!([])));
    // The retired token is not a crawler of the policy.
    assert!(rows.iter().all(|r| r["token"] != "anthropic-ai"));

    // "What blocking it does" follows --lang.
    let nl = run(&["policy", "-", "--json", "--lang", "nl"], LATE_2026);
    let nl_rows = json_lines(&nl.stdout);
    let duck = row(&nl_rows, "DuckDuckBot", "/");
    assert_eq!(
        duck["blocking"],
        "Pagina's worden niet gecrawld voor de zoekresultaten van DuckDuckGo."
    );
    assert_eq!(
        row(&rows, "DuckDuckBot", "/")["blocking"],
        "Pages are not crawled for DuckDuckGo's search results."
    );
    // The text table names the licenses after it.
    let t = run(&["policy", "-"], LATE_2026);
    assert!(
        t.stdout.ends_with("License: /license.xml\n"),
        "{}",
        t.stdout
    );
}

#[test]
fn lint_gives_the_codes_of_late_2026_in_text_and_sarif() {
    let r = run(&["lint", "-"], LATE_2026);
    let found: Vec<(&str, &str, &str)> = r
        .stdout
        .lines()
        .map(|l| {
            let f: Vec<&str> = l.splitn(4, '\t').collect();
            (f[0], f[2], f[3])
        })
        .filter(|(_, code, _)| {
            matches!(
                *code,
                "token_retired"
                    | "license_not_absolute"
                    | "path_not_encoded"
                    | "signal_outside_group"
                    | "usage_outside_group"
                    | "unknown_key"
                    | "unsupported_key"
            )
        })
        .collect();
    assert_eq!(
        found,
        [
            (
                "2",
                "signal_outside_group",
                "Content-Signal before any user-agent line: Google's parser puts it in no group; read as Cloudflare's files place it, it goes with the group that follows, for *"
            ),
            (
                "4",
                "path_not_encoded",
                "the path has spaces or non-ASCII characters: Google recommends percent-encoding them; write /caf%C3%A9%20menu/"
            ),
            (
                "7",
                "token_retired",
                "'anthropic-ai' is retired: Anthropic's crawlers no longer read this group; ClaudeBot does"
            ),
            (
                "9",
                "license_not_absolute",
                "License should be an absolute URL (https://…) of the site's license document (Really Simple Licensing)"
            ),
        ]
    );
    // In SARIF: each code is a rule, each finding a result on its line.
    let s = run(&["lint", "-", "--format", "sarif"], LATE_2026);
    let log: Value = serde_json::from_str(&s.stdout).unwrap();
    let run0 = &log["runs"][0];
    let rules: Vec<&str> = run0["tool"]["driver"]["rules"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_str().unwrap())
        .collect();
    for code in [
        "token_retired",
        "license_not_absolute",
        "path_not_encoded",
        "signal_outside_group",
    ] {
        assert!(rules.contains(&code), "{code} not a rule: {rules:?}");
        let result = find_by(&run0["results"], "ruleId", code);
        assert!(!result["message"]["text"].as_str().unwrap().is_empty());
    }
    // And in Korean, from the same catalogue.
    let ko = run(&["lint", "-", "--lang", "ko"], LATE_2026);
    assert!(
        ko.stdout
            .contains("token_retired\t'anthropic-ai'은(는) 더 이상 쓰이지 않습니다"),
        "{}",
        ko.stdout
    );
}
