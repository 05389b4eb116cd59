//! Crawlers that sign (Web Bot Auth) in `robots audit`: JSON-lines logs
//! that kept the `Signature-Agent`, `Signature-Input` and `Signature`
//! headers, judged against the key directories `robots ranges update`
//! saves (downloaded here from a server on 127.0.0.1). The requests are
//! signed here with ed25519-dalek over the signature base written out as
//! RFC 9421 says, apart from the verifier.

mod common;

use base64::engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD};
use base64::Engine;
use common::{exits_saying, ranges_update, run, says_all, temp_dir, write, Reply, Server};
use ed25519_dalek::{Signer, SigningKey};
use serde_json::{json, Value};

const CHATGPT: &str = "https://chatgpt.com";
const GOOGLE: &str = "https://agent.bot.goog";
/// 2026-11-01T00:00:00Z
const T0: i64 = 1_793_491_200;
const BROWSER: &str =
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36";
const ROBOTS: &str =
    "User-agent: ChatGPT-User\nDisallow: /private\n\nUser-agent: *\nDisallow: /admin\n";

fn key(seed: u8) -> SigningKey {
    SigningKey::from_bytes(&[seed; 32])
}

fn x(key: &SigningKey) -> String {
    URL_SAFE_NO_PAD.encode(key.verifying_key().to_bytes())
}

/// RFC 7638: the SHA-256 of the key's required members, in order.
fn keyid(key: &SigningKey) -> String {
    use sha2::Digest;
    let canonical = format!(r#"{{"crv":"Ed25519","kty":"OKP","x":"{}"}}"#, x(key));
    URL_SAFE_NO_PAD.encode(sha2::Sha256::digest(canonical.as_bytes()))
}

fn directory(keys: &[&SigningKey]) -> String {
    let keys: Vec<Value> = keys
        .iter()
        .map(|k| json!({"kty": "OKP", "crv": "Ed25519", "x": x(k)}))
        .collect();
    json!({ "keys": keys }).to_string()
}

/// The three headers of a request to `www.example.com` signed by `key`
/// for `origin`, valid from `created` for an hour.
fn headers(key: &SigningKey, origin: &str, created: i64) -> Value {
    let agent = format!("\"{origin}\"");
    let params = format!(
        "(\"@authority\" \"signature-agent\");created={created};expires={};keyid=\"{}\";alg=\"ed25519\";tag=\"web-bot-auth\"",
        created + 3600,
        keyid(key)
    );
    let base = format!(
        "\"@authority\": www.example.com\n\"signature-agent\": {agent}\n\"@signature-params\": {params}"
    );
    let signature = STANDARD.encode(key.sign(base.as_bytes()).to_bytes());
    json!({
        "User-Agent": [BROWSER],
        "Signature-Agent": [agent],
        "Signature-Input": [format!("sig1={params}")],
        "Signature": [format!("sig1=:{signature}:")],
    })
}

/// A Caddy JSON log line.
fn caddy(time: i64, uri: &str, headers: Value) -> String {
    json!({
        "ts": time,
        "request": {"remote_ip": "192.0.2.7", "method": "GET", "host": "www.example.com", "uri": uri, "headers": headers},
        "status": 200
    })
    .to_string()
}

fn signed_log() -> String {
    [
        // ChatGPT's agent: verified (one disallowed), and one outside its window.
        caddy(T0 + 10, "/private/a", headers(&key(1), CHATGPT, T0)),
        caddy(T0 + 20, "/page", headers(&key(1), CHATGPT, T0)),
        caddy(T0 + 7200, "/page", headers(&key(1), CHATGPT, T0)),
        // Google's agent, verified; then ChatGPT's key claiming Google.
        caddy(T0 + 30, "/admin/x", headers(&key(2), GOOGLE, T0)),
        caddy(T0 + 40, "/page", headers(&key(1), GOOGLE, T0)),
        // A claim with no signature.
        caddy(
            T0 + 50,
            "/page",
            json!({"User-Agent": [BROWSER], "Signature-Agent": [format!("\"{CHATGPT}\"")]}),
        ),
        // No headers of the kind at all.
        caddy(T0 + 60, "/page", json!({"User-Agent": [BROWSER]})),
    ]
    .join("\n")
        + "\n"
}

/// A ranges directory with both agents' key directories.
fn ranges(dir: &std::path::Path) -> String {
    let out = dir.join("ranges");
    let keys = out.join("signature-agents");
    std::fs::create_dir_all(&keys).unwrap();
    write(&keys, "chatgpt.com.json", directory(&[&key(1)]));
    write(&keys, "agent.bot.goog.json", directory(&[&key(2)]));
    out.to_string_lossy().into_owned()
}

fn signed_of(doc: &Value) -> Vec<Value> {
    doc["signed"].as_array().unwrap().clone()
}

#[test]
fn each_status_of_two_agents_is_counted_in_json_and_text() {
    let dir = temp_dir("signed-audit");
    let robots = write(&dir, "robots.txt", ROBOTS);
    let log = write(&dir, "caddy.jsonl", signed_log());
    let ranges = ranges(&dir);
    let args = ["audit", &log, "--robots", &robots, "--ranges", &ranges];
    let r = run(&[&args[..], &["--json"]].concat(), "");
    let doc: Value = serde_json::from_str(&r.stdout).expect(&r.stderr);
    assert_eq!(
        signed_of(&doc),
        [
            json!({"agent": CHATGPT, "requests": 4, "verified": 2, "invalid": 1, "unknown_key": 0, "unsigned": 1, "disallowed": 1}),
            json!({"agent": GOOGLE, "requests": 2, "verified": 1, "invalid": 0, "unknown_key": 1, "unsigned": 0, "disallowed": 1}),
        ]
    );
    // The verified requests are their crawlers': rows with `signed`.
    let row = |token: &str| {
        doc["crawlers"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["token"] == token)
            .unwrap_or_else(|| panic!("{token}: {doc}"))
            .clone()
    };
    assert_eq!(row("ChatGPT-User")["signed"], 2);
    assert_eq!(row("ChatGPT-User")["disallowed"], 1);
    assert_eq!(row("Google-Agent")["signed"], 1);
    says_all(
        &r.stderr,
        &[
            "Key directory of https://agent.bot.goog: one key.",
            "Key directory of https://chatgpt.com: one key.",
        ],
    );

    let text = run(&args, "").stdout;
    says_all(
        &text,
        &[
            "Signed agents (Web Bot Auth)",
            "A verified signature proves who sent a request, not that it obeyed robots.txt",
        ],
    );
    let header = text.lines().next().unwrap();
    assert!(header.ends_with("SERVED  SIGNED"), "{header}");
    let line = |first: &str| {
        text.lines()
            .find(|l| l.trim_start().starts_with(first))
            .unwrap_or_else(|| panic!("{first}: {text}"))
            .split_whitespace()
            .collect::<Vec<_>>()
    };
    assert_eq!(
        line("AGENT"),
        [
            "AGENT",
            "REQUESTS",
            "VERIFIED",
            "INVALID",
            "UNKNOWN_KEY",
            "UNSIGNED",
            "DISALLOWED"
        ]
    );
    assert_eq!(line(CHATGPT)[1..], ["4", "2", "1", "0", "1", "1"]);
    assert_eq!(line(GOOGLE)[1..], ["2", "1", "0", "1", "0", "1"]);
    // In Dutch, from the catalogue.
    let nl = run(&[&args[..], &["--lang", "nl"]].concat(), "").stdout;
    assert!(nl.contains("Ondertekende agents (Web Bot Auth)"), "{nl}");
}

#[test]
fn without_directories_signatures_have_unknown_keys_and_logs_without_headers_have_none() {
    let dir = temp_dir("signed-none");
    let robots = write(&dir, "robots.txt", ROBOTS);
    let log = write(&dir, "caddy.jsonl", signed_log());
    let empty = dir.join("empty");
    std::fs::create_dir_all(&empty).unwrap();
    let empty = empty.to_string_lossy().into_owned();
    let r = run(
        &[
            "audit", &log, "--robots", &robots, "--ranges", &empty, "--json",
        ],
        "",
    );
    let doc: Value = serde_json::from_str(&r.stdout).unwrap();
    let unknown: Vec<(u64, u64)> = signed_of(&doc)
        .iter()
        .map(|s| {
            (
                s["unknown_key"].as_u64().unwrap(),
                s["verified"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(unknown, [(3, 0), (2, 0)]);
    // No verified signature: the browser-like requests are nobody's.
    assert_eq!(doc["crawlers"], json!([]));

    // A log without the headers: no signed agents, no SIGNED column.
    let plain = write(
        &dir,
        "plain.jsonl",
        format!(
            "{}\n",
            json!({"ip": "192.0.2.1", "time": "2026-11-01T00:00:00Z", "path": "/admin", "user_agent": "Googlebot/2.1"})
        ),
    );
    let r = run(
        &[
            "audit", &plain, "--robots", &robots, "--ranges", &empty, "--json",
        ],
        "",
    );
    let doc: Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(doc["signed"], json!([]));
    assert_eq!(doc["crawlers"][0]["signed"], 0);
    let text = run(
        &["audit", &plain, "--robots", &robots, "--ranges", &empty],
        "",
    )
    .stdout;
    assert!(
        !text.contains("SIGNED") && !text.contains("Signed agents"),
        "{text}"
    );
}

#[test]
fn ranges_update_saves_each_agents_key_directory_as_published() {
    let dir = temp_dir("signed-update");
    let published = directory(&[&key(1), &key(9)]);
    let server = Server::start(vec![
        (
            "/chatgpt.com/.well-known/http-message-signatures-directory",
            Reply::Status(200, vec![], published.clone().into_bytes()),
        ),
        (
            "/agent.bot.goog/.well-known/http-message-signatures-directory",
            Reply::Status(200, vec![], b"<html>not a directory</html>".to_vec()),
        ),
    ]);
    let out = dir.join("ranges");
    let o = ranges_update(&server.url(""), &out, &[]);
    exits_saying(
        &o,
        4,
        &[
            "Saved the key directory of https://chatgpt.com as signature-agents/chatgpt.com.json: 2 keys.",
            "agent.bot.goog/.well-known/http-message-signatures-directory was not saved: not a key directory",
            "1 of 2 key directories saved in",
        ],
    );
    let saved = out.join("signature-agents");
    assert_eq!(
        std::fs::read_to_string(saved.join("chatgpt.com.json")).unwrap(),
        published
    );
    assert!(!saved.join("agent.bot.goog.json").exists());
    // The saved directory verifies an audit; Google's key is unknown.
    let robots = write(&dir, "robots.txt", ROBOTS);
    let log = write(&dir, "caddy.jsonl", signed_log());
    let r = run(
        &[
            "audit",
            &log,
            "--robots",
            &robots,
            "--ranges",
            out.to_str().unwrap(),
            "--json",
        ],
        "",
    );
    let doc: Value = serde_json::from_str(&r.stdout).unwrap();
    let verified: Vec<u64> = signed_of(&doc)
        .iter()
        .map(|s| s["verified"].as_u64().unwrap())
        .collect();
    assert_eq!(verified, [2, 0]);
}

/// The MCP tool `verify_ip` with a request's three headers: the
/// signature's status beside the address's, each status once.
#[cfg(feature = "mcp")]
#[test]
fn verify_ip_answers_with_the_signatures_status() {
    use robots_cli::mcp::{self, LangCode, VerifyInput};
    let dir = temp_dir("signed-mcp");
    let ranges = std::path::PathBuf::from(ranges(&dir));
    let ask = |h: &Value, time: &str| {
        let header = |name: &str| {
            h[name]
                .as_array()
                .map(|a| a[0].as_str().unwrap().to_owned())
        };
        mcp::verify_ip(
            VerifyInput {
                ip: "192.0.2.7".into(),
                user_agent: BROWSER.into(),
                signature_agent: header("Signature-Agent"),
                signature_input: header("Signature-Input"),
                signature: header("Signature"),
                host: Some("www.example.com".into()),
                method: Some("GET".into()),
                path: Some("/".into()),
                time: Some(time.into()),
                lang: LangCode::En,
            },
            Some(ranges.clone()),
        )
        .unwrap()
    };
    let during = "2026-11-01T00:10:00Z";
    let v = ask(&headers(&key(1), CHATGPT, T0), during);
    assert_eq!(v.value.signature.as_deref(), Some("verified"));
    assert_eq!(v.value.signature_agent.as_deref(), Some(CHATGPT));
    assert!(
        v.text
            .contains("Its signature verified under a key of https://chatgpt.com's directory"),
        "{}",
        v.text
    );
    let v = ask(&headers(&key(1), CHATGPT, T0), "2026-11-01T02:00:00Z");
    assert_eq!(v.value.signature.as_deref(), Some("invalid"));
    let v = ask(&headers(&key(1), GOOGLE, T0), during);
    assert_eq!(v.value.signature.as_deref(), Some("unknown_key"));
    let v = ask(
        &json!({"Signature-Agent": [format!("\"{GOOGLE}\"")]}),
        during,
    );
    assert_eq!(v.value.signature.as_deref(), Some("unsigned"));
    // Without the headers: no signature in the answer.
    let v = ask(&json!({}), during);
    assert_eq!(v.value.signature, None);
    let e = mcp::verify_ip(
        VerifyInput {
            ip: "192.0.2.7".into(),
            user_agent: BROWSER.into(),
            signature_agent: Some(format!("\"{CHATGPT}\"")),
            signature_input: None,
            signature: None,
            host: None,
            method: None,
            path: None,
            time: Some("yesterday".into()),
            lang: LangCode::En,
        },
        Some(ranges.clone()),
    )
    .unwrap_err();
    assert!(e.contains("'yesterday' is not a time"), "{e}");
}
