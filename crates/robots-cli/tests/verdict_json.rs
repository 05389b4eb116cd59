//! The verdict's JSON is defined once, in the engine (`robots::json`):
//! `robots check --json` prints it flat, the npm package returns it whole
//! (`robots::json::Verdict`, which its `check()` serialises as is). For
//! the same file, crawler and URL, every field the two share holds the
//! same JSON value.

mod common;

use common::run;
use robots::message::Lang;
use serde_json::Value;

const FILE: &str = "\
User-agent: Googlebot
Disallow: /private
Allow: /private/ok
Disallow: /dir/
Allow: /dir/index.html
Disallow: /tie
Allow: /tie
Content-Usage: train-ai=n
Content-Usage: /open train-ai=y

User-agent: *
Disallow: /
Allow: /$
";

const AGENTS: [&str; 3] = [
    "Googlebot",
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "GPTBot",
];

const URLS: [&str; 7] = [
    "https://example.com/",
    "https://example.com/private/x",
    "https://example.com/private/ok?x=1",
    "https://example.com/dir/",
    "https://example.com/tie",
    "https://example.com/open/page",
    "/elsewhere",
];

/// Each field of `check --json`, and where the whole verdict has it (a
/// JSON pointer; a field of a rule that is not there is null).
const SHARED: &str = "token=/token path=/path allowed=/allowed line=/line \
    reason=/reason/code explanation=/reason/sentence rule=/rule/kind pattern=/rule/pattern \
    written=/rule/written priority=/rule/priority groups=/groups/code \
    group_lines=/groups/agent_lines usage=/usage usage_lines=/usage_lines";

/// The engine's verdict JSON for `agent` at `url`, in tester mode, as the
/// npm package makes it.
fn engine(robots: &robots::RobotsTxt, agent: &str, url: &str) -> Value {
    let token = robots::tester::agent(agent).unwrap().token;
    let view = robots::tester::view(robots, &token);
    let path = robots::url::normalise_typed(url).unwrap().path;
    let v = view.verdict(path.as_bytes());
    let usage = view.robots().usage(&v.groups, path.as_bytes(), v.allowed);
    let json = robots::json::Verdict::new(&v, url, false, Lang::En, usage.as_ref());
    serde_json::to_value(&json).unwrap()
}

#[test]
fn check_json_and_the_engines_verdict_json_agree() {
    let mut args = vec!["check", "-", "--json"];
    for a in AGENTS {
        args.extend(["--agent", a]);
    }
    for u in URLS {
        args.extend(["--url", u]);
    }
    let r = run(&args, FILE);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let lines: Vec<Value> = r
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), URLS.len() * AGENTS.len());
    let robots = robots::tester::parse(FILE.as_bytes());
    let mut usage_seen = 0;
    for (i, cli) in lines.iter().enumerate() {
        let (url, agent) = (URLS[i / AGENTS.len()], AGENTS[i % AGENTS.len()]);
        assert_eq!(
            (cli["url"].as_str(), cli["agent"].as_str()),
            (Some(url), Some(agent))
        );
        let js = engine(&robots, agent, url);
        for pair in SHARED.split_whitespace() {
            let (field, pointer) = pair.split_once('=').unwrap();
            let value = js.pointer(pointer).unwrap_or(&Value::Null);
            assert_eq!(&cli[field], value, "{field}: {agent} at {url}");
        }
        usage_seen += usize::from(cli["usage"].is_object());
    }
    // The cases reach every kind of value: rules and none, allowed and
    // not, preferences and none.
    let has = |f: &dyn Fn(&Value) -> bool| lines.iter().any(f);
    assert!(has(&|l| l["rule"] == "allow") && has(&|l| l["rule"] == "disallow"));
    assert!(has(&|l| l["rule"].is_null()));
    assert!(has(&|l| l["usage"]["train-ai"] == "disallow"));
    assert!(has(&|l| l["usage"]["train-ai"] == "allow"));
    assert!(usage_seen > 0 && usage_seen < lines.len());
}
