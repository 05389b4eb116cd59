//! `robots drift SOURCE URL` against a server on 127.0.0.1 that serves
//! the repository's file with Cloudflare's managed block prepended, in
//! its published layout (tests/drift/cloudflare-managed.txt: the content
//! signals preamble, the `*` group with Content-Signal, one `Disallow: /`
//! group each for eight AI crawlers); then the same bytes, a 404, a 503, a
//! stale copy, and no answer at all. And the lint `managed_block`.

mod common;

use std::net::TcpListener;

use common::{code, find_by, robots, stderr, stdout, temp_dir, write, Reply, Server};
use serde_json::Value;

const MANAGED: &str = include_str!("drift/cloudflare-managed.txt");
const SOURCE: &str = include_str!("drift/robots.txt");

/// The lines of the managed block in the served file, and of its rules.
const BEGIN: u64 = 26;
const END: u64 = 56;
const CLAUDEBOT_DISALLOW: u64 = 45;
const GPTBOT_DISALLOW: u64 = 51;
/// The site's own `Allow: /` for GPTBot, after the block.
const GPTBOT_ALLOW: u64 = 62;

/// A server on 127.0.0.1: `/robots.txt` answers `plain`; with a query
/// (the cache-busting fetch), `busted`.
struct Site(Server);

type Answer = (u16, Vec<u8>);

impl Site {
    fn start(plain: Answer, busted: Answer) -> Site {
        let reply = |(status, body): Answer| {
            let text = ("Content-Type".to_string(), "text/plain".to_string());
            Reply::Status(status, vec![text], body)
        };
        Site(Server::start(vec![
            ("/robots.txt", reply(plain)),
            ("/robots.txt?*", reply(busted)),
        ]))
    }

    fn same(status: u16, body: &str) -> Site {
        let answer = (status, body.as_bytes().to_vec());
        Site::start(answer.clone(), answer)
    }

    fn url(&self) -> String {
        self.0.url("")
    }
}

fn served() -> String {
    format!("{MANAGED}{SOURCE}")
}

fn json(o: &std::process::Output) -> Value {
    serde_json::from_str(&stdout(o)).unwrap_or_else(|e| panic!("{e}: {}", stdout(o)))
}

/// `robots drift SOURCE URL -a Googlebot --json`: the run and its JSON.
fn googlebot_json(source: &str, url: &str) -> (std::process::Output, Value) {
    let o = robots(&["drift", source, url, "-a", "Googlebot", "--json"], None);
    let v = json(&o);
    (o, v)
}

/// A site answering `status` and drift's JSON for Googlebot against it,
/// which says the site answered `status` and exits 1 (verdicts differ).
fn served_status(source: &str, status: u16, body: &str) -> (Site, Value) {
    let site = Site::same(status, body);
    let (o, v) = googlebot_json(source, &site.url());
    assert_eq!(code(&o), 1);
    assert_eq!(v["served"]["status"], status);
    (site, v)
}

/// (agent, path, cause) of each change.
fn changes(v: &Value) -> Vec<(String, String, String)> {
    v["changes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                c["agent"].as_str().unwrap().to_string(),
                c["path"].as_str().unwrap().to_string(),
                c["cause"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

#[test]
fn cloudflares_managed_block_is_found_and_explained() {
    let dir = temp_dir("drift-managed");
    let source = write(&dir, "robots.txt", SOURCE);
    let site = Site::same(200, &served());
    let o = robots(&["drift", &source, &site.url(), "--json"], None);
    assert_eq!(code(&o), 1, "{}", stderr(&o));
    let v = json(&o);
    assert_eq!(v["source"], source.as_str());
    assert_eq!(v["served"]["url"], format!("{}/robots.txt", site.url()));
    assert_eq!(v["served"]["status"], 200);
    assert_eq!(v["served"]["bytes"], served().len());
    assert_eq!(v["identical"], false);
    assert_eq!(v["stale"], false);
    assert_eq!(
        v["managed"],
        serde_json::json!([{"vendor": "cloudflare", "first_line": BEGIN, "last_line": END}])
    );
    // Exactly the document's keys.
    let keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
    let mut want = [
        "source",
        "served",
        "identical",
        "stale",
        "managed",
        "changes",
    ];
    want.sort();
    let mut keys = keys;
    keys.sort();
    assert_eq!(keys, want);
    // ClaudeBot, which the file does not name, is blocked at / by the
    // block's line; at /admin/ both files disallow it.
    let claude = v["changes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["agent"] == "ClaudeBot" && c["path"] == "/")
        .expect("a change for ClaudeBot at /");
    assert_eq!(
        claude,
        &serde_json::json!({
            "agent": "ClaudeBot", "token": "ClaudeBot", "purpose": "ai-training", "path": "/",
            "source": {"allowed": true, "line": 0},
            "served": {"allowed": false, "line": CLAUDEBOT_DISALLOW},
            "cause": "managed"
        })
    );
    let all = changes(&v);
    assert!(!all
        .iter()
        .any(|(a, p, _)| a == "ClaudeBot" && p == "/admin/"));
    // Every change comes from the block; each of the eight blocked
    // crawlers but GPTBot changes at /; GPTBot, Googlebot and the others
    // do not change at all.
    assert!(
        all.iter().all(|(_, _, cause)| cause == "managed"),
        "{all:?}"
    );
    let mut at_root: Vec<&str> = all
        .iter()
        .filter(|(_, p, _)| p == "/")
        .map(|(a, _, _)| a.as_str())
        .collect();
    at_root.sort_by_key(|a| a.to_ascii_lowercase());
    assert_eq!(
        at_root,
        [
            "Amazonbot",
            "Applebot-Extended",
            "Bytespider",
            "CCBot",
            "ClaudeBot",
            "Google-Extended",
            "meta-externalagent"
        ]
    );
    // The text: by purpose, one sentence per cause, the block's lines and
    // what to do; GPTBot's tie explained.
    let o = robots(&["drift", &source, &site.url()], None);
    assert_eq!(code(&o), 1);
    let text = stdout(&o);
    common::says_all(
        &text,
        &[
            &format!("Lines {BEGIN}–{END} of the served file are Cloudflare's managed block: the edge adds them, your repository does not hold them."),
            "\nAI training\n",
            &format!("lines {BEGIN}–{END} of the served file, Cloudflare's managed block, decide"),
            "Turn the managed robots.txt off in Cloudflare's dashboard, or write the same rules in your own file.",
            &format!("GPTBot: the managed block's Disallow (line {GPTBOT_DISALLOW}) and your own Allow (line {GPTBOT_ALLOW}) are the same length; Google merges the two groups and the Allow wins, so GPTBot is not blocked at /."),
        ],
    );
    let training = text
        .lines()
        .find(|l| l.contains("ClaudeBot") && l.contains("managed block, decide"))
        .expect("the AI training sentence");
    assert!(training.starts_with("  "), "{training}");
    assert!(training.contains("CCBot"), "{training}");
    assert!(!training.contains("GPTBot"), "{training}");
    // One sentence per purpose (every change has the one cause here).
    let mut purposes: Vec<&str> = v["changes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["purpose"].as_str().unwrap())
        .collect();
    purposes.sort();
    purposes.dedup();
    assert_eq!(
        text.matches("managed block, decide").count(),
        purposes.len(),
        "{text}"
    );
    // 7 crawlers at / and at /admin/public, which the site's `*` allows.
    assert!(text.contains("\n14 verdicts differ ("), "{text}");
    assert!(text.trim_end().ends_with("crawlers, 3 paths)."), "{text}");
    // Worded in Dutch; the JSON never changes with --lang.
    let o = robots(&["drift", &source, &site.url(), "--lang", "nl"], None);
    common::says_all(
        &stdout(&o),
        &[
            "\nAI-training\n",
            "het beheerde blok van Cloudflare, beslissen 2 paden anders (/, /admin/public).",
            "Google voegt de twee groepen samen en de Allow wint, dus GPTBot wordt niet geblokkeerd op /.",
        ],
    );
    let nl = robots(
        &["drift", &source, &site.url(), "--json", "--lang", "nl"],
        None,
    );
    assert_eq!(json(&nl), v);
    // --agent narrows the crawlers; --purpose the registry's.
    let o = robots(
        &["drift", &source, &site.url(), "-a", "GPTBot", "--json"],
        None,
    );
    assert_eq!(code(&o), 0, "GPTBot's Allow wins the tie");
    assert_eq!(changes(&json(&o)), []);
    let o = robots(
        &[
            "drift",
            &source,
            &site.url(),
            "--purpose",
            "search",
            "--json",
        ],
        None,
    );
    assert_eq!(code(&o), 0);
}

#[test]
fn the_same_bytes_a_404_a_5xx_a_stale_copy_and_no_answer() {
    let dir = temp_dir("drift-statuses");
    let source = write(&dir, "robots.txt", SOURCE);
    // The same bytes: no verdict differs.
    let site = Site::same(200, SOURCE);
    let o = robots(&["drift", &source, &site.url(), "--json"], None);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let v = json(&o);
    assert_eq!(
        (v["identical"].clone(), v["stale"].clone()),
        (true.into(), false.into())
    );
    assert_eq!(changes(&v), []);
    assert_eq!(v["managed"], serde_json::json!([]));
    let o = robots(
        &["drift", &source, &format!("{}/robots.txt", site.url())],
        None,
    );
    assert_eq!(code(&o), 0);
    common::says_all(
        &stdout(&o),
        &[
            &format!(
                "{}/robots.txt serves exactly the bytes of {source}.",
                site.url()
            ),
            "No verdict differs (",
        ],
    );
    drop(site);

    // A 404: Google allows everything, so /admin/ differs for every crawler
    // the `*` group governs.
    let (site, v) = served_status(&source, 404, "gone");
    assert_eq!(v["served"]["bytes"], 0);
    assert_eq!(
        changes(&v),
        [("Googlebot".into(), "/admin/".into(), "served_status".into())]
    );
    let o = robots(&["drift", &source, &site.url(), "-a", "Googlebot"], None);
    common::says_all(
        &stdout(&o),
        &[
            "\nSearch\n",
            "  Googlebot: one path differs because of the served robots.txt's status: 4xx (including 401 and 403): there is no valid robots.txt, so everything is allowed.",
        ],
    );
    drop(site);

    // A 503: Google disallows everything.
    let (site, v) = served_status(&source, 503, "down");
    assert_eq!(
        changes(&v),
        [
            ("Googlebot".into(), "/".into(), "served_status".into()),
            (
                "Googlebot".into(),
                "/admin/public".into(),
                "served_status".into()
            ),
        ]
    );
    drop(site);

    // A stale copy: past the caches, the origin's file; cached, the old one.
    let site = Site::start(
        (200, served().into_bytes()),
        (200, SOURCE.as_bytes().to_vec()),
    );
    let o = robots(&["drift", &source, &site.url(), "--json"], None);
    let v = json(&o);
    assert_eq!(v["stale"], true);
    assert_eq!(v["identical"], false, "the copy crawlers get is compared");
    let o = robots(&["drift", &source, &site.url()], None);
    common::says_all(
        &stdout(&o),
        &["with a cache-busting query answered other bytes: the edge serves a stale copy"],
    );
    drop(site);

    // No answer at all: read as Google reads it (everything disallowed),
    // and the exit status says the fetch failed.
    let closed = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}", closed.local_addr().unwrap());
    drop(closed);
    let (o, v) = googlebot_json(&source, &url);
    assert_eq!(code(&o), 4, "{}", stderr(&o));
    assert_eq!(v["served"]["status"], Value::Null);
    assert!(changes(&v)
        .iter()
        .all(|(_, _, cause)| cause == "served_status"));
}

#[test]
fn bad_input_exits_as_site_does() {
    let site = Site::same(200, SOURCE);
    let o = robots(&["drift", "/no/such/robots.txt", &site.url()], None);
    assert_eq!(code(&o), 3);
    assert!(stderr(&o).contains("/no/such/robots.txt"), "{}", stderr(&o));
    let o = robots(&["drift", "-", "ftp://example.com/"], Some(SOURCE));
    assert_eq!(code(&o), 2);
    // Standard input as SOURCE.
    let o = robots(&["drift", "-", &site.url(), "--json"], Some(SOURCE));
    assert_eq!(code(&o), 0);
    assert_eq!(json(&o)["source"], "-");
}

#[test]
fn lint_notes_the_managed_block_in_text_and_sarif() {
    let o = robots(&["lint", "-"], Some(&served()));
    let line = stdout(&o)
        .lines()
        .find(|l| l.contains("managed_block"))
        .map(str::to_string)
        .expect("a managed_block note");
    assert_eq!(
        line,
        format!("{BEGIN}\tinfo\tmanaged_block\tlines {BEGIN}–{END} are Cloudflare's managed block: the edge adds them, your repository does not hold them. Crawlers read them before your own rules: turn the managed robots.txt off in Cloudflare's dashboard, or write the same rules in your own file")
    );
    assert_eq!(code(&o), 0, "a note is no error");
    let o = robots(&["lint", "-", "--lang", "nl"], Some(&served()));
    assert!(stdout(&o).contains(&format!(
        "managed_block\tregels {BEGIN}–{END} zijn het beheerde blok van Cloudflare"
    )));
    // SARIF locates results in a file, not in standard input.
    let dir = temp_dir("drift-lint");
    let file = write(&dir, "served.txt", served());
    let o = robots(&["lint", &file, "--format", "sarif"], None);
    let log: Value = serde_json::from_str(&stdout(&o)).unwrap();
    let run = &log["runs"][0];
    assert!(run["tool"]["driver"]["rules"]
        .as_array()
        .unwrap()
        .iter()
        .any(|r| r["id"] == "managed_block"));
    let result = find_by(&run["results"], "ruleId", "managed_block");
    assert_eq!(result["level"], "note");
    assert_eq!(
        result["locations"][0]["physicalLocation"]["region"]["startLine"],
        BEGIN
    );
    // The repository's own file has none.
    let o = robots(&["lint", "-"], Some(SOURCE));
    assert!(!stdout(&o).contains("managed_block"));
}
