//! Web Bot Auth: each status, two origins, a key rotation, RFC 9421's own
//! Ed25519 example, and requests signed here independently of the
//! verifier (the signature base written out by hand, signed with
//! ed25519-dalek).

use base64::engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD};
use base64::Engine;
use ed25519_dalek::{Signer, SigningKey};
use robots_audit::signature::{judge, verify_rfc9421, Directories, Signed, Status};
use web_bot_auth::keyring::{JSONWebKeySet, KeyRing, Thumbprintable};

const CHATGPT: &str = "https://chatgpt.com";
const GOOGLE: &str = "https://agent.bot.goog";

fn key(seed: u8) -> SigningKey {
    SigningKey::from_bytes(&[seed; 32])
}

fn jwk(key: &SigningKey) -> Thumbprintable {
    Thumbprintable::OKP {
        crv: "Ed25519".into(),
        x: URL_SAFE_NO_PAD.encode(key.verifying_key().to_bytes()),
    }
}

fn keyid(key: &SigningKey) -> String {
    jwk(key).b64_thumbprint()
}

fn directory(keys: &[&SigningKey]) -> String {
    let keys: Vec<String> = keys
        .iter()
        .map(|k| {
            format!(
                r#"{{"kty":"OKP","crv":"Ed25519","x":"{}","use":"sig"}}"#,
                URL_SAFE_NO_PAD.encode(k.verifying_key().to_bytes())
            )
        })
        .collect();
    format!(r#"{{"keys":[{}]}}"#, keys.join(","))
}

struct Sig<'a> {
    key: &'a SigningKey,
    origin: &'a str,
    authority: &'a str,
    created: i64,
    expires: i64,
    tag: &'a str,
    components: &'a [&'a str],
}

impl<'a> Sig<'a> {
    fn new(key: &'a SigningKey, origin: &'a str, created: i64) -> Self {
        Sig {
            key,
            origin,
            authority: "www.example.com",
            created,
            expires: created + 3600,
            tag: "web-bot-auth",
            components: &["@authority", "signature-agent"],
        }
    }

    /// The request as a log keeps it: the signature base written out as
    /// RFC 9421 §2.5 says, signed with the key.
    fn request(&self) -> Signed {
        let agent = format!("\"{}\"", self.origin);
        let list: Vec<String> = self.components.iter().map(|c| format!("\"{c}\"")).collect();
        let params = format!(
            "({});created={};expires={};keyid=\"{}\";alg=\"ed25519\";nonce=\"bm9uY2U\";tag=\"{}\"",
            list.join(" "),
            self.created,
            self.expires,
            keyid(self.key),
            self.tag
        );
        let mut base = String::new();
        for c in self.components {
            let value = match *c {
                "@authority" => self.authority.to_owned(),
                "@path" => "/page".to_owned(),
                "signature-agent" => agent.clone(),
                other => panic!("not in these tests: {other}"),
            };
            base.push_str(&format!("\"{c}\": {value}\n"));
        }
        base.push_str(&format!("\"@signature-params\": {params}"));
        let signature = STANDARD.encode(self.key.sign(base.as_bytes()).to_bytes());
        let mut r = Signed {
            authority: self.authority.to_owned(),
            method: "GET".into(),
            target: "/page".into(),
            ..Signed::default()
        };
        r.push_header("User-Agent", "Mozilla/5.0 (compatible; agent)");
        r.push_header("Signature-Agent", &agent);
        r.push_header("Signature-Input", &format!("sig1={params}"));
        r.push_header("Signature", &format!("sig1=:{signature}:"));
        r
    }
}

fn dirs() -> Directories {
    let mut d = Directories::default();
    assert_eq!(d.add(CHATGPT, directory(&[&key(1)]).as_bytes()), Ok(1));
    assert_eq!(d.add(GOOGLE, directory(&[&key(2)]).as_bytes()), Ok(1));
    d
}

fn status(r: &Signed, time: i64, d: &Directories) -> Status {
    judge(r, Some(time), d).expect("a claimed origin").status
}

/// The origin `r` claims and its status at `time`.
fn judged(r: &Signed, time: i64, d: &Directories) -> Option<(String, Status)> {
    judge(r, Some(time), d).map(|j| (j.origin, j.status))
}

const T: i64 = 1_764_000_000;

#[test]
fn a_good_signature_of_each_origin_is_verified() {
    let d = dirs();
    for (k, origin) in [(1, CHATGPT), (2, GOOGLE)] {
        let r = Sig::new(&key(k), origin, T).request();
        let want = Some((origin.to_string(), Status::Verified));
        assert_eq!(judged(&r, T + 10, &d), want);
        // The window's ends are in it.
        assert_eq!(status(&r, T, &d), Status::Verified);
        assert_eq!(status(&r, T + 3600, &d), Status::Verified);
    }
}

#[test]
fn a_time_outside_the_window_is_invalid() {
    let d = dirs();
    let r = Sig::new(&key(1), CHATGPT, T).request();
    assert_eq!(status(&r, T - 1, &d), Status::Invalid);
    assert_eq!(status(&r, T + 3601, &d), Status::Invalid);
    // No time in the log: the window cannot be checked.
    assert_eq!(judge(&r, None, &d).unwrap().status, Status::Invalid);
}

#[test]
fn a_changed_request_or_signature_is_invalid() {
    let d = dirs();
    let mut r = Sig::new(&key(1), CHATGPT, T).request();
    r.authority = "other.example.com".into();
    assert_eq!(status(&r, T + 1, &d), Status::Invalid);

    let r = Sig::new(&key(1), CHATGPT, T).request();
    let mut bad = r.clone();
    for (name, value) in &mut bad.headers {
        if name == "signature" {
            // Another 64 bytes, well formed.
            *value = format!("sig1=:{}:", STANDARD.encode([7u8; 64]));
        }
    }
    assert_eq!(status(&bad, T + 1, &d), Status::Invalid);
}

#[test]
fn a_signature_off_the_profile_is_invalid() {
    let d = dirs();
    let k = key(1);
    // Not tagged web-bot-auth.
    let mut s = Sig::new(&k, CHATGPT, T);
    s.tag = "other";
    assert_eq!(status(&s.request(), T + 1, &d), Status::Invalid);
    // The claimed agent is not covered: anyone could name another origin.
    let mut s = Sig::new(&k, CHATGPT, T);
    s.components = &["@authority", "@path"];
    assert_eq!(status(&s.request(), T + 1, &d), Status::Invalid);
    // @authority not covered.
    let mut s = Sig::new(&k, CHATGPT, T);
    s.components = &["signature-agent", "@path"];
    assert_eq!(status(&s.request(), T + 1, &d), Status::Invalid);
}

#[test]
fn a_key_not_in_the_claimed_origins_directory_is_unknown() {
    let d = dirs();
    // Signed with ChatGPT's key, claiming Google's origin.
    let r = Sig::new(&key(1), GOOGLE, T).request();
    let want = Some((GOOGLE.to_string(), Status::UnknownKey));
    assert_eq!(judged(&r, T + 1, &d), want);
    // An origin without a directory.
    let r = Sig::new(&key(3), "https://bot.example.net", T).request();
    assert_eq!(status(&r, T + 1, &d), Status::UnknownKey);
    // No directories at all.
    let r = Sig::new(&key(1), CHATGPT, T).request();
    assert_eq!(
        status(&r, T + 1, &Directories::default()),
        Status::UnknownKey
    );
}

#[test]
fn a_claim_without_a_signature_is_unsigned_and_no_claim_is_not_judged() {
    let d = dirs();
    let mut r = Signed {
        authority: "www.example.com".into(),
        target: "/".into(),
        ..Signed::default()
    };
    r.push_header("Signature-Agent", "\"https://chatgpt.com\"");
    assert!(r.is_claim());
    assert_eq!(status(&r, T, &d), Status::Unsigned);

    let mut plain = Signed::default();
    plain.push_header("User-Agent", "Mozilla/5.0");
    assert!(!plain.is_claim());
    assert_eq!(judge(&plain, Some(T), &d), None);
}

#[test]
fn old_signatures_verify_at_their_own_time_after_a_rotation() {
    let (old, new) = (key(4), key(5));
    let mut d = Directories::default();
    // The directory as published during the overlap: both keys.
    assert_eq!(d.add(CHATGPT, directory(&[&old, &new]).as_bytes()), Ok(2));
    let before = Sig::new(&old, CHATGPT, T).request();
    let after = Sig::new(&new, CHATGPT, T + 86_400).request();
    assert_eq!(status(&before, T + 5, &d), Status::Verified);
    assert_eq!(status(&after, T + 86_405, &d), Status::Verified);
    // The old signature replayed a day later is outside its window.
    assert_eq!(status(&before, T + 86_405, &d), Status::Invalid);

    // Only the new key published: an old signature's key is unknown.
    let mut only_new = Directories::default();
    only_new
        .add(CHATGPT, directory(&[&new]).as_bytes())
        .unwrap();
    assert_eq!(status(&before, T + 5, &only_new), Status::UnknownKey);
}

#[test]
fn the_dictionary_form_of_signature_agent_names_the_origin() {
    let d = dirs();
    let mut r = Signed {
        authority: "www.example.com".into(),
        ..Signed::default()
    };
    r.push_header("Signature-Agent", "agent1=\"https://chatgpt.com/\"");
    let j = judge(&r, Some(T), &d).unwrap();
    assert_eq!(j.origin, CHATGPT);
    assert_eq!(j.status, Status::Unsigned);
}

#[test]
fn directories_are_read_within_their_limits() {
    let mut d = Directories::default();
    assert!(d.add(CHATGPT, b"not json").is_err());
    assert!(d
        .add(CHATGPT, br#"{"keys":[{"kty":"RSA","e":"AQAB","n":"x"}]}"#)
        .is_err());
    let huge = vec![b' '; robots_audit::signature::MAX_DIRECTORY_BYTES + 1];
    assert!(d.add(CHATGPT, &huge).is_err());
    assert!(d.is_empty());
    // A set with one usable key among others takes that one.
    let mixed = format!(
        r#"{{"keys":[{{"kty":"RSA","e":"AQAB","n":"x"}},{}]}}"#,
        directory(&[&key(1)])
            .trim_start_matches(r#"{"keys":["#)
            .trim_end_matches("]}")
    );
    assert_eq!(d.add(CHATGPT, mixed.as_bytes()), Ok(1));
}

/// RFC 9421, Appendix B.2.6: the request signed with `test-key-ed25519`.
#[test]
fn rfc_9421_b_2_6_ed25519_example_verifies() {
    let mut r = Signed {
        authority: "example.com".into(),
        method: "POST".into(),
        target: "/foo?param=Value&Pet=dog".into(),
        ..Signed::default()
    };
    r.push_header("Host", "example.com");
    r.push_header("Date", "Tue, 20 Apr 2021 02:07:55 GMT");
    r.push_header("Content-Type", "application/json");
    r.push_header(
        "Content-Digest",
        "sha-512=:WZDPaVn/7XgHaAy8pmojAkGWoRx2UFChF41A2svX+TaPm+AbwAgBWnrIiYllu7BNNyealdVLvRwEmTHWXvJwew==:",
    );
    r.push_header("Content-Length", "18");
    r.push_header(
        "Signature-Input",
        "sig-b26=(\"date\" \"@method\" \"@path\" \"@authority\" \"content-type\" \"content-length\");created=1618884473;keyid=\"test-key-ed25519\"",
    );
    r.push_header(
        "Signature",
        "sig-b26=:wqcAqbmYJ2ji2glfAMaRy4gruYYnx2nEFN2HN6jrnDnQCK1u02Gb04v9EDgwUPiu4A0w6vuQv5lIp5WPpBKRCw==:",
    );
    // The RFC's test-key-ed25519 (Appendix B.1.4), as a JWK.
    let mut ring = KeyRing::default();
    let set: JSONWebKeySet = serde_json::from_str(
        r#"{"keys":[{"kty":"OKP","crv":"Ed25519","x":"JrQLj5P_89iXES9-vFgrIy29clF9CC_oPPsw3c5D0bs"}]}"#,
    )
    .unwrap();
    ring.import_jwks(set);
    // Its RFC 7638 thumbprint, renamed to the RFC's key id.
    assert!(ring.rename_key(
        "poqkLGiymh_W0uP6PZFw-dvez3QJT5SolqXBCW38r0U".into(),
        "test-key-ed25519".into()
    ));
    assert!(verify_rfc9421(&r, &ring, "test-key-ed25519"));
    let mut changed = r.clone();
    changed.method = "GET".into();
    assert!(!verify_rfc9421(&changed, &ring, "test-key-ed25519"));
}

// Logs that kept the headers: what `robots audit` and the page's Traffic
// view read.

use robots::registry::CRAWLERS;
use robots_audit::ranges::Lists;
use robots_audit::tally::{Tally, Version};
use robots_audit::Reader;

/// The request's header fields as a JSON object: `arrays` as Caddy writes
/// them (each value an array of strings), else strings.
fn header_object(r: &Signed, arrays: bool) -> serde_json::Value {
    let mut o = serde_json::Map::new();
    for (name, value) in &r.headers {
        // Caddy and plain logs keep the names as sent; Logpush in lower case.
        let v = if arrays {
            serde_json::json!([value])
        } else {
            serde_json::json!(value)
        };
        o.insert(name.clone(), v);
    }
    serde_json::Value::Object(o)
}

/// One JSON line for a signed request at `time`, in one of three shapes.
fn json_line(r: &Signed, time: i64, shape: &str, path: &str) -> String {
    let when = chrono_free_rfc3339(time);
    let v = match shape {
        "caddy" => serde_json::json!({
            "ts": time,
            "request": {
                "remote_ip": "192.0.2.7",
                "method": r.method,
                "host": r.authority,
                "uri": path,
                "tls": {"proto": "h2"},
                "headers": header_object(r, true),
            },
            "status": 200
        }),
        "plain" => serde_json::json!({
            "ip": "192.0.2.7",
            "time": when,
            "method": r.method,
            "host": r.authority,
            "path": path,
            "user_agent": "Mozilla/5.0 (compatible; agent)",
            "headers": header_object(r, false),
        }),
        "logpush" => {
            let mut lower = serde_json::Map::new();
            for (name, value) in &r.headers {
                lower.insert(name.to_ascii_lowercase(), serde_json::json!(value));
            }
            serde_json::json!({
                "ClientIP": "192.0.2.7",
                "ClientRequestHost": r.authority,
                "ClientRequestMethod": r.method,
                "ClientRequestScheme": "https",
                "ClientRequestURI": path,
                "ClientRequestUserAgent": "Mozilla/5.0 (compatible; agent)",
                "EdgeStartTimestamp": time * 1_000_000_000,
                "RequestHeaders": lower,
            })
        }
        other => panic!("{other}"),
    };
    v.to_string()
}

/// `YYYY-MM-DDTHH:MM:SSZ` without a date library (days from the civil
/// calendar, as in Howard Hinnant's published algorithm).
fn chrono_free_rfc3339(t: i64) -> String {
    let (days, secs) = (t.div_euclid(86_400), t.rem_euclid(86_400));
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z",
        secs / 3600,
        secs / 60 % 60,
        secs % 60
    )
}

fn audit<'a>(
    versions: &'a [Version],
    lists: &'a Lists,
    d: &'a Directories,
    log: &str,
) -> Tally<'a> {
    let mut t = Tally::new(versions, lists, None, None).with_directories(d);
    let mut reader = Reader::new(None);
    reader.start("log");
    reader.push(log.as_bytes(), &mut t);
    reader.finish(&mut t);
    assert_eq!(reader.unreadable_count, 0);
    t
}

fn row<'t>(t: &'t Tally<'_>, agent: &str) -> &'t robots_audit::tally::SignedAgent {
    t.signed
        .iter()
        .find(|s| s.agent == agent)
        .unwrap_or_else(|| panic!("{agent}: {:?}", t.signed))
}

fn counts(s: &robots_audit::tally::SignedAgent) -> [u64; 6] {
    [
        s.requests,
        s.verified,
        s.invalid,
        s.unknown_key,
        s.unsigned,
        s.disallowed,
    ]
}

#[test]
fn signed_requests_in_caddy_plain_and_logpush_logs_are_counted_by_agent() {
    let versions = [Version::from_start(
        b"User-agent: ChatGPT-User\nDisallow: /page\n\nUser-agent: *\nDisallow: /private\n",
    )];
    let lists = Lists::default();
    let d = dirs();
    let mut log = String::new();
    for shape in ["caddy", "plain", "logpush"] {
        // ChatGPT's agent, verified, on a path its group disallows.
        let r = Sig::new(&key(1), CHATGPT, T).request();
        log += &json_line(&r, T + 5, shape, "/page");
        log.push('\n');
        // Google's agent, verified, allowed; then replayed after its window.
        let r = Sig::new(&key(2), GOOGLE, T).request();
        log += &json_line(&r, T + 5, shape, "/page");
        log.push('\n');
        log += &json_line(&r, T + 7200, shape, "/page");
        log.push('\n');
        // Google's origin claimed, ChatGPT's key: unknown.
        let r = Sig::new(&key(1), GOOGLE, T).request();
        log += &json_line(&r, T + 5, shape, "/private/x");
        log.push('\n');
    }
    // A claim with no signature, and lines without any header.
    log += r#"{"ip":"192.0.2.8","time":"2025-11-24T16:00:05Z","host":"www.example.com","path":"/page","user_agent":"Mozilla/5.0","headers":{"Signature-Agent":"\"https://chatgpt.com\""}}"#;
    log += "\n";
    log += r#"{"ip":"192.0.2.9","time":"2025-11-24T16:00:05Z","host":"www.example.com","path":"/page","user_agent":"Mozilla/5.0","headers":{"Accept":"text/html"}}"#;
    log += "\n";
    log += r#"{"ip":"192.0.2.9","time":"2025-11-24T16:00:05Z","host":"www.example.com","path":"/page","user_agent":"Mozilla/5.0"}"#;
    log += "\n";
    let t = audit(&versions, &lists, &d, &log);
    assert_eq!(t.requests, 15);
    // requests, verified, invalid, unknown_key, unsigned, disallowed
    assert_eq!(counts(row(&t, CHATGPT)), [4, 3, 0, 0, 1, 4]);
    // Google-Agent's group is `*`: /private is disallowed to it.
    assert_eq!(counts(row(&t, GOOGLE)), [9, 3, 3, 3, 0, 3]);
    assert_eq!(t.signed.len(), 2);
    // The verified requests are their crawlers' (the browser-like
    // User-Agent names none): the rows count them as signed.
    let stats = |token: &str| &t.stats[CRAWLERS.iter().position(|c| c.token == token).unwrap()];
    assert_eq!(
        (stats("ChatGPT-User").requests, stats("ChatGPT-User").signed),
        (3, 3)
    );
    assert_eq!(stats("ChatGPT-User").disallowed, 3);
    assert_eq!(
        (stats("Google-Agent").requests, stats("Google-Agent").signed),
        (3, 3)
    );
    // Sorted: most requests first.
    let order: Vec<&str> = t.signed_agents().iter().map(|s| s.agent.as_str()).collect();
    assert_eq!(order, [GOOGLE, CHATGPT]);
}

#[test]
fn without_directories_every_signature_is_an_unknown_key() {
    let versions = [Version::from_start(b"")];
    let lists = Lists::default();
    let none = Directories::default();
    let r = Sig::new(&key(1), CHATGPT, T).request();
    let log = json_line(&r, T + 5, "caddy", "/");
    let t = audit(&versions, &lists, &none, &log);
    assert_eq!(counts(row(&t, CHATGPT)), [1, 0, 0, 1, 0, 0]);
    // Not verified: the browser-like request is nobody's crawler.
    assert_eq!(t.crawler_requests, 0);
}

#[test]
fn a_rotation_read_from_a_log_verifies_each_signature_at_its_own_time() {
    let (old, new) = (key(4), key(5));
    let mut d = Directories::default();
    d.add(CHATGPT, directory(&[&old, &new]).as_bytes()).unwrap();
    let versions = [Version::from_start(b"")];
    let lists = Lists::default();
    let log = [
        json_line(&Sig::new(&old, CHATGPT, T).request(), T + 5, "plain", "/"),
        json_line(
            &Sig::new(&new, CHATGPT, T + 86_400).request(),
            T + 86_405,
            "plain",
            "/",
        ),
        // The old signature replayed the next day.
        json_line(
            &Sig::new(&old, CHATGPT, T).request(),
            T + 86_405,
            "plain",
            "/",
        ),
    ]
    .join("\n");
    let t = audit(&versions, &lists, &d, &log);
    assert_eq!(counts(row(&t, CHATGPT)), [3, 2, 1, 0, 0, 0]);
}

/// Worst case: every line signed (one Ed25519 check each), with a new
/// origin claimed on every line past the table's bound.
#[test]
fn signed_logs_grow_linearly() {
    let d = dirs();
    let versions = [Version::from_start(b"User-agent: *\nDisallow: /private\n")];
    let lists = Lists::default();
    let signed = Sig::new(&key(1), CHATGPT, T).request();
    let make = |n: usize| {
        let mut log = String::new();
        for i in 0..n {
            if i % 2 == 0 {
                log += &json_line(&signed, T + 5, "caddy", &format!("/private/{i}"));
            } else {
                let origin = format!("https://bot{i}.example.net");
                let r = Sig::new(&key(3), &origin, T).request();
                log += &json_line(&r, T + 5, "plain", &format!("/p/{i}"));
            }
            log.push('\n');
        }
        log
    };
    robots_growth::assert_linear("signed log lines", 40, make, |log: &String| {
        let t = audit(&versions, &lists, &d, log);
        assert!(t.signed.len() <= robots_audit::tally::MAX_SIGNED_AGENTS + 1);
    });
}

/// A key directory's reader: n and 8n keys (those past `MAX_KEYS` and
/// those of other kinds skipped one by one), within the size limit.
#[test]
fn the_directory_reader_grows_linearly() {
    let make = |n: usize| {
        let keys: Vec<String> = (0..n)
            .map(|i| {
                if i % 2 == 0 {
                    format!(
                        r#"{{"kty":"OKP","crv":"Ed25519","x":"{}"}}"#,
                        URL_SAFE_NO_PAD.encode(key((i % 250) as u8 + 1).verifying_key().to_bytes())
                    )
                } else {
                    format!(r#"{{"kty":"RSA","e":"AQAB","n":"{i}"}}"#)
                }
            })
            .collect();
        let text = format!(r#"{{"keys":[{}]}}"#, keys.join(","));
        assert!(text.len() <= robots_audit::signature::MAX_DIRECTORY_BYTES);
        text
    };
    // 8n at most 2,400 keys: within the reader's size limit.
    robots_growth::assert_linear_upto("key directory", 300, 300, make, |text: &String| {
        let mut d = Directories::default();
        assert!(d.add(CHATGPT, text.as_bytes()).unwrap() >= 1);
    });
}

/// A request signed by Cloudflare's signer (`web-bot-auth`'s
/// `MessageSigner`, which dates it by the clock), verified at its own time
/// by the verifier here.
#[test]
fn a_request_signed_by_the_web_bot_auth_signer_verifies() {
    use web_bot_auth::components::{
        CoveredComponent, DerivedComponent, HTTPField, HTTPFieldParametersSet,
    };
    use web_bot_auth::keyring::Algorithm;
    use web_bot_auth::message_signatures::{MessageSigner, UnsignedMessage};

    #[derive(Default)]
    struct Outgoing {
        input: String,
        signature: String,
    }
    impl UnsignedMessage for Outgoing {
        fn fetch_components_to_cover(&self) -> indexmap::IndexMap<CoveredComponent, String> {
            indexmap::IndexMap::from_iter([
                (
                    CoveredComponent::Derived(DerivedComponent::Authority { req: false }),
                    "www.example.com".to_owned(),
                ),
                (
                    CoveredComponent::HTTP(HTTPField {
                        name: "signature-agent".to_owned(),
                        parameters: HTTPFieldParametersSet(vec![]),
                    }),
                    format!("\"{CHATGPT}\""),
                ),
            ])
        }
        fn register_header_contents(&mut self, input: String, signature: String) {
            self.input = input;
            self.signature = signature;
        }
    }
    let k = key(6);
    let signer = MessageSigner {
        keyid: keyid(&k),
        nonce: "bm9uY2U".into(),
        tag: "web-bot-auth".into(),
    };
    let mut out = Outgoing::default();
    signer
        .generate_signature_headers_content(
            &mut out,
            std::time::Duration::from_secs(60),
            Algorithm::Ed25519,
            &k.to_bytes().to_vec(),
        )
        .unwrap();
    let created: i64 = out
        .input
        .split(";created=")
        .nth(1)
        .and_then(|r| r.split(';').next())
        .and_then(|n| n.parse().ok())
        .expect(&out.input);
    let mut r = Signed {
        authority: "www.example.com".into(),
        method: "GET".into(),
        target: "/".into(),
        ..Signed::default()
    };
    r.push_header("Signature-Agent", &format!("\"{CHATGPT}\""));
    r.push_header("Signature-Input", &format!("sig1={}", out.input));
    r.push_header("Signature", &format!("sig1={}", out.signature));
    let mut d = Directories::default();
    d.add(CHATGPT, directory(&[&k]).as_bytes()).unwrap();
    assert_eq!(status(&r, created + 1, &d), Status::Verified);
    assert_eq!(status(&r, created + 61, &d), Status::Invalid);
    r.authority = "www.example.org".into();
    assert_eq!(status(&r, created + 1, &d), Status::Invalid);
}
